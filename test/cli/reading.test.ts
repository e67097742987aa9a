/**
 * Issue 11, item 1, as a user meets it on the command line: exit codes, stderr lines with file:line:col, warnings
 * in JSON, check going on past an unreadable file, inspect of a paired-but-unplayed round.
 */
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'swisspair-reading-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const sample = (n: number): string => `samples/worked-example-after-round-${n}.trf`;
const write = (name: string, text: string | Uint8Array): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('not a TRF: exit 3 with the line, never an empty tournament', () => {
  it.each([
    ['inspect', 'passwd', 'root:x:0:0:root:/root:/bin/bash\n', ':1:1: the file has no player (001) line'],
    ['pair', 'README.md', '# swisspair\n', ':1:1: the file has no player (001) line'],
    ['check', 'empty.trf', '', ':1:1: the file is empty'],
  ])('%s %s', (command, name, text, message) => {
    const r = cli([command, write(name, text), ...(command === 'pair' ? ['--edition', '2017'] : [])]);
    expect(r.code).toBe(3);
    expect(r.stdout).not.toContain('ok 0/0');
    expect(r.stdout).not.toContain('Round 1');
    expect(r.stderr).toContain(`${join(dir, name)}${message}`);
  });

  it('UTF-16 is refused with a hint', () => {
    const r = cli(['inspect', write('u16.trf', Buffer.from(readFileSync(sample(1), 'utf8'), 'utf16le'))]);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('UTF-16');
  });
});

describe('rounds', () => {
  it('pairing past the last planned round is refused at the XXR line; inspect shows the final scores', () => {
    const complete = 'samples/worked-example-complete.trf';
    const r = cli(['pair', complete, '--edition', '2017']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/^error: samples\/worked-example-complete\.trf:\d+:5: cannot pair round \d+: the tournament has \d+ rounds and all are in the file/);
    const i = cli(['inspect', complete]);
    expect(i.code).toBe(0);
    expect(i.stdout).toMatch(/All \d+ planned rounds are in the file: these are the final scores/);
  });

  it('inspect of a file whose last round is paired but not played (what pair -o writes) shows the state before that round', () => {
    const out = join(dir, 'paired.trf');
    expect(cli(['pair', sample(2), '--edition', '2017', '-o', out]).code).toBe(0);
    const before = cli(['inspect', sample(2)]);
    const r = cli(['inspect', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('state before round 3 (3 round(s) in the file');
    expect(r.stdout).toContain('Round 3 is paired but its results are not all in');
    // The same scoregroups as the file before the pairing was written.
    const groups = (s: string): string => s.slice(s.indexOf('Scoregroups'), s.indexOf('\n\n', s.indexOf('Scoregroups')));
    expect(groups(r.stdout)).toBe(groups(before.stdout));
  });
});

describe('warnings: on stderr with file:line:col, and in JSON', () => {
  const withUnknown = (): string => write('unknown.trf', `${readFileSync(sample(1), 'utf8')}101 not a record\n`);

  it('inspect', () => {
    const path = withUnknown();
    const text = cli(['inspect', path]);
    expect(text.stderr).toMatch(new RegExp(`^warning: ${path}:\\d+:1: unknown record code "101"`));
    const json = cli(['inspect', path, '--json']);
    const doc = JSON.parse(json.stdout) as { warnings: { position: { line: number; column: number }; message: string }[] };
    expect(doc.warnings).toHaveLength(1);
    expect(doc.warnings[0]!.message).toContain('unknown record code "101"');
    expect(doc.warnings[0]!.position.column).toBe(1);
  });

  it('pair and check', () => {
    const path = withUnknown();
    const pair = JSON.parse(cli(['pair', path, '--edition', '2017', '--json']).stdout) as { warnings: { message: string }[] };
    expect(pair.warnings.map((w) => w.message)).toEqual(['unknown record code "101": the line is kept but not read']);
    const check = JSON.parse(cli(['check', path, '--edition', '2017', '--json']).stdout) as { files: { warnings: { message: string }[] }[] };
    expect(check.files[0]!.warnings).toHaveLength(1);
  });
});

describe('check with several files', () => {
  it('a file over the size limit: exit 4, the other files are checked, and the summary counts the one not read', () => {
    const big = join(dir, 'big.trf');
    writeFileSync(big, '');
    truncateSync(big, 128 * 1024 * 1024 + 1); // sparse: no disk used
    const r = cli(['check', big, sample(2), '--edition', '2017']);
    expect(r.code).toBe(4);
    expect(r.stderr).toContain(`error: ${big} has 134,217,729 bytes, more than swisspair reads (128 MiB)`);
    expect(r.stdout).toContain(`${sample(2)}: ok 2/2 rounds reproduced`);
    expect(r.stdout).toContain('2/2 rounds reproduced in 2 files; 1 file could not be read');
  });

  it('standard input twice is refused', () => {
    const r = cli(['check', '-', '-'], readFileSync(sample(1), 'utf8'));
    expect(r.code).toBe(3);
    expect(r.stderr).toBe("error: standard input ('-') can be given only once\n");
  });
});
