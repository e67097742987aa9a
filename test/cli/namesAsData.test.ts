/**
 * Names are data (issue 33 item 5): a control character in a name from a file, a CSV or an option never reaches
 * the terminal raw, from any command, stderr included; `--csv` writes it as JSON does (`\u001b`); `new` and
 * `add-player` refuse it (exit 3, where). Decision: refuse, not strip: a name silently changed is a player the
 * federation's rating list does not find.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-names-');
// eslint-disable-next-line no-control-regex
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
const EVIL = 'Al\u001b]0;pwned\u0007e';

/** The worked example after round 2, player 1 named EVIL (a file another program wrote). */
function evilFile(): string {
  const file = join(tmp(), 'e.trf');
  const text = readFileSync('samples/worked-example-after-round-2.trf', 'utf8').replace('GM Alice         ', `GM ${EVIL}`.padEnd(17));
  expect(text).toContain(EVIL);
  writeFileSync(file, text);
  return file;
}

describe('no command prints a control character of a name raw', () => {
  const commands: [string, (f: string) => string[]][] = [
    ['pair', (f) => ['pair', f]],
    ['pair --json', (f) => ['pair', f, '--json']],
    ['pair -o', (f) => ['pair', f, '-o', `${f}.out`]],
    ['inspect', (f) => ['inspect', f]],
    ['check', (f) => ['check', f]],
    ['standings', (f) => ['standings', f]],
    ['standings --json', (f) => ['standings', f, '--json']],
    ['standings --csv', (f) => ['standings', f, '--csv']],
    ['bye', (f) => ['bye', f, '--player', '1', '--round', '3', '--kind', 'H']],
    ['withdraw', (f) => ['withdraw', f, '--player', '1']],
    ['result', (f) => ['result', f, '--round', '2', '5-1=0-1', '--force']],
    ['add-player', (f) => ['add-player', f, '--name', 'Late, Ann', '--rating', '1500']],
    ['show', (f) => ['show', f]],
    ['show --json', (f) => ['show', f, '--json']],
    ['unpair', (f) => ['unpair', f, '--round', '2', '--force']],
  ];
  it.each(commands)('%s: stdout and stderr hold no control character but newlines', (_name, args) => {
    const r = cli(args(evilFile()));
    expect(r.code).toBe(0);
    expect(r.stdout.replace(/\r\n/g, '\n')).not.toMatch(RAW);
    expect(r.stderr).not.toMatch(RAW);
  });

  it('withdraw and bye name the player with the characters escaped (they printed ESC ] 0 ; raw)', () => {
    const r = cli(['withdraw', evilFile(), '--player', '1']);
    expect(r.stderr).toContain('1 Al\\x1B]0;pwned\\x07e withdrawn');
  });

  it('standings --csv quotes the cell and writes the characters as JSON does', () => {
    const r = cli(['standings', evilFile(), '--csv']);
    expect(r.stdout).toContain(',"Al\\u001b]0;pwned\\u0007e",');
    const json = cli(['standings', evilFile(), '--json']);
    expect(json.stdout).toContain('"Al\\u001b]0;pwned\\u0007e"');
  });

  it('a file name or an option value with control characters is escaped in the message too', () => {
    const r = cli(['pair', 'no\u001b]0;x\u0007such.trf']);
    expect(r.code).toBe(5);
    expect(r.stderr).not.toMatch(RAW);
    expect(r.stderr).toContain('no\\x1B]0;x\\x07such.trf');
    for (const args of [['pair', evilFile(), '--bo\u001b]0;x\u0007d'], ['pa\u001b]0;x\u0007ir'], ['pair', evilFile(), '--system', 'd\u001b[31m']]) {
      const r = cli(args); // commander's own messages
      expect(r.code).toBe(3);
      expect(r.stderr).toMatch(/\\x1B/);
      expect(r.stderr).not.toMatch(RAW);
    }
    const bad = cli(['pair', evilFile(), '--round', 'x\u001b[2J']);
    expect(bad.code).toBe(3);
    expect(bad.stderr).not.toMatch(RAW);
  });
});

describe('new and add-player refuse control characters in names (exit 3, where, nothing written)', () => {
  it.each([
    ['ESC and BEL', 'Evil\u001b]0;pwned\u0007X', 5, '\\x1B'],
    ['TAB', 'Tab\tName', 4, '\\x09'],
    ['DEL', 'Del\u007fName', 4, '\\x7F'],
    ['C1', 'C1\u009bName', 3, '\\x9B'],
  ])('add-player --name with %s', (_what, name, position, code) => {
    const file = evilFile();
    const before = readFileSync(file);
    const r = cli(['add-player', file, '--name', name, '--rating', '1500']);
    expect(r.code).toBe(3);
    expect(r.stderr).toBe(`error: --name: character ${position} is a control character (${code}); a name is text: remove it\n`);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('new: a name in the CSV, at its line and column; --name, --city, --arbiter', () => {
    const dir = tmp();
    const csv = join(dir, 'p.csv');
    writeFileSync(csv, 'Rating,Name\n1500,"Ev\u001bil, X"\n1400,"Good, Y"\n');
    const out = join(dir, 'out.trf');
    const r = cli(['new', out, '--players', csv, '--rounds', '5']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/^error: .*p\.csv:2:6: the name holds a control character \(character 3\)/);
    expect(r.stderr).not.toMatch(RAW);
    writeFileSync(csv, 'Name,Rating\n"Good, X",1500\n"Good, Y",1400\n');
    for (const option of ['--name', '--city', '--arbiter']) {
      const o = cli(['new', out, '--players', csv, '--rounds', '5', option, 'A\u0007B']);
      expect(o.code).toBe(3);
      expect(o.stderr).toBe(`error: ${option}: character 2 is a control character (\\x07); a name is text: remove it\n`);
    }
    expect(cli(['new', out, '--players', csv, '--rounds', '5']).code).toBe(0);
  });
});
