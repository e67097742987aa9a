/// <reference lib="dom" />
/**
 * The page (dist/web/swisspair.html, opened from disk in headless Chromium) with a team file: it opens it through
 * the entry `swisspair/team` (web/teams.ts) where it used to refuse it with the core's "import swisspair/team":
 * the next round's matches as `pair` numbers them, the PAB, each round checked as `check` does, the team
 * standings, and the saved TRF byte for byte `pair -o`'s (the library's pairNextTeamRound, in the browser); a team
 * round robin likewise, by its Berger table.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPage } from '../../scripts/build-web.js';
import { browserRequired, chromiumPath, launchChromium, NO_CHROMIUM, openInPage, waitForFile } from '../support/chromium.js';
import { cli } from '../support/cli.js';
import { cutTeamEventAfter } from '../support/teamEvents.js';
import { useTempDirs } from '../support/tmp.js';

const root = resolve(import.meta.dirname, '..', '..');
const tmp = useTempDirs('swisspair-team-page-');
const available = chromiumPath() !== null;
if (!available && !browserRequired) console.warn(NO_CHROMIUM);

/** A generated team event (Type B, GP primary; absences and forfeits) cut after round k, as an arbiter has it mid-event. */
function teamEvent(k: number): string {
  const g = cli(['generate', '--teams', '9', '--boards', '4', '--team-colours', 'b', '--team-score', 'gp', '--rounds', '5', '--seed', '17', '--absence-rate', '0.05', '--forfeit-rate', '0.05']);
  expect(g.code, g.stderr).toBe(0);
  return cutTeamEventAfter(g.stdout, k);
}


