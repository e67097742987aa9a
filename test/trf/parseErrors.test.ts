/**
 * One test per kind of syntax problem: the exact position (file, line, column), message, found and expected of
 * each diagnostic, and that all problems of a file are collected into one TrfParseError.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, InputError, TrfParseError, type Diagnostic } from '../../src/errors.js';
import { parseTrf, readTrf } from '../../src/trf/parse.js';
import { MAX_DIAGNOSTICS } from '../../src/trf/problems.js';
import { playerLine } from './helpers.js';

/** The diagnostics of the TrfParseError that parsing must throw. */
function problemsOf(text: string): readonly Diagnostic[] {
  try {
    parseTrf(text, { fileName: 't.trf' });
  } catch (error) {
    expect(error).toBeInstanceOf(TrfParseError);
    expect(error).toBeInstanceOf(InputError);
    return (error as TrfParseError).diagnostics;
  }
  throw new Error('expected a TrfParseError');
}

/** The single diagnostic the text must produce, rendered as the CLI prints it. */
function only(text: string): string {
  const diagnostics = problemsOf(text);
  expect(diagnostics).toHaveLength(1);
  return formatDiagnostic(diagnostics[0]!);
}

const header = '012 Test\nXXR 3\n';
const p1 = playerLine(1, '1.0', ['   2 w 1']);
const p2 = playerLine(2, '0.0', ['   1 b 0']);

describe('player record syntax', () => {
  it('accepts the well-formed lines used below', () => {
    expect(parseTrf(`${header}${p1}\n${p2}\n`).records).toHaveLength(4);
  });

  it('reports a round block shifted one column to the right once, at the first misplaced column', () => {
    const shifted = p1.replace('     2 w 1', '      2 w 1');
    expect(only(`${header}${shifted}\n${p2}\n`)).toBe(
      't.trf:3:96: player 1, round 1: the round block is shifted one column to the right; found "    2 w 1"; ' +
        'expected the round 1 block in columns 92-99 (opponent 92-95, colour 97, result 99)',
    );
  });

  it('reports a round block shifted one column to the left', () => {
    const line = playerLine(1, '1.0', ['   2 w 1', '   3 b 0']).replace('     3 b 0', '    3 b 0 ');
    expect(only(line)).toBe(
      't.trf:1:106: player 1, round 2: the round block is shifted one column to the left; found "   3 b 0 "; ' +
        'expected the round 2 block in columns 102-109 (opponent 102-105, colour 107, result 109)',
    );
  });

  it('reports an unknown result code at its column', () => {
    expect(only(playerLine(1, '1.0', ['   2 w 1', '   3 b X']))).toBe(
      't.trf:1:109: player 1, round 2: unknown result code; found "X"; expected a result code (1 0 = W D L + - H F U Z or blank)',
    );
  });

  it('reports a non-digit opponent at the offending character', () => {
    expect(only(playerLine(1, '1.0', ['  1O w 1']))).toBe(
      't.trf:1:95: player 1, round 1: invalid opponent; found "  1O"; ' +
        "expected the opponent's starting rank right-aligned in columns 92-95 (0000 or blanks for none)",
    );
  });

  it('reports an invalid colour', () => {
    expect(only(playerLine(1, '1.0', ['   2 x 1']))).toBe(
      't.trf:1:97: player 1, round 1: invalid colour; found "x"; expected a colour (w, b, - or blank)',
    );
  });

  it('reports text between two round blocks', () => {
    const line = playerLine(1, '1.0', ['   2 w 1', '   3 b 0']).replace('1     3 b 0', '1 x   3 b 0');
    expect(only(line)).toBe(
      't.trf:1:101: player 1, round 2: column 101 must be blank; found "x"; expected a blank (it separates two round blocks)',
    );
  });

  it('reports a name running into the rating', () => {
    const line = playerLine(1, '1.0', [], 'Averyveryverylongname, Firstnamex');
    expect(only(`${line.slice(0, 47)}x${line.slice(48)}`)).toBe(
      't.trf:1:48: column 48 must be blank; found "x"; expected a blank (it separates the name (columns 15-47) from the rating)',
    );
  });

  it('reports starting rank 0 and a missing starting rank', () => {
    expect(only(playerLine(0, '1.0', []))).toBe(
      't.trf:1:5: starting rank 0; found "   0"; expected a starting rank 1-9999 in columns 5-8',
    );
    expect(only('001')).toBe(
      't.trf:1:4: player record without a starting rank; found "    "; expected a starting rank 1-9999 in columns 5-8',
    );
  });

  it('reports points with a comma or two decimals', () => {
    expect(only(playerLine(1, '2,5', []))).toBe(
      't.trf:1:83: player 1: invalid points; found " 2,5"; expected points in columns 81-84 with at most one decimal, e.g. " 5.5" (or blank)',
    );
    expect(only(playerLine(1, '2.50', []))).toBe(
      't.trf:1:84: player 1: invalid points; found "2.50"; expected points in columns 81-84 with at most one decimal, e.g. " 5.5" (or blank)',
    );
  });

  it('reports a non-digit rating', () => {
    expect(only(playerLine(1, '1.0', []).replace('2000', '20k0'))).toBe(
      't.trf:1:51: player 1: invalid rating; found "20k0"; expected a rating in columns 49-52 (digits, or blank when unrated)',
    );
  });
});

