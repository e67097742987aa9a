/**
 * The fast upfloater choice must give the exact engine's pairing whenever it answers. Random tournaments are
 * built with the exact engine; every round is paired again with the default engine and must be identical.
 * SWISSPAIR_FAST_RUNS sets the number of tournaments (default 200).
 */
import { describe, expect, it } from 'vitest';
import { pairDubov } from '../../src/systems/dubov/round.js';
import { envCount, expectAgreement } from '../support/agreement.js';

const RUNS = envCount('SWISSPAIR_FAST_RUNS', 200);

describe('Dubov: fast upfloater choice = exact engine', () => {
  it(`agrees on every round of ${RUNS} random tournaments`, () => {
    const rounds = expectAgreement({
      runs: RUNS,
      salt: 6151,
      players: [4, 36],
      rounds: [3, 10],
      build: (state) => pairDubov(state, { engine: 'exact' }),
      compare: (state) => pairDubov(state),
    });
    expect(rounds).toBeGreaterThan(RUNS * 3);
  });
});
