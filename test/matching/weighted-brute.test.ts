/**
 * WeightedMatcher against exhaustive search: random small graphs (n <= 10) with K-word weights of several
 * profiles (many equal weights, zero and negative lower words, words up to 2^40), sparse to complete, in both
 * storage layouts. The total weight must equal the brute-force optimum, the matching must be valid, and the
 * dual certificate (feasible integral duals, tight matched edges, consistent blossoms) must check.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WeightedMatcher } from '../../src/matching/weighted.js';
import { PlainGraph, bruteForceWeight, dpWeight, expectValidMatching, randInt, randomWeight, rng, runs, weightOf } from './reference.js';
import { verifyMatcher } from '../../src/matching/weighted-verify.js';

const profiles = ['small', 'equal', 'wide', 'mixed'] as const;

const graphSpec = fc.record({
  n: fc.integer({ min: 0, max: 10 }),
  K: fc.integer({ min: 1, max: 5 }),
  density: fc.double({ min: 0.05, max: 1, noNaN: true }),
  profile: fc.constantFrom(...profiles),
  layout: fc.constantFrom('square' as const, 'triangular' as const),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
});

function build(spec: { n: number; K: number; density: number; profile: (typeof profiles)[number]; layout: 'square' | 'triangular'; seed: number }) {
  const r = rng(spec.seed);
  const g = new PlainGraph(spec.n, spec.K);
  const m = new WeightedMatcher(spec.n, spec.K, spec.layout);
  for (let u = 0; u < spec.n; u++) {
    for (let v = u + 1; v < spec.n; v++) {
      if (r() >= spec.density) continue;
      const w = randomWeight(r, spec.K, spec.profile);
      g.set(u, v, w);
      m.setEdge(u, v, w);
    }
  }
  return { g, m };
}

describe('WeightedMatcher vs brute force', () => {
  it('finds the lexicographically maximum total weight on random small graphs', () => {
    let checked = 0;
    fc.assert(
      fc.property(graphSpec, (spec) => {
        const { g, m } = build(spec);
        m.solve();
        const context = JSON.stringify(spec);
        expect(weightOf(m), context).toEqual(bruteForceWeight(g));
        expectValidMatching(m, g, context);
        expect(verifyMatcher(m), context).toEqual([]);
        checked++;
      }),
      { seed: 20240611, numRuns: runs(3000) },
    );
    expect(checked).toBe(runs(3000));
  });

  it('agrees with a subset-DP reference on graphs of 11 to 16 vertices', () => {
    fc.assert(
      fc.property(graphSpec, fc.integer({ min: 11, max: 16 }), (spec, n) => {
        const { g, m } = build({ ...spec, n });
        m.solve();
        const context = JSON.stringify({ ...spec, n });
        expect(weightOf(m), context).toEqual(dpWeight(g));
        expectValidMatching(m, g, context);
        expect(verifyMatcher(m), context).toEqual([]);
      }),
      { seed: 77, numRuns: runs(150) },
    );
  });

  it('handles odd cycles of equal weights (blossoms), nested', () => {
    // Triangles of triangles: a blossom whose children are blossoms, with a pendant edge to pull on the base.
    for (let trial = 0; trial < runs(200); trial++) {
      const r = rng(trial);
      const n = 10;
      const g = new PlainGraph(n, 2);
      const m = new WeightedMatcher(n, 2);
      const set = (u: number, v: number, w: number[]): void => {
        g.set(u, v, w);
        m.setEdge(u, v, w);
      };
      const tri = (a: number, b: number, c: number): void => {
        set(a, b, [4, 0]);
        set(b, c, [4, 0]);
        set(a, c, [4, 0]);
      };
      tri(0, 1, 2);
      tri(3, 4, 5);
      tri(6, 7, 8);
      set(2, 3, [4, randInt(r, -1, 1)]);
      set(5, 6, [4, randInt(r, -1, 1)]);
      set(8, 0, [4, randInt(r, -1, 1)]);
      set(randInt(r, 0, 8), 9, [randInt(r, 1, 6), randInt(r, -2, 2)]);
      m.solve();
      expect(weightOf(m)).toEqual(bruteForceWeight(g));
      expect(verifyMatcher(m)).toEqual([]);
    }
  });
});
