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
 * `--options all` (issue 17.4): every tournament has every option of the endorsement's generator on: byes of the
 * three kinds as counts and percentages, globally and per round; forfeits of the three kinds, likewise; unusual
 * results (1/2-0, 0-1/2, 0-0), likewise; a tie-break list; withdrawals and late entries; results from the FIDE
 * rating table; TRF-2026 output. bbpPairings does not read all of TRF-2026, so the copy it checks is transformed
 * (bbpView below): 162 becomes the BB* records (bbpPairings 6 reads 162 but wants Z where TRF-2026 writes A);
 * unusual results need nothing (each side's own code, `=`/`0`, `0`/`=`, `0`/`0`, which bbpPairings reads side by
 * side); for bbpPairings 5 (2017) also 142 -> XXR and 152 -> XXC. 240 and 202 are left as written (bbpPairings 6 reads 240, and both
 * ignore 202 and, for 5, 240).
 *
 * Usage: scripts/sweep-bbp --bbp PATH [--edition 2026|2017] [--options all] [--tournaments N] [--from SEED]
 *        [--max-players P] [--jobs J] [--keep DIR]
 * Defaults: edition 2026, 200 tournaments from seed 1, up to 300 players, 1 job, failing files kept in
 * $TMPDIR/swisspair-sweep-bbp. Build first: npx tsc -p tsconfig.json (or npm run build).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NoValidPairingError } from '../src/errors.js';
import type { Amount, EventPlan, Quota } from '../src/generate/events.js';
import { lastGaPlayer, virtualPoints } from '../src/model/acceleration.js';
import { buildTournament } from '../src/model/tournament.js';
import { DEFAULT_CONFIG, generateTournament, type GeneratorConfig } from '../src/generate/generate.js';
import { Prng } from '../src/generate/prng.js';
import { encodeTrf, type TrfDocument, type TrfRecord } from '../src/trf/index.js';
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
  /** Every option of the endorsement's generator on (issue 17.4). */
  readonly all: boolean;
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
  /** What the tournament holds, by kind (tally()). */
  readonly tally?: Readonly<Record<string, number>>;
  /** Baku on, bbpPairings's group differing: checked with C.04.7's virtual points given to it as 250 records. */
  readonly bakuGiven?: boolean;
}

/** Events of a generated tournament, counted from its records: byes by type, forfeits, unusual results, ... */
function tally(doc: TrfDocument): Record<string, number> {
  const t: Record<string, number> = {};
  const add = (k: string, n = 1): void => void (t[k] = (t[k] ?? 0) + n);
  const players = new Map(doc.records.flatMap((r) => (r.kind === 'player' ? [[r.startingRank, r] as const] : [])));
  for (const r of doc.records) {
    if (r.kind === 'byeDeclaration') add(`240 ${r.type}`, r.ids.length);
    else if (r.kind === 'player') {
      for (const [i, b] of r.rounds.entries()) {
        // An unusual result, counted once, on white's line: a game played whose codes are not 1/0, 0/1 or =/=.
        const other = b.colour === 'w' && b.opponent !== null ? players.get(b.opponent)?.rounds[i]?.result : undefined;
        if (other !== undefined && ['=0', '0=', '00'].includes(`${b.result}${other}`)) add('unusual result');
        if (b.result === '+') add('forfeit win');
        else if (b.result === '-') add('forfeit loss');
        else if (b.result === 'U') add('PAB');
      }
      const first = r.rounds.findIndex((b) => b.result !== 'Z');
      if (first > 0) add('players absent from round 1');
      if (r.rounds.length > 0 && r.rounds[r.rounds.length - 1]!.result === 'Z' && r.rounds.some((b, i) => i > first && b.result !== 'Z')) add('players absent from the last round');
    }
  }
  return t;
}

const USAGE =
  'usage: scripts/sweep-bbp --bbp PATH [--edition 2026|2017] [--options all] [--tournaments N] [--from SEED] [--max-players P] [--jobs J] [--keep DIR]';

const usage: (message: string) => never = usageOf('sweep-bbp', USAGE);

function parseArgs(argv: readonly string[]): Options {
  let bbp = process.env['SWISSPAIR_BBP'];
  let edition: Edition = '2026';
  let tournaments = 200;
  let from = 1;
  let maxPlayers = 300;
  let jobs = 1;
  let keep = join(tmpdir(), 'swisspair-sweep-bbp');
  let all = false;
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
    else if (flag === '--options') {
      if (value !== 'all') usage('--options expects all');
      all = true;
    }
    else usage(`unknown option ${flag}`);
  }
  return { bbp: bbp === '' ? undefined : bbp, edition, tournaments, from, maxPlayers, jobs, keep, all };
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

