/**
 * CardinalityMatcher against a subset-DP reference (small graphs, with removals), against the weighted matcher
 * with unit weights (an independent implementation, mid-size graphs), and incremental against from scratch.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CardinalityMatcher, maximumCardinality } from '../../src/matching/cardinality.js';
import { WeightedMatcher } from '../../src/matching/weighted.js';
import { maxCardinalityDp, randInt, rng, runs } from './reference.js';

/** A random graph as a symmetric adjacency matrix behind the ImplicitGraph interface, counting calls. */
function randomGraph(n: number, density: number, seed: number) {
  const r = rng(seed);
  const adj = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      if (r() < density) {
        adj[u]![v] = true;
        adj[v]![u] = true;
      }
    }
  }
  const graph = {
    vertexCount: n,
    calls: 0,
    adjacent(u: number, v: number): boolean {
      graph.calls++;
      return adj[u]![v]!;
    },
  };
  return { adj, graph };
}

function expectValid(m: CardinalityMatcher, adj: boolean[][], removed: boolean[], size: number): void {
  let count = 0;
  for (let v = 0; v < adj.length; v++) {
    const p = m.mate(v);
    if (removed[v]) expect(p).toBe(-1);
    if (p < 0) continue;
    expect(m.mate(p)).toBe(v);
    expect(adj[v]![p]).toBe(true);
    if (p > v) count++;
  }
  expect(count).toBe(size);
  const alive = removed.filter((x) => !x).length;
  expect(m.isPerfect()).toBe(2 * size === alive);
}

/** The graphs of the clone tests: 2-14 vertices, neither empty nor complete. */
const cloneGraph = {
  n: fc.integer({ min: 2, max: 14 }),
  density: fc.double({ min: 0.1, max: 0.9, noNaN: true }),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
};

/** Removes vertex v mod n from m unless it is gone already, and records it. */
function removeOnce(m: CardinalityMatcher, removed: boolean[], v: number): void {
  const x = v % removed.length;
  if (!removed[x]) m.removeVertex(x);
  removed[x] = true;
}

