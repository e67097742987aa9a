/**
 * scripts/compare-berger-gacrux: swisspair's round-robin schedules against Gacrux's Berger pairing
 * (OttoMilvang/TieBreakServer `pairingchecker.py`, FIDE TEC's tool), every round of every size (issue 36.3).
 * Nothing of Gacrux is in this repository: give the directory holding its pairingchecker.py in the GACRUX
 * environment variable (or as the first argument); without it the script says so and exits 0.
 *
 * For each size n (default 3..30) and each form (single `-m berger`, double `-m berger-double`, FIDE double
 * `-m berger-fide-double`), the whole event as swisspair schedules it is written as a TRF (every game a draw, the
 * bye of an odd field as `0000 - U`), and Gacrux checks every round of it (`-c`): "Check: True" means each round
 * equals Gacrux's pairing, colours included. With `--pair`, each round is also paired by Gacrux (`-p -n R`) from
 * the file cut before it, and compared board set by board set.
 *
 * Usage (after `npm run build`): GACRUX=/path/to/TieBreakServer node dist/scripts/compare-berger-gacrux.js
 *   [--from 3] [--to 30] [--pair]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scheduledRound, totalRounds } from '../src/systems/roundrobin/schedule.js';

interface Form {
  readonly method: string;
  readonly code: string;
  readonly cycles: number;
  readonly swapLastTwo: boolean;
}

const FORMS: readonly Form[] = [
  { method: 'berger', code: 'FIDE_ROUNDROBIN', cycles: 1, swapLastTwo: false },
  { method: 'berger-double', code: 'BERGER_DOUBLEROUNDROBIN', cycles: 2, swapLastTwo: false },
  { method: 'berger-fide-double', code: 'FIDE_DOUBLEROUNDROBIN', cycles: 2, swapLastTwo: true },
];

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
}

/** The event's TRF through round `upTo`, as swisspair schedules it: games drawn, the bye `0000 - U`. */
function trf(n: number, form: Form, upTo: number): string {
  const blocks = new Map<number, string[]>();
  for (let i = 1; i <= n; i++) blocks.set(i, []);
  for (let r = 1; r <= upTo; r++) {
    const s = scheduledRound(n, form, r);
    for (const g of s.games) {
      blocks.get(g.white)!.push(`${String(g.black).padStart(4)} w =`);
      blocks.get(g.black)!.push(`${String(g.white).padStart(4)} b =`);
    }
    if (s.bye !== null) blocks.get(s.bye)!.push('0000 - U');
  }
  const lines = ['012 Berger comparison', `XXR ${totalRounds(n, form)}`, `192 ${form.code}`];
  for (let i = 1; i <= n; i++) {
    const b = blocks.get(i)!;
    const points = b.reduce((s, x) => s + (x.endsWith('U') ? 1 : 0.5), 0);
    const head = `001 ${String(i).padStart(4)} m    ${`Player ${i}`.padEnd(33)} ${String(2400 - i).padStart(4)} NOR ${String(100000 + i).padStart(11)} 2000/01/01 ${points.toFixed(1).padStart(4)} ${String(i).padStart(4)}`;
    lines.push(head + b.map((x) => `  ${x}`).join(''));
  }
  return lines.join('\n') + '\n';
}

function gacrux(dir: string, args: readonly string[]): string {
  const r = spawnSync('python3', [join(dir, 'pairingchecker.py'), ...args], { encoding: 'utf8' });
  if (r.status !== 0 && r.stdout === '') return `FAILED: ${r.stderr.split('\n').slice(-3).join(' ')}`;
  return r.stdout;
}

/** Gacrux's `-p -d T` answer as "w-b" strings (a bye `p-0`), sorted. */
function pairsOf(text: string): string[] {
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.trim().split(/\s+/).join('-'))
    .sort();
}

function main(): number {
  const dir = process.env['GACRUX'] ?? process.argv.find((a, i) => i >= 2 && !a.startsWith('--') && !/^\d+$/.test(a));
  if (dir === undefined || !existsSync(join(dir, 'pairingchecker.py'))) {
    process.stderr.write('compare-berger-gacrux: set GACRUX to the directory holding pairingchecker.py (OttoMilvang/TieBreakServer); skipped\n');
    return 0;
  }
  const from = option('--from', 3);
  const to = option('--to', 30);
  const pair = process.argv.includes('--pair');
  const tmp = mkdtempSync(join(tmpdir(), 'berger-gacrux-'));
  let rounds = 0;
  let checkedEqual = 0;
  let paired = 0;
  let pairedEqual = 0;
  const differences: string[] = [];
  try {
    for (const form of FORMS) {
      for (let n = from; n <= to; n++) {
        const total = totalRounds(n, form);
        const file = join(tmp, `${form.method}-${n}.trf`);
        writeFileSync(file, trf(n, form, total));
        const out = gacrux(dir, ['-i', file, '-c', '-m', form.method, '-d', 'T']);
        rounds += total;
        if (/Check: True/.test(out)) checkedEqual += total;
        else differences.push(`${form.method} ${n} players: ${out.split('\n').slice(0, 12).join(' | ')}`);
        if (!pair) continue;
        for (let r = 1; r <= total; r++) {
          writeFileSync(file, trf(n, form, r - 1));
          const theirs = pairsOf(gacrux(dir, ['-i', file, '-p', '-n', String(r), '-m', form.method, '-d', 'T']));
          const s = scheduledRound(n, form, r);
          const ours = [...s.games.map((g) => `${g.white}-${g.black}`), ...(s.bye === null ? [] : [`${s.bye}-0`])].sort();
          paired++;
          if (theirs.join(' ') === ours.join(' ')) pairedEqual++;
          else differences.push(`${form.method} ${n} players round ${r}: Gacrux ${theirs.join(' ')}, swisspair ${ours.join(' ')}`);
        }
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  process.stdout.write(`sizes ${from}..${to}, single, double, FIDE double: ${checkedEqual} of ${rounds} rounds equal to Gacrux's check (-c)\n`);
  if (pair) process.stdout.write(`paired by Gacrux (-p -n R) one round at a time: ${pairedEqual} of ${paired} equal\n`);
  for (const d of differences) process.stdout.write(`${d}\n`);
  return differences.length === 0 ? 0 : 1;
}

process.exitCode = main();
