/**
 * One entry point for every pairing system and edition: the edition is chosen here, once (see shared/edition.ts),
 * the round state is derived with that edition's reading of unplayed rounds, and the edition's engine pairs it.
 */
import { deriveRoundState, type RoundState } from '../model/state.js';
import { pairDubov } from './dubov/round.js';
import type { DubovOptions } from './dubov/player.js';
import { pairDutch } from './dutch/round.js';
import { pairDutch2026 } from './dutch/2026/round.js';
import { chooseEdition, unplayedRules, type Edition, type EditionChoice } from './shared/edition.js';
import type { RoundPairing, SystemName } from './shared/types.js';

export type { Pair, RoundPairing, SystemName } from './shared/types.js';
export * from './shared/edition.js';

export interface PairOptions extends Omit<DubovOptions, 'edition'> {
  /** The rules edition; without it, chosen from the file's records, its start date, then the edition in force. */
  readonly edition?: Edition;
  /** ISO date used as "today" for the edition in force (tests; default: the clock). */
  readonly today?: string;
}

export interface EditionedPairing extends RoundPairing {
  readonly edition: EditionChoice;
}

/** The state as `choice`'s edition reads it: `state` itself when it was derived that way already. */
export function stateForEdition(state: RoundState, choice: EditionChoice): RoundState {
  const unplayed = unplayedRules(choice.system, choice.edition);
  if ((state.derivedWith.unplayed ?? unplayedRules(choice.system, choice.system === 'dutch' ? '2017' : '2018')) === unplayed) {
    return state;
  }
  return deriveRoundState(state.tournament, state.round, { ...state.derivedWith, unplayed });
}

export function pairRound(state: RoundState, system: SystemName, options: PairOptions = {}): EditionedPairing {
  const choice = chooseEdition(state.tournament, system, options.edition, options.today);
  const s = stateForEdition(state, choice);
  return { ...pairWith(s, choice, options), edition: choice };
}

function pairWith(state: RoundState, choice: EditionChoice, options: PairOptions): RoundPairing {
  switch (choice.system) {
    case 'dutch': {
      const dutch = options.engine === undefined ? {} : { engine: options.engine };
      return choice.edition === '2017' ? pairDutch(state, dutch) : pairDutch2026(state, dutch);
    }
    case 'dubov':
      return pairDubov(state, { ...options, edition: choice.edition === '2026' ? '2026' : '2018' });
  }
}
