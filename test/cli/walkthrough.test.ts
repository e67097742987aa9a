/**
 * README "Run a tournament" (issue 16.6): runs exactly the commands of the walk-through, in order (a CSV -> new ->
 * pair -> result -> ... -> standings -> the rating report), and checks the report: `check` reproduces its 7 rounds
 * (exit 0), and the late entry, the withdrawal, the half-point bye and the forfeit are in it as the rules say.
 */
import { readFileSync } from 'node:fs';
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
  for (const line of lines) {
    // The tournament files live in a temporary folder; samples/ is read from the repository.
    const args = words(line).slice(1).map((w) => (/^\w+\.trf$/.test(w) ? join(dir, w) : w));
    last = cli(args);
    expect(last.code, `${line}\n${last.stderr}`).toBe(0);
  }
  expect(last.stdout).toMatch(/ok 7\/7 rounds reproduced/);

  const report = readFileSync(join(dir, 'report.trf'), 'utf8');
  const player = (name: string): string => report.split('\n').find((l) => l.startsWith('001') && l.includes(name))!;
  const block = (line: string, round: number): string => line.slice(91 + 10 * (round - 1), 99 + 10 * (round - 1));
  // The half-point bye of round 2 (player 3), with its half point.
  expect(block(player('Novak, Petra'), 2)).toBe('0000 - H');
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
