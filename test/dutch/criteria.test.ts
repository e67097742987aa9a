/**
 * The colour criteria of one pair (C.04.3 C.8-C.11) as the engines count them (colourEffects, and the packed
 * colourEffectBits the fast path reads), against the text spelled out player by player, on random players; and
 * the descending sort of PSD lists (A.8 compares them from the highest difference down).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colourPreferenceOf, type ColourPreference } from '../../src/model/state.js';
import type { Colour, PlayerId } from '../../src/model/types.js';
import { colourEffectBits, colourEffects } from '../../src/systems/dutch/criteria.js';
import { desc } from '../../src/systems/dutch/outcome.js';
import { dutchColourOf, type DutchPlayer } from '../../src/systems/dutch/player.js';
import { MetSet } from '../../src/model/opponents.js';

const colour = fc.constantFrom<Colour>('w', 'b');

const player = (rank: number): fc.Arbitrary<DutchPlayer> =>
  fc.record({ colours: fc.array(colour, { maxLength: 8 }), topscorer: fc.boolean(), score: fc.integer({ min: 0, max: 80 }) }).map(
    ({ colours, topscorer, score }): DutchPlayer => {
      let diff = 0;
      for (const c of colours) diff += c === 'w' ? 1 : -1;
      const colourPreference: ColourPreference = colourPreferenceOf(colours);
      return {
        rank,
        id: (rank + 1) as PlayerId,
        pairingNumber: rank + 1,
        score,
        colours,
        colourDifference: diff,
        colourPreference,
        floats: [null, null],
        pabEligible: true,
        topscorer,
        opponents: MetSet.of([]),
      };
    },
  );

/** One player's share, as C.8-C.11 read: topscorer pairs only for C.8/C.9; C.11 a strong preference only. */
function share(p: DutchPlayer, got: Colour, topscorerPair: boolean): [number, number, number, number] {
  const colours = [...p.colours, got];
  const diff = colours.filter((c) => c === 'w').length - colours.filter((c) => c === 'b').length;
  const n = colours.length;
  const threeInARow = n >= 3 && colours[n - 1] === colours[n - 2] && colours[n - 2] === colours[n - 3];
  const missed = p.colourPreference.colour !== null && p.colourPreference.colour !== got;
  return [
    topscorerPair && Math.abs(diff) > 2 ? 1 : 0,
    topscorerPair && threeInARow ? 1 : 0,
    missed ? 1 : 0,
    missed && p.colourPreference.strength === 'strong' ? 1 : 0,
  ];
}

describe('colour criteria of a pair (C.8-C.11)', () => {
  it('colourEffects and its packed form count what the text counts, player by player', () => {
    fc.assert(
      fc.property(player(0), player(1), colour, (a, b, initial) => {
        const ca = dutchColourOf(a, b, initial);
        const cb: Colour = ca === 'w' ? 'b' : 'w';
        const top = a.topscorer || b.topscorer;
        const sa = share(a, ca, top);
        const sb = share(b, cb, top);
        const expected = { c8: sa[0] + sb[0], c9: sa[1] + sb[1], c10: sa[2] + sb[2], c11: sa[3] + sb[3] };
        expect(colourEffects(a, b, initial)).toEqual(expected);
        const bits = colourEffectBits(a, b, initial);
        expect(bits).toBe(expected.c8 | (expected.c9 << 2) | (expected.c10 << 4) | (expected.c11 << 6));
      }),
      { numRuns: 2000, seed: 16 },
    );
  });
});

describe('desc (PSD lists, highest first)', () => {
  it('sorts in place from the highest to the lowest, as a comparator sort does', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 400 }), { maxLength: 60 }), (xs) => {
        const copy = [...xs];
        const out = desc(copy);
        expect(out).toBe(copy);
        expect(out).toEqual([...xs].sort((a, b) => b - a));
      }),
      { numRuns: 500, seed: 16 },
    );
  });
});
