/**
 * The oracle reproduces the worked example ("Mastering the Dutch", FIDE Arbiters' Manual 2014, worked in
 * /work/shared/rules/dutch-worked-example-2015.md): pairs, colours, board order and the bye of rounds 2-5, both
 * from the file written after each round and from the complete file.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { deriveRoundState } from '../../src/model/state.js';
import { loadTournament } from './helpers.js';
import { pairDutchLiterally } from './dutch/round.js';

const SAMPLES = fileURLToPath(new URL('../../samples/', import.meta.url));

/** The paper's pairings, white first, in its (board) order. */
interface PaperRound {
  readonly pairs: readonly string[];
  readonly bye: number | null;
  readonly notPaired: readonly number[];
}

const PAPER: Readonly<Record<number, PaperRound>> = {
  // 1.0 group: transposition 5-7-6 (one colour problem); 4 and 11 have met and both float; 14 gets the PAB.
  2: { pairs: ['5-1', '2-7', '6-3', '4-9', '8-11', '10-13'], bye: 14, notPaired: [12] },
  // 1.5 group: the resident-exchange 4<->6; 1.0 group: transposition 14-10.
  3: { pairs: ['2-5', '3-4', '11-6', '14-1', '7-10', '12-8', '9-13'], bye: null, notPaired: [] },
  // Float criteria decide: 6-2 (5 floats), 4-5, and 9-8 with 12 floating to 13.
  4: { pairs: ['6-2', '4-5', '1-3', '11-7', '10-14', '8-9', '13-12'], bye: null, notPaired: [] },
  // Final round: the 1.0 bracket is the PPB; the CLB pairs 14-12 and 13-8 (E.3 decides 13-8).
  5: { pairs: ['2-1', '5-11', '4-6', '3-7', '9-10', '14-12', '13-8'], bye: null, notPaired: [] },
};

const show = (pairs: readonly { white: number; black: number }[]): string[] =>
  pairs.map((p) => `${p.white}-${p.black}`);

describe('worked example (Arbiters Manual 2014)', () => {
  for (const round of [2, 3, 4, 5]) {
    const paper = PAPER[round]!;

    test(`round ${round} from worked-example-after-round-${round - 1}.trf`, () => {
      const t = loadTournament(`${SAMPLES}worked-example-after-round-${round - 1}.trf`);
      const pairing = pairDutchLiterally(deriveRoundState(t, round));
      expect(pairing.round).toBe(round);
      expect(show(pairing.pairs)).toEqual(paper.pairs);
      expect(pairing.bye).toBe(paper.bye);
      expect(pairing.notPaired).toEqual(paper.notPaired);
    });

    test(`round ${round} re-paired from worked-example-complete.trf`, () => {
      const t = loadTournament(`${SAMPLES}worked-example-complete.trf`);
      const pairing = pairDutchLiterally(deriveRoundState(t, round));
      expect(show(pairing.pairs)).toEqual(paper.pairs);
      expect(pairing.bye).toBe(paper.bye);
      expect(pairing.notPaired).toEqual(paper.notPaired);
    });
  }

  test('round 5: the 1.0 bracket becomes the PPB and the CLB completes the round (A.9)', () => {
    const t = loadTournament(`${SAMPLES}worked-example-complete.trf`);
    const lines: string[] = [];
    const pairing = pairDutchLiterally(deriveRoundState(t, 5), { trace: (l) => lines.push(l) });
    expect(lines.some((l) => l.startsWith('PPB'))).toBe(true);
    // PPB {14 | 8, 13}: C.4 leaves M1 = 0 (14 must float so that 12 can be paired), then the CLB {14 | 12}.
    const [ppb, clb] = pairing.brackets.slice(-2);
    expect(ppb!.pairs.map(([a, b]) => [a.id, b.id])).toEqual([[8, 13]]);
    expect(ppb!.downfloaters.map((p) => p.id)).toEqual([14]);
    expect(clb!.pairs.map(([a, b]) => [a.id, b.id])).toEqual([[14, 12]]);
  });

  test('round 1 is the paper round 1 (E.5 with the initial colour white)', () => {
    const t = loadTournament(`${SAMPLES}worked-example-complete.trf`);
    const pairing = pairDutchLiterally(deriveRoundState(t, 1));
    expect(show(pairing.pairs)).toEqual(['1-8', '9-2', '3-10', '11-4', '5-12', '13-6', '7-14']);
  });
});