/** A count (0-hi) or a percentage (0-pct %, one decimal), drawn. */
function amount(rng: Prng, hi: number, pct: number): Amount {
  return rng.chance(0.5) ? { count: rng.int(0, hi) } : { percent: rng.int(0, pct * 10) / 10 };
}

/** A plan with every kind in every round, and one or two rounds set otherwise. */
function plan<K extends string>(rng: Prng, kinds: readonly K[], rounds: number, hi: number, pct: number): EventPlan<K> {
  const quota = (): Quota<K> => Object.fromEntries(kinds.map((k) => [k, amount(rng, hi, pct)])) as Quota<K>;
  const own = new Map<number, Quota<K>>();
  for (let i = rng.int(1, 2); i > 0; i--) own.set(rng.int(1, rounds), quota());
  return { all: quota(), rounds: own };
}

/** The sweep's configuration with every option of the endorsement's generator on. */
function allOptionsConfig(seed: number, edition: Edition, maxPlayers: number): GeneratorConfig {
  const c = sweepConfig(seed, edition, maxPlayers);
  const rng = new Prng(seed ^ 0x17_0004);
  // Baku for half of the 2026 tournaments (bbpPairings 5 has no Baku); C.04.7 allows only the standard points.
  const baku = edition === '2026' && rng.chance(0.5);
  const all: GeneratorConfig = {
    ...c,
    ...(baku ? { acceleration: 'baku' as const, points: DEFAULT_CONFIG.points } : {}),
    format: 'trf26',
    expectedScore: 'fide',
    forfeitRate: rng.int(0, 5) / 100,
    halfPointByeRate: rng.int(0, 3) / 100,
    absenceRate: rng.int(0, 3) / 100,
    withdrawalRate: rng.int(1, 20) / 100,
    lateEntryRate: rng.int(1, 20) / 100,
    byes: plan(rng, ['F', 'H', 'Z'] as const, c.rounds, 2, 8),
    forfeits: plan(rng, ['+-', '-+', '--'] as const, c.rounds, 1, 5),
    unusual: plan(rng, ['1/2-0', '0-1/2', '0-0'] as const, c.rounds, 1, 4),
    tiebreaks: ['BH/C1', 'BH', 'SB', 'DE'],
  };
  if (!baku || !rng.chance(0.5)) return all;
  // Half of the Baku ones with the groups of both programs alike, so that bbpPairings computes Baku itself: every
  // player paired in round 1 (no late entries, no round-1 byes) and N mod 4 in {0, 3} (bakuGroupsDiffer).
  const players = all.players + (all.players % 4 === 1 ? 2 : all.players % 4 === 2 ? 1 : 0);
  const byes = all.byes!;
  const noneInRoundOne = new Map(byes.rounds).set(1, { F: { count: 0 }, H: { count: 0 }, Z: { count: 0 } });
  return { ...all, players, lateEntryRate: 0, halfPointByeRate: 0, absenceRate: 0, byes: { all: byes.all, rounds: noneInRoundOne } };
}

/**
 * The copy bbpPairings checks (see the header): what it cannot read of TRF-2026 rewritten as what it reads,
 * the pairing facts unchanged.
 */
function bbpView(doc: TrfDocument, edition: Edition): TrfDocument {
  const records = doc.records.flatMap((r): TrfRecord[] => {
    switch (r.kind) {
      case 'pointSystem': {
        if (r.code !== '162') return [r];
        const v = (k: string): number => r.values.get(k) ?? 0;
        const bb = [['BBW', v('W')], ['BBD', v('D')], ['BBL', v('L')], ['BBZ', v('A')], ['BBF', v('A')], ['BBU', v('P')]] as const;
        return bb.map(([code, value]): TrfRecord => ({ kind: 'pointSystem', code, values: new Map([[code, value]]) }));
      }
      case 'header':
        // bbpPairings 6 knows the 2026 text by its draft name only; bbpPairings 5 ignores the record.
        return r.code === '192' ? [{ ...r, text: r.text.replace(/^FIDE_DUTCH_2026/, 'FIDE_DUTCH_2025') }] : [r];
      case 'totalRounds':
        return [edition === '2017' ? { kind: 'totalRounds', code: 'XXR', rounds: r.rounds } : r];
      case 'initialColour':
        return [edition === '2017' ? { kind: 'initialColour', code: 'XXC', colour: r.colour, rank: false } : r];
      default:
        return [r];
    }
  });
  return { ...doc, records };
}

