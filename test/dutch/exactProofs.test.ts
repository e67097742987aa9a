/**
 * The exact engine's decisions (D.2.c, D.2.d and D.1 in bracket.ts) skip their bump and solves when the matcher's
 * duals already prove the answer (WeightedMatcher.keepsOptimum). Skipping must change nothing: every round of
 * random tournaments is paired by the exact engine with the proofs, and again with every proof refused (each
 * decision then made by its solves), in both editions; the pairings must be identical, and the proofs must have
 * decided many decisions of each kind (the bump lowers the player's matched edge: D.2.c; leaves it: D.2.d;
 * raises it: D.1).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WeightedMatcher } from '../../src/matching/weighted.js';
import { pairDutch2026 } from '../../src/systems/dutch/2026/round.js';
import { pairDutch } from '../../src/systems/dutch/round.js';
import type { RoundState } from '../../src/model/state.js';
import type { RoundPairing } from '../../src/systems/shared/types.js';
import { envCount, expectAgreement } from '../support/agreement.js';

const RUNS = envCount('SWISSPAIR_PROOF_RUNS', 150);

const original = WeightedMatcher.prototype.keepsOptimum;
let refuse = false;
const proved = { lower: 0, leave: 0, raise: 0 };

beforeAll(() => {
  vi.spyOn(WeightedMatcher.prototype, 'keepsOptimum').mockImplementation(function (this: WeightedMatcher, ...args: Parameters<WeightedMatcher['keepsOptimum']>) {
    if (refuse) return false;
    const yes = original.apply(this, args);
    if (yes) {
      const mate = this.mate(args[0]);
      const c = mate < 0 ? 0 : args[1](mate);
      proved[c < 0 ? 'lower' : c === 0 ? 'leave' : 'raise']++;
    }
    return yes;
  });
});
afterAll(() => {
  vi.restoreAllMocks();
});

function withoutProofs(pair: (state: RoundState) => RoundPairing): (state: RoundState) => RoundPairing {
  return (state) => {
    refuse = true;
    try {
      return pair(state);
    } finally {
      refuse = false;
    }
  };
}

describe('exact engine: decisions proved by the duals = decisions by solves', () => {
  for (const edition of ['2017', '2026'] as const) {
    it(`Dutch ${edition}: the same pairing on every round of ${RUNS} random tournaments`, () => {
      proved.lower = 0;
      proved.leave = 0;
      proved.raise = 0;
      const exact = (state: RoundState): RoundPairing => (edition === '2017' ? pairDutch(state, { engine: 'exact' }) : pairDutch2026(state, { engine: 'exact' }));
      const rounds = expectAgreement({
        runs: RUNS,
        salt: edition === '2017' ? 6151 : 7703,
        players: [6, 36],
        rounds: [3, 9],
        build: withoutProofs(exact),
        compare: exact,
      });
      expect(rounds).toBeGreaterThan(RUNS * 3);
      expect(proved.lower).toBeGreaterThan(RUNS / 10);
      expect(proved.leave).toBeGreaterThan(RUNS / 30);
      expect(proved.raise).toBeGreaterThan(RUNS * 5);
    });
  }
});
