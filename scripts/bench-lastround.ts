/**
 * scripts/bench-lastround: issue 18's benchmarks — the last round of large events, and whole large events (every
 * round timed) — CPU time and peak memory, each case in a fresh Node process.
 *
 * Cases (all by default, for each edition asked):
 *   - last: `generate --players N --rounds 1 --seed 1` (cached), its XXR / 142 set to 2, then round 2 — the last round,
 *     with topscorers (A.7) — read and paired. N = 1,000, 2,000, 5,000 and 9,999 unless --players.
 *   - generate: `generate --players P --rounds R --seed 1` with every rate option on (30% draws, 10% forfeits,
 *     5% half-point byes, 5% absences, 2% withdrawals, 5% late entries), the whole generation (P x R = 9,999 x 15
 *     unless --generate PxR), each round timed from the generator's progress callback.
 *   - check: a P x R file generated with the same rates (9,999 x 30 unless --check PxR; cached), checked whole
 *     in-process (checkTournament, what `swisspair check` runs) round by round, each round timed.
 * For the whole events the row gives the slowest round against the median round of the file (issue 18: at most
 * 3x). CPU time is user + system of the measuring process (garbage collection threads included); peak memory is
 * its maximum resident set. For Dutch the engines that paired the brackets are counted in the `last` case.
 *
 * Usage: scripts/bench-lastround [--system dutch|dubov] [--edition E]... [--case last|generate|check]...
 *   [--players N,N,...] [--generate PxR] [--check PxR] [--timeout S]
 * Needs `npm run build` first. Files are cached under $TMPDIR/swisspair-bench.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTournament } from '../src/check/check.js';
import { DEFAULT_CONFIG, generateTournament, type GeneratorConfig } from '../src/generate/generate.js';
import { deriveRoundState } from '../src/model/state.js';
import { buildTournament } from '../src/model/tournament.js';
import { pairDutch2026 } from '../src/systems/dutch/2026/round.js';
import { pairDutch, type EngineStats } from '../src/systems/dutch/round.js';
import { pairRound, unplayedRules, type Edition, type SystemName } from '../src/systems/index.js';
import { encodeTrf, readTrf } from '../src/trf/index.js';

const self = fileURLToPath(import.meta.url);

/** Every rate option of `generate` on. */
const RATES = {
  drawRate: 0.3,
  forfeitRate: 0.1,
  halfPointByeRate: 0.05,
  absenceRate: 0.05,
  withdrawalRate: 0.02,
  lateEntryRate: 0.05,
} as const;

interface Measure {
  readonly ms: number;
  readonly cpuMs: number;
  readonly rssMb: number;
  readonly note: string;
}

function cpuNow(): number {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
}

function finish(start: number, cpuStart: number, note: string): void {
  const m: Measure = { ms: performance.now() - start, cpuMs: cpuNow() - cpuStart, rssMb: process.resourceUsage().maxRSS / 1024, note };
  process.stdout.write(JSON.stringify(m) + '\n');
}

/** "slowest round r: x ms CPU = q x the median (m ms)" over per-round CPU times (index 0 = round 1). */
function roundSpread(cpu: readonly number[]): string {
  const sorted = [...cpu].sort((a, b) => a - b);
  const median = sorted.length % 2 === 1 ? sorted[sorted.length >> 1]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  let worst = 0;
  for (let i = 1; i < cpu.length; i++) if (cpu[i]! > cpu[worst]!) worst = i;
  const last = cpu[cpu.length - 1]!;
  const ratio = (x: number): string => (median > 0 ? (x / median).toFixed(2) : '-');
  return (
    `median round ${median.toFixed(0)} ms; slowest round ${worst + 1}: ${cpu[worst]!.toFixed(0)} ms (${ratio(cpu[worst]!)}x); ` +
    `last round ${last.toFixed(0)} ms (${ratio(last)}x)`
  );
}

function config(system: SystemName, edition: Edition, players: number, rounds: number, rates: boolean): GeneratorConfig {
  return { ...DEFAULT_CONFIG, ...(rates ? RATES : {}), system, edition, players, rounds, seed: 1 };
}

/** Child: reads the file and pairs its round 2 (the last), counting the Dutch engines used. */
function measureLast(file: string, system: SystemName, edition: Edition): void {
  const start = performance.now();
  const cpuStart = cpuNow();
  const t = buildTournament(readTrf(readFileSync(file)), { fileName: file });
  const state = deriveRoundState(t, 2, { unplayed: unplayedRules(system, edition) });
  if (!state.isLastRound) throw new Error('round 2 is not the last round');
  if (system === 'dubov') {
    const result = pairRound(state, system, { edition });
    return finish(start, cpuStart, `${result.pairs.length} boards`);
  }
  const stats: EngineStats = { fast: 0, exact: 0, brackets: [] };
  const result = edition === '2017' ? pairDutch(state, {}, stats) : pairDutch2026(state, {}, stats);
  const largest = stats.brackets!.reduce((a, b) => (b.size > a.size ? b : a));
  finish(start, cpuStart, `${result.pairs.length} boards; brackets ${stats.fast} fast, ${stats.exact} exact; largest ${largest.size} players (${largest.engine})`);
}

/** Child: generates a whole event, each round timed. */
function measureGenerate(system: SystemName, edition: Edition, players: number, rounds: number): void {
  const start = performance.now();
  const cpuStart = cpuNow();
  const perRound: number[] = [];
  let mark = cpuStart;
  const doc = generateTournament(config(system, edition, players, rounds, true), () => {
    const now = cpuNow();
    perRound.push(now - mark);
    mark = now;
  });
  const bytes = encodeTrf(doc).length;
  finish(start, cpuStart, `${perRound.length} rounds, ${(bytes / 1e6).toFixed(1)} MB; ${roundSpread(perRound)}`);
}

