/**
 * The engine (exact weighted matching + certified fast path) against the literal oracle (test/oracle/dutch:
 * B.3-B.8 with the D.1-D.3 enumeration, written from the text only) on random small tournaments: every round
 * must get the same pairs, colours and bye. This is how we know the fast engine is the rule and not an
 * approximation. SWISSPAIR_ORACLE_RUNS sets the number of tournaments (CI default 300; the acceptance run uses
 * 10,000: `SWISSPAIR_ORACLE_RUNS=10000 npx vitest run test/dutch/literalOracle.test.ts`).
 */
import { describe, expect, it } from 'vitest';
import { pairDutch } from '../../src/systems/dutch/round.js';
import { pairDutchLiterally } from '../oracle/dutch/index.js';
import { prng, randomTournament, tournamentToTrf } from '../support/randomTournament.js';

const RUNS = Number(process.env['SWISSPAIR_ORACLE_RUNS'] ?? 300);
const FIRST = Number(process.env['SWISSPAIR_ORACLE_FIRST_SEED'] ?? 1);
const MAX_PLAYERS = Number(process.env['SWISSPAIR_ORACLE_MAX_PLAYERS'] ?? 14);

describe('Dutch engine = literal procedure', () => {
  it(`agrees with the oracle on every round of ${RUNS} random tournaments`, () => {
    let rounds = 0;
    for (let seed = FIRST; seed < FIRST + RUNS; seed++) {
      const r = prng(seed * 104729);
      const played = randomTournament(seed, {
        players: 4 + Math.floor(r() * (MAX_PLAYERS - 3)),
        rounds: 3 + Math.floor(r() * 7),
        pairRound: (state) => pairDutch(state),
        drawRate: r() * 0.6,
        forfeitRate: r() * 0.12,
        halfByeRate: r() * 0.08,
        absenceRate: r() * 0.08,
      });
      for (const round of played) {
        const literal = pairDutchLiterally(round.state);
        const same =
          JSON.stringify(literal.pairs) === JSON.stringify(round.pairing.pairs) && literal.bye === round.pairing.bye;
        if (!same) {
          // Print a reproducible case: the tournament before the round, and both pairings.
          expect.fail(
            `seed ${seed} round ${round.round}\n${tournamentToTrf(round.before)}\nengine ${JSON.stringify(round.pairing.pairs)} bye ${round.pairing.bye}\noracle ${JSON.stringify(literal.pairs)} bye ${literal.bye}`,
          );
        }
        rounds++;
      }
    }
    expect(rounds).toBeGreaterThan(RUNS * 3);
    console.info(`engine = literal oracle on ${rounds} rounds of ${RUNS} random tournaments`);
  });
});
