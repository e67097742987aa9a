/**
 * Optional sweep of the whole shared corpus with the oracle (skipped unless SWISSPAIR_ORACLE_CORPUS names the
 * corpus directory, e.g. /work/shared/corpus/dutch). Files are taken from its manifest.tsv, up to
 * SWISSPAIR_ORACLE_MAX_PLAYERS players (default 12). Rounds with a bracket too large to enumerate are counted,
 * not failed. Prints one line per file with a difference and a summary.
 *
 *   SWISSPAIR_ORACLE_CORPUS=/work/shared/corpus/dutch SWISSPAIR_ORACLE_MAX_PLAYERS=20 npx vitest run corpusSweep
 */
import { describe, expect, test } from 'vitest';
import { SizeLimitError } from '../../src/errors.js';
import { loadTournament, oracleRound, pairingStrings, recordedPairing, manifestRows } from './helpers.js';

const DIR = process.env.SWISSPAIR_ORACLE_CORPUS;
const MAX_PLAYERS = Number(process.env.SWISSPAIR_ORACLE_MAX_PLAYERS ?? 12);

describe.skipIf(DIR === undefined)('oracle sweep of the shared corpus', () => {
  test('every round of every file agrees with the file', () => {
    const dir = DIR!.endsWith('/') ? DIR! : `${DIR!}/`;
    const rows = manifestRows(dir);
    let agree = 0;
    let tooLarge = 0;
    const differences: string[] = [];
    for (const [file, , players] of rows) {
      if (Number(players) > MAX_PLAYERS) continue;
      const t = loadTournament(dir + file!);
      for (let round = 1; round <= t.roundsInFile; round++) {
        try {
          const got = pairingStrings(oracleRound(t, round));
          const want = recordedPairing(t, round);
          if (JSON.stringify(got) === JSON.stringify(want)) agree++;
          else differences.push(`${file} round ${round}: got ${JSON.stringify(got)} want ${JSON.stringify(want)}`);
        } catch (e) {
          if (!(e instanceof SizeLimitError)) throw e;
          tooLarge++;
        }
      }
    }
    console.log(`oracle sweep: ${agree} rounds agree, ${differences.length} differ, ${tooLarge} too large`);
    for (const d of differences) console.log(d);
    expect(differences).toEqual([]);
  }, 24 * 3_600_000);
});
