/**
 * scripts/compare-gacrux: swisspair's standings against Gacrux, the tie-break checker of a member of FIDE's
 * technical commission (OttoMilvang/TieBreakServer, Python), value by value (issue 15.6). Nothing of Gacrux is in
 * this repository: give the directory holding its tiebreakchecker.py in the GACRUX environment variable; without
 * it the script says so and exits 0.
 *
 * Tournaments: the TRF files given, and/or `--generate N` tournaments made by `swisspair generate` with forfeits,
 * byes, absences, withdrawals and late entries (seeds 1..N; `--points 3-1-0` for another point system). Each file
 * is ranked by both with the same list (PTS first); every value is compared at Gacrux's printed precision, and the
 * ranks of the whole list and of `PTS DE`. Differences are
 * listed per tie-break; each kind is decided from the text in test/standings/decisions.test.ts. DE is compared
 * as a value too (the place within the tied group where the encounters separate, 0 where they do not).
 *
 * `--heavy` makes the generated Swiss events heavy in unplayed rounds of every kind at once (forfeits of every
 * kind, requested byes H/F/Z, absences, withdrawals, late entries, unusual results); `--generate-args '...'` adds
 * any option of `generate`. `--generate-round-robin N` writes N round robins (3-20 players, single and double,
 * Berger tables) with forfeits (won by either side, double) and withdrawals (the withdrawn player's later games
 * forfeited) and ranks them as pairings fixed in advance (Gacrux: -p).
 *
 * Gacrux's FB leaves its per-player state behind (the last round present becomes the last round), so that a
 * BH, SB or AOB after FB in one run of Gacrux gives other values (decided in test/standings/decisions.test.ts):
 * FB entries are run by Gacrux apart from the rest of the list.
 *
 * Usage (after `npm run build`): GACRUX=/path/to/gacrux node dist/scripts/compare-gacrux.js [--generate N]
 *   [--heavy] [--generate-args '...'] [--generate-round-robin N] [--seed-from S]
 *   [--players N] [--rounds N] [--points 1-0.5-0|3-1-0] [--tiebreaks 'BH/C1 SB ...'] [--details]
 *   [--round-robin (the files' pairings were fixed in advance; Gacrux finds it from the number of players)]
 *   [--tiebreak-rules 2024|2026 (both programs rank by that text; default: the one the file's start date selects)]
 *   [FILE...]
 */
import { spawnSync } from 'node:child_process';
import { decimals, option, runGacrux, type Table } from './gacrux.js';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from '../src/generate/prng.js';
import { buildTournament } from '../src/model/tournament.js';
import { standings, type TiebreakRules } from '../src/standings/index.js';
import { readTrf } from '../src/trf/index.js';

const bin = fileURLToPath(new URL('../../bin/swisspair', import.meta.url));
const DEFAULT_LIST =
  'BH/C1 BH/M1 BH SB SB/C1 AOB FB PS WIN WON BPG BWG REP STD ARO ARO/C1 TPR PTP APRO APPO RTNG TPN KS DE';
/** Codes whose missing value Gacrux prints as -0. */
const RATING_CODES = /^(ARO|TPR|PTP|APRO|APPO|RTNG|AOB)/;

/** `--heavy`: unplayed rounds of every kind at once, on top of the defaults. */
const HEAVY = ['--forfeit-rate', '0.2', '--half-bye-rate', '0.1', '--absence-rate', '0.1', '--withdrawal-rate', '0.3',
  '--late-entry-rate', '0.3', '--byes', 'H=5%,F=3%,Z=5%', '--forfeits', '+-=5%,-+=5%,--=3%', '--unusual', '1/2-0=2%,0-1/2=2%,0-0=2%'];

/**
 * The rounds of a Berger table for n players (n + 1 with a dummy when odd; the dummy's partner has no game), as
 * [white, black] pairs board by board. Round 1: board b is b - (N + 1 - b). Then: players 1..N-1 by their board in
 * the previous round, White before Black; N meets the last of them, N's colour alternating (Black in round 1);
 * from the end of the list, the penultimate (White) meets the last (Black). The generic rule C.05 Annex 1 states.
 */
function bergerTable(n: number): [number, number][][] {
  const big = n % 2 === 0 ? n : n + 1;
  const rounds: [number, number][][] = [];
  let previous: [number, number][] = Array.from({ length: big / 2 }, (_, b) => [b + 1, big - b]);
  rounds.push(previous);
  for (let r = 2; r < big; r++) {
    const list = previous.flatMap((pair) => pair).filter((x) => x !== big);
    const partner = list.pop()!;
    const round: [number, number][] = [r % 2 === 0 ? [big, partner] : [partner, big]];
    while (list.length > 0) {
      const black = list.pop()!;
      round.push([list.pop()!, black]);
    }
    rounds.push(round);
    previous = round;
  }
  return rounds;
}

/**
 * A round robin of 3-20 players (single or double, the second cycle with colours reversed) with forfeits won by
 * either side, double forfeits and withdrawals (every later game of the withdrawn player forfeited), as a TRF.
 */
