/**
 * `swisspair print` and the renderers of src/print (issue 34 item 1), read as text: the board order and the
 * results of a round, the alphabetical list, the standings with shared ranks and categories, the cross table,
 * cards, escaping, and the command line's refusals. What a browser shows of them is test/browser/print.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTournament, readTrf, standings } from '../../src/index.js';
import { printHtml } from '../../src/print/index.js';
import { cli } from '../support/cli.js';

const sample = 'samples/worked-example-after-round-4.trf';
const text = readFileSync(sample, 'utf8');
/** The sample with player 3's name replaced by a script tag, and birth dates for the categories. */
const hostile = text
  .split('\n')
  .map((line) => {
    const at = (column: number, value: string): string => line.slice(0, column - 1) + value + line.slice(column - 1 + value.length);
    if (line.startsWith('001    3 ')) return at(15, '<script>alert(1)</script>'.padEnd(33));
    if (line.startsWith('001    1 ')) return at(70, '2012/03/04');
    if (line.startsWith('001    2 ')) return at(70, '2001/01/01');
    return line;
  })
  .join('\n');
const doc = () => readTrf(new TextEncoder().encode(hostile), { fileName: 'hostile.trf' });

/** The text of each cell of each row of the section's table whose page head contains `view`. */
function rowsOf(html: string, view: string): string[][] {
  const tables = html.split('<table').filter((t) => t.includes(`<span class="view">${view}`));
  expect(tables.length, view).toBeGreaterThan(0);
  const body = tables[0]!.split('<tbody>')[1]!.split('</tbody>')[0]!;
  return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => c[1]!));
}

describe('print', () => {
  it('writes the round in board order (score of the higher player, then pair sum, then pairing number)', () => {
    const html = printHtml(doc(), { views: ['pairings'] });
    const rows = rowsOf(html, 'Pairings, round 4');
    // The order `pair` printed when it paired round 4 from the file after round 3.
    const paired = cli(['pair', 'samples/worked-example-after-round-3.trf', '-p', '-']).stdout.trim().split('\n').slice(1);
    expect(rows.map((r) => `${r[1]} ${r[7]}`)).toEqual(paired);
    expect(rows.map((r) => r[0])).toEqual(paired.map((_, i) => String(i + 1)));
    expect(rows[0]!.slice(2, 7)).toEqual(['FM Finn', '2½', '', '2½', 'IM Bruno']);
    // The result column is blank in the pairings and filled in the results.
    expect(rows.every((r) => r[4] === '')).toBe(true);
    const results = rowsOf(printHtml(doc(), { views: ['results'] }), 'Results, round 4');
    expect(results.map((r) => r[4])).toEqual(['0 – 1', '½ – ½', '1 – 0', '1 – 0', '½ – ½', '½ – ½', '1 – 0']);
  });

  it('escapes names: a name <script> is text', () => {
    const html = printHtml(doc());
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('is self-contained: no script, no link, no URL', () => {
    const html = printHtml(doc());
    expect(html).not.toMatch(/<script|<link|src=|href=|url\(|@import/i);
    expect(html).toMatch(/@page/);
    expect(html).toMatch(/break-inside: avoid/);
  });

  it('ranks standings as `standings` does, with shared ranks marked, and a table per category', () => {
    const d = doc();
    const s = standings(buildTournament(d));
    const html = printHtml(d, { views: ['standings'], categories: ['Women=sex=w', 'U16=born>=2010', 'W2400=sex=w&rating>=2400'] });
    const all = rowsOf(html, `Standings after round ${s.round}`);
    expect(all.map((r) => r[0]!.replace('=', ''))).toEqual(s.players.map((p) => String(p.rank)));
    const women = html.split('<table').find((t) => t.includes('Women (sex=w)'))!;
    expect(women).toContain('Alice');
    expect(women).not.toContain('Bruno');
    const u16 = html.split('<table').find((t) => t.includes('U16 (born&gt;=2010)'))!;
    expect([...u16.matchAll(/<tr>/g)]).toHaveLength(1); // Alice only (born 2012)
    expect(u16).toMatch(/<td class="num">1<\/td><td class="name">Alice/);
    const w2400 = html.split('<table').find((t) => t.includes('W2400'))!;
    expect(w2400).toContain('Alice');
    expect(w2400).not.toContain('Eloise'); // 2350
  });

  it('cross table: opponent rank, colour and result in each round', () => {
    const html = printHtml(doc(), { views: ['crosstable'] });
    const t = buildTournament(doc());
    const s = standings(t);
    const rankOf = new Map(s.players.map((p) => [p.id, p.rank]));
    const alice = rowsOf(html, 'Cross table').find((r) => r[1]!.includes('Alice'))!;
    expect(alice.slice(4, 8)).toEqual([`${rankOf.get(8 as never)}w1`, `${rankOf.get(5 as never)}b0`, `${rankOf.get(14 as never)}b1`, `${rankOf.get(3 as never)}w1`]);
  });

  it('the CLI writes the page, and refuses a bad --category or --view with exit 3 naming it', () => {
    const r = cli(['print', sample, '--view', 'pairings,standings', '--title', 'Club <Open>']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Club &lt;Open&gt;');
    const bad = cli(['print', sample, '--category', 'U18=age<18']);
    expect(bad.code).toBe(3);
    expect(bad.stderr).toMatch(/--category "U18=age<18": unknown field "age"/);
    for (const expr of ['rating<abc', 'X=', 'X=rating<', 'X=sex<w']) {
      const e = cli(['print', sample, '--category', expr]);
      expect(e.code, expr).toBe(3);
      expect(e.stderr, expr).toContain(`--category "${expr}"`);
    }
    expect(cli(['print', sample, '--view', 'wall']).code).toBe(3);
    expect(cli(['print', sample, '--round', '9']).stderr).toMatch(/--round 9: the file has rounds 1-4/);
  });
});

describe('print: the board order the file keeps', () => {
  it('follows the ### board lines pair -o wrote, whatever the computed order, and says when it computes one', () => {
    const paired = cli(['pair', 'samples/worked-example-after-round-3.trf', '-o', '-']).stdout;
    const line = paired.split('\n').find((l) => l.startsWith('### swisspair round 4 boards'))!;
    expect(line).toBeDefined();
    const games = line.split(': ')[1]!.split(' ');
    const reversed = paired.replace(line, `${line.split(': ')[0]}: ${[...games].reverse().join(' ')}`);
    const rows = rowsOf(printHtml(readTrf(new TextEncoder().encode(reversed))), 'Pairings, round 4');
    expect(rows.map((r) => `${r[1]}-${r[7]}`)).toEqual([...games].reverse());
    expect(printHtml(readTrf(new TextEncoder().encode(reversed)), { views: ['pairings'] })).not.toContain('Board order computed');
    // Without the lines (another program's file): the order show computes, and the page says so.
    const bare = paired.split('\n').filter((l) => !l.startsWith('### swisspair')).join('\n');
    const computed = printHtml(readTrf(new TextEncoder().encode(bare)), { views: ['pairings'] });
    expect(rowsOf(computed, 'Pairings, round 4').map((r) => `${r[1]}-${r[7]}`)).toEqual(games);
    expect(computed).toContain('Board order computed');
  });
});
