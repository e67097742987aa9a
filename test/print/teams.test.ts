/**
 * `print` of a team file (issue 35 item 5): the round's matches numbered as `show` prints them with their boards,
 * the team standings as `standings` ranks them, the rosters in board order, escaping of team and player names,
 * and the individual views refused with exit 3. Read as text, on a generated event and on test/fixtures/teams.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'swisspair-teamprint-'));
const generated = join(dir, 'teams.trf');
const made = cli(['generate', '--teams', '7', '--boards', '4', '--rounds', '4', '--seed', '11', '-o', generated]);
const tec = 'test/fixtures/teams/tec-sample-50-teams.trf';

const strip = (html: string): string => html.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
/** Each match group of a round view: its head row's cells and its board rows' cells (tags stripped). */
function groups(html: string): { head: string[]; boards: string[][] }[] {
  return html.split('<tbody class="group">').slice(1).map((g) => {
    const rows = [...g.split('</tbody>')[0]!.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => strip(c[1]!)));
    return { head: rows[0]!, boards: rows.slice(1) };
  });
}
const bodyRows = (html: string): string[][] =>
  [...html.split('<tbody>')[1]!.split('</tbody>')[0]!.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => strip(c[1]!)));
const half = (tenths: number): string => (tenths % 10 === 5 ? `${tenths === 5 ? '' : Math.trunc(tenths / 10)}½` : String(tenths / 10));
const side = (s: string): number => ({ '1': 10, '½': 5, '0': 0, '+': 10, '−': 0 })[s] ?? NaN;

interface ShownMatch { match: number; white: { tpn: number; name: string }; black: { tpn: number; name: string }; result: string | null }

