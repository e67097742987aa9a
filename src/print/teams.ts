/**
 * Printed views of a team file (C.04.6): `pairings` / `results` (the round's matches numbered as `pair` and `show`
 * print them, m1, m2 ..., each with its boards under it), `standings` (teams by the primary score and the team
 * tie-break list, with a legend), `names` (every player alphabetically with team, match, board, colour, opponent) and
 * `players` (the rosters in board order, 310); `crosstable`, `cards` and `schedule` come from teamCrosstable.ts,
 * teamCards.ts and teamRoundRobin.ts. Same page shell, stylesheet and escaping as the individual views.
 * O(players x rounds) for a round, O(teams log teams x tie-breaks) for the standings.
 */
import { ArgumentError } from '../errors.js';
import type { PlayerId } from '../model/types.js';
import type { TeamRound, TeamTournament, Tpn } from '../model/team.js';
import { matchesOfRound } from '../model/teamMatches.js';
import { teamScores } from '../model/team.js';
import { teamStandings, type TeamStandings, type TeamTiebreak } from '../standings/teams.js';
import type { TiebreakRules } from '../standings/types.js';
import { dateOf, type PrintEvent } from './event.js';
import { escapeHtml, formatPoints, pageHeadRow, type Cell } from './html.js';
import { cell, groupedTable, rankCell, teamLegend, teamName, tiebreakCell, tiebreakCodes, type Column } from './teamTable.js';
import { labelHtml } from './rounds.js';
import { renderTeamGrid, renderTeamSchedule } from './teamRoundRobin.js';
import { boardOrder, colourOf, forfeitedMatch, side } from './teamMatch.js';
import { renderTeamCards } from './teamCards.js';
import { renderTeamCrosstable, renderTeamSwissSchedule } from './teamCrosstable.js';
import type { RoundRobinFormat } from '../systems/roundrobin/format.js';

/**
 * The views a team file prints; `all` is these. A team Swiss draws its cross table and schedule from the rounds
 * (src/print/teamCrosstable.ts), a team round robin from its Berger table (TEAM_ROUND_ROBIN_VIEWS,
 * src/print/teamRoundRobin.ts); the cards are the same for both (src/print/teamCards.ts).
 */
export const TEAM_PRINT_VIEWS = ['pairings', 'names', 'results', 'standings', 'crosstable', 'cards', 'players', 'schedule'] as const;
/** The views a team round robin prints from its Berger table: the grid and the schedule (src/print/teamRoundRobin.ts). */
export const TEAM_ROUND_ROBIN_VIEWS = ['crosstable', 'schedule'] as const;
export type TeamPrintView = (typeof TEAM_PRINT_VIEWS)[number];

/** The asked views as team views (library callers may pass any text); another view is an ArgumentError (exit 3) naming the team views. */
export function teamViews(asked: readonly string[], all: boolean): TeamPrintView[] {
  const known: readonly TeamPrintView[] = TEAM_PRINT_VIEWS;
  if (all) return [...known];
  const other = asked.filter((v) => !(known as readonly string[]).includes(v));
  if (other.length > 0) throw new ArgumentError(`--view ${other.join(',')}: not printed for a team file; its views are ${known.join(', ')} or all`);
  return asked as TeamPrintView[];
}

function boardRows(event: PrintEvent, t: TeamTournament, m: { white: Tpn; black: Tpn }, round: number, withResults: boolean): { rows: Cell[][]; entered: boolean } {
  const home = boardOrder(t, m.white, round, event);
  const away = boardOrder(t, m.black, round, event);
  let entered = false;
  const forfeited = forfeitedMatch(t, m.white, round);
  // Board by board: an empty board of a line-up (null) still has its row, the other team's player on it.
  const rows = Array.from({ length: Math.max(home.length, away.length) }, (_, i): Cell[] => {
    const p = home[i] ?? null;
    const o = p === null ? undefined : event.byId.get(p)?.rounds[round - 1];
    // The opponent on the board is the one the player's game names; the line-up order otherwise.
    const q = o !== undefined && 'opponent' in o && o.opponent !== null ? o.opponent : (away[i] ?? null);
    const oq = q === null ? undefined : event.byId.get(q)?.rounds[round - 1];
    // A match forfeited as a whole (330) has no board result: its boards' `+` are the match's.
    const result = forfeited || (side(o) === '' && side(oq) === '') ? '' : `${side(o) || '−'} – ${side(oq) || '−'}`;
    if (result !== '') entered = true;
    return [
      String(i + 1), p === null ? '' : String(p), p === null ? '' : { html: labelHtml(event, p), cls: 'name' }, colourOf(o),
      withResults ? result : '', colourOf(oq), q === null ? '' : { html: labelHtml(event, q), cls: 'name' }, q === null ? '' : String(q),
    ];
  });
  return { rows, entered };
}

