/**
 * The first solve's start (src/matching/weighted-start.ts): whatever the graph, it must hand the search a valid
 * certificate to begin from (feasible, non-negative duals; tight matched edges; a matching maximal among tight
 * edges), and on a bracket-shaped graph, where one vertex's edges outweigh all others (an MDP), it must still
 * make the common edges tight and pair almost everyone. The optimum itself is checked against brute force by
 * weighted-brute.test.ts, whose every solve begins here.
 */
import { describe, expect, it } from 'vitest';
import { BlossomState } from '../../src/matching/blossom-state.js';
import { WeightedMatcher } from '../../src/matching/weighted.js';
import { startDuals } from '../../src/matching/weighted-start.js';
import { lexCmp, randInt, randomWeight, rng, runs } from './reference.js';
import { verifyMatcher } from '../../src/matching/weighted-verify.js';

/** A state holding the graph as WeightedMatcher stores it (weights doubled). */
function stateOf(n: number, K: number, weight: (u: number, v: number) => number[] | null, removed: ReadonlySet<number>): BlossomState {
  const st = new BlossomState(n, K, 'square');
  for (const v of removed) st.markRemoved(v);
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      const w = weight(u, v);
      if (w === null) continue;
      for (const [a, b] of [[u, v], [v, u]] as const) {
        const e = st.idx(a, b);
        st.exist[e] = 1;
        for (let k = 0; k < K; k++) st.w[e * K + k] = 2 * w[k]!;
      }
    }
  }
  return st;
}

const dual = (st: BlossomState, v: number): number[] => Array.from(st.y.subarray(v * st.K, (v + 1) * st.K));
/** Reduced cost of edge {u, v} (no blossoms exist at the start), in doubled units. */
function slack(st: BlossomState, u: number, v: number): number[] {
  const e = st.idx(u, v);
  return dual(st, u).map((y, k) => y + st.y[v * st.K + k]! - st.w[e * st.K + k]!);
}
const zero = (K: number): number[] => new Array<number>(K).fill(0);

describe('weighted matcher: the first solve starts from a valid certificate', () => {
  it('feasible non-negative duals, tight matched edges, maximal among tight edges (random graphs, many ties)', () => {
    let pairs = 0;
    for (let seed = 1; seed <= runs(300); seed++) {
      const r = rng(seed);
      const n = randInt(r, 2, 24);
      const K = randInt(r, 1, 4);
      const profile = (['equal', 'small', 'wide', 'mixed'] as const)[randInt(r, 0, 3)]!;
      const density = r();
      const removed = new Set(Array.from({ length: n }, (_, v) => v).filter(() => r() < 0.1));
      const w = Array.from({ length: n }, () => new Array<number[] | null>(n).fill(null));
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (r() < density) w[u]![v] = randomWeight(r, K, profile);
      const st = stateOf(n, K, (u, v) => w[u]![v]!, removed);
      pairs += startDuals(st);
      for (let u = 0; u < n; u++) {
        if (removed.has(u)) continue;
        expect(lexCmp(dual(st, u), zero(K)), `seed ${seed}: y_${u} >= 0`).toBeGreaterThanOrEqual(0);
        const m = st.mate[u]!;
        if (m >= 0) {
          expect(st.mate[m], `seed ${seed}: mates agree`).toBe(u);
          expect(slack(st, u, m), `seed ${seed}: matched edge {${u}, ${m}} tight`).toEqual(zero(K));
        }
        for (let v = u + 1; v < n; v++) {
          if (removed.has(v) || w[u]![v] === null) continue;
          const s = slack(st, u, v);
          expect(lexCmp(s, zero(K)), `seed ${seed}: edge {${u}, ${v}} feasible`).toBeGreaterThanOrEqual(0);
          const positive = st.dualPositive(u) || st.dualPositive(v);
          if (st.mate[u] === -1 && st.mate[v] === -1 && positive) expect(s, `seed ${seed}: free tight edge {${u}, ${v}} left`).not.toEqual(zero(K));
        }
      }
    }
    expect(pairs).toBeGreaterThan(0);
  });

  it('a bracket-shaped graph: an MDP outweighs every edge, yet the residents start paired (not 1 pair of 21)', () => {
    // Vertex 0 (the MDP) weighs 3 to everyone, residents 2 to each other but for a few who met (no edge).
    const n = 42;
    const met = (u: number, v: number): boolean => u > 0 && (v - u === 1 || v - u === 20);
    const m = new WeightedMatcher(n, 2);
    for (let u = 0; u < n; u++) {
      for (let v = u + 1; v < n; v++) if (!met(u, v)) m.setEdge(u, v, [u === 0 ? 3 : 2, (u + v) % 3 === 0 ? 1 : 0]);
    }
    m.solve();
    expect(m.eventCounts().greedy).toBeGreaterThanOrEqual(19);
    const total = new Float64Array(2);
    m.matchingWeight(total);
    for (let v = 0; v < n; v++) expect(m.mate(v)).toBeGreaterThanOrEqual(0);
    // 21 pairs: the MDP's (3) and 20 residents' (2): first word 43.
    expect(total[0]).toBe(43);
  });

  it('spread weights (a random lowest word on almost every edge): the greedy guess priced pair by pair starts most vertices paired', () => {
    // Without the candidate priced on the greedy matching's own pairs (weighted-start.ts), the start pairs 125 of
    // these 225 possible pairs; with it, 140.
    let pairs = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const r = rng(seed);
      const n = 150;
      const m = new WeightedMatcher(n, 3);
      for (let u = 0; u < n; u++) {
        for (let v = u + 1; v < n; v++) {
          if (r() < 0.1) continue;
          m.setEdge(u, v, [10, Math.floor(r() * 3), Math.floor(r() * 1000)]);
        }
      }
      m.solve();
      pairs += m.eventCounts().greedy!;
    }
    expect(pairs).toBeGreaterThanOrEqual(130);
  });
});

describe("WeightedMatcher's start option", () => {
  it("'classical' reaches the same optimum weight as 'best', with a valid certificate", () => {
    for (let seed = 0; seed < runs(40); seed++) {
      const r = rng(9100 + seed);
      const n = randInt(r, 2, 40);
      const K = randInt(r, 1, 3);
      const profile = (['small', 'equal', 'wide', 'mixed'] as const)[seed % 4]!;
      const best = new WeightedMatcher(n, K);
      const classical = new WeightedMatcher(n, K, 'auto', { start: 'classical' });
      for (let u = 0; u < n; u++) {
        for (let v = u + 1; v < n; v++) {
          if (r() < 0.4) continue;
          const w = randomWeight(r, K, profile);
          best.setEdge(u, v, w);
          classical.setEdge(u, v, w);
        }
      }
      const a = new Float64Array(K);
      const b = new Float64Array(K);
      best.matchingWeight(a);
      classical.matchingWeight(b);
      expect([...b], `seed ${seed}`).toEqual([...a]);
      expect(verifyMatcher(classical), `seed ${seed}`).toEqual([]);
    }
  });
});
