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

/** The tournament at `path` and the state of its round `round`, read as the 2026 engine reads them. */
function roundOf(path: string, round: number): { t: ReturnType<typeof buildTournament>; state: ReturnType<typeof deriveRoundState> } {
  const t = buildTournament(readTrf(readFileSync(path), { fileName: path }), { fileName: path });
  return { t, state: deriveRoundState(t, round, { unplayed: unplayedRules('dutch', '2026') }) };
}

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

/**
 * Pairs corpus round `round` with 'auto': bracket `bracket` (a normal one of `size` players with its following
 * scoregroup) is paired fast, and the round equals the exact engine's and the file's. Returns that bracket's trace.
 */
function pairedFast(file: string, round: number, bracket: number, size: number): ReturnType<typeof pairDutch2026>['brackets'][number] {
  const path = `test/fixtures/corpus/dutch-2026/${file}.trf`;
  const { t, state } = roundOf(path, round);
  const stats: EngineStats = { fast: 0, exact: 0, brackets: [] };
  const auto = pairDutch2026(state, {}, stats);
  const b = stats.brackets![bracket]!;
  expect([b.kind, b.size, b.engine]).toEqual(['normal', size, 'fast']);
  const exact = pairDutch2026(state, { engine: 'exact' });
  expect(auto.pairs).toEqual(exact.pairs);
  expect(auto.bye).toBe(exact.bye);
  const recorded = recordedPairing(t, round);
  expect(new Set(auto.pairs.map((p) => `${p.white}-${p.black}`))).toEqual(new Set(recorded.pairs.map(([w, b]) => `${w}-${b}`)));
  expect(auto.bye).toBe(recorded.bye);
  return auto.brackets[bracket]!;
}

describe('Dutch 2026: a bracket with no downfloater, whose following bracket falls short, by the fast path', () => {
  for (const [file, round, bracket, size] of ROUTES) {
    it(`${file} round ${round}: bracket ${bracket} (${size} players with the following scoregroup) is paired fast, with no downfloater, as the exact engine and the reference pair the round`, () => {
      expect(pairedFast(file, round, bracket, size).downfloaters).toEqual([]);
    });
  }
});