/** Child: checks a whole file round by round, each round timed. */
function measureCheck(file: string, system: SystemName, edition: Edition): void {
  const start = performance.now();
  const cpuStart = cpuNow();
  const t = buildTournament(readTrf(readFileSync(file)), { fileName: file });
  const perRound: number[] = [];
  let matched = 0;
  for (let r = 1; r <= t.roundsInFile; r++) {
    const before = cpuNow();
    const result = checkTournament(t, system, { rounds: [r], edition, reasons: false });
    perRound.push(cpuNow() - before);
    if (result.rounds[0]!.status === 'match') matched++;
  }
  finish(start, cpuStart, `${matched}/${t.roundsInFile} rounds reproduced; ${roundSpread(perRound)}`);
}

function cached(dir: string, name: string, make: () => Uint8Array): string {
  const file = join(dir, name);
  if (!existsSync(file)) writeFileSync(file, make());
  return file;
}

function child(args: readonly string[], timeoutS: number | undefined): Measure | string {
  const r = spawnSync(process.execPath, [self, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
    ...(timeoutS === undefined ? {} : { timeout: timeoutS * 1000 }),
  });
  if (r.error !== undefined && (r.error as NodeJS.ErrnoException).code === 'ETIMEDOUT') return `still running after ${timeoutS} s (stopped)`;
  if (r.status !== 0) return `failed: ${r.stderr.trim().split('\n').slice(-1)[0] ?? r.status}`;
  return JSON.parse(r.stdout) as Measure;
}

function size(text: string): [number, number] {
  const m = /^(\d+)x(\d+)$/.exec(text);
  if (m === null) throw new RangeError(`expected PxR, got ${text}`);
  return [Number(m[1]), Number(m[2])];
}

function main(args: string[]): void {
  if (args[0] === '--measure-last') return measureLast(args[1]!, args[2] as SystemName, args[3] as Edition);
  if (args[0] === '--measure-generate') return measureGenerate(args[1] as SystemName, args[2] as Edition, Number(args[3]), Number(args[4]));
  if (args[0] === '--measure-check') return measureCheck(args[1]!, args[2] as SystemName, args[3] as Edition);
  let system: SystemName = 'dutch';
  const editions: Edition[] = [];
  const cases: string[] = [];
  let players = [1000, 2000, 5000, 9999];
  let gen = size('9999x15');
  let chk = size('9999x30');
  let timeout: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const value = (): string => args[++i] ?? '';
    if (a === '--system') system = value() === 'dubov' ? 'dubov' : 'dutch';
    else if (a === '--edition') editions.push(value() as Edition);
    else if (a === '--case') cases.push(value());
    else if (a === '--players') players = value().split(',').map(Number);
    else if (a === '--generate') gen = size(value());
    else if (a === '--check') chk = size(value());
    else if (a === '--timeout') timeout = Number(value());
    else throw new RangeError(`unknown argument ${a}`);
  }
  if (editions.length === 0) editions.push(...((system === 'dutch' ? ['2017', '2026'] : ['2018', '2026']) as Edition[]));
  if (cases.length === 0) cases.push('last', 'generate', 'check');
  const dir = join(tmpdir(), 'swisspair-bench');
  mkdirSync(dir, { recursive: true });
  process.stdout.write(`${system}\ncase                          edition   wall (ms)   CPU (ms)   peak MB   note\n`);
  const row = (label: string, edition: Edition, m: Measure | string): void => {
    const text =
      typeof m === 'string'
        ? `${label.padEnd(29)} ${edition.padEnd(8)} ${m}`
        : `${label.padEnd(29)} ${edition.padEnd(8)} ${m.ms.toFixed(0).padStart(10)} ${m.cpuMs.toFixed(0).padStart(10)} ${m.rssMb.toFixed(0).padStart(9)}   ${m.note}`;
    process.stdout.write(text + '\n');
  };
  for (const c of cases) {
    for (const edition of editions) {
      if (c === 'last') {
        for (const n of players) {
          const file = cached(dir, `lastround-${system}-${edition}-${n}.trf`, () => {
            const doc = generateTournament(config(system, edition, n, 1, false));
            // The rounds planned: XXR (TRF-16) or 142 (TRF-2026, what generate writes for the 2026 editions).
            return new TextEncoder().encode(new TextDecoder().decode(encodeTrf(doc)).replace(/^(XXR|142) 1$/m, '$1 2'));
          });
          row(`last round: ${n} x 2`, edition, child(['--measure-last', file, system, edition], timeout));
        }
      } else if (c === 'generate') {
        row(`generate ${gen[0]} x ${gen[1]}, rates`, edition, child(['--measure-generate', system, edition, String(gen[0]), String(gen[1])], timeout));
      } else if (c === 'check') {
        const file = cached(dir, `lastround-check-${system}-${edition}-${chk[0]}x${chk[1]}.trf`, () =>
          encodeTrf(generateTournament(config(system, edition, chk[0], chk[1], true))),
        );
        row(`check ${chk[0]} x ${chk[1]}, rates`, edition, child(['--measure-check', file, system, edition], timeout));
      } else throw new RangeError(`unknown case ${c}`);
    }
  }
}

main(process.argv.slice(2));
