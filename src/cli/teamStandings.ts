/**
 * `standings` of a team file: teams by the primary score and the team tie-break list (src/standings/teams.ts):
 * `--tiebreaks`, else 212, else 202 (their PTS/MP/GP entries read as team codes); `--boards`: the individual board
 * standings (src/standings/teamBoards.ts). Text table, --json or --csv.
 */
import { buildTeamTournament, type TeamTournament } from '../model/team.js';
import { teamBoardStandings, type BoardStandings } from '../standings/teamBoards.js';
import { COUNTED, teamStandings, teamTiebreakList, type TeamStandings } from '../standings/teams.js';
import type { TiebreakRules } from '../standings/types.js';
import type { TrfDocument } from '../trf/types.js';
import type { CommandContext } from './options.js';
import { teamRoundRobinDefaultList } from '../standings/roundRobinDefault.js';
import { json, printable, table } from './render.js';
import { csvCell } from './standingsRender.js';

// SB:GP products of half points can end in .25 / .75.
const tenths = (v: number): string => (Number.isInteger(v) ? (v / 10).toFixed(1) : (v / 10).toFixed(2));
const shown = (v: number | readonly number[] | null): string => (v === null ? '-' : typeof v === 'number' ? tenths(v) : v.map(tenths).join('/'));
const csvLines = (lines: readonly (readonly string[])[]): string => lines.map((l) => l.map(csvCell).join(',')).join('\r\n') + '\r\n';

function cells(s: TeamStandings): string[][] {
  // EDE's value is a place in the tied group; WIN, WON, TPN are counts: not tenths.
  return s.rows.map((r) => [String(r.rank), String(r.tpn), r.name, tenths(r.mp), tenths(r.gp), ...r.values.map((v, k) => (COUNTED.has(s.tiebreaks[k]!.name) ? String(v) : shown(v)))]);
}

export function render(s: TeamStandings, file: string): string {
  const head = `${printable(file)}: team standings after round ${s.round} (${s.primary === 'mp' ? 'match' : 'game'} points primary; C.07 ${s.rules}, ${s.rulesSource})\n`;
  const rows = cells(s).map((r) => r.map(printable));
  const codes = s.tiebreaks.map((t) => t.code);
  return head + table(['Rank', 'TPN', 'Team', 'MP', 'GP', ...codes], rows, ['right', 'right', 'left', 'right', 'right', ...codes.map(() => 'right' as const)]);
}

const optional = (v: number | null, digits = 0): string => (v === null ? '-' : v.toFixed(digits));

function boardCells(b: BoardStandings): string[][] {
  return b.rows.map((r) => [r.board <= b.boards ? String(r.board) : `R${r.board - b.boards}`, String(r.player), r.name, r.teamName, String(r.rating || '-'), tenths(r.points), String(r.games), optional(r.percentage, 1), optional(r.aro), optional(r.tpr), r.boardsPlayed.join(' ')]);
}

const BOARD_HEAD = ['Board', 'SNo', 'Name', 'Team', 'Rtg', 'Pts', 'Games', '%', 'ARO', 'TPR', 'Played on'];

export function renderBoards(b: BoardStandings, file: string): string {
  const head = `${printable(file)}: board standings after round ${b.round} (${b.boards} boards; % and TPR over games played over the board)\n`;
  return head + table(BOARD_HEAD, boardCells(b).map((r) => r.map(printable)), ['right', 'right', 'left', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'left']);
}

export interface TeamStandingsCliOptions {
  readonly tiebreaks?: string;
  readonly round?: number;
  readonly rules?: TiebreakRules;
  readonly json?: boolean;
  readonly csv?: boolean;
  readonly boards?: boolean;
  /** Pairings fixed in advance (a team round robin): without a list, the round-robin default. */
  readonly roundRobin?: boolean;
  /** The team model the loader built from `doc` (load.ts): not built again (a third of a 400-team file's ranking). */
  readonly teams?: TeamTournament;
}

export function teamStandingsCommand(ctx: CommandContext, doc: TrfDocument, fileName: string, options: TeamStandingsCliOptions): void {
  const t = options.teams ?? buildTeamTournament(doc, fileName);
  const out = ctx.streams.stdout;
  if (options.boards === true) {
    const b = teamBoardStandings(doc, t, options.round ?? t.roundsInFile);
    if (options.json === true) out.write(json({ file: fileName, round: b.round, boards: b.boards, players: b.rows }));
    else if (options.csv === true) out.write(csvLines([['board', 'id', 'name', 'team_name', 'rating', 'points', 'games', 'percentage', 'aro', 'tpr', 'boards_played'], ...boardCells(b).map((r) => r.map((c) => (c === '-' ? '' : c)))]));
    else out.write(renderBoards(b, fileName));
    return;
  }
  const { tiebreaks, source } = teamTiebreakList(doc, t, options.tiebreaks, options.roundRobin === true ? teamRoundRobinDefaultList(t.variant.primary) : null);
  const s = teamStandings(doc, t, tiebreaks, options.round ?? t.roundsInFile, options.rules);
  if (options.json === true) out.write(json({ file: fileName, round: s.round, primary: s.primary, rules: s.rules, rulesSource: s.rulesSource, listSource: source, tiebreaks: s.tiebreaks.map((x) => x.code), rows: s.rows }));
  else if (options.csv === true) out.write(csvLines([['rank', 'tpn', 'name', 'mp', 'gp', ...s.tiebreaks.map((x) => x.code)], ...cells(s)]));
  else out.write(render(s, fileName) + (source === 'points only' || source === '--tiebreaks' ? '' : `Tie-breaks (${source}): ${s.tiebreaks.map((x) => x.code).join(', ')}\n`));
}
