/// <reference lib="dom" />
/**
 * The library, the printed views and the page in headless Chromium (issue 34 items 2-4). One browser for the
 * whole file. Screenshots of each view are kept under test-output/browser/ (gitignored) to be looked at.
 *
 * - the public API bundled for the browser (scripts/build-web.ts, no polyfill, no stub) reads TRF files, pairs
 *   the next round by both Dutch editions and Dubov, ranks and checks, with the same results as Node;
 * - every view of a 200-player, 11-round event with byes, forfeits and withdrawals, asserted from the DOM, the
 *   PDF Chromium prints (page counts for A4 and Letter), no table wider than an A4 page;
 * - the page dist/web/swisspair.html, opened from disk: a file loaded through the file input is paired as the CLI
 *   pairs it, the paired TRF saved is the CLI's `pair -o`, and read back; a refused file shows the CLI's message.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPage, bundleForBrowser, gzipSize } from '../../scripts/build-web.js';
import { buildTournament, checkTournament, chooseSystem, deriveRoundState, pairRound, readTrf, standings } from '../../src/index.js';
import { PRINT_VIEWS, printHtml, printedRound, printEvent, type PrintView } from '../../src/print/index.js';
import { browserRequired, chromiumPath, launchChromium, NO_CHROMIUM, openInPage, waitForFile } from '../support/chromium.js';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const root = resolve(import.meta.dirname, '..', '..');
const shots = join(root, 'test-output', 'browser');
const tmp = useTempDirs('swisspair-browser-');
const available = chromiumPath() !== null;
if (!available && !browserRequired) console.warn(NO_CHROMIUM);

/** A4 and Letter page boxes less the stylesheet's 10 mm margins, in CSS pixels (96 per inch). */
const MM = 96 / 25.4;
const A4_WIDTH = (210 - 20) * MM;
const A4_HEIGHT = (297 - 20) * MM;
const LETTER_HEIGHT = (279.4 - 20) * MM;

