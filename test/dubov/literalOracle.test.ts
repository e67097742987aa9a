/**
 * The Dubov engine against the literal oracle (test/oracle/dubov: B.0-B.6 enumerating upfloater sets, shifts and
 * transpositions in the D.1-D.3 orders, written from the text only) on random small tournaments: every round must
 * get the same pairs, colours and bye. SWISSPAIR_ORACLE_RUNS sets the number of tournaments (CI default 300; the
 * acceptance run uses 5,000); SWISSPAIR_ORACLE_MAX_PLAYERS (default 14) and SWISSPAIR_ORACLE_FIRST_SEED vary it.
 */
import { describe, expect, it } from 'vitest';
import { pairDubov } from '../../src/systems/dubov/round.js';
import { pairDubovLiterally } from '../oracle/dubov/index.js';
import { envCount, expectAgreement } from '../support/agreement.js';

const RUNS = envCount('SWISSPAIR_ORACLE_RUNS', 300);

describe('Dubov engine = literal procedure', () => {
  it(`agrees with the oracle on every round of ${RUNS} random tournaments`, () => {
    const rounds = expectAgreement({
      runs: RUNS,
      firstSeed: envCount('SWISSPAIR_ORACLE_FIRST_SEED', 1),
      salt: 7727,
      players: [4, envCount('SWISSPAIR_ORACLE_MAX_PLAYERS', 14)],
      build: (state) => pairDubov(state),
      compare: (state) => pairDubovLiterally(state),
    });
    expect(rounds).toBeGreaterThan(RUNS * 3);
    console.info(`Dubov engine = literal oracle on ${rounds} rounds of ${RUNS} random tournaments`);
  });
});
