/**
 * WeightedMatcher.keepsOptimum: when it says that changing the edges at x by change(v)·unit leaves the current
 * matching optimal, the matching must be optimal on the changed graph (its weight there equals the changed
 * graph's optimum, computed by brute force). Graphs with many equal weights make most vertices sit in blossoms,
 * where the blossom duals count in the reduced costs; the test also checks that the proofs it judged include
 * such vertices, changes that lower x's matched edge and changes that raise it.
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
        // The engine's bumps: every changed edge by the same amount, or by the rank of the other end.
        const shape = randInt(r, 0, 2);
        const amount = randInt(r, -2, 2) || 1;
        const change = Array.from({ length: n }, (_, v) => (v === x || r() < 0.4 ? 0 : shape === 0 ? amount : shape === 1 ? n - v : randInt(r, -2, 2)));
        const unit = new Array<number>(K).fill(0);
        unit[randInt(r, 0, K - 1)] = 1;
        const changed = new PlainGraph(n, K);
        let valid = true;
        for (let u = 0; u < n; u++) {
          for (let v = u + 1; v < n; v++) {
            const w = g.w[u]![v];
            if (!w) continue;
            const by = u === x ? change[v]! : v === x ? change[u]! : 0;
            const next = w.map((c, k) => c + by * unit[k]!);
            if (!lexPositive(next)) valid = false;
            changed.set(u, v, next);
          }
        }
        if (!valid) continue;
        counts.judged++;
        if (!m.keepsOptimum(x, (v) => change[v]!, unit)) continue;
        counts.proved++;
        const mate = m.mate(x);
        const matched = mate < 0 ? 0 : change[mate]!;
        if (matched < 0) counts.lower++;
        if (matched > 0) counts.raise++;
        if (m.blossomDepth(x) > 0) counts.inBlossom++;
        // The current matching's weight on the changed graph equals the changed graph's optimum.
        const kept = new Array<number>(K).fill(0);
        for (let u = 0; u < n; u++) {
          const p = m.mate(u);
          if (p > u) changed.w[u]![p]!.forEach((c, k) => (kept[k] = kept[k]! + c));
        }
        expect(kept, `seed ${seed} trial ${trial}: x=${x} change ${change.join(' ')}`).toEqual(bruteForceWeight(changed));
      }
    }
    expect(counts.proved).toBeGreaterThan(counts.judged / 10);
    expect(counts.inBlossom).toBeGreaterThan(10);
    expect(counts.lower).toBeGreaterThan(10);
    expect(counts.raise).toBeGreaterThan(10);
  });
});
