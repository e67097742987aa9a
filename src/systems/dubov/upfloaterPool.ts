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
 * a set uses at most u of them (u upfloaters), and exchanging one for an unused member earlier in D.1's sequence
 * keeps the criteria and comes first in D.1's order. So the first u of each class (in D.1 order) hold the answer.
 * u is C.5's minimum with C.4 aside when it is easy to prove (below), else r (r residents: each upfloater meets
 * one).
 *
 * Complexity: O(r^2) for the residents' own matching and O(n r) adjacency tests to classify, then the matching
 * over r + (pool <= u x classes) players, and one completability check of the n players below.
 */
import { CardinalityMatcher } from '../../matching/cardinality.js';
import { completable } from './bye.js';
import { dubovCompatible, type DubovPlayer, type DubovRound } from './player.js';

/**
 * C.5's minimum number of upfloaters with C.4 aside, when easy to prove, else r. Every pairing of the residents
 * pairs at most ν of them among themselves (ν: a maximum matching of the residents), so it needs at least r - 2ν
 * upfloaters; if the residents that one maximum matching leaves free find distinct legal partners below
 * (greedily), r - 2ν are enough. O(r^2 + n (r - 2ν)) adjacency tests on a nearly complete graph.
 */
export function fewestUpfloaters(residents: readonly DubovPlayer[], lower: readonly DubovPlayer[], round: DubovRound): number {
  const m = new CardinalityMatcher({
    vertexCount: residents.length,
    adjacent: (u, v) => dubovCompatible(residents[u]!, residents[v]!, round.isForbidden),
  });
  m.maximize();
  const used = new Set<number>();
  for (let i = 0; i < residents.length; i++) {
    if (m.mate(i) >= 0) continue;
    const partner = lower.find((y) => !used.has(y.rank) && dubovCompatible(residents[i]!, y, round.isForbidden));
    if (partner === undefined) return residents.length;
    used.add(partner.rank);
  }
  return used.size;
}

/** The first u members of each class of interchangeable lower players, in D.1 order (u: fewestUpfloaters). O(n r). */
export function upfloaterPool(residents: readonly DubovPlayer[], lower: readonly DubovPlayer[], round: DubovRound): DubovPlayer[] {
  const cap = fewestUpfloaters(residents, lower, round);
  const taken = new Map<string, number>();
  const pool: DubovPlayer[] = [];
  for (const x of lower) {
    const partners = residents.map((y) => (dubovCompatible(x, y, round.isForbidden) ? '1' : '0')).join('');
    if (!partners.includes('1')) continue;
    const max = x.upfloats >= round.maxUpfloats;
    const key = `${x.score}|${x.colourPreference.colour}|${max ? x.upfloats : -1}|${x.upfloatedPreviousRound ? 1 : 0}|${partners}`;
    const k = taken.get(key) ?? 0;
    if (k >= cap) continue;
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
