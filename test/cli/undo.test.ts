/**
 * Issue 33.4 (FIDE C.02: a pairing program lets the arbiter undo and make a pairing by hand): `unpair` removes the
 * last paired round; `pair --manual` / `--manual-from` / `--swap` writes the arbiter's pairing, refusing an
 * absolute criterion, saying what it loses against the engine's (the reason `check` gives), marking the round so
 * that `check` reports it as the arbiter's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-undo-');
const sample4 = 'samples/worked-example-after-round-4.trf'; // 14 players, rounds 1-4 complete, XXR 5

function copyOf(path: string): string {
  const file = join(tmp(), 'in.trf');
  writeFileSync(file, readFileSync(path, 'utf8'));
  return file;
}

function paired(): string {
  const file = copyOf(sample4);
  expect(cli(['pair', file, '-o', file, '--force']).code).toBe(0);
  return file;
}

describe('unpair', () => {
  it('removes the last round with no result: the file is the one before pairing (and pairs the same again)', () => {
    const file = paired();
    const r = cli(['unpair', file, '--round', '5']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(`${file}: round 5 removed; round 5 is the next round to pair\n`);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('### swisspair round 5');
    // Back to the four rounds (192 stays: the next pair -o is made by the same text).
    expect(text.replace(/^192 .*\n/m, '')).toBe(readFileSync(sample4, 'utf8'));
  });

  it('a round with results: refused listing them (exit 3, nothing written); --force removes it and lists them', () => {
    const file = paired();
    expect(cli(['result', file, '--board', '1=1-0', '--board', '2=½-½']).code).toBe(0);
    const before = readFileSync(file);
    const refused = cli(['unpair', file, '--round', '5']);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toBe(`error: ${file}: round 5 has 2 results entered (2-1=1-0, 5-11=½-½); pass --force to remove the round with them\n`);
    expect(readFileSync(file).equals(before)).toBe(true);
    const forced = cli(['unpair', file, '--round', '5', '--force']);
    expect(forced.code).toBe(0);
    expect(forced.stderr).toContain(`${file}: results removed: 2-1=1-0, 5-11=½-½`);
    // Round 5's blocks (columns 132-139) are gone from every line.
    expect(readFileSync(file, 'utf8').split('\n').every((l) => l.length <= 129)).toBe(true);
  });

  it('a bye entered after pairing stays declared (240), so pairing again leaves the player out', () => {
    const file = copyOf(sample4);
    expect(cli(['pair', file, '-o', file, '--force']).code).toBe(0);
    expect(cli(['unpair', file, '--round', '5']).code).toBe(0);
    expect(cli(['bye', file, '--round', '5', '--player', '3', '--kind', 'H']).code).toBe(0);
    expect(cli(['pair', file, '-o', file, '--force']).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toMatch(/^001 {4}3 .* 0000 - H$/m);
  });

  it.each([
    [['--round', '4'], /round 4 is not the last round paired \(the file has rounds 1-5\)/],
    [['--round', '0'], /--round expects a positive round number, got "0"/],
    [[], /required option '--round <n>' not specified/],
  ])('bad input %j: exit 3, nothing written', (args, message) => {
    const file = paired();
    const before = readFileSync(file);
    const r = cli(['unpair', file, ...args]);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(message);
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});

describe('pair --manual / --manual-from / --swap', () => {
  it('an absolute criterion broken is refused with which and why (exit 3, nothing written)', () => {
    const file = copyOf(sample4);
    const before = readFileSync(file);
    // The engine pairs 2-1 and 5-11; swapping 1 and 11 makes 5-1, who met in round 2.
    const r = cli(['pair', file, '--swap', '1,11', '-o', file, '--force']);
    expect(r.code).toBe(3);
    expect(r.stderr).toBe('error: the manual pairing breaks an absolute criterion: C.1: 5 and 1 have already played each other; nothing written; expected a pairing that keeps the absolute criteria\n');
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('a legal manual pairing is written, marked as the arbiter\'s; the warning gives check\'s reason; check accepts it as the arbiter\'s', () => {
    const file = copyOf(sample4);
    const r = cli(['pair', file, '--manual', '1-2, 5-11, 4-6, 3-7, 9-10, 14-12, 13-8', '-o', file, '--force']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("warning: manual pairing of round 5: differs from the engine's pairing (colour): E.1: 2 should have white against 1");
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^### swisspair round 5: manual pairing by the arbiter$/m);
    expect(text).toMatch(/^### swisspair round 5 boards 1-7: 1-2 5-11 /m);
    const check = cli(['check', file]);
    expect(check.code).toBe(0);
    expect(check.stdout).toContain('4/5 rounds reproduced (1 paired by the arbiter)');
    expect(check.stdout).toContain('round 5: paired by the arbiter (manual pairing, ### line): the file has 1-2; the rules give 2-1');
    expect(cli(['show', file]).stdout.split('\n')[0]).toBe('Round 5, paired by the arbiter (manual)');
    // JUnit: the arbiter's round passes, with what it departs from as its output.
    const junit = join(tmp(), 'report.xml');
    expect(cli(['check', file, '--junit', junit]).code).toBe(0);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toContain('failures="0" errors="0"');
    expect(xml).toMatch(/<testcase [^>]*name="round 5">\n\s+<system-out>paired by the arbiter \(manual pairing\): E\.1: 2 should have white/);
  });

  // Board 1 with colours the other way (E.1), and the 2.5 bracket paired 4-7 6-11 with 3-5 from the 2 bracket:
  // one pair fewer there (C.5), and with it the PSD (C.6, C.7), 7's strong colour preference (C.11) and 5's
  // downfloat again (C.16) are lost.
  const many = '1-2,3-5,4-7,6-11,8-10,9-12,13-14';

  it('every criterion the manual pairing loses is a warning line, the one check names first and marked deciding', () => {
    const file = copyOf(sample4);
    const r = cli(['pair', file, '--manual', many, '-o', file, '--force']);
    expect(r.code).toBe(0);
    const lines = r.stderr.split('\n').filter((l) => l.startsWith('warning: manual pairing'));
    const head = 'warning: manual pairing of round 5: ';
    expect(lines).toEqual([
      `${head}differs from the engine's pairing (quality): C.5 (maximise the number of pairs) in the 2.5 bracket: the file has 1, the rules' pairing 2 (deciding)`,
      `${head}also loses on C.6 (minimise the PSD, the score differences of pairs and downfloaters) in the 2.5 bracket: the file has {1.5, 1, 0}, the rules' pairing {0.5, 0}`,
      `${head}also loses on C.7 (minimise the PSD of the following bracket) in the 2.5 bracket: the file has {1, 0.5}, the rules' pairing {0}`,
      `${head}also loses on C.11 (minimise the players who do not get their strong colour preference) in the 2.5 bracket: the file has 1, the rules' pairing 0`,
      `${head}also loses on C.16 (minimise the score differences of downfloaters who received a downfloat the previous round) in the 2.5 bracket: the file has {1.5}, the rules' pairing {0.5}`,
      `${head}also loses on E.1: 2 should have white against 1 (both colour preferences can be granted); the file gives 1 white`,
    ]);
    // check keeps its one reason for the round: the deciding criterion's pairs.
    const check = cli(['check', file]);
    expect(check.code).toBe(0);
    expect(check.stdout).toContain('round 5: paired by the arbiter (manual pairing, ### line): the file has 1-2 3-5 4-7 6-11 8-10 9-12 13-14; the rules give 2-1 3-7 4-6 5-11 9-10 13-8 14-12');
  });

  it('--json: manual.losses lists them all (article, bracket, values, deciding), manual.reason is check\'s', () => {
    const r = cli(['pair', copyOf(sample4), '--manual', many, '--json']);
    expect(r.code).toBe(0);
    const manual = (JSON.parse(r.stdout) as { manual: { reason: { article: string; text: string }; losses: { article: string; kind: string; bracket?: number; deciding: boolean; text: string; values?: { file: string; rules: string } }[] } }).manual;
    expect(manual.reason.article).toBe('C.5');
    expect(manual.losses.map((l) => [l.article, l.kind, l.bracket ?? null, l.deciding])).toEqual([
      ['C.5', 'quality', 2.5, true],
      ['C.6', 'quality', 2.5, false],
      ['C.7', 'quality', 2.5, false],
      ['C.11', 'quality', 2.5, false],
      ['C.16', 'quality', 2.5, false],
      ['E.1', 'colour', null, false],
    ]);
    expect(manual.losses[3]!.values).toEqual({ file: '1', rules: '0' });
    expect(manual.losses[0]!.text).toBe(manual.reason.text);
  });

  it('colours alone: the one colour rule lost is the deciding line, nothing else is said', () => {
    const r = cli(['pair', copyOf(sample4), '--swap', '1,2']);
    expect(r.stderr.split('\n').filter((l) => l.startsWith('warning: manual pairing'))).toEqual([
      "warning: manual pairing of round 5: differs from the engine's pairing (colour): E.1: 2 should have white against 1 (both colour preferences can be granted); the file gives 1 white (deciding)",
    ]);
  });

  it('Dubov: the bracket criteria and each pair coloured against the rules, one line each (never folded as alike)', () => {
    // The engine pairs 5-11 and 3-7 in the 3 bracket, 14-9 and 12-10 below; the arbiter takes 3 up to 5 and turns
    // the two lower boards round: two colour rules lost whose lines differ only in numbers.
    const r = cli(['pair', copyOf(sample4), '--system', 'dubov', '--manual', '2-1,5-3,4-6,7-8,9-14,10-12,11-13']);
    expect(r.code).toBe(0);
    const head = 'warning: manual pairing of round 5: ';
    expect(r.stderr.split('\n').filter((l) => l.startsWith('warning: manual pairing'))).toEqual([
      `${head}differs from the engine's pairing (quality): C.6 (maximise the upfloaters' scores (the score differences of their pairs)) in the 3 bracket: the file has {2}, the rules' pairing {2.5} (deciding)`,
      `${head}also loses on C.7 (minimise the players who do not get their colour preference) in the 3 bracket: the file has 1, the rules' pairing 0`,
      `${head}also loses on E.1: 12 should have white against 10 (both colour preferences can be granted); the file gives 10 white`,
      `${head}also loses on E.2: 14 should have white against 9 (the stronger colour preference is granted); the file gives 9 white`,
    ]);
  });

  it('the replay goes on past a differing bracket whose floaters are the rules\': a colour criterion lost in one bracket, a float criterion in the next', () => {
    // `generate --players 24 --rounds 3 --seed 1` (Dutch 2026), XXR raised to 9. The engine pairs 2-1 10-7 in the
    // 2 bracket and 4-14 15-18 below; the arbiter pairs 2-10 7-1 (two colour preferences not met, both strong)
    // and 4-18 15-14 (4 and 14 float down, 3 downfloaters instead of 1).
    const file = copyOf('test/fixtures/manual/dutch2026-24-players-after-round-3.trf');
    const r = cli(['pair', file, '--manual', '5-3,11-9,2-10,7-1,8-13,4-18,6-12,15-14,23-16,19-17,21-22,24-20', '--json']);
    expect(r.code).toBe(0);
    const head = 'warning: manual pairing of round 4: ';
    expect(r.stderr.split('\n').filter((l) => l.startsWith('warning: manual pairing'))).toEqual([
      `${head}differs from the engine's pairing (quality): C12 (minimise the players who do not get their colour preference) in the 2 bracket: the file has 2, the rules' pairing 0 (deciding)`,
      `${head}also loses on C13 (minimise the players who do not get their strong colour preference) in the 2 bracket: the file has 2, the rules' pairing 0`,
      `${head}also loses on C6 (minimise the number of downfloaters) in the 1.5 bracket: the file has 3, the rules' pairing 1`,
      `${head}also loses on C7 (minimise the scores of the downfloaters) in the 1.5 bracket: the file has {1.5, 1.5, 1.5}, the rules' pairing {1.5}`,
    ]);
    const manual = (JSON.parse(r.stdout) as { manual: { reason: { article: string }; losses: { article: string; bracket: number; deciding: boolean }[] } }).manual;
    expect(manual.reason.article).toBe('C12');
    expect(manual.losses.map((l) => `${l.article}@${l.bracket}${l.deciding ? '*' : ''}`)).toEqual(['C12@2*', 'C13@2', 'C6@1.5', 'C7@1.5']);
  });

  it('the same pairing edited by hand without the mark is an engine difference for check (exit 1)', () => {
    const file = copyOf(sample4);
    expect(cli(['pair', file, '--swap', '1,2', '-o', file, '--force']).code).toBe(0);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^### swisspair round 5: manual.*\n/m, ''));
    expect(cli(['check', file]).code).toBe(1);
  });

  it('--manual-from reads a pairs file as pair -p writes it', () => {
    const dir = tmp();
    const file = copyOf(sample4);
    const pairs = join(dir, 'r5.pairs');
    expect(cli(['pair', file, '-p', pairs]).code).toBe(0);
    writeFileSync(pairs, readFileSync(pairs, 'utf8').replace('\n2 1\n', '\n1 2\n'));
    const r = cli(['pair', file, '--manual-from', pairs, '-o', file, '--force']);
    expect(r.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toMatch(/^### swisspair round 5 boards 1-7: 1-2 /m);
  });

  it.each([
    [['--manual', '1-2,x'], 'error: --manual: "x": not a pair; found "x"; expected WHITE-BLACK pairing numbers (e.g. 12-28), or N-0 for the pairing-allocated bye\n'],
    [['--manual', '2-1'], /leaves 3, 4, 5, .* without a game/],
    [['--manual', '2-1,1-5,4-6,3-7,9-10,14-12,13-8,11-0'], /--manual: "1-5": 1 is in two pairs/],
    [['--manual', '2-99'], /there is no player 99 in the file/],
    [['--swap', '1'], 'error: --swap expects two pairing numbers A,B (e.g. --swap 12,28), got "1"\n'],
    [['--swap', '1,2', '--manual', '2-1'], 'error: --manual, --manual-from and --swap: give one of them\n'],
    [['--swap', '1,2', '--round', '5'], /--round: a manual pairing is of the next round only/],
    [['--manual-from', 'nope.txt'], 'error: --manual-from nope.txt: cannot read the file\n'],
  ])('bad input %j: exit 3, nothing written, no stack trace', (args, message) => {
    const file = copyOf(sample4);
    const before = readFileSync(file);
    const r = cli(['pair', file, ...args, '-o', file, '--force']);
    expect(r.code).toBe(3);
    if (typeof message === 'string') expect(r.stderr).toBe(message);
    else expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('--manual-from: a bad line is file:line:column', () => {
    const dir = tmp();
    const list = join(dir, 'pairs.txt');
    writeFileSync(list, '# board 1\n2-1\n  5 - x\n');
    const r = cli(['pair', copyOf(sample4), '--manual-from', list]);
    expect(r.code).toBe(3);
    expect(r.stderr).toBe(`error: ${list}:3:3: not a pair; found "5 - x"; expected WHITE-BLACK pairing numbers (e.g. 12-28), or N-0 for the pairing-allocated bye\n`);
  });
});
