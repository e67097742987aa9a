/**
 * Fast path for a Dutch bracket: the literal procedure of B.3-B.7 (candidates in the order of D.1-D.2), with
 * pruning, that accepts a candidate only when its criteria values equal the best values any candidate of the
 * bracket could have (outcomeBound). Such a candidate is optimal, and since it is the first one in generation
 * order that is optimal, it is exactly the candidate B.4/B.8 select — the same answer as the exact engine.
 *
 * It declines (returns null), and the caller runs the exact engine, when: the bracket is a CLB; it has a Limbo
 * outside a normal bracket; no candidate of any MDP-pairing, with any exchange of its remainder, reaches the
 * bounds, neither the ideal ones nor those of MaxPairs pairs (a worse pairing is needed); or the search exceeds
 * its node budget. A PPB is searched with C.4 at the leaf, a Limbo with S1 = the first M1 MDPs (docs/dutch.md,
 * "When the ideal is out of reach"). Before declining a bracket of at most FEW_PLAYERS that no candidate can pair
 * within the bounds, the edition's entry can have every pairing of it valued and the search run again with the
 * values the edition's best candidates have as the bounds (B.8: bestOfFew.ts, 2026/bestOfFew.ts).
 *
 * Order (B.6, B.7): for each MDP-pairing in D.1 order, its remainder's original split, then its exchanges in D.2
 * order (fewest players first), each split searched in full; then the next MDP-pairing. Splits that can hold no
 * candidate meeting the bounds are skipped as a whole (remainderNeeds: exchange sizes below a matching bound, and
 * remainders with no pairing over the pairs such a candidate may hold), so the first candidate accepted is still
 * the first optimal one in generation order (docs/dutch.md, "Larger exchanges and later MDP-pairings").
 *
 * The remainder search consults a completion oracle (remainderSearch, TrailMatching): a choice after which the
 * S1R players left cannot be matched into the free S2R players under conditions every candidate meeting the
 * bounds satisfies is skipped. Without it a large bracket whose last few S1R players had no partners left (the
 * 9,999-player stall of docs/dutch-2026.md) backtracked exponentially until the budget ran out, and went to the
 * O(n^3) exact engine; the oracle skips only subtrees holding no candidate meeting the bounds, so the first
 * candidate found, if any, is the same.
 *
 * Complexity: O(budget) search nodes, budget = O(n), a choice the oracle refuses counting as a node. A node
 * costs O(1) amortised for the criteria, plus the oracle's repair: usually O(1) (the greedy start gives each S1R
 * player its first D.1 candidate), at worst two augmenting searches, O(n^2) adjacency tests (pair tests are
 * cached: O(n^2) bytes for the remainder); so O(n^3) in the worst case, like the exact engine, and O(n) to
 * O(n^2) on the brackets measured. One O(n^2) matching for C.7 per leaf. A split (an exchange, or a remainder's
 * remainderNeeds) is charged |remainder| nodes: about 40 of them at most per bracket, each O(n^2) adjacency tests.
 */
import { FEW_PLAYERS } from './bestOfFew.js';
import type { BracketResult } from './bracket.js';
import type { BracketGraph } from './weights.js';
import { completionMaxPairs } from './fast/bounds.js';
import { answerOf, declineReason } from './fast/decline.js';
import { openSearch, searchBestOfFew, searchCapped, searchIdeal } from './fast/search.js';
import type { DeclineReason, FastOptions } from './fast/types.js';

export type { Exchange } from './exchanges.js';
export type { DeclineReason, FastOptions, FastRoute } from './fast/types.js';
export { boundsOf, completionCapsPairs, outcomeOf } from './fast/bounds.js';

/**
 * Pairs the bracket by the literal procedure when it can prove the result optimal; null otherwise. The pipeline:
 * the bounds (fast/bounds.ts, opened by fast/search.ts) -> the MDP-pairings in D.1 order (fast/mdp.ts) -> each
 * one's remainder split by split in D.2 order (fast/splits.ts, fast/needs.ts) -> the search of a split with the
 * completion oracle (fast/remainder.ts, fast/split.ts, fast/oracle.ts) -> the leaf valuation (fast/leaf.ts); then,
 * when nothing met the bounds, the same against MaxPairs' and B.8's bounds (fast/search.ts); the answer or the
 * reason to decline (fast/decline.ts). The search state is one object (fast/state.ts).
 */
export function fastBracket(g: BracketGraph, options: FastOptions = {}): BracketResult | null {
  const decline = (reason: DeclineReason): null => {
    options.onDecline?.(reason);
    return null;
  };
  // A CLB's MDPs may meet each other (C.4), outside the S1/S2 scheme the search follows.
  if (g.kind === 'clb') return decline('special');
  const st = openSearch(g, options);
  if (st === null) return decline('limbo');
  const completionCap = g.kind === 'ppb' ? completionMaxPairs(g) : Infinity;
  let found = searchIdeal(st, completionCap);
  if (found === false) found = searchCapped(st, completionCap);
  if (found === false && options.bestOfFew !== undefined && st.members.length <= FEW_PLAYERS) found = searchBestOfFew(st, options.bestOfFew);
  if (found !== true) return decline(declineReason(st, found));
  options.onRoute?.(st.route);
  return answerOf(st);
}
