/**
 * TRF-2026 `250` and JaVaFo `XXA`: the fictitious points of individuals are read from the game points field (the
 * match points are "empty for individual competitions"), and records giving one player two values for one round,
 * on which TRF-2026 is silent, are refused at their line and column (issue 17 item 6).
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, SwisspairError } from '../../src/errors.js';
import { buildTournament } from '../../src/model/tournament.js';
import { playerId, type Tournament } from '../../src/model/types.js';
import { formatRecord, withoutSource } from '../../src/trf/format.js';
import { parseTrf } from '../../src/trf/parse.js';
import { playerLine } from './helpers.js';

const players = [1, 2, 3, 4].map((r) => playerLine(r, '0.0', []));
const tournament = (lines: readonly string[]): Tournament =>
  buildTournament(parseTrf([...lines, ...players].join('\n') + '\n', { fileName: 't.trf' }), { fileName: 't.trf' });

function errorsOf(lines: readonly string[]): string[] {
  try {
    tournament(lines);
  } catch (error) {
    if (error instanceof SwisspairError) return error.diagnostics.map(formatDiagnostic);
    throw error;
  }
  return [];
}

describe('250 as TRF-2026 lays it out for individuals', () => {
  it('reads blank match points (columns 5-8) and the points from the game points (10-13), and writes it back so', () => {
    const line = '250       1.0   1   3    1    2';
    const [record] = parseTrf(line).records;
    expect(record).toMatchObject({ kind: 'acceleratedRounds', matchPoints: null, gamePoints: 10, firstRound: 1, lastRound: 3, firstPlayer: 1, lastPlayer: 2 });
    expect(formatRecord(withoutSource(record!))).toBe(line);
    expect(tournament([line]).acceleration.get(playerId(2))).toEqual([10, 10, 10]);
  });

  it('takes the game points when both fields are given (the TRF-2026 team example writes 00.0 02.0)', () => {
    expect(tournament(['250 00.0 02.0 001 003 0001 0002']).acceleration.get(playerId(1))).toEqual([20, 20, 20]);
  });

  it('0.0 in the game points (invalid for individuals) leaves the match points', () => {
    expect(tournament(['250 1.0 0.0 1 1 1 2']).acceleration.get(playerId(1))).toEqual([10]);
  });

  it('ranges that do not overlap are read side by side', () => {
    const t = tournament(['250 0.0 1.0 1 2 1 2', '250 0.0 0.5 3 3 1 2', '250 0.0 1.0 1 1 3 4']);
    expect(t.acceleration.get(playerId(1))).toEqual([10, 10, 5]);
    expect(t.acceleration.get(playerId(4))).toEqual([10]);
  });
});

describe('two values for one player and round: refused at line:column (TRF-2026 is silent on how they combine)', () => {
  it('two overlapping 250 ranges: at the later record, its first-player field', () => {
    expect(errorsOf(['250 0.0 1.0 1 3 1 2', '250 0.0 0.5 3 4 2 4'])).toEqual([
      't.trf:2:17: 250 gives player 2 a second acceleration value for round 3: the 250 record of line 1 gives one already (TRF-2026 does not say how two would combine); found "0.0 0.5 3 4 2 4"; expected one acceleration value per player and round: ranges of players and rounds that do not overlap',
    ]);
  });

  it('by columns too', () => {
    const [message] = errorsOf(['250      1.0   1   3    1    4', '250      0.5   2   2    3    3']);
    expect(message).toMatch(/^t\.trf:2:23: 250 gives player 3 a second acceleration value for round 2/);
  });

  it('a 250 over an XXA, and an XXA repeated', () => {
    expect(errorsOf(['XXA    2  1.0  1.0', '250 0.0 0.5 2 2 1 4'])[0]).toMatch(/^t\.trf:2:17: 250 gives player 2 a second acceleration value for round 2: the XXA record of line 1/);
    expect(errorsOf(['XXA    2  1.0', 'XXA    2  0.5'])[0]).toMatch(/^t\.trf:2:8: XXA gives player 2 a second acceleration value for round 1/);
  });

  it('an XXA without values gives nothing, so it overlaps nothing', () => {
    expect(errorsOf(['XXA    2', '250 0.0 0.5 1 1 1 4'])).toEqual([]);
  });
});
