/**
 * `pair --explain`: the rules' pairing bracket by bracket, with the criterion behind each float, as the system
 * that paired it explains it (PairingSystem.explain; src/systems/<system>/reasons/explain.ts).
 */
import { ArgumentError } from '../errors.js';
import type { RoundState } from '../model/state.js';
import { systemById, type EditionChoice, type PairingExplanation, type RoundPairing, type SystemOptions } from '../systems/index.js';

export type { BracketExplanation, Decision, PairingExplanation } from '../systems/shared/reasons/explain.js';

/** The explanation of the rules' pairing `p` of `state` (derived with the edition's reading). */
export function explainPairing(state: RoundState, choice: EditionChoice, p: RoundPairing, options: SystemOptions = {}): PairingExplanation {
  const system = systemById(choice.system);
  if (system.explain === undefined) throw new ArgumentError(`--explain: the ${system.label} system does not explain its pairings`);
  return system.explain(state, choice, p, options);
}
