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
export { SYSTEMS, findSystem, systemById, systemIds, registerSystem } from './registry.js';
export type { BbpSupport, CodeReading, GeneratorSupport, PairingExplanation, PairingSystem, RoundEvaluator, SystemOptions } from './system.js';

export interface PairOptions extends SystemOptions {
  /** The rules edition; without it, chosen from the file's records, its start date, then the edition in force. */
  readonly edition?: Edition;
  /** ISO date used as "today" for the edition in force (tests; default: the clock). */
  readonly today?: string;
}

export interface EditionedPairing extends RoundPairing {
  readonly edition: EditionChoice;
  /**
   * The `192` code naming the system and edition that paired the round, which applyPairing (and so `pair -o`)
   * writes, so that the next round is paired by the same text whatever the date: `_BAKU` when the round was
   * paired with Baku acceleration or the file's own code of this system has it.
   */
  readonly typeCode: string;
}

/** The `192` code of a round paired from `state` by `choice` (see EditionedPairing.typeCode). */
export function typeCodeFor(state: RoundState, choice: EditionChoice): string {
  const system = systemById(choice.system);
  const old = state.tournament.typeRecords.record192?.text ?? '';
  const baku = state.acceleration?.kind === 'baku' || (/_BAKU$/i.test(old) && system.readCode(old) !== undefined);
  return system.writeCode(choice.edition, baku);
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
  return { ...systemById(system).pair(s, choice, rest), edition: choice, typeCode: typeCodeFor(s, choice) };
}