describe('CardinalityMatcher', () => {
  it('is maximum on small graphs, before and after removals', () => {
    fc.assert(
      fc.property(
        fc.record({
          n: fc.integer({ min: 0, max: 14 }),
          density: fc.double({ min: 0, max: 1, noNaN: true }),
          seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          removals: fc.array(fc.record({ v: fc.nat(), maximizeAfter: fc.boolean() }), { maxLength: 8 }),
        }),
        (spec) => {
          const { adj, graph } = randomGraph(spec.n, spec.density, spec.seed);
          const removed = new Array<boolean>(spec.n).fill(false);
          const m = new CardinalityMatcher(graph);
          const check = (): void => {
            const size = m.maximize();
            expect(size).toBe(maxCardinalityDp(spec.n, (u, v) => adj[u]![v]!, removed));
            expectValid(m, adj, removed, size);
          };
          check();
          for (const { v, maximizeAfter } of spec.removals) {
            if (spec.n === 0) break;
            const x = v % spec.n;
            if (removed[x]) continue;
            m.removeVertex(x);
            removed[x] = true;
            expect(m.isRemoved(x)).toBe(true);
            if (maximizeAfter) check();
          }
          check();
        },
      ),
      { seed: 99, numRuns: runs(1000) },
    );
  });

  it('a clone takes removals without touching the original, and stays maximum', () => {
    fc.assert(
      fc.property(
        fc.record({
          ...cloneGraph,
          before: fc.array(fc.nat(), { maxLength: 4 }),
          after: fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
        }),
        (spec) => {
          const { adj, graph } = randomGraph(spec.n, spec.density, spec.seed);
          const removed = new Array<boolean>(spec.n).fill(false);
          const m = new CardinalityMatcher(graph);
          m.maximize();
          for (const v of spec.before) removeOnce(m, removed, v);
          const original = m.maximize();
          const c = m.clone();
          const cloneRemoved = [...removed];
          for (const v of spec.after) removeOnce(c, cloneRemoved, v);
          const size = c.maximize();
          expect(size).toBe(maxCardinalityDp(spec.n, (u, v) => adj[u]![v]!, cloneRemoved));
          expectValid(c, adj, cloneRemoved, size);
          expect(m.maximize()).toBe(original);
          expectValid(m, adj, removed, original);
        },
      ),
      { seed: 2026, numRuns: runs(800) },
    );
  });

  it('a matcher and its clones search in turn and each stays maximum (they share the search arrays)', () => {
    fc.assert(
      fc.property(
        fc.record({
          ...cloneGraph,
          steps: fc.array(fc.tuple(fc.nat(2), fc.nat()), { minLength: 1, maxLength: 12 }),
        }),
        (spec) => {
          const { adj, graph } = randomGraph(spec.n, spec.density, spec.seed);
          const first = new CardinalityMatcher(graph);
          first.maximize();
          const matchers = [first, first.clone(), first.clone()];
          const removed = matchers.map(() => new Array<boolean>(spec.n).fill(false));
          for (const [which, v] of spec.steps) {
            const m = matchers[which]!;
            removeOnce(m, removed[which]!, v);
            const size = m.maximize();
            expect(size).toBe(maxCardinalityDp(spec.n, (a, b) => adj[a]![b]!, removed[which]!));
            expectValid(m, adj, removed[which]!, size);
          }
        },
      ),
      { seed: 2027, numRuns: runs(800) },
    );
  });

  it('starts from the initial matching it is given, and is maximum whatever that matching is', () => {
    fc.assert(
      fc.property(
        fc.record({
          n: fc.integer({ min: 0, max: 14 }),
          density: fc.double({ min: 0, max: 1, noNaN: true }),
          seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          initial: fc.array(fc.integer({ min: -1, max: 15 }), { minLength: 15, maxLength: 15 }),
        }),
        (spec) => {
          const { adj, graph } = randomGraph(spec.n, spec.density, spec.seed);
          // Any proposal, consistent or not: only agreed, adjacent pairs may be taken.
          const m = new CardinalityMatcher({ ...graph, adjacent: graph.adjacent, initialMate: (v) => spec.initial[v]! });
          const size = m.maximize();
          const removed = new Array<boolean>(spec.n).fill(false);
          expect(size).toBe(maxCardinalityDp(spec.n, (u, v) => adj[u]![v]!, removed));
          expectValid(m, adj, removed, size);
        },
      ),
      { seed: 4242, numRuns: runs(1000) },
    );
  });

  it('stays maximum when several vertices are removed between maximize calls', () => {
    // Batches of removals free several vertices at once; an augmentation between two of them can open paths
    // between vertices that were free all along (this caught a real bug).
    fc.assert(
      fc.property(
        fc.record({
          n: fc.integer({ min: 4, max: 16 }),
          density: fc.double({ min: 0.08, max: 0.5, noNaN: true }),
          seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          batches: fc.array(fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 4 }),
        }),
        (spec) => {
          const { adj, graph } = randomGraph(spec.n, spec.density, spec.seed);
          const removed = new Array<boolean>(spec.n).fill(false);
          const m = new CardinalityMatcher(graph);
          m.maximize();
          for (const batch of spec.batches) {
            for (const v of batch) {
              const x = v % spec.n;
              if (removed[x]) continue;
              removed[x] = true;
              m.removeVertex(x);
            }
            const size = m.maximize();
            expect(size).toBe(maxCardinalityDp(spec.n, (u, v) => adj[u]![v]!, removed));
            expectValid(m, adj, removed, size);
          }
        },
      ),
      { seed: 31337, numRuns: runs(1500) },
    );
  });

  it('agrees with the weighted matcher on unit weights (mid-size graphs, removals)', () => {
    for (let seed = 0; seed < runs(150); seed++) {
      const r = rng(seed);
      const n = randInt(r, 20, 120);
      const density = [0.02, 0.05, 0.1, 0.3, 0.9][seed % 5]!;
      const { adj, graph } = randomGraph(n, density, seed + 1);
      const m = new CardinalityMatcher(graph);
      const w = new WeightedMatcher(n, 1);
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (adj[u]![v]) w.setEdge(u, v, [1]);
      const removed = new Array<boolean>(n).fill(false);
      for (let round = 0; round < 6; round++) {
        const size = m.maximize();
        const out = new Float64Array(1);
        w.matchingWeight(out);
        expect(size).toBe(out[0]);
        expectValid(m, adj, removed, size);
        // Incremental equals from scratch on the current graph.
        const freshGraph = { vertexCount: n, adjacent: (u: number, v: number) => !removed[u] && !removed[v] && adj[u]![v]! };
        expect(maximumCardinality(n, freshGraph.adjacent).size).toBe(size);
        for (let i = 0; i < 3; i++) {
          const x = randInt(r, 0, n - 1);
          if (removed[x]) continue;
          removed[x] = true;
          m.removeVertex(x);
          w.removeVertex(x);
        }
      }
    }
  });

  it('searches only from freed vertices after a removal: O(n^2) adjacency calls', () => {
    const n = 400;
    const { graph } = randomGraph(n, 0.9, 5);
    const m = new CardinalityMatcher(graph);
    m.maximize();
    expect(m.isPerfect()).toBe(true);
    const r = rng(3);
    for (let i = 0; i < 50; i++) {
      const x = randInt(r, 0, n - 1);
      if (m.isRemoved(x)) continue;
      graph.calls = 0;
      m.removeVertex(x);
      m.maximize();
      expect(graph.calls).toBeLessThanOrEqual(n * n);
    }
    graph.calls = 0;
    m.maximize();
    expect(graph.calls).toBe(0);
  });

  it('handles a large nearly complete implicit graph', () => {
    const n = 3001;
    const adjacent = (u: number, v: number): boolean => (u * 7 + v * 7) % 97 !== 0;
    const { size, mate } = maximumCardinality(n, adjacent);
    expect(size).toBe(1500);
    let free = 0;
    for (let v = 0; v < n; v++) {
      if (mate[v] === -1) free++;
      else expect(adjacent(v, mate[v]!)).toBe(true);
    }
    expect(free).toBe(1);
  });

  it('a free vertex whose one neighbour turns even inside a blossom is reached (the 2026 C5 witness: a bye for one player)', () => {
    // n players who may all meet and a bye vertex adjacent to one of them: the greedy start pairs him with another,
    // and the search from the last player reaches him as an even vertex only by contracting a blossom.
    for (const n of [5, 7, 15, 31]) {
      for (let only = 0; only < n; only++) {
        const bye = n;
        const m = new CardinalityMatcher({ vertexCount: n + 1, adjacent: (u, v) => (u === bye ? v === only : v === bye ? u === only : true) });
        expect(m.maximize()).toBe((n + 1) / 2);
        expect(m.mate(bye)).toBe(only);
      }
    }
  });

  it('maximumCardinality works on tiny graphs', () => {
    expect(maximumCardinality(0, () => true).size).toBe(0);
    expect(maximumCardinality(1, () => true).size).toBe(0);
    // Odd cycle of 5 plus a pendant: 3 (needs a blossom).
    const edges = new Set(['0-1', '1-2', '2-3', '3-4', '0-4', '4-5']);
    const adj = (u: number, v: number) => edges.has(`${Math.min(u, v)}-${Math.max(u, v)}`);
    const res = maximumCardinality(6, adj);
    expect(res.size).toBe(3);
  });
});
