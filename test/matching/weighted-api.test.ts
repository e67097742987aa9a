/** WeightedMatcher API behaviour: small known answers, lexicographic order, validation, layouts, determinism. */
import { describe, expect, it } from 'vitest';
import { InternalError } from '../../src/errors.js';
import { WeightedMatcher } from '../../src/matching/weighted.js';
import { PlainGraph, dpWeight, randomWeight, rng, weightOf } from './reference.js';
import { verifyMatcher } from '../../src/matching/weighted-verify.js';

function matcher(n: number, K: number, edges: [number, number, number[]][]): WeightedMatcher {
  const m = new WeightedMatcher(n, K);
  for (const [u, v, w] of edges) m.setEdge(u, v, w);
  return m;
}

describe('WeightedMatcher basics', () => {
  it('handles empty graphs', () => {
    for (const n of [0, 1, 2, 5]) {
      const m = new WeightedMatcher(n, 2);
      m.solve();
      expect(weightOf(m)).toEqual([0, 0]);
      for (let v = 0; v < n; v++) expect(m.mate(v)).toBe(-1);
      expect(verifyMatcher(m)).toEqual([]);
    }
  });

  it('solves small graphs with known optima', () => {
    // Path 0-1-2-3: the two outer edges (2+2) beat the middle one (3).
    const path = matcher(4, 1, [[0, 1, [2]], [1, 2, [3]], [2, 3, [2]]]);
    expect([path.mate(0), path.mate(1), path.mate(2), path.mate(3)]).toEqual([1, 0, 3, 2]);
    expect(weightOf(path)).toEqual([4]);
    // Triangle: one edge; the heaviest.
    const tri = matcher(3, 1, [[0, 1, [5]], [1, 2, [6]], [0, 2, [4]]]);
    expect([tri.mate(1), tri.mate(2), tri.mate(0)]).toEqual([2, 1, -1]);
    // Maximum weight, not maximum cardinality: the heavy middle edge wins.
    const heavy = matcher(4, 1, [[0, 1, [1]], [1, 2, [5]], [2, 3, [1]]]);
    expect(weightOf(heavy)).toEqual([5]);
    expect(heavy.mate(0)).toBe(-1);
  });

  it('compares weights lexicographically, word 0 first', () => {
    // {0,1} alone has (1, -1000); the two edges {0,2}, {1,3} together have (0, 20): word 0 decides.
    const m = matcher(4, 2, [[0, 1, [1, -1000]], [0, 2, [0, 10]], [1, 3, [0, 10]]]);
    expect(m.mate(0)).toBe(1);
    expect(weightOf(m)).toEqual([1, -1000]);
    // With equal word 0, word 1 decides.
    const t = matcher(4, 2, [[0, 1, [1, -5]], [0, 2, [1, 3]], [1, 3, [0, 1]]]);
    expect(weightOf(t)).toEqual([1, 4]);
    expect(t.mate(0)).toBe(2);
  });

  it('keeps words exact up to 2^40', () => {
    const big = 2 ** 40 - 1;
    const m = matcher(4, 3, [[0, 1, [1, big, -big]], [2, 3, [1, big, -big]], [1, 2, [2, -big, big]]]);
    const out = new Float64Array(3);
    m.edgeWeight(0, 1, out);
    expect(Array.from(out)).toEqual([1, big, -big]);
    expect(weightOf(m)).toEqual([2, 2 * big, -2 * big]);
    expect(verifyMatcher(m)).toEqual([]);
  });

  it('reports edges and removals', () => {
    const m = matcher(4, 1, [[0, 1, [3]], [1, 2, [1]]]);
    expect(m.hasEdge(0, 1)).toBe(true);
    expect(m.hasEdge(1, 0)).toBe(true);
    expect(m.hasEdge(0, 2)).toBe(false);
    expect(m.hasEdge(0, 0)).toBe(false);
    m.removeEdge(0, 1);
    m.removeEdge(0, 3); // absent: no-op
    expect(m.hasEdge(0, 1)).toBe(false);
    expect(m.mate(1)).toBe(2);
    m.removeVertex(2);
    expect(m.isRemoved(2)).toBe(true);
    expect(m.hasEdge(1, 2)).toBe(false);
    expect(m.mate(1)).toBe(-1);
    expect(m.mate(2)).toBe(-1);
    expect(verifyMatcher(m)).toEqual([]);
  });

  it('mate() and matchingWeight() solve first when something changed', () => {
    const m = matcher(2, 1, [[0, 1, [1]]]);
    expect(m.mate(0)).toBe(1);
    m.removeEdge(0, 1);
    expect(m.mate(0)).toBe(-1);
    m.setEdge(0, 1, [7]);
    expect(weightOf(m)).toEqual([7]);
  });

  it('removePair keeps the rest of the matching without re-solving', () => {
    const m = matcher(6, 1, [[0, 1, [5]], [2, 3, [5]], [4, 5, [5]], [1, 2, [1]], [3, 4, [1]]]);
    m.solve();
    const stats = m.stats();
    m.removePair(2, 3);
    expect([m.mate(0), m.mate(4), m.mate(2)]).toEqual([1, 5, -1]);
    expect(m.stats()).toBe(stats); // no solve ran
    expect(verifyMatcher(m)).toEqual([]);
  });

  it('rejects invalid input with InternalError', () => {
    const m = new WeightedMatcher(3, 2);
    expect(() => m.setEdge(0, 1, [1])).toThrow(InternalError);
    expect(() => m.setEdge(0, 1, [1, 0.5])).toThrow(InternalError);
    expect(() => m.setEdge(0, 1, [2 ** 40, 0])).toThrow(InternalError);
    expect(() => m.setEdge(0, 1, [0, 0])).toThrow(InternalError);
    expect(() => m.setEdge(0, 1, [0, -1])).toThrow(InternalError);
    expect(() => m.setEdge(-1, 1, [1, 0])).toThrow(InternalError);
    expect(() => m.setEdge(0, 3, [1, 0])).toThrow(InternalError);
    expect(() => m.setEdge(1, 1, [1, 0])).toThrow(InternalError);
    expect(() => m.edgeWeight(0, 1, new Float64Array(2))).toThrow(InternalError);
    m.setEdge(0, 1, [-0, 1]);
    m.solve();
    expect(() => m.removePair(0, 2)).toThrow(InternalError);
    m.removePair(0, 1);
    expect(() => m.removeVertex(0)).toThrow(InternalError);
    expect(() => m.setEdge(0, 2, [1, 0])).toThrow(InternalError);
    expect(() => new WeightedMatcher(3, 0)).toThrow(InternalError);
    expect(() => new WeightedMatcher(-1, 1)).toThrow(InternalError);
  });

  it('gives the same matching in both layouts, deterministically', () => {
    for (let seed = 0; seed < 30; seed++) {
      const r = rng(seed);
      const n = 25;
      const ms = [new WeightedMatcher(n, 3, 'square'), new WeightedMatcher(n, 3, 'triangular'), new WeightedMatcher(n, 3)];
      for (let u = 0; u < n; u++) {
        for (let v = u + 1; v < n; v++) {
          if (r() < 0.4) continue;
          const w = randomWeight(r, 3, 'small');
          for (const m of ms) m.setEdge(u, v, w);
        }
      }
      const mates = ms.map((m) => [...Array(n).keys()].map((v) => m.mate(v)));
      expect(mates[1]).toEqual(mates[0]);
      expect(mates[2]).toEqual(mates[0]);
    }
  });

  it('matches the DP optimum on mid-size graphs with wide words', () => {
    for (let seed = 0; seed < 20; seed++) {
      const r = rng(500 + seed);
      const n = 14;
      const g = new PlainGraph(n, 4);
      const m = new WeightedMatcher(n, 4);
      for (let u = 0; u < n; u++) {
        for (let v = u + 1; v < n; v++) {
          if (r() < 0.3) continue;
          const w = randomWeight(r, 4, seed % 2 === 0 ? 'wide' : 'mixed');
          g.set(u, v, w);
          m.setEdge(u, v, w);
        }
      }
      expect(weightOf(m)).toEqual(dpWeight(g));
      expect(verifyMatcher(m)).toEqual([]);
    }
  });
});
