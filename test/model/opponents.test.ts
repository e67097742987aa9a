/** MetSet, the opponents of a round state: a ReadonlySet that answers as a Set of the same ids would. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MetSet } from '../../src/model/opponents.js';
import { deriveRoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import { readTrf } from '../../src/trf/index.js';
import { playerLine } from '../trf/helpers.js';
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

describe('the opponents of a round state', () => {
  it('lists an opponent met twice once, in the order first met', () => {
    // Player 1 meets 2, then 3, then 2 again (players of a small event may meet twice).
    const text = [
      'XXR 4',
      playerLine(1, '3.0', ['   2 w 1', '   3 b 1', '   2 w 1']),
      playerLine(2, '0.0', ['   1 b 0', '   4 w 1', '   1 b 0']),
      playerLine(3, '1.0', ['   4 w 1', '   1 w 0', '   4 b 1']),
      playerLine(4, '1.0', ['   3 b 0', '   2 b 0', '   3 w 0']),
    ].join('\n');
    const t = buildTournament(readTrf(new TextEncoder().encode(text + '\n')));
    const state = deriveRoundState(t, 4);
    expect([...state.players[0]!.opponents]).toEqual([2, 3]);
    expect([...state.players[1]!.opponents]).toEqual([1, 4]);
    expect(state.players[0]!.opponents.size).toBe(2);
    expect(state.players[0]!.colours).toEqual(['w', 'b', 'w']);
  });
});
