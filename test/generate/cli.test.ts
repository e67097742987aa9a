/**
 * `swisspair generate` on the command line: outputs, exit codes and messages (in-process, src/cli/main.ts `run`).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-gen-');

// The 2017 edition named: these tests are about the command, not the rules (same bytes as before 192 existed).
const small = ['generate', '--edition', '2017', '--players', '8', '--rounds', '3', '--seed', '5'];

describe('generate: output', () => {
  it('writes a TRF on stdout with XXR and XXC, and nothing on stderr', () => {
    const r = cli(small);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^012 swisspair random tournament \(seed 5\)\n062 8\n092 Individual: Swiss-System \(FIDE Dutch\)\n192 FIDE_DUTCH_2017\nXXR 3\nXXC (white1|black1)\n/);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('001'))).toHaveLength(8);
  });

  it('--initial-colour fixes the colour of player 1 in round 1', () => {
    expect(cli([...small, '--initial-colour', 'white']).stdout).toMatch(/^XXC white1$/m);
    const first = cli([...small, '--initial-colour', 'black']).stdout.split('\n').find((l) => l.startsWith('001    1'))!;
    // Columns 92-99: round 1 of player 1, colour in column 97.
    expect(first.slice(91, 99)).toMatch(/^ +\d+ b [10=]$/);
  });

  it('--lowest-rating and --highest-rating bound the ratings', () => {
    const r = cli([...small, '--lowest-rating', '1800', '--highest-rating', '1810']);
    const ratings = r.stdout.split('\n').filter((l) => l.startsWith('001')).map((l) => Number(l.slice(48, 52)));
    expect(ratings.every((x) => x >= 1800 && x <= 1810)).toBe(true);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  });

  it('without --seed, a random seed is used and reported, and reproduces the file', () => {
    const r = cli(['generate', '--edition', '2017', '--players', '6', '--rounds', '2']);
    expect(r.code).toBe(0);
    const m = /^generate: seed (\d+) \(give --seed \1 to generate this file again\)\n$/.exec(r.stderr);
    expect(m).not.toBeNull();
    expect(cli(['generate', '--edition', '2017', '--players', '6', '--rounds', '2', '--seed', m![1]!]).stdout).toBe(r.stdout);
  });

  it('shows "round r/R" on a terminal (stderr), and clears it; never when stderr is not a terminal', () => {
    let stderr = '';
    const code = run([...small, '-o', join(tmp(), 'x.trf')], {
      stdout: { write: () => true, isTTY: true },
      stderr: { write: (s: string) => (stderr += s), isTTY: true },
      readStdin: () => new Uint8Array(),
      env: {},
    });
    expect(code).toBe(0);
    const line = 'generate: round 3/3';
    expect(stderr).toBe(`\rgenerate: round 1/3\rgenerate: round 2/3\r${line}\r${' '.repeat(line.length)}\r`);
    expect(cli(small).stderr).toBe('');
  });
});

describe('generate: exit codes', () => {
  it.each([
    [['--players', '1'], '--players expects an integer from 2 to 9999; found "1"'],
    [['--players', 'ten'], '--players expects an integer from 2 to 9999; found "ten"'],
    [['--rounds', '0'], '--rounds expects an integer from 1 to 99; found "0"'],
    [['--seed', '4294967296'], '--seed expects an integer from 0 to 4294967295; found "4294967296"'],
    [['--draw-rate', '1.5'], '--draw-rate expects a number from 0 to 1; found "1.5"'],
    [['--forfeit-rate=-0.1'], '--forfeit-rate expects a number from 0 to 1; found "-0.1"'],
    [['--half-bye-rate', '5%'], '--half-bye-rate expects a number from 0 to 1; found "5%"'],
    [['--absence-rate', 'x'], '--absence-rate expects a number from 0 to 1; found "x"'],
    [['--withdrawal-rate', '2'], '--withdrawal-rate expects a number from 0 to 1; found "2"'],
    [['--late-entry-rate', '1e-2'], '--late-entry-rate expects a number from 0 to 1; found "1e-2"'],
    [['--highest-rating', '10000'], '--highest-rating expects an integer from 0 to 9999; found "10000"'],
    [['--lowest-rating', '-5'], '--lowest-rating expects an integer from 0 to 9999; found "-5"'],
    [['--points-win', '1.25'], '--points-win expects points from 0 to 99.9 with at most one decimal (e.g. 1, 0.5, 3.0); found "1.25"'],
    [['--points-draw', 'half'], '--points-draw expects points from 0 to 99.9 with at most one decimal (e.g. 1, 0.5, 3.0); found "half"'],
    [['--points-loss', '-1'], '--points-loss expects points from 0 to 99.9 with at most one decimal (e.g. 1, 0.5, 3.0); found "-1"'],
    [['--points-zero-bye', '100'], '--points-zero-bye expects points from 0 to 99.9 with at most one decimal (e.g. 1, 0.5, 3.0); found "100"'],
    [['--points-forfeit-loss', '.'], '--points-forfeit-loss expects points from 0 to 99.9 with at most one decimal (e.g. 1, 0.5, 3.0); found "."'],
    [['--points-pab', ''], '--points-pab expects points from 0 to 99.9 with at most one decimal (e.g. 1, 0.5, 3.0); found ""'],
    [['--lowest-rating', '2000', '--highest-rating', '1900'], 'the lowest rating (2000) is above the highest rating (1900)'],
    [['--points-draw', '1.5'], 'a win must be worth at least a draw, and a draw at least a loss (win 1, draw 1.5, loss 0)'],
    [['--points-loss', '1'], 'a win must be worth at least a draw, and a draw at least a loss (win 1, draw 0.5, loss 1)'],
    [['--system', 'dubov', '--edition', '2018', '--lowest-rating', '0'], 'the Dubov system needs every player rated: the lowest rating must be at least 1'],
    [['--rounds', '20', '--points-win', '5'], '20 rounds at up to 5 points each can exceed 99.9 points, the most a TRF points column holds'],
    [['--edition', '2018'], '--edition for dutch expects one of 2017, 2026, got "2018"'],
    [['--system', 'dubov'], '--edition for dubov expects one of 2018, 2026, got "2017"'],
  ])('exit 3 for %j', (args, message) => {
    const r = cli([...small, ...args]);
    expect(r.code).toBe(3);
    expect(r.stderr).toBe(`error: ${message}\n`);
    expect(r.stdout).toBe('');
  });

  it('exit 3 listing every bad option at once', () => {
    const r = cli([...small, '--draw-rate', '2', '--points-win', 'x']);
    expect(r.code).toBe(3);
    expect(r.stderr.split('\n').filter(Boolean)).toHaveLength(2);
  });

  it('exit 3 when players or rounds are missing, and for an unknown system or colour', () => {
    const r = cli(['generate', '--seed', '1']);
    expect(r.code).toBe(3);
    expect(r.stderr).toBe(
      'error: missing --players (or PlayersNumber in a --config file)\nerror: missing --rounds (or RoundsNumber in a --config file)\n',
    );
    expect(cli([...small, '--system', 'swiss']).code).toBe(3);
    expect(cli([...small, '--initial-colour', 'red']).code).toBe(3);
    expect(cli([...small, '--unknown']).code).toBe(3);
  });

  it('exit 1 when a round cannot be paired (4 players cannot play 4 rounds)', () => {
    const r = cli(['generate', '--edition', '2017', '--players', '4', '--rounds', '4', '--seed', '1']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error: generated tournament: no valid pairing exists for round 4/);
    expect(r.stdout).toBe('');
  });

  it('exit 5 when the output cannot be written', () => {
    const r = cli([...small, '-o', join(tmpdir(), 'no-such-dir-swisspair', 'x.trf')]);
    expect(r.code).toBe(5);
    expect(r.stderr).toMatch(/x\.trf: cannot write/);
  });
});
