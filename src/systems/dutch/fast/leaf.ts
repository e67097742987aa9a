/**
 * Stage 5 of the Dutch fast path (../fast.ts): the leaf valuation. A complete candidate (the pairs in the search
 * state, the Limbo and the remainder's leftovers as downfloaters) is accepted only when its criteria values equal
 * the bounds; `valueOf` values any pairing of the bracket for B.8 (bestOfFew.ts).
 */
import type { Valuation } from '../bestOfFew.js';
import { nextValue, type NextBracket } from '../following.js';
import { evaluateOutcome, sameOutcome } from '../outcome.js';
import type { DutchPlayer } from '../player.js';
import type { BracketGraph } from '../weights.js';
import { completesRound } from './bounds.js';
import type { SearchState } from './state.js';

/**
 * C.12 (k = 0) or C.14 (k = 1) of the candidate in `st.pairs` with downfloaters `dfs`, counted as evaluateOutcome
 * counts it: the higher player of a pair with a score difference, and every downfloater, who floated down in
 * the last round (the one before). O(pairs + downfloaters), no object.
 */
export function repeatedDowns(st: SearchState, dfs: readonly number[], k: 0 | 1): number {
  const { members, pairs } = st;
  let n = 0;
  for (let i = 0; i < pairs.length; i++) {
    const h = members[pairs[i]![0]]!;
    if (h.score > members[pairs[i]![1]]!.score && h.floats[k] === 'down') n++;
  }
  for (let i = 0; i < dfs.length; i++) if (members[dfs[i]!]!.floats[k] === 'down') n++;
  return n;
}

/** The candidate in `st.pairs` with the Limbo and `remainderFloaters` floating meets the bounds. */
export function leaf(st: SearchState, remainderFloaters: number[]): boolean {
  const { g, members, limbo, next } = st;
  const dfs = limbo.length === 0 ? remainderFloaters : [...limbo, ...remainderFloaters];
  // A candidate whose repeated downfloats (C.12, C.14) miss the bounds fails sameOutcome below whatever else it
  // holds: refused before the C.7 matching of the following bracket and the full evaluation, O(n) each. The
  // search without the oracle reaches such leaves when the player left to float floated down last round (a
  // 699-player bracket of a 9,999-player round: 12 of its 13 leaves).
  const played = g.round.round - 1;
  if ((played >= 1 ? repeatedDowns(st, dfs, 0) : 0) !== st.bound.c12 || (played >= 2 ? repeatedDowns(st, dfs, 1) : 0) !== st.bound.c14) return false;
  let nextV: { pairs: number; psd: number[] } | null = null;
  if (next !== null) {
    nextV = nextValue(dfs.map((x) => members[x]!), next, g);
    if (nextV === null) return false;
  } else if (g.kind === 'ppb') {
    // C.4; the bounds have at most one downfloater, whom mayBeFloater already tested.
    if (dfs.length > 1 && !completesRound(g, dfs.map((x) => members[x]!))) return false;
    if (dfs.length === 1 && !st.mayBeFloater(dfs[0]!)) return false;
    if (dfs.length === 0 && !completesRound(g, [])) return false;
  } else if (dfs.some((x) => !st.mayGetBye(members[x]!))) {
    return false; // C.2: the leftover of the last bracket receives the PAB
  }
  const outcome = evaluateOutcome({
    members,
    pairs: st.pairs,
    downfloaters: dfs,
    initialColour: st.initial,
    playedRounds: g.round.round - 1,
    next: nextV,
  });
  return sameOutcome(outcome, st.bound);
}

/**
 * The criteria values of one pairing of the bracket, as the search's leaf reads them (C.7 over the following
 * bracket, C.4 in a PPB, C.2 in the last bracket): 'excluded' when C.2 or C.4 bars it, null when its C.7 values are
 * not known (a downfloater the following bracket cannot pair: nextValue values only pairings that pair them all).
 */
export function valueOf(
  g: BracketGraph,
  next: NextBracket | null,
  mayGetBye: (p: DutchPlayer) => boolean,
  pairs: readonly (readonly [number, number])[],
  floaters: readonly number[],
  nextOf: (down: readonly DutchPlayer[], key: string) => { pairs: number; psd: number[] } | null,
): Valuation {
  const members = g.members;
  const down = floaters.map((x) => members[x]!);
  let nextV: { pairs: number; psd: number[] } | null = null;
  if (next !== null) {
    nextV = nextOf(down, floaters.join(','));
    if (nextV === null) return null;
  } else if (g.kind === 'ppb') {
    if (!completesRound(g, down)) return 'excluded';
  } else if (down.some((p) => !mayGetBye(p))) {
    return 'excluded';
  }
  return evaluateOutcome({ members, pairs, downfloaters: floaters, initialColour: g.round.initialColour, playedRounds: g.round.round - 1, next: nextV });
}
