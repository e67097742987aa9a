/**
 * Rounds (2026) whose brackets the fast path answers by a route the random sweeps at their CI size do not name.
 *
 * A bracket that pairs every member (no downfloater) while the following bracket cannot be paired to the most
 * pairs conceivable in a complete round-pairing: C8 reads the set of downfloaters only, and every candidate as
 * good at C6 leaves the empty set, so C8 is the same for all of them; the fast path checks C4/C5 for the
 * bracket's own pairs and answers (2026/fast.ts, extendsToRound). These brackets went to the exact engine
 * ('completion'). Each round must equal the exact engine's pairing and the reference's, with that bracket paired
 * fast.
 *
 * A bracket whose candidate meets the bounds only if the following bracket's maximum pairing is looked for
 * with every downfloater paired (fast.ts, nextValue; 2026/fast.ts, extendsToRound): found by the fast-vs-exact
 * sweep (20,000 random tournaments, seed 16412), where a greedy maximum pairing left a downfloater out, the fast
 * path refused the first candidate and took an exchange. bbpPairings 6 and the literal oracle pair the round as
 * the exact engine.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordedPairing } from '../../src/check/check.js';
import { deriveRoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import { pairDutch2026 } from '../../src/systems/dutch/2026/round.js';
import type { EngineStats } from '../../src/systems/dutch/round.js';
import { unplayedRules } from '../../src/systems/shared/edition.js';
import { readTrf } from '../../src/trf/index.js';

/** A corpus round, the index of the bracket (in pairing order) that must be paired fast, and its graph's size. */
type Route = readonly [file: string, round: number, bracket: number, size: number];

const ROUTES: readonly Route[] = [
  ['d25-1030', 7, 5, 22],
  ['d25-1030', 10, 8, 19],
  ['d25-27', 4, 4, 14],
  ['d25-133', 9, 7, 6],
  ['d25-177', 7, 4, 10],
  ['d25-104', 4, 1, 6],
];

describe('Dutch 2026: a bracket with no downfloater, whose following bracket falls short, by the fast path', () => {
  for (const [file, round, bracket, size] of ROUTES) {
    it(`${file} round ${round}: bracket ${bracket} (${size} players with the following scoregroup) is paired fast, with no downfloater, as the exact engine and the reference pair the round`, () => {
      const path = `test/fixtures/corpus/dutch-2026/${file}.trf`;
      const t = buildTournament(readTrf(readFileSync(path), { fileName: path }), { fileName: path });
      const state = deriveRoundState(t, round, { unplayed: unplayedRules('dutch', '2026') });
      const stats: EngineStats = { fast: 0, exact: 0, brackets: [] };
      const auto = pairDutch2026(state, {}, stats);
      const b = stats.brackets![bracket]!;
      expect([b.kind, b.size, b.engine]).toEqual(['normal', size, 'fast']);
      expect(auto.brackets[bracket]!.downfloaters).toEqual([]);
      const exact = pairDutch2026(state, { engine: 'exact' });
      expect(auto.pairs).toEqual(exact.pairs);
      expect(auto.bye).toBe(exact.bye);
      const recorded = recordedPairing(t, round);
      expect(new Set(auto.pairs.map((p) => `${p.white}-${p.black}`))).toEqual(new Set(recorded.pairs.map(([w, b]) => `${w}-${b}`)));
      expect(auto.bye).toBe(recorded.bye);
    });
  }
});

describe('Dutch 2026: the following bracket is paired with every downfloater when a maximum pairing can', () => {
  it('seed 16412 round 11: the 3.5 bracket pairs 29-20 and floats 31 and 33 (not 20 and 31), as bbpPairings 6 and the exact engine', () => {
    const path = 'test/fixtures/fast-sweep/dutch2026-seed16412-r11.trf';
    const t = buildTournament(readTrf(readFileSync(path), { fileName: path }), { fileName: path });
    const state = deriveRoundState(t, 11, { unplayed: unplayedRules('dutch', '2026') });
    const stats: EngineStats = { fast: 0, exact: 0, brackets: [] };
    const auto = pairDutch2026(state, {}, stats);
    const bracket = auto.brackets.find((b) => b.score === 35)!;
    expect(bracket.pairs).toEqual([[20, 29]]);
    expect(bracket.downfloaters).toEqual([31, 33]);
    expect(stats.brackets![auto.brackets.indexOf(bracket)]!.engine).toBe('fast');
    // bbpPairings 6.0.0 (`--dutch FILE -p`, 192 FIDE_DUTCH_2025): 37-1 10-15 16-13 25-12 2-28 32-9 26-27 22-4 7-19
    // 21-23 18-3 29-20 38-31 5-33 36-39, bye 34.
    const reference = '37-1 10-15 16-13 25-12 2-28 32-9 26-27 22-4 7-19 21-23 18-3 29-20 38-31 5-33 36-39';
    expect(auto.pairs.map((p) => `${p.white}-${p.black}`).join(' ')).toBe(reference);
    expect(auto.bye).toBe(34);
    expect(pairDutch2026(state, { engine: 'exact' }).pairs).toEqual(auto.pairs);
  });
});
