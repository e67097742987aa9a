/**
 * The --config file: every key of the JaVaFo and bbpPairings generator formats, the properties syntax, errors
 * with their line and column, unknown keys as warnings, and command-line options winning over the file.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { mergeSettings, perRound, readGeneratorConfig, resolveSettings, type GeneratorSettings } from '../../src/generate/config.js';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-gencfg-');

const names = { players: '--players', rounds: '--rounds', seed: '--seed' } as const;
const settingsOf = (text: string): GeneratorSettings => readGeneratorConfig(text, 'rtg.cfg').settings;

function inputError(f: () => unknown): InputError {
  try {
    f();
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error('expected an InputError');
}

describe('config keys', () => {
  it.each([
    ['PlayersNumber=30', { players: 30 }],
    ['RoundsNumber=9', { rounds: 9 }],
    ['DrawPercentage=25', { drawRate: 0.25 }],
    ['DrawPercentage=0', { drawRate: 0 }],
    ['ForfeitRate=20', { forfeitRate: 0.05 }],
    ['ForfeitRate=1', { forfeitRate: 1 }],
    ['ForfeitRate=0', { forfeitRate: 0 }],
    ['RetiredRate=8', { absentPlayers: 0.125 }],
    ['HalfPointByeRate=4', { halfPointByePlayers: 0.25 }],
    ['HalfPointByteRate=5', { halfPointByePlayers: 0.2 }],
    ['HighestRating=2650', { highestRating: 2650 }],
    ['LowestRating=1000', { lowestRating: 1000 }],
    ['FirstSeed=4294967295', { seed: 4294967295 }],
    ['PointsForWin=3', { points: { win: 30 } }],
    ['PointsForDraw=1.5', { points: { draw: 15 } }],
    ['PointsForLoss=0.5', { points: { loss: 5 } }],
    ['PointsForZPB=0.5', { points: { zeroBye: 5 } }],
    ['PointsForForfeitLoss=0.0', { points: { forfeitLoss: 0 } }],
    ['PointsForPAB=0.5', { points: { pab: 5 } }],
    ['WPoints=2.0', { points: { win: 20 } }],
    ['DPoints=1', { points: { draw: 10 } }],
    ['LPoints=0.5', { points: { loss: 5 } }],
    ['APoints=0.5', { points: { zeroBye: 5, forfeitLoss: 5 } }],
    ['PPoints=1.5', { points: { pab: 15 } }],
  ] as const)('%s', (line, expected) => {
    expect(settingsOf(line)).toEqual({ points: {}, ...expected });
  });

  it('one-in-N player rates become per-round probabilities with the same share of players concerned', () => {
    const c = resolveSettings({ ...settingsOf('RetiredRate=10\nHalfPointByeRate=4'), players: 20, rounds: 9, seed: 1 }, names);
    expect(c.absenceRate).toBeCloseTo(perRound(0.1, 9), 12);
    expect(1 - (1 - c.absenceRate) ** 9).toBeCloseTo(0.1, 12);
    expect(1 - (1 - c.halfPointByeRate) ** 9).toBeCloseTo(0.25, 12);
  });

  it('the PAB is worth a win unless PointsForPAB (or PPoints) is given, in either order', () => {
    const base = { players: 10, rounds: 5, seed: 1 };
    expect(resolveSettings({ ...settingsOf('PointsForWin=3'), ...base }, names).points).toEqual({
      win: 30,
      draw: 5,
      loss: 0,
      zeroBye: 0,
      forfeitLoss: 0,
      pab: 30,
    });
    expect(resolveSettings({ ...settingsOf('PointsForPAB=1\nPointsForWin=3'), ...base }, names).points.pab).toBe(10);
    expect(resolveSettings({ ...settingsOf('PointsForWin=3\nPPoints=2'), ...base }, names).points.pab).toBe(20);
  });
});

describe('properties syntax', () => {
  it('reads comments, blank lines, `key: value`, `key value`, blanks around both, CRLF, CR and a BOM', () => {
    const text = '\uFEFF# bbpPairings sample\r\n! JaVaFo comment\r\n\r\n  PlayersNumber = 40  \rRoundsNumber: 7\nDrawPercentage 30\n';
    expect(settingsOf(text)).toEqual({ players: 40, rounds: 7, drawRate: 0.3, points: {} });
  });

  it('a later line wins', () => {
    expect(settingsOf('PlayersNumber=10\nPlayersNumber=12').players).toBe(12);
  });

  it('unknown keys are warnings with their line, and reading goes on', () => {
    const r = readGeneratorConfig('PlayersNumber=10\nZPBRate=5\nXPoints=0.5\nRoundsNumber=3', 'rtg.cfg');
    expect(r.settings).toEqual({ players: 10, rounds: 3, points: {} });
    expect(r.warnings).toEqual([
      { position: { file: 'rtg.cfg', line: 2, column: 1 }, message: 'unknown key "ZPBRate" ignored' },
      { position: { file: 'rtg.cfg', line: 3, column: 1 }, message: 'XPoints ignored: the generator writes no unknown or adjourned results' },
    ]);
  });

  it('every malformed value is an error with file, line and the column of the value', () => {
    const text = [
      'PlayersNumber=1',
      'RoundsNumber=nine',
      '  DrawPercentage = 150',
      'ForfeitRate=0.5',
      'PointsForWin=1.25',
      'HighestRating=12000',
      'FirstSeed=-3',
      '=5',
      'LowestRating=',
    ].join('\n');
    const e = inputError(() => readGeneratorConfig(text, 'rtg.cfg'));
    expect(e.diagnostics.map((d) => [d.position?.line, d.position?.column, d.message, d.found])).toEqual([
      [1, 15, 'invalid value for PlayersNumber', '1'],
      [2, 14, 'invalid value for RoundsNumber', 'nine'],
      [3, 20, 'invalid value for DrawPercentage', '150'],
      [4, 13, 'invalid value for ForfeitRate', '0.5'],
      [5, 14, 'invalid value for PointsForWin', '1.25'],
      [6, 15, 'invalid value for HighestRating', '12000'],
      [7, 11, 'invalid value for FirstSeed', '-3'],
      [8, 1, 'malformed line', '=5'],
      [9, 14, 'no value for LowestRating', undefined],
    ]);
    expect(e.diagnostics[2]!.expected).toBe('a number from 0 to 100');
    expect(e.diagnostics[3]!.expected).toBe('N >= 1 ("one in N"), or 0 for never');
  });
});

describe('settings', () => {
  it('options override the file field by field, point values included; unset options leave the file as it is', () => {
    const file = settingsOf('PlayersNumber=10\nRoundsNumber=5\nPointsForWin=3\nPointsForDraw=1');
    const merged = mergeSettings(file, { players: 12, points: { draw: 15, loss: undefined } });
    expect(merged).toEqual({ players: 12, rounds: 5, points: { win: 30, draw: 15 } });
  });

  it('a per-round rate from the command line wins over the file\'s "one player in N"', () => {
    const s = mergeSettings(settingsOf('HalfPointByeRate=2\nRetiredRate=2'), { halfPointByeRate: 0.01, absenceRate: 0.02 });
    const c = resolveSettings({ ...s, players: 10, rounds: 5, seed: 1 }, names);
    expect([c.halfPointByeRate, c.absenceRate]).toEqual([0.01, 0.02]);
  });

  it('missing players, rounds or seed, and contradictory values, are errors naming them', () => {
    expect(inputError(() => resolveSettings({ players: 10 }, names)).diagnostics.map((d) => d.message)).toEqual([
      'missing --rounds',
      'missing --seed',
    ]);
    const e = inputError(() => resolveSettings({ players: 10, rounds: 40, seed: 1, lowestRating: 2000, highestRating: 1500, points: { win: 30 } }, names));
    expect(e.diagnostics.map((d) => d.message)).toEqual(['the lowest rating (2000) is above the highest rating (1500)']);
    const big = inputError(() => resolveSettings({ players: 10, rounds: 40, seed: 1, points: { win: 30 } }, names));
    expect(big.diagnostics[0]!.message).toMatch(/can exceed 99\.9 points/);
  });
});

describe('--config on the command line', () => {
  const dir = tmp();
  const write = (name: string, text: string): string => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const players = (trf: string): number => trf.split('\n').filter((l) => l.startsWith('001')).length;

  it('takes players, rounds, seed and points from the file; options override them', () => {
    const cfg = write('a.cfg', 'PlayersNumber=10\nRoundsNumber=3\nFirstSeed=7\nPointsForWin=3\n');
    const fromFile = cli(['generate', '--edition', '2017', '--config', cfg]);
    expect(fromFile.code).toBe(0);
    expect(players(fromFile.stdout)).toBe(10);
    expect(fromFile.stdout).toMatch(/^XXR 3$/m);
    expect(fromFile.stdout).toMatch(/^BBW  3\.0$/m);
    expect(fromFile.stdout).toContain('(seed 7)');
    const same = cli(['generate', '--edition', '2017', '--players', '10', '--rounds', '3', '--seed', '7', '--points-win', '3']);
    expect(same.stdout).toBe(fromFile.stdout);
    const overridden = cli(['generate', '--edition', '2017', '--config', cfg, '--players', '12', '--seed', '8', '--points-win', '1']);
    expect(players(overridden.stdout)).toBe(12);
    expect(overridden.stdout).toContain('(seed 8)');
    expect(overridden.stdout).not.toMatch(/^BBW/m);
  });

  it('warns about unknown keys on stderr and still generates', () => {
    const r = cli(['generate', '--edition', '2017', '--config', write('b.cfg', 'PlayersNumber=6\nRoundsNumber=2\nQuickgameRate=3\n'), '--seed', '1']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(`warning: ${join(dir, 'b.cfg')}:3:1: unknown key "QuickgameRate" ignored\n`);
    expect(players(r.stdout)).toBe(6);
  });

  it('exit 3 with file:line:column for a malformed value; exit 5 when the file cannot be read', () => {
    const path = write('c.cfg', 'PlayersNumber=6\n\nDrawPercentage=abc\n');
    const r = cli(['generate', '--edition', '2017', '--config', path, '--seed', '1', '--rounds', '2']);
    expect(r.code).toBe(3);
    expect(r.stderr).toBe(`error: ${path}:3:16: invalid value for DrawPercentage; found "abc"; expected a number from 0 to 100\n`);
    expect(r.stdout).toBe('');
    const missing = cli(['generate', '--config', join(dir, 'nope.cfg'), '--seed', '1']);
    expect(missing.code).toBe(5);
    expect(missing.stderr).toMatch(/nope\.cfg: cannot read: no such file/);
  });
});
