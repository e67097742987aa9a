/**
 * The Dutch fast path's searches against successive bounds (../fast.ts): the ideal bounds first; when no candidate
 * meets them, those of MaxPairs pairs (B.1.b, and C.4 in a PPB); then, for a bracket of at most FEW_PLAYERS, the
 * best values any pairing has (B.8, bestOfFew.ts). Each opens the search state (bounds.ts) or replaces its bounds
 * and walks the MDP-pairings (mdp.ts).
 */
import type { FewChooser } from '../bestOfFew.js';
import { nextBound, nextBracket, nextValue } from '../following.js';
import type { BracketOutcome } from '../outcome.js';
import { compatible, type DutchPlayer } from '../player.js';
import type { BracketGraph } from '../weights.js';
import { bracketMaxPairs, floaterRule, idealPairs, isolatedResidents, plan } from './bounds.js';
import { classBits } from './classes.js';
import { valueOf } from './leaf.js';
import { mdpSearch } from './mdp.js';
import type { SearchState } from './state.js';
import type { FastOptions } from './types.js';

/** A search's outcome: found (st.pairs), none meets the bounds, or the budget ran out (or exchanges were off). */
export type Found = boolean | null;

/** The search state of a bracket with its ideal bounds (stage 1); null when the bounds cannot be set (the Limbo). */
export function openSearch(g: BracketGraph, options: FastOptions): SearchState | null {
  const next = nextBracket(g, options.completion ?? null);
  const mayGetBye = options.mayGetBye ?? ((p: DutchPlayer): boolean => p.pabEligible);
  const mayBeFloater = floaterRule(g, next, mayGetBye, g.members.length - 2 * idealPairs(g));
  const p = plan(g, next, mayBeFloater, Infinity, new Set());
  if (p === null) return null;
  const { members, mdps, residents, m1 } = p;
  return {
    g,
    options,
    next,
    mayGetBye,
    members,
    mdps,
    m1,
    residents,
    limbo: Array.from({ length: mdps - m1 }, (_, i) => m1 + i),
    isForbidden: g.round.isForbidden,
    initial: g.round.initialColour,
    useOracle: options.oracle ?? true,
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
}

/**
 * Every candidate meeting the bounds floats that many residents, each one who may: when fewer may, no
 * MDP-pairing needs walking (a PPB whose every single downfloater breaks C.4 spent its budget proving each).
 */
function enoughFloaters(st: SearchState): boolean {
  const needed = st.members.length - 2 * st.bound.pairs - st.limbo.length;
  let n = 0;
  for (const r of st.residents) {
    if (n >= needed) break;
    if (st.mayBeFloater(r)) n++;
  }
  return n >= needed;
}

/**
 * The search with the ideal bounds. `completionCap`: a PPB's pairs as C.4 allows them (completionMaxPairs,
 * Infinity elsewhere); when the cap is below the ideal, no candidate with the ideal pairs completes the round, and
 * searching them would only spend the budget on leaves that all fail C.4 (a 9,980-player PPB whose seven lower
 * players had all met: budget out, then the O(n^3) exact engine).
 */
export function searchIdeal(st: SearchState, completionCap: number): Found {
  return completionCap < st.bound.pairs ? false : enoughFloaters(st) ? mdpSearch(st) : false;
}

/** The search again from the first MDP-pairing, with other bounds (charged |bracket| nodes). */
function searchAgain(st: SearchState, bound: BracketOutcome): Found {
  st.budget -= st.members.length;
  st.bound = bound;
  st.remPairs = st.bound.pairs - st.m1;
  st.remaindersSearched = -1;
  return st.budget < 0 ? null : enoughFloaters(st) ? mdpSearch(st) : false;
}

/**
 * No candidate has the ideal pairs; when compatibility allows fewer (B.1.b MaxPairs), the candidates with that
 * many are searched the same way against the bounds of that many pairs: S1R is the remainder's first MaxPairs
 * players, and the rest float. Only now is MaxPairs computed: the common bracket never needs it.
 */
export function searchCapped(st: SearchState, completionCap: number): Found {
  const { g, next, mayGetBye, members } = st;
  const cap = Math.min(bracketMaxPairs(g), completionCap);
  const capped = cap < st.bound.pairs ? plan(g, next, (st.mayBeFloater = floaterRule(g, next, mayGetBye, members.length - 2 * cap)), cap, isolatedResidents(g)) : null;
  return capped === null ? false : searchAgain(st, capped.bound);
}

/**
 * B.8: the best values over every pairing (a superset of the candidates), searched for in generation order.
 * C.7's matching of the following bracket depends on the downfloaters only: once per set of them.
 */
export function searchBestOfFew(st: SearchState, bestOfFew: FewChooser): Found {
  const { g, next, mayGetBye, members, isForbidden, mdps, limbo, m1 } = st;
  const nextValues = new Map<string, { pairs: number; psd: number[] } | null>();
  const nextOf = (down: readonly DutchPlayer[], key: string): { pairs: number; psd: number[] } | null => {
    if (!nextValues.has(key)) nextValues.set(key, nextValue(down, next!, g));
    return nextValues.get(key)!;
  };
  const best = bestOfFew({
    size: members.length,
    limbo,
    allowed: (u, v) => compatible(members[u]!, members[v]!, isForbidden) && !(g.kind === 'normal' && v < mdps),
    value: (pairing) => valueOf(g, next, mayGetBye, pairing.pairs, pairing.floaters, nextOf),
    ...(next?.completion ? { followingCap: (floaters: readonly number[]) => nextBound(floaters.map((x) => members[x]!.score), next, false).pairs } : {}),
  });
  if (best === null || best.pairs < m1) return false;
  st.mayBeFloater = floaterRule(g, next, mayGetBye, members.length - 2 * best.pairs);
  return searchAgain(st, best);
}
