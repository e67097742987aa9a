/**
 * scripts/compare-gacrux-teams: swisspair's team standings (src/standings/teams.ts) against Gacrux, the tie-break
 * checker of a member of FIDE's technical commission (OttoMilvang/TieBreakServer, Python), value by value (issue 35
 * item 4). Nothing of Gacrux is in this repository: give the directory holding its tiebreakchecker.py in the GACRUX
 * environment variable; without it the script says so and exits 0.
 *
 * Events: the team TRF files given, and/or `--generate N` events made by `swisspair generate --teams` (seeds 1..N)
 * with forfeited matches, team absences (240 H/Z), PABs and late teams, of 6-17 teams, 2-6 boards, 5-9 rounds, in
 * every variant (Type A / B / none, MP or GP primary). Each is ranked by both with the same list; every value is
 * compared at Gacrux's printed precision. The tie-breaks Gacrux prints as a place in the tied group (EDE and its
 * forms, TBR, BBE) are compared by the rank of the list `primary, code`, and the whole list by its rank.
 *
 * Known, decided difference (docs/teams.md): without a 320 record giving the PAB's points, swisspair credits a PAB
 * with a draw's match and game points (C.04.6 1.4); Gacrux with a draw's MP and a win on every board in GP.
 * Generated files write 320 with the draw's points, which both read. For each event with a PAB the script also
 * ranks a copy without 320 (the PAB read from the boards' `U`): `no 320, as decided` counts the values equal
 * there (those that differ are the PAB reading's); `no 320, Gacrux's PAB` gives swisspair a 320 with Gacrux's
 * reading (a win on every board) and compares again: all equal means the PAB reading is the whole difference.
 * `--explain` prints, for each differing value, the team's rounds, so that a difference can be traced to its rule.
 *
 * Usage (after `npm run build`): GACRUX=/path/to/gacrux node dist/scripts/compare-gacrux-teams.js [--generate N]
 *   [--seed-from S] [--details] [--explain] [--keep DIR] [FILE...]
 * Cost: about ten Gacrux runs per event (0.2-0.4 s CPU each); swisspair's side is O(teams x rounds x boards).
 */
import { spawnSync } from 'node:child_process';
import { decimals, option, runGacrux, type Table } from './gacrux.js';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTeamTournament, type TeamTournament } from '../src/model/team.js';
import { COUNTED, parseTeamTiebreaks, teamStandings } from '../src/standings/teams.js';
import { readTrf } from '../src/trf/index.js';
import type { TrfDocument } from '../src/trf/types.js';
import { pointSystemOf } from '../src/trf/pointSystem.js';

const bin = fileURLToPath(new URL('../../bin/swisspair', import.meta.url));

/** Compared by value: one Gacrux run (FB apart: Gacrux's FB leaves per-team state that changes later entries). */
const VALUES = ['BH:MP', 'BH:GP', 'SB:MP', 'SB:GP', 'ESB:MP', 'ESB:GP', 'EMMSB', 'EMGSB', 'EGMSB', 'EGGSB', 'MPVGP', 'BC',
  'BH:MP/C1', 'BH:GP/C1', 'BH:MP/M1', 'SB:MP/C1', 'SB:GP/M1', 'EMGSB/C1', 'AOB:MP', 'AOB:GP', 'SSSC', 'BH:MP/P', 'SB:GP/P', 'WIN:MP', 'WON:MP', 'WIN:GP', 'WON:GP', 'PS', 'PS:GP', 'PS/C1', 'TPN', 'KS:MP', 'KS:GP'];
const FORE = ['FB:MP', 'FB:GP'];
/** Compared by the rank of `primary, code` (Gacrux prints a place within the tied group). */
const RANKED = ['EDE', 'EDET', 'EDEB', 'EDEBT', 'EDEBB', 'TBR', 'BBE'];

/** Differences decided from the text (docs/teams.md), said under their tally. */
const KNOWN: Record<string, string> = {
  'EDEBT (rank)': 'decided: inside EDE, BC on the two teams\' encounter ranks the lower count first (art. 12.1); Gacrux ranks the higher first there (its stand-alone BC ranks the lower first). test/standings/teamsUnplayed.test.ts',
  'EDEBB (rank)': 'decided: as EDEBT, BC inside EDE is lower-first (art. 12.1)',
  'no 320, as decided': 'decided: a PAB without 320 is a draw\'s MP and GP (C.04.6 1.4); Gacrux counts a win on every board in GP. The values that differ here are GP-based values of teams with a PAB and of their opponents',
  'FB:GP': 'decided: FB makes a team with a last-round pairing present in the last round, so its earlier VURs keep their points in its opponents\' FB (16.3.2), as Gacrux\'s FB:MP; Gacrux\'s FB:GP counts them as draws. test/standings/teamsGacrux.test.ts (team-16)',
  'WIN:GP': 'decided: a PAB\'s boards are not games won (a draw\'s GP, C.04.6 1.4, as WIN:MP counts the PAB a draw); Gacrux counts each a win (its PAB reading). Only teams with a PAB differ',
  SSSC: 'decided: the normalising factor uses the planned rounds (142: "the highest primary score achievable in the tournament", 13.4); Gacrux the rounds ranked. Equal when the file has every round',
};

