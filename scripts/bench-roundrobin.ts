/**
 * scripts/bench-roundrobin: a round robin's work against the cost of starting Node twice (issue 36, Speed): any
 * round of a 100-player round robin (`pair FILE -p -`, rounds 2, 50 and 99 of the file cut before them) and the
 * check of the whole event (`check FILE`: 99 rounds against the table, and the standings), each a whole
 * `swisspair` process, against `node -e 0` run twice in a row. The library alone (scheduledRound of every
 * round, and the table check of the whole file) is timed in-process too.
 *
 * The event is `generate --round-robin --players 100 --seed 1` with forfeits and withdrawals. Variants run in turn
 * so that the machine's load hits all alike. The measure is **CPU time** (user + system, of the child process
 * alone: bash's `time` with millisecond precision), which a loaded machine inflates far less than wall time;
 * the report gives each variant's median and minimum, the wall-time median, and the load average before and
 * after (docs/round-robin.md, "Speed").
 *
 * Usage (after `npm run build`): node dist/scripts/bench-roundrobin.js [--runs N] (default 15)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { generateRoundRobin } from '../src/generate/roundRobin.js';
import { buildTournament } from '../src/model/tournament.js';
import { deviations } from '../src/systems/roundrobin/event.js';
import { roundRobinFormat } from '../src/systems/roundrobin/format.js';
import { scheduledRound } from '../src/systems/roundrobin/schedule.js';
import { encodeTrf, readTrf } from '../src/trf/index.js';

const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const bin = join(root, 'bin', 'swisspair.cjs');
const runsArg = process.argv.indexOf('--runs');
const runs = Math.max(1, runsArg < 0 ? 15 : Number(process.argv[runsArg + 1]));

function cut(text: string, rounds: number): string {
  // Player lines keep their first `rounds` blocks (columns 92 + 10 per round).
  return text
    .split('\n')
    .map((l) => (l.startsWith('001') ? l.slice(0, 91 + rounds * 10).trimEnd() : l))
    .join('\n');
}

interface Sample {
  readonly cpu: number;
  readonly wall: number;
}

/** One run of `command args` under bash's `time`: CPU (user + sys) of the child alone, in ms, and wall time. */
function time(command: string, args: readonly string[]): Sample {
  const quoted = [command, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  const t0 = performance.now();
  const r = spawnSync('bash', ['-c', `TIMEFORMAT='%3U %3S'; time ${quoted} >/dev/null 2>/dev/null`], { encoding: 'utf8' });
  const wall = performance.now() - t0;
  const m = /([0-9.]+) ([0-9.]+)\s*$/.exec(r.stderr);
  if (r.status !== 0 || m === null) throw new Error(`${command} ${args.join(' ')}: exit ${r.status}: ${r.stderr}`);
  return { cpu: (Number(m[1]) + Number(m[2])) * 1000, wall };
}

const twice = (a: Sample, b: Sample): Sample => ({ cpu: a.cpu + b.cpu, wall: a.wall + b.wall });

function stats(xs: readonly Sample[]): string {
  const cpu = xs.map((x) => x.cpu).sort((a, b) => a - b);
  const wall = xs.map((x) => x.wall).sort((a, b) => a - b);
  const mid = Math.floor(xs.length / 2);
  return `CPU median ${cpu[mid]!.toFixed(0)} ms, min ${cpu[0]!.toFixed(0)} ms; wall median ${wall[mid]!.toFixed(0)} ms`;
}

const load = (): string => loadavg().map((x) => x.toFixed(1)).join(' ');

function main(): void {
  const dir = mkdtempSync(join(tmpdir(), 'bench-rr-'));
  try {
    const doc = generateRoundRobin({ players: 100, code: 'FIDE_ROUNDROBIN', seed: 1, drawRate: 0.3, forfeitRate: 0.02, withdrawalRate: 0.03, highestRating: 2700, lowestRating: 1400, expectedScore: 'fide' });
    const full = new TextDecoder().decode(encodeTrf(doc));
    const whole = join(dir, 'whole.trf');
    writeFileSync(whole, full);
    const cuts = [1, 49, 98].map((r) => {
      const f = join(dir, `cut${r}.trf`);
      writeFileSync(f, cut(full, r));
      return f;
    });
    const variants: [string, () => Sample][] = [
      ['node -e 0, twice', () => twice(time(process.execPath, ['-e', '0']), time(process.execPath, ['-e', '0']))],
      ['pair round 2 (-p -)', () => time(process.execPath, [bin, 'pair', cuts[0]!, '-p', '-'])],
      ['pair round 50 (-p -)', () => time(process.execPath, [bin, 'pair', cuts[1]!, '-p', '-'])],
      ['pair round 99 (-p -)', () => time(process.execPath, [bin, 'pair', cuts[2]!, '-p', '-'])],
      ['check the whole event (99 rounds)', () => time(process.execPath, [bin, 'check', whole, '--jobs', '1'])],
    ];
    const times = variants.map(() => [] as Sample[]);
    process.stdout.write(`load average before: ${load()}\n`);
    for (let i = 0; i < runs; i++) variants.forEach(([, f], k) => times[k]!.push(f()));
    for (let k = 0; k < variants.length; k++) process.stdout.write(`${variants[k]![0].padEnd(36)} ${stats(times[k]!)}\n`);
    process.stdout.write(`load average after: ${load()}\n`);
    // In-process: the schedule of every round, and the table check of the whole file.
    const format = roundRobinFormat('FIDE_ROUNDROBIN')!;
    let t0 = performance.now();
    for (let rep = 0; rep < 100; rep++) for (let r = 1; r <= 99; r++) scheduledRound(100, format, r);
    process.stdout.write(`library: scheduledRound, all 99 rounds of 100 players: ${((performance.now() - t0) / 100).toFixed(3)} ms\n`);
    const t = buildTournament(readTrf(new TextEncoder().encode(full), { fileName: 'whole.trf' }), { fileName: 'whole.trf' });
    t0 = performance.now();
    for (let rep = 0; rep < 20; rep++) deviations(t, format);
    process.stdout.write(`library: the table check of the whole event (99 rounds x 50 boards): ${((performance.now() - t0) / 20).toFixed(2)} ms\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
