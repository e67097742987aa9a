/**
 * scripts/sweep-bbp: tournaments made by `swisspair generate`, every round checked by bbpPairings's checker
 * (`bbpPairings --dutch FILE -c`, which re-pairs each round from the rounds before it and prints its pairs where
 * they differ from the file). Issue 9 item 6: with `--edition 2026` bbpPairings 6 must accept every round; with
 * `--edition 2017` bbpPairings 5 must.
 *
 * The engine is never part of the repository: give its path with --bbp or SWISSPAIR_BBP. Without one the sweep is
 * skipped with a message (exit 0).
 *
 * Tournaments are drawn from the sweep's seed: 5-300 players (most under 100), 3-13 rounds (fewer for small
 * events), forfeits, half-point byes, absences, withdrawals and late entries at rates from none to high, now and
 * then a 3-1-0 point system. Each is generated in this process (generateTournament, what `generate` runs), written
 * to a temporary file and checked. bbpPairings 6.0.0 reads the 2026 rules only under their draft code, so
 * `192 FIDE_DUTCH_2026` is written `192 FIDE_DUTCH_2025` on the copy it checks (README, Rules editions).
 *
 * No kind of round was decided against bbpPairings 6 (docs/dutch-2026.md: the 125 corpus rounds where JaVaFo and
 * bbpPairings 6 differ were all decided for bbpPairings 6), so every disagreement is a failure: its file is kept,
 * its round and bbpPairings's pairs are printed, and the exit status is 1.
 *
 * Usage: scripts/sweep-bbp --bbp PATH [--edition 2026|2017] [--tournaments N] [--from SEED] [--max-players P]
 *        [--jobs J] [--keep DIR]
 * Defaults: edition 2026, 200 tournaments from seed 1, up to 300 players, 1 job, failing files kept in
 * $TMPDIR/swisspair-sweep-bbp. Build first: npx tsc -p tsconfig.json (or npm run build).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NoValidPairingError } from '../src/errors.js';
import { DEFAULT_CONFIG, generateTournament, type GeneratorConfig } from '../src/generate/generate.js';
import { Prng } from '../src/generate/prng.js';
import { encodeTrf } from '../src/trf/index.js';
import { engineOrSkip, flags, usageOf } from './flags.js';

type Edition = '2017' | '2026';

interface Options {
  readonly bbp: string | undefined;
  readonly edition: Edition;
  readonly tournaments: number;
  readonly from: number;
  readonly maxPlayers: number;
  readonly jobs: number;
  readonly keep: string;
}

interface Outcome {
  readonly seed: number;
  readonly config: GeneratorConfig;
  readonly kind: 'checked' | 'unpairable' | 'error';
  readonly rounds: number;
  /** Rounds where the checker printed pairs of its own, with what it printed. */
  readonly disagreements: readonly { readonly round: number; readonly lines: readonly string[] }[];
  readonly detail: string;
  readonly file?: string;
  readonly ms: number;
}

const USAGE =
  'usage: scripts/sweep-bbp --bbp PATH [--edition 2026|2017] [--tournaments N] [--from SEED] [--max-players P] [--jobs J] [--keep DIR]';

const usage: (message: string) => never = usageOf('sweep-bbp', USAGE);

function parseArgs(argv: readonly string[]): Options {
  let bbp = process.env['SWISSPAIR_BBP'];
  let edition: Edition = '2026';
  let tournaments = 200;
  let from = 1;
  let maxPlayers = 300;
  let jobs = 1;
  let keep = join(tmpdir(), 'swisspair-sweep-bbp');
  for (const { name: flag, value, int } of flags(argv, usage)) {
    if (flag === '--bbp') bbp = value;
    else if (flag === '--edition') {
      if (value !== '2017' && value !== '2026') usage('--edition expects 2017 or 2026 (Dutch)');
      edition = value;
    } else if (flag === '--tournaments') tournaments = int(1, 1_000_000);
    else if (flag === '--from') from = int(0, 0xffffffff - 1_000_000);
    else if (flag === '--max-players') maxPlayers = int(5, 9999);
    else if (flag === '--jobs') jobs = int(1, 64);
    else if (flag === '--keep') keep = value;
    else usage(`unknown option ${flag}`);
  }
  return { bbp: bbp === '' ? undefined : bbp, edition, tournaments, from, maxPlayers, jobs, keep };
}