/** `-n`/`-N`: Gacrux ranks the planned rounds (142) even when fewer are in the file; made to rank those swisspair ranks. */
function gacrux(dir: string, file: string, list: readonly string[], round: number): Table | string {
  // Rows are Rank, StartNo, codes...: keyed by the team pairing number.
  return runGacrux(dir, file, ['-s', '-r', '-n', String(round), '-N', String(round), '-t', ...list, '-dT'], 1);
}

interface Tally { agree: number; total: number; differences: string[] }

/** What a team did in each round, for `--explain`: m (match played), f+/f-/f= (forfeited), P, H, Z, F, - (none). */
function history(t: TeamTournament, tpn: number): string {
  return t.rounds[tpn - 1]!.map((r) => {
    if (r.kind === 'match') return r.played ? `m${r.opponent}` : `f${r.forfeit === 'won' ? '+' : r.forfeit === 'lost' ? '-' : '='}${r.opponent}`;
    if (r.kind === 'pab') return 'P';
    if (r.kind === 'bye') return r.bye === 'full' ? 'F' : r.bye === 'half' ? 'H' : 'Z';
    return '-';
  }).join(' ');
}

function generate(tmp: string, seed: number): string | null {
  const out = join(tmp, `team-${seed}.trf`);
  const colours = ['a', 'b', 'none'][seed % 3]!;
  const score = seed % 4 === 3 ? 'gp' : 'mp';
  const g = spawnSync('node', [bin, 'generate', '--teams', String(6 + ((seed * 5) % 12)), '--boards', String(2 + (seed % 5)),
    '--rounds', String(5 + (seed % 5)), '--seed', String(seed), '--team-colours', colours, '--team-score', score,
    '--forfeit-rate', String([0.03, 0.06, 0.1][seed % 3]), '--absence-rate', String([0.02, 0.05, 0.08][(seed >> 1) % 3]),
    '--late-entry-rate', String(seed % 2 === 0 ? 0.1 : 0), '-o', out], { encoding: 'utf8' });
  if (g.status !== 0) {
    console.log(`generate seed ${seed} failed: ${g.stderr.trim()}`);
    return null;
  }
  return out;
}

