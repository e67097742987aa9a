/**
 * Issue 33.3: every command does what it says, or refuses. Each test below failed on the code before the issue
 * (a command that said it did something and did nothing, or undid work silently).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-says-');
const sample4 = 'samples/worked-example-after-round-4.trf'; // 14 players, rounds 1-4 complete, XXR 5

function copyOf(path: string, replace: (text: string) => string = (t) => t): string {
  const file = join(tmp(), 'in.trf');
  writeFileSync(file, replace(readFileSync(path, 'utf8')));
  return file;
}

function refusedUnchanged(file: string, args: readonly string[], message: RegExp | string): void {
  const before = readFileSync(file);
  const r = cli(args);
  expect(r.code, r.stderr).toBe(3);
  if (typeof message === 'string') expect(r.stderr).toContain(message);
  else expect(r.stderr).toMatch(message);
  expect(readFileSync(file).equals(before)).toBe(true);
}

describe('withdraw', () => {
  it('with the last round paired: refused, naming the forfeit to enter instead', () => {
    const file = copyOf(sample4);
    expect(cli(['pair', file, '-o', file, '--force']).code).toBe(0);
    refusedUnchanged(file, ['withdraw', file, '--player', '12'], `${file}: the last round (5) is already paired: withdrawing 12 would change nothing; enter 12's game of round 5 as a forfeit`);
  });

  it('from a round after the last one: refused with the rounds he can withdraw from', () => {
    const file = copyOf(sample4);
    refusedUnchanged(file, ['withdraw', file, '--player', '12', '--from-round', '14'], 'round 14 is after the last round (5): withdrawing 12 would change nothing; use --from-round 5 to 5');
  });

  it('a player already withdrawn: refused, not "withdrawn" again', () => {
    const file = copyOf(sample4);
    expect(cli(['withdraw', file, '--player', '12']).code).toBe(0);
    refusedUnchanged(file, ['withdraw', file, '--player', '12'], `${file}: 12 is already absent from round 5 on; nothing to do`);
  });
});

describe('pair', () => {
  it('--round N -o over a round with results: refused without --force; with it, said', () => {
    const file = copyOf(sample4);
    const out = join(tmp(), 'out.trf');
    const r = cli(['pair', file, '--round', '4', '-o', out]);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('-o with --round 4 pairs round 4 again and would drop the 7 results of round 4 entered in the file');
    const forced = cli(['pair', file, '--round', '4', '-o', out, '--force']);
    expect(forced.code).toBe(0);
    expect(forced.stderr).toContain('warning: -o: round 4 paired again: the 7 results of round 4 entered in the file are not in the file written (--force)');
  });

  it('the next round while the last one has open games: says it is paired, names show and --round', () => {
    const file = copyOf(sample4);
    expect(cli(['pair', file, '-o', file, '--force']).code).toBe(0);
    const r = cli(['pair', file]);
    expect(r.code).toBe(3);
    expect(r.stderr).toBe(
      `error: ${file}: round 5 is already paired in the file (no result entered yet): \`swisspair show ${file}\` prints its pairing; enter its results (\`swisspair result\`) before pairing round 6, or pass --round 5 for the pairing the rules give round 5 again\n`,
    );
    expect(cli(['pair', file, '--round', '5']).stderr).toContain(`warning: ${file}: round 5 is already in the file; this is the pairing the rules give it from rounds 1-4, which may differ from the file's (\`swisspair show ${file} --round 5\` prints the file's)`);
  });

  it('a round in which nobody plays is a round: counted by pair, standings and check', () => {
    const file = copyOf(sample4, (t) => t.replace(/^(001 .{76}).*$/gm, '$1') + '240 H 001    1    2    3    4    5    6    7    8    9   10   11   12   13   14\n');
    const first = cli(['pair', file, '-o', file, '--force']);
    expect(first.code).toBe(0);
    expect(first.stderr).toContain('round 1 written: 0 boards');
    const second = cli(['pair', file, '-o', file, '--force']);
    expect(second.code).toBe(0);
    expect(second.stderr).toContain('round 2 written: 7 boards');
    expect(cli(['show', file, '--round', '1']).code).toBe(0);
    expect(cli(['check', file]).stdout).toContain('2/2 rounds reproduced');
    expect(cli(['standings', file]).stdout.split('\n')[0]).toMatch(/standings after round 1$/);
  });
});

describe('bye', () => {
  it('over the pairing-allocated bye: --force needed, then old -> new', () => {
    const file = copyOf(sample4);
    refusedUnchanged(file, ['bye', file, '--round', '2', '--player', '14', '--kind', 'Z'], `${file}: 14 has a pairing-allocated bye in round 2; pass --force to replace it by a zero-point bye`);
    const r = cli(['bye', file, '--round', '2', '--player', '14', '--kind', 'Z', '--force']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(`${file}: 14 Robert: pairing-allocated bye -> zero-point bye written in round 2\n`);
  });

  it('over a declared half-point bye, and a withdrawal\'s zero-point bye: --force needed; a declared bye can be removed', () => {
    const file = copyOf(sample4);
    expect(cli(['bye', file, '--round', '5', '--player', '3', '--kind', 'H']).code).toBe(0);
    refusedUnchanged(file, ['bye', file, '--round', '5', '--player', '3', '--kind', 'Z'], 'has a half-point bye in round 5 (240); pass --force');
    refusedUnchanged(file, ['bye', file, '--round', '5', '--player', '3', '--kind', 'H'], 'already has a half-point bye in round 5; nothing to do');
    expect(cli(['bye', file, '--round', '5', '--player', '3', '--kind', 'Z', '--force']).stderr).toContain('half-point bye -> zero-point bye declared for round 5 (240 Z)');
    const removed = cli(['bye', file, '--round', '5', '--player', '3', '--remove']);
    expect(removed.code).toBe(0);
    expect(readFileSync(file, 'utf8')).not.toMatch(/^240 /m);
    expect(cli(['withdraw', file, '--player', '12']).code).toBe(0);
    refusedUnchanged(file, ['bye', file, '--round', '5', '--player', '12', '--kind', 'H'], '12 has a zero-point bye in round 5 (240); pass --force');
    refusedUnchanged(file, ['bye', file, '--round', '5', '--player', '4', '--remove'], '4 has no bye declared for round 5');
    refusedUnchanged(file, ['bye', file, '--round', '5', '--player', '4'], '--kind H|F|Z (or --remove) is required');
  });
});

describe('result', () => {
  it('says old -> new on a correction, and that a result entered again as it was changes nothing', () => {
    const file = copyOf(sample4);
    const same = cli(['result', file, '--round', '4', '6-2=0-1']);
    expect(same.code).toBe(0);
    expect(same.stderr).toBe(`${file}: round 4: 1 already entered as given (6-2): unchanged; every game of the round has a result\n`);
    const changed = cli(['result', file, '--round', '4', '6-2=1-0', '--force']);
    expect(changed.stderr).toBe(`${file}: round 4: 1 changed: 6-2 0-1 -> 1-0; every game of the round has a result\n`);
  });
});

describe('add-player and new', () => {
  it('add-player warns of a player already in the file (same FIDE id or name), as new does', () => {
    const file = copyOf(sample4, (t) => t.replace('2600 FID            ', '2600 FID    1234567 '));
    const r = cli(['add-player', file, '--name', 'alice', '--rating', '1500', '--fide-id', '1234567']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`warning: ${file}: FIDE id 1234567 is also player 1 (Alice): the same player twice?`);
    expect(cli(['add-player', file, '--name', 'Bruno', '--rating', '1500']).stderr).toContain("the name Bruno is also player 2's: the same player twice?");
  });

  it.each([
    [['--federation', 'XX'], 'error: --federation expects a 3-letter code (such as ENG), got "XX"\n'],
    [['--start-date', '2026-03-07', '--end-date', '2026-03-01'], 'error: --end-date 2026-03-01 is before --start-date 2026-03-07\n'],
  ])('new %j: exit 3, nothing written', (args, message) => {
    const out = join(tmp(), 'new.trf');
    const r = cli(['new', out, '--players', 'samples/club-players.csv', '--rounds', '5', ...args]);
    expect([r.code, r.stderr]).toEqual([3, message]);
  });

  it('a title that is not a FIDE title: new refuses the CSV row (file:line:column), add-player the option', () => {
    const csv = join(tmp(), 'p.csv');
    writeFileSync(csv, 'Name,Rating,Title\n"A, B",2000,GMX\n');
    const r = cli(['new', join(tmp(), 'n.trf'), '--players', csv, '--rounds', '3']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(`${csv}:2:13: the title is not a FIDE title`);
    const file = copyOf(sample4);
    refusedUnchanged(file, ['add-player', file, '--name', 'X', '--rating', '1500', '--title', 'XM'], '--title expects a FIDE title');
  });
});
