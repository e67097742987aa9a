/**
 * A.9's PPB by the fast path (fast.ts): the bounds leave C.4 out, and a candidate is accepted only when its
 * downfloaters and every lower player still allow a complete round-pairing; the floater rule takes the same
 * test for the one downfloater the bounds allow. Corpus rounds (2017) whose PPB the fast path answers: the
 * 'auto' engine must give the exact engine's pairing and the reference's, with the PPB paired fast.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordedPairing } from '../../src/check/check.js';
import { deriveRoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import { pairDutch, type EngineStats } from '../../src/systems/dutch/round.js';
import { unplayedRules } from '../../src/systems/shared/edition.js';
import { readTrf } from '../../src/trf/index.js';

const ROUNDS: readonly [string, number][] = [
  ['d17-medium-1003', 10],
  ['d17-small-103', 8],
  ['d17-small-116', 7],
  ['d17-small-119', 7],
  ['d17-small-186', 10],
  ['d17-small-191', 8],
  ['d17-small-217', 7],
  ['d17-small-260', 6],
  ['d17-small-28', 9],
  ['d17-small-29', 9],
];

describe('Dutch 2017: the PPB by the fast path (C.4 at the leaf)', () => {
  for (const [file, round] of ROUNDS) {
    it(`${file} round ${round}: the PPB is paired fast, as the exact engine and the reference pair the round`, () => {
      const path = `test/fixtures/corpus/dutch/${file}.trf`;
      const t = buildTournament(readTrf(readFileSync(path), { fileName: path }), { fileName: path });
      const state = deriveRoundState(t, round, { unplayed: unplayedRules('dutch', '2017') });
      const stats: EngineStats = { fast: 0, exact: 0, brackets: [] };
      const auto = pairDutch(state, {}, stats);
      expect(stats.brackets!.filter((b) => b.kind === 'ppb').map((b) => b.engine)).toEqual(['fast']);
      const exact = pairDutch(state, { engine: 'exact' });
      expect(auto.pairs).toEqual(exact.pairs);
      expect(auto.bye).toBe(exact.bye);
      const recorded = recordedPairing(t, round);
      expect(new Set(auto.pairs.map((p) => `${p.white}-${p.black}`))).toEqual(new Set(recorded.pairs.map(([w, b]) => `${w}-${b}`)));
      expect(auto.bye).toBe(recorded.bye);
    });
  }
});
