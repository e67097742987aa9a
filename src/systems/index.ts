/**
 * One entry point for every pairing system: derive nothing here, just dispatch.
 */
import type { RoundState } from '../model/state.js';
import { pairDutch } from './dutch/round.js';
import type { RoundPairing, SystemName } from './shared/types.js';

export type { Pair, RoundPairing, SystemName } from './shared/types.js';

export function pairRound(state: RoundState, system: SystemName): RoundPairing {
  switch (system) {
    case 'dutch':
      return pairDutch(state);
    case 'dubov':
      throw new Error('the Dubov system is not implemented yet');
  }
}
