/**
 * The canonical-order hint (weights.ts orderHint, added to the remainder's edges with the D.2 fields in
 * bracket.ts): among matchings the rules rank equal, the matcher holds one close to S1R[i] with S2R[i], so the
 * duals prove most generation-order decisions without a solve (keepsOptimum). It never changes a decision: the
 * pairings with it are checked by exactProofs.test.ts (proofs on and off) and the corpus tests. Here: on generated
 * 120-player rounds paired by the exact engine alone, most decisions must be proved (43 of 143 without the hint,
 * 122 with it, 2017).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, generateTournament } from '../../src/generate/generate.js';
import { WeightedMatcher } from '../../src/matching/weighted.js';
import { deriveRoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import { pairDutch2026 } from '../../src/systems/dutch/2026/round.js';
import { pairDutch } from '../../src/systems/dutch/round.js';

const original = WeightedMatcher.prototype.keepsOptimum;
const count = { tried: 0, proved: 0 };

beforeAll(() => {
  vi.spyOn(WeightedMatcher.prototype, 'keepsOptimum').mockImplementation(function (this: WeightedMatcher, ...args: Parameters<WeightedMatcher['keepsOptimum']>) {
    const yes = original.apply(this, args);
    count.tried++;
    if (yes) count.proved++;
    return yes;
  });
});
afterAll(() => {
  vi.restoreAllMocks();
});

describe('exact engine: the canonical-order hint lets the duals decide', () => {
  for (const edition of ['2017', '2026'] as const) {
    it(`Dutch ${edition}: most decisions of three 120-player rounds are proved`, () => {
      count.tried = 0;
      count.proved = 0;
      for (const seed of [1, 2, 3]) {
        const doc = generateTournament({ ...DEFAULT_CONFIG, edition, players: 120, rounds: 3, seed });
        const state = deriveRoundState(buildTournament(doc), 3);
        if (edition === '2017') pairDutch(state, { engine: 'exact' });
        else pairDutch2026(state, { engine: 'exact' });
      }
      expect(count.tried).toBeGreaterThan(100);
      expect(count.proved / count.tried).toBeGreaterThanOrEqual(0.75);
    });
  }
});
