/**
 * The subgroups of a Dubov bracket and the orders B.3-B.6 read them in (2018 B.3-B.6, D.2, D.3; 2026 3.2.3-3.2.6,
 * 4.3, 4.4: the same rules renumbered), shared by the exact and the fast arrangement.
 */
import type { DubovPlayer } from './player.js';

export type Side = 1 | 2;

export interface Subgroups {
  /** B.3 / 3.2.3: everybody in the bracket has yet to play a game (round 1, say). */
  readonly nobodyPlayed: boolean;
  /** B.3 / 3.2.3: 1 = G1 (colour preference for white; or the first half by initial ranking), 2 = G2. */
  side(p: DubovPlayer): Side;
}

/** O(b log b). */
export function subgroupsOf(bracket: readonly DubovPlayer[]): Subgroups {
  const nobodyPlayed = bracket.every((p) => !p.hasPlayed);
  if (!nobodyPlayed) return { nobodyPlayed, side: (p) => (p.colourPreference.colour === 'w' ? 1 : 2) };
  const byRank = [...bracket].sort((x, y) => x.rank - y.rank);
  const firstHalf = new Set(byRank.slice(0, bracket.length / 2).map((p) => p.id));
  return { nobodyPlayed, side: (p) => (firstHalf.has(p.id) ? 1 : 2) };
}

/**
 * D.2: sequence numbers from the (remaining) middle outwards: #1 is the middle of the list, or of two middles the
 * one with the higher position; repeat on what remains. (A B C D E F G gives D C E B F A G.) O(n^2).
 */
export function middleOut<T>(sorted: readonly T[]): T[] {
  const rest = [...sorted];
  const out: T[] = [];
  while (rest.length > 0) out.push(rest.splice(Math.floor((rest.length - 1) / 2), 1)[0]!);
  return out;
}

/**
 * D.2 / 4.3: the possible shifters of `side` in sequence order. White seekers by ascending ARO then initial
 * ranking, black seekers by initial ranking (when nobody has played, both pools by initial ranking); then
 * middle-out. O(b^2) for middleOut.
 */
export function shifterSequence(bracket: readonly DubovPlayer[], groups: Subgroups, side: Side): DubovPlayer[] {
  const pool = bracket.filter((p) => groups.side(p) === side);
  const whiteSeekers = !groups.nobodyPlayed && side === 1;
  pool.sort((x, y) => (whiteSeekers ? x.aro - y.aro || x.rank - y.rank : x.rank - y.rank));
  return middleOut(pool);
}

/** B.5 / 3.2.5: S1 = G1 by ascending ARO, then initial ranking. */
export function s1Order(x: DubovPlayer, y: DubovPlayer): number {
  return x.aro - y.aro || x.rank - y.rank;
}

/** D.3 / 4.4: G2 by initial ranking. */
export function t2Order(x: DubovPlayer, y: DubovPlayer): number {
  return x.rank - y.rank;
}
