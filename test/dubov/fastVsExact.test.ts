/**
 * The fast upfloater choice must give the exact engine's pairing whenever it answers. Random tournaments are
 * built with the exact engine; every round is paired again with the default engine and must be identical.
 * SWISSPAIR_FAST_RUNS sets the number of tournaments (default 200).
 */
import { describe, expect, it } from 'vitest';
import { pairDubov } from '../../src/systems/dubov/round.js';
import { prng, randomTournament } from '../support/randomTournament.js';

const RUNS = Number(process.env['SWISSPAIR_FAST_RUNS'] ?? 200);

describe('Dubov: fast upfloater choice = exact engine', () => {
  it(`agrees on every round of ${RUNS} random tournaments`, () => {
    let rounds = 0;
    for (let seed = 1; seed <= RUNS; seed++) {
      const r = prng(seed * 6151);
      const played = randomTournament(seed, {
        players: 4 + Math.floor(r() * 33),
        rounds: 3 + Math.floor(r() * 8),
        pairRound: (state) => pairDubov(state, { engine: 'exact' }),
        drawRate: r() * 0.6,
        forfeitRate: r() * 0.12,
        halfByeRate: r() * 0.08,
        absenceRate: r() * 0.08,
      });
      for (const round of played) {
        const auto = pairDubov(round.state);
        expect({ seed, round: round.round, pairs: auto.pairs, bye: auto.bye }).toEqual({
          seed,
          round: round.round,
          pairs: round.pairing.pairs,
          bye: round.pairing.bye,
        });
        rounds++;
      }
    }
    expect(rounds).toBeGreaterThan(RUNS * 3);
  });
});
