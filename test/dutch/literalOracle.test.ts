/**
 * The engine (exact weighted matching + certified fast path) against the literal oracle (test/oracle/dutch:
 * B.3-B.8 with the D.1-D.3 enumeration, written from the text only) on random small tournaments: every round
 * must get the same pairs, colours and bye. This is how we know the fast engine is the rule and not an
 * approximation. SWISSPAIR_ORACLE_RUNS sets the number of tournaments (CI default 300; the acceptance run uses
 * 10,000: `SWISSPAIR_ORACLE_RUNS=10000 npx vitest run test/dutch/literalOracle.test.ts`);
 * SWISSPAIR_ORACLE_MAX_PLAYERS (default 14) and SWISSPAIR_ORACLE_FIRST_SEED vary the sample.
 */
import { describe, expect, it } from 'vitest';
import { pairDutch } from '../../src/systems/dutch/round.js';
import { pairDutchLiterally } from '../oracle/dutch/index.js';
import { envCount, expectAgreement } from '../support/agreement.js';

const RUNS = envCount('SWISSPAIR_ORACLE_RUNS', 300);

describe('Dutch engine = literal procedure', () => {
  it(`agrees with the oracle on every round of ${RUNS} random tournaments`, () => {
    const rounds = expectAgreement({
      runs: RUNS,
      firstSeed: envCount('SWISSPAIR_ORACLE_FIRST_SEED', 1),
      salt: 104729,
      players: [4, envCount('SWISSPAIR_ORACLE_MAX_PLAYERS', 14)],
      build: (state) => pairDutch(state),
      compare: (state) => pairDutchLiterally(state),
    });
    expect(rounds).toBeGreaterThan(RUNS * 3);
    console.info(`Dutch engine = literal oracle on ${rounds} rounds of ${RUNS} random tournaments`);
  });
});
