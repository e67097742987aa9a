/**
 * Rounds (2026) whose brackets the fast path answers by a route the random sweeps at their CI size do not reach.
 *
 * A bracket whose candidate meets the bounds only if the following bracket's maximum pairing is looked for
 * with every downfloater paired (fast.ts, nextValue; 2026/fast.ts, extendsToRound): found by the fast-vs-exact
 * sweep (20,000 random tournaments, seed 16412), where a greedy maximum pairing left a downfloater out, the fast
 * path refused the first candidate and took an exchange. bbpPairings 6 and the literal oracle pair the round as
 * the exact engine.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveRoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import { pairDutch2026 } from '../../src/systems/dutch/2026/round.js';
import type { EngineStats } from '../../src/systems/dutch/round.js';
import { unplayedRules } from '../../src/systems/shared/edition.js';
import { readTrf } from '../../src/trf/index.js';

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