function pdfPages(pdf: Uint8Array): number {
  return (Buffer.from(pdf).toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

describe.runIf(available || browserRequired)('in headless Chromium', () => {
  let browser: Browser;
  let library = '';
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    [browser, library] = await Promise.all([launchChromium(), bundleForBrowser(join(root, 'web', 'library.ts'), 'swisspair')]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  async function blank(): Promise<Page> {
    const page = await browser.newPage();
    await page.goto('about:blank');
    return page;
  }

  describe('the library (item 3)', () => {
    it('bundles with no Node module; the public API under 80 kB gzipped (issue 34 item 3)', async () => {
      const core = await bundleForBrowser(join(root, 'src', 'index.ts'), 'swisspair');
      const size = gzipSize(core);
      console.info(`public API (src/index.ts): ${core.length} bytes minified, ${size} bytes gzipped (budget 80,000); with swisspair/print: ${library.length}, ${gzipSize(library)} gzipped`);
      // The budget of issue 34: the bundled, minified, gzipped core entry. It was 88.4 kB with the team system and the
      // generator in it; they are the entries swisspair/team and swisspair/generate (docs/architecture.md, "Entries"),
      // and it is now 79.3 kB. `node dist/scripts/size-web.js --modules` says what each module costs.
      expect(size).toBeLessThan(80_000);
      // The entries kept out are out: no team engine, no generator in the core bundle.
      expect(core).not.toContain('Swiss team system');
      expect(core).not.toMatch(/PlayersNumber/);
      expect(library).not.toMatch(/\bBuffer\.|process\.env|require\(["']/);
    });

    it('reads, pairs (Dutch 2017, Dutch 2026, Dubov), ranks and checks as Node does', async () => {
      const page = await blank();
      await page.addScriptTag({ content: library });
      const files = ['test/fixtures/corpus/dutch/d17-medium-1001.trf', 'test/fixtures/corpus/dutch-2026/d25-1.trf', 'test/fixtures/corpus/dubov/dubov-1.trf', 'samples/worked-example-after-round-4.trf'];
      let paired = 0;
      for (const file of files) {
        const text = readFileSync(join(root, file), 'latin1');
        const inNode = everything(text, file);
        const inPage = await page.evaluate(`(${everything.toString()})(${JSON.stringify(text)}, ${JSON.stringify(file)}, swisspair)`);
        expect(inPage, file).toEqual(inNode);
        expect((inNode as { pairings: unknown[] }).pairings).toHaveLength(3);
        paired += (inNode as { pairings: object[] }).pairings.filter((p) => 'pairs' in p).length;
      }
      expect(paired).toBeGreaterThanOrEqual(9); // Dubov refuses the files without a planned number of rounds
      // windows-1252 in the browser: the euro sign and an accented name, written and read back.
      const text = await page.evaluate(`(() => {
        const bytes = Uint8Array.from([0x30,0x31,0x32,0x20,0x80,0x20,0xe9,0x0a]);
        const doc = swisspair.readTrf(bytes, { encoding: 'windows-1252' });
        return [doc.records[0].text, Array.from(swisspair.encodeTrf(doc, 'windows-1252'))];
      })()`);
      expect(text).toEqual(['€ é', [0x30, 0x31, 0x32, 0x20, 0x80, 0x20, 0xe9, 0x0a]]);
      await page.close();
    });
  });

  describe('every printed view of a 200-player, 11-round event (item 2)', () => {
    let trf = '';
    let page: Page;
    beforeAll(async () => {
      trf = event200();
      page = await browser.newPage();
      await page.emulateMediaType('print');
      await page.setViewport({ width: Math.floor(A4_WIDTH), height: Math.floor(A4_HEIGHT) });
    }, 60_000);

    const doc = () => readTrf(new TextEncoder().encode(trf), { fileName: 'event200.trf' });

    async function show(view: PrintView): Promise<{ a4: number; letter: number }> {
      await page.setContent(printHtml(doc(), { views: [view], categories: ['U2000=rating<2000', 'Women=sex=w', 'U16=born>=2010'] }), { waitUntil: 'load' });
      await page.screenshot({ path: join(shots, `${view}.png`) });
      const widest = await page.$$eval('table', (ts) => Math.max(...ts.map((t) => t.getBoundingClientRect().right)));
      expect(widest, `${view}: widest table`).toBeLessThanOrEqual(A4_WIDTH + 1);
      expect(await page.evaluate(() => document.scripts.length), view).toBe(0);
      const a4 = pdfPages(await page.pdf({ format: 'A4', tagged: false }));
      const letter = pdfPages(await page.pdf({ format: 'Letter', tagged: false }));
      const height = await page.evaluate(() => document.body.getBoundingClientRect().height);
      // At least the pages the content fills; at most that plus a repeated head per page and the rows pushed over.
      expect(a4, `${view}: A4 pages`).toBeGreaterThanOrEqual(Math.ceil(height / A4_HEIGHT));
      expect(a4, `${view}: A4 pages`).toBeLessThanOrEqual(Math.ceil((height / A4_HEIGHT) * 1.25) + 1);
      expect(letter, `${view}: Letter pages`).toBeGreaterThanOrEqual(Math.ceil(height / LETTER_HEIGHT));
      console.info(`${view}: ${a4} A4 pages, ${letter} Letter pages`);
      return { a4, letter };
    }

    const cells = (selector: string): Promise<string[][]> =>
      page.$$eval(selector, (rows) => rows.map((r) => Array.from(r.querySelectorAll('td'), (c) => c.textContent ?? '')));

    it('pairings and results: every board of round 11 as the file pairs it, the byes below, the results', async () => {
      const t = buildTournament(doc());
      const round = printedRound(printEvent(doc()), 11);
      const pages = await show('pairings');
      expect(pages.a4).toBeGreaterThanOrEqual(2);
      const rows = await cells('table.pairings tbody tr');
      expect(rows).toHaveLength(round.boards.length);
      for (const [i, r] of rows.entries()) {
        const white = t.players.find((p) => p.id === Number(r[1]))!;
        const o = white.rounds[10]!;
        expect(r[0]).toBe(String(i + 1));
        expect('opponent' in o && o.opponent).toBe(Number(r[7]));
        expect(r[4]).toBe('');
      }
      const listed = new Set([...rows.flatMap((r) => [Number(r[1]), Number(r[7])])]);
      const byes = await page.$eval('.byes', (e) => e.textContent ?? '');
      for (const p of t.players) if (!listed.has(p.id)) expect(byes, `player ${p.id}`).toContain(`(${p.id})`);
      await show('results');
      const results = await cells('table.results tbody tr');
      expect(results.every((r) => /^(1 – 0|½ – ½|0 – 1|[+−] – [+−])$/.test(r[4]!))).toBe(true);
      expect(results.some((r) => r[4]!.includes('+'))).toBe(true);
    });

    it('names: all 200 alphabetically, the <script> name as text', async () => {
      await show('names');
      const rows = await cells('table.names tbody tr');
      expect(rows).toHaveLength(200);
      const names = rows.map((r) => r[0]!);
      expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare));
      expect(names).toContain('<script>alert(1)</script>');
    });

    it('standings: ranks, points and tie-breaks as standings() gives them, a table per category, the legend', async () => {
      await show('standings');
      const s = standings(buildTournament(doc()));
      const tables = await page.$$eval('table.standings', (ts) => ts.map((t) => t.querySelector('.view')?.textContent ?? ''));
      expect(tables).toEqual([
        'Standings after round 11',
        'Standings after round 11: U2000 (rating<2000)',
        'Standings after round 11: Women (sex=w)',
        'Standings after round 11: U16 (born>=2010)',
      ]);
      const rows = await cells('table.standings:first-of-type tbody tr');
      expect(rows).toHaveLength(200);
      expect(rows.map((r) => Number(r[0]!.replace('=', '')))).toEqual(s.players.map((p) => p.rank));
      expect(rows.map((r) => r[5])).toEqual(s.players.map((p) => String(p.points).replace('.5', '½').replace(/^0½$/, '½')));
      expect(rows[0]!.slice(6)).toEqual(s.tiebreaks.map((x) => (s.players[0]!.values[x.code] ?? 0).toFixed(x.name === 'SB' ? 2 : 1)));
      expect(await page.$eval('dl.legend', (e) => e.textContent)).toContain('Buchholz');
    });

    it('cross table: 200 rows, 11 rounds, each cell the opponent\u2019s rank, colour, result', async () => {
      await show('crosstable');
      const rows = await cells('table.crosstable tbody tr');
      expect(rows).toHaveLength(200);
      expect(rows.every((r) => r.slice(4, 15).every((c) => /^(\d+[wb][10½]|\d+[wb]?[+−]|[UFHZ–])$/.test(c)))).toBe(true);
    });

    it('cards: one per player, 11 rounds each, performance in the caption', async () => {
      await show('cards');
      const cards = await page.$$eval('table.card', (ts) => ts.map((t) => [t.querySelector('caption')?.textContent ?? '', t.querySelectorAll(':scope > tbody > tr').length]));
      expect(cards).toHaveLength(200);
      expect(cards.every(([, n]) => n === 11)).toBe(true);
      expect(cards.filter(([c]) => /performance \d+/.test(c as string)).length).toBeGreaterThan(190);
    });

    it('players: the starting list', async () => {
      await show('players');
      const rows = await cells('table.players tbody tr');
      expect(rows.map((r) => r[0])).toEqual(Array.from({ length: 200 }, (_, i) => String(i + 1)));
    });

    it('all: every view, each from a new page', async () => {
      await page.setContent(printHtml(doc(), { views: [...PRINT_VIEWS] }), { waitUntil: 'load' });
      expect(await page.$$eval('section.view', (s) => s.length)).toBe(PRINT_VIEWS.length);
      // Each view after the first starts a page: the tops of the sections are apart by whole pages' worth at least.
      expect(await page.$$eval('section.view', (s) => s.map((e) => getComputedStyle(e).breakBefore))).toEqual(['auto', ...Array(PRINT_VIEWS.length - 1).fill('page')]);
    });

    async function teamView(teams: ReturnType<typeof readTrf>, view: string, shot: string): Promise<void> {
      await page.setContent(printHtml(teams, { views: [view as PrintView] }), { waitUntil: 'load' });
      await page.screenshot({ path: join(shots, `${shot}.png`) });
      const widest = await page.$$eval('table', (ts) => Math.max(...ts.map((t) => t.getBoundingClientRect().right)));
      expect(widest, `${shot}: widest table`).toBeLessThanOrEqual(A4_WIDTH + 1);
      expect(await page.evaluate(() => document.scripts.length), shot).toBe(0);
    }

    it('team views of the 50-team fixture (issue 35 item 5): no table wider than an A4 page, no script', async () => {
      const teams = readTrf(readFileSync(join(root, 'test/fixtures/teams/tec-sample-50-teams.trf')), { fileName: 'tec.trf' });
      for (const view of ['pairings', 'names', 'results', 'standings', 'crosstable', 'cards', 'players', 'schedule']) await teamView(teams, view, `team-${view}`);
      await teamView(teams, 'crosstable', 'team-crosstable');
      const rows = await page.$$eval('table.teams-cross tbody tr', (trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')));
      expect(rows).toHaveLength(50);
      // 14 rounds: opponent and colour with game points or a forfeit mark, a bye with its points, or not paired.
      expect(rows.every((r) => r.slice(3, 17).every((c) => /^(\d+[wb]? ?(\d*½?|[+−])|[UFHZ] \d*½?|–)$/.test(c)))).toBe(true);
    });

    it('team cross table and cards of 120 teams, 10 boards, 11 rounds fit the page width', async () => {
      const file = join(tmp(), 'teams120.trf');
      expect(cli(['generate', '--teams', '120', '--boards', '10', '--rounds', '11', '--seed', '2', '--forfeit-rate', '0.02', '-o', file]).code).toBe(0);
      const teams = readTrf(readFileSync(file), { fileName: 'teams120.trf' });
      for (const view of ['crosstable', 'cards', 'schedule']) await teamView(teams, view, `team120-${view}`);
      expect(await page.$$eval('table.team-cards tbody.group', (gs) => gs.length)).toBe(0); // the last view is the schedule
      await teamView(teams, 'cards', 'team120-cards');
      expect(await page.$$eval('table.team-cards tbody.group', (gs) => gs.length)).toBe(120);
    }, 60_000);
  });

  describe('the page, opened from disk (item 4)', () => {
    let dir = '';
    let page: Page;
    let downloads = '';
    beforeAll(async () => {
      dir = tmp();
      downloads = mkdtempSync(join(dir, 'downloads-'));
      writeFileSync(join(dir, 'swisspair.html'), await buildPage());
      page = await browser.newPage();
      const cdp = await page.createCDPSession();
      await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
      await page.goto(`file://${join(dir, 'swisspair.html')}`);
    }, 60_000);

    const open = (file: string): Promise<string> => openInPage(page, file);

    it('pairs the next round as the CLI does, saves the CLI\u2019s `pair -o`, reads it back', async () => {
      const file = join(root, 'samples', 'worked-example-after-round-3.trf');
      expect(await open(file)).toBe('yes');
      await page.screenshot({ path: join(shots, 'page.png') });
      const boards = await page.$$eval('#pairing-table tbody tr', (rows) => rows.map((r) => [Number(r.getAttribute('data-white')), Number(r.getAttribute('data-black'))]));
      const json = JSON.parse(cli(['pair', file, '--json']).stdout) as { boards: { white: { id: number }; black: { id: number } }[]; bye: { id: number } | null };
      expect(boards).toEqual(json.boards.map((b) => [b.white.id, b.black.id]));
      expect(await page.$$eval('#pab', (e) => e.map((x) => Number(x.getAttribute('data-id'))))).toEqual(json.bye === null ? [] : [json.bye.id]);
      expect(await page.$$eval('#check-table tbody tr', (rows) => rows.map((r) => r.getAttribute('data-status')))).toEqual(['match', 'match', 'match']);
      expect(await page.$eval('#standings', (e) => e.textContent)).toContain('Standings after round 3');
      expect(await page.$eval('#crosstable', (e) => e.querySelectorAll('table > tbody > tr').length)).toBe(14);
      await page.click('#save');
      const saved = await waitForFile(downloads, 'worked-example-after-round-3-round4.trf');
      const out = join(dir, 'cli.trf');
      expect(cli(['pair', file, '-o', out]).code).toBe(0);
      expect(saved).toEqual(readFileSync(out));
      const again = join(dir, 'again.trf');
      writeFileSync(again, saved);
      expect(await open(again)).toBe('yes');
      expect(await page.$eval('#event', (e) => e.textContent)).toContain('4 round(s) in the file');
    });

    it('opens a player CSV as a new tournament and pairs round 1', async () => {
      expect(await open(join(root, 'samples', 'club-players.csv'))).toBe('yes');
      const rows = await page.$$eval('#pairing-table tbody tr', (r) => r.length);
      expect(rows).toBeGreaterThan(0);
      expect(await page.$eval('#pairing h2', (e) => e.textContent)).toMatch(/^Round 1 /);
    });

    it('refuses a file the CLI refuses, with the CLI\u2019s message (file, line, column)', async () => {
      const bad = join(dir, 'bad.trf');
      writeFileSync(bad, readFileSync(join(root, 'samples', 'worked-example-after-round-3.trf'), 'utf8').replace('001    2 m IM Bruno                             2500', '001    2 m IM Bruno                             25x0'));
      expect(await open(bad)).toBe('refused');
      const shown = await page.$eval('#errors', (e) => e.textContent ?? '');
      const r = cli(['pair', bad]);
      expect(r.code).toBe(3);
      expect(shown.replaceAll(bad, 'bad.trf')).toBe(r.stderr.trimEnd().replaceAll(bad, 'bad.trf'));
      expect(shown).toMatch(/bad\.trf:13:\d+: /);
    });
  });
});

/** Reads, pairs by the three systems / editions, ranks and checks: run in Node and, as its source, in the page. */
function everything(text: string, fileName: string, api?: unknown): unknown {
  const lib = (api ?? { readTrf, buildTournament, deriveRoundState, pairRound, standings, checkTournament, chooseSystem }) as {
    readTrf: typeof readTrf; buildTournament: typeof buildTournament; deriveRoundState: typeof deriveRoundState;
    pairRound: typeof pairRound; standings: typeof standings; checkTournament: typeof checkTournament; chooseSystem: typeof chooseSystem;
  };
  const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
  const doc = lib.readTrf(bytes, { fileName, encoding: 'latin1' });
  const t = lib.buildTournament(doc, { fileName });
  const state = lib.deriveRoundState(t, t.roundsInFile);
  const pair = (system: 'dutch' | 'dubov', edition: '2017' | '2018' | '2026'): unknown => {
    try {
      const p = lib.pairRound(state, system, { edition });
      return { pairs: p.pairs, bye: p.bye, edition: p.edition.edition };
    } catch (error) {
      return { error: (error as Error).message }; // the same refusal in both (Dubov without a planned number of rounds)
    }
  };
  const pairings = [pair('dutch', '2017'), pair('dutch', '2026'), pair('dubov', '2018')];
  const s = lib.standings(t, { tiebreaks: 'BH/C1 BH SB ARO' });
  const check = lib.checkTournament(t, lib.chooseSystem(t).system).rounds.map((r) => [r.round, r.status]);
  return { pairings, standings: s.players, check };
}

/** The event of item 2: generated with byes, forfeits and withdrawals; sex, birth dates, a tie-break list and a hostile name added. */
function event200(): string {
  const r = cli(['generate', '--players', '200', '--rounds', '11', '--seed', '34', '--forfeit-rate', '0.03', '--half-bye-rate', '0.03', '--absence-rate', '0.01', '--withdrawal-rate', '0.05']);
  expect(r.code).toBe(0);
  const feds = ['GER', 'FRA', 'ESP', 'NED', 'IND', 'USA'];
  return r.stdout
    .split('\n')
    .map((line) => {
      if (!line.startsWith('001 ')) return line;
      const id = Number(line.slice(4, 8));
      const at = (l: string, column: number, value: string): string => l.slice(0, column - 1) + value + l.slice(column - 1 + value.length);
      let l = at(line, 10, id % 3 === 0 ? 'w' : 'm');
      l = at(l, 54, feds[id % feds.length]!);
      l = at(l, 70, `${1960 + (id % 55)}/01/01`);
      if (id <= 6) l = at(l, 11, 'GM ');
      if (id === 7) l = at(l, 15, '<script>alert(1)</script>'.padEnd(33));
      return l;
    })
    .join('\n')
    .replace(/^(012 .*)$/m, '$1\n042 2026/03/01\n052 2026/03/11\n202 BH/C1 BH SB');
}

