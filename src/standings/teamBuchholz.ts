/**
 * Team Buchholz, fore-Buchholz, Sonneborn-Berger, Extended SB, AOB and SSSC (C.07 2026 arts. 8, 9 by the art. 13
 * preamble, 13.2, 13.4; ../shared/rules/tiebreaks-teams-2026.md) with the unplayed rounds of arts. 15-16 read at match
 * level: an unplayed round is a round in which the team played no match (15.1: a forfeited match, a PAB, a team bye,
 * an absence), and "points" are match points or game points, whichever the entry sums (16.4).
 *
 * - 16.2: a voluntary unplayed round (VUR) is a match lost by forfeit (or double forfeit), a half- or zero-point
 *   team bye, an absence; a PAB, a match won by forfeit and a full-point bye are not.
 * - 16.3.2: an opponent's score counts its real points up to its last round that is not a VUR, and any round with a
 *   scheduled opponent; its other unplayed rounds count as draws (a draw's MP, or a draw on every board in GP).
 * - 16.3.1 / 16.4: the team's own unplayed round counts a dummy opponent worth the team's own score, capped by the
 *   2026 text (with a scheduled opponent, at most that opponent's adjusted score; with none, a draw every round).
 * - 14 with 16.3.3: the cut removes the lowest contributions, a VUR's first unless the lowest is worth more.
 * All in integer tenths (SB: tenths x tenths). O(teams x rounds) per entry, O(rounds log rounds) more with a cut.
 */
import { cut, type Contribution } from './buchholz.js';
import type { TeamTournament } from '../model/team.js';
import type { TeamScoreKind } from '../model/teamVariant.js';
import type { TiebreakRules } from './types.js';

/** What the entries read of a team tournament, per team index (tpn - 1) and round index. */
export interface TeamRoundsView {
  readonly rounds: number;
  readonly rules: TiebreakRules;
  /** A draw's value in one round: MP the match draw, GP a draw on every board. */
  readonly draw: { readonly mp: number; readonly gp: number };
  /** Opponent's index per round, -1 without one (forfeited matches have one). */
  readonly opponent: readonly (readonly number[])[];
  /** A match with a board played over the board. */
  readonly played: readonly (readonly boolean[])[];
  readonly voluntary: readonly (readonly boolean[])[];
  readonly points: { readonly mp: readonly (readonly number[])[]; readonly gp: readonly (readonly number[])[] };
}

export function teamRoundsView(t: TeamTournament, rounds: number, rules: TiebreakRules, gameDraw: number): TeamRoundsView {
  const opponent: number[][] = [];
  const played: boolean[][] = [];
  const voluntary: boolean[][] = [];
  const mp: number[][] = [];
  const gp: number[][] = [];
  for (const history of t.rounds) {
    const rs = Array.from({ length: rounds }, (_, r) => history[r] ?? ({ kind: 'none' } as const));
    opponent.push(rs.map((r) => (r.kind === 'match' ? r.opponent - 1 : -1)));
    played.push(rs.map((r) => r.kind === 'match' && r.played));
    voluntary.push(rs.map((r) => (r.kind === 'match' ? !r.played && r.forfeit !== 'won' : r.kind === 'none' || (r.kind === 'bye' && r.bye !== 'full'))));
    mp.push(rs.map((r) => (r.kind === 'none' ? 0 : r.matchPoints)));
    gp.push(rs.map((r) => (r.kind === 'none' ? 0 : r.gamePoints)));
  }
  return { rounds, rules, draw: { mp: t.scoring.draw, gp: gameDraw * t.boards }, opponent, played, voluntary, points: { mp, gp } };
}

/** Per team: points per round (FB: last-round pairings drawn), own total, and the adjusted score of 16.3.2. */
interface Scores {
  readonly points: readonly (readonly number[])[];
  readonly own: readonly number[];
  readonly adjusted: readonly number[];
}

function scores(v: TeamRoundsView, kind: TeamScoreKind, fore: boolean): Scores {
  const last = v.rounds - 1;
  const draw = v.draw[kind];
  const points = v.points[kind].map((pts, i) => (fore && last >= 0 && v.opponent[i]![last]! >= 0 ? pts.map((p, r) => (r === last ? draw : p)) : pts));
  const own = points.map((pts) => pts.reduce((a, b) => a + b, 0));
  const adjusted = points.map((pts, i) => {
    let lastPresent = -1;
    for (let r = 0; r < v.rounds; r++) if ((fore && r === last && v.opponent[i]![r]! >= 0) || !v.voluntary[i]![r]!) lastPresent = r;
    return pts.reduce((a, p, r) => a + (r <= lastPresent || v.opponent[i]![r]! >= 0 ? p : draw), 0);
  });
  return { points, own, adjusted };
}

