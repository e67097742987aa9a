/**
 * Individual board standings of a team event (issue 35 item 4): each player's results across the team matches —
 * points, games played over the board, the percentage, the average rating of the opponents met over the board
 * (ARO) and the rating performance (TPR = ARO + dp(p), FIDE B.02 8.1(a), p the percentage over those games,
 * rounded half up to a whole per cent as the table reads it), and the boards played on.
 *
 * Points count every round of the player with a result (forfeits and byes with the file's point system; a team PAB
 * its game points shared by the boards, as the team's GP counts it); games, ARO and
 * TPR only games played over the board against a rated opponent (an unrated opponent has no rating to average).
 * A player belongs to the board of his place in the team's 310 order (reserves after the match boards); rows are
 * by that board, then percentage, then games, then points (higher first), then starting rank. O(players x rounds).
 */
import type { TeamTournament } from '../model/team.js';
import { outcomeOf } from '../model/outcome.js';
import { pointsOf } from '../model/points.js';
import { pointSystemOf, type PointSystem } from '../trf/pointSystem.js';
import type { PlayerRecord, TrfDocument } from '../trf/types.js';
import { dp } from './rating.js';

export interface BoardStandingRow {
  /** The player's starting rank (001). */
  readonly player: number;
  readonly name: string;
  readonly rating: number;
  readonly team: number;
  readonly teamName: string;
  /** Place in the team's 310 order: boards 1..B, then reserves. */
  readonly board: number;
  /** The boards the player sat at, by round order of first appearance. */
  readonly boardsPlayed: readonly number[];
  /** Points (tenths) over every round with a result (forfeits included). */
  readonly points: number;
  /** Games played over the board. */
  readonly games: number;
  /** Points (tenths) in those games. */
  readonly gamePoints: number;
  /** Percentage over the games played (0-100, one decimal); null without a game. */
  readonly percentage: number | null;
  readonly aro: number | null;
  readonly tpr: number | null;
}

export interface BoardStandings {
  readonly round: number;
  readonly boards: number;
  readonly rows: readonly BoardStandingRow[];
}

/** Half up a / b for b > 0. */
const roundDiv = (a: number, b: number): number => Math.floor((2 * a + b) / (2 * b));

/** The board each player of a team sat at in a round: its 300 line-up, else the 310 order (first B players). */
function seats(t: TeamTournament, team: TeamTournament['teams'][number], round: number): Map<number, number> {
  const lineup = t.section.lineups.find((l) => l.round === round && l.team === team.tpn);
  const order = lineup === undefined ? team.players.slice(0, t.boards) : lineup.players;
  const out = new Map<number, number>();
  order.forEach((p, i) => { if (p !== null) out.set(p, i + 1); });
  return out;
}

function rowOf(system: PointSystem, t: TeamTournament, rec: PlayerRecord, team: TeamTournament['teams'][number], round: number, players: ReadonlyMap<number, PlayerRecord>): BoardStandingRow {
  const win = system.win;
  let points = 0, games = 0, gamePoints = 0, ratingSum = 0, rated = 0, ratedPoints = 0;
  const boardsPlayed: number[] = [];
  for (let r = 1; r <= round; r++) {
    const o = outcomeOf(rec.rounds[r - 1]);
    if (o.kind === 'none') continue;
    // A team PAB gives each board the team's PAB game points shared (320, else a draw's: C.04.6 1.4), not a win.
    // (A board's `0000 - +` in a forfeited match reads as a PAB block: its points are a forfeit win's.)
    points += t.rounds[team.tpn - 1]![r - 1]?.kind === 'pab' ? t.pabPoints.gamePoints / t.boards : pointsOf(o, system);
    const seat = seats(t, team, r).get(rec.startingRank);
    if ((o.kind === 'played' || o.kind === 'forfeit') && seat !== undefined && !boardsPlayed.includes(seat)) boardsPlayed.push(seat);
    if (o.kind !== 'played') continue;
    games++;
    const p = pointsOf(o, system);
    gamePoints += p;
    const opponent = players.get(o.opponent)?.rating ?? 0;
    if (opponent > 0) { ratingSum += opponent; rated++; ratedPoints += p; }
  }
  const aro = rated === 0 ? null : roundDiv(ratingSum, rated);
  // p in whole per cent, half up, over the rated games: B.02 8.1(a) reads dp from it.
  const tpr = aro === null || win <= 0 ? null : aro + dp(roundDiv(100 * ratedPoints, rated * win));
  return {
    player: rec.startingRank, name: rec.name, rating: rec.rating, team: team.tpn, teamName: team.name,
    board: team.players.indexOf(rec.startingRank) + 1, boardsPlayed, points, games, gamePoints,
    percentage: games === 0 || win <= 0 ? null : roundDiv(1000 * gamePoints, games * win) / 10, aro, tpr,
  };
}

/** The board standings after `round` (default: every round in the file). */
export function teamBoardStandings(doc: TrfDocument, t: TeamTournament, round = t.roundsInFile): BoardStandings {
  const players = new Map<number, PlayerRecord>();
  for (const r of doc.records) if (r.kind === 'player') players.set(r.startingRank, r);
  // The point system once, not per player: it reads every record (a 4,000-player file spent 0.6 s here).
  const system = pointSystemOf(doc);
  const rows: BoardStandingRow[] = [];
  for (const team of t.teams) {
    for (const p of team.players) {
      const rec = players.get(p);
      if (rec !== undefined) rows.push(rowOf(system, t, rec, team, round, players));
    }
  }
  rows.sort((a, b) => a.board - b.board || (b.percentage ?? -1) - (a.percentage ?? -1) || b.games - a.games || b.points - a.points || a.player - b.player);
  return { round, boards: t.boards, rows };
}
