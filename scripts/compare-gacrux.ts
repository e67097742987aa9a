/**
 * scripts/compare-gacrux: swisspair's standings against Gacrux, the tie-break checker of a member of FIDE's
 * technical commission (OttoMilvang/TieBreakServer, Python), value by value (issue 15.6). Nothing of Gacrux is in
 * this repository: give the directory holding its tiebreakchecker.py in the GACRUX environment variable; without
 * it the script says so and exits 0.
 *
 * Tournaments: the TRF files given, and/or `--generate N` tournaments made by `swisspair generate` with forfeits,
 * byes, absences, withdrawals and late entries (seeds 1..N; `--points 3-1-0` for another point system). Each file
 * is ranked by both with the same list (PTS first); every value is compared at Gacrux's printed precision, and the
 * ranks of the whole list and of `PTS DE` (DE's value is a place, Gacrux prints another quantity). Differences are
 * listed per tie-break; each kind is decided from the text in test/standings/decisions.test.ts.
 *
 * Usage (after `npm run build`): GACRUX=/path/to/gacrux node dist/scripts/compare-gacrux.js [--generate N]
 *   [--players N] [--rounds N] [--points 1-0.5-0|3-1-0] [--tiebreaks 'BH/C1 SB ...'] [--details]
 *   [--round-robin (the files' pairings were fixed in advance; Gacrux finds it from the number of players)]
 *   [--tiebreak-rules 2024|2026 (both programs rank by that text; default: the one the file's start date selects)]
 *   [FILE...]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTournament } from '../src/model/tournament.js';
import { standings, type TiebreakRules } from '../src/standings/index.js';
import { readTrf } from '../src/trf/index.js';

const bin = fileURLToPath(new URL('../../bin/swisspair', import.meta.url));
const DEFAULT_LIST =
  'BH/C1 BH/M1 BH SB SB/C1 AOB FB PS WIN WON BPG BWG REP STD ARO ARO/C1 TPR PTP APRO APPO RTNG TPN KS';
/** Codes whose missing value Gacrux prints as -0. */
const RATING_CODES = /^(ARO|TPR|PTP|APRO|APPO|RTNG|AOB)/;

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
}

interface Table {
  readonly header: string[];
  readonly rows: Map<number, string[]>;
}

/** Gacrux ranks the planned rounds (XXR) even when fewer are played: -n/-N make it rank the rounds swisspair ranks. */
/**
 * The edition is given too (`/V2024`, `/V2026` on each entry, taken off the column names): Gacrux reads a start date
 * written DD/MM/YYYY as text, so 21/07/2025 would select the 2026 rules there.
 */
function gacrux(dir: string, file: string, list: readonly string[], round: number, rules: string): Table | string {
  // Gacrux takes a tournament whose player count fits its rounds for a round robin unless told (-s / -p).
  const rounds = ['-n', String(round), '-N', String(round), process.argv.includes('--round-robin') ? '-p' : '-s'];
  const codes = list.map((c) => `${c}/V${rules}`);
  const r = spawnSync('python3', [join(dir, 'tiebreakchecker.py'), '-i', file, ...rounds, '-t', 'PTS', ...codes, '-dT'], { encoding: 'utf8' });
  if (r.status !== 0) return `gacrux failed on ${file}: ${r.stderr.split('\n').slice(-3).join(' ')}`;
  const lines = r.stdout.trim().split('\n').map((l) => l.split('\t').map((cell) => cell.replace(/\/V20(24|26)$/, '')));
  const rows = new Map<number, string[]>();
  for (const l of lines.slice(1)) rows.set(Number(l[0]), l);
  return { header: lines[0]!, rows };
}

/** The list in one run; if Gacrux fails on it (it does on FB with -N), one run per entry, leaving out what fails. */
function gacruxColumns(dir: string, file: string, list: readonly string[], round: number, rules: string): Table | string {
  const whole = gacrux(dir, file, list, round, rules);
  if (typeof whole !== 'string') return whole;
  const points = gacrux(dir, file, [], round, rules);
  if (typeof points === 'string') return points; // Gacrux cannot read the file at all
  const header = ['StartNo', 'Rank', 'PTS'];
  const rows = new Map<number, string[]>();
  const failed: string[] = [];
  for (const code of list) {
    const one = gacrux(dir, file, [code], round, rules);
    if (typeof one === 'string') {
      failed.push(code);
      continue;
    }
    header.push(code);
    for (const [id, row] of one.rows) rows.set(id, [...(rows.get(id) ?? row.slice(0, 3)), row[3]!]);
  }
  if (failed.length > 0) console.log(`gacrux failed on ${file} for ${failed.join(', ')}: left out`);
  // The rank of the whole list is unknown then: mark it so that it is not compared.
  for (const row of rows.values()) row[1] = '?';
  return { header, rows };
}

