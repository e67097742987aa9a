/**
 * The arbiter's round loop on the command line (issue 16): `new`, `result`, `bye`, `withdraw`, `add-player`, and
 * `pair -o` writing every declared bye with its own code and points and keeping every absence. Every refused
 * edit is exit 3 with the input byte for byte as it was.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-loop-');
const sample1 = 'samples/worked-example-after-round-1.trf';

function copyOf(path: string, replace: (text: string) => string = (t) => t): string {
  const file = join(tmp(), 'in.trf');
  writeFileSync(file, replace(readFileSync(path, 'utf8')));
  return file;
}

const lineOf = (text: string, id: number): string => text.split('\n').find((l) => l.startsWith(`001 ${String(id).padStart(4)}`))!;

const CSV = ['Name,Elo,Title,Fed,FIDE ID,Born,Gender', '"Smith, John",2100,FM,ENG,400123,1985,m', '"Doe, Jane",2100,WIM,USA,,,f', 'Carlsen Magnus,2830,GM,NOR,1503014,1990-11-30,m', 'Green Ann,,,ENG,,,w'].join('\n') + '\n';

describe('pair -o keeps what the arbiter declared (the two data-losing defects)', () => {
  it('a requested bye (240 H / 240 F) is written with its own code and points, not 0000 - Z', () => {
    const input = copyOf(sample1, (t) => t.replace('XXZ 12\n', '240 H   2   12\n240 F   2   14\n'));
    const out = join(tmp(), 'r2.trf');
    const r = cli(['pair', input, '-o', out]);
    expect(r.code).toBe(0);
    const written = readFileSync(out, 'utf8');
    expect(lineOf(written, 12)).toMatch(/ 0\.5 .* 0000 - H$/);
    expect(lineOf(written, 14)).toMatch(/ 1\.0 .* 0000 - F$/);
    expect(r.stderr).toMatch(/round 2: 12 Oskar: half-point bye \(0000 - H, 0\.5\), declared bye \(240\)/);
    expect(r.stderr).toMatch(/round 2: 14 Robert: full-point bye \(0000 - F, 1\.0\), declared bye \(240\)/);
    expect(cli(['check', out]).code).toBe(0);
  });

  it('XXZ is kept, so the absent player is not paired the round after either', () => {
    const input = copyOf(sample1);
    const r = cli(['pair', input, '-o', input, '--force']);
    expect(r.code).toBe(0);
    const written = readFileSync(input, 'utf8');
    expect(written).toMatch(/^XXZ 12$/m);
    expect(lineOf(written, 12)).toMatch(/0000 - Z$/);
  });

  it('pair FILE -o FILE --force pairs in place; without --force the input is refused and unchanged', () => {
    const input = copyOf(sample1);
    const before = readFileSync(input);
    expect(cli(['pair', input, '-o', input]).code).toBe(3);
    expect(readFileSync(input).equals(before)).toBe(true);
    expect(cli(['pair', input, '-o', input, '--force']).code).toBe(0);
    expect(lineOf(readFileSync(input, 'utf8'), 5)).toMatch(/12 w 1 {5}1 w$/);
  });
});

describe('new', () => {
  it('writes a TRF-2026 tournament, the players in the C.04.2 initial order (rating, title, name)', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'p.csv'), CSV);
    const out = join(dir, 't.trf');
    const r = cli(['new', out, '--players', join(dir, 'p.csv'), '--rounds', '7', '--name', 'Open', '--start-date', '2026-03-01', '--tiebreaks', 'BH/C1,BH,SB']);
    expect(r.code).toBe(0);
    const text = readFileSync(out, 'utf8');
    expect(text.split('\n').filter((l) => l.startsWith('001')).map((l) => l.slice(14, 47).trim())).toEqual(['Carlsen Magnus', 'Smith, John', 'Doe, Jane', 'Green Ann']);
    for (const record of ['012 Open', '042 2026/03/01', '062 4', '072 3', '142 7', '152 W', '192 FIDE_DUTCH_2026', '202 BH/C1 BH SB']) expect(text).toContain(`${record}\n`);
    expect(lineOf(text, 3)).toMatch(/^001    3 wWIM Doe, Jane/);
    expect(cli(['pair', out, '-p', '-']).stdout).toBe('2\n1 3\n4 2\n');
  });

  it('reads a Latin-1 list and semicolons', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'p.csv'), Buffer.from('Nom;Elo\nM\xfcller;1900\nB\xe9la;2000\n', 'latin1'));
    const out = join(dir, 't.trf');
    expect(cli(['new', out, '--players', join(dir, 'p.csv'), '--rounds', '3']).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('Béla');
    expect(readFileSync(out, 'utf8')).toContain('Müller');
  });

  it('a bad row is exit 3 with file:line:column, and nothing is written', () => {
    const dir = tmp();
    const list = join(dir, 'p.csv');
    writeFileSync(list, 'Name,Rating,Fed\nA,2000,ENG\nB,20x0,ENG\nC,1900,ENGLAND\n');
    const out = join(dir, 't.trf');
    const r = cli(['new', out, '--players', list, '--rounds', '5']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(`${list}:3:3: the rating is not a number from 0 to 9999; found "20x0"`);
    expect(r.stderr).toContain(`${list}:4:8: the federation is not a 3-letter code`);
    expect(existsSync(out)).toBe(false);
  });

  it('does not replace an existing tournament without --force', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'p.csv'), CSV);
    const out = join(dir, 't.trf');
    writeFileSync(out, 'old');
    expect(cli(['new', out, '--players', join(dir, 'p.csv'), '--rounds', '5']).code).toBe(3);
    expect(readFileSync(out, 'utf8')).toBe('old');
  });
});

describe('result', () => {
  /** The worked example with round 2 paired (results open). */
  function paired(): string {
    const input = copyOf(sample1);
    expect(cli(['pair', input, '-o', input, '--force']).code).toBe(0);
    return input;
  }

  it('enters results by players and by board, on both lines and in the points columns', () => {
    const file = paired();
    const r = cli(['result', file, '--round', '2', '5-1=1-0', '--board', '2=½-½', '6-3=+-']);
    expect(r.code).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(lineOf(text, 5)).toMatch(/ 2\.0 .* 1 w 1$/);
    expect(lineOf(text, 1)).toMatch(/ 1\.0 .* 5 b 0$/);
    expect(lineOf(text, 6)).toMatch(/ 2\.0 .* 3 w \+$/);
    expect(lineOf(text, 3)).toMatch(/ 1\.0 .* 6 b -$/);
    expect(r.stderr).toMatch(/round 2: 3 results entered; 3 games still without a result/);
  });

  it.each([
    [['1-2=1-0'], /were not paired together/],
    [['1-5=1-0'], /1 had black against 5/],
    [['5-1=2-0'], /"2-0" is not a result/],
    [['5-1=1-0', '5-1=0-1'], /already has a result.*--force/],
  ])('%j is refused (exit 3) and nothing is written', (entries, message) => {
    const file = paired();
    const before = readFileSync(file);
    const r = cli(['result', file, '--round', '2', ...entries]);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(message);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('a round not in the file is refused saying which are (a new file: none yet, and how to pair round 1)', () => {
    const file = paired();
    const beyond = cli(['result', file, '--round', '3', '5-1=1-0']);
    expect([beyond.code, beyond.stderr]).toEqual([3, 'error: --round 3: the file has rounds 1-2\n']);
    const csv = join(tmp(), 'players.csv');
    writeFileSync(csv, CSV);
    const fresh = join(tmp(), 'new.trf');
    expect(cli(['new', fresh, '--players', csv, '--rounds', '5']).code).toBe(0);
    const before = readFileSync(fresh);
    const none = cli(['result', fresh, '--board', '1=1-0']);
    expect([none.code, none.stderr]).toEqual([3, `error: ${fresh}: no round is paired yet: pair round 1 first (swisspair pair ${fresh} -o ${fresh} --force)\n`]);
    expect(readFileSync(fresh).equals(before)).toBe(true);
  });

  it('--force changes an entered result; --from names the line of a bad entry', () => {
    const file = paired();
    expect(cli(['result', file, '--round', '2', '5-1=1-0']).code).toBe(0);
    expect(cli(['result', file, '--round', '2', '5-1=0-1', '--force']).code).toBe(0);
    expect(lineOf(readFileSync(file, 'utf8'), 1)).toMatch(/ 2\.0 .* 5 b 1$/);
    const list = join(tmp(), 'results.txt');
    writeFileSync(list, '# round 2\n2-7 1-0\n  4-6 x\n');
    const r = cli(['result', file, '--round', '2', '--from', list]);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(`${list}:3:3: "x" is not a result`);
  });
});