describe('other records', () => {
  it.each([
    ['XXR 0', 't.trf:1:5: number of rounds in XXR out of range; found "0"; expected the number of rounds (1-999) from column 5'],
    ['XXR nine', 't.trf:1:5: invalid number of rounds in XXR; found "nine"; expected the number of rounds (1-999) from column 5'],
    ['XXR', 't.trf:1:4: XXR without a number of rounds; found ""; expected the number of rounds (1-999) from column 5'],
    ['142 9 rounds', 't.trf:1:7: unexpected text after the number of rounds; found "rounds"; expected nothing'],
    ['XXR5', 't.trf:1:4: column 4 must be blank; found "5"; expected a blank (the record code is columns 1-3, data starts at column 5)'],
    ['XXC white', 't.trf:1:5: unknown XXC option; found "white"; expected rank, white1 or black1, each at most once (white1 and black1 exclude each other)'],
    ['XXC white1 black1', 't.trf:1:12: XXC repeats or contradicts itself; found "black1"; expected rank, white1 or black1, each at most once (white1 and black1 exclude each other)'],
    ['152 R', 't.trf:1:5: invalid colour in 152; found "R"; expected W or B (the colour of the top player in round 1)'],
    ['XXZ 3 x', 't.trf:1:7: invalid id in XXZ; found "x"; expected a starting rank (1-9999)'],
    ['XXP 3', 't.trf:1:6: XXP needs at least two players; found ""; expected two or more starting ranks'],
    ['240 Q   3    1', 't.trf:1:5: invalid bye type in 240; found "Q"; expected F (full), H (half) or Z (zero-point) at column 5'],
    ['240 H   3', 't.trf:1:10: 240 is incomplete; found "H   3"; expected a bye type (F, H or Z) at column 5, a round at columns 7-9, then one or more starting ranks from column 11'],
    ['260   5   4    1    2', 't.trf:1:11: last round before first round in 260; found "4"; expected a round from 5 to 999'],
    ['XXS W=1.00', 't.trf:1:10: invalid value of W in XXS; found "W=1.00"; expected points with at most one decimal, e.g. 1.0, .5 or 3'],
    ['XXS Q=3', 't.trf:1:5: unknown XXS key; found "Q=3"; expected key=value with a key among WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D L'],
    ['XXS PAB', 't.trf:1:8: XXS item without =; found "PAB"; expected key=value with a key among WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D L'],
    ['XXS W=1 w=2', 't.trf:1:9: W given twice in XXS; found "w=2"; expected each key at most once'],
    ['BBW', 't.trf:1:4: BBW without a value; found ""; expected points with at most one decimal, e.g. 1.0, .5 or 3 from column 5'],
    ['BBD 0.5 1', 't.trf:1:9: unexpected text after the value; found "1"; expected nothing'],
    ['162  W 1.0    ? 0.5', 't.trf:1:15: invalid code in 162; found "? 0.5"; expected a code letter (W D L A P X) followed by points, e.g. "W 1.0"'],
    ['162  W 1,0', 't.trf:1:9: invalid value of W in 162; found "1,0"; expected points with at most one decimal, e.g. 1.0, .5 or 3'],
    ['XXA    1  1.0  x', 't.trf:1:16: invalid points for round 2 in XXA; found "x"; expected points with at most one decimal, e.g. 1.0, .5 or 3'],
    ['250 1.0 1.0 1 2 1', 't.trf:1:18: 250 has 5 fields; found "1.0 1.0 1 2 1"; expected six fields: match points, game points, first round, last round, first player, last player'],
    [`013 ${'Team'.padEnd(32)}   1    x`, 't.trf:1:45: invalid team member; found "   x"; expected a member\'s starting rank (1-9999) in columns 42-45'],
  ])('%s', (line, expected) => {
    expect(only(line)).toBe(expected);
  });
});

describe('collecting problems', () => {
  it('reports every problem of the file in one error, in file order', () => {
    const text = [
      '012 Test',
      playerLine(1, '1.0', ['   2 w X']),
      'XXR 0',
      playerLine(2, '0.0', ['   1 q 0']),
    ].join('\n');
    const diagnostics = problemsOf(text);
    expect(diagnostics.map((d) => [d.position?.line, d.position?.column])).toEqual([
      [2, 99],
      [3, 5],
      [4, 97],
    ]);
    expect(() => parseTrf(text, { fileName: 't.trf' })).toThrow(
      't.trf: 3 problems; first: t.trf:2:99: player 1, round 1: unknown result code; found "X"; expected a result code (1 0 = W D L + - H F U Z or blank)',
    );
  });

  it(`stops after ${MAX_DIAGNOSTICS} problems and says so`, () => {
    const text = Array.from({ length: 300 }, () => 'XXR x').join('\n');
    const diagnostics = problemsOf(text);
    expect(diagnostics).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(diagnostics[MAX_DIAGNOSTICS]).toEqual({
      position: null,
      message: `stopped reading t.trf after ${MAX_DIAGNOSTICS} problems`,
    });
  });

  it('names the file given to readTrf', () => {
    expect(() => readTrf(new TextEncoder().encode('XXR 0\n'), { fileName: 'dir/x.trf' })).toThrow(/^dir\/x\.trf:1:5: /);
  });
});
