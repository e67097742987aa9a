/**
 * The literal Dutch 2026 oracle (test/oracle/dutch2026) reproduces tournaments paired by bbpPairings 6 and agreed
 * by JaVaFo in its new-rules mode (consensus files of ../shared/corpus/dutch-2026: every round of each is a
 * consensus round), and bbpPairings' own fixtures for the new criteria C5 and C9 (expected outputs from its test
 * suite). The fixtures are copies in test/fixtures/oracle-dutch2026.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { deriveRoundState } from '../../src/model/state.js';
import { UNPLAYED_DUTCH_2026 } from '../../src/systems/shared/edition.js';
import { pairDutch2026Literally } from './dutch2026/index.js';
import { oracle2026Round } from './dutch2026/helpers.js';
import { loadTournament, pairingStrings, recordedPairing } from './helpers.js';

const DIR = fileURLToPath(new URL('../fixtures/oracle-dutch2026/', import.meta.url));

/** Files of 7-12 players with PABs, forfeits, full/half-point byes; every round a consensus round. */
const CONSENSUS = [
  'd25-123.trf',
  'd25-162.trf',
  'd25-200.trf',
  'd25-49.trf',
  'd25-66.trf',
  'd25-37.trf',
  'd25-89.trf',
  'd25-91.trf',
  'd25-164.trf',
  'd25-181.trf',
  'd25-183.trf',
  'd25-6.trf',
];

describe('2026 oracle: every round of consensus files of the dutch-2026 corpus', () => {
  for (const file of CONSENSUS) {
    const t = loadTournament(DIR + file);
    for (let round = 1; round <= t.roundsInFile; round++) {
      test(`${file} round ${round}`, () => {
        expect(pairingStrings(oracle2026Round(t, round))).toEqual(recordedPairing(t, round));
      });
    }
  }
});

describe("2026 oracle: bbpPairings 6's fixtures for the new criteria", () => {
  const pairNext = (file: string, round: number): { pairs: string[]; bye: number | null } => {
    const t = loadTournament(DIR + file);
    const state = deriveRoundState(t, round, { plannedRounds: 3, unplayed: UNPLAYED_DUTCH_2026 });
    return pairingStrings(pairDutch2026Literally(state));
  };

  test('C5: the top scoregroup (1, 3) is broken up so that the PAB goes to the 0-point player 6, not to 5 (1 point)', () => {
    // dutch_2025_C5.output.expected: "1 5", "3 2", "6 0". Under 2017 rules 1-3 would be paired and 5 get the bye.
    expect(pairNext('bbp-dutch_2025_C5.trf', 3)).toEqual({ pairs: ['1-5', '3-2'], bye: 6 });
  });

  test('C9: among the 0-point players the PAB goes to one who played (4), not to 5, absent in round 1', () => {
    // dutch_2025_C9.output.expected: "2 1", "3 5", "4 0".
    expect(pairNext('bbp-dutch_2025_C9.trf', 2)).toEqual({ pairs: ['2-1', '3-5'], bye: 4 });
  });

  test('C9 applies above the last bracket: the 3-point bracket floats 7 (no unplayed game) for the PAB, not 4 (three)', () => {
    // Random tournament 277 before round 8 (test/dutch2026/literalOracle.test.ts). Every 2.5-point player is
    // barred from the PAB (C2: forfeit wins, an earlier PAB, a full-point bye), so C5's assignee scores 3 and the
    // 3-point bracket downfloats exactly one player who will end up receiving it. bbpPairings 6 pairs it so
    // ("6 4", "7 0"); reading C9 as a last-bracket-only criterion gave 6-7 and the bye to 4.
    const t = loadTournament(`${DIR}random-277-round-8.trf`);
    const state = deriveRoundState(t, 8, { unplayed: UNPLAYED_DUTCH_2026 });
    const pairing = pairingStrings(pairDutch2026Literally(state));
    expect(pairing.bye).toBe(7);
    expect(pairing.pairs).toContain('6-4');
  });

  test('random tournament 2129 round 4 (late entries, an absence): 6-1, 2-3 and the PAB to 4, as bbpPairings 6', () => {
    // The engine merged in main at f9a08d9 throws InternalError ("edge {2, 5} must have a positive weight") on
    // this round; bbpPairings 6 pairs "6 1", "2 3", "4 0".
    const t = loadTournament(`${DIR}random-2129-round-4.trf`);
    const state = deriveRoundState(t, 4, { unplayed: UNPLAYED_DUTCH_2026 });
    expect(pairingStrings(pairDutch2026Literally(state))).toEqual({ pairs: ['2-3', '6-1'], bye: 4 });
  });
});