describe('bye, withdraw, add-player', () => {
  it('bye --kind H declares a 240 bye that pair then writes with half a point', () => {
    const file = copyOf(sample1, (t) => t.replace('XXZ 12\n', ''));
    expect(cli(['bye', file, '--round', '2', '--player', '3', '--kind', 'H']).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toMatch(/^240 H {3}2 {4}3$/m);
    const r = cli(['pair', file, '-o', file, '--force']);
    expect(r.stdout).toMatch(/Not paired: 3 Carla \(half-point bye, declared\)/);
    expect(lineOf(readFileSync(file, 'utf8'), 3)).toMatch(/ 1\.5 .*0000 - H$/);
  });

  it('withdraw leaves the player out of every later round', () => {
    const file = copyOf(sample1, (t) => t.replace('XXZ 12\n', ''));
    const r = cli(['withdraw', file, '--player', '4', '--from-round', '2']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/4 David withdrawn: absent in rounds 2-5/);
    for (let round = 2; round <= 5; round++) expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`^240 Z {3}${round} {4}4$`, 'm'));
    expect(cli(['pair', file, '-p', '-']).stdout).not.toMatch(/^4 |\s4\n/m);
    expect(cli(['pair', file]).stdout).toMatch(/Not paired: 4 David \(withdrawn: zero-point byes to the last round\)/);
  });

  it('add-player before round 4: the entrant takes his place in the initial order; a bad option writes nothing', () => {
    const file = copyOf(sample1);
    const before = readFileSync(file);
    expect(cli(['add-player', file, '--name', 'Zoe', '--rating', 'high']).code).toBe(3);
    expect(readFileSync(file).equals(before)).toBe(true);
    const r = cli(['add-player', file, '--name', 'Zoe', '--rating', '2450', '--title', 'IM']);
    expect(r.code).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(lineOf(text, 3)).toMatch(/^001    3   IM Zoe .* 0\.0 .*0000 - Z$/);
    expect(lineOf(text, 4)).toMatch(/Carla .* 11 w 1$/);
    expect(text).toMatch(/^XXZ 13$/m);
    expect(text).toMatch(/^062 15$/m);
    expect(cli(['check', file]).code).toBe(0);
  });
});

