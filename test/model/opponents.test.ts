/** MetSet, the opponents of a round state: a ReadonlySet that answers as a Set of the same ids would. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MetSet } from '../../src/model/opponents.js';
import { playerId, type PlayerId } from '../../src/model/types.js';

const ids = fc.array(fc.integer({ min: 1, max: 40 }).map(playerId), { maxLength: 60 });

describe('MetSet', () => {
  it('has, size and iteration as a Set of the same ids (duplicates once, in the order first met)', () => {
    fc.assert(
      fc.property(ids, fc.array(fc.integer({ min: 0, max: 45 }).map(playerId), { maxLength: 20 }), (met, asked) => {
        const set = new Set<PlayerId>(met);
        const mine = MetSet.of(met);
        expect(mine.size).toBe(set.size);
        expect([...mine]).toEqual([...set]);
        expect([...mine.keys()]).toEqual([...set.keys()]);
        expect([...mine.values()]).toEqual([...set.values()]);
        expect([...mine.entries()]).toEqual([...set.entries()]);
        const seen: PlayerId[] = [];
        mine.forEach((value, key, whole) => {
          expect(key).toBe(value);
          expect(whole).toBe(mine);
          seen.push(value);
        });
        expect(seen).toEqual([...set]);
        for (const id of [...asked, ...met]) expect(mine.has(id)).toBe(set.has(id));
      }),
      { seed: 16_0924, numRuns: 300 },
    );
  });
});
