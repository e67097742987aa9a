/**
 * scripts/bench-check: the speed items of `check` (docs/check.md).
 *
 * 1. Parallel corpus check: wall time of `swisspair check DIR/*.trf --jobs 1` and `--jobs 2` (fresh processes,
 *    runs interleaved, median of N), and their ratio (target: at most 0.7 on a 2-core machine); `--jobs 2` as the
 *    CLI runs it (a worker only when the work left repays its warm-up, src/cli/spread.ts) and eager (the worker
 *    from the start, SWISSPAIR_CHECK_SPREAD=eager), which shows what a worker costs. `--times K` lists the corpus K
 *    times, to see from what amount of work a worker pays.
 * 2. Cost of reasons on files where every round matches: checkTournament with reasons on and off over the same
 *    files, in this process, CPU time, alternating, median of N (target: at most +20%). Reasons are computed only for
 *    rounds that differ, so this measures that nothing else was added to the matching path.
 * 3. For information: the cost of reasons on the rounds that differ (files given with --differ DIR).
 * 4. `--standings LIST` (only this): the cost of checking the standings beside the rounds (issue 15.7, target
 *    under +10%): the library (checkTournament, then checkStandings with LIST, against checkTournament alone),
 *    CPU time, alternating, median of N; and the CLI (`check --tiebreaks LIST` against `--pairings-only`,
 *    --jobs 1, fresh processes, fastest and median of N). The corpus files write ranks, so every file is checked.
 *
 * Usage (after `npm run build`): node dist/scripts/bench-check.js [--runs N] [--system dutch|dubov]
 *   [--edition Y] [--corpus DIR] [--times K] [--differ DIR] [--parallel-only] [--standings LIST]
 *   (default corpus: ../shared/corpus/dutch, Dutch 2017)
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { run } from '../src/cli/main.js';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTournament } from '../src/check/check.js';
import { checkStandings } from '../src/check/standings.js';
import { buildTournament } from '../src/model/tournament.js';
import type { Tournament } from '../src/model/types.js';
import type { Edition, SystemName } from '../src/systems/index.js';
import { readTrf } from '../src/trf/index.js';

const bin = fileURLToPath(new URL('../../bin/swisspair', import.meta.url));
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** On a shared machine other processes only ever add time: the fastest run is the least disturbed one. */
const fastest = (xs: number[]): number => Math.min(...xs);

const EAGER = { SWISSPAIR_CHECK_SPREAD: 'eager' };

function cliMs(files: string[], args: string[], env: Record<string, string> = {}): number {
  const start = performance.now();
  const r = spawnSync(process.execPath, [bin, 'check', ...args, ...files], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: { ...process.env, ...env },
  });
  const ms = performance.now() - start;
  if (r.status !== 0 && r.status !== 1) throw new Error(`check failed (${r.status}): ${r.stderr}`);
  return ms;
}

/** CPU milliseconds of each thread of this process (Linux /proc; empty elsewhere), by thread id. */
function threadCpu(): Map<string, number> {
  const out = new Map<string, number>();
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime are fields 14 and 15 of stat (11 and 12 after the command name), in clock ticks.
      out.set(tid, ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
    }
  } catch {
    // not Linux
  }
  return out;
}

/**
 * The CLI run in this process with per-thread CPU accounting: the main thread's CPU, the other threads' (the
 * worker, V8's compiler and GC helpers), and a load-independent estimate of the wall time on an idle 2-core
 * machine: the busiest of (main thread, worker thread) or half of all CPU, whichever is larger.
 */
function accounted(files: string[], args: string[], env: Record<string, string>): { main: number; others: number; total: number; idle2: number } {
  const before = threadCpu();
  const sink = { write: () => true, isTTY: false };
  run(['check', ...args, ...files], { stdout: sink, stderr: sink, readStdin: () => new Uint8Array(0), env });
  const after = threadCpu();
  const self = String(process.pid);
  const delta = (tid: string): number => (after.get(tid) ?? 0) - (before.get(tid) ?? 0);
  const main = delta(self);
  const others = [...after.keys()].filter((t) => t !== self).map(delta);
  const total = main + others.reduce((a, b) => a + b, 0);
  return { main, others: total - main, total, idle2: Math.max(main, ...others, total / 2) };
}

function load(files: string[]): Tournament[] {
  return files.map((f) => buildTournament(readTrf(readFileSync(f), { fileName: f, encoding: 'utf-8' }), { fileName: f }));
}

/**
 * CPU milliseconds (this process, all threads) of checking `ts`: on a shared machine wall time varies by tens of
 * percent from run to run, CPU time by a few.
 */
