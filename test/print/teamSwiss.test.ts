/**
 * The team Swiss's cross table, team cards and schedule (issue 35 item 5), read as text from the page and compared
 * with what other commands say: the cross table's ranks, MP, GP and tie-breaks with `standings --json`, each round's
 * opponent, board 1's colour and game points with `show --json`; the cards' board results with the file's 001
 * round blocks and their boards with the `results` view; the schedule with `show --json`. On a generated event with
 * forfeited matches, a PAB, two declared byes, a round just paired and one match of it entered, and on the TEC
 * sample (reserves and 300 line-ups, 330 forfeits, a 202 tie-break list with board vectors).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { printHtml } from '../../src/print/index.js';
import { readTrf } from '../../src/trf/index.js';
import type { PlayerRecord } from '../../src/trf/types.js';
import { cli } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'swisspair-teamswiss-'));
const tec = 'test/fixtures/teams/tec-sample-50-teams.trf';
const base = join(dir, 'base.trf');
const event = join(dir, 'event.trf');

/** 9 teams, 5 rounds with forfeited matches; 7 planned; round 6 paired with team 3 (H) and team 5 (Z) on byes, match m1 entered. */
function makeEvent(): number[] {
  const codes = [cli(['generate', '--teams', '9', '--boards', '4', '--rounds', '5', '--seed', '1', '--forfeit-rate', '0.08', '-o', base]).code];
  writeFileSync(base, readFileSync(base, 'utf8').replace(/^142 5$/m, '142 7'));
  codes.push(cli(['bye', base, '--team', '3', '--round', '6', '--kind', 'H']).code, cli(['bye', base, '--team', '5', '--round', '6', '--kind', 'Z']).code);
  codes.push(cli(['pair', base, '-o', event]).code, cli(['result', event, '--match', 'm1', '--boards', '1-0,½-½,0-1,1-0']).code);
  return codes;
}
const made = makeEvent();

const strip = (html: string): string => html.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const cellsOf = (row: string): string[] => [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => strip(c[1]!));
const bodyRows = (html: string): string[][] => [...html.split('<tbody>')[1]!.split('</tbody>')[0]!.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => cellsOf(m[1]!));
const half = (tenths: number): string => (tenths % 10 === 5 ? `${tenths === 5 ? '' : Math.trunc(tenths / 10)}½` : String(tenths / 10));
const print = (file: string, view: string, round?: number): string => {
  const r = cli(['print', file, '--view', view, ...(round === undefined ? [] : ['--round', String(round)])]);
  expect(r.code, r.stderr).toBe(0);
  return r.stdout;
};

interface Side { tpn: number; name: string }
interface Shown { matches: { match: number; white: Side; black: Side; result: string | null }[]; pab: Side | null; notPaired: (Side & { why: string })[] }
interface Ranked { tiebreaks: string[]; rows: { rank: number; tpn: number; name: string; mp: number; gp: number; values: (number | number[] | null)[] }[] }

const shownRounds = (file: string, rounds: number): Shown[] => Array.from({ length: rounds }, (_, i) => JSON.parse(cli(['show', file, '--round', String(i + 1), '--json']).stdout) as Shown);

/** The cross-table cell `show` implies for team `tpn` in a round: `12w 2½`, `12w +`, `12w` (pending), `U …`, `H …`, `–`. */
function expectedCell(shown: Shown, tpn: number): RegExp | string {
  const m = shown.matches.find((x) => x.white.tpn === tpn || x.black.tpn === tpn);
  if (m === undefined) {
    if (shown.pab?.tpn === tpn) return /^U \d/;
    const why = shown.notPaired.find((x) => x.tpn === tpn)?.why;
    return why === 'no match' || why === undefined ? '–' : new RegExp(`^${why[0]!.toUpperCase()} \\d`);
  }
  const white = m.white.tpn === tpn;
  const head = `${white ? m.black.tpn : m.white.tpn}${white ? 'w' : 'b'}`;
  if (m.result === null) return head;
  if (m.result.length === 2) return `${head} ${m.result[white ? 0 : 1] === '+' ? '+' : '−'}`;
  const [a, b] = m.result.split('-').map((x) => Math.round(Number(x) * 10));
  return `${head} ${half(white ? a! : b!)}`;
}

