/**
 * The rank column (86-89) of a generated file: with a 202 tie-break list, the standings by that list (what
 * `check` verifies); without one, points then pairing number, as JaVaFo and bbpPairings write it. And the
 * `--tiebreaks` option read by the standings' parser, refused naming the option.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseTiebreaks } from '../../src/generate/tiebreaks.js';
import { buildTournament } from '../../src/model/tournament.js';
import { standings } from '../../src/standings/index.js';
import { readTrf, type PlayerRecord } from '../../src/trf/index.js';
import { cli } from '../support/cli.js';

const args = ['generate', '--players', '30', '--rounds', '7', '--seed', '3', '--byes', 'H=5%,F=1,Z=3%'];
const dir = mkdtempSync(join(tmpdir(), 'genranks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function generate(extra: readonly string[]): { text: string; players: PlayerRecord[]; ranks: Map<number, number> } {
  const r = cli([...args, ...extra]);
  expect([r.code, r.stderr]).toEqual([0, '']);
  const doc = readTrf(new TextEncoder().encode(r.stdout), { fileName: 'g.trf' });
  const players = doc.records.filter((x): x is PlayerRecord => x.kind === 'player');
  const byList = standings(buildTournament(doc));
  return { text: r.stdout, players, ranks: new Map(byList.players.map((p) => [p.id as number, p.rank])) };
}

/** Points, ties by pairing number: the ranks written without a list. */
const scoreOrder = (players: readonly PlayerRecord[]): number[] => {
  const order = [...players].sort((a, b) => (b.points ?? 0) - (a.points ?? 0) || a.startingRank - b.startingRank);
  return players.map((p) => order.indexOf(p) + 1);
};

describe('generate: the rank column', () => {
  it('with --tiebreaks, every rank is the standings by the 202 list, and check finds them all right (exit 0)', () => {
    const { text, players, ranks } = generate(['--tiebreaks', 'BH/C1,SB']);
    expect(text).toMatch(/^202 BH\/C1,SB$/m);
    expect(players.map((p) => p.rank)).toEqual(players.map((p) => ranks.get(p.startingRank)));
    // The list decides something points and pairing numbers do not: the score-only ranks would be wrong here.
    expect(players.map((p) => p.rank)).not.toEqual(scoreOrder(players));
    const file = join(dir, 'g.trf');
    writeFileSync(file, text);
    const check = cli(['check', file]);
    expect(check.code).toBe(0);
    expect(check.stdout).toMatch(/30\/30 ranks follow the tie-break list/);
  });

  it('without a list, points then pairing number, one rank per player (the bytes JaVaFo and bbpPairings write)', () => {
    const { text, players } = generate([]);
    expect(text).not.toMatch(/^202/m);
    expect(players.map((p) => p.rank)).toEqual(scoreOrder(players));
  });
});

describe('--tiebreaks, read by the standings parser', () => {
  it('gives the 202 text in upper case, GE and modifiers kept', () => {
    expect(parseTiebreaks('bh/c1, sb,GE,ARO/U1400')).toEqual({ ok: true, value: ['BH/C1', 'SB', 'GE', 'ARO/U1400'] });
  });

  it.each([
    ['BH,XYZ', /unknown tie-break "XYZ"/],
    ['SB/U1600', /invalid modifier "\/U1600" for SB/],
    ['PTS,BH', /each once/],
    ['BH,SB,BH', /each once/],
    ['', /each once/],
  ])('refuses %j', (text, message) => {
    const parsed = parseTiebreaks(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.expected).toMatch(message);
  });

  it('a bad list is exit 3 naming --tiebreaks and the bad entry, nothing written', () => {
    const r = cli([...args, '--tiebreaks', 'BH/C1,SB/X']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/^error: --tiebreaks expects a comma-separated list of C\.07 tie-breaks.*invalid modifier "\/X" for SB/);
    expect(r.stdout).toBe('');
  });
});