function libraryMs(ts: Tournament[], system: SystemName, edition: Edition, reasons: boolean): { ms: number; differ: number } {
  const start = process.cpuUsage();
  let differ = 0;
  for (const t of ts) {
    const r = checkTournament(t, system, { edition, reasons });
    differ += r.rounds.filter((x) => x.status !== 'match').length;
  }
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000, differ };
}

/**
 * Two modes timed against each other: one untimed pass of each first (the steady state, not the JIT's warm-up),
 * then 2·runs rounds alternating which goes first (cancels the bias of running second: the GC debt of the other).
 */
function alternating<T extends { ms: number }>(runs: number, off: () => T, on: () => T): { off: number[]; on: number[]; last: T } {
  off();
  let last = on();
  const offMs: number[] = [];
  const onMs: number[] = [];
  for (let k = 0; k < 2 * runs; k++) {
    const first = k % 2 === 0;
    if (first) offMs.push(off().ms);
    last = on();
    onMs.push(last.ms);
    if (!first) offMs.push(off().ms);
  }
  return { off: offMs, on: onMs, last };
}

/** CPU milliseconds of checking `ts`, with the standings (list `tiebreaks`) or without; and the wrong ranks found. */
function standingsMs(ts: Tournament[], system: SystemName, edition: Edition, tiebreaks: string | null): { ms: number; ranks: number } {
  const start = process.cpuUsage();
  let ranks = 0;
  for (const t of ts) {
    checkTournament(t, system, { edition });
    if (tiebreaks !== null) ranks += checkStandings(t, { tiebreaks })?.differences.length ?? 0;
  }
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000, ranks };
}

function benchStandings(files: string[], system: SystemName, edition: Edition, list: string, runs: number): void {
  const ts = load(files);
  const { off, on, last } = alternating(
    runs,
    () => standingsMs(ts, system, edition, null),
    () => standingsMs(ts, system, edition, list),
  );
  const ranks = last.ranks;
  const pct = (a: number, b: number): string => `${(((b - a) / a) * 100).toFixed(1)}%`;
  process.stdout.write(
    `standings ${list} on ${files.length} files (${ranks} written ranks do not follow it):\n` +
      `  library CPU time: rounds only ${median(off).toFixed(0)} ms, with standings ${median(on).toFixed(0)} ms (median ${pct(median(off), median(on))}); ` +
      `fastest ${fastest(off).toFixed(0)} vs ${fastest(on).toFixed(0)} ms (${pct(fastest(off), fastest(on))}) (target < 10%)\n`,
  );
  const common = ['--system', system, '--edition', edition, '--jobs', '1'];
  const cliOff: number[] = [];
  const cliOn: number[] = [];
  for (let k = 0; k < runs; k++) {
    cliOff.push(cliMs(files, [...common, '--pairings-only']));
    cliOn.push(cliMs(files, [...common, '--tiebreaks', list]));
  }
  process.stdout.write(
    `  CLI wall time (--jobs 1, fresh processes): --pairings-only ${median(cliOff).toFixed(0)} ms, with standings ${median(cliOn).toFixed(0)} ms (median ${pct(median(cliOff), median(cliOn))}); ` +
      `fastest ${fastest(cliOff).toFixed(0)} vs ${fastest(cliOn).toFixed(0)} ms (${pct(fastest(cliOff), fastest(cliOn))})\n`,
  );
}