function scoreBefore(t: TeamTournament, tpn: Tpn, round: number): string {
  const { mp, gp } = teamScores(t, round - 1);
  return `${formatPoints(mp[tpn - 1]!)} MP · ${formatPoints(gp[tpn - 1]!)} GP`;
}

/** The match's result from the first team's side: game points and match points, or the forfeit (330). */
function matchResult(t: TeamTournament, r: TeamRound, round: number, forfeited: boolean, entered: boolean): string {
  if (r.kind !== 'match') return '';
  // A match not yet played reads as a double forfeit in the model (no game, no point): only a 330 line forfeits it.
  if (forfeited) return r.forfeit === 'won' ? '+ – −' : r.forfeit === 'lost' ? '− – +' : '− – −';
  if (!entered) return '';
  // The opponent's own round: a 299 for one team and round makes the two sides' match points no mirror of each other.
  const theirs = t.rounds[r.opponent - 1]?.[round - 1];
  const other = theirs?.kind === 'match' ? theirs.matchPoints : 0;
  return `${formatPoints(r.gamePoints)} – ${formatPoints(r.opponentGamePoints)} (${formatPoints(r.matchPoints)} – ${formatPoints(other)} MP)`;
}

function notPairedLine(t: TeamTournament, round: number): string {
  const lines: string[] = [];
  const byes: Record<string, string> = { full: 'Full-point bye', half: 'Half-point bye', zero: 'Zero-point bye' };
  const groups = new Map<string, string[]>();
  t.rounds.forEach((history, i) => {
    const r = history[round - 1];
    const label = r?.kind === 'pab' ? 'Pairing-allocated bye' : r?.kind === 'bye' ? byes[r.bye]! : r === undefined || r.kind === 'none' ? 'Not paired' : null;
    if (label !== null) groups.set(label, [...(groups.get(label) ?? []), `${teamName(t, i + 1)} (${i + 1})`]);
  });
  for (const [label, who] of groups) lines.push(`<p><b>${label}:</b> ${who.join(', ')}</p>`);
  return lines.length === 0 ? '' : `<div class="byes">${lines.join('')}</div>`;
}

/** `pairings` (results blank, each team's MP and GP before the round) or `results` (game and match points, board results). */
export function renderTeamRound(event: PrintEvent, t: TeamTournament, round: number, view: 'Pairings' | 'Results'): string {
  const withResults = view === 'Results';
  const groups = matchesOfRound(t, round).map((m) => {
    const boards = boardRows(event, t, m, round, withResults);
    const r = t.rounds[m.white - 1]![round - 1]!;
    const forfeited = forfeitedMatch(t, m.white, round);
    const result = withResults ? matchResult(t, r, round, forfeited, boards.entered) : '';
    const score = (tpn: Tpn): Cell => ({ html: withResults ? '' : escapeHtml(scoreBefore(t, tpn, round)), cls: 'num' });
    const head: Cell[] = [
      { html: `<b>m${m.match}</b>` }, String(m.white), { html: `<b>${teamName(t, m.white)}</b>`, cls: 'name' }, score(m.white),
      { html: escapeHtml(result), cls: 'res' }, score(m.black), { html: `<b>${teamName(t, m.black)}</b>`, cls: 'name' }, String(m.black),
    ];
    return { head, rows: boards.rows };
  });
  const columns: Column[] = [
    { label: 'Bd', cls: 'num' }, { label: 'No', cls: 'num' }, { label: 'Team / player', cls: 'name' }, { label: '', cls: 'ctr' },
    { label: 'Result', cls: 'res' }, { label: '', cls: 'ctr' }, { label: 'Team / player', cls: 'name' }, { label: 'No', cls: 'num' },
  ];
  const head = { event: event.title, view: `${view === 'Pairings' ? 'Team pairings' : 'Team results'}, round ${round}`, date: dateOf(event, round) };
  const empty = groups.length === 0 ? `<p>No match in round ${round}.</p>` : '';
  const key = '<p class="legend">Match mN as <code>show</code> prints it and <code>result --match mN</code> reads it; the first team has White on board 1. W/B: each board\u2019s colours; the result reads left to right (+ − forfeit).</p>';
  return groupedTable(head, columns, groups, `teams round ${view.toLowerCase()}`) + empty + notPairedLine(t, round) + key;
}

