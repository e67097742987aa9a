/**
 * `pair --explain`: the rules' brackets in order, and for every floater and the PAB the criterion that decided.
 * Expected decisions worked out by hand on the worked example (Arbiters' Manual, round 5) and corpus files.
 */
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';

interface Explained {
  explanation: {
    round: number;
    bye: number | null;
    byeDecision: { players: number[]; article: string | null; text: string } | null;
    brackets: { score: number; kind: string; mdps: number[]; residents: number[]; upfloaters: number[]; pairs: number[][]; downfloaters: number[]; criteria: { article: string; value: string }[]; decisions: { players: number[]; article: string | null; text: string }[] }[];
  };
}

const explain = (args: string[]): Explained => JSON.parse(cli(['pair', ...args, '--explain', '--json']).stdout) as Explained;

describe('pair --explain (Dutch 2017)', () => {
  const e = explain(['samples/worked-example-after-round-4.trf', '--edition', '2017']).explanation;

  it('lists the brackets in the rules\' order with MDPs, residents, pairs and downfloaters', () => {
    expect(e.brackets.map((b) => [b.score, b.kind])).toEqual([
      [3.5, 'normal'],
      [3, 'normal'],
      [2.5, 'normal'],
      [2, 'normal'],
      [1.5, 'normal'],
      [1, 'ppb'],
      [0.5, 'clb'],
    ]);
    expect(e.brackets[1]).toMatchObject({ mdps: [2], residents: [1, 5], pairs: [[2, 1]], downfloaters: [5] });
  });

  it('says which criterion made a player float: 14 in the 1.5 bracket by C.10, then by C.4 in the PPB', () => {
    expect(e.brackets[4]!.decisions).toEqual([
      {
        players: [14],
        article: 'C.10',
        text: '14 floats down: by C.10 (minimise the players who do not get their colour preference): pairing him instead gives 1, this pairing 0',
      },
    ]);
    expect(e.brackets[5]!.decisions[0]).toMatchObject({ players: [14], article: 'C.4' });
    expect(e.brackets[0]!.decisions[0]!.text).toBe('2 floats down: the bracket has no pair he could join');
  });

  it('shows the criteria each bracket\'s choice pays', () => {
    expect(e.brackets[6]!.criteria.map((c) => c.article)).toEqual(['C.6', 'C.10', 'C.11']);
  });

  it('explains the pairing-allocated bye', () => {
    const b = explain(['test/fixtures/corpus/dutch/d17-small-101.trf', '--round', '5', '--edition', '2017']).explanation;
    expect(b.bye).toBe(11);
    expect(b.byeDecision).toMatchObject({ players: [11], article: 'C.10' });
  });

  it('text: the trace follows the boards and names players as the board table does (issue 16.7)', () => {
    const r = cli(['pair', 'samples/worked-example-after-round-4.trf', '--edition', '2017', '--explain']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      '\nBracket 1.5\n  residents: 9 Louise; 10 Marco; 14 Robert\n  pairs: 9 Louise - 10 Marco\n  downfloaters: 14 Robert\n  C.6 the PSD, the score differences of pairs and downfloaters: {1, 0}\n',
    );
    expect(r.stdout.indexOf('Board')).toBeLessThan(r.stdout.indexOf('How the rules reached round 5'));
  });
});

describe('pair --explain (Dubov 2018)', () => {
  it('upfloaters: the criterion against another upfloater (C.6), or the sorting order (D.1)', () => {
    const e = explain(['test/fixtures/corpus/dubov/dubov-185.trf', '--round', '5', '--system', 'dubov', '--edition', '2018']).explanation;
    expect(e.brackets[0]).toMatchObject({ score: 4, residents: [1], upfloaters: [13], pairs: [[1, 13]] });
    expect(e.brackets[0]!.decisions[0]).toEqual({
      players: [13],
      article: 'C.5',
      text: '1 upfloater(s): 1 resident(s), an odd number; C.5 takes the fewest that let the round be completed (C.4)',
    });
    expect(e.brackets[0]!.decisions[1]).toMatchObject({ players: [13], article: 'C.6' });
    expect(e.brackets[1]!.decisions[1]).toMatchObject({ players: [3], article: 'D.1' });
  });

  it('the bye by B.0, with who is not eligible (C.2)', () => {
    const e = explain(['test/fixtures/corpus/dubov/dubov-48.trf', '--round', '3', '--system', 'dubov', '--edition', '2018']).explanation;
    expect(e.bye).toBe(20);
    expect(e.byeDecision!.article).toBe('B.0');
    expect(e.byeDecision!.text).toBe('20 receives the pairing-allocated bye: B.0 lowest score and most games, then lowest in the initial ranking; not eligible (C.2): 24, 25');
  });
});