describe('print of a team file', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('generates the event', () => expect(made.code).toBe(0));

  it('results: the matches as show numbers them, each with its boards, whose results add up to the match', () => {
    for (const round of [1, 4]) {
      const shown = JSON.parse(cli(['show', generated, '--round', String(round), '--json']).stdout) as { matches: ShownMatch[] };
      const r = cli(['print', generated, '--view', 'results', '--round', String(round)]);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`Team results, round ${round}`);
      const printed = groups(r.stdout);
      expect(printed.map((g) => [g.head[0], g.head[1], g.head[2], g.head[6], g.head[7]])).toEqual(
        shown.matches.map((m) => [`m${m.match}`, String(m.white.tpn), m.white.name, m.black.name, String(m.black.tpn)]),
      );
      printed.forEach((g, i) => {
        expect(g.boards.map((b) => b[0])).toEqual(['1', '2', '3', '4']);
        const [mine, theirs] = g.boards.reduce(([a, b], row) => { const [x, y] = row[4]!.split(' – '); return [a + side(x!), b + side(y!)]; }, [0, 0]);
        const [w, b] = shown.matches[i]!.result!.split('-').map((x) => Number(x) * 10);
        expect([mine, theirs]).toEqual([w, b]);
        expect(g.head[4]).toMatch(new RegExp(`^${half(w!)} – ${half(b!)} \\(`));
        // Board colours alternate and the two players of a board have opposite colours.
        g.boards.forEach((row) => expect(new Set([row[3], row[5]])).toEqual(new Set(['W', 'B'])));
      });
    }
  });

  it("results: each side's match points read from its own round, so a 299 for one team and round shows as the file scores it", () => {
    const file = join(dir, 's299.trf');
    expect(cli(['generate', '--teams', '4', '--boards', '2', '--rounds', '1', '--seed', '4', '--draw-rate', '0', '-o', file]).code).toBe(0);
    const shown = JSON.parse(cli(['show', file, '--json']).stdout) as { matches: { white: { tpn: number }; black: { tpn: number }; result: string }[] };
    const won = shown.matches.find((m) => m.result === '2.0-0.0')!;
    // W worth 3.0 match points for the winner alone, in round 1 (cols 5, 8-11, 20-22, 24-27).
    writeFileSync(file, readFileSync(file, 'utf8').trimEnd() + `\n299 W   3.0        001 ${String(won.white.tpn).padStart(4, '0')}\n`);
    expect(cli(['print', file, '--view', 'results']).stdout).toContain('(3 – 0 MP)');
  });

  it('pairings: no result, each team with its match and game points before the round', () => {
    const before = JSON.parse(cli(['standings', generated, '--round', '3', '--json']).stdout) as { rows: { tpn: number; mp: number; gp: number }[] };
    const score = new Map(before.rows.map((r) => [r.tpn, `${half(r.mp)} MP · ${half(r.gp)} GP`]));
    const printed = groups(cli(['print', generated, '--view', 'pairings', '--round', '4']).stdout);
    expect(printed.length).toBe(3);
    for (const g of printed) {
      expect(g.head[3]).toBe(score.get(Number(g.head[1])));
      expect(g.head[5]).toBe(score.get(Number(g.head[7])));
      expect(g.head[4]).toBe('');
      expect(g.boards.every((b) => b[4] === '')).toBe(true);
    }
  });

  it('the fixture\u2019s forfeited matches (330) print as + – − with no board result', () => {
    const shown = JSON.parse(cli(['show', tec, '--json']).stdout) as { matches: ShownMatch[] };
    const printed = groups(cli(['print', tec, '--view', 'results']).stdout);
    const forfeits = shown.matches.filter((m) => m.result === '+-' || m.result === '-+');
    expect(forfeits.length).toBeGreaterThan(0);
    for (const m of forfeits) {
      const g = printed[m.match - 1]!;
      expect(g.head[4]).toBe(m.result === '+-' ? '+ – −' : '− – +');
      expect(g.boards.every((b) => b[4] === '')).toBe(true);
    }
  });

  it('a round just paired: boards with colours, no result; one match entered: only its result', () => {
    const five = join(dir, 'five.trf');
    const paired = join(dir, 'five-r3.trf');
    expect(cli(['generate', '--teams', '5', '--boards', '3', '--rounds', '2', '--seed', '3', '-o', five]).code).toBe(0);
    // A third round planned (142), to be paired.
    writeFileSync(five, readFileSync(five, 'utf8').replace(/^142 2$/m, '142 3'));
    expect(cli(['pair', five, '-o', paired]).code).toBe(0);
    const before = groups(cli(['print', paired, '--view', 'results']).stdout);
    expect(before.length).toBe(2);
    expect(before.map((g) => g.head[4])).toEqual(['', '']);
    expect(before.flatMap((g) => g.boards.map((b) => [b[3], b[4], b[5]]))).toEqual([['W', '', 'B'], ['B', '', 'W'], ['W', '', 'B'], ['W', '', 'B'], ['B', '', 'W'], ['W', '', 'B']]);
    expect(cli(['result', paired, '--match', 'm1', '--boards', '1-0,½-½,0-1']).code).toBe(0);
    const after = groups(cli(['print', paired, '--view', 'results']).stdout);
    expect(after.map((g) => g.head[4])).toEqual(['1½ – 1½ (1 – 1 MP)', '']);
    expect(after[0]!.boards.map((b) => b[4])).toEqual(['1 – 0', '½ – ½', '0 – 1']);
  });

  it('names the team not paired in a round of an odd number of teams', () => {
    const html = cli(['print', generated, '--view', 'results', '--round', '2']).stdout;
    expect(strip(html)).toMatch(/Pairing-allocated bye: Team \d \(\d\)|Full-point bye|Half-point bye|Zero-point bye|Not paired/);
  });

  it('standings: the ranks, MP and GP of `standings`, with the tie-break list of the file and a legend', () => {
    const json = JSON.parse(cli(['standings', tec, '--json']).stdout) as { tiebreaks: string[]; rows: { rank: number; tpn: number; name: string; mp: number; gp: number }[] };
    const html = cli(['print', tec, '--view', 'standings']).stdout;
    const rows = bodyRows(html);
    expect(rows.length).toBe(50);
    expect(rows.map((r) => [r[1], r[2], r[3], r[4]])).toEqual(json.rows.map((r) => [String(r.tpn), r.name, half(r.mp), half(r.gp)]));
    expect(rows.map((r) => r[0])).toEqual(json.rows.map((r, i) => (i > 0 && json.rows[i - 1]!.rank === r.rank ? '=' : String(r.rank))));
    for (const code of json.tiebreaks) expect(html).toContain(`<dt>${code}</dt>`);
    expect(html).toContain('Team Buchholz');
  });

  it('standings of the Sharly-Chess file: every value as `standings --json` gives it (counts as counts, no value as -)', () => {
    const file = 'test/fixtures/teams/sharly-team-import.trf';
    const json = JSON.parse(cli(['standings', file, '--json']).stdout) as { rules: string; tiebreaks: string[]; rows: { tpn: number; values: (number | null)[] }[] };
    expect(json.tiebreaks).toEqual(['WIN', 'BH', 'AOB']);
    const html = cli(['print', file, '--view', 'standings']).stdout;
    expect(html).toContain(`(match points first; C.07 ${json.rules})`);
    expect(bodyRows(html).map((r) => [r[1], ...r.slice(5)])).toEqual(json.rows.map((r) => [String(r.tpn), ...r.values.map((v, k) => (v === null ? '-' : k === 0 ? String(v) : half(v)))]));
  });

  it('names: every player once, alphabetically, at the match, board and colour the results view prints', () => {
    const names = bodyRows(cli(['print', generated, '--view', 'names', '--round', '4']).stdout);
    expect(names.length).toBe(28);
    expect(new Set(names.map((r) => r[1])).size).toBe(28);
    expect(names.map((r) => r[0])).toEqual([...names.map((r) => r[0]!)].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare));
    const seat = new Map<string, string[]>();
    for (const g of groups(cli(['print', generated, '--view', 'results', '--round', '4']).stdout)) {
      for (const b of g.boards) {
        seat.set(b[1]!, [g.head[0]!, b[0]!, b[3] === 'W' ? 'White' : 'Black', b[6]!]);
        seat.set(b[7]!, [g.head[0]!, b[0]!, b[5] === 'W' ? 'White' : 'Black', b[2]!]);
      }
    }
    for (const r of names) {
      if (seat.has(r[1]!)) expect(r.slice(3), r[1]).toEqual(seat.get(r[1]!));
      else expect(r.slice(3)).toEqual(['', '', 'Pairing-allocated bye', '']);
    }
    expect(names.filter((r) => !seat.has(r[1]!)).length).toBe(4);
  });

  it('players: each roster (310) in board order', () => {
    const lines = readFileSync(generated, 'utf8').split('\n').filter((l) => l.startsWith('310'));
    const printed = groups(cli(['print', generated, '--view', 'players']).stdout);
    expect(printed.length).toBe(7);
    printed.forEach((g, i) => {
      const roster = lines[i]!.slice(72).trim().split(/\s+/);
      expect(g.head[0]).toBe(String(i + 1));
      expect(g.boards.map((b) => b[1])).toEqual(roster);
      expect(g.boards.map((b) => b[0])).toEqual(roster.map((_, k) => String(k + 1)));
    });
  });

  it('all: the eight team views; --category (individual tables) is exit 3, nothing printed', () => {
    const all = cli(['print', tec]);
    expect(all.code).toBe(0);
    for (const v of ['Team pairings, round 14', 'Team pairings by name, round 14', 'Team results, round 14', 'Team standings after round 14', 'Team cross table after round 14', 'Team cards after round 14', 'Teams (50, 4 boards)', 'Schedule: 14 of 14 rounds paired, 50 teams']) expect(all.stdout).toContain(v);
    expect(all.stdout.split('<section class="view">').length - 1).toBe(8);
    const category = cli(['print', tec, '--category', 'U1800=rating<1800']);
    expect([category.code, category.stdout]).toEqual([3, '']);
    expect(category.stderr).toContain('--category');
  });

  it('a team or player named <script> shows as text', () => {
    const text = readFileSync(generated, 'utf8').split('\n').map((l) => {
      if (l.startsWith('310   1 ')) return l.slice(0, 8) + '<script>alert(1)</script>'.padEnd(32) + l.slice(40);
      if (l.startsWith('001    1 ')) return l.slice(0, 14) + '<b>Eve</b>'.padEnd(33) + l.slice(47);
      return l;
    }).join('\n');
    const hostile = join(dir, 'hostile.trf');
    writeFileSync(hostile, text);
    const r = cli(['print', hostile, '--view', 'all']);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('<script>');
    expect(r.stdout).not.toContain('<b>Eve');
    expect(r.stdout).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(r.stdout).toContain('&lt;b&gt;Eve&lt;/b&gt;');
  });
});
