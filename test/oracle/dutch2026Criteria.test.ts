/**
 * Each criterion C5-C21 of the 2026 text decides some pairing: for each, a round of a random 2026 tournament
 * (found by dutch2026Finder.test.ts) where the oracle pairs exactly as bbpPairings 6 does (its `-p` output is the
 * expected value below) and where the oracle with that criterion disregarded (exhaustive mode, `ignore`) pairs
 * differently. So dropping or misreading any of them fails this test. C17 (MDP opponents who upfloated two rounds
 * before) never decided a round in 3,000 random tournaments of up to 12 players: it has no such round here.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { deriveRoundState } from '../../src/model/state.js';
import { UNPLAYED_DUTCH_2026 } from '../../src/systems/shared/edition.js';
import { pairDutch2026Literally } from './dutch2026/index.js';
import { loadTournament, pairingStrings } from './helpers.js';

const DIR = fileURLToPath(new URL('../fixtures/oracle-dutch2026/', import.meta.url));

/** [criterion, file, round to pair, bbpPairings 6's pairs (white-black), its PAB]. */
const CASES: readonly (readonly [string, string, number, readonly string[], number | null])[] = [
  ['C5', 'criterion-C5-seed-7-round-5.trf', 5, ['2-3', '6-1', '7-4'], 5],
  ['C6', 'criterion-C6-seed-401-round-7.trf', 7, ['2-3', '5-9', '6-10', '7-11', '8-1'], null],
  ['C7', 'criterion-C7-seed-4-round-5.trf', 5, ['1-6', '3-2', '5-4'], null],
  ['C8', 'criterion-C8-seed-40-round-3.trf', 3, ['4-3', '6-1', '7-2'], null],
  ['C9', 'criterion-C9-seed-2-round-2.trf', 2, ['1-8', '10-5', '3-4', '9-2'], 7],
  ['C10', 'criterion-C10-seed-1962-round-5.trf', 5, ['10-4', '2-12', '3-11', '5-1', '7-8', '9-6'], null],
  ['C11', 'criterion-C11-seed-235-round-5.trf', 5, ['1-6', '10-3', '5-2', '7-9'], 8],
  ['C12', 'criterion-C12-seed-13-round-3.trf', 3, ['3-2', '4-8', '6-7', '9-1'], 5],
  ['C13', 'criterion-C13-seed-3-round-3.trf', 3, ['3-1', '4-9', '5-7', '8-2'], 6],
  ['C14', 'criterion-C14-seed-3-round-2.trf', 2, ['1-8', '10-7', '3-2', '6-4', '9-5'], null],
  ['C15', 'criterion-C15-seed-13-round-7.trf', 7, ['1-2', '3-7', '4-5', '8-9'], null],
  ['C16', 'criterion-C16-seed-13-round-3.trf', 3, ['3-2', '4-8', '6-7', '9-1'], 5],
  ['C18', 'criterion-C18-seed-213-round-6.trf', 6, ['10-3', '2-1', '5-8', '7-4', '9-6'], null],
  ['C19', 'criterion-C19-seed-57-round-7.trf', 7, ['2-9', '3-6', '4-1', '5-7'], 8],
  ['C20', 'criterion-C20-seed-24-round-5.trf', 5, ['3-9', '4-7', '6-2', '8-5'], 1],
  ['C21', 'criterion-C21-seed-385-round-5.trf', 5, ['3-1', '4-6', '5-8', '7-2'], null],
];

describe('2026 oracle: every criterion decides a round, as bbpPairings 6 pairs it', () => {
  for (const [criterion, file, round, pairs, bye] of CASES) {
    test(`${criterion}: ${file}`, () => {
      const state = deriveRoundState(loadTournament(DIR + file), round, { unplayed: UNPLAYED_DUTCH_2026 });
      expect(pairingStrings(pairDutch2026Literally(state))).toEqual({ pairs: [...pairs].sort(), bye });
      const without = pairingStrings(pairDutch2026Literally(state, { exhaustive: true, ignore: [criterion] }));
      expect(without).not.toEqual({ pairs: [...pairs].sort(), bye });
    });
  }
});