describe('standings -o: the rating report', () => {
  const complete = 'samples/worked-example-complete.trf';

  it('fills points, ranks (as the standings rank), 062/072 and 132; the input is refused as output and unchanged', () => {
    const input = copyOf(complete, (t) => t.replace(/^(001 .{76}).{4}( .{4})/gm, '$1 0.0$2').replace(/^062 .*\n/m, ''));
    const before = readFileSync(input);
    const out = join(tmp(), 'report.trf');
    const table = cli(['standings', input, '--tiebreaks', 'BH/C1,BH,SB']);
    const r = cli(['standings', input, '--tiebreaks', 'BH/C1,BH,SB', '-o', out, '--round-dates', '2015-01-01,2015-01-02,2015-01-03,2015-01-04,2015-01-05']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(table.stdout);
    const text = readFileSync(out, 'utf8');
    expect(lineOf(text, 1)).toMatch(/^.{80} 4\.0 {4}1 /);
    expect(lineOf(text, 5)).toMatch(/^.{80} 4\.0 {4}2 /);
    expect(lineOf(text, 12)).toMatch(/^.{80} 0\.5 {3}14 /);
    expect(text).toMatch(/^062 14\n072 14\n/m);
    expect(text.split('\n').find((l) => l.startsWith('132'))!.slice(91)).toBe('15/01/01  15/01/02  15/01/03  15/01/04  15/01/05');
    expect(cli(['check', out]).code).toBe(0);
    expect(readFileSync(input).equals(before)).toBe(true);
    expect(cli(['standings', input, '-o', input]).code).toBe(3);
    expect(readFileSync(input).equals(before)).toBe(true);
  });

  it('refuses a tournament whose last round has no results yet', () => {
    const input = copyOf(sample1);
    expect(cli(['pair', input, '-o', input, '--force']).code).toBe(0);
    const r = cli(['standings', input, '-o', join(tmp(), 'r.trf')]);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/enter the missing results first/);
  });
});

describe('output a person reads (issue 16.7)', () => {
  it('bare swisspair prints the usage on stderr and exits 3; --help prints it on stdout with 0', () => {
    const bare = cli([]);
    expect(bare.code).toBe(3);
    expect(bare.stdout).toBe('');
    expect(bare.stderr).toMatch(/^Usage: swisspair/);
    const help = cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: swisspair/);
    expect(help.stdout).toMatch(/add-player/);
  });

  it('warnings of one kind are one line with the count; --verbose lists them all', () => {
    // Every points column wrong: 14 warnings of one kind.
    const input = copyOf(sample1, (t) => t.replace(/^(001 .{76}).{4}/gm, '$1 9.0'));
    const r = cli(['pair', input, '-p', join(tmp(), 'p.txt')]);
    const lines = r.stderr.split('\n').filter((l) => l.startsWith('warning'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/the points column says 9\.0 .*\(and 13 more like it on other lines; --verbose lists them\)$/);
    const all = cli(['pair', input, '-p', join(tmp(), 'p.txt'), '--verbose']);
    expect(all.stderr.split('\n').filter((l) => l.startsWith('warning'))).toHaveLength(14);
  });

  it('inspect explains its columns', () => {
    const r = cli(['inspect', 'samples/worked-example-after-round-2.trf']);
    expect(r.stdout).toMatch(/Pref: colour preference, w\/b mild, W\/B strong, WW\/BB absolute/);
    expect(r.stdout).toMatch(/F-1, F-2: float in the last and the second-last round/);
  });
});