function roundRobinTrf(seed: number, system: { win: number; draw: number; loss: number }): string {
  const next = mulberry32(seed * 2654435761);
  const n = 3 + Math.floor(next() * 18);
  const double = next() < 0.35;
  const cycle = n % 2 === 0 ? n - 1 : n;
  const rounds = double ? 2 * cycle : cycle;
  const played = Math.max(1, rounds - Math.floor(next() * 3)); // some events ranked before their end
  const withdrawn = new Map<number, number>(); // player -> first round not played
  for (let i = 1; i <= n; i++) if (next() < 0.12) withdrawn.set(i, 1 + Math.floor(next() * rounds));
  const forfeitRate = next() * 0.2;
  const blocks: string[][] = Array.from({ length: n + 1 }, () => []);
  const table = bergerTable(n);
  const scores = new Array<number>(n + 1).fill(0);
  for (let r = 1; r <= played; r++) {
    const pairs = table[(r - 1) % cycle]!.map(([w, b]): [number, number] => (r > cycle ? [b, w] : [w, b]));
    for (const [w, b] of pairs) {
      if (w > n || b > n) {
        const alone = w > n ? b : w;
        blocks[alone]!.push('0000 - -');
        continue;
      }
      const gone = (x: number): boolean => (withdrawn.get(x) ?? Infinity) <= r;
      let rw: string, rb: string;
      const f = next();
      if (gone(w) || gone(b)) [rw, rb] = gone(w) && gone(b) ? ['-', '-'] : gone(w) ? ['-', '+'] : ['+', '-'];
      else if (f < forfeitRate * 0.45) [rw, rb] = ['+', '-'];
      else if (f < forfeitRate * 0.9) [rw, rb] = ['-', '+'];
      else if (f < forfeitRate) [rw, rb] = ['-', '-'];
      else {
        const x = next();
        [rw, rb] = x < 0.4 ? ['1', '0'] : x < 0.7 ? ['=', '='] : ['0', '1'];
      }
      blocks[w]!.push(`${String(b).padStart(4)} w ${rw}`);
      blocks[b]!.push(`${String(w).padStart(4)} b ${rb}`);
      const pts = (c: string): number => (c === '1' || c === '+' ? system.win : c === '=' ? system.draw : system.loss);
      scores[w]! += pts(rw);
      scores[b]! += pts(rb);
    }
  }
  const head = [`012 generated round robin ${seed} (${n} players${double ? ', double' : ''})`, '042 2025-01-01', `062 ${n}`, `XXR ${rounds}`];
  if (system.win !== 1 || system.draw !== 0.5) head.push(`BBW ${system.win.toFixed(1).padStart(4)}`, `BBD ${system.draw.toFixed(1).padStart(4)}`, `BBL ${system.loss.toFixed(1).padStart(4)}`, `BBF ${system.loss.toFixed(1).padStart(4)}`);
  const lines = [...head];
  for (let i = 1; i <= n; i++) {
    const rating = 1400 + Math.floor(next() * 1300);
    const pts = scores[i]!.toFixed(1).padStart(4);
    lines.push(`001 ${String(i).padStart(4)}      ${`Player ${i}`.padEnd(33)} ${String(rating).padStart(4)}                            ${pts} ${String(i).padStart(4)}  ${blocks[i]!.join('  ')}`);
  }
  return lines.join('\n') + '\n';
}

/** Gacrux ranks the planned rounds (XXR) even when fewer are played: -n/-N make it rank the rounds swisspair ranks. */
/**
 * The edition is given too (`/V2024`, `/V2026` on each entry, taken off the column names): Gacrux reads a start date
 * written DD/MM/YYYY as text, so 21/07/2025 would select the 2026 rules there.
 */
function gacrux(dir: string, file: string, list: readonly string[], round: number, rules: string, rr: boolean): Table | string {
  // Gacrux takes a tournament whose player count fits its rounds for a round robin unless told (-s / -p).
  const rounds = ['-n', String(round), '-N', String(round), rr ? '-p' : '-s'];
  const codes = list.map((c) => `${c}/V${rules}`);
  return runGacrux(dir, file, [...rounds, '-t', 'PTS', ...codes, '-dT'], 0, (cell) => cell.replace(/\/V20(24|26)$/, ''));
}

const BH_FAMILY = /^(BH|SB|AOB|FB)(\/|$)/;

/**
 * The list in one run; if an FB entry precedes a BH, SB or AOB (Gacrux's FB changes their values), FB apart and the
 * whole list's rank not compared. If Gacrux fails on it (it does on FB with -N), one run per entry, leaving out
 * what fails.
 */
