/**
 * Incremental WeightedMatcher = from scratch: random sequences of edge changes (single edges and all edges at a
 * vertex), pair and vertex removals (immediate and deferred behind pending changes) and solves. After every
 * solve the weight must equal brute force (small graphs) and a fresh matcher built on the current graph, and
 * the certificate must check. Long sequences on 30-60 vertices with many equal-weight odd cycles force nested
 * blossoms, expansions, exposures and the parity repair.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WeightedMatcher } from '../../src/matching/weighted.js';
import { PlainGraph, bruteForceWeight, expectValidMatching, randInt, randomWeight, rng, runs, weightOf } from './reference.js';
import { verifyMatcher } from '../../src/matching/weighted-verify.js';

type Profile = 'small' | 'equal' | 'wide' | 'mixed';

function fresh(g: PlainGraph, layout: 'square' | 'triangular' = 'square'): WeightedMatcher {
  const m = new WeightedMatcher(g.n, g.K, layout);
  for (let u = 0; u < g.n; u++) for (let v = u + 1; v < g.n; v++) if (g.w[u]![v]) m.setEdge(u, v, g.w[u]![v]!);
  for (let v = 0; v < g.n; v++) if (g.removed[v]) m.removeVertex(v);
  return m;
}

/** Applies one random operation to both the matcher and the plain graph. */
class Driver {
  readonly g: PlainGraph;
  readonly m: WeightedMatcher;
  /** Mates as of the last solve, valid while no removal happened since (for deferred removePair). */
  private snapshot: number[] | null = null;
  constructor(
    n: number,
    K: number,
    readonly profile: Profile,
    layout: 'square' | 'triangular',
  ) {
    this.g = new PlainGraph(n, K);
    this.m = new WeightedMatcher(n, K, layout);
  }
  set(u: number, v: number, w: number[] | null): void {
    this.g.set(u, v, w);
    if (w === null) this.m.removeEdge(u, v);
    else this.m.setEdge(u, v, w);
  }
  solveAndCheck(context: string, brute: boolean): void {
    this.m.solve();
    expect(verifyMatcher(this.m), context).toEqual([]);
    expectValidMatching(this.m, this.g, context);
    if (brute) expect(weightOf(this.m), context).toEqual(bruteForceWeight(this.g));
    const f = fresh(this.g);
    expect(weightOf(f), context).toEqual(weightOf(this.m));
    this.snapshot = [...Array(this.g.n).keys()].map((v) => this.m.mate(v));
  }
  step(r: () => number, context: string, brute: boolean): void {
    const alive = this.g.alive();
    if (alive.length < 2) return;
    const pick = (): number => alive[randInt(r, 0, alive.length - 1)]!;
    const op = r();
    if (op < 0.35) {
      // All edges at one vertex change (the pairing engine's pattern).
      const u = pick();
      for (const v of alive) {
        if (v === u || r() < 0.2) continue;
        this.set(u, v, r() < 0.15 ? null : randomWeight(r, this.g.K, this.profile));
      }
    } else if (op < 0.55) {
      const u = pick();
      const v = pick();
      if (u !== v) this.set(u, v, r() < 0.25 ? null : randomWeight(r, this.g.K, this.profile));
    } else if (op < 0.7) {
      // removePair of a currently matched pair (mate() solves first if needed).
      const u = pick();
      const p = this.m.mate(u);
      if (p >= 0) {
        this.m.removePair(u, p);
        this.g.removeVertex(u);
        this.g.removeVertex(p);
      }
      this.snapshot = null;
    } else if (op < 0.8) {
      // removePair from the last solve's matching, possibly behind pending edge changes (deferred).
      const u = pick();
      const p = this.snapshot?.[u] ?? -1;
      if (p >= 0 && !this.g.removed[p]) {
        this.m.removePair(u, p);
        this.g.removeVertex(u);
        this.g.removeVertex(p);
      }
      this.snapshot = null;
    } else if (op < 0.88) {
      const u = pick();
      this.m.removeVertex(u);
      this.g.removeVertex(u);
      this.snapshot = null;
    } else {
      this.solveAndCheck(context, brute);
    }
  }
}

