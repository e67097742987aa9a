/**
 * bestOfFew.ts: the order of the quality criteria (2017 C.5-C.19) and the enumeration of every pairing of a small
 * bracket. The route that uses them is tested on corpus rounds in fastRoutes.test.ts and against the exact engine
 * by the fast-vs-exact sweep.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestOutcomeOfAll, compareOutcomes, type Valuation } from '../../src/systems/dutch/bestOfFew.js';
import type { BracketOutcome } from '../../src/systems/dutch/outcome.js';

const base: BracketOutcome = {
  pairs: 2,
  psd: [10, 0, 0, 0],
  nextPairs: 3,
  nextPsd: [5, 0],
  c8: 0,
  c9: 0,
  c10: 1,
  c11: 1,
  c12: 1,
  c13: 0,
  c14: 0,
  c15: 0,
  c16: [10],
  c17: [],
  c18: [],
  c19: [],
};
const better = (a: Partial<BracketOutcome>, b: Partial<BracketOutcome>): void => {
  expect(compareOutcomes({ ...base, ...a }, { ...base, ...b })).toBeLessThan(0);
  expect(compareOutcomes({ ...base, ...b }, { ...base, ...a })).toBeGreaterThan(0);
};

describe('compareOutcomes: the quality criteria in their order', () => {
  it('C.5 more pairs first, whatever comes after', () => better({ pairs: 3, psd: [20, 20, 0, 0], c10: 4 }, { pairs: 2 }));
  it('C.6 the lower PSD (first differing score difference, highest first)', () => better({ psd: [10, 0, 0, 0] }, { psd: [15, 0, 0, 0], c10: 0 }));
  it('C.7 more pairs in the following bracket, then its lower PSD', () => {
    better({ nextPairs: 4, nextPsd: [10, 10] }, { nextPairs: 3, c12: 0 });
    better({ nextPsd: [5, 0] }, { nextPsd: [10, 0], c8: 0 });
  });
  it('C.8-C.15 fewer, each before the next', () => {
    better({ c8: 0, c9: 2 }, { c8: 1, c9: 0 });
    better({ c10: 1, c11: 3 }, { c10: 2, c11: 0 });
    better({ c12: 1, c13: 2 }, { c12: 2, c13: 0 });
    better({ c14: 0, c15: 3 }, { c14: 1, c15: 0 });
  });
  it('C.16-C.19 the lower score differences, after every count', () => {
    better({ c16: [5] }, { c16: [10] });
    better({ c15: 0, c16: [20] }, { c15: 1, c16: [5] });
  });
  it('as good: zero', () => expect(compareOutcomes(base, { ...base, c16: [10] })).toBe(0));
});

/** Brute force: every set of disjoint allowed pairs of 0..m-1, as sorted keys. */
function allPairings(m: number, allowed: (u: number, v: number) => boolean): string[] {
  const out: string[] = [];
  const pairs: [number, number][] = [];
  for (let mask = 0; mask < 1 << ((m * (m - 1)) / 2); mask++) {
    pairs.length = 0;
    let k = 0;
    const seen = new Set<number>();
    let ok = true;
    for (let u = 0; u < m && ok; u++) {
      for (let v = u + 1; v < m; v++, k++) {
        if ((mask & (1 << k)) === 0) continue;
        if (!allowed(u, v) || seen.has(u) || seen.has(v)) ok = false;
        seen.add(u);
        seen.add(v);
        pairs.push([u, v]);
      }
    }
    if (ok) out.push(pairs.map((p) => p.join('-')).join(' '));
  }
  return out.sort();
}

describe('bestOutcomeOfAll: every pairing, valued once', () => {
  it('visits each set of disjoint allowed pairs exactly once, the rest as floaters (brute force, up to 6 players)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(fc.boolean(), { minLength: 15, maxLength: 15 }), (m, edges) => {
        const index = (u: number, v: number): number => u * 6 + v - ((u + 1) * (u + 2)) / 2;
        const allowed = (u: number, v: number): boolean => edges[index(u, v)]!;
        const seen: string[] = [];
        bestOutcomeOfAll(m, allowed, (pairs, floaters) => {
          const paired = new Set(pairs.flat());
          expect([...floaters].sort((a, b) => a - b)).toEqual([...Array(m).keys()].filter((x) => !paired.has(x)));
          seen.push(pairs.map((p) => p.join('-')).join(' '));
          return 'excluded';
        });
        expect(seen.sort()).toEqual(allPairings(m, allowed));
      }),
      { numRuns: 300 },
    );
  });

  it('returns the best valued pairing, by C.5 first; null when one that could be the best cannot be valued, or all are excluded', () => {
    const always = (): boolean => true;
    // Value: more pairs better; among two pairs, the PSD favours pairing 0 with 3.
    const value = (pairs: readonly (readonly [number, number])[]): Valuation => ({
      ...base,
      pairs: pairs.length,
      psd: pairs.some(([u, v]) => u === 0 && v === 3) ? [0, 0, 0, 0] : [5, 0, 0, 0],
    });
    expect(bestOutcomeOfAll(4, always, value)).toEqual({ ...base, pairs: 2, psd: [0, 0, 0, 0] });
    // C.5 first: pairings with fewer pairs than the best one not excluded are not valued, so one of them that
    // cannot be valued does not matter; one with the most pairs that cannot be valued leaves no answer.
    expect(bestOutcomeOfAll(4, always, (pairs) => (pairs.length === 1 ? null : value(pairs)))).toEqual({ ...base, pairs: 2, psd: [0, 0, 0, 0] });
    expect(bestOutcomeOfAll(4, always, (pairs) => (pairs.length === 2 ? null : value(pairs)))).toBeNull();
    // Every two-pair pairing excluded: the best of those with one pair (0-3 alone).
    expect(bestOutcomeOfAll(4, always, (pairs) => (pairs.length === 2 ? 'excluded' : value(pairs)))).toEqual({ ...base, pairs: 1, psd: [0, 0, 0, 0] });
    expect(bestOutcomeOfAll(4, always, () => 'excluded')).toBeNull();
  });
});