/** Rank, team, MP, GP and the file's team tie-break list, with a legend of the codes. */
export function renderTeamStandings(event: PrintEvent, s: TeamStandings): string {
  const codes = tiebreakCodes(s);
  const rows: Cell[][] = s.rows.map((r, i) => [
    rankCell(s, i), String(r.tpn), { html: escapeHtml(r.name), cls: 'name' }, formatPoints(r.mp), formatPoints(r.gp), ...r.values.map((v, k) => tiebreakCell(s, v, k)),
  ]);
  const columns: Column[] = [{ label: 'Rk', cls: 'num' }, { label: 'No', cls: 'num' }, { label: 'Team', cls: 'name' }, { label: 'MP', cls: 'num' }, { label: 'GP', cls: 'num' }, ...codes.map((c) => ({ label: c, cls: 'num code' }))];
  const head = { event: event.title, view: `Team standings after round ${s.round} (${s.primary === 'mp' ? 'match' : 'game'} points first; C.07 ${s.rules})`, date: dateOf(event, s.round) };
  const body = rows.map((r) => `<tr>${r.map((c, i) => cell(c, 'td', columns[i]?.cls)).join('')}</tr>`).join('\n');
  return `<table class="teams standings"><thead>${pageHeadRow(head, columns.length)}<tr class="cols">${columns.map((c) => cell(c.label, 'th', c.cls)).join('')}</tr></thead>\n<tbody>\n${body}\n</tbody></table>${teamLegend(s)}`;
}

/** The rosters (310) in board order: one group per team. */
export function renderTeamPlayers(event: PrintEvent, t: TeamTournament): string {
  const groups = t.teams.map((team) => ({
    head: [{ html: `<b>${team.tpn}</b>`, cls: 'num' }, '', { html: `<b>${escapeHtml(team.name)}</b>`, cls: 'name' }, '', '', ''] as Cell[],
    rows: (team.players as readonly PlayerId[]).map((p, i): Cell[] => {
      const info = event.byId.get(p);
      return [String(i + 1), String(p), { html: labelHtml(event, p), cls: 'name' }, info?.federation.trim() ?? '', info !== undefined && info.rating > 0 ? String(info.rating) : '', info?.fideId.trim() ?? ''];
    }),
  }));
  const columns: Column[] = [{ label: 'Bd', cls: 'num' }, { label: 'No', cls: 'num' }, { label: 'Team / player', cls: 'name' }, { label: 'Fed' }, { label: 'Rating', cls: 'num' }, { label: 'FIDE ID', cls: 'num' }];
  return groupedTable({ event: event.title, view: `Teams (${t.teams.length}, ${t.boards} boards)`, date: event.eventDates }, columns, groups, 'teams players');
}

