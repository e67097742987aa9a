/**
 * The resident-exchanges of C.04.3 D.2, generated lazily in the text's order, optionally only those whose S2 keeps
 * enough players who may float (the fast path's floater filter).
 *
 * A remainder has h players in S1R (BSNs 1..h) and r in S2R (BSNs h+1..h+r). An exchange of `size` players moves
 * `out` from S1R to S2R and `in` from S2R to S1R. D.2 orders exchanges of one size by (b) the difference
 * sum(in) - sum(out), smallest first, (c) the highest BSN that differs among `out`, higher first, (d) the lowest
 * BSN that differs among `in`, lower first.
 *
 * The filter: the downfloaters of a candidate are S2 players left free, each one who may float. With f2 such
 * players in S2R and k downfloaters needed, an exchange can hold a candidate only if
 * floaters(out) - floaters(in) >= k - f2 (`need`). The filtered generator yields exactly the exchanges of the
 * unfiltered one that pass this test, in the same order, without walking the others: a 985-player PPB whose
 * candidates must float four S1R players from the top of S1R needs an exchange about 1,900 BSN-sum steps down
 * the order, after some 10^10 exchanges that fail the test.
 */

/**
 * An exchange of D.2: the S1R indices moved to S2R and the S2R indices moved to S1R (each ascending). BSN of S1R
 * index i is i + 1, of S2R index j is h + j + 1 (h = |S1R|: the remainder's own BSNs, as in the exact engine).
 */
export interface Exchange {
  readonly out: readonly number[];
  readonly in: readonly number[];
}

/** Who may float: per S1R index and per S2R index, 1 or 0; exchanges need floaters(out) - floaters(in) >= need. */
export interface FloaterFilter {
  readonly outFloats: Uint8Array;
  readonly inFloats: Uint8Array;
  readonly need: number;
}

/** Whether an exchange passes a filter: O(size). */
export function passes(f: FloaterFilter, e: Exchange): boolean {
  let n = 0;
  for (const i of e.out) n += f.outFloats[i]!;
  for (const j of e.in) n -= f.inFloats[j]!;
  return n >= f.need;
}

/** 1 + 2 + ... shifted: the sum of `count` consecutive integers from `from`. */
const runSum = (from: number, count: number): number => count * from + (count * (count - 1)) / 2;

/**
 * The BSNs first..first+flags.length-1 split into those who may float (flag 1) and the others, with prefix sums:
 * the extreme sums of a subset of a BSN interval of a given size with a floater count in a given range, in
 * O(size + log n) (a subset of largest sum takes the largest floaters and the largest others of the interval).
 */
class Pool {
  private readonly floaters: number[] = [];
  private readonly others: number[] = [];
  private readonly floaterSums: number[] = [0];
  private readonly otherSums: number[] = [0];

  constructor(first: number, flags: Uint8Array) {
    flags.forEach((f, i) => {
      const list = f === 1 ? this.floaters : this.others;
      const sums = f === 1 ? this.floaterSums : this.otherSums;
      list.push(first + i);
      sums.push(sums[sums.length - 1]! + first + i);
    });
  }

  isFloater(b: number): boolean {
    return upperBound(this.floaters, b) - lowerBound(this.floaters, b) === 1;
  }

  /** Floaters in [lo, hi]. */
  floatersIn(lo: number, hi: number): number {
    return hi < lo ? 0 : upperBound(this.floaters, hi) - lowerBound(this.floaters, lo);
  }

  /**
   * The least and the largest sum of a `size`-subset of [lo, hi] holding between minF and maxF floaters, or null
   * when there is none.
   */
  sums(lo: number, hi: number, size: number, minF: number, maxF: number): { min: number; max: number } | null {
    const f0 = lowerBound(this.floaters, lo);
    const f1 = hi < lo ? f0 : upperBound(this.floaters, hi);
    const o0 = lowerBound(this.others, lo);
    const o1 = hi < lo ? o0 : upperBound(this.others, hi);
    const fc = f1 - f0;
    const oc = o1 - o0;
    const aLo = Math.max(0, minF, size - oc);
    const aHi = Math.min(size, maxF, fc);
    if (aLo > aHi) return null;
    let min = Infinity;
    let max = -Infinity;
    for (let a = aLo; a <= aHi; a++) {
      const b = size - a;
      const least = this.floaterSums[f0 + a]! - this.floaterSums[f0]! + this.otherSums[o0 + b]! - this.otherSums[o0]!;
      const most = this.floaterSums[f1]! - this.floaterSums[f1 - a]! + this.otherSums[o1]! - this.otherSums[o1 - b]!;
      if (least < min) min = least;
      if (most > max) max = most;
    }
    return { min, max };
  }
}

