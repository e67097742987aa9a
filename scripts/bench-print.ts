/**
 * scripts/bench-print: the speed items of issue 34.
 *  - `print --view all` of a 9,999-player, 15-round file (bench-edit's own file: 14 rounds played, round 15
 *    paired; tie-breaks BH/C1, BH, SB), as a person runs it (a fresh `node bin/swisspair` process, fastest of N);
 *    the HTML it writes is then opened in headless Chromium (rows counted from the DOM). Target: under 2 s.
 *  - pairing the next round of a 1,000-player event (generate, seed 7) in the page's library bundle in headless
 *    Chromium, side by side with the same round in Node (read, build, derive, pair; fastest of N; the pairs must
 *    be the same). Target: under 1 s in the page.
 * Usage (after `npm run build`, with Debian's chromium): node dist/scripts/bench-print.js [--runs N]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { bundleForBrowser, root } from './build-web.js';
import { buildTournament, deriveRoundState, pairRound, readTrf } from '../src/index.js';

const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 3;
const bin = join(root, 'bin', 'swisspair');
const dir = mkdtempSync(join(tmpdir(), 'swisspair-bench-print-'));

function must(args: string[], what: string): string {
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 30 });
  if (r.status !== 0) throw new Error(`${what} failed (exit ${r.status}): ${r.stderr}`);
  return r.stdout;
}

function fastest(n: number, f: () => void): number {
  let best = Infinity;
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    f();
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

async function main(): Promise<void> {
  const big = join(dir, 'big.trf');
  must([join(root, 'dist', 'scripts', 'bench-edit.js'), '--write', big], 'bench-edit --write');
  const html = join(dir, 'big.html');
  const print = fastest(runs, () => must([bin, 'print', big, '--view', 'all', '--tiebreaks', 'BH/C1,BH,SB', '-o', html], 'print'));
  console.log(`print --view all, 9,999 x 15: ${(print / 1000).toFixed(2)} s (fastest of ${runs}), ${(statSync(html).size / 1e6).toFixed(1)} MB of HTML`);

  const event = join(dir, 'thousand.trf');
  must([bin, 'generate', '--players', '1000', '--rounds', '7', '--seed', '7', '-o', event], 'generate');
  const bytes = readFileSync(event);
  const pairNode = (): unknown => {
    const t = buildTournament(readTrf(bytes, { fileName: 'thousand.trf' }), { fileName: 'thousand.trf' });
    return pairRound(deriveRoundState(t, t.roundsInFile), 'dutch').pairs;
  };
  let nodePairs: unknown = null;
  const node = fastest(runs, () => (nodePairs = pairNode()));

  const browser = await puppeteer.launch({ executablePath: process.env.SWISSPAIR_CHROMIUM ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(600_000);
    await page.goto(`file://${html}`, { timeout: 600_000 });
    const rows = await page.$$eval('tbody tr', (r) => r.length);
    console.log(`  opened in Chromium: ${rows.toLocaleString('en')} table rows`);
    await page.goto('about:blank');
    await page.addScriptTag({ content: await bundleForBrowser(join(root, 'web', 'library.ts'), 'swisspair') });
    const text = bytes.toString('latin1');
    const inPage = (await page.evaluate(`(() => {
      const bytes = Uint8Array.from(${JSON.stringify(text)}, (c) => c.charCodeAt(0));
      let best = Infinity, pairs = null;
      for (let i = 0; i < ${runs}; i++) {
        const t0 = performance.now();
        const t = swisspair.buildTournament(swisspair.readTrf(bytes, { fileName: 'thousand.trf' }), { fileName: 'thousand.trf' });
        pairs = swisspair.pairRound(swisspair.deriveRoundState(t, t.roundsInFile), 'dutch').pairs;
        best = Math.min(best, performance.now() - t0);
      }
      return { best, pairs };
    })()`)) as { best: number; pairs: unknown };
    const same = JSON.stringify(inPage.pairs) === JSON.stringify(nodePairs);
    console.log(`pairing round 7 of 1,000 players: page ${(inPage.best / 1000).toFixed(2)} s, Node ${(node / 1000).toFixed(2)} s (fastest of ${runs}); same pairs: ${same}`);
    if (!same) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}

main()
  .catch((error: unknown) => {
    console.error(`bench-print: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => rmSync(dir, { recursive: true, force: true }));
