/**
 * scripts/bench-bigbracket: the large Dutch brackets that once stalled the engine (docs/dutch-2026.md, "Speed"),
 * CPU time and peak memory, each case in a fresh Node process.
 *
 * Cases (both run by default, for each edition asked):
 *   - repro: `generate --edition E --players 2000 --rounds 2 --seed 1` with 10% forfeits, 5% half-point byes,
 *     5% absences, 2% withdrawals; the file's XXR set to 5 (so that round 3 is not the last); then round 3 paired,
 *     reading included. Reported with the engines that paired its brackets and the largest bracket.
 *   - generate: `generate --edition E --players N --rounds 15 --seed 1` with the same rates (N = 9999 unless
 *     --players), the whole command in-process (src/cli/main.ts run, output to a temporary file).
 *   - exchange: a constructed round 2 whose top scoregroup (2,001 players) needs a one-player exchange (D.2): the
 *     1,000 players who won in round 1 come first by pairing number, then 1,001 who had a full-point bye (an
 *     unplayed round: a downfloat, A.4), then the 1,000 losers. The scoregroup is odd; under the original S1/S2
 *     its downfloater is one of the byes (S2), a repeated downfloat (C.12); exchanging BSNs 1,000 and 1,001 lets a
 *     winner float instead, which meets every bound. XXR 5 (not the last round).
 *   - exchange2: a constructed round 2 whose top scoregroup (G = 2h + 1 players, --group, default 1,001 and 2,001)
 *     needs a two-player exchange: G winners then G losers; the last four players of S1 (BSNs h - 3..h) may not
 *     meet any player of S2 (XXP), so two pairs must form inside the original S1 (docs/dutch.md, "Exchanges").
 *   - mdp2: a constructed round 2 whose 0.5-point bracket (one MDP and G - 1 residents, --group) needs the second
 *     MDP-pairing (B.7): one winner floats down (wanting black), d = G - 2 drawers follow (the first d/2 + 1 want
 *     white), then Z who had a half-point bye and may meet nobody but R1 (XXP): the first MDP-pairing (the winner
 *     with R1) leaves Z without a partner, the second (with R2) pairs R1 - Z with the original S1R/S2R.
 * With --engine exact the case's round is paired by the exact engine alone (bracket.ts), to measure it.
 * With --timeout S a case still running after S seconds is stopped and reported as such (for engines that stall).
 * CPU time is user + system of the measuring process (garbage collection threads included); peak memory is its
 * maximum resident set. The files are cached under $TMPDIR/swisspair-bench.
 *
 * Usage: scripts/bench-bigbracket [--edition 2017|2026]... [--case repro|generate|exchange|exchange2|mdp2]... [--players N]
 *   [--group G]... [--engine auto|exact] [--timeout S]
 * Needs `npm run build` first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../src/cli/main.js';
import { deriveRoundState } from '../src/model/state.js';
import { buildTournament } from '../src/model/tournament.js';
import { pairDutch2026 } from '../src/systems/dutch/2026/round.js';
import { pairDutch, type EngineStats } from '../src/systems/dutch/round.js';
import { unplayedRules, type DutchEdition } from '../src/systems/shared/edition.js';
import { readTrf } from '../src/trf/index.js';
import { exchangeCase, secondMdpCase, twoExchangeCase } from './bracketCases.js';

const self = fileURLToPath(import.meta.url);
const RATES = ['--forfeit-rate', '0.1', '--half-bye-rate', '0.05', '--absence-rate', '0.05', '--withdrawal-rate', '0.02'];

interface Measure {
  readonly ms: number;
  readonly cpuMs: number;
  readonly rssMb: number;
  readonly note: string;
}

/** Runs the CLI in this process; stdout and stderr are dropped (the output goes to -o). */
function cli(args: readonly string[]): number {
  const sink = { write: (): boolean => true };
  return run(args, { stdout: sink, stderr: sink, readStdin: () => new Uint8Array(0), env: {} });
}

function finish(start: number, cpuStart: NodeJS.CpuUsage, note: string): void {
  const cpu = process.cpuUsage(cpuStart);
  const m: Measure = {
    ms: performance.now() - start,
    cpuMs: (cpu.user + cpu.system) / 1000,
    rssMb: process.resourceUsage().maxRSS / 1024,
    note,
  };
  process.stdout.write(JSON.stringify(m) + '\n');
}

/** Child: reads the file and pairs the round with the edition's engine, counting the engines used. */
function measureRepro(file: string, edition: DutchEdition, engine: 'auto' | 'exact', round = 3): void {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const t = buildTournament(readTrf(readFileSync(file)), { fileName: file });
  const state = deriveRoundState(t, round, { unplayed: unplayedRules('dutch', edition) });
  const stats: EngineStats = { fast: 0, exact: 0, brackets: [] };
  const options = { engine };
  const result = edition === '2017' ? pairDutch(state, options, stats) : pairDutch2026(state, options, stats);
  const largest = stats.brackets!.reduce((a, b) => (b.size > a.size ? b : a));
  finish(start, cpuStart, `${result.pairs.length} boards; brackets: ${stats.fast} fast, ${stats.exact} exact; largest ${largest.size} players (${largest.engine})`);
}

