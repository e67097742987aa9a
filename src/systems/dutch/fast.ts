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
import { nextBound, nextBracket, nextValue } from './following.js';
import type { Exchange } from './exchanges.js';

export type { Exchange };

import { compatible, type DutchPlayer } from './player.js';
import type { BracketResult } from './bracket.js';
import type { BracketGraph } from './weights.js';
import type { SearchState } from './fast/state.js';
import { classBits } from './fast/classes.js';
import { valueOf } from './fast/leaf.js';
import { mdpSearch } from './fast/mdp.js';
import type { DeclineReason, FastOptions } from './fast/types.js';

export type { DeclineReason, FastOptions, FastRoute } from './fast/types.js';
import { bracketMaxPairs, completionMaxPairs, floaterRule, idealPairs, isolatedResidents, plan } from './fast/bounds.js';

export { boundsOf, completionCapsPairs, outcomeOf } from './fast/bounds.js';


/**
 * Pairs the bracket by the literal procedure when it can prove the result optimal; null otherwise.
 */
export function fastBracket(g: BracketGraph, options: FastOptions = {}): BracketResult | null {
  const decline = (reason: DeclineReason): null => {
    options.onDecline?.(reason);
    return null;
  };
  // A CLB's MDPs may meet each other (C.4), outside the S1/S2 scheme the search follows.
  if (g.kind === 'clb') return decline('special');
  const next = nextBracket(g, options.completion ?? null);
  const mayGetBye = options.mayGetBye ?? ((p: DutchPlayer): boolean => p.pabEligible);
  const mayBeFloater = floaterRule(g, next, mayGetBye, g.members.length - 2 * idealPairs(g));
  const p = plan(g, next, mayBeFloater, Infinity, new Set());
  if (p === null) return decline('limbo');
  const { members, mdps, residents, m1 } = p;
  /** The Limbo (B.2): MDPs m1.., downfloaters of every candidate searched. */
  const limbo: readonly number[] = Array.from({ length: mdps - m1 }, (_, i) => m1 + i);
  const isForbidden = g.round.isForbidden;
  const initial = g.round.initialColour;
  const useOracle = options.oracle ?? true;
  const st: SearchState = {
    g,
    options,
    next,
    mayGetBye,
    members,
    mdps,
    m1,
    residents,
    limbo,
    isForbidden,
    initial,
    useOracle,
    mayBeFloater,
    bound: p.bound,
    remPairs: p.bound.pairs - m1,
    budget: (options.budgetPerPlayer ?? 40) * members.length + 1000,
    c10: 0,
    c11: 0,
    c13: 0,
    c15: 0,
    pairs: [],
    used: new Uint8Array(members.length),
    route: { mdpPairing: 0, exchange: null },
    remaindersSearched: -1,
    classes: Uint8Array.from(members.map(classBits)),
  };
  const { pairs } = st;

  // Every candidate meeting the bounds floats that many residents, each one who may: when fewer may, no
  // MDP-pairing needs walking (a PPB whose every single downfloater breaks C.4 spent its budget proving each).
  const enoughFloaters = (): boolean => {
    const needed = members.length - 2 * st.bound.pairs - limbo.length;
    let n = 0;
    for (const r of residents) {
      if (n >= needed) break;
      if (st.mayBeFloater(r)) n++;
    }
    return n >= needed;
  };
  // A PPB's C.4 caps its pairs (completionMaxPairs, O(o^2) on the o lower players): when the cap is below the
  // ideal, no candidate with the ideal pairs completes the round, and searching them would only spend the budget
  // on leaves that all fail C.4 (a 9,980-player PPB whose seven lower players had all met: budget out, then the
  // O(n^3) exact engine).
  const completionCap = g.kind === 'ppb' ? completionMaxPairs(g) : Infinity;
  let found = completionCap < st.bound.pairs ? false : enoughFloaters() ? mdpSearch(st) : false;
  if (found === false) {
    // No candidate has the ideal pairs; when compatibility allows fewer (B.1.b MaxPairs), the candidates with that
    // many are searched the same way against the bounds of that many pairs: S1R is the remainder's first
    // MaxPairs players, and the rest float. Only now is MaxPairs computed: the common bracket never needs it.
    const cap = Math.min(bracketMaxPairs(g), completionCap);
    const capped = cap < st.bound.pairs ? plan(g, next, (st.mayBeFloater = floaterRule(g, next, mayGetBye, members.length - 2 * cap)), cap, isolatedResidents(g)) : null;
    if (capped !== null) {
      st.budget -= members.length;
      st.bound = capped.bound;
      st.remPairs = st.bound.pairs - m1;
      st.remaindersSearched = -1;
      found = st.budget < 0 ? null : enoughFloaters() ? mdpSearch(st) : false;
    }
  }
  if (found === false && options.bestOfFew !== undefined && members.length <= FEW_PLAYERS) {
    // B.8: the best values over every pairing (a superset of the candidates), searched for in generation order.
    // C.7's matching of the following bracket depends on the downfloaters only: once per set of them.
    const nextValues = new Map<string, { pairs: number; psd: number[] } | null>();
    const nextOf = (down: readonly DutchPlayer[], key: string): { pairs: number; psd: number[] } | null => {
      if (!nextValues.has(key)) nextValues.set(key, nextValue(down, next!, g));
      return nextValues.get(key)!;
    };
    const best = options.bestOfFew({
      size: members.length,
      limbo,
      allowed: (u, v) => compatible(members[u]!, members[v]!, isForbidden) && !(g.kind === 'normal' && v < mdps),
      value: (pairing) => valueOf(g, next, mayGetBye, pairing.pairs, pairing.floaters, nextOf),
      ...(next?.completion ? { followingCap: (floaters: readonly number[]) => nextBound(floaters.map((x) => members[x]!.score), next, false).pairs } : {}),
    });
    if (best !== null && best.pairs >= m1) {
      st.budget -= members.length;
      st.bound = best;
      st.remPairs = st.bound.pairs - m1;
      st.mayBeFloater = floaterRule(g, next, mayGetBye, members.length - 2 * st.bound.pairs);
      st.remaindersSearched = -1;
      found = st.budget < 0 ? null : enoughFloaters() ? mdpSearch(st) : false;
    }
  }
  if (found !== true) return decline(found === false ? 'mdp' : st.budget < 0 ? 'budget' : 'split');
  const paired = new Uint8Array(members.length);
  for (let i = 0; i < pairs.length; i++) {
    paired[pairs[i]![0]] = 1;
    paired[pairs[i]![1]] = 1;
  }
  const downfloaters: number[] = [];
  for (let x = 0; x < members.length; x++) if (paired[x] === 0) downfloaters.push(x);
  options.onRoute?.(st.route);
  const sorted = pairs.map((p) => (p[0] < p[1] ? ([p[0], p[1]] as const) : ([p[1], p[0]] as const))).sort((a, b) => a[0] - b[0]);
  return {
    pairs: sorted,
    downfloaters,
    byeMember: g.kind === 'last' && downfloaters.length === 1 ? downfloaters[0]! : null,
  };
}
