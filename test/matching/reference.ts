/**
 * Test helpers for the matching module: a seeded PRNG (the project's mulberry32), a plain adjacency-matrix graph, and
 * independent reference solvers (exhaustive enumeration and bitmask dynamic programming) that share no code with src/.
 */
import { expect } from 'vitest';
import type { WeightedMatcher } from '../../src/matching/weighted.js';
import { mulberry32 } from '../../src/generate/prng.js';

/** Property-test iterations: base count times SWISSPAIR_PROPERTY_RUNS / 100 (default 100 = as written). */
export function runs(base: number): number {
  const scale = Number(process.env.SWISSPAIR_PROPERTY_RUNS ?? '100');
  return Math.max(1, Math.round((base * (Number.isFinite(scale) ? scale : 100)) / 100));
}

/** The seeded mulberry32 stream (seeds recorded in failures replay it). */
export const rng = mulberry32;

export function randInt(r: () => number, lo: number, hi: number): number {
  return lo + Math.floor(r() * (hi - lo + 1));
}

export function lexCmp(a: ArrayLike<number>, b: ArrayLike<number>): number {
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k]! < b[k]! ? -1 : 1;
  return 0;
}

/** Undirected graph with K-word weights (null = no edge) and removable vertices. */
export class PlainGraph {
  readonly w: (number[] | null)[][];
  readonly removed: boolean[];
  constructor(
    readonly n: number,
    readonly K: number,
  ) {
    this.w = Array.from({ length: n }, () => new Array<number[] | null>(n).fill(null));
    this.removed = new Array<boolean>(n).fill(false);
  }
  set(u: number, v: number, weight: number[] | null): void {
    this.w[u]![v] = weight;
    this.w[v]![u] = weight;
  }
  removeVertex(v: number): void {
    this.removed[v] = true;
    for (let x = 0; x < this.n; x++) if (x !== v) this.set(v, x, null);
  }
  alive(): number[] {
    return [...Array(this.n).keys()].filter((v) => !this.removed[v]);
  }
}

/** Exhaustive maximum-weight matching value (lexicographic) over all matchings. */
export function bruteForceWeight(g: PlainGraph): number[] {
  const { n, K } = g;
  const used = new Array<boolean>(n).fill(false);
  let best = new Array<number>(K).fill(0);
  const cur = new Array<number>(K).fill(0);
  const go = (start: number): void => {
    let v = start;
    while (v < n && used[v]) v++;
    if (v >= n) {
      if (lexCmp(cur, best) > 0) best = cur.slice();
      return;
    }
    used[v] = true;
    go(v + 1);
    for (let x = v + 1; x < n; x++) {
      const w = g.w[v]![x];
      if (used[x] || w === null || w === undefined) continue;
      used[x] = true;
      for (let k = 0; k < K; k++) cur[k] = cur[k]! + w[k]!;
      go(v + 1);
      for (let k = 0; k < K; k++) cur[k] = cur[k]! - w[k]!;
      used[x] = false;
    }
    used[v] = false;
  };
  go(0);
  return best;
}

/** Maximum-weight matching value by DP over vertex subsets: O(2^n·n·K), for n <= 18. */
export function dpWeight(g: PlainGraph): number[] {
  const { n, K } = g;
  const size = 1 << n;
  const f = new Float64Array(size * K);
  const tmp = new Array<number>(K);
  for (let mask = 1; mask < size; mask++) {
    const i = 31 - Math.clz32(mask & -mask);
    const rest = mask & ~(1 << i);
    for (let k = 0; k < K; k++) f[mask * K + k] = f[rest * K + k]!;
    for (let j = i + 1; j < n; j++) {
      if ((rest & (1 << j)) === 0) continue;
      const w = g.w[i]![j];
      if (w === null || w === undefined) continue;
      const sub = rest & ~(1 << j);
      for (let k = 0; k < K; k++) tmp[k] = f[sub * K + k]! + w[k]!;
      if (lexCmp(tmp, f.subarray(mask * K, mask * K + K)) > 0) {
        for (let k = 0; k < K; k++) f[mask * K + k] = tmp[k]!;
      }
    }
  }
  return Array.from(f.subarray((size - 1) * K, size * K));
}

/** Maximum matching size by DP over vertex subsets, for n <= 20. */
export function maxCardinalityDp(n: number, adjacent: (u: number, v: number) => boolean, removed: readonly boolean[]): number {
  const size = 1 << n;
  const f = new Int8Array(size);
  for (let mask = 1; mask < size; mask++) {
    const i = 31 - Math.clz32(mask & -mask);
    const rest = mask & ~(1 << i);
    let best = f[rest]!;
    if (!removed[i]) {
      for (let j = i + 1; j < n; j++) {
        if ((rest & (1 << j)) === 0 || removed[j] || !adjacent(i, j)) continue;
        best = Math.max(best, 1 + f[rest & ~(1 << j)]!);
      }
    }
    f[mask] = best;
  }
  return f[size - 1]!;
}

export function randomWeight(r: () => number, K: number, profile: 'small' | 'equal' | 'wide' | 'mixed'): number[] {
  const w: number[] = [];
  for (let k = 0; k < K; k++) {
    switch (profile) {
      case 'equal':
        w.push(k === 0 ? 2 : randInt(r, 0, 1) === 0 ? 0 : 1);
        break;
      case 'small':
        w.push(randInt(r, k === 0 ? 0 : -2, 2));
        break;
      case 'wide':
        w.push(Math.trunc((r() * 2 - 1) * (2 ** 40 - 1)));
        break;
      case 'mixed':
        w.push(k === 0 ? randInt(r, 0, 3) : r() < 0.5 ? 0 : Math.trunc((r() * 2 - 1) * 2 ** randInt(r, 1, 39)));
        break;
    }
  }
  // Make it lexicographically positive.
  const first = w.findIndex((x) => x !== 0);
  if (first < 0) w[K - 1] = 1;
  else if (w[first]! < 0) w[first] = -w[first]!;
  return w;
}

/** Reads the total weight of the matcher's matching. */
export function weightOf(m: WeightedMatcher): number[] {
  const out = new Float64Array(m.words);
  m.matchingWeight(out);
  return Array.from(out);
}

/** Asserts the matcher's matching is a valid matching of g whose weight is what matchingWeight reports. */
export function expectValidMatching(m: WeightedMatcher, g: PlainGraph, context: string): void {
  const sum = new Array<number>(g.K).fill(0);
  for (let v = 0; v < g.n; v++) {
    const p = m.mate(v);
    if (g.removed[v]) {
      expect(p, `${context}: removed ${v} matched`).toBe(-1);
      continue;
    }
    if (p < 0) continue;
    expect(m.mate(p), `${context}: mate symmetry at ${v}`).toBe(v);
    const w = g.w[v]![p];
    expect(w, `${context}: matched non-edge {${v}, ${p}}`).not.toBeNull();
    if (p > v) for (let k = 0; k < g.K; k++) sum[k] = sum[k]! + w![k]!;
  }
  expect(weightOf(m), `${context}: matchingWeight`).toEqual(sum);
}
