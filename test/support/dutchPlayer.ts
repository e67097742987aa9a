/**
 * A hand-made Dutch player for unit tests of the engine's parts (no TRF): rank r has id and pairing number r + 1,
 * a mild preference for white after one game of each colour, and `met` the ranks of the players he has met.
 */
import { playerId, type PlayerId } from '../../src/model/types.js';
import type { DutchPlayer } from '../../src/systems/dutch/player.js';

export type Float = DutchPlayer['floats'][number];

export function dutchPlayer(rank: number, score: number, options: { floats?: [Float, Float]; met?: readonly number[] } = {}): DutchPlayer {
  return {
    rank,
    id: playerId(rank + 1),
    pairingNumber: rank + 1,
    score,
    colours: ['w', 'b'],
    colourDifference: 0,
    colourPreference: { strength: 'mild', colour: 'w' },
    floats: options.floats ?? [null, null],
    pabEligible: true,
    topscorer: false,
    opponents: new Set<PlayerId>((options.met ?? []).map((r) => playerId(r + 1))),
  };
}
