/**
 * Corpus rounds (2017) whose brackets the fast path answers by a route the constructed cases do not show.
 *
 * A.9's PPB by the fast path (fast.ts): the bounds leave C.4 out, and a candidate is accepted only when its
 * downfloaters and every lower player still allow a complete round-pairing; the floater rule takes the same
 * test for the one downfloater the bounds allow. Corpus rounds (2017) whose PPB the fast path answers: the
 * 'auto' engine must give the exact engine's pairing and the reference's, with the PPB paired fast.
 *
 * C.12 before C.14: when the bracket's one resident downfloater can avoid repeating last round's downfloat, the
 * C.14 bound counts only the players who can do both; bounds taken one criterion at a time (C.12 = 0 by one
 * player, C.14 = 0 by another) could not be met, and these brackets went to the exact engine.
 *
 * MaxPairs (B.1.b) below the ideal: when compatibility (C.1, C.3) leaves fewer pairs than every MDP paired and the
 * remainder paired but for its parity, no candidate meets the ideal bounds; the fast path then searches the
 * candidates with MaxPairs pairs (S1R the remainder's first MaxPairs players) against the bounds of that many.
 * A resident no bracket player may meet floats in every candidate: the colour bounds count the others only.
 *
 * The Limbo (B.2): with more MDPs than residents, S1 holds the first M1 MDPs and the rest float; the bounds hold
 * for any Limbo of the lowest MDPs (D.3 may swap MDPs of the Limbo's top score), and the search takes the
 * original S1. These brackets all went to the exact engine ('limbo').
 *
 * A small bracket (at most FEW_PLAYERS) whose optimum misses the bounds (B.8): every pairing of its members is
 * valued, the best values become the bounds, and the search takes the first candidate in generation order that
 * has them (bestOfFew.ts). These brackets went to the exact engine ('mdp'), over their whole following scoregroup.
 *
 * A PPB's MaxPairs under C.4: the lower players can pair among themselves at most ν times, so the rest need
 * that many of the PPB's downfloaters; when C.4 leaves fewer pairs than the ideal, the search runs against the
 * bounds of that many.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordedPairing } from '../../src/check/check.js';
import { deriveRoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import { pairDutch, type EngineStats } from '../../src/systems/dutch/round.js';
import { unplayedRules } from '../../src/systems/shared/edition.js';
import { readTrf } from '../../src/trf/index.js';

/** A corpus round and the bracket that must be paired fast: its kind and its size (players and following ones; null: any). */
type Route = readonly [file: string, round: number, kind: string, size: number | null];

const ROUTES: readonly { readonly title: string; readonly rounds: readonly Route[] }[] = [
  {
    title: 'the PPB by the fast path (C.4 at the leaf)',
    rounds: [
      ['d17-medium-1003', 10, 'ppb', null],
      ['d17-small-103', 8, 'ppb', null],
      ['d17-small-116', 7, 'ppb', null],
      ['d17-small-119', 7, 'ppb', null],
      ['d17-small-186', 10, 'ppb', null],
      ['d17-small-191', 8, 'ppb', null],
      ['d17-small-217', 7, 'ppb', null],
      ['d17-small-260', 6, 'ppb', null],
      ['d17-small-28', 9, 'ppb', null],
      ['d17-small-29', 9, 'ppb', null],
    ],
  },
  {
    title: 'the C.14 bound after C.12 (one resident downfloater)',
    rounds: [
      ['d17-small-140', 3, 'last', 3],
      ['d17-small-249', 3, 'normal', 20],
      ['d17-medium-1032', 9, 'normal', 7],
      ['d17-small-71', 11, 'normal', 9],
      ['d17-small-76', 3, 'normal', 9],
      ['d17-small-16', 4, 'normal', 11],
    ],
  },
  {
    title: 'MaxPairs below the ideal (B.1.b, C.5)',
    rounds: [
      ['d17-medium-1002', 7, 'normal', 11],
      ['d17-medium-1007', 4, 'normal', 15],
      ['d17-medium-1003', 11, 'normal', 8],
      ['d17-medium-1009', 10, 'normal', 9],
      ['d17-medium-1017', 10, 'normal', 10],
      ['d17-medium-1004', 8, 'normal', 10],
    ],
  },
  {
    title: 'a resident nobody in the bracket may meet floats (C.10, C.11 bounds)',
    rounds: [
      ['d17-small-115', 6, 'normal', 7],
      ['d17-small-151', 9, 'normal', 11],
      ['d17-small-184', 5, 'normal', 6],
      ['d17-small-254', 8, 'normal', 9],
    ],
  },
  {
    title: 'the Limbo (B.2) by the fast path',
    rounds: [
      ['d17-small-244', 11, 'normal', 16],
      ['d17-medium-1013', 8, 'normal', 14],
      ['d17-small-75', 12, 'normal', 11],
      ['d17-small-300', 8, 'normal', 10],
      ['d17-small-213', 8, 'normal', 11],
      ['d17-small-290', 10, 'normal', 10],
    ],
  },
  {
    title: 'a small bracket whose optimum misses the bounds: the best values over every pairing (B.8), then the search',
    rounds: [
      ['d17-medium-1003', 9, 'normal', 6],
      ['d17-medium-1007', 11, 'normal', 4],
      ['d17-medium-1009', 7, 'normal', 10],
      ['d17-medium-1012', 9, 'ppb', null],
      ['d17-medium-1010', 7, 'last', 3],
      ['d17-medium-1011', 5, 'last', 5],
    ],
  },
  {
    title: 'a PPB whose pairs C.4 limits (MaxPairs, A.9)',
    rounds: [
      ['d17-small-116', 12, 'ppb', null],
      ['d17-small-94', 10, 'ppb', null],
      ['d17-small-63', 11, 'ppb', null],
      ['d17-small-30', 12, 'ppb', null],
      ['d17-small-53', 10, 'ppb', null],
      ['d17-small-232', 11, 'ppb', null],
    ],
  },
];

