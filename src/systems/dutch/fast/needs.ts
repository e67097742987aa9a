/**
 * Part of stage 3 of the Dutch fast path (../fast.ts, splits.ts): what every candidate meeting the bounds needs of a
 * remainder, whatever its split, so that the splits that can hold none are skipped as a whole.
 */
import { CardinalityMatcher } from '../../../matching/cardinality.js';
import { matchLeft } from '../../../matching/saturate.js';
import type { FloaterFilter } from '../exchanges.js';
import { floatRule, isB, isFB, isFW, isW, pairCodeOf } from './classes.js';
import type { SearchState } from './state.js';
import type { RemainderNeeds } from './types.js';

/** Most pair codes remainderNeeds caches (bytes): a remainder of up to 4,096 players. */
const CODE_CACHE = 1 << 24;

/**
 * B.6/B.7 without searching every split: what every candidate meeting the bounds needs of the remainder `rem`
 * (the MDP-pairing's pairs fixed), from the completion oracle's conditions, which hold for every such candidate
 * whatever its split (allowed pairs: pairCodeOf, C.10/C.11 effects within what is left of the bounds, the
 * tightness classes; downfloaters: floatRule and the classes):
 *   - feasible: a maximum matching of the remainder over the allowed pairs, with one more vertex joined to the
 *     players who may float when the remainder is odd, is perfect; if not, no candidate of this MDP-pairing meets
 *     the bounds, whatever the exchange;
 *   - minExchange: the earliest exchange that generates a candidate moves its S1R players that are not paired
 *     into S2R: (h - a + d) / 2 of them, a the S1R players paired into S2R (at most M, a maximum matching of S1R
 *     into S2R over the allowed pairs, and at most h - d) and d the S1R downfloaters (at least k minus the S2R
 *     players who may float: each S1R downfloater was moved out, each pair inside S1R moved one player out, and
 *     h = a + 2·pairs + d). So no exchange of fewer than ceil((h - min(M, h - d) + d) / 2) players has one.
 * O(|rem|^2) bytes of pair codes; two cardinality matchings (O(|rem|^3) worst case, about O(|rem|^2) adjacency
 * tests with their greedy starts).
 */
export function remainderNeeds(st: SearchState, rem: readonly number[]): RemainderNeeds {
  const n = rem.length;
  const h = st.remPairs;
  const k = n - 2 * h;
  const total = (f: (st: SearchState, x: number) => number): number => rem.reduce((t, x) => t + f(st, x), 0);
  const left10 = st.bound.c10 - st.c10;
  const left11 = st.bound.c11 - st.c11;
  const free = n - h;
  const tight =
    (left10 === total(isW) - free ? 1 : 0) |
    (left10 === total(isB) - free ? 2 : 0) |
    (left11 === total(isFW) - free ? 4 : 0) |
    (left11 === total(isFB) - free ? 8 : 0);
  const cls = Uint8Array.from(rem, (x) => st.classes[x]!);
  const mayFloat = floatRule(st);
  const floats = Uint8Array.from(rem, (x, i) => (mayFloat(x) && (cls[i]! & tight) === tight ? 1 : 0));
  // Pair codes are cached up to CODE_CACHE entries: both matchings start from near-maximum matchings, so a large
  // remainder asks O(n) pairs, and its n^2 bytes (99 MB for 9,974 players) cost more than computing them again.
  const code = n * n <= CODE_CACHE ? new Int8Array(n * n).fill(-1) : null;
  const allowed = (u: number, v: number): boolean => {
    // No [a, b] destructured here: this runs per adjacency test, much of it in code not yet optimised.
    const a = u < v ? u : v;
    const b = u < v ? v : u;
    let c: number;
    if (code === null) c = pairCodeOf(st, rem[a]!, rem[b]!);
    else {
      c = code[a * n + b]!;
      if (c === -1) code[a * n + b] = c = pairCodeOf(st, rem[a]!, rem[b]!);
    }
    return c >= 0 && (c & 3) <= left10 && c >> 2 <= left11 && ((cls[u]! | cls[v]!) & tight) === tight;
  };
  // The downfloaters each class needs (C.10, C.11): the h pairs give white to h players and black to h, so at
  // least X - h - left of the X players wanting a colour float, or more than `left` miss it. A remainder with
  // fewer players of a class who may float than that has no candidate: O(n) each, before any matching.
  const classes: [number, number][] = [
    [15, k],
    [1, total(isW) - h - left10],
    [2, total(isB) - h - left10],
    [4, total(isFW) - h - left11],
    [8, total(isFB) - h - left11],
  ];
  const filters = classes.map(([bits, required]): FloaterFilter => {
    const of = Uint8Array.from(floats, (f, i) => (f === 1 && (bits === 15 || (cls[i]! & bits) !== 0) ? 1 : 0));
    let f2 = 0;
    for (let j = h; j < n; j++) f2 += of[j]!;
    return { outFloats: of.subarray(0, h), inFloats: of.subarray(h), need: required - f2 };
  });
  const infeasible = { feasible: false, minExchange: Infinity, floaters: [] };
  for (let c = 0; c < filters.length; c++) {
    let all = 0;
    for (let i = 0; i < n; i++) all += filters[c]!.outFloats[i] ?? filters[c]!.inFloats[i - h]!;
    if (all < classes[c]![1]) return infeasible;
  }
  // The matching starts from the original split's B.3 pairs (S1R[i] with S2R[i]) where allowed, and the
  // downfloater vertices from the S2R players after them who may float: on a large remainder most of a maximum
  // matching, found in O(n) adjacency tests, where a greedy start scans O(n^2) pairs.
  const natural = (v: number): number => (v < h ? (allowed(v, h + v) ? h + v : -1) : v < 2 * h ? (allowed(v - h, v) ? v - h : -1) : -1);
  const floaterStart = new Int32Array(n + k).fill(-1);
  for (let j = 2 * h, t = n; j < n && t < n + k; j++) {
    if (floats[j] === 1) {
      floaterStart[j] = t;
      floaterStart[t++] = j;
    }
  }
  const whole = new CardinalityMatcher({
    vertexCount: n + k,
    // Vertices n.. stand for the k downfloaters: each joined to the players who may float, not to each other.
    adjacent: (u, v) => (u >= n ? v < n && floats[v] === 1 : v >= n ? floats[u] === 1 : allowed(u, v)),
    initialMate: (v) => (floaterStart[v] !== -1 ? floaterStart[v]! : v < n ? natural(v) : -1),
  });
  if (2 * whole.maximize() < n + k) return infeasible;
  // Its pairs across the split start the matching of S1R into S2R (searched from S1R only): most of a maximum
  // one, where the B.3 pairs may be few.
  const crossMate = (l: number): number => {
    const m = whole.mate(l);
    return m >= h && m < n ? m - h : -1;
  };
  const M = matchLeft(h, n - h, (l, r) => allowed(l, h + r), crossMate).size;
  filters.sort((a, b) => b.need - a.need);
  const d = Math.max(0, filters[0]!.need);
  return { feasible: true, minExchange: Math.ceil((h - Math.min(M, h - d) + d) / 2), floaters: filters };
}