const valueText = (code: string, v: number | number[] | null): string =>
  v === null ? '-' : Array.isArray(v) ? v.map(half).join('/') : /^(EDE|WIN|WON|TPN)/.test(code) && !code.includes(':TBR') ? String(v) : half(v);

function checkCrosstable(file: string, rounds: number): void {
  const ranked = JSON.parse(cli(['standings', file, '--json']).stdout) as Ranked;
  const html = print(file, 'crosstable');
  expect(html).toContain(`Team cross table after round ${rounds}`);
  const rows = bodyRows(html);
  const shown = shownRounds(file, rounds);
  expect(rows.map((r) => [r[1], r[2]])).toEqual(ranked.rows.map((r) => [String(r.tpn), r.name]));
  expect(rows.map((r) => r[0])).toEqual(ranked.rows.map((r, i) => (i > 0 && ranked.rows[i - 1]!.rank === r.rank ? '=' : String(r.rank))));
  ranked.rows.forEach((r, i) => {
    const row = rows[i]!;
    expect(row.slice(3 + rounds), `team ${r.tpn}`).toEqual([half(r.mp), half(r.gp), ...r.values.map((v, k) => valueText(ranked.tiebreaks[k]!, v))]);
    for (let round = 1; round <= rounds; round++) {
      const want = expectedCell(shown[round - 1]!, r.tpn);
      if (typeof want === 'string') expect(row[2 + round], `team ${r.tpn} round ${round}`).toBe(want);
      else expect(row[2 + round], `team ${r.tpn} round ${round}`).toMatch(want);
    }
  });
}

/** Each card: its team head and rows of cells (a tbody each). */
function cards(html: string): { head: string; rows: string[][] }[] {
  return html.split('<tbody class="group">').slice(1).map((g) => {
    const rows = [...g.split('</tbody>')[0]!.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) => m[1]!);
    return { head: strip(rows[0]!), rows: rows.slice(1).map(cellsOf) };
  });
}

const RESULT: Readonly<Record<string, string>> = { '1': '1', W: '1', '0': '0', L: '0', '=': '½', D: '½', '+': '+', '-': '−' };

/** What the file says of a player's board in a round: colour and result; '+' for `0000 - +` in a match (a board won with nobody opposite); '' without a game. */
function fromFile(rec: PlayerRecord | undefined, round: number, match: boolean): string {
  const b = rec?.rounds[round - 1];
  if (b !== undefined && b.opponent === null && b.result === '+' && match) return '+';
  if (b === undefined || b.opponent === null) return '';
  return `${b.colour === null ? '' : b.colour.toUpperCase()}${b.result === null ? '' : (RESULT[b.result] ?? '?')}`;
}

/** (Both events have 4 boards.) Board of each player in a round, from the `results` view (a match's rows: board, player, …, player). */
function boardsOf(file: string, round: number): Map<string, string> {
  const seats = new Map<string, string>();
  for (const g of print(file, 'results', round).split('<tbody class="group">').slice(1)) {
    for (const m of [...g.split('</tbody>')[0]!.matchAll(/<tr>(.*?)<\/tr>/g)]) {
      const c = cellsOf(m[1]!);
      seats.set(c[1]!, c[0]!).set(c[7]!, c[0]!);
    }
  }
  return seats;
}

