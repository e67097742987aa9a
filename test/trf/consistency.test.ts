/** Cross-record checks: one test per kind of contradiction, asserting position and message. */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/errors.js';
import { checkConsistency } from '../../src/trf/consistency.js';
import { parseTrf } from '../../src/trf/parse.js';
import type { TrfDocument } from '../../src/trf/types.js';
import { playerLine } from './helpers.js';

function check(lines: readonly string[]): { errors: string[]; warnings: string[] } {
  const { errors, warnings } = checkConsistency(parseTrf(lines.join('\n')), 'c.trf');
  return { errors: errors.map(formatDiagnostic), warnings: warnings.map(formatDiagnostic) };
}

function errorsOf(lines: readonly string[]): string[] {
  return check(lines).errors;
}

// A consistent 4-player, 2-round tournament; the tests break one thing at a time.
const good = [
  '012 Consistency',
  playerLine(1, '2.0', ['   3 w 1', '   2 b 1']),
  playerLine(2, '1.0', ['   4 b 1', '   1 w 0']),
  playerLine(3, '0.5', ['   1 b 0', '   4 w =']),
  playerLine(4, '0.5', ['   2 w 0', '   3 b =']),
];

function replaceLine(index: number, line: string): string[] {
  return good.map((l, i) => (i === index ? line : l));
}

