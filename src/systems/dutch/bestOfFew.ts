/**
 * The best criteria values of a small bracket whose optimum misses the fast path's bounds (2017 B.8: when no
 * candidate is perfect, the best one, the first generated among equals). Every pairing of the bracket's members is
 * valued, a superset of the candidates the procedure generates; the best values found are then the fast path's
 * bounds, and its search in generation order (fast.ts) takes the first candidate that has them. If the best values
 * come from a pairing the procedure cannot generate, no candidate has them: the search finds none and the exact
 * engine decides. So the answer, when there is one, is B.8's.
 *
 * Without it, a bracket of 5 players whose best pairing repeats a downfloat went to the exact engine over its
 * whole following scoregroup (C.7): 1 s for an 819-player scoregroup, O(n^3) in its size (docs/dutch.md).
 *
 * Cost: at most 764 pairings for 8 players (every partial matching), each valued in O(m + the C.7 matching).
 */
import type { BracketOutcome } from './outcome.js';

/** Brackets of up to this many players are valued pairing by pairing. */
export const FEW_PLAYERS = 8;

/** Lists of score differences, each sorted from the highest: the lower first differing entry is better (A.8). */
export function compareLists(a: readonly number[] | null, b: readonly number[] | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/**
 * Negative when `a` is the better by the quality criteria in their order (2017 C.5-C.19): more pairs (C.5), the
 * lower PSD (C.6), more pairs then the lower PSD in the following bracket (C.7), then fewer of C.8-C.15 and the
 * lower score differences of C.16-C.19. Zero when they are as good.
 */
export function compareOutcomes(a: BracketOutcome, b: BracketOutcome): number {
  if (a.pairs !== b.pairs) return b.pairs - a.pairs;
  const psd = compareLists(a.psd, b.psd);
  if (psd !== 0) return psd;
  if (a.nextPairs !== b.nextPairs) return (b.nextPairs ?? -1) - (a.nextPairs ?? -1);
  const nextPsd = compareLists(a.nextPsd, b.nextPsd);
  if (nextPsd !== 0) return nextPsd;
  const counts = [a.c8 - b.c8, a.c9 - b.c9, a.c10 - b.c10, a.c11 - b.c11, a.c12 - b.c12, a.c13 - b.c13, a.c14 - b.c14, a.c15 - b.c15];
  for (const d of counts) if (d !== 0) return d;
  for (const [x, y] of [[a.c16, b.c16], [a.c17, b.c17], [a.c18, b.c18], [a.c19, b.c19]] as const) {
    const d = compareLists(x, y);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * What `value` says of one pairing: its criteria values; 'excluded' when an absolute rule bars it (C.2, C.4);
 * null when it cannot be valued (then no best is claimed).
 */
export type Valuation = BracketOutcome | 'excluded' | null;

/** One pairing of a small bracket: pairs [lower, higher] member index, and the members left out (they float). */
export interface FewPairing {
  readonly pairs: readonly (readonly [number, number])[];
  readonly floaters: readonly number[];
}

/**
 * A bracket of at most FEW_PLAYERS that no candidate pairs within the fast path's ideal bounds, as the fast path
 * hands it to an edition's chooser: its size, the pairs a pairing may hold, and the 2017 leaf values of a pairing
 * (fast.ts valueOf: C.7 over the following bracket, C.4 in a PPB, C.2 in the last bracket).
 */
export interface FewBracket {
  readonly size: number;
  /** The MDPs every candidate the search walks leaves unpaired (the Limbo, B.2 / 2026 Art. 3), ascending. */
  readonly limbo: readonly number[];
  readonly allowed: (u: number, v: number) => boolean;
  /**
   * A pairing's value: null when its downfloaters cannot all be paired in the following bracket with the most
   * pairs its bound allows (with `followingCap`: over complete round-pairings, 2026 C8 under C4).
   */
  readonly value: (pairing: FewPairing) => Valuation;
  /**
   * 2026 C8 under C4 (following.ts): the most pairs the following bracket can have with these downfloaters over
   * complete round-pairings; absent when C8 is read without completion.
   */
  readonly followingCap?: (floaters: readonly number[]) => number;
}

/**
 * An edition's B.8: the 2017 values the search must then look for, such that the first candidate in generation
 * order having them is the edition's choice; null when it cannot say (the exact engine decides).
 */
export type FewChooser = (few: FewBracket) => BracketOutcome | null;

/**
 * Every pairing of members 0..m-1 over the `allowed` pairs (each pair [lower, higher] index), grouped by its
 * number of pairs: index k lists those with k pairs. At most 764 for 8 members. O(pairings x m).
 */
export function pairingsByCount(m: number, allowed: (u: number, v: number) => boolean): FewPairing[][] {
  const byPairs: FewPairing[][] = Array.from({ length: Math.floor(m / 2) + 1 }, () => []);
  const pairs: [number, number][] = [];
  const floaters: number[] = [];
  const used = new Uint8Array(m);
  const visit = (from: number): void => {
    let i = from;
    while (i < m && used[i] === 1) i++;
    if (i === m) {
      byPairs[pairs.length]!.push({ pairs: pairs.map((p) => [p[0], p[1]] as const), floaters: [...floaters] });
      return;
    }
    used[i] = 1;
    floaters.push(i);
    visit(i + 1);
    floaters.pop();
    for (let j = i + 1; j < m; j++) {
      if (used[j] === 1 || !allowed(i, j)) continue;
      used[j] = 1;
      pairs.push([i, j]);
      visit(i + 1);
      pairs.pop();
      used[j] = 0;
    }
    used[i] = 0;
  };
  visit(0);
  return byPairs;
}

/**
 * The best values over every pairing of members 0..m-1 (pairs where `allowed`, each pair [lower, higher] index,
 * the members left out float), or null when a pairing that could be the best cannot be valued, or every one is
 * excluded. C.5 comes first: the pairings are valued by decreasing number of pairs, and those with fewer pairs than
 * the best one not excluded are never valued (a downfloater the following bracket cannot pair is common among
 * them). O(matchings of m × value).
 */
export function bestOutcomeOfAll(
  m: number,
  allowed: (u: number, v: number) => boolean,
  value: (pairs: readonly (readonly [number, number])[], floaters: readonly number[]) => Valuation,
): BracketOutcome | null {
  const byPairs = pairingsByCount(m, allowed);
  for (let count = byPairs.length - 1; count >= 0; count--) {
    let best: BracketOutcome | null = null;
    for (const p of byPairs[count]!) {
      const v = value(p.pairs, p.floaters);
      if (v === null) return null;
      if (v !== 'excluded' && (best === null || compareOutcomes(v, best) < 0)) best = v;
    }
    if (best !== null) return best;
  }
  return null;
}

/** 2017 B.8: the best values by C.5-C.19 are themselves the bounds to search for. */
export const bestOfFew2017: FewChooser = (few) => bestOutcomeOfAll(few.size, few.allowed, (pairs, floaters) => few.value({ pairs, floaters }));
