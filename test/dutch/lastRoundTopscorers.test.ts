/**
 * The last round: a pair of topscorers whose colours C.8/C.9 count (2017 C.8/C.9, 2026 the same criteria under
 * their new numbers) is in no candidate the fast path accepts, since their bound is 0 (fast.ts, `plan`). The
 * completion oracle left such pairs out, but the search took them: the probe has no oracle, and the oracle tests
 * the rest of the bracket, not the pair chosen. Every leaf below such a pair failed, the search backtracked until
 * its budget ran out, and the exact engine paired the bracket: 0.5-2.7 s for the last round of generated events
 * of 1,200-2,700 players (docs/dutch.md, "The last round"). Now the search skips them as the oracle does.
 *
 * Fixtures (test/fixtures/last-round-topscorers/README.md): whole generated events whose last round had such a
 * bracket; bbpPairings 5.0.1 (2017) and 6.0.0 (2026) accept every round of them (`--dutch FILE -c`). Each test
 * fails when the skip is taken out: the bracket goes back to the exact engine ('budget').
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordedPairing } from '../../src/check/check.js';
import { deriveRoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import { pairDutch2026 } from '../../src/systems/dutch/2026/round.js';
import { pairDutch, type DutchOptions, type DutchResult, type EngineStats } from '../../src/systems/dutch/round.js';
import { unplayedRules, type DutchEdition } from '../../src/systems/shared/edition.js';
import { readTrf } from '../../src/trf/index.js';

const DIR = 'test/fixtures/last-round-topscorers';

/** A fixture, its last round, and the size (bracket and following players) of the bracket that used to run out of budget. */
const CASES: readonly (readonly [file: string, edition: DutchEdition, round: number, size: number])[] = [
  ['dutch2017-seed15', '2017', 10, 14],
  ['dutch2026-seed362', '2026', 8, 43],
  ['dutch2026-seed78', '2026', 12, 34],
];

describe('the last round: pairs that C.8/C.9 count are skipped by the fast path search', () => {
  for (const [file, edition, round, size] of CASES) {
    it(`${file} round ${round} (the last, ${edition} rules): the bracket of ${size} is paired fast, as the exact engine and bbpPairings pair the round`, () => {
      const path = `${DIR}/${file}.trf`;
      const t = buildTournament(readTrf(readFileSync(path), { fileName: path }), { fileName: path });
      const state = deriveRoundState(t, round, { unplayed: unplayedRules('dutch', edition) });
      expect(state.isLastRound).toBe(true);
      const pair = (options: DutchOptions, stats?: EngineStats): DutchResult =>
        edition === '2017' ? pairDutch(state, options, stats) : pairDutch2026(state, options, stats);
      const stats: EngineStats = { fast: 0, exact: 0, brackets: [] };
      const auto = pair({}, stats);
      const bracket = stats.brackets!.filter((b) => b.size === size && b.kind === 'normal');
      expect(bracket.map((b) => b.engine)).toEqual(['fast']);
      expect(stats.brackets!.filter((b) => b.declined === 'budget')).toEqual([]);
      const exact = pair({ engine: 'exact' });
      expect(auto.pairs).toEqual(exact.pairs);
      expect(auto.bye).toBe(exact.bye);
      // The file's round, which bbpPairings's checker accepts.
      const recorded = recordedPairing(t, round);
      expect(new Set(auto.pairs.map((p) => `${p.white}-${p.black}`))).toEqual(new Set(recorded.pairs.map(([w, b]) => `${w}-${b}`)));
      expect(auto.bye).toBe(recorded.bye);
    });
  }
});
