/**
 * WeightedMatcher.keepsOptimum: when it says that lowering (raising) the edges at x to a set of vertices by delta
 * leaves the current matching optimal, the matching must be optimal on the changed graph (its weight there equals
 * the changed graph's optimum, computed by brute force). Graphs with many equal weights make most vertices sit in
 * blossoms, where the blossom duals count in the reduced costs; the test also checks that the proofs it judged
 * include such vertices, and both directions.
 */
import { describe, expect, it } from 'vitest';
import { WeightedMatcher } from '../../src/matching/weighted.js';
import { PlainGraph, bruteForceWeight, randInt, randomWeight, rng, runs } from './reference.js';

function build(g: PlainGraph): WeightedMatcher {
  const m = new WeightedMatcher(g.n, g.K);
  for (let u = 0; u < g.n; u++) for (let v = u + 1; v < g.n; v++) if (g.w[u]![v]) m.setEdge(u, v, g.w[u]![v]!);
  return m;
}

const lexPositive = (w: readonly number[]): boolean => {
  const first = w.find((x) => x !== 0);
  return first !== undefined && first > 0;
};

describe('WeightedMatcher.keepsOptimum', () => {
  it('proves only changes that keep the matching optimal (brute force), inside blossoms too', () => {
    const counts = { judged: 0, proved: 0, inBlossom: 0, lower: 0, raise: 0 };
    for (let seed = 1; seed <= runs(300); seed++) {
      const r = rng(seed);
      const n = randInt(r, 4, 11);
      const K = randInt(r, 1, 3);
      const profile = r() < 0.6 ? 'equal' : 'small';
      const g = new PlainGraph(n, K);
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (r() < 0.75) g.set(u, v, randomWeight(r, K, profile));
      const m = build(g);
      m.solve();
      for (let trial = 0; trial < 8; trial++) {
        const x = randInt(r, 0, n - 1);
        const direction = r() < 0.5 ? 'lower' : 'raise';
        const changedSet = new Set<number>();
        for (let v = 0; v < n; v++) if (v !== x && r() < 0.5) changedSet.add(v);
        const mate = m.mate(x);
        // Lowering is provable only along x's matched edge: include it most of the time.
        if (direction === 'lower' && mate >= 0 && r() < 0.8) changedSet.add(mate);
        const delta = new Array<number>(K).fill(0);
        delta[randInt(r, 0, K - 1)] = 1;
        const sign = direction === 'lower' ? -1 : 1;
        const changed = new PlainGraph(n, K);
        let valid = true;
        for (let u = 0; u < n; u++) {
          for (let v = u + 1; v < n; v++) {
            const w = g.w[u]![v];
            if (!w) continue;
            const touched = (u === x && changedSet.has(v)) || (v === x && changedSet.has(u));
            const next = touched ? w.map((c, k) => c + sign * delta[k]!) : w;
            if (!lexPositive(next)) valid = false;
            changed.set(u, v, next);
          }
        }
        if (!valid) continue;
        counts.judged++;
        if (!m.keepsOptimum(x, (v) => changedSet.has(v), delta, direction)) continue;
        counts.proved++;
        counts[direction]++;
        if (m.blossomDepth(x) > 0) counts.inBlossom++;
        // The current matching's weight on the changed graph equals the changed graph's optimum.
        const kept = new Array<number>(K).fill(0);
        for (let u = 0; u < n; u++) {
          const p = m.mate(u);
          if (p > u) changed.w[u]![p]!.forEach((c, k) => (kept[k] = kept[k]! + c));
        }
        expect(kept, `seed ${seed} trial ${trial}: x=${x} ${direction}`).toEqual(bruteForceWeight(changed));
      }
    }
    expect(counts.proved).toBeGreaterThan(counts.judged / 10);
    expect(counts.inBlossom).toBeGreaterThan(10);
    expect(counts.lower).toBeGreaterThan(10);
    expect(counts.raise).toBeGreaterThan(10);
  });
});
