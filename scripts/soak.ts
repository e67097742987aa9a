/**
 * scripts/soak: `swisspair generate ... -o - | swisspair check -` over many seeds, sizes and options, for both
 * systems, through real processes (the built CLI, bin/swisspair). Every round of every generated tournament must
 * be reproduced by check; a failing case is reported with its seed and options (and its file kept), and the exit
 * status is 1. A tournament that cannot be completed (a round with no valid pairing: tiny events with many
 * absences) is listed but is not a failure. A system whose engine is not implemented yet is skipped.
 *
 * Usage: scripts/soak [--seeds N] [--from S] [--max-players P] [--system dutch|dubov|both] [--edition YEAR] [--jobs J] [--keep DIR]
 * --edition is given to generate (default: the edition in force); check reads it back from the 192 record.
 * Defaults: 1000 seeds from 1, up to 1000 players, both systems, one job per CPU, failing files kept in
 * $TMPDIR/swisspair-soak. Build first: npm run build.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Prng } from '../src/generate/prng.js';
import { flags } from './flags.js';

const BIN = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'swisspair');
type System = 'dutch' | 'dubov';

interface Options {
  readonly seeds: number;
  readonly from: number;
  readonly maxPlayers: number;
  readonly systems: readonly System[];
  readonly jobs: number;
  readonly keep: string;
  readonly edition?: string;
}

interface Outcome {
  readonly system: System;
  readonly seed: number;
  readonly args: readonly string[];
  readonly players: number;
  readonly kind: 'ok' | 'unpairable' | 'failure';
  readonly rounds: number;
  readonly detail: string;
  /** Where a failing tournament was kept. */
  readonly file?: string;
}

function usage(message: string): never {
  process.stderr.write(`soak: ${message}\nusage: scripts/soak [--seeds N] [--from S] [--max-players P] [--system dutch|dubov|both] [--edition YEAR] [--jobs J] [--keep DIR]\n`);
  process.exit(3);
}

function parseArgs(argv: readonly string[]): Options {
  let seeds = 1000;
  let from = 1;
  let maxPlayers = 1000;
  let systems: System[] = ['dutch', 'dubov'];
  let jobs = availableParallelism();
  let keep = join(tmpdir(), 'swisspair-soak');
  let edition: string | undefined;
  for (const { name: flag, value, int } of flags(argv, usage)) {
    if (flag === '--seeds') seeds = int(1, 1_000_000);
    else if (flag === '--from') from = int(0, 0xffffffff - 1_000_000);
    else if (flag === '--max-players') maxPlayers = int(2, 9999);
    else if (flag === '--jobs') jobs = int(1, 256);
    else if (flag === '--keep') keep = value;
    else if (flag === '--edition') edition = value;
    else if (flag === '--system') {
      if (value === 'both') systems = ['dutch', 'dubov'];
      else if (value === 'dutch' || value === 'dubov') systems = [value];
      else usage('--system expects dutch, dubov or both');
    } else usage(`unknown option ${flag}`);
  }
  return { seeds, from, maxPlayers, systems, jobs, keep, ...(edition === undefined ? {} : { edition }) };
}

/**
 * The generate options of one seed (the same for both systems): mostly small and medium events, every 100th
 * seed at the largest size; rates from none to high; now and then a non-standard point system.
 */
function generateArgs(seed: number, maxPlayers: number): string[] {
  const rng = new Prng(seed ^ 0x50a4);
  const roll = rng.next();
  const players =
    seed % 100 === 0 ? maxPlayers
    : roll < 0.7 ? rng.int(2, Math.min(50, maxPlayers))
    : roll < 0.95 ? rng.int(Math.min(51, maxPlayers), Math.min(200, maxPlayers))
    : rng.int(Math.min(201, maxPlayers), maxPlayers);
  // Small events: at most about half as many rounds as players (2 players can meet only once).
  const rounds = players < 24 ? rng.int(1, Math.min(11, Math.ceil(players / 2))) : rng.int(3, players > 300 ? 9 : 13);
  const pick = (...values: readonly (number | string)[]): string => String(values[rng.int(0, values.length - 1)]);
  const args = ['--players', String(players), '--rounds', String(rounds), '--seed', String(seed)];
  args.push('--draw-rate', pick(0, 0.1, 0.3, 0.5, 0.8));
  if (rng.chance(0.7)) {
    args.push('--forfeit-rate', pick(0, 0.02, 0.05, 0.2), '--half-bye-rate', pick(0, 0.02, 0.05, 0.1));
    args.push('--absence-rate', pick(0, 0.02, 0.05, 0.1), '--withdrawal-rate', pick(0, 0.05, 0.1, 0.3));
    args.push('--late-entry-rate', pick(0, 0.05, 0.1, 0.3));
  }
  if (rng.chance(0.25)) {
    const win = rng.int(1, 3);
    args.push('--points-win', String(win), '--points-draw', pick(0.5, 1, win === 1 ? 0.5 : 1.5), '--points-loss', pick(0, 0, 0.5));
    const zeroBye = pick(0, 0.5);
    const forfeitLoss = pick(0, 0.5);
    args.push('--points-zero-bye', zeroBye, '--points-forfeit-loss', forfeitLoss, '--points-pab', pick(0.5, 1, win));
    // TRF-2026's 162 has one value for both (generate refuses the rest, exit 3): such a system is written as TRF-16.
    if (zeroBye !== forfeitLoss) args.push('--format', 'trf16');
  }
  // Dubov needs every player rated (A.1), so the lowest rating stays above zero.
  if (rng.chance(0.2)) args.push('--lowest-rating', String(rng.int(1000, 1800)), '--highest-rating', String(rng.int(1900, 2850)));
  return args;
}

