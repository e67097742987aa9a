/**
 * The fast path (literal procedure with bounds) must give the exact engine's pairing whenever it answers.
 * Random tournaments are built round by round with the exact engine; every round is then paired again with the
 * default engine ('auto': fast path where it can prove its answer) and the two pairings must be identical.
 * SWISSPAIR_FAST_RUNS sets the number of tournaments (default 400; scripts can run many more).
 */
import { describe, expect, it } from 'vitest';
import { pairDutch, type EngineStats } from '../../src/systems/dutch/round.js';
import { envCount, expectAgreement } from '../support/agreement.js';

const RUNS = envCount('SWISSPAIR_FAST_RUNS', 400);
// SWISSPAIR_FAST_FIRST: the first seed, so that a long sweep runs in chunks (scripts/sweep-fast-exact).
const FIRST = envCount('SWISSPAIR_FAST_FIRST', 1);

describe('Dutch: fast path = exact engine', () => {
  it(`agrees on every round of ${RUNS} random tournaments${FIRST === 1 ? '' : ` from seed ${FIRST}`}`, () => {
    const stats: EngineStats = { fast: 0, exact: 0 };
    const rounds = expectAgreement({
      runs: RUNS,
      firstSeed: FIRST,
      salt: 7919,
      players: [4, 40],
      rounds: [3, 11],
      build: (state) => pairDutch(state, { engine: 'exact' }),
      compare: (state) => pairDutch(state, { engine: 'auto' }, stats),
    });
    expect(rounds).toBeGreaterThan(RUNS * 3);
    // The comparison means something only if the fast path actually answers most brackets.
    expect(stats.fast).toBeGreaterThan(stats.exact);
  }, 120_000 + RUNS * 200); // many runs (SWISSPAIR_FAST_RUNS) need more than the default timeout
});