const COLLATOR = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Every player of the teams alphabetically (the list read at the door): team, match, board, colour, opponent. */
export function renderTeamNames(event: PrintEvent, t: TeamTournament, round: number): string {
  const seat = new Map<PlayerId, Cell[]>();
  for (const m of matchesOfRound(t, round)) {
    for (const [own, other] of [[m.white, m.black], [m.black, m.white]] as const) {
      boardOrder(t, own, round, event).forEach((p, i) => {
        if (p === null) return;
        const o = event.byId.get(p)?.rounds[round - 1];
        const q = o !== undefined && 'opponent' in o && o.opponent !== null ? o.opponent : (boardOrder(t, other, round, event)[i] ?? null);
        seat.set(p, [`m${m.match}`, String(i + 1), ({ W: 'White', B: 'Black' } as Record<string, string>)[colourOf(o)] ?? '', q === null ? '' : { html: labelHtml(event, q), cls: 'name' }]);
      });
    }
  }
  const why = (tpn: Tpn): string => {
    const r = t.rounds[tpn - 1]?.[round - 1];
    return r?.kind === 'pab' ? 'Pairing-allocated bye' : r?.kind === 'bye' ? `${r.bye === 'full' ? 'Full' : r.bye === 'half' ? 'Half' : 'Zero'}-point bye` : r?.kind === 'match' ? 'Not playing' : 'Not paired';
  };
  const players = t.teams.flatMap((team) => team.players.map((p) => ({ p: p as PlayerId, team })));
  for (const l of t.section.lineups) if (l.round === round) for (const p of l.players) if (p !== null && !players.some((x) => x.p === p)) players.push({ p: p as PlayerId, team: t.teams[l.team - 1]! });
  const name = (p: PlayerId): string => event.byId.get(p)?.name ?? '';
  players.sort((a, b) => COLLATOR.compare(name(a.p), name(b.p)) || a.p - b.p);
  const rows: Cell[][] = players.map(({ p, team }) => [
    { html: escapeHtml(name(p)), cls: 'name' }, String(p), { html: escapeHtml(team.name), cls: 'name' }, ...(seat.get(p) ?? ['', '', why(team.tpn), '']),
  ]);
  const columns: Column[] = [{ label: 'Name', cls: 'name' }, { label: 'No', cls: 'num' }, { label: 'Team', cls: 'name' }, { label: 'Match' }, { label: 'Board', cls: 'num' }, { label: 'Colour' }, { label: 'Opponent', cls: 'name' }];
  const head = { event: event.title, view: `Team pairings by name, round ${round}`, date: dateOf(event, round) };
  const body = rows.map((r) => `<tr>${r.map((c, i) => cell(c, 'td', columns[i]?.cls)).join('')}</tr>`).join('\n');
  return `<table class="teams names"><thead>${pageHeadRow(head, columns.length)}<tr class="cols">${columns.map((c) => cell(c.label, 'th', c.cls)).join('')}</tr></thead>\n<tbody>\n${body}\n</tbody></table>`;
}

export interface TeamPrintOptions {
  readonly views: readonly TeamPrintView[];
  readonly round: number;
  /** The team tie-break list (after the primary score), asked only for `standings`: a list another view does not use cannot fail it. */
  readonly tiebreaks: () => readonly TeamTiebreak[];
  /** The C.07 edition (default: by the file's start date, as `standings`). */
  readonly rules?: TiebreakRules;
  /** A team round robin's table (its 192 code), for `crosstable` and `schedule`. */
  readonly roundRobin?: RoundRobinFormat;
}

/** The team views' sections; the standings are computed once, for the views that rank. */
export function teamSections(event: PrintEvent, t: TeamTournament, options: TeamPrintOptions): string[] {
  let ranked: TeamStandings | undefined;
  const standings = (): TeamStandings => (ranked ??= teamStandings(event.document, t, options.tiebreaks(), options.round, options.rules));
  return options.views.map((v) => {
    if ((v === 'pairings' || v === 'names' || v === 'results') && options.round === 0) return `<p>${v}: no round in the file yet.</p>`;
    switch (v) {
      case 'pairings': return renderTeamRound(event, t, options.round, 'Pairings');
      case 'names': return renderTeamNames(event, t, options.round);
      case 'results': return renderTeamRound(event, t, options.round, 'Results');
      case 'standings': return renderTeamStandings(event, standings());
      case 'players': return renderTeamPlayers(event, t);
      case 'crosstable': return options.roundRobin === undefined ? renderTeamCrosstable(event, t, standings()) : renderTeamGrid(event, t, options.roundRobin);
      case 'cards': return renderTeamCards(event, t, standings());
      case 'schedule': return options.roundRobin === undefined ? renderTeamSwissSchedule(event, t) : renderTeamSchedule(event, t, options.roundRobin);
    }
  });
}
