/**
 * Player and pair tests the fast path's stages share (../fast.ts): the colour classes of the counting bounds
 * (C.10 preferences, C.11 firm ones), a pair's code (allowed, and its C.10/C.11 effects), and who may float.
 */
import { colourEffectBits } from '../criteria.js';
import { compatible, type DutchPlayer } from '../player.js';
import { firm, prefersBlack, prefersWhite } from './colours.js';
import { repeatedDowns } from './leaf.js';
import type { SearchState } from './state.js';

/** Class bits: wants white 1, black 2, firmly white 4, firmly black 8. */
export function classBits(p: DutchPlayer): number {
  const w = prefersWhite(p) ? 1 : 0;
  const b = prefersBlack(p) ? 1 : 0;
  const f = firm(p) ? 1 : 0;
  return w | (b << 1) | ((w & f) << 2) | ((b & f) << 3);
}

/** Member x wants white (1) or not (0); isB, isFW, isFB likewise (the bits of SearchState.classes). */
export const isW = (st: SearchState, x: number): number => st.classes[x]! & 1;
export const isB = (st: SearchState, x: number): number => (st.classes[x]! >> 1) & 1;
export const isFW = (st: SearchState, x: number): number => (st.classes[x]! >> 2) & 1;
export const isFB = (st: SearchState, x: number): number => (st.classes[x]! >> 3) & 1;

/** A pair of members: -2 not allowed (C.1, C.3, or anything for C.8/C.9, whose bound is 0), else its C.10 effect | C.11 effect << 2. */
export function pairCodeOf(st: SearchState, x: number, y: number): number {
  const a = st.members[x]!;
  const b = st.members[y]!;
  if (!compatible(a, b, st.isForbidden)) return -2;
  const e = colourEffectBits(a, b, st.initial);
  // c8 | c9 << 2 | c10 << 4 | c11 << 6: no C.8/C.9 in the low four bits, and c10 | c11 << 2 above them.
  return (e & 15) !== 0 ? -2 : e >> 4;
}

/**
 * Who may be a downfloater of a candidate meeting the bounds, with the pairs in `st.pairs` (the MDP-pairing's)
 * fixed: not a player who floated down in the last round (two rounds before) when the bound leaves no repeated
 * downfloat (C.12, C.14); one with a partner in the following bracket (the bounds pair every downfloater there);
 * in the last bracket, a PAB assignee.
 */
export function floatRule(st: SearchState): (x: number) => boolean {
  // The Limbo's downfloats count whatever the remainder does: the pairs' and the Limbo's, before any remainder.
  const played = st.g.round.round - 1;
  const cleanDown0 = played >= 1 && st.bound.c12 - repeatedDowns(st, st.limbo, 0) <= 0;
  const cleanDown1 = played >= 2 && st.bound.c14 - repeatedDowns(st, st.limbo, 1) <= 0;
  const members = st.members;
  return (x: number): boolean => {
    const p = members[x]!;
    if (cleanDown0 && p.floats[0] === 'down') return false;
    if (cleanDown1 && p.floats[1] === 'down') return false;
    return st.mayBeFloater(x);
  };
}