describe('incremental WeightedMatcher', () => {
  it('equals brute force and a fresh matcher after random change sequences (n <= 10)', () => {
    fc.assert(
      fc.property(
        fc.record({
          n: fc.integer({ min: 2, max: 10 }),
          K: fc.integer({ min: 1, max: 4 }),
          profile: fc.constantFrom<Profile>('small', 'equal', 'wide', 'mixed'),
          layout: fc.constantFrom('square' as const, 'triangular' as const),
          density: fc.double({ min: 0.1, max: 1, noNaN: true }),
          steps: fc.integer({ min: 1, max: 40 }),
          seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        }),
        (spec) => {
          const r = rng(spec.seed);
          const d = new Driver(spec.n, spec.K, spec.profile, spec.layout);
          for (let u = 0; u < spec.n; u++) {
            for (let v = u + 1; v < spec.n; v++) if (r() < spec.density) d.set(u, v, randomWeight(r, spec.K, spec.profile));
          }
          const context = JSON.stringify(spec);
          d.solveAndCheck(context, true);
          for (let s = 0; s < spec.steps; s++) d.step(r, `${context} step ${s}`, true);
          d.solveAndCheck(`${context} end`, true);
        },
      ),
      { seed: 4242, numRuns: runs(800) },
    );
  });

  it('stays optimal over long sequences on 30-60 vertices full of equal-weight odd cycles', () => {
    const totals: Record<string, number> = {};
    for (let seed = 0; seed < runs(24); seed++) {
      const r = rng(1000 + seed);
      const n = randInt(r, 30, 60);
      const d = new Driver(n, 2, 'small', seed % 3 === 0 ? 'triangular' : 'square');
      const cycleWeight = (): number[] => [4, 0];
      for (let c = 0; c < n / 3; c++) {
        const len = 2 * randInt(r, 1, 4) + 1;
        const vs = Array.from({ length: len }, () => randInt(r, 0, n - 1));
        for (let i = 0; i < len; i++) if (vs[i] !== vs[(i + 1) % len]) d.set(vs[i]!, vs[(i + 1) % len]!, cycleWeight());
      }
      for (let i = 0; i < n; i++) {
        const u = randInt(r, 0, n - 1);
        const v = randInt(r, 0, n - 1);
        if (u !== v) d.set(u, v, [randInt(r, 1, 5), randInt(r, -3, 3)]);
      }
      d.solveAndCheck(`seed ${seed} initial`, false);
      for (let s = 0; s < 80; s++) {
        const alive = d.g.alive();
        if (alive.length < 4) break;
        if (r() < 0.25) {
          // Close another equal-weight odd cycle through the alive vertices.
          const len = 2 * randInt(r, 1, 3) + 1;
          const vs = Array.from({ length: len }, () => alive[randInt(r, 0, alive.length - 1)]!);
          for (let i = 0; i < len; i++) if (vs[i] !== vs[(i + 1) % len]) d.set(vs[i]!, vs[(i + 1) % len]!, cycleWeight());
        } else {
          d.step(r, `seed ${seed} step ${s}`, false);
        }
        if (r() < 0.5) d.solveAndCheck(`seed ${seed} step ${s}`, false);
      }
      for (const [k, v] of Object.entries(d.m.eventCounts())) totals[k] = (totals[k] ?? 0) + v;
    }
    // Every part of the method was exercised.
    for (const key of ['blossoms', 'nested', 'expansions', 'augmentations', 'exposures', 'rootsDropped', 'refreshes',
      'rotatedOut', 'dissolved', 'parityShifts', 'parityDissolves', 'deferredRemovals', 'greedy']) {
      expect(totals[key], key).toBeGreaterThan(0);
    }
  });

  it('repairs only what changed: an engine-like decision loop', () => {
    // Bump the lowest word of all edges at one vertex, solve, fix the vertex with its mate; repeat.
    for (let seed = 0; seed < runs(6); seed++) {
      const r = rng(seed);
      const n = 40 + 2 * (seed % 10);
      const K = 3;
      const m = new WeightedMatcher(n, K);
      const g = new PlainGraph(n, K);
      for (let u = 0; u < n; u++) {
        for (let v = u + 1; v < n; v++) {
          if (r() < 0.2) continue;
          const w = [1, randInt(r, 0, 3), randInt(r, 0, 10)];
          g.set(u, v, w);
          m.setEdge(u, v, w);
        }
      }
      m.solve();
      const buf = new Float64Array(K);
      for (let u = 0; u < n; u++) {
        if (m.isRemoved(u)) continue;
        for (let v = 0; v < n; v++) {
          if (!m.hasEdge(u, v)) continue;
          m.edgeWeight(u, v, buf);
          buf[2] = buf[2]! + (n - v);
          m.setEdge(u, v, Array.from(buf));
          g.set(u, v, Array.from(buf));
        }
        m.solve();
        expect(m.stats().repaired).toBeLessThanOrEqual(1);
        expect(m.stats().stages).toBeLessThanOrEqual(2);
        expect(verifyMatcher(m)).toEqual([]);
        expect(weightOf(m)).toEqual(weightOf(fresh(g)));
        const p = m.mate(u);
        const before = m.stats();
        if (p >= 0) {
          m.removePair(u, p);
          g.removeVertex(u);
          g.removeVertex(p);
        } else {
          m.removeVertex(u);
          g.removeVertex(u);
        }
        // A removed matched pair outside a common blossom needs no repair: reading mates does not re-solve.
        for (let v = 0; v < n; v++) m.mate(v);
        if (p >= 0 && m.stats() !== before) expect(m.stats().stages).toBeLessThanOrEqual(2);
        expect(verifyMatcher(m)).toEqual([]);
      }
    }
  });
});
