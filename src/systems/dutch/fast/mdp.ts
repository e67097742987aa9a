/**
 * Stage 2 of the Dutch fast path (../fast.ts): the MDP-pairings in D.1 order, depth first: S1's MDP i (S1 = the
 * first M1 MDPs, the rest in the Limbo) takes the next resident its criteria allow; each complete MDP-pairing has
 * its remainder searched split by split (splits.ts) before the next MDP-pairing comes (B.7).
 */
import { colourEffects } from '../criteria.js';
import { compatible } from '../player.js';
import { remainders } from './splits.js';
import type { SearchState } from './state.js';

/**
 * The MDP levels: an explicit stack, one level per MDP, not recursion: a bracket can hold thousands of MDPs (4,999
 * residents who all want the same colour absolutely float into a bracket of 4,999 players), more levels than the
 * call stack holds.
 */
interface MdpStack {
  /** Per level: the next resident index to try. */
  readonly cursor: Int32Array;
  /** Per level: the resident taken. */
  readonly chosen: Int32Array;
  /** Per level: what its pair added to C.10, C.11, C.13, C.15. */
  readonly effects: Int32Array;
  /**
   * The colour classes of the residents no MDP has taken, and per MDP level the MDPs from there on who do not want
   * white (black, firmly white, firmly black): the remainder's count test (SplitWalk.hopeless) applied before the
   * MDP-pairing is complete (mayStillPair).
   */
  readonly free: Int32Array;
  readonly notWanting: Int32Array;
}

function countClasses(st: SearchState, stack: MdpStack, x: number, by: number): void {
  const c = st.classes[x]!;
  for (let t = 0; t < 4; t++) if ((c >> t) & 1) stack.free[t] += by;
}

/**
 * A remainder wanting one colour (class t) in X of its players, with f0 S2R players, makes at least X - f0 of
 * them miss it (the remainder's count test). Each MDP left may take one of them off at no cost only if it does
 * not want that colour itself (if it does, the pair adds a miss to the same criterion: taking it off does not
 * help), so when X - f0 - (MDPs left not wanting it) exceeds what is left of the bound, no completion of this
 * partial MDP-pairing meets the bounds. O(1).
 */
function mayStillPair(st: SearchState, stack: MdpStack, level: number): boolean {
  const f0 = st.residents.length - st.m1 - st.remPairs;
  const left10 = st.bound.c10 - st.c10;
  const left11 = st.bound.c11 - st.c11;
  for (let t = 0; t < 4; t++) {
    if (stack.free[t]! - f0 - stack.notWanting[4 * level + t]! > (t < 2 ? left10 : left11)) return false;
  }
  return true;
}

function undoLevel(st: SearchState, stack: MdpStack, i: number): void {
  const { chosen, effects } = stack;
  st.pairs.pop();
  st.used[chosen[i]!] = 0;
  countClasses(st, stack, chosen[i]!, 1);
  st.c10 -= effects[4 * i]!;
  st.c11 -= effects[4 * i + 1]!;
  st.c13 -= effects[4 * i + 2]!;
  st.c15 -= effects[4 * i + 3]!;
}

/** MDP i takes the next resident after its cursor that its criteria allow (D.1 order): false when none is left. */
function takeNextResident(st: SearchState, stack: MdpStack, i: number): boolean {
  const { g, members, residents, used, isForbidden, initial } = st;
  const { cursor, chosen, effects } = stack;
  const a = members[i]!;
  while (cursor[i]! < residents.length) {
    const r = residents[cursor[i]!++]!;
    if (used[r] === 1) continue;
    const b = members[r]!;
    if (!compatible(a, b, isForbidden)) continue;
    const e = colourEffects(a, b, initial);
    if (e.c8 !== 0 || e.c9 !== 0) continue; // C.8/C.9: bound 0, as in the remainder search
    const up1 = g.round.round > 1 && b.floats[0] === 'up' ? 1 : 0;
    const up2 = g.round.round > 2 && b.floats[1] === 'up' ? 1 : 0;
    if (st.c10 + e.c10 > st.bound.c10 || st.c11 + e.c11 > st.bound.c11 || st.c13 + up1 > st.bound.c13 || st.c15 + up2 > st.bound.c15) continue;
    st.c10 += e.c10;
    st.c11 += e.c11;
    countClasses(st, stack, r, -1);
    if (!mayStillPair(st, stack, i + 1)) {
      st.c10 -= e.c10;
      st.c11 -= e.c11;
      countClasses(st, stack, r, 1);
      continue;
    }
    st.c13 += up1;
    st.c15 += up2;
    used[r] = 1;
    st.pairs.push([i, r]);
    chosen[i] = r;
    effects[4 * i] = e.c10;
    effects[4 * i + 1] = e.c11;
    effects[4 * i + 2] = up1;
    effects[4 * i + 3] = up2;
    return true;
  }
  return false;
}

/**
 * Walks the MDP-pairings in D.1 order, each complete one's remainder searched (the leaf): true when a candidate
 * meeting the bounds was found (st.pairs holds it), false when none of any MDP-pairing does, null when the budget
 * ran out (or a remainder's exchanges were not searched). Each level entered costs a node of the budget.
 */
export function mdpSearch(st: SearchState): boolean | null {
  const m1 = st.m1;
  const stack: MdpStack = {
    cursor: new Int32Array(m1 + 1),
    chosen: new Int32Array(m1),
    effects: new Int32Array(4 * m1),
    free: new Int32Array(4),
    notWanting: new Int32Array(4 * (m1 + 1)),
  };
  const { cursor, notWanting } = stack;
  if (--st.budget < 0) return null;
  for (const r of st.residents) countClasses(st, stack, r, 1);
  for (let i = m1 - 1; i >= 0; i--) {
    const c = st.classes[i]!;
    for (let t = 0; t < 4; t++) notWanting[4 * i + t] = notWanting[4 * (i + 1) + t]! + (((c >> t) & 1) === 0 ? 1 : 0);
  }
  let i = 0;
  cursor[0] = 0;
  for (;;) {
    if (i === m1) {
      const result = remainders(st);
      if (result !== false) return result;
      if (i === 0) return false;
      undoLevel(st, stack, --i);
      continue;
    }
    if (!takeNextResident(st, stack, i)) {
      if (i === 0) return false;
      undoLevel(st, stack, --i);
      continue;
    }
    i++;
    cursor[i] = 0;
    if (--st.budget < 0) return null;
  }
}
