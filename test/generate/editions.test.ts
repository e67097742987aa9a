/**
 * generate and editions: an old edition named gives the file generate wrote before editions existed, byte for
 * byte, plus the 192 record (issue 9 item 6); the record names the edition that paired every round.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';

const ARGS = ['--players', '41', '--rounds', '9', '--seed', '2024', '--forfeit-rate', '0.1', '--half-bye-rate', '0.05', '--absence-rate', '0.05'];
const MORE = ['--withdrawal-rate', '0.1', '--late-entry-rate', '0.1', '--points-win', '3', '--points-draw', '1'];

describe('generate --edition (old editions) keeps the pairings and results of before', () => {
  it.each([
    ['dutch', '2017', 'FIDE_DUTCH_2017'],
    ['dubov', '2018', 'FIDE_DUBOV_2018'],
  ])('%s %s: the same file plus "192 %s" after 092', (system, edition, code) => {
    const r = cli(['generate', '--system', system, '--edition', edition, ...ARGS, ...MORE]);
    expect([r.code, r.stderr]).toEqual([0, '']);
    const before = readFileSync(`test/fixtures/generate-before-editions/${system}.trf`, 'utf8');
    expect(r.stdout).toBe(before.replace(/^(092 .*\n)/m, `$1192 ${code}\n`));
  });

  it('the default is the edition in force (2026 since 2026-02-01): Dubov pairs by it and names it', () => {
    const r = cli(['generate', '--system', 'dubov', ...ARGS]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^192 FIDE_DUBOV_2026$/m);
    const named = cli(['generate', '--system', 'dubov', '--edition', '2026', ...ARGS]);
    expect(named.stdout).toBe(r.stdout);
  });
});