function checkCards(file: string, rounds: number): void {
  const players = new Map(readTrf(readFileSync(file), { fileName: file }).records.filter((r): r is PlayerRecord => r.kind === 'player').map((r) => [String(r.startingRank), r]));
  const ranked = JSON.parse(cli(['standings', file, '--json']).stdout) as Ranked;
  const shown = shownRounds(file, rounds);
  const seats = Array.from({ length: rounds }, (_, i) => boardsOf(file, i + 1));
  const printed = cards(print(file, 'cards'));
  expect(printed.length).toBe(ranked.rows.length);
  let boards = 0;
  let forfeited = 0;
  printed.forEach((card, i) => {
    const tpn = i + 1;
    const team = ranked.rows.find((r) => r.tpn === tpn)!;
    expect(card.head).toBe(`${tpn}. ${team.name} \u2014 rank ${team.rank}, ${half(team.mp)} MP, ${half(team.gp)} GP`);
    const label = (l: string): string[] => card.rows.find((r) => r[2] === l)!.slice(4, 4 + rounds);
    // The opponent row is the cross table's cell without its points.
    expect(label('Opponent')).toEqual(shown.map((s) => { const c = expectedCell(s, tpn); return typeof c === 'string' ? c.replace(/ .*$/, '') : c.source[1]!; }));
    expect(label('Total MP').at(-1)).toBe(half(team.mp));
    expect(label('Total GP').at(-1)).toBe(half(team.gp));
    const match = label('Match (game points)');
    const rosterRows = card.rows.filter((r) => /^\d+$/.test(r[0]!));
    for (let round = 1; round <= rounds; round++) {
      // A match forfeited as a whole (330): every seated player has its mark, one per board.
      const mark = /^([+−])–[+−]$/.exec(match[round - 1]!)?.[1];
      if (mark !== undefined) forfeited++;
      if (mark !== undefined) expect(rosterRows.map((r) => r[3 + round]!.replace(/^\d/, '')).filter((c) => c !== ''), `team ${tpn} round ${round}`).toEqual(Array(4).fill(mark));
    }
    for (const row of rosterRows) {
      for (let round = 1; round <= rounds; round++) {
        if (/^[+−]–[+−]$/.test(match[round - 1]!)) continue;
        const want = fromFile(players.get(row[1]!), round, /^\d/.test(label('Opponent')[round - 1]!));
        const seat = seats[round - 1]!.get(row[1]!);
        const shownCell = row[3 + round]!;
        if (want === '' || seat === undefined) { expect(shownCell, `player ${row[1]} round ${round}`).toBe(want === '' ? '' : shownCell); continue; }
        expect(shownCell, `player ${row[1]} round ${round}`).toBe(`${seat === row[0] ? '' : seat}${want}`);
        boards++;
      }
    }
  });
  expect(boards).toBeGreaterThan(0);
  expect(forfeited, 'team rounds forfeited by 330').toBeGreaterThan(0);
}

