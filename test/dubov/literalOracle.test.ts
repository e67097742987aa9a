/**
 * The Dubov engine against the literal oracle (test/oracle/dubov: B.0-B.6 enumerating upfloater sets, shifts and
 * transpositions in the D.1-D.3 orders, written from the text only) on random small tournaments: every round must
 * get the same pairs, colours and bye. SWISSPAIR_ORACLE_RUNS sets the number of tournaments (CI default 300; the
 * acceptance run uses 5,000).
 */
import { describe, expect, it } from 'vitest';
import { pairDubov } from '../../src/systems/dubov/round.js';
import { pairDubovLiterally } from '../oracle/dubov/index.js';
import { prng, randomTournament, tournamentToTrf } from '../support/randomTournament.js';

const RUNS = Number(process.env['SWISSPAIR_ORACLE_RUNS'] ?? 300);
const FIRST = Number(process.env['SWISSPAIR_ORACLE_FIRST_SEED'] ?? 1);
const MAX_PLAYERS = Number(process.env['SWISSPAIR_ORACLE_MAX_PLAYERS'] ?? 14);

describe('Dubov engine = literal procedure', () => {
  it(`agrees with the oracle on every round of ${RUNS} random tournaments`, () => {
    let rounds = 0;
    for (let seed = FIRST; seed < FIRST + RUNS; seed++) {
      const r = prng(seed * 7727);
      const played = randomTournament(seed, {
        players: 4 + Math.floor(r() * (MAX_PLAYERS - 3)),
        rounds: 3 + Math.floor(r() * 7),
        pairRound: (state) => pairDubov(state),
        drawRate: r() * 0.6,
        forfeitRate: r() * 0.12,
        halfByeRate: r() * 0.08,
        absenceRate: r() * 0.08,
      });
      for (const round of played) {
        const literal = pairDubovLiterally(round.state);
        const same =
          JSON.stringify(literal.pairs) === JSON.stringify(round.pairing.pairs) && literal.bye === round.pairing.bye;
        if (!same) {
          expect.fail(
            `seed ${seed} round ${round.round}\n${tournamentToTrf(round.before)}\nengine ${JSON.stringify(round.pairing.pairs)} bye ${round.pairing.bye}\noracle ${JSON.stringify(literal.pairs)} bye ${literal.bye}`,
          );
        }
        rounds++;
      }
    }
    expect(rounds).toBeGreaterThan(RUNS * 3);
    console.info(`Dubov engine = literal oracle on ${rounds} rounds of ${RUNS} random tournaments`);
  });
});
