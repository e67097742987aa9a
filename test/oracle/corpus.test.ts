/**
 * The oracle reproduces tournaments paired by the FIDE reference engines (JaVaFo / bbpPairings 5, Dutch 2017):
 * every round of a handful of small corpus files, and single rounds of larger files that pin down how the oracle
 * reads an ambiguous passage of the rules (each reading is explained in the oracle's source).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { loadTournament, oracleRound, pairingStrings, recordedPairing } from './helpers.js';

const DIR = fileURLToPath(new URL('../fixtures/oracle/', import.meta.url));

const SMALL = [
  'd17-small-11.trf',
  'd17-small-14.trf',
  'd17-small-41.trf',
  'd17-small-76.trf',
  'd17-small-142.trf',
  'd17-small-208.trf',
  'd17-small-242.trf',
  'd17-small-245.trf',
  'd17-small-297.trf',
];

describe('corpus: every round of small tournaments', () => {
  for (const file of SMALL) {
    const t = loadTournament(DIR + file);
    for (let round = 1; round <= t.roundsInFile; round++) {
      test(`${file} round ${round}`, () => {
        expect(pairingStrings(oracleRound(t, round))).toEqual(recordedPairing(t, round));
      });
    }
  }
});

/** [file, round, what the round pins down]. */
const READINGS: readonly (readonly [string, number, string])[] = [
  ['d17-small-60.trf', 1, 'E.5 in round 1 numbers the players present (8 and 11 absent: player 9 is the 8th)'],
  ['d17-small-113.trf', 1, 'E.5 in round 1 numbers the players present (1 and 5 absent)'],
  ['d17-small-113.trf', 2, 'initial colour read back from round 1 with absent players'],
  ['d17-small-50.trf', 2, 'E.5 after round 1 reads the pairing number itself (player 8 absent)'],
  ['d17-small-90.trf', 2, 'E.5 after round 1 reads the pairing number itself (player 23 absent)'],
  ['d17-small-202.trf', 10, 'B.1 M1 in the CLB follows C.6: the PAB goes to MDP 6 rather than pairing him'],
  ['d17-small-216.trf', 9, 'D.2 rule b: a remainder numbers its own players'],
  ['d17-small-217.trf', 11, 'A.7 topscorers in the final round of a file without XXR (C.3 lets 5 meet 6)'],
  ['d17-small-249.trf', 7, 'C.7: the following (last) bracket must give the PAB to an eligible player'],
];

describe('corpus: rounds that pin down a reading of the rules', () => {
  for (const [file, round, why] of READINGS) {
    test(`${file} round ${round}: ${why}`, () => {
      const t = loadTournament(DIR + file);
      expect(pairingStrings(oracleRound(t, round))).toEqual(recordedPairing(t, round));
    });
  }
});
