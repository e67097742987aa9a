/**
 * The 2026 oracle's shortcuts (the exact optimum computed criterion by criterion, early acceptance, pruning of
 * transposition prefixes) never change a pairing: on random tournaments exercising the 2026 changes, every round
 * paired by the default mode equals the exhaustive mode, which builds every candidate of every bracket, evaluates
 * C4-C21 on each from scratch and keeps the first best (3.8). SWISSPAIR_ORACLE_SELFCHECK_RUNS sets the number of
 * tournaments (default 40).
 */
import { describe, expect, it } from 'vitest';
import type { RoundState } from '../../src/model/state.js';
import { envCount } from '../support/agreement.js';
import { prng, randomTournament, tournamentToTrf } from '../support/randomTournament.js';
import { as2026, random2026Options } from '../dutch2026/random2026.js';
import { pairDutch2026Literally } from './dutch2026/index.js';

const RUNS = envCount('SWISSPAIR_ORACLE_SELFCHECK_RUNS', 40);

describe('2026 oracle: default mode = exhaustive mode', () => {
  it(`agrees on every round of ${RUNS} random tournaments of 4-10 players`, () => {
    let rounds = 0;
    for (let seed = 1; seed <= RUNS; seed++) {
      const oracle = (s: RoundState): ReturnType<typeof pairDutch2026Literally> => pairDutch2026Literally(s);
      for (const r of randomTournament(seed, random2026Options(prng(seed * 15485863), [4, 10], oracle))) {
        const slow = pairDutch2026Literally(as2026(r.state), { exhaustive: true });
        const same = JSON.stringify(slow.pairs) === JSON.stringify(r.pairing.pairs) && slow.bye === r.pairing.bye;
        if (!same) {
          expect.fail(
            `seed ${seed} round ${r.round}\n${tournamentToTrf(r.before)}\n` +
              `default    ${JSON.stringify(r.pairing.pairs)} bye ${r.pairing.bye}\n` +
              `exhaustive ${JSON.stringify(slow.pairs)} bye ${slow.bye}`,
          );
        }
        rounds++;
      }
    }
    expect(rounds).toBeGreaterThan(RUNS * 3);
  });
});