function compareFile(dir: string, file: string, tally: (code: string) => Tally, explain: boolean): boolean {
  let doc: TrfDocument;
  let t: TeamTournament;
  try {
    doc = readTrf(readFileSync(file), { fileName: file });
    t = buildTeamTournament(doc, file);
  } catch (error) {
    console.log(`skipped ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
  const primary = t.variant.primary === 'mp' ? 'MPTS' : 'GPTS';
  const secondary = primary === 'MPTS' ? 'GPTS' : 'MPTS';
  const ours = (codes: readonly string[]) => teamStandings(doc, t, parseTeamTiebreaks(codes.join(' '), t.variant.primary, 'compare'));
  const check = (code: string, tpn: number, mine: string, other: string): void => {
    const x = tally(code);
    x.total++;
    if (mine === other) x.agree++;
    else x.differences.push(`${basename(file)} team ${tpn}: swisspair ${mine}, gacrux ${other}${explain ? `  [${history(t, tpn)}]` : ''}`);
  };
  for (const list of [[secondary, ...VALUES], FORE]) {
    const theirs = gacrux(dir, file, [primary, ...list], t.roundsInFile);
    if (typeof theirs === 'string') { console.log(theirs); return false; }
    const s = ours(list);
    for (const row of s.rows) {
      const their = theirs.rows.get(row.tpn);
      if (their === undefined) continue;
      list.forEach((code, k) => {
        const text = their[theirs.header.indexOf(code)] ?? '';
        const v = row.values[k]!;
        if (typeof v !== 'number') return;
        check(code, row.tpn, COUNTED.has(s.tiebreaks[k]!.name) ? String(v) : (v / 10).toFixed(decimals(text)), text);
      });
      check(`${primary} (primary)`, row.tpn, (row[t.variant.primary] / 10).toFixed(decimals(their[2]!)), their[2]!);
      if (list !== FORE) check('rank (value list)', row.tpn, String(row.rank), their[0]!);
    }
  }
  comparePab(dir, file, doc, t, primary, check);
  for (const code of RANKED) {
    const theirs = gacrux(dir, file, [primary, code], t.roundsInFile);
    if (typeof theirs === 'string') { console.log(theirs); continue; }
    for (const row of ours([code]).rows) check(`${code} (rank)`, row.tpn, String(row.rank), theirs.rows.get(row.tpn)?.[0] ?? '');
  }
  return true;
}

/** The PAB's two readings (see the header), on copies of an event with a 320 record naming a PAB. */
function comparePab(dir: string, file: string, doc: TrfDocument, t: TeamTournament, primary: string, check: (code: string, tpn: number, mine: string, other: string) => void): void {
  const text = readFileSync(file, 'latin1');
  const pab = /^320 .*$/m.exec(text);
  if (pab === null || !t.rounds.some((rs) => rs.some((r) => r.kind === 'pab'))) return;
  const tmp = mkdtempSync(join(tmpdir(), 'swisspair-gacrux-pab-'));
  const noPab = join(tmp, 'no320.trf');
  writeFileSync(noPab, text.replace(/^320 .*\n/m, ''), 'latin1');
  // Gacrux's reading: a draw's MP and a win on every board, given to swisspair by a 320 with those values.
  const theirReading = join(tmp, 'gacrux-pab.trf');
  const gp = (t.boards * pointSystemOf(doc).win / 10).toFixed(1).padStart(4);
  writeFileSync(theirReading, text.replace(/^320 (.{4}) (.{4})/m, (_, mp: string) => `320 ${mp} ${gp}`), 'latin1');
  const list = ['MPTS', 'GPTS', 'BH:MP', 'BH:GP', 'SB:MP', 'SB:GP', 'EMGSB', 'BC'].filter((c) => c !== primary);
  const theirs = gacrux(dir, noPab, [primary, ...list], t.roundsInFile);
  if (typeof theirs === 'string') { rmSync(tmp, { recursive: true, force: true }); return; }
  for (const [label, path] of [['no 320, as decided', noPab], ['no 320, Gacrux\'s PAB', theirReading]] as const) {
    const d = readTrf(readFileSync(path), { fileName: path });
    const tt = buildTeamTournament(d, path);
    const s = teamStandings(d, tt, parseTeamTiebreaks(list.join(' '), tt.variant.primary, 'compare'));
    for (const row of s.rows) {
      const their = theirs.rows.get(row.tpn);
      if (their === undefined) continue;
      list.forEach((code, k) => {
        const cell = their[theirs.header.indexOf(code)] ?? '';
        const v = row.values[k];
        if (typeof v === 'number') check(`${label}`, row.tpn, `${code} ${(v / 10).toFixed(decimals(cell))}`, `${code} ${cell}`);
      });
    }
  }
  rmSync(tmp, { recursive: true, force: true });
}

function main(): number {
  const dir = process.env['GACRUX'];
  if (dir === undefined || !existsSync(join(dir, 'tiebreakchecker.py'))) {
    console.log('GACRUX is not set to a directory with tiebreakchecker.py: comparison skipped');
    return 0;
  }
  const flags = new Set(['--details', '--explain']);
  const files = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !(!flags.has(all[i - 1] ?? '') && (all[i - 1] ?? '').startsWith('--')));
  const tmp = mkdtempSync(join(tmpdir(), 'swisspair-gacrux-teams-'));
  const first = Number(option('--seed-from') ?? 1);
  const keep = option('--keep');
  for (let seed = first; seed < first + Number(option('--generate') ?? 0); seed++) {
    const out = generate(tmp, seed);
    if (out === null) continue;
    if (keep !== undefined) copyFileSync(out, join(keep, basename(out)));
    files.push(out);
  }
  const tallies = new Map<string, Tally>();
  const tally = (code: string): Tally => {
    let x = tallies.get(code);
    if (x === undefined) tallies.set(code, (x = { agree: 0, total: 0, differences: [] }));
    return x;
  };
  let events = 0;
  for (const file of files) if (compareFile(dir, file, tally, process.argv.includes('--explain'))) events++;
  let agree = 0;
  let total = 0;
  for (const [code, x] of tallies) {
    agree += x.agree;
    total += x.total;
    console.log(`${code.padEnd(20)} ${x.agree}/${x.total}`);
    if (x.differences.length > 0 && KNOWN[code] !== undefined) console.log(`    (${KNOWN[code]})`);
    for (const d of process.argv.includes('--details') ? x.differences : x.differences.slice(0, 3)) console.log(`    ${d}`);
  }
  console.log(`events: ${events} of ${files.length}; values agreeing: ${agree}/${total}`);
  rmSync(tmp, { recursive: true, force: true });
  return 0;
}

process.exitCode = main();