describe('print of a team Swiss: cross table, cards, schedule', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes the event (generate, byes, pair, one match entered)', () => expect(made).toEqual([0, 0, 0, 0, 0]));

  it('crosstable: ranks, MP, GP as standings --json; each round as show --json (forfeits, PAB, byes, pending)', () => {
    checkCrosstable(event, 6);
    const rows = bodyRows(print(event, 'crosstable'));
    const cells = rows.flatMap((r) => r.slice(3, 9));
    for (const kind of [/^\d+[wb] \d/, /^\d+[wb] [+−]$/, /^\d+[wb]$/, /^U \d/, /^H \d/, /^Z \d/]) expect(cells.some((c) => kind.test(c)), String(kind)).toBe(true);
  });

  it('crosstable of the TEC sample: 14 rounds and its 202 list (EDE place, board vectors) as standings gives them', () => checkCrosstable(tec, 14));

  it('crosstable: match points round by round add up to the MP column for teams with no bye', () => {
    const ranked = JSON.parse(cli(['standings', event, '--json']).stdout) as Ranked;
    const rows = bodyRows(print(event, 'crosstable'));
    let checked = 0;
    for (const row of rows) {
      if (row.slice(3, 9).some((c) => !/^\d+[wb]/.test(c))) continue;
      const mp = row.slice(3, 9).reduce((sum, c) => {
        const res = c.split(' ')[1] ?? '';
        const gp = res.endsWith('½') ? Number(res.slice(0, -1) || 0) * 10 + 5 : Number(res) * 10;
        return sum + (res === '+' ? 20 : res === '−' || res === '' ? 0 : gp > 20 ? 20 : gp === 20 ? 10 : 0);
      }, 0);
      expect(half(mp), row[2]).toBe(half(ranked.rows.find((r) => String(r.tpn) === row[1])!.mp));
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('cards: every board of every round as the file\u2019s 001 blocks, at the board the results view seats it', () => checkCards(event, 6));

  it('cards of the TEC sample: reserves and line-ups (the board shown when not the roster place)', () => {
    checkCards(tec, 14);
    expect(print(tec, 'cards')).toMatch(/<span class="bd">[2-4]<\/span>[WB]/);
  });

  it('schedule: every round paired so far, matches as show --json numbers them, results, byes, rounds to come', () => {
    const html = print(event, 'schedule');
    expect(html).toContain('Schedule: 6 of 7 rounds paired, 9 teams');
    expect(strip(html)).toContain('Rounds 7\u20137 of 7: a Swiss pairs each round from the results before it; not paired yet.');
    const rows = bodyRows(html);
    let round = 0;
    const byRound = new Map<number, string[][]>();
    for (const r of rows) {
      if (r[0] !== '') round = Number(r[0]);
      byRound.set(round, [...(byRound.get(round) ?? []), r]);
    }
    shownRounds(event, 6).forEach((s, i) => {
      const printed = byRound.get(i + 1)!;
      const result = (x: string | null): string => (x === null ? '' : x.length === 2 ? `${x[0] === '+' ? '+' : '−'} – ${x[1] === '+' ? '+' : '−'}` : x.split('-').map((v) => half(Math.round(Number(v) * 10))).join(' – '));
      expect(printed.filter((r) => r[1] !== '').map((r) => r.slice(1))).toEqual(s.matches.map((m) => [`m${m.match}`, `${m.white.name} (${m.white.tpn})`, `${m.black.name} (${m.black.tpn})`, result(m.result)]));
      const off = printed.filter((r) => r[1] === '').map((r) => r[2]);
      expect(off).toEqual(expect.arrayContaining([...(s.pab === null ? [] : [`pairing-allocated bye: ${s.pab.name} (${s.pab.tpn})`]), ...s.notPaired.map((x) => `${x.why === 'no match' ? 'not paired' : x.why}: ${x.name} (${x.tpn})`)]));
    });
  });

  it('all: the eight views; an unknown view from the library is an error naming them', () => {
    const all = print(event, 'all');
    for (const v of ['Team cross table after round 6', 'Team cards after round 6', 'Schedule: 6 of 7 rounds paired']) expect(all).toContain(v);
    expect(() => printHtml(readTrf(readFileSync(event), { fileName: 'event.trf' }), { views: ['grid' as 'crosstable'] })).toThrow('--view grid: not printed for a team file; its views are pairings, names, results, standings, crosstable, cards, players, schedule or all');
  });

  it('--round 3: the cross table and cards stop at round 3, ranked after it', () => {
    const ranked = JSON.parse(cli(['standings', event, '--round', '3', '--json']).stdout) as Ranked;
    const rows = bodyRows(print(event, 'crosstable', 3));
    expect(rows.map((r) => [r[1], r.length, r[6], r[7]])).toEqual(ranked.rows.map((r) => [String(r.tpn), 3 + 3 + 2, half(r.mp), half(r.gp)]));
    expect(print(event, 'cards', 3)).toContain('Team cards after round 3');
  });

  it('a team and a player named <script> or holding control characters show as text, no control character in the page', () => {
    const text = readFileSync(event, 'utf8').split('\n').map((l) => {
      if (l.startsWith('310   2 ')) return l.slice(0, 8) + '<script>x</script>\u0007'.padEnd(32) + l.slice(40);
      if (l.startsWith('001    5 ')) return l.slice(0, 14) + 'Eve\u001b[31m<u>'.padEnd(33) + l.slice(47);
      return l;
    }).join('\n');
    const hostile = join(dir, 'hostile.trf');
    writeFileSync(hostile, text);
    for (const view of ['crosstable', 'cards', 'schedule', 'all']) {
      const html = print(hostile, view);
      expect(html, view).not.toContain('<script>');
      expect(html, view).not.toContain('<u>');
      // eslint-disable-next-line no-control-regex
      expect(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/.test(html), view).toBe(false);
      expect(html, view).toContain('&lt;script&gt;x&lt;/script&gt;\\x07');
      if (view !== 'schedule' && view !== 'crosstable') expect(html, view).toContain('Eve\\x1B[31m&lt;u&gt;');
    }
  });
});