function main(args: string[]): void {
  if (args[0] === '--account') {
    const [, dir, times, eager] = args;
    const list = readdirSync(dir!).filter((f) => f.endsWith('.trf')).sort().map((f) => join(dir!, f));
    const all = Array.from({ length: Number(times) }, () => list).flat();
    process.stdout.write(JSON.stringify(accounted(all, args.slice(4), eager === 'eager' ? EAGER : {})));
    return;
  }
  let runs = 5;
  let system: SystemName = 'dutch';
  let edition: Edition = '2017';
  let corpus = '../shared/corpus/dutch';
  let differDir: string | null = null;
  let times = 1;
  let parallelOnly = false;
  let standingsList: string | null = null;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--times') times = Number(args[++i]);
    if (args[i] === '--parallel-only') parallelOnly = true;
    if (args[i] === '--runs') runs = Number(args[++i]);
    else if (args[i] === '--system') system = args[++i] as SystemName;
    else if (args[i] === '--edition') edition = args[++i] as Edition;
    else if (args[i] === '--corpus') corpus = args[++i]!;
    else if (args[i] === '--differ') differDir = args[++i]!;
    else if (args[i] === '--standings') standingsList = args[++i]!;
  }
  const list = (dir: string): string[] => readdirSync(dir).filter((f) => f.endsWith('.trf')).sort().map((f) => join(dir, f));
  const files = Array.from({ length: times }, () => list(corpus)).flat();
  if (standingsList !== null) {
    benchStandings(files, system, edition, standingsList, runs);
    return;
  }
  const common = ['--system', system, '--edition', edition];

  const one: number[] = [];
  const two: number[] = [];
  const eager: number[] = [];
  for (let k = 0; k < runs; k++) {
    one.push(cliMs(files, [...common, '--jobs', '1']));
    two.push(cliMs(files, [...common, '--jobs', '2']));
    eager.push(cliMs(files, [...common, '--jobs', '2'], EAGER));
  }
  const [m1, m2, me] = [median(one), median(two), median(eager)];
  process.stdout.write(`corpus ${corpus}${times > 1 ? ` x${times}` : ''}: ${files.length} files, CLI wall time median of ${runs}\n`);
  process.stdout.write(
    `  --jobs 1: ${m1.toFixed(0)} ms   --jobs 2: ${m2.toFixed(0)} ms   ratio ${(m2 / m1).toFixed(2)} (target <= 0.70)   ` +
      `--jobs 2 eager: ${me.toFixed(0)} ms   ratio ${(me / m1).toFixed(2)}\n`,
  );
  const [f1, f2, fe] = [fastest(one), fastest(two), fastest(eager)];
  process.stdout.write(`  fastest runs: --jobs 1: ${f1.toFixed(0)} ms   --jobs 2: ${f2.toFixed(0)} ms (${(f2 / f1).toFixed(2)})   eager: ${fe.toFixed(0)} ms (${(fe / f1).toFixed(2)})\n`);

  // Each mode in a fresh process: a warm isolate would hide the warm-up that every thread pays.
  const self = fileURLToPath(import.meta.url);
  const fresh = (jobs: string, mode: string): ReturnType<typeof accounted> => {
    const r = spawnSync(process.execPath, [self, '--account', corpus, String(times), mode, ...common, '--jobs', jobs], { encoding: 'utf8' });
    return JSON.parse(r.stdout) as ReturnType<typeof accounted>;
  };
  const a1 = fresh('1', 'auto');
  const a2 = fresh('2', 'auto');
  const ae = fresh('2', 'eager');
  const cpu = (a: ReturnType<typeof accounted>): string => `main ${a.main.toFixed(0)} ms + other threads ${a.others.toFixed(0)} ms`;
  process.stdout.write(
    `  CPU (this process, per thread): --jobs 1 ${cpu(a1)}; --jobs 2 ${cpu(a2)}; eager ${cpu(ae)}\n` +
      `  estimate for an idle 2-core machine (busiest thread or half the CPU): ${a1.idle2.toFixed(0)} ms, ${a2.idle2.toFixed(0)} ms ` +
      `(${(a2.idle2 / a1.idle2).toFixed(2)}), eager ${ae.idle2.toFixed(0)} ms (${(ae.idle2 / a1.idle2).toFixed(2)})\n`,
  );
  if (parallelOnly) return;

  const ts = load(files);
  const { off, on, last } = alternating(
    runs,
    () => libraryMs(ts, system, edition, false),
    () => libraryMs(ts, system, edition, true),
  );
  const differ = last.differ;
  const [a, b] = [median(off), median(on)];
  const [fa, fb] = [fastest(off), fastest(on)];
  process.stdout.write(
    `  library CPU time, ${differ} round(s) not matching: reasons off ${a.toFixed(0)} ms, on ${b.toFixed(0)} ms (median): ${(((b - a) / a) * 100).toFixed(1)}%; ` +
      `fastest ${fa.toFixed(0)} vs ${fb.toFixed(0)} ms: ${(((fb - fa) / fa) * 100).toFixed(1)}% (target <= 20%)\n`,
  );

  if (differDir !== null) {
    const dts = load(list(differDir));
    libraryMs(dts, system, edition, false);
    libraryMs(dts, system, edition, true);
    const doff: number[] = [];
    const don: number[] = [];
    let n = 0;
    for (let k = 0; k < runs; k++) {
      doff.push(libraryMs(dts, system, edition, false).ms);
      const r = libraryMs(dts, system, edition, true);
      don.push(r.ms);
      n = r.differ;
    }
    const [c, d] = [median(doff), median(don)];
    process.stdout.write(`  ${differDir}: ${n} round(s) differ: reasons off ${c.toFixed(0)} ms, on ${d.toFixed(0)} ms (${n > 0 ? ((d - c) / n).toFixed(1) : '-'} ms per reason)\n`);
  }
}

main(process.argv.slice(2));
