/**
 * `standings` of a team file: teams by the primary score and the team tie-break list (src/standings/teams.ts):
 * `--tiebreaks`, else 212, else 202 (their PTS/MP/GP entries read as team codes). Text table or --json.
 */
import { buildTeamTournament } from '../model/team.js';
import { teamStandings, teamTiebreakList, type TeamStandings } from '../standings/teams.js';
import type { TrfDocument } from '../trf/types.js';
import type { CommandContext } from './options.js';
import { json, printable, table } from './render.js';

// SB:GP products of half points can end in .25 / .75.
const tenths = (v: number): string => (Number.isInteger(v) ? (v / 10).toFixed(1) : (v / 10).toFixed(2));
const shown = (v: number | readonly number[] | null): string => (v === null ? '-' : typeof v === 'number' ? tenths(v) : v.map(tenths).join('/'));

export function render(s: TeamStandings, file: string): string {
  const head = `${printable(file)}: team standings after round ${s.round} (${s.primary === 'mp' ? 'match' : 'game'} points primary)\n`;
  // EDE's value is a place in the tied group, not a score.
  const rows = s.rows.map((r) => [String(r.rank), String(r.tpn), printable(r.name), tenths(r.mp), tenths(r.gp), ...r.values.map((v, k) => (s.tiebreaks[k]!.name === 'EDE' ? String(v) : shown(v)))]);
  const codes = s.tiebreaks.map((t) => t.code);
  return head + table(['Rank', 'TPN', 'Team', 'MP', 'GP', ...codes], rows, ['right', 'right', 'left', 'right', 'right', ...codes.map(() => 'right' as const)]);
}

export function teamStandingsCommand(ctx: CommandContext, doc: TrfDocument, fileName: string, options: { tiebreaks?: string; round?: number; json?: boolean }): void {
  const t = buildTeamTournament(doc, fileName);
  const { tiebreaks } = teamTiebreakList(doc, t, options.tiebreaks);
  const s = teamStandings(doc, t, tiebreaks, options.round ?? t.roundsInFile);
  if (options.json === true) ctx.streams.stdout.write(json({ file: fileName, round: s.round, primary: s.primary, tiebreaks: s.tiebreaks.map((x) => x.code), rows: s.rows }));
  else ctx.streams.stdout.write(render(s, fileName));
}
