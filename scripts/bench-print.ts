/**
 * scripts/bench-print: the speed items of issue 34, measured in CPU time (user + system), since the machines this
 * runs on are shared and wall clock says more about the load than about the code; the load average is printed
 * with the figures.
 *  - `print --view all` of a 9,999-player, 15-round file (bench-edit's own file: 14 rounds played, round 15
 *    paired; tie-breaks BH/C1, BH, SB), as a person runs it: a fresh `node bin/swisspair` process, whose CPU time
 *    is read from /proc/self/stat's children's times once it is waited for (fastest of N). The HTML it writes is
 *    then opened in headless Chromium (rows counted from the DOM). Target: under 2 s.
 *  - pairing a round of a 1,000-player event (generate, seed 7: round 7 re-paired) in the page's library bundle
 *    in headless Chromium, side by side with the same round in Node (read, build, derive, pair; fastest of N; the
 *    pairs must be the same). The page's figure is the renderer's main-thread time running the script (the
 *    DevTools protocol's ScriptDuration), Node's its process CPU time (process.cpuUsage). Target: under 1 s in the page.
 * Usage (after `npm run build`, with Debian's chromium): node dist/scripts/bench-print.js [--runs N]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { bundleForBrowser, root } from './build-web.js';
import { buildTournament, deriveRoundState, pairRound, readTrf } from '../src/index.js';

const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 3;
const bin = join(root, 'bin', 'swisspair');
const dir = mkdtempSync(join(tmpdir(), 'swisspair-bench-print-'));
const load = (): string => loadavg().map((x) => x.toFixed(1)).join(' ');

/** CPU seconds (user + system) of this process's waited-for children so far: /proc/self/stat fields 16-17, in ticks of 1/100 s. */
function childrenCpu(): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

function must(args: string[], what: string): string {
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 30 });
  if (r.status !== 0) throw new Error(`${what} failed (exit ${r.status}): ${r.stderr}`);
  return r.stdout;
}

/** The fastest of n runs of a child process: CPU seconds (null where /proc is missing) and wall seconds. */
function fastestProcess(n: number, args: string[], what: string): { cpu: number | null; wall: number } {
  let cpu: number | null = Infinity;
  let wall = Infinity;
  for (let i = 0; i < n; i++) {
    const c0 = childrenCpu();
    const t0 = performance.now();
    must(args, what);
    wall = Math.min(wall, (performance.now() - t0) / 1000);
    const c1 = childrenCpu();
    cpu = c0 === null || c1 === null || cpu === null ? null : Math.min(cpu, c1 - c0);
  }
  return { cpu, wall };
}

/** The fastest of n calls in this process: CPU seconds (process.cpuUsage) and its result. */
function fastestHere<T>(n: number, f: () => T): { cpu: number; result: T } {
  let best = Infinity;
  let result: T | undefined;
  for (let i = 0; i < n; i++) {
    const c = process.cpuUsage();
    result = f();
    const d = process.cpuUsage(c);
    best = Math.min(best, (d.user + d.system) / 1e6);
  }
  return { cpu: best, result: result! };
}

/** The page's main-thread script time (seconds) of one evaluation, and its result. */
async function scriptTime<T>(page: Page, expression: string): Promise<{ script: number; wall: number; result: T }> {
  const session = await page.createCDPSession();
  await session.send('Performance.enable');
  const metric = async (): Promise<number> => (await session.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')?.value ?? NaN;
  const before = await metric();
  const t0 = performance.now();
  const result = (await page.evaluate(expression)) as T;
  const wall = (performance.now() - t0) / 1000;
  const script = (await metric()) - before;
  await session.detach();
  return { script, wall, result };
}

async function main(): Promise<void> {
  console.log(`bench-print (${runs} runs each; load average ${load()})`);
  const big = join(dir, 'big.trf');
  must([join(root, 'dist', 'scripts', 'bench-edit.js'), '--write', big], 'bench-edit --write');
  const html = join(dir, 'big.html');
  const print = fastestProcess(runs, [bin, 'print', big, '--view', 'all', '--tiebreaks', 'BH/C1,BH,SB', '-o', html], 'print');
  const cpu = print.cpu === null ? 'CPU time unknown (no /proc)' : `${print.cpu.toFixed(2)} s CPU`;
  console.log(`print --view all, 9,999 x 15: ${cpu} (target under 2 s), ${print.wall.toFixed(2)} s wall; ${(statSync(html).size / 1e6).toFixed(1)} MB of HTML; load ${load()}`);

  const event = join(dir, 'thousand.trf');
  must([bin, 'generate', '--players', '1000', '--rounds', '7', '--seed', '7', '-o', event], 'generate');
  const bytes = readFileSync(event);
  const pairNode = (): unknown => {
    const t = buildTournament(readTrf(bytes, { fileName: 'thousand.trf' }), { fileName: 'thousand.trf' });
    return pairRound(deriveRoundState(t, t.roundsInFile), 'dutch').pairs;
  };
  const node = fastestHere(runs, pairNode);

  const browser = await puppeteer.launch({ executablePath: process.env.SWISSPAIR_CHROMIUM ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox'], protocolTimeout: 1_200_000 });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(1_200_000);
    await page.goto('about:blank');
    await page.addScriptTag({ content: await bundleForBrowser(join(root, 'web', 'library.ts'), 'swisspair') });
    await page.evaluate(`globalThis.bytes = Uint8Array.from(${JSON.stringify(bytes.toString('latin1'))}, (c) => c.charCodeAt(0))`);
    const once = `(() => {
      const t = swisspair.buildTournament(swisspair.readTrf(bytes, { fileName: 'thousand.trf' }), { fileName: 'thousand.trf' });
      return swisspair.pairRound(swisspair.deriveRoundState(t, t.roundsInFile), 'dutch').pairs;
    })()`;
    let best = { script: Infinity, wall: Infinity, result: null as unknown };
    for (let i = 0; i < runs; i++) {
      const r = await scriptTime<unknown>(page, once);
      if (r.script < best.script) best = { ...r, wall: Math.min(best.wall, r.wall) };
    }
    const same = JSON.stringify(best.result) === JSON.stringify(node.result);
    console.log(
      `pairing round 7 of 1,000 players (Dutch): page ${best.script.toFixed(2)} s script time (target under 1 s; ${best.wall.toFixed(2)} s wall), ` +
        `Node ${node.cpu.toFixed(2)} s CPU (fastest of ${runs}); same pairs: ${same}; load ${load()}`,
    );
    if (!same) process.exitCode = 1;
    // The printed page last: 35 MB of HTML takes Chromium minutes on a loaded machine.
    await page.goto(`file://${html}`, { timeout: 1_200_000 });
    const rows = (await page.evaluate("document.querySelectorAll('tbody tr').length")) as number;
    console.log(`print's HTML opened in Chromium: ${rows.toLocaleString('en')} table rows`);
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
