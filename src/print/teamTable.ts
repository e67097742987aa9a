/**
 * The table pieces the team views share: a cell, a table grouped by match or team (a group is not split across
 * printed pages), a team's name, and the team standings' values, ranks and legend as `standings` prints them.
 */
import type { TeamTournament, Tpn } from '../model/team.js';
import { COUNTED, type TeamStandings } from '../standings/teams.js';
import { escapeHtml, formatPoints, pageHeadRow, type Cell, type PageHead } from './html.js';

export function cell(c: Cell, tag: 'td' | 'th', cls?: string): string {
  const text = typeof c === 'string' ? escapeHtml(c) : c.html;
  const klass = typeof c === 'string' ? cls : (c.cls ?? cls);
  return klass === undefined ? `<${tag}>${text}</${tag}>` : `<${tag} class="${klass}">${text}</${tag}>`;
}

export interface Column { readonly label: string; readonly cls?: string }

/** A table whose body is one tbody per group (a match, a team): a printed group is not split across pages. */
export function groupedTable(head: PageHead, columns: readonly Column[], groups: readonly { head: readonly Cell[]; rows: readonly (readonly Cell[])[] }[], cls: string): string {
  const heads = columns.map((c) => cell(c.label, 'th', c.cls)).join('');
  const row = (r: readonly Cell[], klass?: string): string => `<tr${klass === undefined ? '' : ` class="${klass}"`}>${r.map((c, i) => cell(c, 'td', columns[i]?.cls)).join('')}</tr>`;
  const bodies = groups.map((g) => `<tbody class="group">\n${[row(g.head, 'group-head'), ...g.rows.map((r) => row(r))].join('\n')}\n</tbody>`);
  return `<table class="${cls}"><thead>${pageHeadRow(head, columns.length)}<tr class="cols">${heads}</tr></thead>\n${bodies.join('\n')}</table>`;
}

export const teamName = (t: TeamTournament, tpn: Tpn): string => escapeHtml(t.teams[tpn - 1]!.name);

export const TEAM_TIEBREAK_NAMES: Readonly<Record<string, string>> = {
  MP: 'Match points', GP: 'Game points', MPVGP: 'Match points versus game points', BH: 'Team Buchholz', FB: 'Fore Buchholz',
  AOB: 'Average of opponents\u2019 Buchholz', SB: 'Team Sonneborn-Berger', ESB: 'Extended Sonneborn-Berger', SSSC: 'Sum of scores of the scored',
  EDE: 'Direct encounter (place in the tied group)', BC: 'Board count', TBR: 'Top-board result', BBE: 'Board by board elimination',
  WIN: 'Matches won', WON: 'Matches won over the board', PS: 'Progressive score', TPN: 'Team pairing number',
};

/** The column codes of the list: a code that expands to two entries (EDET: EDE, then TBR) names the second by its tie-break, as `standings` does. */
export function tiebreakCodes(s: TeamStandings): string[] {
  return s.tiebreaks.map((x, i) => (s.tiebreaks[i - 1]?.code === x.code ? `${x.code}:${x.name}` : x.code));
}

/**
 * A tie-break value as `standings` prints it: board vectors (TBR, BBE) may break after each '/' so that a wide list
 * still fits the page; EDE is a place and WIN, WON, TPN are counts, not tenths; null: no value ('-').
 */
export function tiebreakCell(s: TeamStandings, v: number | readonly number[] | null, k: number): Cell {
  return v === null ? '-' : typeof v !== 'number' ? { html: v.map(formatPoints).join('/<wbr>'), cls: 'num vec' } : COUNTED.has(s.tiebreaks[k]!.name) ? String(v) : formatPoints(v);
}

/** Rank as the standings views print it: '=' for a rank shared with the row above. */
export function rankCell(s: TeamStandings, i: number): string {
  const r = s.rows[i]!;
  return r.rank === (s.rows[i - 1]?.rank ?? 0) ? '=' : String(r.rank);
}

/** The legend of MP, GP and the list's codes. */
export function teamLegend(s: TeamStandings): string {
  const codes = tiebreakCodes(s);
  const items = [['MP', 'Match points'], ['GP', 'Game points'], ...s.tiebreaks.map((x, i) => [codes[i]!, TEAM_TIEBREAK_NAMES[x.name] ?? x.name])];
  const seen = new Set<string>();
  const legend = items.filter(([c]) => !seen.has(c!) && seen.add(c!)).map(([c, n]) => `<dt>${escapeHtml(c!)}</dt><dd>${escapeHtml(n!)}</dd>`).join('');
  return `<dl class="legend wide">${legend}<dt>=</dt><dd>shared rank: the list leaves these teams tied</dd></dl>`;
}

