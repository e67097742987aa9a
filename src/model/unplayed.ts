/**
 * What a rules edition says about rounds a player did not play over the board: whether such a round gives a
 * float, and whether it bars a later pairing-allocated bye. The model derives floats and PAB eligibility through
 * this interface so that each edition keeps its own definitions (src/systems/<system>/<edition>); the default is
 * the 2017/2018 reading, which the model applied before editions existed.
 */
import type { PointSystem } from '../trf/pointSystem.js';
import type { RoundOutcome } from './types.js';

/** Float received in a past round (Dutch 2017 A.4, 2026 1.4). */
export type Float = 'down' | 'up' | null;

export type UnplayedOutcome = Exclude<RoundOutcome, { readonly kind: 'played' }>;

export interface UnplayedRoundRules {
  /** Float given by a round not played over the board, worth `points` (tenths) to the player. */
  floatOf(outcome: UnplayedOutcome, points: number, system: PointSystem): Float;
  /** Whether such a round bars the player from a later pairing-allocated bye. */
  barsPab(outcome: UnplayedOutcome, points: number, system: PointSystem): boolean;
}

/**
 * Dutch 2017 A.4.b: "a player who, for whatever reason, does not play in a round, receives a downfloat".
 * C.04.1.d / approved C.2 (2017): a PAB or a forfeit win (opponent not appearing in time) bars a later PAB.
 */
export const UNPLAYED_2017: UnplayedRoundRules = {
  floatOf: () => 'down',
  barsPab: (o) => o.kind === 'pab' || (o.kind === 'forfeit' && o.result === 'win'),
};
