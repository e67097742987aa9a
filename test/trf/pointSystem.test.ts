/** The point system declared by XXS, BB* and 162 records, and the points of each kind of round block. */
import { describe, expect, it } from 'vitest';
import { parseTrf } from '../../src/trf/parse.js';
import { DEFAULT_POINT_SYSTEM, pointsOfBlock, pointSystemOf, type PointSystem } from '../../src/trf/pointSystem.js';
import type { ColourCode, ResultCode, RoundBlock } from '../../src/trf/types.js';

function systemOf(...lines: string[]): PointSystem {
  return pointSystemOf(parseTrf(`${lines.join('\n')}\n`));
}

function block(opponent: number | null, colour: ColourCode | null, result: ResultCode | null): RoundBlock {
  return { opponent, colour, result, blank: false };
}

describe('pointSystemOf', () => {
  it('defaults to 1 - ½ - 0, with forfeit win, PAB and full bye worth a win and half bye a draw', () => {
    expect(DEFAULT_POINT_SYSTEM).toEqual({
      win: 10, draw: 5, loss: 0,
      winWhite: 10, winBlack: 10, drawWhite: 5, drawBlack: 5, lossWhite: 0, lossBlack: 0,
      forfeitWin: 10, forfeitLoss: 0, pab: 10, fullBye: 10, halfBye: 5, zeroBye: 0,
    });
    expect(systemOf('012 no point system')).toEqual(DEFAULT_POINT_SYSTEM);
  });

  it('XXS W, D and L set their groups (W: WW BW FW FPB and PAB; D: WD BD HPB; L: WL BL ZPB FL)', () => {
    expect(systemOf('XXS W=3 D=1.0 L=.5')).toEqual({
      win: 30, draw: 10, loss: 5,
      winWhite: 30, winBlack: 30, drawWhite: 10, drawBlack: 10, lossWhite: 5, lossBlack: 5,
      forfeitWin: 30, forfeitLoss: 5, pab: 30, fullBye: 30, halfBye: 10, zeroBye: 5,
    });
  });

  it('XXS specific keys override their group whatever their order', () => {
    const s = systemOf('XXS BW=1.5 W=1.0 WD=0.4 D=0.5 PAB=0.5 ZPB=0.2 HPB=0.3 FPB=0.8 FW=0.9 FL=0.1 WL=0.0 BL=0.1');
    expect(s).toMatchObject({
      win: 10, winWhite: 10, winBlack: 15, drawWhite: 4, drawBlack: 5, lossWhite: 0, lossBlack: 1,
      pab: 5, zeroBye: 2, halfBye: 3, fullBye: 8, forfeitWin: 9, forfeitLoss: 1,
    });
    expect(pointsOfBlock(block(2, 'b', '1'), s)).toBe(15);
    expect(pointsOfBlock(block(2, 'w', 'W'), s)).toBe(10);
    expect(pointsOfBlock(block(2, 'w', '='), s)).toBe(4);
  });

  it('reads the XXS keys in any case', () => {
    expect(systemOf('XXS pab=0.5 w=2.0')).toMatchObject({ pab: 5, win: 20, forfeitWin: 20 });
  });

  it('BBW BBD BBL BBZ BBF BBU set win, draw, loss, zero bye, forfeit loss and PAB; BBU defaults to the win', () => {
    const s = systemOf('BBW  2.0', 'BBD  1.0', 'BBL  0.5', 'BBZ  0.2', 'BBF  0.1');
    expect(s).toMatchObject({ win: 20, draw: 10, loss: 5, zeroBye: 2, forfeitLoss: 1, pab: 20, forfeitWin: 20, fullBye: 20, halfBye: 10 });
    expect(s.lossWhite).toBe(5);
    expect(systemOf('BBW  2.0', 'BBU  1.5').pab).toBe(15);
  });

  it('162 sets W D L, A (zero bye and forfeit loss) and P (PAB), and ignores X', () => {
    const s = systemOf('162  W 3.0    D 1.0    L 0.0    A 0.5    P 1.0    X 0.5');
    expect(s).toMatchObject({ win: 30, draw: 10, loss: 0, zeroBye: 5, forfeitLoss: 5, pab: 10, fullBye: 30, halfBye: 10 });
    expect(systemOf('162 W3.0 D1.0').pab).toBe(30);
  });

  it('applies the records in file order, a later value replacing an earlier one', () => {
    expect(systemOf('BBW  2.0', '162  W 3.0').win).toBe(30);
    expect(systemOf('162  W 3.0', 'BBW  2.0').win).toBe(20);
    expect(systemOf('XXS PAB=0.5', 'BBU  1.0').pab).toBe(10);
  });
});

describe('pointsOfBlock', () => {
  // Every value distinct, so each code's mapping is visible.
  const s: PointSystem = {
    win: 100, draw: 50, loss: 1, winWhite: 101, winBlack: 102, drawWhite: 51, drawBlack: 52, lossWhite: 2, lossBlack: 3,
    forfeitWin: 90, forfeitLoss: 4, pab: 80, fullBye: 70, halfBye: 40, zeroBye: 5,
  };

  it.each([
    ['1 with white', block(2, 'w', '1'), 101],
    ['1 with black', block(2, 'b', '1'), 102],
    ['W (not rated) with black', block(2, 'b', 'W'), 102],
    ['1 without colour', block(2, null, '1'), 100],
    ['= with white', block(2, 'w', '='), 51],
    ['D with black', block(2, 'b', 'D'), 52],
    ['0 with white', block(2, 'w', '0'), 2],
    ['L with black', block(2, 'b', 'L'), 3],
    ['+ forfeit win', block(2, 'w', '+'), 90],
    ['legacy PAB 0000 - +', block(null, null, '+'), 80],
    ['- forfeit loss', block(2, 'b', '-'), 4],
    ['0000 - - absent', block(null, null, '-'), 4],
    ['H half bye', block(null, null, 'H'), 40],
    ["Vega's 0000 - = half bye", block(null, null, '='), 40],
    ['F full bye', block(null, null, 'F'), 70],
    ['U PAB', block(null, null, 'U'), 80],
    ['Z zero bye', block(null, null, 'Z'), 5],
    ['0000 - blank', block(null, null, null), 5],
    ['a blank block', { opponent: null, colour: null, result: null, blank: true }, 5],
    ['a game without a result yet', block(2, 'w', null), 0],
  ] as const)('%s', (_, b, points) => {
    expect(pointsOfBlock(b, s)).toBe(points);
  });
});