export interface BuchholzEntry {
  /** The opponents' score summed (BH, FB, SSSC) or multiplied (SB, ESB: the opponent's total). */
  readonly score: TeamScoreKind;
  /** SB / ESB: the score against the opponent. */
  readonly against: TeamScoreKind;
  readonly cutLow: number;
  readonly cutHigh: number;
  /** `/P`: a forfeited match counts as played. */
  readonly asPlayed: boolean;
}

/** Each round's contribution to team i's Buchholz (and the SB product with `against`). */
function contributions(v: TeamRoundsView, e: BuchholzEntry, fore: boolean, i: number, s: Scores, against: Scores): Contribution[] {
  const last = v.rounds - 1;
  const list: Contribution[] = [];
  for (let r = 0; r < v.rounds; r++) {
    const opp = v.opponent[i]![r]!;
    const game = v.played[i]![r]! || (opp >= 0 && (e.asPlayed || (fore && r === last)));
    let score: number;
    let voluntary = false;
    if (game) score = s.adjusted[opp]!;
    else {
      score = s.own[i]!;
      if (v.rules === '2026') score = Math.min(score, opp >= 0 ? s.adjusted[opp]! : v.draw[e.score] * v.rounds); // 16.4.1, 16.4.2
      voluntary = v.voluntary[i]![r]!;
    }
    list.push({ score, product: score * against.points[i]![r]!, voluntary });
  }
  return list;
}

/** BH (art. 8.1) or FB (8.2) of every team, in tenths. */
export function teamBuchholz(v: TeamRoundsView, e: BuchholzEntry, fore: boolean): number[] {
  const s = scores(v, e.score, fore);
  return v.opponent.map((_, i) => cut(contributions(v, e, fore, i, s, s), e.cutLow, e.cutHigh, (c) => c.score).reduce((a, c) => a + c.score, 0));
}

/** SB (art. 9.1) and ESB (13.2): the opponent's score x the score against it, in tenths (may end in .25/.75 GP). */
export function teamSonnebornBerger(v: TeamRoundsView, e: BuchholzEntry): number[] {
  const s = scores(v, e.score, false);
  const a = e.against === e.score ? s : scores(v, e.against, false);
  return v.opponent.map((_, i) => cut(contributions(v, e, false, i, s, a), e.cutLow, e.cutHigh, (c) => c.product).reduce((x, c) => x + c.product, 0) / 10);
}

/** AOB (art. 8.3): the average of the Buchholz of the opponents met in played matches, to 0.01 (in tenths); null without one. */
export function teamAverageOfBuchholz(v: TeamRoundsView, e: BuchholzEntry): (number | null)[] {
  const bh = teamBuchholz(v, e, false);
  return v.opponent.map((opps, i) => {
    let sum = 0;
    let n = 0;
    opps.forEach((o, r) => {
      if (o >= 0 && v.played[i]![r]!) { sum += bh[o]!; n++; }
    });
    return n === 0 ? null : Math.floor((20 * sum + n) / (2 * n)) / 10; // hundredths, half up, as tenths
  });
}

/**
 * SSSC (13.4): the secondary score + the Schedule Strength, BH on the primary score (FB with /F) divided by the
 * normalising factor: the highest primary score achievable in the tournament (a win in each of `plannedRounds`)
 * divided by the highest secondary score of one match, rounded toward zero, unless given (/Kx). To 0.01, half up.
 */
export function teamSssc(v: TeamRoundsView, e: BuchholzEntry, secondary: readonly number[], fore: boolean, factor: number): number[] {
  const bh = teamBuchholz(v, e, fore);
  // hundredths: secondary x 10 + (b / 10 / factor) x 100, half up, in integers; returned in tenths
  return bh.map((b, i) => (secondary[i]! * 10 + Math.floor((20 * b + factor) / (2 * factor))) / 10);
}

/** 13.4's normalising factor: floor(win per round x rounds / the best secondary score of a match). */
export function ssscFactor(primary: TeamScoreKind, matchWin: number, gameWin: number, boards: number, rounds: number): number {
  const highest = primary === 'mp' ? matchWin * rounds : gameWin * boards * rounds;
  const perMatch = primary === 'mp' ? gameWin * boards : matchWin;
  return Math.max(1, Math.floor(highest / perMatch));
}
