/**
 * The literal Dubov oracle reproduces the consensus rounds of small tournaments of the shared Dubov corpus: the
 * rounds where the file (made by CPPDubovSystem) is also reproduced by py4swiss, two independent implementations
 * (corpus README: consensus rounds are expected results). Pairs, colours and the PAB must all match.
 *
 * The other rounds of these files are open questions and are not asserted here; the oracle's readings of them
 * are listed in test/fixtures/oracle-dubov/README.md.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { deriveRoundState } from '../../src/model/state.js';
import { pairDubovLiterally } from './dubov/index.js';
import { loadTournament, pairingStrings, recordedPairing } from './helpers.js';

const DIR = fileURLToPath(new URL('../fixtures/oracle-dubov/', import.meta.url));

/** [file, consensus rounds (manifest.tsv, column consensus_rounds)]. */
const FILES: readonly (readonly [string, readonly number[]])[] = [
  ['dubov-1.trf', [1, 2, 3, 4, 5, 6]],
  ['dubov-3.trf', [1, 2, 3, 7, 8, 9]],
  ['dubov-5.trf', [1, 2, 3, 4, 5, 6, 7]],
  ['dubov-55.trf', [1, 2, 3]],
  ['dubov-62.trf', [1, 2, 4, 5, 6, 8]],
  ['dubov-85.trf', [1, 2, 3, 4, 5, 6, 7]],
  ['dubov-111.trf', [1, 2, 3, 4, 6]],
  ['dubov-115.trf', [1, 2, 3, 4]],
  ['dubov-176.trf', [1, 2, 3, 4, 5, 6, 7]],
  ['dubov-196.trf', [1, 2, 3, 4, 5, 7]],
];

describe('Dubov oracle: consensus rounds of small corpus tournaments', () => {
  for (const [file, rounds] of FILES) {
    const t = loadTournament(DIR + file);
    for (const round of rounds) {
      test(`${file} round ${round}`, () => {
        const state = deriveRoundState(t, round, { plannedRounds: t.plannedRounds ?? t.roundsInFile });
        expect(pairingStrings(pairDubovLiterally(state))).toEqual(recordedPairing(t, round));
      });
    }
  }
});

describe('Dubov oracle: what single consensus rounds pin down', () => {
  const round = (file: string, r: number) => {
    const t = loadTournament(DIR + file);
    const lines: string[] = [];
    const state = deriveRoundState(t, r, { plannedRounds: t.plannedRounds ?? t.roundsInFile });
    const result = pairDubovLiterally(state, { trace: (l) => lines.push(l) });
    return { t, result, lines };
  };

  test('dubov-111 round 6: containers are compared from the highest score down (D.1 example, not C.6 wording)', () => {
    const { t, result } = round('dubov-111.trf', 6);
    expect(pairingStrings(result)).toEqual(recordedPairing(t, 6));
    // Scoregroup 3.5 (players 2 and 6, who have met) needs two upfloaters. {1, 7} (2 and 2 points) is legal and
    // is what "maximize the lowest score among the upfloaters" would choose; {4, 8} (3 and 1.5 points) comes first
    // when the scores are compared from the highest down, as in D.1's example, and it is what the file has.
    expect(result.brackets[0]).toMatchObject({ score: 35, residents: [2, 6], upfloaters: [4, 8] });
  });

  test('B.4 first shift: pairs a subgroup must form inside itself (dubov-85 round 6, dubov-176 round 4)', () => {
    for (const [file, r] of [
      ['dubov-85.trf', 6],
      ['dubov-176.trf', 4],
    ] as const) {
      const { t, result, lines } = round(file, r);
      expect(pairingStrings(result)).toEqual(recordedPairing(t, r));
      expect(lines.some((l) => /shifts \d/.test(l))).toBe(true);
    }
  });

  test('C.7: a later set of upfloaters wins with fewer colour misses (dubov-1 round 2)', () => {
    const { t, result } = round('dubov-1.trf', 2);
    expect(pairingStrings(result)).toEqual(recordedPairing(t, 2));
    // Scoregroup 1: {3} comes first in D.1 order but pairs two Black seekers; {6} lets everybody have his colour.
    expect(result.brackets[0]).toMatchObject({ score: 10, upfloaters: [6], quality: [0, 0, 0, 0] });
    // Scoregroup 0.5: {1} first, {2} chosen for the same reason.
    expect(result.brackets[1]).toMatchObject({ score: 5, upfloaters: [2], quality: [0, 0, 0, 0] });
  });

  test('C.10: a later set wins because the first one upfloated in the previous round (dubov-55 round 3)', () => {
    const { t, result } = round('dubov-55.trf', 3);
    expect(pairingStrings(result)).toEqual(recordedPairing(t, 3));
    // Scoregroup 1: {1} (upfloated in round 2) and {5} tie on C.7-C.9; C.10 chooses {5}.
    expect(result.brackets.find((b) => b.score === 10)).toMatchObject({ upfloaters: [5], quality: [1, 0, 0, 0] });
  });
});