describe('checkConsistency', () => {
  it('finds nothing wrong in a consistent file', () => {
    expect(check(good)).toEqual({ errors: [], warnings: [] });
  });

  it('reports a duplicate starting rank, naming both lines', () => {
    expect(errorsOf([...good, playerLine(2, '0.0', [], 'Other Two')])).toContain(
      'c.trf:6:5: starting rank 2 is used twice: player 2 (Player 2) (line 3) and player 2 (Other Two) (line 6); found "2"; ' +
        'expected each starting rank on one 001 line only',
    );
  });

  it('reports an opponent who does not exist', () => {
    expect(errorsOf(replaceLine(1, playerLine(1, '2.0', ['   3 w 1', '   9 b 1'])))).toContain(
      'c.trf:2:102: round 2: player 1 (Player 1) has opponent 9, who does not exist; found "   9 b 1"; ' +
        'expected the starting rank of a player of the file',
    );
  });

  it('reports a player paired with himself', () => {
    expect(errorsOf(replaceLine(1, playerLine(1, '2.0', ['   1 w 1', '   2 b 1'])))).toContain(
      'c.trf:2:92: round 1: player 1 (Player 1) is paired with himself; found "   1 w 1"; expected another player as opponent',
    );
  });

  it('reports the two sides of a game naming different opponents', () => {
    const errors = errorsOf(replaceLine(3, playerLine(3, '0.5', ['   2 b 0', '   4 w ='])));
    expect(errors).toContain(
      'c.trf:2:92: round 1: player 1 (Player 1) has opponent player 3 (Player 3), whose round 1 block names opponent 2; ' +
        'found "1: \\"   3 w 1\\"; 3: \\"   2 b 0\\" (line 4)"; expected 3\'s round 1 block to name 1',
    );
  });

  it('reports a missing block on the other side', () => {
    const errors = errorsOf(replaceLine(3, playerLine(3, '0.0', ['   1 b 0'])));
    expect(errors).toContain(
      'c.trf:5:102: round 2: player 4 (Player 4) has opponent player 3 (Player 3), whose round 2 block has no round 2 block; ' +
        'found "4: \\"   3 b =\\"; 3: \\"\\" (line 4)"; expected 3\'s round 2 block to name 4',
    );
  });

  it('reports colours that are not opposite', () => {
    expect(errorsOf(replaceLine(3, playerLine(3, '0.5', ['   1 w 0', '   4 w ='])))).toEqual([
      'c.trf:2:92: round 1: player 1 (Player 1) and player 3 (Player 3) have colours w and w; ' +
        'found "1: \\"   3 w 1\\"; 3: \\"   1 w 0\\" (line 4)"; expected opposite colours (w against b)',
    ]);
  });

  it('reports results that are not complementary', () => {
    expect(errorsOf(replaceLine(3, playerLine(3, '0.5', ['   1 b =', '   4 w ='])))).toEqual([
      'c.trf:2:92: round 1: player 1 (Player 1) and player 3 (Player 3) have results 1 and =; ' +
        'found "1: \\"   3 w 1\\"; 3: \\"   1 b =\\" (line 4)"; ' +
        'expected complementary results (1 and 0, = and =, W and L, D and D, + and -, - and - for a double forfeit, or the unusual = and 0, 0 and 0)',
    ]);
  });

  it('accepts every complementary pair, including a double forfeit and a game not yet played', () => {
    for (const [a, b] of [['1', '0'], ['=', '='], ['W', 'L'], ['D', 'D'], ['+', '-'], ['-', '+'], ['-', '-'], [' ', ' '], ['w', 'l'], ['=', '0'], ['0', '='], ['0', '0']]) {
      const lines = ['012 x', playerLine(1, '', [`   2 w ${a}`]), playerLine(2, '', [`   1 b ${b}`])];
      expect(errorsOf(lines), `${a} ${b}`).toEqual([]);
    }
  });

  it('reports a game result without a colour, and without an opponent', () => {
    const lines = ['012 x', playerLine(1, '', ['   2 - 1', '0000 - 1']), playerLine(2, '', ['   1 - 0', '0000 - ='])];
    expect(errorsOf(lines)).toEqual([
      'c.trf:2:92: round 1: player 1 (Player 1) has the game result 1 without a colour; found "   2 - 1"; ' +
        'expected a colour (w or b) for a game played over the board',
      'c.trf:2:102: round 2: player 1 (Player 1) has the game result 1 without an opponent; found "0000 - 1"; ' +
        'expected an opponent for a game result, or a bye code (H F U Z)',
      'c.trf:3:92: round 1: player 2 (Player 2) has the game result 0 without a colour; found "   1 - 0"; ' +
        'expected a colour (w or b) for a game played over the board',
    ]);
  });

  it('reports an opponent given with a bye code', () => {
    const lines = ['012 x', playerLine(1, '', ['   2 w H']), playerLine(2, '', ['   1 b H'])];
    expect(errorsOf(lines)[0]).toBe(
      'c.trf:2:92: round 1: player 1 (Player 1) has opponent 2 with the bye code H; found "   2 w H"; ' +
        'expected opponent 0000 for a bye, or a game result with an opponent',
    );
  });

  it('reports two pairing-allocated byes in a round, counting the legacy 0000 - +', () => {
    const lines = ['012 x', playerLine(1, '1.0', ['0000 - U']), playerLine(2, '1.0', ['0000 - +'])];
    expect(errorsOf(lines)).toEqual([
      'c.trf:3:92: round 1: player 2 (Player 2) has the pairing-allocated bye, but so has player 1 (Player 1) (line 2); ' +
        'found "0000 - +"; expected at most one pairing-allocated bye (U) per round',
    ]);
  });

  // XXP, 260 and XXA naming players beyond the file are clipped with a warning instead (test/model/clip.test.ts).
  it('reports unknown ids in XXZ, 240 and 013 at the column of the id; not XXP, 260, XXA beyond the file', () => {
    const errors = errorsOf([
      ...good,
      'XXZ 1 7',
      'XXP 8 2',
      '240 H   3    4   11',
      '260   1   3    1   12',
      'XXA   13  1.0',
      `013 ${'Team'.padEnd(32)}   1   14`,
    ]);
    expect(errors).toEqual([
      'c.trf:6:7: XXZ names player 7, who does not exist; found "7"; expected the starting rank of a player of the file',
      'c.trf:8:18: 240 names player 11, who does not exist; found "11"; expected the starting rank of a player of the file',
      'c.trf:11:44: team record 013 names player 14, who does not exist; found "14"; expected the starting rank of a player of the file',
    ]);
  });

  it('warns when the points column differs from the results, naming both numbers', () => {
    const { errors, warnings } = check(replaceLine(2, playerLine(2, '1.5', ['   4 b 1', '   1 w 0'])));
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      'c.trf:3:81: player 2 (Player 2): the points column says 1.5 but the round results add up to 1.0; found "1.5"; expected 1.0',
    ]);
  });

  it('counts points under the file\'s point system and leaves XXA out of the sum', () => {
    const lines = [
      'XXS W=3.0 D=1.0',
      'XXA    1  1.0  1.0',
      playerLine(1, '6.0', ['   3 w 1', '   2 b 1']),
      playerLine(2, '3.0', ['   4 b 1', '   1 w 0']),
      playerLine(3, '1.0', ['   1 b 0', '   4 w =']),
      playerLine(4, '1.0', ['   2 w 0', '   3 b =']),
    ];
    expect(check(lines)).toEqual({ errors: [], warnings: [] });
  });

  it('gives no position for records built in code', () => {
    const doc: TrfDocument = {
      records: [
        { kind: 'absent', ids: [5] },
        { kind: 'player', startingRank: 1, sex: '', title: '', name: 'A', rating: 0, federation: '', fideId: '', birthDate: '', points: null, rank: null, rounds: [] },
      ],
      lineEnding: '\n',
      bom: false,
      finalNewline: true,
    };
    expect(checkConsistency(doc, 'x.trf').errors).toEqual([
      { position: null, message: 'XXZ names player 5, who does not exist', found: '5', expected: 'the starting rank of a player of the file' },
    ]);
  });
});
