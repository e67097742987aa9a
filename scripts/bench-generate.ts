/**
 * scripts/bench-generate: the endorsement generator at the size limit (issue 17.4): a 9,999-player, 15-round
 * `swisspair generate` with every option on (byes of the three kinds, forfeits and unusual results as counts and
 * percentages, globally and per round; withdrawals, late entries, the rates; the tie-break list; Baku
 * acceleration; the FIDE table; TRF-2026 output), run through the command line's entry in this process, timed
 * wall clock and CPU (user + system). The acceptance is under 30 s.
 *
 * Usage: scripts/bench-generate [--players N] [--rounds R] [--seed S] [--runs K]. Build first (npm run build).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../src/cli/main.js';
import { flags } from './flags.js';

const USAGE = 'usage: scripts/bench-generate [--players N] [--rounds R] [--seed S] [--runs K]';

function usage(message: string): never {
  process.stderr.write(`bench-generate: ${message}\n${USAGE}\n`);
  process.exit(3);
}

let players = 9999;
let rounds = 15;
let seed = 20261124;
let runs = 1;
for (const { name, int } of flags(process.argv.slice(2), usage)) {
  if (name === '--players') players = int(2, 9999);
  else if (name === '--rounds') rounds = int(1, 99);
  else if (name === '--seed') seed = int(0, 0xffffffff);
  else if (name === '--runs') runs = int(1, 100);
  else usage(`unknown option ${name}`);
}

const EVERY = [
  ...['--byes', 'F=0.5%,H=2%,Z=1%', '--byes-round', `${rounds}:H=5%`, '--forfeits', '+-=1%,-+=1%,--=0.2%', '--forfeits-round', '1:+-=2%'],
  ...['--unusual', '1/2-0=0.2%,0-1/2=0.2%,0-0=5', '--unusual-round', '2:0-0=10', '--tiebreaks', 'BH/C1,BH,SB,DE', '--acceleration', 'baku'],
  ...['--withdrawal-rate', '0.02', '--late-entry-rate', '0.02', '--half-bye-rate', '0.005', '--absence-rate', '0.005', '--forfeit-rate', '0.005'],
];

const dir = mkdtempSync(join(tmpdir(), 'swisspair-bench-generate-'));
const out = join(dir, 'big.trf');
const args = ['generate', '--players', String(players), '--rounds', String(rounds), '--seed', String(seed), ...EVERY, '-o', out];
process.stdout.write(`bench-generate: swisspair ${args.slice(0, -2).join(' ')}\n`);
for (let i = 1; i <= runs; i++) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  // In this process, through the command line's own entry (option parsing, generation, the atomic write), so that
  // the CPU time is measured with the wall clock (the machine may be shared).
  let stderr = '';
  const code = run(args, {
    stdout: { write: (t: string | Uint8Array) => void process.stdout.write(t), isTTY: false },
    stderr: { write: (t: string) => void (stderr += t), isTTY: false },
    readStdin: () => new Uint8Array(),
    env: {},
  });
  const wall = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  if (code !== 0) {
    process.stderr.write(`bench-generate: exit ${code}: ${stderr}`);
    process.exit(1);
  }
  const seconds = (used.user + used.system) / 1e6;
  process.stdout.write(
    `run ${i}: ${wall.toFixed(1)} s wall, ${seconds.toFixed(1)} s CPU, ${(statSync(out).size / 1e6).toFixed(1)} MB written; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}\n`,
  );
}
rmSync(dir, { recursive: true, force: true });
