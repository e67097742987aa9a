/**
 * The search's incremental event scan (blossom-search.ts, deltaPass) must pick the very event a full scan picks:
 * two matchers run the same random sequences of solves, edge changes and pair removals, one scanning in full and
 * one incrementally, and after every solve they must hold the same matching and have taken the same number of
 * dual steps and stages, with the same event counts. Graphs with many equal weights make most steps have delta 0,
 * the case the incremental scan shortens.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eventScan } from '../../src/matching/blossom-search.js';
import { WeightedMatcher } from '../../src/matching/weighted.js';
import { randInt, randomWeight, rng, runs } from './reference.js';

afterEach(() => {
  eventScan.mode = 'incremental';
});

function solveIn(mode: 'incremental' | 'full', m: WeightedMatcher): void {
  eventScan.mode = mode;
  m.solve();
  eventScan.mode = 'incremental';
}

describe('weighted matcher: incremental event scan = full scan', () => {
  it('the same events, steps and matching on random change sequences', () => {
    let steps = 0;
    for (let seed = 1; seed <= runs(60); seed++) {
      const r = rng(seed * 7919);
      const n = randInt(r, 6, 48);
      const K = randInt(r, 1, 3);
      const profile = r() < 0.7 ? 'equal' : 'small';
      const full = new WeightedMatcher(n, K);
      const incr = new WeightedMatcher(n, K);
      const alive = new Set<number>(Array.from({ length: n }, (_, v) => v));
      const set = (u: number, v: number, w: number[]): void => {
        full.setEdge(u, v, w);
        incr.setEdge(u, v, w);
      };
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (r() < 0.6) set(u, v, randomWeight(r, K, profile));
      for (let step = 0; step < 12; step++) {
        solveIn('full', full);
        solveIn('incremental', incr);
        const context = `seed ${seed} step ${step}`;
        expect(incr.stats(), context).toEqual(full.stats());
        expect(incr.eventCounts(), context).toEqual(full.eventCounts());
        for (let v = 0; v < n; v++) expect(incr.mate(v), `${context} vertex ${v}`).toBe(full.mate(v));
        steps += full.stats().steps;
        const live = [...alive];
        if (live.length < 4) break;
        const u = live[randInt(r, 0, live.length - 1)]!;
        if (r() < 0.3 && full.mate(u) >= 0) {
          const p = full.mate(u);
          full.removePair(u, p);
          incr.removePair(u, p);
          alive.delete(u);
          alive.delete(p);
        } else {
          // All edges at one vertex change, as the pairing engine's bumps do.
          for (const v of live) if (v !== u && r() < 0.7) set(u, v, randomWeight(r, K, profile));
        }
      }
    }
    expect(steps).toBeGreaterThan(runs(60) * 20);
  });
});
