/**
 * Baku acceleration on the command line (issue 17 items 1 and 6): `--acceleration baku` on pair, check and
 * inspect, what the headers and JSON say, the `_BAKU` code pair -o writes, and the refusals (exit 3).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tinyTrf } from '../support/trfBuilder.js';
import { cli } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'swisspair-baku-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const ratings = Array.from({ length: 22 }, (_, i) => 2500 - 10 * i);
const plain = file('plain.trf', tinyTrf({ ratings, rounds: [] }));
const baku = file('baku.trf', tinyTrf({ ratings, rounds: [], extra: ['192 FIDE_DUTCH_2026_BAKU'] }));
const pairsOf = (stdout: string): string[] => stdout.trim().split('\n').slice(1);

describe('pair', () => {
  it('--acceleration baku pairs as 192 FIDE_DUTCH_2026_BAKU does, and differently from no acceleration', () => {
    const option = cli(['pair', plain, '--acceleration', 'baku', '-p', '-']);
    const record = cli(['pair', baku, '-p', '-']);
    const none = cli(['pair', plain, '-p', '-']);
    expect(option.code).toBe(0);
    expect(pairsOf(option.stdout)).toEqual(pairsOf(record.stdout));
    expect(pairsOf(option.stdout)).not.toEqual(pairsOf(none.stdout));
    // GA = 12 players: 1-6 play 7-12 (C.04.7), not 1 against 12 as without acceleration.
    expect(pairsOf(option.stdout)[0]).toBe('1 7');
    expect(pairsOf(none.stdout)[0]).toBe('1 12');
  });

  it("says so in the header, and in --json", () => {
    const text = cli(['pair', baku]).stdout.split('\n')[0];
    expect(text).toBe('Round 1, Dutch 2026 rules (192 FIDE_DUTCH_2026_BAKU, line 4), Baku acceleration, round 1 of 5');
    const doc = JSON.parse(cli(['pair', plain, '--acceleration', 'baku', '--json']).stdout) as { acceleration: unknown };
    expect(doc.acceleration).toEqual({ method: 'baku', source: 'option', acceleratedRounds: 5, lastGaPlayer: 12 });
    expect((JSON.parse(cli(['pair', plain, '--json']).stdout) as { acceleration: unknown }).acceleration).toBeNull();
  });

  it('-o keeps the _BAKU suffix, also when the option asked for it, so the next round is accelerated too', () => {
    const out = join(dir, 'next.trf');
    expect(cli(['pair', plain, '--acceleration', 'baku', '-o', out]).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^192 FIDE_DUTCH_2026_BAKU$/m);
    const fromFile = join(dir, 'next2.trf');
    expect(cli(['pair', baku, '-o', fromFile]).code).toBe(0);
    expect(readFileSync(fromFile, 'utf8')).toMatch(/^192 FIDE_DUTCH_2026_BAKU$/m);
    expect(readFileSync(join(dir, 'plain.trf'), 'utf8')).not.toMatch(/^192/m);
  });

  it('refuses another acceleration method (exit 3, naming the option)', () => {
    const r = cli(['pair', plain, '--acceleration', 'swiss']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('--acceleration expects baku');
  });
});

describe('refusal with another point system (C.04.7: one point for a win, half a point for a draw)', () => {
  const threeOne = file('310.trf', tinyTrf({ ratings, rounds: [], extra: ['192 FIDE_DUTCH_2026_BAKU', 'XXS W=3.0 D=1.0'] }));

  it.each([['pair'], ['inspect'], ['check']])('%s: exit 3 with the reason at the 192 record', (command) => {
    const r = cli([command, threeOne]);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(`${threeOne}:4:5: Baku acceleration (192 FIDE_DUTCH_2026_BAKU) needs the standard point system`);
    expect(r.stderr).toContain('win 3.0, draw 1.0, loss 0.0');
  });

  it('--acceleration baku with a 3-1-0 file: exit 3, naming the option', () => {
    const r = cli(['pair', file('310plain.trf', tinyTrf({ ratings, rounds: [], extra: ['XXS W=3.0 D=1.0'] })), '--acceleration', 'baku']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('Baku acceleration (--acceleration baku) needs the standard point system');
  });

  it('the same file without acceleration pairs', () => {
    expect(cli(['pair', file('310ok.trf', tinyTrf({ ratings, rounds: [], extra: ['XXS W=3.0 D=1.0'] }))]).code).toBe(0);
  });
});

describe('inspect and check', () => {
  it("inspect shows each player's virtual points and pairing score, and GA", () => {
    const r = cli(['inspect', plain, '--acceleration', 'baku']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Baku acceleration, round 1 of 5 (GA: players 1-12)');
    const row = r.stdout.split('\n').find((l) => /^\s*12\s+Player 12/.test(l))!;
    expect(row.replace(/\s+/g, ' ').trim()).toMatch(/^12 Player 12 2390 0\.0 \+1\.0 1\.0 /);
    const json = JSON.parse(cli(['inspect', baku, '--json']).stdout) as { players: { id: number; acceleration: number; pairingScore: number; score: number }[] };
    expect(json.players.find((p) => p.id === 12)).toMatchObject({ score: 0, acceleration: 1, pairingScore: 1 });
    expect(json.players.find((p) => p.id === 13)).toMatchObject({ score: 0, acceleration: 0, pairingScore: 0 });
  });

  it('check reproduces a round paired with --acceleration baku only when asked to accelerate', () => {
    const out = join(dir, 'checked.trf');
    cli(['pair', plain, '--acceleration', 'baku', '-o', out]);
    // pair -o wrote 192 ..._BAKU: check reads it from the file.
    const r = cli(['check', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('1/1 rounds reproduced');
    expect(r.stdout).toContain('Baku acceleration (rounds 1-5)');
    const stripped = file('stripped.trf', readFileSync(out, 'utf8').replace(/^192 .*\n/m, ''));
    expect(cli(['check', stripped]).stdout).toContain('0/1 rounds reproduced');
    expect(cli(['check', stripped, '--acceleration', 'baku']).stdout).toContain('1/1 rounds reproduced');
  });
});
