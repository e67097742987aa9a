/**
 * `print` of a team round robin (issue 36 item 4): the grid of game points team against team with MP and GP as
 * `standings` counts them, and the schedule of the whole Berger table with the matches `show` prints and the results
 * entered; the team cards as for a team Swiss (test/print/teamSwiss.test.ts). Read as text from the page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'swisspair-teamrrprint-'));
const file = join(dir, 'league.trf');
const made = cli(['generate', '--teams', '6', '--boards', '4', '--round-robin', '--seed', '3', '-o', file]);

const strip = (html: string): string => html.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const rowsOf = (html: string): string[][] =>
  [...html.split('<tbody>')[1]!.split('</tbody>')[0]!.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => strip(c[1]!)));
const tenths = (s: string): number => (s.endsWith('½') ? Number(s.slice(0, -1) || '0') * 10 + 5 : Number(s) * 10);

interface ShownMatch { match: number; white: { tpn: number }; black: { tpn: number }; result: string | null }

describe('print of a team round robin', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('generates the league', () => expect(made.code).toBe(0));

  it('crosstable: each pair of cells adds up to the boards, and MP/GP are the standings\'', () => {
    const r = cli(['print', file, '--view', 'crosstable']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Cross table, FIDE_TEAM_ROUNDROBIN: 6 teams');
    const rows = rowsOf(r.stdout);
    expect(rows.map((row) => row[0])).toEqual(['1', '2', '3', '4', '5', '6']);
    for (let i = 0; i < 6; i++) {
      expect(rows[i]![2 + i]).toBe('');
      for (let j = 0; j < 6; j++) if (i !== j) expect(tenths(rows[i]![2 + j]!) + tenths(rows[j]![2 + i]!)).toBe(40);
    }
    const standings = JSON.parse(cli(['standings', file, '--json']).stdout) as { rows: { tpn: number; mp: number; gp: number }[] };
    for (const s of standings.rows) {
      const row = rows[s.tpn - 1]!;
      expect([tenths(row[8]!), tenths(row[9]!)]).toEqual([s.mp, s.gp]);
      expect(row.slice(2, 8).filter((c) => c !== '').reduce((a, c) => a + tenths(c), 0)).toBe(s.gp);
    }
  });

  it('schedule: every round of the table, the matches show prints, with their game points', () => {
    const r = cli(['print', file, '--view', 'schedule']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Schedule, FIDE_TEAM_ROUNDROBIN (Berger tables, C.05 Annex 1): 6 teams, 5 rounds');
    const rows = rowsOf(r.stdout);
    expect(rows).toHaveLength(15);
    for (let round = 1; round <= 5; round++) {
      const shown = JSON.parse(cli(['show', file, '--round', String(round), '--json']).stdout) as { matches: ShownMatch[] };
      const printed = rows.slice((round - 1) * 3, round * 3);
      expect(printed[0]![0]).toBe(String(round));
      const pairs = (xs: [number, number][]): string[] => xs.map(([a, b]) => [a, b].sort((x, y) => x - y).join('-')).sort();
      const tpn = (cell: string): number => Number(/\((\d+)\)$/.exec(cell)![1]);
      expect(pairs(printed.map((row) => [tpn(row[2]!), tpn(row[3]!)]))).toEqual(pairs(shown.matches.map((m) => [m.white.tpn, m.black.tpn])));
      for (const row of printed) {
        const [a, b] = row[4]!.split(' – ');
        expect(tenths(a!) + tenths(b!)).toBe(40);
      }
    }
  });

  it('all prints the grid, the schedule and the team cards too', () => {
    const all = cli(['print', file]);
    expect(all.code).toBe(0);
    expect(all.stdout).toContain('Cross table, FIDE_TEAM_ROUNDROBIN');
    expect(all.stdout).toContain('Schedule, FIDE_TEAM_ROUNDROBIN');
    expect(all.stdout).toContain('Team cards after round');
    const cards = cli(['print', file, '--view', 'cards']);
    expect(cards.code).toBe(0);
    expect(cards.stdout.split('<tbody class="group">').length - 1).toBe(6);
  });
});
