/**
 * Optional sweep of ../shared/corpus/dutch-2026 with the literal 2026 oracle (skipped unless
 * SWISSPAIR_ORACLE26_CORPUS names the corpus directory). Only the consensus rounds of manifest.tsv (bbpPairings 6
 * and JaVaFo agree) are compared; files up to SWISSPAIR_ORACLE_MAX_PLAYERS players (default 16). Rounds whose
 * brackets are too large to enumerate are counted, not failed. Prints each difference and a summary.
 * SWISSPAIR_ORACLE_ROUNDS=differs compares the rounds where JaVaFo differs instead (the files hold bbpPairings 6's
 * pairings, so agreement there means the oracle reads the text as bbpPairings 6 does).
 *
 *   SWISSPAIR_ORACLE26_CORPUS=/work/wt/shared/corpus/dutch-2026 SWISSPAIR_ORACLE_MAX_PLAYERS=20 \
 *     npx vitest run test/oracle/dutch2026Sweep.test.ts
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { SizeLimitError } from '../../src/errors.js';
import { loadTournament, pairingStrings, recordedPairing, manifestRows } from './helpers.js';
import { oracle2026Round } from './dutch2026/helpers.js';

const DIR = process.env.SWISSPAIR_ORACLE26_CORPUS;
const MAX_PLAYERS = Number(process.env.SWISSPAIR_ORACLE_MAX_PLAYERS ?? 16);
const MIN_PLAYERS = Number(process.env.SWISSPAIR_ORACLE_MIN_PLAYERS ?? 0);
const ONLY = process.env.SWISSPAIR_ORACLE_FILES?.split(',');
/** Per-bracket candidate budget (the oracle's SizeLimitError beyond it). */
const BUDGET = Number(process.env.SWISSPAIR_ORACLE_BUDGET ?? 200_000);

describe.skipIf(DIR === undefined)('2026 oracle sweep of the dutch-2026 corpus', () => {
  test('every consensus round agrees with the file', () => {
    const dir = DIR!.endsWith('/') ? DIR! : `${DIR!}/`;
    const rows = manifestRows(dir);
    let agree = 0;
    let tooLarge = 0;
    const differences: string[] = [];
    // SWISSPAIR_ORACLE_ROUNDS=differs: the rounds where JaVaFo differs from bbpPairings 6 (the file holds bbp's).
    const column = process.env.SWISSPAIR_ORACLE_ROUNDS === 'differs' ? 4 : 3;
    for (const row of rows) {
      const [file, players] = row;
      const consensus = row[column];
      if (Number(players) > MAX_PLAYERS || Number(players) < MIN_PLAYERS || (ONLY !== undefined && !ONLY.includes(file!))) continue;
      const t = loadTournament(dir + file!);
      const progress = process.env.SWISSPAIR_ORACLE_PROGRESS; // a file to follow a long sweep
      if (progress !== undefined) appendFileSync(progress, `${new Date().toISOString()} ${file} (${players} players)\n`);
      for (const round of (consensus ?? '').split(',').filter((x) => x !== '').map(Number)) {
        try {
          const got = pairingStrings(oracle2026Round(t, round, { maxCandidates: BUDGET }));
          const want = recordedPairing(t, round);
          if (JSON.stringify(got) === JSON.stringify(want)) agree++;
          else {
            differences.push(`${file} round ${round}: got ${JSON.stringify(got)} want ${JSON.stringify(want)}`);
            if (progress !== undefined) appendFileSync(progress, `${differences[differences.length - 1]}\n`);
          }
        } catch (e) {
          if (!(e instanceof SizeLimitError)) {
            differences.push(`${file} round ${round}: ${(e as Error).message}`);
            continue;
          }
          tooLarge++;
          if (progress !== undefined) appendFileSync(progress, `${file} round ${round}: too large (${e.message})\n`);
        }
      }
    }
    console.log(`2026 oracle sweep: ${agree} rounds agree, ${differences.length} differ, ${tooLarge} too large`);
    for (const d of differences) console.log(d);
    expect(differences).toEqual([]);
  }, 24 * 3_600_000);
});
