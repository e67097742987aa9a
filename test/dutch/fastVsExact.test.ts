/**
 * The fast path (literal procedure with bounds) must give the exact engine's pairing whenever it answers.
 * Random tournaments are built round by round with the exact engine; every round is then paired again with the
 * default engine ('auto': fast path where it can prove its answer) and the two pairings must be identical.
 * SWISSPAIR_FAST_RUNS sets the number of tournaments (default 400; scripts can run many more).
 */
import { describe, expect, it } from 'vitest';
import { pairDutch, type EngineStats } from '../../src/systems/dutch/round.js';
import { prng, randomTournament } from '../support/randomTournament.js';

const RUNS = Number(process.env['SWISSPAIR_FAST_RUNS'] ?? 400);

describe('Dutch: fast path = exact engine', () => {
  it(`agrees on every round of ${RUNS} random tournaments`, () => {
    const stats: EngineStats = { fast: 0, exact: 0 };
    let rounds = 0;
    for (let seed = 1; seed <= RUNS; seed++) {
      const r = prng(seed * 7919);
      const players = 4 + Math.floor(r() * 37);
      const played = randomTournament(seed, {
        players,
        rounds: 3 + Math.floor(r() * 9),
        pairRound: (state) => pairDutch(state, { engine: 'exact' }),
        drawRate: r() * 0.6,
        forfeitRate: r() * 0.15,
        halfByeRate: r() * 0.1,
        absenceRate: r() * 0.1,
      });
      for (const round of played) {
        const auto = pairDutch(round.state, { engine: 'auto' }, stats);
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
    // The comparison means something only if the fast path actually answers most brackets.
    expect(stats.fast).toBeGreaterThan(stats.exact);
  });
});
