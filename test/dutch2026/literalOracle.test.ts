/**
 * The Dutch 2026 engine (`pairRound(state, 'dutch', { edition: '2026' })`) against the literal 2026 oracle
 * (test/oracle/dutch2026: Articles 3-4 candidate order, C1-C21, written from the text only) on random small
 * tournaments: every round must get the same pairs, colours (board order included) and bye. The tournaments are
 * built with the engine and exercise what 2026 changed (see random2026.ts): odd player counts (PAB: C2, C5, C9),
 * forfeits, full- and half-point byes, absences, late entries, final rounds with topscorers.
 *
 * SWISSPAIR_ORACLE_RUNS sets the number of tournaments (CI default 300; the acceptance run uses 10,000:
 * `SWISSPAIR_ORACLE_RUNS=10000 npx vitest run test/dutch2026/literalOracle.test.ts`); SWISSPAIR_ORACLE_MAX_PLAYERS
 * (default 14) and SWISSPAIR_ORACLE_FIRST_SEED vary the sample. On the first disagreement the test fails with the
 * tournament before the round as TRF text.
 */
import { describe, expect, it } from 'vitest';
import type { RoundState } from '../../src/model/state.js';
import { pairRound } from '../../src/systems/index.js';
import type { RoundPairing } from '../../src/systems/shared/types.js';
import { pairDutch2026Literally } from '../oracle/dutch2026/index.js';
import { envCount } from '../support/agreement.js';
import { prng, randomTournament, tournamentToTrf } from '../support/randomTournament.js';
import { as2026, random2026Options } from './random2026.js';

const RUNS = envCount('SWISSPAIR_ORACLE_RUNS', 300);
const FIRST = envCount('SWISSPAIR_ORACLE_FIRST_SEED', 1);
const MAX_PLAYERS = envCount('SWISSPAIR_ORACLE_MAX_PLAYERS', 14);

const engine = (state: RoundState): RoundPairing => pairRound(state, 'dutch', { edition: '2026' });


describe('Dutch 2026 engine = literal 2026 procedure', () => {
  it(`agrees with the oracle on every round of ${RUNS} random tournaments`, () => {
    let rounds = 0;
    for (let seed = FIRST; seed < FIRST + RUNS; seed++) {
      let last: RoundState | null = null;
      const recorded = (state: RoundState): RoundPairing => {
        last = state;
        return engine(state);
      };
      let played;
      try {
        played = randomTournament(seed, random2026Options(prng(seed * 104723), [4, MAX_PLAYERS], recorded));
      } catch (e) {
        const before = last === null ? '' : tournamentToTrf((last as RoundState).tournament);
        const round = last === null ? '?' : (last as RoundState).round;
        return expect.fail(`seed ${seed} round ${round}: the engine threw ${String(e)}\n${before}`);
      }
      for (const r of played) {
        // randomTournament hands out the state derived with the default (2017) reading; the oracle needs 2026's.
        const oracle = pairDutch2026Literally(as2026(r.state));
        const same = JSON.stringify(oracle.pairs) === JSON.stringify(r.pairing.pairs) && oracle.bye === r.pairing.bye;
        if (!same) {
          expect.fail(
            `seed ${seed} round ${r.round}\n${tournamentToTrf(r.before)}\n` +
              `engine ${JSON.stringify(r.pairing.pairs)} bye ${r.pairing.bye}\n` +
              `oracle ${JSON.stringify(oracle.pairs)} bye ${oracle.bye}`,
          );
        }
        rounds++;
      }
    }
    expect(rounds).toBeGreaterThan(RUNS * 3);
    console.info(`Dutch 2026 engine = literal oracle on ${rounds} rounds of ${RUNS} random tournaments`);
  });
});