describe('Dutch 2026: the following bracket is paired with every downfloater when a maximum pairing can', () => {
  it('seed 16412 round 11: the 3.5 bracket pairs 29-20 and floats 31 and 33 (not 20 and 31), as bbpPairings 6 and the exact engine', () => {
    const path = 'test/fixtures/fast-sweep/dutch2026-seed16412-r11.trf';
    const { state } = roundOf(path, 11);
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

/**
 * A bracket with more MDPs than residents (a Limbo): S1 holds the first valid MDP set, the first M1 MDPs by BSN
 * (Art. 4's smallest differing BSN), and the bounds of the 2017 path hold for every MDP set (2026/fast.ts).
 * These went to the exact engine ('limbo'), whose graph holds the whole following scoregroup for C8: on the
 * circle-method history of scripts/bench-edit, 2,000 players, one such bracket of 9 players took 2.1 s of the
 * round's 2.2 s (5,000 players: 13 s of 13.3 s).
 */
type LimboRoute = readonly [file: string, round: number, bracket: number, limbo: number];

const LIMBO_ROUTES: readonly LimboRoute[] = [
  ['d25-16', 11, 3, 3],
  ['d25-107', 10, 3, 3],
  ['d25-87', 7, 3, 2],
  ['d25-8', 9, 8, 2],
  ['d25-101', 8, 4, 1],
];

function fastLimbo(state: ReturnType<typeof deriveRoundState>, bracket: number): ReturnType<typeof pairDutch2026> {
  const stats: EngineStats = { fast: 0, exact: 0, brackets: [] };
  const auto = pairDutch2026(state, {}, stats);
  const b = auto.brackets[bracket]!;
  expect(b.mdps.length).toBeGreaterThan(b.residents.length);
  expect(stats.brackets![bracket]!.engine).toBe('fast');
  expect(pairDutch2026(state, { engine: 'exact' }).pairs).toEqual(auto.pairs);
  return auto;
}

describe('Dutch 2026: a bracket with a Limbo, by the fast path', () => {
  for (const [file, round, bracket, limbo] of LIMBO_ROUTES) {
    it(`${file} round ${round}: bracket ${bracket} floats ${limbo} MDPs in the Limbo, paired fast as the exact engine and the reference pair the round`, () => {
      const path = `test/fixtures/corpus/dutch-2026/${file}.trf`;
      const { t, state } = roundOf(path, round);
      const auto = fastLimbo(state, bracket);
      const b = auto.brackets[bracket]!;
      expect(b.downfloaters.filter((id) => b.mdps.includes(id))).toHaveLength(limbo);
      const recorded = recordedPairing(t, round);
      expect(new Set(auto.pairs.map((p) => `${p.white}-${p.black}`))).toEqual(new Set(recorded.pairs.map(([w, b]) => `${w}-${b}`)));
      expect(auto.bye).toBe(recorded.bye);
    });
  }

  it('circle-method history, 200 players, round 15: of five MDPs tied at 8, the Limbo takes 114, the one without a downfloat two rounds before (C20), as bbpPairings 6 pairs it', () => {
    const path = 'test/fixtures/circle/circle200-r15.trf';
    const { state } = roundOf(path, 15);
    const auto = fastLimbo(state, 1);
    const b = auto.brackets[1]!;
    expect(b.mdps).toEqual([106, 108, 110, 112, 114]);
    expect(b.downfloaters).toEqual([114]);
    const reference = readFileSync('test/fixtures/circle/circle200-r15.bbp6.txt', 'utf8').trim().split('\n').slice(1).map((l) => l.trim().split(/\s+/).join('-'));
    expect(auto.pairs.map((p) => `${p.white}-${p.black}`)).toEqual(reference);
  });
});

/**
 * A small bracket (at most FEW_PLAYERS) whose optimum misses the ideal bounds (3.8: the best candidate, the first
 * generated among equals): every pairing is valued on the 2026 criteria (2026/bestOfFew.ts), and when the best
 * ones are exactly those with some 2017 values, the 2017 search looks for the first candidate with them. These went
 * to the exact engine ('mdp') over the whole following scoregroup (C8): 505 brackets of the corpus.
 */
type FewRoute = readonly [file: string, round: number, bracket: number, size: number, mdps: number, downfloaters: number];

const FEW_ROUTES: readonly FewRoute[] = [
  ['d25-1003', 6, 1, 14, 1, 1],
  ['d25-1008', 10, 2, 12, 2, 0],
  ['d25-100', 8, 2, 7, 2, 1],
  ['d25-1015', 8, 2, 14, 0, 1],
  ['d25-1017', 10, 1, 9, 2, 1],
  ['d25-1018', 7, 1, 10, 1, 0],
  // Best pairings that float the search's Limbo (MDPs after the first valid set).
  ['d25-101', 7, 2, 11, 4, 1],
  ['d25-163', 11, 3, 15, 4, 2],
  // A pairing whose downfloaters the following bracket cannot all pair, valued by its pairs there (C8).
  ['d25-116', 8, 8, 5, 0, 1],
  ['d25-127', 4, 2, 4, 0, 1],
];

describe('Dutch 2026: a small bracket whose optimum misses the bounds, by the best values of every pairing (3.8), then the search', () => {
  for (const [file, round, bracket, size, mdps, downfloaters] of FEW_ROUTES) {
    it(`${file} round ${round}: bracket ${bracket} (${mdps} MDPs, ${size} players with the following scoregroup) is paired fast, as the exact engine and the reference pair the round`, () => {
      const b = pairedFast(file, round, bracket, size);
      expect(b.mdps).toHaveLength(mdps);
      expect(b.downfloaters).toHaveLength(downfloaters);
    });
  }
});
