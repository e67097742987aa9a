/**
 * What the team views read of one team's round: who sat at which board (the round's 300 line-up, else the 310
 * order), each board's side of the result, and whether a match is forfeited (330), played (a board result entered
 * on either side) or still pending. One reading for pairings, results, names, cross table, cards and schedule, so
 * that they never disagree with each other nor with `show`. The line-ups and forfeits are indexed once per
 * tournament: O(1) a look-up after O(lineups + forfeits).
 */
import type { PlayerId, RoundOutcome } from '../model/types.js';
import type { TeamRound, TeamTournament, Tpn } from '../model/team.js';
import type { PrintEvent } from './event.js';

interface Index {
  readonly lineups: ReadonlyMap<string, readonly (number | null)[]>;
  readonly forfeits: ReadonlySet<string>;
}

const INDEX = new WeakMap<TeamTournament, Index>();

function indexOf(t: TeamTournament): Index {
  let index = INDEX.get(t);
  if (index === undefined) {
    const lineups = new Map<string, readonly (number | null)[]>();
    for (const l of t.section.lineups) lineups.set(`${l.round}:${l.team}`, l.players);
    const forfeits = new Set<string>();
    for (const f of t.section.forfeits) for (const tpn of [f.white, f.black]) forfeits.add(`${f.round}:${tpn}`);
    INDEX.set(t, (index = { lineups, forfeits }));
  }
  return index;
}

/**
 * The players of a team in a round, in board order (index = board - 1): its 300 line-up of the round, an empty board
 * kept as null; else, with `event`, the players of its 310 roster who have a game in the round (a file without
 * line-ups whose reserve played: he sat where the roster order puts him among those who played); else the first
 * players of the roster.
 */
export function boardOrder(t: TeamTournament, tpn: Tpn, round: number, event?: PrintEvent): (PlayerId | null)[] {
  const lineup = indexOf(t).lineups.get(`${round}:${tpn}`);
  if (lineup !== undefined) return lineup.slice(0, t.boards) as (PlayerId | null)[];
  const roster = t.teams[tpn - 1]!.players as readonly PlayerId[];
  const playing = event === undefined ? [] : roster.filter((p) => hasGame(event.byId.get(p)?.rounds[round - 1]));
  return (playing.length > 0 ? playing : roster).slice(0, t.boards);
}

/** A board the player sat at: a game (played, forfeited, pending), or `0000 - +` in a match (the board forfeited by the other team, read as a PAB block). */
function hasGame(o: RoundOutcome | undefined): boolean {
  return o !== undefined && (o.kind === 'played' || o.kind === 'forfeit' || o.kind === 'pending' || o.kind === 'pab');
}

/** Board of each player of the team in the round (1-based), as boardOrder seats them. */
export function seatsOf(t: TeamTournament, tpn: Tpn, round: number, event?: PrintEvent): Map<PlayerId, number> {
  const seats = new Map<PlayerId, number>();
  boardOrder(t, tpn, round, event).forEach((p, i) => { if (p !== null) seats.set(p, i + 1); });
  return seats;
}

/** A match forfeited as a whole by a 330 line. */
export function forfeitedMatch(t: TeamTournament, tpn: Tpn, round: number): boolean {
  return indexOf(t).forfeits.has(`${round}:${tpn}`);
}

/**
 * One side's result on a board: '1', '½', '0', '+', '−' (forfeit; '+' also for `0000 - +`, a board won by forfeit
 * with nobody opposite, which the model reads as a PAB block), '' pending or no game. Asked only of the players on
 * a match's boards.
 */
export function side(o: RoundOutcome | undefined): string {
  if (o === undefined) return '';
  if (o.kind === 'played') return o.result === 'win' ? '1' : o.result === 'draw' ? '½' : '0';
  if (o.kind === 'forfeit') return o.result === 'win' ? '+' : '−';
  return o.kind === 'pab' ? '+' : '';
}

/** 'W' / 'B' for a board with a colour, '' otherwise. */
export function colourOf(o: RoundOutcome | undefined): string {
  return o !== undefined && (o.kind === 'played' || o.kind === 'pending' || o.kind === 'forfeit') && o.colour !== null ? (o.colour === 'w' ? 'W' : 'B') : '';
}

/**
 * A team's match in a round as the views print it: `forfeited` (330), `played` (a board result entered for either
 * team: the model reads a match with nothing entered as a double forfeit), or `pending`.
 */
export type MatchStatus = 'forfeited' | 'played' | 'pending';

export function matchStatus(event: PrintEvent, t: TeamTournament, tpn: Tpn, r: TeamRound & { kind: 'match' }, round: number): MatchStatus {
  if (forfeitedMatch(t, tpn, round)) return 'forfeited';
  for (const team of [tpn, r.opponent]) {
    for (const p of boardOrder(t, team, round, event)) if (p !== null && side(event.byId.get(p)?.rounds[round - 1]) !== '') return 'played';
  }
  return 'pending';
}
