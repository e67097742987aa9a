/**
 * The last round (A.7 topscorers; C.3, C.8/C.9 — 2026: C3, C10/C11), both Dutch editions: the default engine
 * ('auto': the fast path where it proves its answer) against the literal oracles on small rounds and against the
 * exact engine on large ones (issue 18: the fast path now answers topscorers' brackets, which all went to the
 * O(n^3) exact engine before).
 *
 * Every round r >= 2 of a tournament is paired as if it were the last one: the tournament before it, with r as
 * its planned number of rounds, so each tournament gives several last rounds with different histories.
 *   - small: random tournaments (test/support/randomTournament.ts, 4-14 players, 3-9 rounds, forfeits, byes,
 *     absences), against pairDutchLiterally / pairDutch2026Literally. SWISSPAIR_LASTROUND_ORACLE_RUNS tournaments
 *     (default 20);
 *   - large: tournaments from the generator (what `swisspair generate` runs: 60-300 players, 6 rounds, 10%
 *     forfeits, 5% half-point byes, 5% absences, 2% withdrawals), against `engine: 'exact'` (the weighted matching
 *     on every bracket). SWISSPAIR_LASTROUND_RUNS tournaments per edition (default 1); the test also wants the
 *     fast path to answer topscorers' brackets of 30 players or more there.
 * And the case of issue 18: round 2 of a generated event as the last round, where every winner is a topscorer
 * and the colour preferences of the top scoregroup do not split evenly: the fast path answers every bracket (its
 * C.11 bound was 0 with topscorers, unreachable, and the whole top scoregroup went to the exact engine).
 * On the first disagreement the test fails with the tournament before the round as TRF text.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, generateTournament } from '../../src/generate/generate.js';
import { deriveRoundState, type RoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import type { Tournament } from '../../src/model/types.js';
import { pairDutch2026 } from '../../src/systems/dutch/2026/round.js';
import { pairDutch, type EngineStats } from '../../src/systems/dutch/round.js';
import { unplayedRules, type DutchEdition } from '../../src/systems/shared/edition.js';
import type { RoundPairing } from '../../src/systems/shared/types.js';
import { pairDutchLiterally } from '../oracle/dutch/index.js';
import { pairDutch2026Literally } from '../oracle/dutch2026/index.js';
import { envCount } from '../support/agreement.js';
import { prng, randomTournament, tournamentToTrf } from '../support/randomTournament.js';

const ORACLE_RUNS = envCount('SWISSPAIR_LASTROUND_ORACLE_RUNS', 20);
const LARGE_RUNS = envCount('SWISSPAIR_LASTROUND_RUNS', 1);
const EDITIONS: readonly DutchEdition[] = ['2017', '2026'];
/** Sweeps with big counts run for minutes (a generated tournament paired by the exact engine takes seconds). */
const timeout = (runs: number, msPerRun: number): number => Math.max(120_000, runs * msPerRun);

/** Round r of the tournament before it, paired as the tournament's last round. */
function asLastRound(before: Tournament, r: number, edition: DutchEdition): RoundState {
  const state = deriveRoundState({ ...before, plannedRounds: r }, r, { unplayed: unplayedRules('dutch', edition) });
  if (!state.isLastRound) throw new Error(`round ${r} is not the last`);
  return state;
}

function engine(edition: DutchEdition, mode: 'auto' | 'exact', stats?: EngineStats): (s: RoundState) => RoundPairing {
  return (s) => (edition === '2017' ? pairDutch(s, { engine: mode }, stats) : pairDutch2026(s, { engine: mode }, stats));
}

function expectSame(state: RoundState, first: RoundPairing, second: RoundPairing, label: string): void {
  if (JSON.stringify(first.pairs) === JSON.stringify(second.pairs) && first.bye === second.bye) return;
  expect.fail(
    `${label} round ${state.round} (as the last)\n${tournamentToTrf(state.tournament)}\n` +
      `first  ${JSON.stringify(first.pairs)} bye ${first.bye}\nsecond ${JSON.stringify(second.pairs)} bye ${second.bye}`,
  );
}

describe('the last round: fast path = literal oracles (small) = exact engine (large)', () => {
  for (const edition of EDITIONS) {
    it(`${edition}: every round of ${ORACLE_RUNS} small tournaments, paired as the last, equals the literal oracle`, () => {
      const oracle = edition === '2017' ? pairDutchLiterally : pairDutch2026Literally;
      const auto = engine(edition, 'auto');
      let rounds = 0;
      for (let seed = 1; seed <= ORACLE_RUNS; seed++) {
        const r = prng(seed * 7727);
        const played = randomTournament(seed, {
          players: 4 + Math.floor(r() * 11),
          rounds: 3 + Math.floor(r() * 7),
          pairRound: auto,
          drawRate: r() * 0.6,
          forfeitRate: r() * 0.12,
          halfByeRate: r() * 0.08,
          absenceRate: r() * 0.08,
        });
        for (const round of played) {
          if (round.round < 2) continue;
          const state = asLastRound(round.before, round.round, edition);
          expectSame(state, auto(state), oracle(state), `${edition} seed ${seed}`);
          rounds++;
        }
      }
      expect(rounds).toBeGreaterThan(ORACLE_RUNS * 2);
      console.info(`${edition}: last rounds equal to the literal oracle: ${rounds} (${ORACLE_RUNS} tournaments)`);
    }, timeout(ORACLE_RUNS, 1_000));

    it(`${edition}: every round of ${LARGE_RUNS} generated tournaments, paired as the last, equals the exact engine`, () => {
      const stats: EngineStats = { fast: 0, exact: 0, brackets: [] };
      const auto = engine(edition, 'auto', stats);
      const exact = engine(edition, 'exact');
      let rounds = 0;
      for (let seed = 1; seed <= LARGE_RUNS; seed++) {
        const players = 60 + ((seed * 7919) % 241);
        const t = buildTournament(
          generateTournament({
            ...DEFAULT_CONFIG,
            system: 'dutch',
            edition,
            players,
            rounds: 6,
            seed,
            forfeitRate: 0.1,
            halfPointByeRate: 0.05,
            absenceRate: 0.05,
            withdrawalRate: 0.02,
          }),
        );
        for (let r = 2; r <= 6; r++) {
          const state = asLastRound(t, r, edition);
          expectSame(state, exact(state), auto(state), `${edition} generated seed ${seed} (${players} players)`);
          rounds++;
        }
      }
      const large = stats.brackets!.filter((b) => b.size >= 30 && b.engine === 'fast').length;
      expect(large).toBeGreaterThan(0);
      console.info(`${edition}: last rounds equal to the exact engine: ${rounds} (${LARGE_RUNS} tournaments); brackets ${stats.fast} fast, ${stats.exact} exact`);
    }, timeout(LARGE_RUNS, 15_000));
  }

  for (const edition of EDITIONS) {
    it(`${edition}: round 2 as the last round of 600 players: every bracket by the fast path`, () => {
      const doc = generateTournament({ ...DEFAULT_CONFIG, system: 'dutch', edition, players: 600, rounds: 1, seed: 1 });
      const state = asLastRound(buildTournament(doc), 2, edition);
      const stats: EngineStats = { fast: 0, exact: 0 };
      engine(edition, 'auto', stats)(state);
      // Before the fix: { fast: 2, exact: 1 } (the top scoregroup, 300 topscorers, by the exact engine). Whether
      // the answer is the exact engine's is the business of the sweeps above.
      expect(stats).toEqual({ fast: 3, exact: 0 });
    });
  }
});
