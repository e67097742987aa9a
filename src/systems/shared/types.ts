/**
 * What a pairing system returns for one round, and the bits of the round state every system reads.
 */
import type { PlayerId } from '../../model/types.js';

export interface Pair {
  readonly white: PlayerId;
  readonly black: PlayerId;
}

export interface RoundPairing {
  readonly round: number;
  /** Pairs in the published board order (C.04.2). */
  readonly pairs: readonly Pair[];
  /** The player receiving the pairing-allocated bye, if the number of players to pair is odd. */
  readonly bye: PlayerId | null;
  /** Players not paired this round (declared byes, absences), by increasing pairing number. */
  readonly notPaired: readonly PlayerId[];
}

/** A pairing system's id (src/systems/registry.ts): 'dutch', 'dubov', ... */
export type SystemName = string;
