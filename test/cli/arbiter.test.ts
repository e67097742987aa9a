/**
 * What an arbiter reads while running an event with the round-loop commands (a 52-player, 9-round open run from
 * a CSV to the rating report): each message names what happened in plain words, help texts say what the default
 * of each command is, and nothing is said wrongly at the edges (the last round, a played round).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-arbiter-');
const sample1 = 'samples/worked-example-after-round-1.trf'; // 14 players, 5 rounds, XXZ 12
const sample4 = 'samples/worked-example-after-round-4.trf';

function copyOf(path: string, replace: (text: string) => string = (t) => t): string {
  const file = join(tmp(), 'in.trf');
  writeFileSync(file, replace(readFileSync(path, 'utf8')));
  return file;
}

describe('--help', () => {
  it('a repeatable option shows no "(default: [])"', () => {
    expect(cli(['result', '--help']).stdout).not.toContain('default: []');
    expect(cli(['generate', '--help']).stdout).not.toContain('default: []');
    // Still repeatable, and still optional.
    expect(cli(['generate', '--players', '6', '--rounds', '2', '--seed', '1', '--byes-round', '2:H=1', '--byes-round', '2:Z=1']).code).toBe(0);
    expect(cli(['generate', '--players', '6', '--rounds', '2', '--seed', '1']).code).toBe(0);
  });

  it('check: a directory stands for its .trf and .trfx files, as the help says', () => {
    expect(cli(['check', '--help']).stdout.replace(/\s+/g, ' ')).toContain('a directory stands for its *.trf and *.trfx files, recursively');
  });

  it('bye --round says which rounds take a bye', () => {
    expect(cli(['bye', '--help']).stdout.replace(/\s+/g, ' ')).toContain('--round <n> the round of the bye: one not paired yet (a 240 record), or a paired round in which the player has no game');
  });

  it("new --edition: the default is the start date's edition (there is no file with a 192 to read)", () => {
    const help = cli(['new', '--help']).stdout.replace(/\s+/g, ' ');
    expect(help).toContain('(default: the edition in force on --start-date, else today)');
    expect(help).not.toMatch(/--edition .*192\/092/);
  });
});

describe('the round loop says what it did, in words', () => {
  it('result: counts in the right number', () => {
    const file = copyOf(sample1, (t) => t.replace('XXZ 12\n', ''));
    expect(cli(['pair', file, '-o', file, '--force']).code).toBe(0);
    const one = cli(['result', file, '--board', '1=1-0']);
    expect(one.stderr).toMatch(/: round 2: 1 result entered; 6 games still without a result \(white: /);
    const boards = [2, 3, 4, 5, 6].map((b) => `--board=${b}=½-½`);
    expect(cli(['result', file, ...boards]).stderr).toMatch(/: round 2: 5 results entered; 1 game still without a result \(white: \d+\)\n$/);
  });

  it('withdraw: "absent in rounds 4-5", and "in round 5" when only the last round is left', () => {
    const file = copyOf(sample4);
    expect(cli(['withdraw', file, '--player', '3', '--from-round', '5']).stderr).toMatch(/: 3 \S+ withdrawn: absent in round 5\n$/);
    const other = copyOf(sample1, (t) => t.replace('XXZ 12\n', ''));
    expect(cli(['withdraw', other, '--player', '3', '--from-round', '4']).stderr).toMatch(/: 3 \S+ withdrawn: absent in rounds 4-5\n$/);
  });

  it('withdraw from a round already played: refused with the first round he can withdraw from', () => {
    const file = copyOf(sample4);
    const before = readFileSync(file);
    const r = cli(['withdraw', file, '--player', '3', '--from-round', '2']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/3 has a result against \d+ in round 2; expected --from-round 5 or later \(the round after his last game with a result\)/);
    expect(r.stderr).not.toContain('forfeit');
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('pair: a withdrawn player is "withdrawn" in the last round too, on stdout and in the -o note', () => {
    const file = copyOf(sample4);
    expect(cli(['withdraw', file, '--player', '3']).code).toBe(0);
    const out = join(tmp(), 'r5.trf');
    const r = cli(['pair', file, '-o', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Not paired: 3 \S+ \(withdrawn: zero-point byes to the last round\)/);
    expect(r.stderr).toMatch(/round 5: 3 \S+: zero-point bye \(0000 - Z, 0\.0\), withdrawn: zero-point byes to the last round\n/);
  });

  it('add-player before round 4: which numbers changed, as old and new numbers', () => {
    const file = copyOf(sample1);
    const r = cli(['add-player', file, '--name', 'Zoe', '--rating', '2450']);
    expect(r.stderr).toMatch(/: Zoe added as player 3, playing from round 2; players 3-14 are now 4-15 \(C\.04\.2: numbers follow the initial order until round 4 is paired\)\n$/);
  });

  it('standings -o: one line on stderr names the report written', () => {
    const out = join(tmp(), 'report.trf');
    const r = cli(['standings', 'samples/worked-example-complete.trf', '-o', out]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`${out}: rating report after round 5: points and ranks of 14 players, 062/072 counted\n`);
    expect(cli(['standings', 'samples/worked-example-complete.trf', '-o', '-']).stderr).not.toContain('rating report after');
  });
});

describe('new and bye: what a list or a played round can get wrong', () => {
  it('new warns of a FIDE id or a name met twice in the list (file:line:column), and counts in the right number', () => {
    const dir = tmp();
    const list = join(dir, 'players.csv');
    writeFileSync(list, 'Name,Elo,FIDE ID\nAnna Berg,2000,123\nCarl Dahl,1900,123\nEva Falk,1800,\nanna berg,1700,\n');
    const r = cli(['new', join(dir, 't.trf'), '--players', list, '--rounds', '1']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(
      `warning: ${list}:3:16: the FIDE id is also on line 2: the same player twice?; found "123"\n` +
        `warning: ${list}:5:1: the name is also on line 2: the same player twice?; found "anna berg"\n` +
        `${join(dir, 't.trf')}: 4 players, 1 round, FIDE_DUTCH_2026\n`,
    );
  });

  it('bye for a round already played: refused as played, not as "paired" with a forfeit to enter', () => {
    const file = copyOf(sample4);
    const r = cli(['bye', file, '--round', '2', '--player', '3', '--kind', 'H']);
    expect(r.code).toBe(3);
    expect(r.stderr).toBe(`error: ${file}: 3 has a result against 6 in round 2; expected a bye for a round not played yet\n`);
  });
});

describe('standings while the event runs', () => {
  it('a round paired without all its results is said not counted; before round 1 the title says so', () => {
    const file = copyOf(sample1, (t) => t.replace('XXZ 12\n', ''));
    expect(cli(['pair', file, '-o', file, '--force']).code).toBe(0);
    expect(cli(['result', file, '--board', '1=1-0']).code).toBe(0);
    const lines = cli(['standings', file]).stdout.split('\n');
    expect(lines[0]).toMatch(/: standings after round 1$/);
    expect(lines[1]).toBe('Round 2 is in the file without all its results: not counted.');
    // A complete later round is not announced: --round 2 of a finished event.
    expect(cli(['standings', 'samples/worked-example-complete.trf', '--round', '2']).stdout).not.toContain('without all its results');
    const fresh = copyOf(sample1, (t) => t.replace(/^(001 .{86}).*$/gm, '$1').replace('XXZ 12\n', ''));
    expect(cli(['standings', fresh]).stdout.split('\n')[0]).toMatch(/: standings before round 1 \(no results yet\)$/);
  });
});

describe('pair -o', () => {
  it('says on stderr which round it wrote where, as the editing commands do; not with -o -', () => {
    const file = copyOf(sample1); // 14 players, 12 absent (XXZ): 6 boards and the PAB
    const r = cli(['pair', file, '-o', file, '--force']);
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n')[0]).toBe(`${file}: round 2 written: 6 boards and the pairing-allocated bye`);
    expect(cli(['pair', copyOf(sample1), '-o', '-']).stderr).not.toContain('written');
  });
});

describe('result --force on a round before the last one paired', () => {
  it('warns that the later rounds were paired from the results it replaces', () => {
    const file = copyOf(sample4); // rounds 1-4 complete
    // By players: the file (not paired by swisspair) keeps no printed board order, so --board is refused (issue 33.1).
    const r = cli(['result', file, '--round', '2', '2-7=0-1', '--force']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      `warning: ${file}: rounds 3-4 were paired from the results before this change; they stay as paired (\`swisspair check\` shows a round that no longer follows the rules)\n`,
    );
    expect(cli(['result', file, '--round', '3', '2-5=0-1', '--force']).stderr).toContain(`warning: ${file}: round 4 was paired from the results before this change; it stays as paired`);
    // The last round: nothing was paired from it.
    expect(cli(['result', file, '--round', '4', '6-2=1-0', '--force']).stderr).not.toContain('warning');
  });
});

describe('an edit refused by the library names the file', () => {
  it('withdraw of a player who is not in the file: FILE: there is no player ..., exit 3, file unchanged', () => {
    const file = copyOf(sample4);
    const before = readFileSync(file, 'utf8');
    const r = cli(['withdraw', file, '--player', '99', '--from-round', '5']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(`${file}: there is no player 99 in the file`);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});
