/**
 * The floater filter of the D.2 exchanges (exchanges.ts): the filtered generator yields exactly the exchanges of
 * the unfiltered one that keep enough players who may float in S2, in the same order. The unfiltered order is the
 * text's (test/dutch/exchange.test.ts); this law is what lets the fast path jump to an exchange far down that order
 * (a PPB that must float four S1R players) without walking the others. SWISSPAIR_PROPERTY_RUNS cases (default 300).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exchangesOfSize, type Exchange, type FloaterFilter } from '../../src/systems/dutch/exchanges.js';

const RUNS = Number(process.env.SWISSPAIR_PROPERTY_RUNS ?? 300);

const key = (e: Exchange): string => `${e.out.join(',')}<>${e.in.join(',')}`;

function passes(f: FloaterFilter, e: Exchange): boolean {
  let n = 0;
  for (const i of e.out) n += f.outFloats[i]!;
  for (const j of e.in) n -= f.inFloats[j]!;
  return n >= f.need;
}

describe('D.2 exchanges with a floater filter', () => {
  it('are the unfiltered exchanges that pass the filter, in the same order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }).chain((h) =>
          fc.record({
            h: fc.constant(h),
            r: fc.integer({ min: h, max: h + 3 }),
            size: fc.integer({ min: 1, max: Math.min(h, 4) }),
            outBits: fc.array(fc.boolean(), { minLength: h, maxLength: h }),
            inBits: fc.array(fc.boolean(), { minLength: h + 3, maxLength: h + 3 }),
            need: fc.integer({ min: -3, max: 4 }),
          }),
        ),
        ({ h, r, size, outBits, inBits, need }) => {
          const filter: FloaterFilter = {
            outFloats: Uint8Array.from(outBits.slice(0, h), Number),
            inFloats: Uint8Array.from(inBits.slice(0, r), Number),
            need,
          };
          const expected = [...exchangesOfSize(h, r, size)].filter((e) => passes(filter, e)).map(key);
          expect([...exchangesOfSize(h, r, size, filter)].map(key)).toEqual(expected);
        },
      ),
      { numRuns: RUNS, seed: 20261125 },
    );
  });

  it('jump far down the order: four floaters at the top of a large S1R', () => {
    // S1R = BSN 1..400, only 3, 5, 8 and 9 may float; S2R = 401..810, none may float; four must float from S1R.
    const h = 400;
    const r = 410;
    const outFloats = new Uint8Array(h);
    for (const b of [3, 5, 8, 9]) outFloats[b - 1] = 1;
    const filter: FloaterFilter = { outFloats, inFloats: new Uint8Array(r), need: 4 };
    let steps = 0;
    const first = exchangesOfSize(h, r, 4, filter, () => ++steps > 0).next().value!;
    // The only out-set is {3, 5, 8, 9}; the least in-sum is 401..404 (D.2 b), the first of its sum (d).
    expect(first.out.map((i: number) => i + 1)).toEqual([3, 5, 8, 9]);
    expect(first.in.map((j: number) => h + j + 1)).toEqual([401, 402, 403, 404]);
    // Found without walking the ~10^18 exchanges before it: a few scans of S1R.
    expect(steps).toBeLessThan(10 * (h + r));
  });

  it('stop when the step callback says so', () => {
    const filter: FloaterFilter = { outFloats: new Uint8Array(5).fill(1), inFloats: new Uint8Array(6), need: 0 };
    expect([...exchangesOfSize(5, 6, 2, filter)]).toHaveLength(150);
    let steps = 0;
    const some = [...exchangesOfSize(5, 6, 2, filter, () => ++steps < 25)];
    expect(steps).toBe(25);
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThan(150);
    expect(some.map(key)).toEqual([...exchangesOfSize(5, 6, 2)].slice(0, some.length).map(key));
  });
});