/** Child: the whole generate command. */
function measureGenerate(edition: DutchEdition, players: number, out: string): void {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const code = cli(['generate', '--edition', edition, '--players', String(players), '--rounds', '15', '--seed', '1', ...RATES, '-o', out]);
  const rounds = existsSync(out) ? (/^XXR (\d+)$/m.exec(readFileSync(out, 'utf8'))?.[1] ?? '?') : '?';
  rmSync(out, { force: true });
  finish(start, cpuStart, `exit ${code}, ${rounds} rounds`);
}

/** A constructed case's file (scripts/bracketCases.ts), cached. */
function caseFile(dir: string, name: string, text: () => string): string {
  const file = join(dir, `${name}.trf`);
  if (!existsSync(file)) writeFileSync(file, text());
  return file;
}

/** The round-2 file of the repro, XXR rewritten to 5 (cached). */
function reproFile(dir: string, edition: DutchEdition): string {
  const file = join(dir, `bigbracket-2000-${edition}.trf`);
  if (!existsSync(file)) {
    const raw = join(dir, `bigbracket-2000-${edition}.raw.trf`);
    const code = cli(['generate', '--edition', edition, '--players', '2000', '--rounds', '2', '--seed', '1', ...RATES, '-o', raw]);
    if (code !== 0) throw new Error(`generate exited with ${code}`);
    writeFileSync(file, readFileSync(raw, 'utf8').replace(/^XXR 2$/m, 'XXR 5'));
    rmSync(raw);
  }
  return file;
}

function child(args: readonly string[], timeoutS: number | undefined): Measure | string {
  const r = spawnSync(process.execPath, [self, ...args], { encoding: 'utf8', ...(timeoutS === undefined ? {} : { timeout: timeoutS * 1000 }) });
  if (r.error !== undefined && (r.error as NodeJS.ErrnoException).code === 'ETIMEDOUT') return `still running after ${timeoutS} s (stopped)`;
  if (r.status !== 0) return `failed: ${r.stderr.trim().split('\n').slice(-1)[0] ?? r.status}`;
  return JSON.parse(r.stdout) as Measure;
}

function main(args: string[]): void {
  if (args[0] === '--measure-repro') return measureRepro(args[1]!, args[2] as DutchEdition, args[3] as 'auto' | 'exact', Number(args[4] ?? 3));
  if (args[0] === '--measure-generate') return measureGenerate(args[1] as DutchEdition, Number(args[2]), args[3]!);
  const editions: DutchEdition[] = [];
  const cases: string[] = [];
  let players = 9999;
  let timeout: number | undefined;
  let engine: 'auto' | 'exact' = 'auto';
  const groups: number[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--edition') editions.push(args[++i] as DutchEdition);
    else if (a === '--case') cases.push(args[++i]!);
    else if (a === '--players') players = Number(args[++i]);
    else if (a === '--timeout') timeout = Number(args[++i]);
    else if (a === '--group') groups.push(Number(args[++i]));
    else if (a === '--engine') engine = args[++i] === 'exact' ? 'exact' : 'auto';
    else throw new RangeError(`unknown argument ${a}`);
  }
  if (editions.length === 0) editions.push('2017', '2026');
  if (cases.length === 0) cases.push('repro', 'generate');
  if (groups.length === 0) groups.push(1001, 2001);
  const dir = join(tmpdir(), 'swisspair-bench');
  mkdirSync(dir, { recursive: true });
  process.stdout.write('case                                   edition   wall (ms)   CPU (ms)   peak MB   note\n');
  const runs: { label: string; edition: DutchEdition; args: () => string[] }[] = [];
  for (const c of cases) {
    for (const edition of editions) {
      if (c === 'repro') runs.push({ label: 'repro: 2000 players, round 3', edition, args: () => ['--measure-repro', reproFile(dir, edition), edition, engine] });
      else if (c === 'exchange') runs.push({ label: 'exchange: 1501 players, round 2', edition, args: () => ['--measure-repro', caseFile(dir, 'exchange-500', () => exchangeCase(500)), edition, engine, '2'] });
      else if (c === 'exchange2') {
        for (const gr of groups) runs.push({ label: `exchange2: group of ${gr}, round 2`, edition, args: () => ['--measure-repro', caseFile(dir, `exchange2-${gr}`, () => twoExchangeCase((gr - 1) / 2)), edition, engine, '2'] });
      } else if (c === 'mdp2') {
        for (const gr of groups) runs.push({ label: `mdp2: bracket of ${gr + 1}, round 2`, edition, args: () => ['--measure-repro', caseFile(dir, `mdp2-${gr + 1}`, () => secondMdpCase(gr - 1)), edition, engine, '2'] });
      } else runs.push({ label: `generate: ${players} players x 15`, edition, args: () => ['--measure-generate', edition, String(players), join(dir, `bigbracket-out-${process.pid}.trf`)] });
    }
  }
  for (const { label, edition, args: childArgs } of runs) {
    const m = child(childArgs(), timeout);
    const row =
      typeof m === 'string'
        ? `${label.padEnd(38)} ${edition.padEnd(8)} ${m}`
        : `${label.padEnd(38)} ${edition.padEnd(8)} ${m.ms.toFixed(0).padStart(10)} ${m.cpuMs.toFixed(0).padStart(10)} ${m.rssMb.toFixed(0).padStart(9)}   ${m.note}`;
    process.stdout.write(row + '\n');
  }
}

main(process.argv.slice(2));
