/** Re-pairs a round of a TRF fixture with the 2026 oracle, the state derived with the 2026 unplayed-round reading. */
import { deriveRoundState } from '../../../src/model/state.js';
import type { Tournament } from '../../../src/model/types.js';
import { UNPLAYED_DUTCH_2026 } from '../../../src/systems/shared/edition.js';
import { pairDutch2026Literally, type Oracle2026Options, type Oracle2026Result } from './round.js';

/** A file without XXR was planned for the rounds it has (corpus README): it matters for 1.8 topscorers. */
export function oracle2026Round(t: Tournament, round: number, options?: Oracle2026Options): Oracle2026Result {
  const state = deriveRoundState(t, round, { plannedRounds: t.roundsInFile, unplayed: UNPLAYED_DUTCH_2026 });
  return pairDutch2026Literally(state, options);
}
