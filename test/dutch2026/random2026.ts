/**
 * Random tournaments for the Dutch 2026 property tests: rates drawn per tournament so that what the 2026 text
 * changed gets exercised (odd player counts and the PAB, forfeits, full- and half-point byes, absences, late
 * entries, final rounds with topscorers), and each round's state derived with the 2026 reading of unplayed rounds
 * (1.4.3-1.4.4 floats, C2) before it is paired.
 */
import { deriveRoundState, type RoundState } from '../../src/model/state.js';
import { UNPLAYED_DUTCH_2026 } from '../../src/systems/shared/edition.js';
import type { RoundPairing } from '../../src/systems/shared/types.js';
import type { RandomTournamentOptions } from '../support/randomTournament.js';

/** The state as the 2026 edition reads it (the random builder derives it with the 2017 reading). */
export function as2026(state: RoundState): RoundState {
  return deriveRoundState(state.tournament, state.round, { ...state.derivedWith, unplayed: UNPLAYED_DUTCH_2026 });
}

export function random2026Options(
  r: () => number,
  players: readonly [number, number],
  pair: (state: RoundState) => RoundPairing,
): RandomTournamentOptions {
  return {
    players: players[0] + Math.floor(r() * (players[1] - players[0] + 1)),
    rounds: 3 + Math.floor(r() * 7),
    pairRound: (s) => pair(as2026(s)),
    drawRate: r() * 0.6,
    forfeitRate: r() * 0.15,
    halfByeRate: r() * 0.08,
    absenceRate: r() * 0.08,
    fullByeRate: r() * 0.06,
    lateEntryRate: r() * 0.15,
  };
}