function lowerBound(xs: readonly number[], v: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const upperBound = (xs: readonly number[], v: number): number => lowerBound(xs, v + 1);

/** Unfiltered: every BSN may float, so any count passes. */
const OPEN: FloaterFilter = { outFloats: new Uint8Array(0), inFloats: new Uint8Array(0), need: -Infinity };

/**
 * The `size`-subsets of [1, top] whose sum lies in [lo, hi] and that hold at least minF floaters, as descending
 * tuples, lexicographically largest first: D.2 c's order (for sets of one size, the highest BSN that differs
 * decides, the same as comparing the descending tuples). A branch is entered only when the interval's extreme
 * sums and floater counts allow a completion; the sums of a constrained subset need not fill that interval, so a
 * branch can still end empty: `step` is called per element tried, for the caller's budget, and ends the
 * generation when it returns false.
 */
function* subsetsFromTop(pool: Pool | null, top: number, size: number, lo: number, hi: number, minF: number, step: () => boolean): Generator<number[]> {
  if (size === 0) {
    if (lo <= 0 && 0 <= hi && minF <= 0) yield [];
    return;
  }
  for (let x = top; x >= size; x--) {
    if (!step()) return;
    if (x + runSum(x - size + 1, size - 1) < lo) break; // every smaller x sums less
    if (pool !== null && pool.floatersIn(1, x) < minF) break;
    if (x + runSum(1, size - 1) > hi) continue;
    const childF = pool !== null && pool.isFloater(x) ? minF - 1 : minF;
    if (pool !== null) {
      const s = pool.sums(1, x - 1, size - 1, childF, size);
      if (s === null || x + s.max < lo || x + s.min > hi) continue;
    }
    for (const rest of subsetsFromTop(pool, x - 1, size - 1, lo - x, hi - x, childF, step)) yield [x, ...rest];
  }
}

/**
 * The `size`-subsets of [from, to] summing to `sum` with at most maxF floaters, as ascending tuples,
 * lexicographically smallest first (D.2 d). `step` as for subsetsFromTop.
 */
function* subsetsFromBottom(pool: Pool | null, from: number, to: number, size: number, sum: number, maxF: number, step: () => boolean): Generator<number[]> {
  if (size === 0) {
    if (sum === 0 && maxF >= 0) yield [];
    return;
  }
  for (let y = from; y <= to - size + 1; y++) {
    if (!step()) return;
    if (y + runSum(y + 1, size - 1) > sum) break; // every larger y sums more
    if (y + runSum(to - size + 2, size - 1) < sum) continue;
    const childF = pool !== null && pool.isFloater(y) ? maxF - 1 : maxF;
    if (childF < 0) continue;
    if (pool !== null) {
      const s = pool.sums(y + 1, to, size - 1, 0, childF);
      if (s === null || y + s.max < sum || y + s.min > sum) continue;
    }
    for (const rest of subsetsFromBottom(pool, y + 1, to, size - 1, sum - y, childF, step)) yield [y, ...rest];
  }
}

/**
 * The exchanges of `size` players of a remainder with h players in S1R and r in S2R, in D.2 order; with a filter,
 * only those it lets through (same order). Lazy. Unfiltered: O(h + r) per exchange yielded (times the size).
 * Filtered: the difference starts at the least any passing exchange can have (the least sum of `in` with at most
 * j floaters against the largest of `out` with at least need + j, over j), and each difference costs O(h + r)
 * tests (times the size, and log n each) before its first exchange, or to find it has none; `step` counts them
 * and stops the generation by returning false.
 */
export function* exchangesOfSize(h: number, r: number, size: number, filter: FloaterFilter = OPEN, step: () => boolean = () => true): Generator<Exchange> {
  if (size < 1 || size > h || size > r) return;
  const filtered = filter.need > -Infinity;
  const outPool = filtered ? new Pool(1, filter.outFloats) : null;
  const inPool = filtered ? new Pool(h + 1, filter.inFloats) : null;
  const minIn = runSum(h + 1, size);
  const maxIn = runSum(h + r - size + 1, size);
  const minOut = runSum(1, size);
  const maxOut = runSum(h - size + 1, size);
  let firstDiff = minIn - maxOut;
  if (outPool !== null && inPool !== null) {
    firstDiff = Infinity;
    for (let j = 0; j <= size; j++) {
      const ins = inPool.sums(h + 1, h + r, size, 0, j);
      const outs = outPool.sums(1, h, size, Math.max(0, filter.need + j), size);
      if (ins !== null && outs !== null) firstDiff = Math.min(firstDiff, ins.min - outs.max);
    }
    if (firstDiff === Infinity) return;
  }
  const minF = Math.max(0, filter.need);
  // Once `step` has said stop, the recursion unwinds without asking it again.
  let stopped = false;
  const go = (): boolean => !stopped && !(stopped = !step());
  for (let diff = firstDiff; diff <= maxIn - minOut && !stopped; diff++) {
    for (const out of subsetsFromTop(outPool, h, size, minIn - diff, maxIn - diff, minF, go)) {
      let target = diff;
      let outFloaters = 0;
      for (const b of out) {
        target += b;
        if (outPool !== null && outPool.isFloater(b)) outFloaters++;
      }
      const maxF = filtered ? outFloaters - filter.need : size;
      for (const inn of subsetsFromBottom(inPool, h + 1, h + r, size, target, maxF, go)) {
        yield { out: out.map((b) => b - 1).reverse(), in: inn.map((b) => b - h - 1) };
      }
    }
  }
}

/** The one-player exchanges (D.2 a: they come first), as [S1R index, S2R index]. */
export function* oneExchanges(h: number, r: number): Generator<readonly [number, number]> {
  for (const e of exchangesOfSize(h, r, 1)) yield [e.out[0]!, e.in[0]!];
}