/** Pairs the round with 'auto': the bracket of `kind` and `size` vertices is paired fast, and the round equals the exact engine's and the file's. */
function pairedFast(file: string, round: number, kind: string, size: number | null): void {
  const path = `test/fixtures/corpus/dutch/${file}.trf`;
  const t = buildTournament(readTrf(readFileSync(path), { fileName: path }), { fileName: path });
  const state = deriveRoundState(t, round, { unplayed: unplayedRules('dutch', '2017') });
  const stats: EngineStats = { fast: 0, exact: 0, brackets: [] };
  const auto = pairDutch(state, {}, stats);
  const those = stats.brackets!.filter((b) => b.kind === kind && (size === null || b.size === size));
  expect(those.length).toBeGreaterThan(0);
  expect(those.map((b) => b.engine)).toEqual(those.map(() => 'fast'));
  const exact = pairDutch(state, { engine: 'exact' });
  expect(auto.pairs).toEqual(exact.pairs);
  expect(auto.bye).toBe(exact.bye);
  const recorded = recordedPairing(t, round);
  expect(new Set(auto.pairs.map((p) => `${p.white}-${p.black}`))).toEqual(new Set(recorded.pairs.map(([w, b]) => `${w}-${b}`)));
  expect(auto.bye).toBe(recorded.bye);
}

for (const { title, rounds } of ROUTES) {
  describe(`Dutch 2017: ${title}`, () => {
    for (const [file, round, kind, size] of rounds) {
      it(`${file} round ${round}: the ${kind} bracket${size === null ? '' : ` of ${size}`} is paired fast, as the exact engine and the reference pair the round`, () =>
        pairedFast(file, round, kind, size));
    }
  });
}

describe('Dutch 2017: the following bracket is paired with every downfloater when a maximum pairing can (C.7 at the leaf)', () => {
  // Found by the fast-vs-exact sweep (20,000 random tournaments, seed 1291): a greedy maximum pairing of the
  // following bracket left a downfloater unpaired, the leaf refused the first candidate meeting the bounds (4-8,
  // floating 1 and 6) and the search took a later one (6-8, floating 1 and 4). test/fixtures/fast-sweep.
  it('seed 1291 round 6: the 3.0 bracket pairs 4-8 and floats 1 and 6, as bbpPairings 5 and the exact engine', () => {
    const path = 'test/fixtures/fast-sweep/dutch2017-seed1291-r6.trf';
    const t = buildTournament(readTrf(readFileSync(path), { fileName: path }), { fileName: path });
    const state = deriveRoundState(t, 6, { unplayed: unplayedRules('dutch', '2017') });
    const stats: EngineStats = { fast: 0, exact: 0, brackets: [] };
    const auto = pairDutch(state, {}, stats);
    const bracket = auto.brackets.find((b) => b.score === 30)!;
    expect(bracket.pairs).toEqual([[4, 8]]);
    expect(bracket.downfloaters).toEqual([1, 6]);
    expect(stats.brackets![auto.brackets.indexOf(bracket)]!.engine).toBe('fast');
    // bbpPairings 5.0.1 (`--dutch FILE -p`): 5-22 19-11 4-8 9-1 6-7 13-10 2-18 3-16 14-12 15-20, bye 17.
    expect(auto.pairs.map((p) => `${p.white}-${p.black}`).join(' ')).toBe('5-22 19-11 4-8 9-1 6-7 13-10 2-18 3-16 14-12 15-20');
    expect(auto.bye).toBe(17);
    expect(pairDutch(state, { engine: 'exact' }).pairs).toEqual(auto.pairs);
  });
});
