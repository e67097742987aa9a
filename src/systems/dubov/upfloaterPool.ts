/**
 * The exact upfloater choice on a small pool, for brackets of few residents over many lower players (a top
 * scoregroup of two players who already met, above thousands of others: the full matching would hold every
 * lower player and every pair of them).
 *
 * Relaxation: leave C.4 aside for the players below (they need not pair among themselves) and choose by C.5-C.10
 * then D.1. If the set chosen leaves the players below pairable, it is the exact choice: it is feasible, no
 * feasible set can beat a relaxed optimum, and among the sets of equal value it is the first in D.1's order.
 *
 * Pool: with C.4 aside, two lower players with the same score, colour preference, maximum-upfloater status and
 * upfloat count, previous-round upfloat, and the same legal partners among the residents are interchangeable;
 * a set uses at most r of them (r residents), and exchanging one for an unused member earlier in D.1's sequence
 * keeps the criteria and comes first in D.1's order. So the first r of each class (in D.1 order) hold the answer.
 *
 * Complexity: O(n r) adjacency tests to classify, then the matching over r + (pool <= r x classes) players, and
 * one completability check of the n players below.
 */
import { completable } from './bye.js';
import { dubovCompatible, type DubovPlayer, type DubovRound } from './player.js';

/** The first r members of each class of interchangeable lower players, in D.1 order. O(n r). */
export function upfloaterPool(residents: readonly DubovPlayer[], lower: readonly DubovPlayer[], round: DubovRound): DubovPlayer[] {
  const taken = new Map<string, number>();
  const pool: DubovPlayer[] = [];
  for (const x of lower) {
    const partners = residents.map((y) => (dubovCompatible(x, y, round.isForbidden) ? '1' : '0')).join('');
    if (!partners.includes('1')) continue;
    const max = x.upfloats >= round.maxUpfloats;
    const key = `${x.score}|${x.colourPreference.colour}|${max ? x.upfloats : -1}|${x.upfloatedPreviousRound ? 1 : 0}|${partners}`;
    const k = taken.get(key) ?? 0;
    if (k >= residents.length) continue;
    taken.set(key, k + 1);
    pool.push(x);
  }
  return pool;
}

/**
 * The upfloaters chosen by `choose` on the pool, when the players below stay pairable without them; null when
 * the pool is no smaller than the lower players (nothing to gain) or they do not (the full matching decides).
 */
export function pooledUpfloaters(
  residents: readonly DubovPlayer[],
  lower: readonly DubovPlayer[],
  round: DubovRound,
  choose: (pool: readonly DubovPlayer[]) => DubovPlayer[],
): DubovPlayer[] | null {
  const pool = upfloaterPool(residents, lower, round);
  if (pool.length >= lower.length) return null;
  const chosen = choose(pool);
  return completable(lower, round, new Set(chosen.map((p) => p.rank))) ? chosen : null;
}
