/**
 * README "Run a tournament" (issue 16.6): runs exactly the commands of the walk-through, in order (a CSV -> new ->
 * pair -> result -> ... -> standings -> the rating report), and checks the report: `check` reproduces its 7 rounds
 * (exit 0), and the late entry, the withdrawal, the half-point bye and the forfeit are in it as the rules say.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-walk-');

/** The command lines between the README's walkthrough markers. */
function walkthrough(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const block = readme.slice(readme.indexOf('<!-- walkthrough:start -->'), readme.indexOf('<!-- walkthrough:end -->'));
  return block.split('\n').filter((l) => l.startsWith('swisspair '));
}

/** Shell words: blanks separate, double quotes group. */
function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
}

it('the README walk-through runs end to end and its rating report checks (exit 0)', () => {
  const dir = tmp();
  const lines = walkthrough();
  expect(lines.length).toBeGreaterThanOrEqual(20);
  let last = { code: -1, stdout: '', stderr: '' };
  const outputs = new Map<string, string>();
  for (const line of lines) {
    // The tournament files live in a temporary folder; samples/ is read from the repository.
    const args = words(line).slice(1).map((w) => (/^\w+\.trf$/.test(w) ? join(dir, w) : w));
    last = cli(args);
    expect(last.code, `${line}\n${last.stderr}`).toBe(0);
    outputs.set(args[0]!, last.stdout + last.stderr);
  }
  // Round 5 is the arbiter's pairing (issue 33.4): check says so and does not count it as an engine error.
  expect(last.stdout).toMatch(/ok 6\/7 rounds reproduced \(1 paired by the arbiter\)/);
  expect(last.stdout).toMatch(/round 5: paired by the arbiter \(manual pairing, ### line\): the file has 8-6; the rules give 6-8/);
  // show printed round 4 as paired, unpair removed it, and the bye asked for after pairing is in the report.
  expect(outputs.get('show')).toMatch(/^Round 4\n/);
  expect(outputs.get('unpair')).toContain('round 4 removed; round 4 is the next round to pair');

  const report = readFileSync(join(dir, 'report.trf'), 'utf8');
  const player = (name: string): string => report.split('\n').find((l) => l.startsWith('001') && l.includes(name))!;
  const block = (line: string, round: number): string => line.slice(91 + 10 * (round - 1), 99 + 10 * (round - 1));
  // The half-point bye of round 2 (player 3), with its half point.
  expect(block(player('Novak, Petra'), 2)).toBe('0000 - H');
  // The half-point bye Erik asked for after round 4 was paired (unpair, bye, pair again).
  expect(block(player('Lindqvist, Erik'), 4)).toBe('0000 - H');
  expect(report).toMatch(/^### swisspair round 5: manual pairing by the arbiter$/m);
  // The late entry: rounds 1-2 missed, no points for them (C.04.2), number 8 in the initial order (before round 4).
  expect(player('Meyer, Lena')).toMatch(/^001    8 w/);
  expect([1, 2].map((r) => block(player('Meyer, Lena'), r))).toEqual(['0000 - Z', '0000 - Z']);
  // The withdrawal from round 4: absent in every later round.
  expect([4, 5, 6, 7].map((r) => block(player('Dubois, Claire'), r))).toEqual(Array(4).fill('0000 - Z'));
  // The forfeit of round 2, board 5: a + and a - on the two lines.
  expect(report.split('\n').filter((l) => l.startsWith('001') && /^.{91}.{8}.{2}\s*\d+ [wb] [+-]/.test(l))).toHaveLength(2);
  // The report columns.
  expect(report).toMatch(/^062 12\n072 11\n/m);
  expect(report).toMatch(/^132 {88}26\/03\/07 {2}26\/03\/08/m);
  const ranks = report.split('\n').filter((l) => l.startsWith('001')).map((l) => Number(l.slice(85, 89)));
  expect([...ranks].sort((a, b) => a - b)[0]).toBe(1);
  expect(ranks.every((r) => r >= 1 && r <= 12)).toBe(true);
});

it("bare `swisspair` works right after the README's setup commands (the checkout's bin/ on the PATH)", () => {
  const readme = readFileSync('README.md', 'utf8');
  const setup = readme.slice(readme.indexOf('## Setup'), readme.indexOf('## Commands'));
  const block = setup.slice(setup.indexOf('```sh') + 5, setup.indexOf('```', setup.indexOf('```sh') + 5)).trim().split('\n');
  expect(block[0]).toBe('npm ci && npm run build');
  expect(block[1]).toBe('export PATH="$PWD/bin:$PATH"');
  expect(block[2]).toMatch(/^swisspair pair /);
  // What the export line makes `swisspair` resolve to, from the checkout: its bin/swisspair, executable, a Node script.
  const found = execFileSync('sh', ['-c', `${block[1]}; command -v swisspair`], { cwd: process.cwd(), encoding: 'utf8', env: { ...process.env, PATH: '/usr/bin:/bin' } }).trim();
  expect(found).toBe(join(process.cwd(), 'bin', 'swisspair'));
  expect(statSync(found).mode & 0o111).not.toBe(0);
  expect(readFileSync(found, 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
});
