/**
 * BatchWeightedMatcher.setEdgesAt = setEdge on each edge: two matchers driven in lockstep, one changing a vertex's
 * edges one setEdge at a time, the other in one setEdgesAt, on graphs full of equal-weight odd cycles (nested
 * blossoms, so that the blossom sums and cycle edges setEdgesAt works out once are exercised), with pair removals
 * and solves in between. After every solve both have the same matching and the same repair path (event counts),
 * and the certificate checks.
 */
import { describe, expect, it } from 'vitest';
import { WeightedMatcher } from '../../src/matching/weighted.js';
import { BatchWeightedMatcher } from '../../src/matching/weighted-batch.js';
import { randInt, randomWeight, rng, runs } from './reference.js';
import { verifyMatcher } from '../../src/matching/weighted-verify.js';

function mates(m: WeightedMatcher): number[] {
  return Array.from({ length: m.vertexCount }, (_, v) => m.mate(v));
}

describe('BatchWeightedMatcher.setEdgesAt', () => {
  it('does exactly what setEdge on each edge does, through nested blossoms and removals', () => {
    let batches = 0;
    let nested = 0;
    for (let seed = 0; seed < runs(30); seed++) {
      const r = rng(7000 + seed);
      const n = randInt(r, 12, 50);
      const K = 2;
      const layout = seed % 3 === 0 ? 'triangular' : 'square';
      const one = new WeightedMatcher(n, K, layout);
      const batch = new BatchWeightedMatcher(n, K, layout);
      const removed = new Array<boolean>(n).fill(false);
      const set = (u: number, v: number, w: number[]): void => {
        one.setEdge(u, v, w);
        batch.setEdge(u, v, w);
      };
      // Equal-weight odd cycles make blossoms, nested when they share vertices.
      for (let c = 0; c < n / 2; c++) {
        const len = 2 * randInt(r, 1, 4) + 1;
        const vs = Array.from({ length: len }, () => randInt(r, 0, n - 1));
        for (let i = 0; i < len; i++) if (vs[i] !== vs[(i + 1) % len]) set(vs[i]!, vs[(i + 1) % len]!, [4, 0]);
      }
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (r() < 0.3) set(u, v, randomWeight(r, K, 'small'));
      for (let s = 0; s < 40; s++) {
        one.solve();
        batch.solve();
        const context = `seed ${seed} step ${s}`;
        expect(mates(batch), context).toEqual(mates(one));
        expect(batch.eventCounts(), context).toEqual(one.eventCounts());
        expect(verifyMatcher(batch), context).toEqual([]);
        const alive = [...Array(n).keys()].filter((v) => !removed[v]);
        if (alive.length < 4) break;
        const v = alive[randInt(r, 0, alive.length - 1)]!;
        if (one.blossomDepth(v) > 1) nested++;
        if (r() < 0.2) {
          const p = one.mate(v);
          if (p >= 0) {
            one.removePair(v, p);
            batch.removePair(v, p);
            removed[v] = removed[p] = true;
          }
          continue;
        }
        // Change about half of v's edges, up or down, the rest left as they are (null).
        const plan = new Map<number, number[]>();
        for (const u of alive) if (u !== v && one.hasEdge(v, u) && r() < 0.5) plan.set(u, r() < 0.3 ? [4, 0] : randomWeight(r, K, 'small'));
        for (const [u, w] of plan) one.setEdge(v, u, w);
        batch.setEdgesAt(v, (u) => plan.get(u) ?? null);
        batches++;
      }
    }
    expect(batches).toBeGreaterThan(100);
    expect(nested).toBeGreaterThan(10);
  });
});
