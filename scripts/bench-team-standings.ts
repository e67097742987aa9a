/**
 * scripts/bench-team-standings: issue 35's speed item for team standings: 400 teams x 11 rounds with eight team
 * tie-breaks under 0.5 s. The event is generated here, seeded (400 teams, 10 boards, 11 rounds, every round paired
 * by the C.04.6 engine, with absences and forfeited matches), or read from FILE. Measured, in CPU time (user +
 * system: the machines it runs on are shared):
 *   - the library: reading the file (readTrf), the team model (buildTeamTournament), and the standings call
 *     (teamTiebreakList + teamStandings), first run and the worst and best of the warm runs;
 *   - the whole CLI command, `swisspair standings --tiebreaks LIST FILE` as a new process (Node's start-up, the
 *     bundle's load, reading, ranking, printing), its CPU read from /proc (Linux; elsewhere only wall time).
 *
 * Usage (after `npm run build`): node dist/scripts/bench-team-standings.js [--runs N] [--teams N] [--rounds N]
 *   [--variant a/mp] [--tiebreaks LIST] [--keep FILE] [FILE]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateTeamEvent } from '../src/generate/teams.js';
import { teamTournamentTrf } from '../src/generate/teamTrf.js';
import { buildTeamTournament } from '../src/model/team.js';
import type { TeamColourRule, TeamScoreKind } from '../src/model/teamVariant.js';
import { teamStandings, teamTiebreakList } from '../src/standings/teams.js';
import { readTrf } from '../src/trf/index.js';

const DEFAULT_LIST = 'GP,EDE,BH:MP,BH:GP,SB:MP,ESB:MP,BC,TBR';
const TARGET_MS = 500;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
}

const cpuMs = (u: NodeJS.CpuUsage): number => (u.user + u.system) / 1000;

function timed<T>(f: () => T): [T, number] {
  const c0 = process.cpuUsage();
  const value = f();
  return [value, cpuMs(process.cpuUsage(c0))];
}

function generated(teams: number, rounds: number, variantName: string): string {
  const [colours, primary] = variantName.split('/') as [TeamColourRule, TeamScoreKind];
  const variant = { colours, primary, secondaryForColours: true, baku: false };
  const { tournament } = generateTeamEvent(35, { teams, boards: 10, rounds, variant, absence: 0.02, forfeit: 0.01 });
  return teamTournamentTrf(tournament, `Benchmark: ${teams} teams, ${rounds} rounds`);
}

/** CPU time (ms) of this process's waited-for children so far, from /proc/self/stat; null where there is none. */
function childrenCpuMs(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    // After the command's name: state is field 3; cutime and cstime are fields 16 and 17 (clock ticks, 100 a second).
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
  } catch {
    return null;
  }
}

function cliRun(bin: string, file: string, list: string): { cpu: number | null; wall: number; ok: boolean } {
  const before = childrenCpuMs();
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [bin, 'standings', '--tiebreaks', list, file], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const wall = performance.now() - t0;
  const after = childrenCpuMs();
  return { cpu: before === null || after === null ? null : after - before, wall, ok: r.status === 0 };
}

function main(): void {
  const runs = Number(arg('--runs') ?? 5);
  const list = arg('--tiebreaks') ?? DEFAULT_LIST;
  const last = process.argv[process.argv.length - 1]!;
  const given = process.argv.length > 2 && !last.startsWith('--') && process.argv[process.argv.length - 2]?.startsWith('--') !== true ? last : undefined;
  const teams = Number(arg('--teams') ?? 400);
  const rounds = Number(arg('--rounds') ?? 11);
  const dir = mkdtempSync(join(tmpdir(), 'bench-team-standings-'));
  try {
    const text = given === undefined ? generated(teams, rounds, arg('--variant') ?? 'a/mp') : readFileSync(given, 'utf8');
    const file = given ?? join(dir, 'teams.trf');
    if (given === undefined) writeFileSync(file, text);
    const keep = arg('--keep');
    if (keep !== undefined) writeFileSync(keep, text);
    const bytes = new TextEncoder().encode(text);
    const rank = (): { rows: number; read: number; model: number; standings: number } => {
      const [doc, read] = timed(() => readTrf(bytes, { fileName: file }));
      const [t, model] = timed(() => buildTeamTournament(doc, file));
      const [s, standings] = timed(() => teamStandings(doc, t, teamTiebreakList(doc, t, list).tiebreaks));
      return { rows: s.rows.length, read, model, standings };
    };
    const first = rank();
    const warm = Array.from({ length: runs }, rank);
    const f = (x: number): string => x.toFixed(0);
    console.log(`${given ?? `generated (seed 35)`}: ${first.rows} teams ranked after round ${rounds}; tie-breaks ${list}`);
    console.log(`library, first run: read ${f(first.read)} ms, team model ${f(first.model)} ms, standings ${f(first.standings)} ms: ${f(first.read + first.model + first.standings)} ms CPU`);
    const totals = warm.map((w) => w.read + w.model + w.standings);
    console.log(`library, ${runs} warm runs: standings ${warm.map((w) => f(w.standings)).join(' ')} ms; read + model + standings worst ${f(Math.max(...totals))} ms, best ${f(Math.min(...totals))} ms CPU`);
    const bin = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'swisspair.cjs');
    const cli = Array.from({ length: runs }, () => cliRun(bin, file, list));
    if (cli.some((c) => !c.ok)) throw new Error('swisspair standings failed');
    const cpu = cli.map((c) => c.cpu).filter((c): c is number => c !== null);
    const worst = cpu.length > 0 ? Math.max(...cpu) : Math.max(...cli.map((c) => c.wall));
    console.log(`CLI \`swisspair standings --tiebreaks ${list}\`, ${runs} runs: ${cpu.length > 0 ? `CPU ${cpu.map(f).join(' ')} ms` : 'CPU not available'}; wall ${cli.map((c) => f(c.wall)).join(' ')} ms`);
    const libWorst = Math.max(first.read + first.model + first.standings, ...totals);
    console.log(`target ${TARGET_MS} ms: library ${libWorst < TARGET_MS ? 'holds' : 'FAILS'} (worst ${f(libWorst)} ms), CLI ${worst < TARGET_MS ? 'holds' : 'FAILS'} (worst ${f(worst)} ms${cpu.length > 0 ? ' CPU' : ' wall'})`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
