/**
 * Optional sweep of the shared Dubov corpus with the literal oracle (skipped unless SWISSPAIR_DUBOV_CORPUS names
 * the corpus directory, e.g. /work/shared/corpus/dubov). Files come from its manifest.tsv, up to
 * SWISSPAIR_ORACLE_MAX_PLAYERS players (default 14). Every round is re-paired and compared with the file; the
 * test prints one line per round that differs, with the manifest's verdict for that round (consensus of the two
 * public implementations or not), and fails only when a CONSENSUS round differs. Rounds too large for the
 * oracle's budget are counted, not failed.
 *
 *   SWISSPAIR_DUBOV_CORPUS=/work/shared/corpus/dubov npx vitest run dubovCorpusSweep
 *
 * SWISSPAIR_DUBOV_DUMP=path.json also writes every pairing of the oracle there ({file: {round: {pairs, bye}}}),
 * to compare it with other programs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { SizeLimitError } from '../../src/errors.js';
import { deriveRoundState } from '../../src/model/state.js';
import { pairDubovLiterally } from './dubov/index.js';
import { loadTournament, pairingStrings, recordedPairing, manifestRows } from './helpers.js';

const DIR = process.env.SWISSPAIR_DUBOV_CORPUS;
const DUMP = process.env.SWISSPAIR_DUBOV_DUMP;
const MAX_PLAYERS = Number(process.env.SWISSPAIR_ORACLE_MAX_PLAYERS ?? 14);

const roundsOf = (cell: string | undefined): number[] =>
  (cell ?? '').split(',').filter((s) => s !== '').map(Number);

describe.skipIf(DIR === undefined)('Dubov oracle sweep of the shared corpus', () => {
  test('every consensus round agrees with the file', () => {
    const dir = DIR!.endsWith('/') ? DIR! : `${DIR!}/`;
    const rows = manifestRows(dir);
    const tally = { consensusAgree: 0, consensusDiffer: 0, otherAgree: 0, otherDiffer: 0, tooLarge: 0 };
    const consensusDifferences: string[] = [];
    const dump: Record<string, Record<number, unknown>> = {};
    for (const [file, players, , , consensus, cpp, py, neither] of rows) {
      if (Number(players) > MAX_PLAYERS) continue;
      const t = loadTournament(dir + file!);
      const agreed = new Set(roundsOf(consensus));
      const verdict = (r: number): string =>
        agreed.has(r)
          ? 'consensus'
          : roundsOf(cpp).includes(r)
            ? 'cppdubov only'
            : roundsOf(py).includes(r)
              ? 'py4swiss only'
              : roundsOf(neither).includes(r)
                ? 'neither'
                : 'unlisted';
      const line: string[] = [];
      for (let round = 1; round <= t.roundsInFile; round++) {
        try {
          const state = deriveRoundState(t, round, { plannedRounds: t.plannedRounds ?? t.roundsInFile });
          const got = pairingStrings(pairDubovLiterally(state));
          const want = recordedPairing(t, round);
          (dump[file!] ??= {})[round] = got;
          const same = JSON.stringify(got) === JSON.stringify(want);
          if (agreed.has(round)) tally[same ? 'consensusAgree' : 'consensusDiffer']++;
          else tally[same ? 'otherAgree' : 'otherDiffer']++;
          line.push(`${round}${same ? '=' : 'x'}(${verdict(round)})`);
          if (!same && agreed.has(round)) {
            consensusDifferences.push(`${file} round ${round}: got ${JSON.stringify(got)} want ${JSON.stringify(want)}`);
          }
        } catch (e) {
          if (!(e instanceof SizeLimitError)) throw e;
          tally.tooLarge++;
          line.push(`${round}?`);
        }
      }
      console.log(`${file} (${players}): ${line.join(' ')}`);
    }
    if (DUMP !== undefined) writeFileSync(DUMP, JSON.stringify(dump));
    console.log(JSON.stringify(tally));
    for (const d of consensusDifferences) console.log(d);
    expect(consensusDifferences).toEqual([]);
  }, 24 * 3_600_000);
});
