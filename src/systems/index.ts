/**
 * One entry point for every pairing system and edition: the system and edition are chosen here, once
 * (choose.ts), the round state is derived with that edition's reading of unplayed rounds, and the system
 * (registry.ts, behind the PairingSystem interface of system.ts) pairs it.
 */
import { deriveRoundState, type RoundState } from '../model/state.js';
import { UNPLAYED_2017 } from '../model/unplayed.js';
import { chooseEdition } from './choose.js';
import { systemById } from './registry.js';
import type { Edition, EditionChoice } from './shared/edition.js';
import type { RoundPairing, SystemName } from './shared/types.js';
import type { SystemOptions } from './system.js';

export type { Pair, RoundPairing, SystemName } from './shared/types.js';
export * from './shared/edition.js';
export * from './choose.js';
export { SYSTEMS, findSystem, systemById, systemIds } from './registry.js';
export type { BbpSupport, CodeReading, GeneratorSupport, PairingExplanation, PairingSystem, RoundEvaluator, SystemOptions } from './system.js';

export interface PairOptions extends SystemOptions {
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
  const unplayed = systemById(choice.system).unplayed(choice.edition);
  if ((state.derivedWith.unplayed ?? UNPLAYED_2017) === unplayed) return state;
  return deriveRoundState(state.tournament, state.round, { ...state.derivedWith, unplayed });
}

/** Pairs `state` by `system` (an id of the registry) in the edition `options` names, else the one chosen for the file. */
export function pairRound(state: RoundState, system: SystemName, options: PairOptions = {}): EditionedPairing {
  const choice = chooseEdition(state.tournament, system, options.edition, options.today);
  const s = stateForEdition(state, choice);
  const { edition: _edition, today: _today, ...rest } = options;
  return { ...systemById(system).pair(s, choice, rest), edition: choice };
}