/** The generator configuration of one sweep seed. */
function sweepConfig(seed: number, edition: Edition, maxPlayers: number): GeneratorConfig {
  const rng = new Prng(seed ^ 0x5bb6);
  const roll = rng.next();
  const top = Math.max(5, maxPlayers);
  const players =
    roll < 0.6 ? rng.int(5, Math.min(60, top)) : roll < 0.9 ? rng.int(Math.min(61, top), Math.min(150, top)) : rng.int(Math.min(151, top), top);
  // Small events: a round needs a pairing, so no more rounds than about half the players (but at least 3).
  const rounds = rng.int(3, Math.max(3, Math.min(13, Math.floor(players / 2) + 1)));
  const pick = (...values: readonly number[]): number => values[rng.int(0, values.length - 1)]!;
  const irregular = rng.chance(0.8);
  const config: GeneratorConfig = {
    ...DEFAULT_CONFIG,
    system: 'dutch',
    edition,
    players,
    rounds,
    seed,
    drawRate: pick(0, 0.1, 0.3, 0.5),
    forfeitRate: irregular ? pick(0, 0.02, 0.05, 0.1, 0.2) : 0,
    halfPointByeRate: irregular ? pick(0, 0.02, 0.05, 0.1) : 0,
    absenceRate: irregular ? pick(0, 0.02, 0.05, 0.1) : 0,
    withdrawalRate: irregular ? pick(0, 0.05, 0.1, 0.3) : 0,
    lateEntryRate: irregular ? pick(0, 0.05, 0.1, 0.3) : 0,
  };
  // One in six with 3-1-0 points (BBW/BBD/... records, which bbpPairings reads).
  if (rng.chance(1 / 6)) return { ...config, points: { ...config.points, win: 30, draw: 10, loss: 0, pab: 30 } };
  return config;
}

/**
 * Reads the checker's report: a `NAME: Round #r` line per round, followed by the checker's own pairs when they
 * differ from the file. Returns the rounds seen and the lines under each differing round.
 */
function parseCheckReport(stdout: string): { rounds: number; disagreements: { round: number; lines: string[] }[] } {
  const disagreements: { round: number; lines: string[] }[] = [];
  let rounds = 0;
  let current = 0;
  for (const line of stdout.split('\n')) {
    const m = /Round #(\d+)\.?\s*$/.exec(line);
    if (m !== null) {
      rounds++;
      current = Number(m[1]);
      continue;
    }
    if (line.trim() === '') continue;
    const last = disagreements[disagreements.length - 1];
    if (last !== undefined && last.round === current) last.lines.push(line);
    else disagreements.push({ round: current, lines: [line] });
  }
  return { rounds, disagreements };
}

function runChecker(bbp: string, file: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(bbp, ['--dutch', file, '-c'], { maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      done({ code, stdout, stderr });
    });
  });
}

async function runCase(seed: number, o: Options, bbp: string, work: string): Promise<Outcome> {
  const config = sweepConfig(seed, o.edition, o.maxPlayers);
  const start = performance.now();
  let text: string;
  try {
    text = new TextDecoder().decode(encodeTrf(generateTournament(config)));
  } catch (e) {
    const ms = performance.now() - start;
    if (e instanceof NoValidPairingError) return { seed, config, kind: 'unpairable', rounds: 0, disagreements: [], detail: e.message, ms };
    throw e;
  }
  // bbpPairings 6.0.0 knows the 2026 text by its draft name only; bbpPairings 5 ignores the record.
  const forChecker = text.replace(/^192 FIDE_DUTCH_2026$/m, '192 FIDE_DUTCH_2025');
  const file = join(work, `sweep-${o.edition}-seed${seed}.trf`);
  writeFileSync(file, forChecker);
  const r = await runChecker(bbp, file);
  const ms = performance.now() - start;
  const report = parseCheckReport(r.stdout);
  const ok = r.code === 0 && report.rounds === config.rounds && report.disagreements.length === 0;
  if (ok) {
    rmSync(file);
    return { seed, config, kind: 'checked', rounds: report.rounds, disagreements: [], detail: '', ms };
  }
  mkdirSync(o.keep, { recursive: true });
  const kept = join(o.keep, `sweep-${o.edition}-seed${seed}.trf`);
  writeFileSync(kept, forChecker);
  rmSync(file);
  const kind = r.code === 0 && report.rounds === config.rounds ? 'checked' : 'error';
  const detail = `checker exit ${r.code}, ${report.rounds}/${config.rounds} rounds reported${r.stderr.trim() === '' ? '' : `: ${r.stderr.trim()}`}`;
  return { seed, config, kind, rounds: report.rounds, disagreements: report.disagreements, detail, file: kept, ms };
}

