/**
 * scripts/bench-startup: how long a whole `swisspair pair` process takes on a small tournament, the case of
 * servers and tournament programs that run the command once per round (issue 11, item 6: median <= 75 ms).
 *
 * The tournament is swisspair's own random 11-player, 5-round event (seed 1, a 2025 start date so that the rules
 * in force then apply), written to a temporary file; each variant pairs round 6 with `-p -`. Variants run in
 * turn (round robin), so that a change in the machine's load hits all of them alike; the report gives the median,
 * the 10th percentile and the minimum wall time of each, and `node -e 0` (Node's own start-up) as the floor.
 * On a busy machine wall times grow with the load; the CPU time (user + system, from bash's `times` around a
 * second run of each) grows much less, and is given too.
 *
 * Usage: scripts/bench-startup [--runs N] [--bin PATH]...   (default 41 runs; variants: node -e 0, the launcher
 * bin/swisspair.cjs running the bundle, the unbundled modules of dist/src (what the installed command ran
 * before), and build/sea/swisspair when it exists; each --bin adds
 * an installed command, e.g. node_modules/.bin/swisspair of a project that installed the packed tarball).
 * Needs `npm run build` first. Numbers vary with the machine and its load: compare variants within one run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateTournament, DEFAULT_CONFIG } from '../src/generate/generate.js';
import { encodeTrf } from '../src/trf/index.js';

const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..');

interface Variant {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
}

function tournamentFile(dir: string): string {
  const doc = generateTournament({ ...DEFAULT_CONFIG, players: 11, rounds: 5, seed: 1 });
  const text = new TextDecoder().decode(encodeTrf(doc)).replace(/^(012 .*\r?\n)/, '$1042 2025/01/01\n')
    // Five rounds played of a nine-round event: round 6 is the one to pair (pairing past the planned rounds,
    // XXR in TRF-16 and 142 in TRF-2026, is refused).
    .replace(/^(XXR|142) 5$/m, '$1 9');
  const file = join(dir, 'eleven.trf');
  writeFileSync(file, text);
  return file;
}

function variants(file: string, bins: readonly string[]): Variant[] {
  const node = process.execPath;
  const pair = ['pair', file, '-p', '-'];
  const list: Variant[] = [
    { name: 'node -e 0 (floor)', command: node, args: ['-e', '0'] },
    { name: 'bin/swisspair.cjs (bundle + code cache)', command: node, args: [join(root, 'bin', 'swisspair.cjs'), ...pair] },
    {
      name: 'dist/src modules (unbundled)',
      command: node,
      args: ['--input-type=module', '-e', `import(${JSON.stringify(join(root, 'dist', 'src', 'cli', 'main.js'))}).then((m) => m.main(process.argv.slice(1))).then((c) => { process.exitCode = c; })`, ...pair],
    },
  ];
  const sea = join(root, 'build', 'sea', 'swisspair');
  if (existsSync(sea)) list.push({ name: 'build/sea/swisspair (SEA)', command: sea, args: pair });
  for (const bin of bins) list.push({ name: bin, command: bin, args: pair });
  return list;
}

/** User + system CPU time of one run of the variant, from bash's `times` (children's line). */
function cpuMs(v: Variant): number {
  const out = spawnSync('bash', ['-c', '"$@" >/dev/null; times', '_', v.command, ...v.args], { encoding: 'utf8' });
  const line = out.stdout.trim().split('\n').pop() ?? '';
  const m = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/.exec(line);
  if (m === null) throw new Error(`cannot read the CPU time of ${v.name}: ${JSON.stringify(out.stdout)}`);
  return (Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) * 60 + Number(m[4])) * 1000;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

function main(): void {
  const argv = process.argv.slice(2);
  let runs = 41;
  const bins: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') runs = Number(argv[++i]);
    else if (argv[i] === '--bin') bins.push(resolve(argv[++i]!));
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'swisspair-startup-'));
  try {
    const list = variants(tournamentFile(dir), bins);
    const times = list.map(() => [] as number[]);
    const cpu = list.map(() => [] as number[]);
    let expected: string | null = null;
    for (let r = 0; r < runs + 1; r++) {
      list.forEach((v, i) => {
        const start = process.hrtime.bigint();
        const out = spawnSync(v.command, v.args, { encoding: 'utf8' });
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        if (out.status !== 0) throw new Error(`${v.name}: exit ${out.status}: ${out.stderr}`);
        if (i > 0) {
          expected ??= out.stdout;
          if (out.stdout !== expected) throw new Error(`${v.name}: a different pairing:\n${out.stdout}`);
        }
        if (r > 0) times[i]!.push(ms); // the first round warms the file cache
        if (r > 0) cpu[i]!.push(cpuMs(v));
      });
    }
    process.stdout.write(`pair, 11 players, round 6, ${runs} runs each (ms)  wall: median    p10    min   cpu: median\n`);
    list.forEach((v, i) => {
      const t = [...times[i]!].sort((a, b) => a - b);
      const c = [...cpu[i]!].sort((a, b) => a - b);
      const f = (x: number): string => x.toFixed(1).padStart(6);
      process.stdout.write(`${v.name.padEnd(40)} ${f(percentile(t, 0.5))} ${f(percentile(t, 0.1))} ${f(t[0]!)}        ${f(percentile(c, 0.5))}\n`);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
