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
 *    pairs must be the same). The page's figure is the CPU time of Chromium's renderer processes over the
 *    evaluation (DevTools SystemInfo.getProcessInfo), Node's its process CPU time (process.cpuUsage), the first
 *    (cold) run and the median of N. Target: under 1 s in the page.
 *  - `print --view all` of a team Swiss of 400 teams x 10 boards x 11 rounds (generate --teams, seed 4, forfeits)
 *    ranked by eight team tie-breaks, and its cross table and cards alone (issue 35 item 5), the same way.
 * Usage (after `npm run build`, with Debian's chromium): node dist/scripts/bench-print.js [--runs N] [--only print|page|teams]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { bundleForBrowser, root } from './build-web.js';
import { buildTournament, deriveRoundState, pairRound, readTrf } from '../src/index.js';

const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 3;
const onlyFlag = process.argv.indexOf('--only');
/** `--only print`, `--only page` or `--only teams`: one of the lines. */
const only = onlyFlag > 0 ? process.argv[onlyFlag + 1] : undefined;
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

/** n calls in this process: the CPU seconds of each (process.cpuUsage), and the result. */
function timedHere<T>(n: number, f: () => T): { cpu: number[]; result: T } {
  const cpu: number[] = [];
  let result: T | undefined;
  for (let i = 0; i < n; i++) {
    const c = process.cpuUsage();
    result = f();
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1e6);
  }
  return { cpu, result: result! };
}

/** "first (cold) X s, median Y s" of a series of seconds. */
function coldAndMedian(xs: readonly number[]): string {
  const sorted = [...xs].sort((a, b) => a - b);
  return `${xs[0]!.toFixed(2)} s cold, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)} s`;
}

/**
 * The CPU time (seconds) Chromium's renderer processes spent on one evaluation (the DevTools protocol's
 * SystemInfo.getProcessInfo, per process, read before and after), its wall time, and its result.
 */
async function rendererCpu<T>(browser: Browser, page: Page, expression: string): Promise<{ cpu: number; wall: number; result: T }> {
  const session = await browser.target().createCDPSession();
  const cpu = async (): Promise<number> => {
    const { processInfo } = await session.send('SystemInfo.getProcessInfo');
    return processInfo.filter((p) => p.type === 'renderer').reduce((sum, p) => sum + p.cpuTime, 0);
  };
  const before = await cpu();
  const t0 = performance.now();
  const result = (await page.evaluate(expression)) as T;
  const wall = (performance.now() - t0) / 1000;
  const used = (await cpu()) - before;
  await session.detach();
  return { cpu: used, wall, result };
}

/** The team Swiss's print: every view, then the cross table and the cards alone. */
function benchTeams(): void {
  const file = join(dir, 'teams400.trf');
  const html = join(dir, 'teams400.html');
  must([bin, 'generate', '--teams', '400', '--boards', '10', '--rounds', '11', '--seed', '4', '--forfeit-rate', '0.02', '-o', file], 'generate --teams');
  for (const view of ['all', 'crosstable', 'cards']) {
    const r = fastestProcess(runs, [bin, 'print', file, '--view', view, '--tiebreaks', 'BH:MP,SB:GP,EDE,BC,TBR,MPvGP,FB:MP,SSSC', '-o', html], `print --view ${view}`);
    const cpu = r.cpu === null ? 'CPU time unknown (no /proc)' : `${r.cpu.toFixed(2)} s CPU`;
    console.log(`print --view ${view}, team Swiss 400 x 10 boards x 11 rounds, 8 tie-breaks: ${cpu}, ${r.wall.toFixed(2)} s wall; ${(statSync(html).size / 1e6).toFixed(1)} MB of HTML; load ${load()}`);
  }
}

async function main(): Promise<void> {
  console.log(`bench-print (${runs} runs each; load average ${load()})`);
  if (only === 'teams') return benchTeams();
  const html = join(dir, 'big.html');
  if (only !== 'page') {
    const big = join(dir, 'big.trf');
    must([join(root, 'dist', 'scripts', 'bench-edit.js'), '--write', big], 'bench-edit --write');
    const print = fastestProcess(runs, [bin, 'print', big, '--view', 'all', '--tiebreaks', 'BH/C1,BH,SB', '-o', html], 'print');
    const cpu = print.cpu === null ? 'CPU time unknown (no /proc)' : `${print.cpu.toFixed(2)} s CPU`;
    console.log(`print --view all, 9,999 x 15: ${cpu} (target under 2 s), ${print.wall.toFixed(2)} s wall; ${(statSync(html).size / 1e6).toFixed(1)} MB of HTML; load ${load()}`);
  }
  if (only === 'print') return;

  const event = join(dir, 'thousand.trf');
  must([bin, 'generate', '--players', '1000', '--rounds', '7', '--seed', '7', '-o', event], 'generate');
  const bytes = readFileSync(event);
  const pairNode = (): unknown => {
    const t = buildTournament(readTrf(bytes, { fileName: 'thousand.trf' }), { fileName: 'thousand.trf' });
    return pairRound(deriveRoundState(t, t.roundsInFile), 'dutch').pairs;
  };
  const node = timedHere(runs, pairNode);

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
    const inPage = { cpu: [] as number[], wall: [] as number[], result: null as unknown };
    for (let i = 0; i < runs; i++) {
      const r = await rendererCpu<unknown>(browser, page, once);
      if (process.argv.includes("--verbose")) console.log(`  page run ${i + 1}: ${r.cpu.toFixed(3)} s CPU, ${r.wall.toFixed(3)} s wall`);
      inPage.cpu.push(r.cpu);
      inPage.wall.push(r.wall);
      inPage.result = r.result;
    }
    const same = JSON.stringify(inPage.result) === JSON.stringify(node.result);
    console.log(
      `pairing round 7 of 1,000 players (Dutch; ${runs} runs): page ${coldAndMedian(inPage.cpu)} CPU (target under 1 s; wall ${coldAndMedian(inPage.wall)}), ` +
        `Node ${coldAndMedian(node.cpu)} CPU; same pairs: ${same}; load ${load()}`,
    );
    if (!same) process.exitCode = 1;
    // The printed page last: 35 MB of HTML takes Chromium minutes on a loaded machine.
    if (only === 'page') return;
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
