/**
 * Evidence for the literal 2026 oracle (test/oracle/dutch2026) from the engine FIDE's 2026 text was released
 * with: random tournaments are built round by round with the oracle, and every round is also paired by
 * bbpPairings 6 (`--dutch FILE -p`) from the same TRF; pairs, colours and bye must agree. Skipped unless
 * SWISSPAIR_BBP6 names the bbpPairings 6 executable (nothing of it is in the repository):
 *
 *   SWISSPAIR_BBP6=/work/ext/bbp-v6.0.0/bbpPairings.exe SWISSPAIR_ORACLE_RUNS=300 \
 *     npx vitest run test/dutch2026/oracleVsBbp6.test.ts
 *
 * The tournaments exercise what 2026 changed: odd numbers of players (PAB, C5, C9), forfeits (C2, 1.4.3 floats),
 * full-point byes (C2), half-point byes (1.4.3 floats), absences and late entries (no float, unplayed games for
 * C9), and final rounds with topscorers. Disagreements are listed with the TRF, and written to
 * SWISSPAIR_BBP6_OUT (a directory) when given.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { SizeLimitError } from '../../src/errors.js';
import type { RoundState } from '../../src/model/state.js';
import { pairDutch2026Literally } from '../oracle/dutch2026/index.js';
import { envCount } from '../support/agreement.js';
import { prng, randomTournament, tournamentToTrf } from '../support/randomTournament.js';
import { random2026Options } from './random2026.js';

const BBP = process.env.SWISSPAIR_BBP6;
const RUNS = envCount('SWISSPAIR_ORACLE_RUNS', 100);
const FIRST = envCount('SWISSPAIR_ORACLE_FIRST_SEED', 1);
const MAX_PLAYERS = envCount('SWISSPAIR_ORACLE_MAX_PLAYERS', 14);
const OUT = process.env.SWISSPAIR_BBP6_OUT;

/** bbpPairings' pairing of the round after the file: "white-black" strings and the bye. */
function bbpPairing(trf: string, dir: string): { pairs: string[]; bye: number | null } | string {
  const input = join(dir, 'in.trf');
  const output = join(dir, 'out.txt');
  writeFileSync(input, trf);
  const run = spawnSync(BBP!, ['--dutch', input, '-p', output], { encoding: 'utf8' });
  if (run.status !== 0) return `bbpPairings exit ${run.status}: ${run.stderr}${run.stdout}`;
  const lines = spawnSync('cat', [output], { encoding: 'utf8' }).stdout.trim().split(/\r?\n|\r/).slice(1);
  let bye: number | null = null;
  const pairs: string[] = [];
  for (const l of lines) {
    const [w, b] = l.trim().split(/\s+/).map(Number);
    if (b === 0) bye = w!;
    else pairs.push(`${w}-${b}`);
  }
  return { pairs: pairs.sort(), bye };
}

describe.skipIf(BBP === undefined)('2026 oracle = bbpPairings 6 on random tournaments', () => {
  test(`every round of ${RUNS} tournaments`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'oracle26-'));
    let rounds = 0;
    let tooLarge = 0;
    const differences: string[] = [];
    const oracle = (s: RoundState): ReturnType<typeof pairDutch2026Literally> => pairDutch2026Literally(s);
    for (let seed = FIRST; seed < FIRST + RUNS; seed++) {
      let played;
      try {
        played = randomTournament(seed, random2026Options(prng(seed * 7919), [4, MAX_PLAYERS], oracle));
      } catch (e) {
        if (e instanceof SizeLimitError) {
          tooLarge++;
          continue;
        }
        throw e;
      }
      for (const r of played) {
        const trf = tournamentToTrf(r.before);
        const theirs = bbpPairing(trf, dir);
        const ours = { pairs: r.pairing.pairs.map((p) => `${p.white}-${p.black}`).sort(), bye: r.pairing.bye };
        rounds++;
        if (JSON.stringify(theirs) !== JSON.stringify(ours)) {
          differences.push(`seed ${seed} round ${r.round}: oracle ${JSON.stringify(ours)} bbp ${JSON.stringify(theirs)}\n${trf}`);
          if (OUT !== undefined) writeFileSync(join(OUT, `seed-${seed}-round-${r.round}.trf`), trf);
        }
      }
    }
    console.log(`2026 oracle vs bbpPairings 6: ${rounds - differences.length}/${rounds} rounds agree (${RUNS} tournaments, ${tooLarge} too large)`);
    for (const d of differences.slice(0, 20)) console.log(d);
    expect(differences).toEqual([]);
  }, 24 * 3_600_000);
});



