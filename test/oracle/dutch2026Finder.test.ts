/**
 * Env-gated helper (SWISSPAIR_ORACLE26_FIND=<output directory>): for each criterion C5-C21, finds the first round
 * of the random 2026 tournaments (random2026.ts) where disregarding it changes the oracle's pairing, and writes
 * that round's TRF there (`C<n>-seed-<s>-round-<r>.trf`), to be confirmed with bbpPairings 6 and pinned in
 * dutch2026Criteria.test.ts. SWISSPAIR_ORACLE_RUNS tournaments (default 300) of 4 to SWISSPAIR_ORACLE_MAX_PLAYERS
 * (default 10) players; SWISSPAIR_ORACLE26_FIND_ONLY=C6,C10 looks for those criteria only.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { RoundState } from '../../src/model/state.js';
import type { RoundPairing } from '../../src/systems/shared/types.js';
import { envCount } from '../support/agreement.js';
import { prng, randomTournament, tournamentToTrf } from '../support/randomTournament.js';
import { as2026, random2026Options } from '../dutch2026/random2026.js';
import { pairDutch2026Literally } from './dutch2026/index.js';

const OUT = process.env.SWISSPAIR_ORACLE26_FIND;
const RUNS = envCount('SWISSPAIR_ORACLE_RUNS', 300);
const MAX_PLAYERS = envCount('SWISSPAIR_ORACLE_MAX_PLAYERS', 10);
const NAMES = ['C5', 'C6', 'C7', 'C8', 'C9', 'C10', 'C11', 'C12', 'C13', 'C14', 'C15', 'C16', 'C17', 'C18', 'C19', 'C20', 'C21'];

describe.skipIf(OUT === undefined)('2026 oracle: rounds where each criterion decides', () => {
  test('find them', () => {
    const open = new Set(process.env.SWISSPAIR_ORACLE26_FIND_ONLY?.split(',') ?? NAMES);
    const key = (p: RoundPairing): string => JSON.stringify([p.pairs, p.bye]);
    for (let seed = 1; seed <= RUNS && open.size > 0; seed++) {
      const oracle = (s: RoundState): ReturnType<typeof pairDutch2026Literally> => pairDutch2026Literally(s);
      for (const r of randomTournament(seed, random2026Options(prng(seed * 15485863), [4, MAX_PLAYERS], oracle))) {
        const base = key(r.pairing);
        for (const c of [...open]) {
          const without = pairDutch2026Literally(as2026(r.state), { exhaustive: true, ignore: [c] });
          if (key(without) !== base) {
            writeFileSync(join(OUT!, `${c}-seed-${seed}-round-${r.round}.trf`), tournamentToTrf(r.before));
            open.delete(c);
          }
        }
      }
    }
    console.log(`criteria never decisive: ${[...open].join(' ') || 'none'}`);
    expect(open.size).toBeLessThan(NAMES.length); // at least one criterion decided a round
  }, 3_600_000);
});
