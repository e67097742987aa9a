/**
 * What every tie-break reads: each player's outcomes and points per round up to the ranked round, by index into
 * the tournament's player list, and how each kind of round counts for tie-breaks (C.07 2024 art. 16, "Management
 * of unplayed rounds"). Built once per standings, O(players × rounds).
 */
import { pointsOf } from '../model/points.js';
import type { PlayerId, RoundOutcome, Tournament } from '../model/types.js';
import type { PointSystem } from '../trf/pointSystem.js';
import type { TiebreakRules } from './types.js';

export interface Context {
  readonly tournament: Tournament;
  readonly rules: TiebreakRules;
  /** Rounds counted: 1..round. */
  readonly round: number;
  /** Pairings fixed in advance: a scheduled game not played still counts as a game against that opponent. */
  readonly roundRobin: boolean;
  readonly system: PointSystem;
  /** Player index -> outcomes of rounds 1..round. */
  readonly outcomes: readonly (readonly RoundOutcome[])[];
  /** Player index -> points (tenths) of rounds 1..round. */
  readonly points: readonly (readonly number[])[];
  /** Player index -> opponent index per round (-1: no opponent), for played games, forfeits and pending games. */
  readonly opponents: readonly (readonly number[])[];
  /** Player index -> total points (tenths) of the rounds, without 299 bonuses and penalties. */
  readonly totals: readonly number[];
  readonly indexOf: ReadonlyMap<PlayerId, number>;
  /** Memo of derived per-player arrays (adjusted scores, BH, TPR ...), by key. */
  readonly memo: Map<string, unknown>;
}

export function buildContext(tournament: Tournament, rules: TiebreakRules, round: number, roundRobin: boolean): Context {
  const indexOf = new Map<PlayerId, number>();
  tournament.players.forEach((p, i) => indexOf.set(p.id, i));
  const system = tournament.pointSystem;
  const outcomes: RoundOutcome[][] = [];
  const points: number[][] = [];
  const opponents: number[][] = [];
  const totals: number[] = [];
  for (const p of tournament.players) {
    const o = p.rounds.slice(0, round);
    while (o.length < round) o.push({ kind: 'none' });
    outcomes.push(o);
    const pts = o.map((x) => pointsOf(x, system));
    points.push(pts);
    opponents.push(o.map((x) => ('opponent' in x ? (indexOf.get(x.opponent) ?? -1) : -1)));
    totals.push(pts.reduce((a, b) => a + b, 0));
  }
  return { tournament, rules, round, roundRobin, system, outcomes, points, opponents, totals, indexOf, memo: new Map() };
}

export function memo<T>(ctx: Context, key: string, make: () => T): T {
  if (ctx.memo.has(key)) return ctx.memo.get(key) as T;
  const value = make();
  ctx.memo.set(key, value);
  return value;
}

/**
 * C.07 2024 16.2: a voluntary unplayed round (VUR) is a round the player chose not to play or did not come to:
 * a requested half- or zero-point bye, a forfeit loss, an absence (withdrawal). A PAB, a forfeit win and a
 * full-point bye are not voluntary.
 */
export function isVoluntarilyUnplayed(o: RoundOutcome): boolean {
  return (o.kind === 'bye' && o.bye !== 'full') || (o.kind === 'forfeit' && o.result === 'loss') || o.kind === 'none';
}

/** A game over the board, or (pairings fixed in advance, or `/P`) any scheduled game. */
export function countsAsGame(o: RoundOutcome, asPlayed: boolean): boolean {
  return o.kind === 'played' || (asPlayed && o.kind === 'forfeit');
}

/** Result of a round on the 1 - ½ - 0 scale whatever the point system (STD, C.07 2026; rating formulas). */
export function standardResult(o: RoundOutcome, pts: number, system: PointSystem): number {
  if (o.kind === 'played') return o.result === 'win' ? 1 : o.result === 'draw' ? 0.5 : 0;
  if (o.kind === 'forfeit') return o.result === 'win' ? 1 : 0;
  if (pts >= system.win && system.win > 0) return 1;
  if (pts >= system.draw && system.draw > 0) return 0.5;
  return 0;
}