interface Run {
  readonly code: number;
  readonly stdout: Buffer;
  readonly stderr: string;
}

/** Runs `generate ARGS -o -` piped into `check --system S -`; returns both processes' results. */
function generateAndCheck(system: System, args: readonly string[], edition?: string): Promise<{ generate: Run; check: Run }> {
  return new Promise((resolve) => {
    const chosen = edition === undefined ? [] : ['--edition', edition];
    const gen = spawn(process.execPath, [BIN, 'generate', '--system', system, ...chosen, ...args, '-o', '-']);
    const chk = spawn(process.execPath, [BIN, 'check', '--system', system, '-']);
    const collect = (p: ReturnType<typeof spawn>): Promise<Run> =>
      new Promise((done) => {
        const out: Buffer[] = [];
        let err = '';
        p.stdout!.on('data', (b: Buffer) => out.push(b));
        p.stderr!.on('data', (b: Buffer) => (err += b.toString()));
        p.on('close', (code) => done({ code: code ?? -1, stdout: Buffer.concat(out), stderr: err }));
      });
    gen.stdout.pipe(chk.stdin);
    // check may exit before reading everything (a bad file): ignore the broken pipe, the exit codes tell.
    chk.stdin.on('error', () => undefined);
    void Promise.all([collect(gen), collect(chk)]).then(([generate, check]) => resolve({ generate, check }));
  });
}

async function runCase(system: System, seed: number, o: Options): Promise<Outcome> {
  const args = generateArgs(seed, o.maxPlayers);
  const players = Number(args[1]);
  const { generate, check } = await generateAndCheck(system, args, o.edition);
  const base = { system, seed, args, players };
  if (generate.code === 1 && /no valid pairing exists/.test(generate.stderr)) {
    return { ...base, kind: 'unpairable', rounds: 0, detail: generate.stderr.trim() };
  }
  const out = check.stdout.toString();
  const m = /ok (\d+)\/\1 rounds reproduced/.exec(out);
  if (generate.code === 0 && check.code === 0 && m !== null) return { ...base, kind: 'ok', rounds: Number(m[1]), detail: '' };
  mkdirSync(o.keep, { recursive: true });
  const file = join(o.keep, `${system}-seed${seed}.trf`);
  writeFileSync(file, generate.stdout);
  const detail = `generate exit ${generate.code}${generate.stderr === '' ? '' : `: ${generate.stderr.trim()}`}; check exit ${check.code}: ${(out + check.stderr).trim()}`;
  return { ...base, kind: 'failure', rounds: 0, detail, file };
}

/**
 * True when the system's engine pairs (false while it is a stub throwing "not implemented"). A usage error of
 * generate (exit 3: an --edition the system does not have) stops the soak before it runs hundreds of cases.
 */
async function implemented(system: System, edition?: string): Promise<boolean> {
  const { generate } = await generateAndCheck(system, ['--players', '4', '--rounds', '1', '--seed', '1'], edition);
  if (generate.code === 3) usage(`${system}: ${generate.stderr.trim().replace(/^error: /, '')}`);
  return !/not implemented|not wired/.test(generate.stderr);
}

function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}

async function main(): Promise<number> {
  const o = parseArgs(process.argv.slice(2));
  const start = performance.now();
  const systems: System[] = [];
  for (const s of o.systems) {
    if (await implemented(s, o.edition)) systems.push(s);
    else process.stderr.write(`soak: skipping ${s}: its engine is not implemented yet\n`);
  }
  const cases = systems.flatMap((system) => Array.from({ length: o.seeds }, (_, i) => ({ system, seed: o.from + i })));
  const outcomes: Outcome[] = [];
  const tty = process.stderr.isTTY === true;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < cases.length) {
      const c = cases[next++]!;
      const r = await runCase(c.system, c.seed, o);
      outcomes.push(r);
      if (r.kind === 'failure') {
        process.stderr.write(`${tty ? '\r\x1b[K' : ''}FAIL ${r.system} seed ${r.seed}: generate ${r.args.join(' ')}\n  ${r.detail}\n  file kept: ${r.file}\n`);
      }
      if (tty) process.stderr.write(`\r\x1b[Ksoak: ${outcomes.length}/${cases.length} (${c.system} seed ${c.seed}, ${r.players} players)`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(o.jobs, Math.max(1, cases.length)) }, worker));
  if (tty) process.stderr.write('\r\x1b[K');

  for (const system of systems) {
    const mine = outcomes.filter((r) => r.system === system).sort((a, b) => a.seed - b.seed);
    const ok = mine.filter((r) => r.kind === 'ok');
    const unpairable = mine.filter((r) => r.kind === 'unpairable');
    const failures = mine.filter((r) => r.kind === 'failure');
    const rounds = ok.reduce((t, r) => t + r.rounds, 0);
    const largest = Math.max(0, ...ok.map((r) => r.players));
    process.stdout.write(
      `${system}: ${mine.length} seeds (${o.from}..${o.from + o.seeds - 1}), ${ok.length} tournaments reproduced ` +
        `(${rounds} rounds, up to ${largest} players), ${unpairable.length} unpairable, ${failures.length} failures\n`,
    );
    for (const r of unpairable) process.stdout.write(`  unpairable: seed ${r.seed}: ${r.args.join(' ')}: ${r.detail.replace(/^error: /, '')}\n`);
    for (const r of failures) process.stdout.write(`  FAILED: seed ${r.seed}: generate --system ${system} ${r.args.join(' ')} (file kept: ${r.file})\n`);
  }
  process.stdout.write(`time: ${duration(performance.now() - start)} with ${o.jobs} jobs\n`);
  return outcomes.some((r) => r.kind === 'failure') ? 1 : 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    process.stderr.write(`soak: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 2;
  },
);
