/**
 * Dubov on the circle-method history (test/fixtures/circle/README.md), round 15 of 100 players: the last bracket
 * has seven players below it who have all met each other, so C.4 (2026 [C4]) alone sends every one of them up
 * (bracket.ts forcedUpfloaters). The weighted matching over the bracket and them, which 'auto' used to build,
 * took 56 s at 9,999 players; the answer must be the exact engine's, both editions.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveRoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import { pairDubov } from '../../src/systems/dubov/round.js';
import { unplayedRules } from '../../src/systems/shared/edition.js';
import { readTrf } from '../../src/trf/index.js';

const FILE = 'test/fixtures/circle/circle100-r15.trf';

describe('Dubov, circle-method history, 100 players, round 15', () => {
  for (const edition of ['2018', '2026'] as const) {
    it(`${edition}: every player below the last bracket floats up into it, and 'auto' pairs the round as the exact engine`, () => {
      const t = buildTournament(readTrf(readFileSync(FILE), { fileName: FILE }), { fileName: FILE });
      const state = deriveRoundState(t, 15, { unplayed: unplayedRules('dubov', edition) });
      const auto = pairDubov(state, { edition });
      const last = auto.brackets[auto.brackets.length - 1]!;
      // The seven lowest players (6 points, all met each other) are the last bracket's upfloaters.
      const lowest = state.players.filter((p) => p.toBePaired).sort((a, b) => a.score - b.score).slice(0, 7).map((p) => p.id);
      expect([...last.upfloaters].sort((a, b) => a - b)).toEqual([...lowest].sort((a, b) => a - b));
      expect(pairDubov(state, { edition, engine: 'exact' }).pairs).toEqual(auto.pairs);
    });
  }
});