describe.runIf(available || browserRequired)('the page with a team file, in headless Chromium', () => {
  let browser: Browser;
  let page: Page;
  let dir = '';
  let downloads = '';
  beforeAll(async () => {
    dir = tmp();
    downloads = mkdtempSync(join(dir, 'downloads-'));
    writeFileSync(join(dir, 'swisspair.html'), await buildPage());
    browser = await launchChromium();
    page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
    await page.goto(`file://${join(dir, 'swisspair.html')}`);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  const open = (file: string): Promise<string> => openInPage(page, file);

  it('shows the next round as `pair` prints it, checks every round, ranks the teams, and saves `pair -o`', async () => {
    const file = join(dir, 'league.trf');
    writeFileSync(file, teamEvent(3));
    expect(await open(file)).toBe('yes');
    mkdirSync(join(root, 'test-output', 'browser'), { recursive: true });
    await page.screenshot({ path: join(root, 'test-output', 'browser', 'team-page.png'), fullPage: true });
    expect(await page.$eval('#errors', (e) => e.textContent)).toBe('');
    expect(await page.$eval('#event', (e) => e.textContent)).toMatch(/: 9 teams, 4 boards, 3 round\(s\) in the file$/);
    const json = JSON.parse(cli(['pair', file, '--json']).stdout) as { round: number; matches: { match: number; white: number; black: number }[]; pab: number | null };
    expect(await page.$eval('#pairing h2', (e) => e.textContent)).toBe(`Round ${json.round} (C.04.6 Swiss team system, Type B, game points primary)`);
    const rows = await page.$$eval('#pairing-table tbody tr', (r) => r.map((x) => [x.cells[0]!.textContent, Number(x.getAttribute('data-white')), Number(x.getAttribute('data-black'))]));
    expect(rows).toEqual(json.matches.map((m) => [`m${m.match}`, m.white, m.black]));
    expect(await page.$$eval('#pab', (e) => e.map((x) => Number(x.getAttribute('data-id'))))).toEqual(json.pab === null ? [] : [json.pab]);
    // `check` of the file: every round reproduced.
    expect(cli(['check', file]).code).toBe(0);
    expect(await page.$$eval('#check-table tbody tr', (r) => r.map((x) => x.getAttribute('data-status')))).toEqual(['match', 'match', 'match']);
    expect(await page.$eval('#standings', (e) => e.textContent)).toMatch(/Team standings after round 3 \(game points first/);
    // The teams in the order `standings` ranks them (the rows' team names).
    const ranked = JSON.parse(cli(['standings', file, '--json']).stdout) as { rows: { name: string }[] };
    const shown = await page.$$eval('#standings table tbody tr', (r) => r.map((x) => Array.from(x.cells).map((c) => c.textContent ?? '')));
    expect(shown.map((cells) => ranked.rows.findIndex((row) => cells.includes(row.name)))).toEqual(ranked.rows.map((_, i) => i));
    // The team Swiss's cross table, a row per team.
    expect(await page.$eval('#crosstable', (e) => e.textContent)).toMatch(/cross table/i);
    expect(await page.$eval('#crosstable', (e) => e.querySelectorAll('table > tbody > tr').length)).toBe(9);
    // Every view of the page's list is printed for a team file (src/print/teams.ts): none disabled.
    expect(await page.$$eval('#view option', (o) => (o as HTMLOptionElement[]).filter((x) => x.disabled).map((x) => x.value))).toEqual([]);
    await page.click('#save');
    const saved = await waitForFile(downloads, `league-round${json.round}.trf`);
    const out = join(dir, 'cli.trf');
    expect(cli(['pair', file, '-o', out]).code).toBe(0);
    expect(saved.equals(readFileSync(out))).toBe(true);
    // Read back: one round more.
    const again = join(dir, 'again.trf');
    writeFileSync(again, saved);
    expect(await open(again)).toBe('yes');
    expect(await page.$eval('#event', (e) => e.textContent)).toMatch(/4 round\(s\) in the file$/);
  });

  it('the Sharly-Chess file: its matches, and the saved TRF equal to `pair -o`', async () => {
    const file = join(root, 'test', 'fixtures', 'teams', 'sharly-team-import.trf');
    expect(await open(file)).toBe('yes');
    const json = JSON.parse(cli(['pair', file, '--json']).stdout) as { round: number; matches: { white: number; black: number }[] };
    expect(await page.$$eval('#pairing-table tbody tr', (r) => r.map((x) => [Number(x.getAttribute('data-white')), Number(x.getAttribute('data-black'))]))).toEqual(json.matches.map((m) => [m.white, m.black]));
    await page.click('#save');
    const saved = await waitForFile(downloads, `sharly-team-import-round${json.round}.trf`);
    expect(saved.equals(Buffer.from(cli(['pair', file, '-o', '-']).stdout, 'utf8'))).toBe(true);
  });

  it('a team round robin: the Berger table\u2019s next round, its rounds checked against the table, Save = `pair -o`', async () => {
    const file = join(dir, 'club-league.trf');
    expect(cli(['new', file, '--teams', join(root, 'test', 'fixtures', 'team', 'club-teams.csv'), '--boards', '4', '--round-robin']).code).toBe(0);
    for (let r = 0; r < 2; r++) expect(cli(['pair', file, '-o', file, '--force']).code).toBe(0);
    expect(await open(file)).toBe('yes');
    const json = JSON.parse(cli(['pair', file, '--json']).stdout) as { round: number; tableRound: number; matches: { match: number; first: number; second: number }[] };
    expect(await page.$eval('#pairing h2', (e) => e.textContent)).toMatch(new RegExp(`^Round ${json.round} \\(FIDE_TEAM_ROUNDROBIN: Berger table round ${json.tableRound}\\)$`));
    // 352 WBWB by default: the first-named team has White on board 1.
    expect(await page.$$eval('#pairing-table tbody tr', (r) => r.map((x) => [Number(x.getAttribute('data-white')), Number(x.getAttribute('data-black'))]))).toEqual(json.matches.map((m) => [m.first, m.second]));
    expect(await page.$$eval('#check-table tbody tr', (r) => r.map((x) => x.getAttribute('data-status')))).toEqual(['match', 'match']);
    await page.click('#save');
    const saved = await waitForFile(downloads, `club-league-round${json.round}.trf`);
    expect(saved.equals(Buffer.from(cli(['pair', file, '-o', '-']).stdout, 'utf8'))).toBe(true);
  });

  it('a complete team event: says so in words, nothing to save', async () => {
    const file = join(dir, 'done.trf');
    writeFileSync(file, teamEvent(5));
    expect(await open(file)).toBe('yes');
    expect(await page.$eval('#no-pairing', (e) => e.textContent)).toBe('All 5 rounds are in the file: nothing to pair.');
    expect(await page.$eval('#save', (e) => (e as HTMLButtonElement).disabled)).toBe(true);
    expect(await page.$eval('#pairing', (e) => e.textContent)).not.toMatch(/import|swisspair\/team/);
  });
});
