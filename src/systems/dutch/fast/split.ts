/**
 * One split of a remainder as the remainder search walks it (remainder.ts): S1R and S2R (D.2: with an exchange
 * applied), the pairs chosen so far level by level, and the counts the search and the completion oracle read.
 * apply/undo change the search state's pairs and C.10/C.11 totals with it; undo runs in the reverse order of apply.
 */
import type { Exchange } from '../exchanges.js';
import { isB, isFB, isFW, isW } from './classes.js';
import type { SearchState } from './state.js';

export class SplitWalk {
  readonly s1: readonly number[];
  readonly s2: readonly number[];
  // Counts over the S1R players not yet assigned (levels d..) and the S2R players still free, by colour class.
  w1: number;
  b1: number;
  fw1: number;
  fb1: number;
  w2: number;
  b2: number;
  fw2: number;
  fb2: number;
  /** S2R players still free. */
  free: number;
  readonly taken: Uint8Array;
  /**
   * The free S2R players as a doubly linked list in S2R order (s2.length is the sentinel), unlinked by apply and
   * linked back by undo, which runs in the reverse order (dancing links): a node's scan for S1R[d]'s next partner
   * visits the free players only. Near the bottom of a large remainder few are free, and a scan over all of S2R
   * skipping the taken ones made each node O(|S2R|) (a 699-player bracket's probe: 1,400 nodes, 490,000 steps).
   */
  readonly nextFree: Int32Array;
  readonly prevFree: Int32Array;
  /** Per level d: the S2R index S1R[d] is paired with, -1 none yet. */
  readonly choice: Int32Array;
  readonly effect10: Int32Array;
  readonly effect11: Int32Array;

  constructor(
    private readonly st: SearchState,
    exchange: Exchange | null,
  ) {
    const rem = st.residents.filter((r) => st.used[r] === 0);
    const half = st.remPairs;
    let s1 = rem.slice(0, half);
    let s2 = rem.slice(half);
    if (exchange !== null) {
      // D.2: the exchanged players swap subgroups, each subgroup reordered by A.2 (BSN order: member order).
      const out = new Set(exchange.out);
      const inn = new Set(exchange.in);
      const s1x = [...s1.filter((_, i) => !out.has(i)), ...exchange.in.map((j) => s2[j]!)].sort((a, b) => a - b);
      s2 = [...s2.filter((_, j) => !inn.has(j)), ...exchange.out.map((i) => s1[i]!)].sort((a, b) => a - b);
      s1 = s1x;
    }
    this.s1 = s1;
    this.s2 = s2;
    const sum = (xs: readonly number[], f: (st: SearchState, x: number) => number): number => xs.reduce((t, x) => t + f(st, x), 0);
    this.w1 = sum(s1, isW);
    this.b1 = sum(s1, isB);
    this.fw1 = sum(s1, isFW);
    this.fb1 = sum(s1, isFB);
    this.w2 = sum(s2, isW);
    this.b2 = sum(s2, isB);
    this.fw2 = sum(s2, isFW);
    this.fb2 = sum(s2, isFB);
    this.free = s2.length;
    this.taken = new Uint8Array(s2.length);
    const R2 = s2.length;
    this.nextFree = Int32Array.from({ length: R2 + 1 }, (_, j) => (j === R2 ? 0 : j + 1));
    this.prevFree = Int32Array.from({ length: R2 + 1 }, (_, j) => (j === 0 ? R2 : j - 1));
    this.choice = new Int32Array(s1.length + 1).fill(-1);
    this.effect10 = new Int32Array(s1.length);
    this.effect11 = new Int32Array(s1.length);
  }

  /**
   * The remainder cannot meet the bounds whatever its exchanges: the counts before any choice bound every pairing
   * of it, W + B players wanting one colour, minus |S2R| = that count minus (downfloaters + pairs).
   */
  hopeless(): boolean {
    const st = this.st;
    const f0 = this.s2.length;
    return (
      Math.max(0, this.w1 + this.w2 - f0, this.b1 + this.b2 - f0) > st.bound.c10 - st.c10 ||
      Math.max(0, this.fw1 + this.fw2 - f0, this.fb1 + this.fb2 - f0) > st.bound.c11 - st.c11
    );
  }

  /**
   * Colour conflicts the unassigned players cannot avoid whatever their partners, after S1R player x meets S2R
   * player y: S1R players wanting a colour need partners from S2R not wanting it, and there are only so many.
   */
  lookAhead(x: number, y: number): boolean {
    const st = this.st;
    const f = this.free - 1;
    const forced10 = Math.max(0, this.w1 - isW(st, x) + this.w2 - isW(st, y) - f, this.b1 - isB(st, x) + this.b2 - isB(st, y) - f);
    const forced11 = Math.max(0, this.fw1 - isFW(st, x) + this.fw2 - isFW(st, y) - f, this.fb1 - isFB(st, x) + this.fb2 - isFB(st, y) - f);
    return forced10 <= st.bound.c10 - st.c10 && forced11 <= st.bound.c11 - st.c11;
  }

  /** S1R[d] meets S2R[j] (effect10/effect11[d] set first). */
  apply(d: number, j: number): void {
    const st = this.st;
    const x = this.s1[d]!;
    const y = this.s2[j]!;
    this.taken[j] = 1;
    this.nextFree[this.prevFree[j]!] = this.nextFree[j]!;
    this.prevFree[this.nextFree[j]!] = this.prevFree[j]!;
    this.choice[d] = j;
    this.w1 -= isW(st, x);
    this.b1 -= isB(st, x);
    this.fw1 -= isFW(st, x);
    this.fb1 -= isFB(st, x);
    this.w2 -= isW(st, y);
    this.b2 -= isB(st, y);
    this.fw2 -= isFW(st, y);
    this.fb2 -= isFB(st, y);
    this.free--;
    st.c10 += this.effect10[d]!;
    st.c11 += this.effect11[d]!;
    st.pairs.push([x, y]);
  }

  /** Takes back level d's pair (the last one applied). */
  undo(d: number): void {
    const st = this.st;
    const j = this.choice[d]!;
    const x = this.s1[d]!;
    const y = this.s2[j]!;
    this.taken[j] = 0;
    this.nextFree[this.prevFree[j]!] = j;
    this.prevFree[this.nextFree[j]!] = j;
    this.w1 += isW(st, x);
    this.b1 += isB(st, x);
    this.fw1 += isFW(st, x);
    this.fb1 += isFB(st, x);
    this.w2 += isW(st, y);
    this.b2 += isB(st, y);
    this.fw2 += isFW(st, y);
    this.fb2 += isFB(st, y);
    this.free++;
    st.c10 -= this.effect10[d]!;
    st.c11 -= this.effect11[d]!;
    st.pairs.pop();
  }
}