/**
 * bbpPairings 6 puts the first ceil(N/2) of all the file's players in GA; C.04.7 the first 2 x ceil(N/4) of the N
 * players paired in round 1, the last of them fixed for late entries (docs/acceleration.md). Where the two GAs
 * differ (N mod 4 in {1, 2}, or round-1 byes and late entries moving N) bbpPairings pairs another tournament:
 * such files are checked with C.04.7's virtual points written for bbpPairings as 250 records (bakuRecords), which
 * it reads instead of computing its own (TRF-2026: 250 disregards the 192 method); the baku branch decides each
 * group difference from the text.
 */
function bakuGroupsDiffer(doc: TrfDocument): boolean {
  const players = doc.records.filter((r) => r.kind === 'player').length;
  const ours = lastGaPlayer(buildTournament(doc));
  const theirs = Math.ceil(players / 2);
  return ours !== theirs;
}

/** C.04.7's virtual points as TRF-2026 250 records (individuals: blank match points), one per round: GA is 1..last. */
function bakuRecords(doc: TrfDocument): TrfRecord[] {
  const t = buildTournament(doc);
  const { points } = virtualPoints(t, t.plannedRounds);
  const last = Math.max(0, ...points.keys());
  const perRound = [...points.values()][0] ?? [];
  return perRound.flatMap((v, i): TrfRecord[] =>
    v === 0 || last === 0 ? [] : [{ kind: 'acceleratedRounds', matchPoints: null, gamePoints: v, firstRound: i + 1, lastRound: i + 1, firstPlayer: 1, lastPlayer: last }],
  );
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
  const config = o.all ? allOptionsConfig(seed, o.edition, o.maxPlayers) : sweepConfig(seed, o.edition, o.maxPlayers);
  const start = performance.now();
  let text: string;
  let counted: Record<string, number> = {};
  let bakuGiven = false;
  try {
    const doc = generateTournament(config);
    counted = tally(doc);
    bakuGiven = config.acceleration === 'baku' && bakuGroupsDiffer(doc);
    const view = bbpView(doc, o.edition);
    text = new TextDecoder().decode(encodeTrf(bakuGiven ? { ...view, records: [...view.records, ...bakuRecords(doc)] } : view));
  } catch (e) {
    const ms = performance.now() - start;
    if (e instanceof NoValidPairingError) return { seed, config, kind: 'unpairable', rounds: 0, disagreements: [], detail: e.message, ms };
    throw e;
  }
  const forChecker = text;
  const file = join(work, `sweep-${o.edition}-seed${seed}.trf`);
  writeFileSync(file, forChecker);
  const r = await runChecker(bbp, file);
  const ms = performance.now() - start;
  const report = parseCheckReport(r.stdout);
  const ok = r.code === 0 && report.rounds === config.rounds && report.disagreements.length === 0;
  if (ok) {
    rmSync(file);
    return { seed, config, kind: 'checked', rounds: report.rounds, disagreements: [], detail: '', ms, tally: counted, bakuGiven };
  }
  mkdirSync(o.keep, { recursive: true });
  const kept = join(o.keep, `sweep-${o.edition}-seed${seed}.trf`);
  writeFileSync(kept, forChecker);
  rmSync(file);
  const kind = r.code === 0 && report.rounds === config.rounds ? 'checked' : 'error';
  const detail = `checker exit ${r.code}, ${report.rounds}/${config.rounds} rounds reported${r.stderr.trim() === '' ? '' : `: ${r.stderr.trim()}`}`;
  return { seed, config, kind, rounds: report.rounds, disagreements: report.disagreements, detail, file: kept, ms, tally: counted, bakuGiven };
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
    `  with forfeit rates ${has((c) => c.forfeitRate > 0)}, half-point byes ${has((c) => c.halfPointByeRate > 0)}, absences ${has((c) => c.absenceRate > 0)}, withdrawals ${has((c) => c.withdrawalRate > 0)}, late entries ${has((c) => c.lateEntryRate > 0)}, 3-1-0 ${has((c) => c.points.win === 30)}`,
    `rounds checked: ${rounds}; accepted by the checker: ${rounds - differing}; paired otherwise by the checker: ${differing}`,
    `unpairable (generate: no valid pairing, not checked): ${unpairable.length}; checker errors: ${errors.length}`,
    `Baku on: ${has((c) => c.acceleration === 'baku')} (${checked.filter((r) => r.config.acceleration === 'baku' && r.bakuGiven !== true).length} with bbpPairings computing it; ${checked.filter((r) => r.bakuGiven === true).length} with C.04.7's points given as 250, bbpPairings's group differing)`,
  ];
  const total: Record<string, number> = {};
  for (const r of checked) for (const [k, v] of Object.entries(r.tally ?? {})) total[k] = (total[k] ?? 0) + v;
  if (Object.keys(total).length > 0) lines.push(`in the tournaments checked: ${Object.entries(total).sort().map(([k, v]) => `${k} ${v}`).join(', ')}`);
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