function decimals(text: string): number {
  return text.includes('.') ? text.split('.')[1]!.length : 0;
}

interface Tally {
  agree: number;
  total: number;
  differences: string[];
}

function main(): number {
  const dir = process.env['GACRUX'];
  if (dir === undefined || !existsSync(join(dir, 'tiebreakchecker.py'))) {
    console.log('GACRUX is not set to a directory with tiebreakchecker.py: comparison skipped');
    return 0;
  }
  const list = (option('--tiebreaks') ?? DEFAULT_LIST).split(/[\s,]+/).filter((x) => x !== '');
  const flags = new Set(['--details', '--round-robin']);
  const rulesOption = option('--tiebreak-rules');
  if (rulesOption !== undefined && rulesOption !== '2024' && rulesOption !== '2026') {
    console.error(`compare-gacrux: --tiebreak-rules takes 2024 or 2026, not ${rulesOption}`);
    return 3;
  }
  const rules: TiebreakRules | undefined = rulesOption;
  const files = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !(!flags.has(all[i - 1] ?? '') && (all[i - 1] ?? '').startsWith('--')));
  const tmp = mkdtempSync(join(tmpdir(), 'swisspair-gacrux-'));
  const generated = Number(option('--generate') ?? 0);
  const points = option('--points') ?? '1-0.5-0';
  const [win, draw, loss] = points.split('-');
  for (let seed = 1; seed <= generated; seed++) {
    const out = join(tmp, `generated-${seed}.trf`);
    const players = option('--players') ?? String(30 + ((seed * 7) % 50));
    const rounds = option('--rounds') ?? String(5 + (seed % 7));
    const g = spawnSync('node', [bin, 'generate', '--players', players, '--rounds', rounds, '--seed', String(seed),
      '--forfeit-rate', '0.04', '--half-bye-rate', '0.03', '--absence-rate', '0.02', '--withdrawal-rate', '0.08',
      '--late-entry-rate', '0.08', '--points-win', win!, '--points-draw', draw!, '--points-loss', loss!, '-o', out], { encoding: 'utf8' });
    if (g.status !== 0) console.log(`generate seed ${seed} failed: ${g.stderr.trim()}`);
    else files.push(out);
  }
  const tallies = new Map<string, Tally>();
  const tally = (code: string): Tally => {
    let t = tallies.get(code);
    if (t === undefined) tallies.set(code, (t = { agree: 0, total: 0, differences: [] }));
    return t;
  };
  for (const file of files) {
    let tournament;
    try {
      tournament = buildTournament(readTrf(readFileSync(file), { fileName: file }), { fileName: file });
    } catch (error) {
      console.log(`skipped ${file}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const roundRobin = process.argv.includes('--round-robin');
    const ours = standings(tournament, { tiebreaks: ['PTS', ...list].join(' '), roundRobin, rules });
    const oursDe = standings(tournament, { tiebreaks: 'PTS DE', roundRobin, rules });
    const theirs = gacruxColumns(dir, file, list, ours.round, ours.rules);
    const theirsDe = gacrux(dir, file, ['DE'], ours.round, ours.rules);
    if (typeof theirs === 'string' || typeof theirsDe === 'string') {
      console.log(typeof theirs === 'string' ? theirs : theirsDe);
      continue;
    }
    for (const row of ours.players) {
      const their = theirs.rows.get(row.id);
      if (their === undefined) continue;
      const compare = (code: string, mine: string, other: string): void => {
        const t = tally(code);
        t.total++;
        if (mine === other) t.agree++;
        else t.differences.push(`${file} player ${row.id}: swisspair ${mine}, gacrux ${other}`);
      };
      for (const code of ['PTS', ...list]) {
        if (!theirs.header.includes(code)) continue;
        const text = their[theirs.header.indexOf(code)] ?? '';
        const value = code === 'PTS' ? row.points : (row.values[code] ?? null);
        const other = RATING_CODES.test(code) && (text === '-0' || text === '' || text === 'None') ? 'none' : text;
        compare(code, value === null ? 'none' : value.toFixed(decimals(text)), other);
      }
      if (their[1] !== '?') compare('rank (whole list)', String(row.rank), their[1]!);
      const de = oursDe.players.find((p) => p.id === row.id)!;
      compare('rank (PTS DE)', String(de.rank), theirsDe.rows.get(row.id)?.[1] ?? '');
    }
  }
  let agree = 0;
  let total = 0;
  for (const [code, t] of tallies) {
    agree += t.agree;
    total += t.total;
    console.log(`${code.padEnd(18)} ${t.agree}/${t.total}`);
    const shown = process.argv.includes('--details') ? t.differences : t.differences.slice(0, 3);
    for (const d of shown) console.log(`    ${d}`);
  }
  console.log(`files: ${files.length}; values agreeing: ${agree}/${total}`);
  rmSync(tmp, { recursive: true, force: true });
  return 0;
}

process.exitCode = main();
