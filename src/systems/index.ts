/**
 * One entry point for every pairing system: derive nothing here, just dispatch.
 */
import type { RoundState } from '../model/state.js';
import { pairDubov } from './dubov/round.js';
import type { DubovOptions } from './dubov/player.js';
import { pairDutch } from './dutch/round.js';
import type { RoundPairing, SystemName } from './shared/types.js';

export type { Pair, RoundPairing, SystemName } from './shared/types.js';

export interface PairOptions extends DubovOptions {}

export function pairRound(state: RoundState, system: SystemName, options: PairOptions = {}): RoundPairing {
  switch (system) {
    case 'dutch':
      return pairDutch(state);
    case 'dubov':
      return pairDubov(state, options);
  }
}
