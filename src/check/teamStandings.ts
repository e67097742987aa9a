/**
 * `check` of a team file's ranks (issue 35 item 4): where the 310 records write team ranks (columns 69-71), each is
 * compared with the rank the team tie-break list gives (src/standings/teams.ts: `--tiebreaks`, else 212, else 202,
 * else the primary score alone). As for individuals (src/check/standings.ts), a tie the list leaves unbroken may
 * be written in any order: a team of a group tied at ranks r..r+g-1 may be written at any of them. The report
 * names the first entry of the list (the primary score first) that separates the team from the one the list puts
 * at its written rank, with both values. O(teams log teams) plus the standings' cost.
 */
import { SwisspairError, formatDiagnostic } from '../errors.js';
import type { TeamTournament } from '../model/team.js';
import { playerId } from '../model/types.js';
import { COUNTED, teamStandings, teamTiebreakList, type TeamStandingRow, type TeamStandings, type TeamTiebreakName } from '../standings/teams.js';
import type { TiebreakRules } from '../standings/types.js';
import type { TrfDocument } from '../trf/types.js';
import type { RankDifference, StandingsCheck } from './standings.js';

export interface TeamStandingsCheckOptions {
  readonly tiebreaks?: string;
  readonly rules?: TiebreakRules;
}

type Cell = TeamStandingRow['values'][number];

/** A value as the sentence shows it: points to two decimals at most, EDE's place as is, vectors by board. */
function shown(name: string, v: Cell): string {
  if (v === null) return 'none';
  if (typeof v !== 'number') return v.map((x) => String(Math.round(x * 10) / 100)).join('/');
  return name === 'EDE' ? `place ${v}` : COUNTED.has(name as TeamTiebreakName) ? String(v) : String(Math.round(v * 10) / 100);
}

const same = (a: Cell, b: Cell): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The first entry (the primary score first) whose values differ between two rows, with both values. */
interface Deciding { code: string; a: string; b: string; numbers: { player: number | null; against: number | null } }

/** A value as JSON gives it: points (EDE: the place); null for vectors and none. */
const number = (name: string, v: Cell): number | null => (typeof v !== 'number' ? null : COUNTED.has(name as TeamTiebreakName) ? v : Math.round(v * 10) / 100);

function deciding(s: TeamStandings, a: TeamStandingRow, b: TeamStandingRow): Deciding | null {
  const primary = s.primary === 'mp' ? 'MP' : 'GP';
  const entries: [string, string, Cell, Cell][] = [[primary, primary, a[s.primary], b[s.primary]], ...s.tiebreaks.map((tb, k): [string, string, Cell, Cell] => [tb.code, tb.name, a.values[k]!, b.values[k]!])];
  const found = entries.find(([, , x, y]) => !same(x, y));
  if (found === undefined) return null;
  const [code, name, x, y] = found;
  return { code, a: shown(name, x), b: shown(name, y), numbers: { player: number(name, x), against: number(name, y) } };
}

function difference(s: TeamStandings, row: TeamStandingRow, written: number, to: number): RankDifference {
  const against = s.rows.find((r) => r.rank <= written && written < r.rank + s.rows.filter((x) => x.rank === r.rank).length) ?? null;
  const d = against === null ? null : deciding(s, row, against);
  const rulesText = to > row.rank ? `${row.rank}-${to} (tied)` : String(row.rank);
  const why = against === null ? `no team has rank ${written} by the rules (${s.rows.length} ranked)`
    : d === null ? `the list leaves it tied with team ${against.tpn}`
    : `${d.code} decides between it and team ${against.tpn} (rank ${written} by the list): ${d.a} against ${d.b}`;
  return {
    player: playerId(row.tpn),
    fileRank: written,
    rulesRank: row.rank,
    ...(to > row.rank ? { rulesRankTo: to } : {}),
    against: against === null ? null : playerId(against.tpn),
    tiebreak: d === null ? null : { code: d.code, ...d.numbers },
    text: `team ${row.tpn}: rank ${written} in the file, ${rulesText} by the tie-break list; ${why}`,
  };
}

/** The 310 ranks against the list's; null when the file writes no team rank. */
export function checkTeamStandings(doc: TrfDocument, t: TeamTournament, options: TeamStandingsCheckOptions = {}): StandingsCheck | null {
  const written = new Map(t.section.teams.flatMap((x) => (x.rank === null || x.rank === undefined || x.rank === 0 ? [] : [[x.tpn, x.rank] as const])));
  if (written.size === 0) return null;
  let s: TeamStandings;
  let source: StandingsCheck['listSource'];
  try {
    const list = teamTiebreakList(doc, t, options.tiebreaks);
    source = list.source === '--tiebreaks' ? 'option' : list.source === 'the round-robin default (C.07 4.1.1)' ? 'round-robin default (C.07 4.1.1)' : list.source;
    s = teamStandings(doc, t, list.tiebreaks, t.roundsInFile, options.rules);
  } catch (error) {
    if (!(error instanceof SwisspairError)) throw error;
    return { status: 'error', checked: 0, differences: [], message: error.diagnostics.map(formatDiagnostic).join('; ') || error.message };
  }
  const size = new Map<number, number>();
  for (const r of s.rows) size.set(r.rank, (size.get(r.rank) ?? 0) + 1);
  const differences: RankDifference[] = [];
  let checked = 0;
  for (const row of s.rows) {
    const w = written.get(row.tpn);
    if (w === undefined) continue;
    checked++;
    const to = row.rank + size.get(row.rank)! - 1;
    if (w < row.rank || w > to) differences.push(difference(s, row, w, to));
  }
  differences.sort((a, b) => a.player - b.player);
  const primary = s.primary === 'mp' ? 'MP' : 'GP';
  return {
    status: differences.length > 0 ? 'differ' : 'match',
    rules: s.rules,
    rulesSource: s.rulesSource,
    tiebreaks: [primary, ...s.tiebreaks.map((x) => x.code)],
    listSource: source,
    round: s.round,
    checked,
    differences,
  };
}