function gacruxColumns(dir: string, file: string, list: readonly string[], round: number, rules: string, rr: boolean): Table | string {
  const fb = list.findIndex((c) => c.startsWith('FB'));
  if (fb >= 0 && list.slice(fb + 1).some((c) => BH_FAMILY.test(c))) {
    const rest = gacrux(dir, file, list.filter((c) => !c.startsWith('FB')), round, rules, rr);
    const fore = gacrux(dir, file, list.filter((c) => c.startsWith('FB')), round, rules, rr);
    if (typeof rest !== 'string' && typeof fore !== 'string') {
      const header = [...rest.header, ...fore.header.slice(3)];
      const rows = new Map<number, string[]>();
      // Without FB the groups DE sees are other: DE entries, like the rank, are not compared then ('?').
      const de = new Set(rest.header.flatMap((c, k) => (c.startsWith('DE') ? [k] : [])));
      for (const [id, row] of rest.rows) rows.set(id, [row[0]!, '?', ...row.slice(2).map((v, k) => (de.has(k + 2) ? '?' : v)), ...(fore.rows.get(id) ?? []).slice(3)]);
      return { header, rows };
    }
  }
  const whole = gacrux(dir, file, list, round, rules, rr);
  if (typeof whole !== 'string') return whole;
  const points = gacrux(dir, file, [], round, rules, rr);
  if (typeof points === 'string') return points; // Gacrux cannot read the file at all
  const header = ['StartNo', 'Rank', 'PTS'];
  const rows = new Map<number, string[]>();
  const failed: string[] = [];
  for (const code of list) {
    const one = gacrux(dir, file, [code], round, rules, rr);
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
  const flags = new Set(['--details', '--round-robin', '--heavy']);
  const rulesOption = option('--tiebreak-rules');
  if (rulesOption !== undefined && rulesOption !== '2024' && rulesOption !== '2026') {
    console.error(`compare-gacrux: --tiebreak-rules takes 2024 or 2026, not ${rulesOption}`);
    return 3;
  }
  const rules: TiebreakRules | undefined = rulesOption;
  const files = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !(!flags.has(all[i - 1] ?? '') && (all[i - 1] ?? '').startsWith('--')));
  const roundRobinFiles = new Set<string>(process.argv.includes('--round-robin') ? files : []);
  const tmp = mkdtempSync(join(tmpdir(), 'swisspair-gacrux-'));
  const generated = Number(option('--generate') ?? 0);
  const firstSeed = Number(option('--seed-from') ?? 1);
  const points = option('--points') ?? '1-0.5-0';
  const [win, draw, loss] = points.split('-');
  // More options of `generate`, after the defaults (the last occurrence of an option wins).
  const extra = [...(process.argv.includes('--heavy') ? HEAVY : []), ...(option('--generate-args') ?? '').split(/\s+/).filter((x) => x !== '')];
  for (let seed = firstSeed; seed < firstSeed + generated; seed++) {
    const out = join(tmp, `generated-${seed}.trf`);
    const players = option('--players') ?? String(30 + ((seed * 7) % 50));
    const rounds = option('--rounds') ?? String(5 + (seed % 7));
    const g = spawnSync('node', [bin, 'generate', '--players', players, '--rounds', rounds, '--seed', String(seed),
      '--forfeit-rate', '0.04', '--half-bye-rate', '0.03', '--absence-rate', '0.02', '--withdrawal-rate', '0.08',
      '--late-entry-rate', '0.08', '--points-win', win!, '--points-draw', draw!, '--points-loss', loss!,
      ...extra, '-o', out], { encoding: 'utf8' });
    if (g.status !== 0) console.log(`generate seed ${seed} failed: ${g.stderr.trim()}`);
    else files.push(out);
  }
  const system = { win: Number(win), draw: Number(draw), loss: Number(loss) };
  for (let seed = firstSeed; seed < firstSeed + Number(option('--generate-round-robin') ?? 0); seed++) {
    const out = join(tmp, `round-robin-${seed}.trf`);
    writeFileSync(out, roundRobinTrf(seed, system));
    if (process.env["KEEP"]) spawnSync("cp", [out, process.env["KEEP"]]);
    files.push(out);
    roundRobinFiles.add(out);
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
    const roundRobin = roundRobinFiles.has(file);
    const ours = standings(tournament, { tiebreaks: ['PTS', ...list].join(' '), roundRobin, rules });
    const oursDe = standings(tournament, { tiebreaks: 'PTS DE', roundRobin, rules });
    const theirs = gacruxColumns(dir, file, list, ours.round, ours.rules, roundRobin);
    const theirsDe = gacrux(dir, file, ['DE'], ours.round, ours.rules, roundRobin);
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
        if (text === '?') continue;
        const value = code === 'PTS' ? row.points : (row.values[code] ?? null);
        const other = RATING_CODES.test(code) && (text === '-0' || text === '' || text === 'None') ? 'none' : text;
        compare(code, value === null ? 'none' : value.toFixed(decimals(text)), other);
      }
      if (their[1] !== '?') compare('rank (whole list)', String(row.rank), their[1]!);
      const de = oursDe.players.find((p) => p.id === row.id)!;
      compare('rank (PTS DE)', String(de.rank), theirsDe.rows.get(row.id)?.[1] ?? '');
      compare('DE (PTS DE)', String(de.values['DE']), theirsDe.rows.get(row.id)?.[3] ?? '');
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
  console.log(`files: ${files.length} (${roundRobinFiles.size} as round robins); rules: ${rules ?? 'by start date'}; values agreeing: ${agree}/${total}`);
  rmSync(tmp, { recursive: true, force: true });
  return 0;
}

process.exitCode = main();