function describeConfig(c: GeneratorConfig): string {
  const rates = `forfeit ${c.forfeitRate} half-bye ${c.halfPointByeRate} absence ${c.absenceRate} withdrawal ${c.withdrawalRate} late ${c.lateEntryRate}`;
  return `${c.players} players, ${c.rounds} rounds, ${rates}${c.points.win === 30 ? ', 3-1-0' : ''}`;
}

async function main(): Promise<number> {
  const o = parseArgs(process.argv.slice(2));
  const bbp = engineOrSkip('sweep-bbp', o.bbp);
  if (bbp === null) return 0;
  const work = mkdtempSync(join(tmpdir(), 'swisspair-sweep-'));
  const start = performance.now();
  const outcomes: Outcome[] = [];
  const tty = process.stderr.isTTY === true;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < o.tournaments) {
      const seed = o.from + next++;
      const r = await runCase(seed, o, bbp, work);
      outcomes.push(r);
      if (r.kind === 'error' || r.disagreements.length > 0) {
        const rounds = r.disagreements.map((d) => `  round ${d.round}: ${d.lines.join(' | ')}`).join('\n');
        process.stderr.write(`${tty ? '\r\x1b[K' : ''}FAIL seed ${seed} (${describeConfig(r.config)}): ${r.detail}\n${rounds}\n  file kept: ${r.file}\n`);
      }
      if (tty) process.stderr.write(`\r\x1b[Ksweep-bbp: ${outcomes.length}/${o.tournaments} (seed ${seed}, ${r.config.players} players)`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(o.jobs, o.tournaments) }, worker));
  if (tty) process.stderr.write('\r\x1b[K');
  rmSync(work, { recursive: true, force: true });

  const checked = outcomes.filter((r) => r.kind === 'checked');
  const unpairable = outcomes.filter((r) => r.kind === 'unpairable');
  const errors = outcomes.filter((r) => r.kind === 'error');
  const rounds = checked.reduce((t, r) => t + r.rounds, 0);
  const differing = checked.reduce((t, r) => t + r.disagreements.length, 0);
  const players = checked.map((r) => r.config.players);
  const odd = players.filter((n) => n % 2 === 1).length;
  const has = (f: (c: GeneratorConfig) => boolean): number => checked.filter((r) => f(r.config)).length;
  const lines = [
    `sweep-bbp: edition ${o.edition}, checker ${bbp}, seeds ${o.from}-${o.from + o.tournaments - 1}, ${Math.round((performance.now() - start) / 1000)}s`,
    `tournaments checked: ${checked.length} (${players.length === 0 ? '-' : `${Math.min(...players)}-${Math.max(...players)}`} players; ${odd} odd, ${players.length - odd} even; rounds ${checked.length === 0 ? '-' : `${Math.min(...checked.map((r) => r.config.rounds))}-${Math.max(...checked.map((r) => r.config.rounds))}`})`,
    `  with forfeits ${has((c) => c.forfeitRate > 0)}, half-point byes ${has((c) => c.halfPointByeRate > 0)}, absences ${has((c) => c.absenceRate > 0)}, withdrawals ${has((c) => c.withdrawalRate > 0)}, late entries ${has((c) => c.lateEntryRate > 0)}, 3-1-0 ${has((c) => c.points.win === 30)}`,
    `rounds checked: ${rounds}; accepted by the checker: ${rounds - differing}; paired otherwise by the checker: ${differing}`,
    `unpairable (generate: no valid pairing, not checked): ${unpairable.length}; checker errors: ${errors.length}`,
  ];
  process.stdout.write(lines.join('\n') + '\n');
  return differing === 0 && errors.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`sweep-bbp: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exit(2);
  },
);
