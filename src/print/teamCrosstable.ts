/**
 * A team Swiss on the wall: the cross table (one row per team in standings order; each round the opponent's team
 * pairing number, board 1's colour and the game points of the match; then MP, GP and the team tie-break list as
 * `standings` gives them) and the schedule (every round paired so far, its matches in the order `show` numbers
 * them, with the game points entered). The opponent is named by pairing number, not by rank: in a team event many
 * teams share a rank on match points, and the number is the one `pair`, `show` and `result --match` print.
 * O(teams x rounds) for the cross table (after the standings), O(teams x rounds x boards) for the schedule.
 */
import type { TeamRound, TeamTournament, Tpn } from '../model/team.js';
import { matchesOfRound } from '../model/teamMatches.js';
import type { TeamStandings } from '../standings/teams.js';
import { dateOf, type PrintEvent } from './event.js';
import { escapeHtml, formatPoints, table, type Cell } from './html.js';
import { matchStatus } from './teamMatch.js';
import { rankCell, teamLegend, teamName, tiebreakCell, tiebreakCodes } from './teamTable.js';

const BYE_MARK: Readonly<Record<string, string>> = { full: 'F', half: 'H', zero: 'Z' };
const BYE_NAME: Readonly<Record<string, string>> = { full: 'full-point bye', half: 'half-point bye', zero: 'zero-point bye' };

/**
 * A cross-table cell: `12w 2½` (opponent 12, White on board 1, 2½ game points), `12w +` / `12w −` (the match won /
 * lost by forfeit, 330), `12w` (not played yet), `U 2` (pairing-allocated bye and its game points), `F 4`, `H 2`,
 * `Z 0` (byes), `–` (not paired).
 */
export function teamCrossCell(event: PrintEvent, t: TeamTournament, tpn: Tpn, round: number): string {
  const r: TeamRound | undefined = t.rounds[tpn - 1]?.[round - 1];
  if (r === undefined || r.kind === 'none') return '–';
  if (r.kind === 'pab') return `U ${formatPoints(r.gamePoints)}`;
  if (r.kind === 'bye') return `${BYE_MARK[r.bye]} ${formatPoints(r.gamePoints)}`;
  const head = `${r.opponent}${r.colour ?? ''}`;
  const status = matchStatus(event, t, tpn, r, round);
  if (status === 'pending') return head;
  if (status === 'forfeited') return `${head} ${r.forfeit === 'won' ? '+' : '−'}`;
  return `${head} ${formatPoints(r.gamePoints)}`;
}

export function renderTeamCrosstable(event: PrintEvent, t: TeamTournament, s: TeamStandings): string {
  const rounds = Array.from({ length: s.round }, (_, i) => i + 1);
  const codes = tiebreakCodes(s);
  const rows: Cell[][] = s.rows.map((row, i) => [
    rankCell(s, i), String(row.tpn), { html: teamName(t, row.tpn), cls: 'name' },
    ...rounds.map((r): Cell => ({ html: escapeHtml(teamCrossCell(event, t, row.tpn, r)), cls: 'ctr' })),
    formatPoints(row.mp), formatPoints(row.gp), ...row.values.map((v, k) => tiebreakCell(s, v, k)),
  ]);
  const columns = [
    { label: 'Rk', cls: 'num' }, { label: 'No', cls: 'num' }, { label: 'Team', cls: 'name' }, ...rounds.map((r) => ({ label: String(r), cls: 'ctr' })),
    { label: 'MP', cls: 'num' }, { label: 'GP', cls: 'num' }, ...codes.map((c) => ({ label: c, cls: 'num code' })),
  ];
  const head = { event: event.title, view: `Team cross table after round ${s.round} (${s.primary === 'mp' ? 'match' : 'game'} points first; C.07 ${s.rules})`, date: dateOf(event, s.round) };
  const key = '<p class="legend">Each round: the opponent\u2019s pairing number (No), w/b the colour of board 1, the game points of the match; + − a match won or lost by forfeit; no points: not played yet; U pairing-allocated bye, F H Z full-, half-, zero-point bye, with their game points; – not paired.</p>';
  return table({ head, columns, rows, cls: 'crosstable teams-cross', after: key + teamLegend(s) });
}

/** Both sides of a match as printed: `2½ – 1½`, `+ – −` (330), '' before a result. */
function matchScore(event: PrintEvent, t: TeamTournament, white: Tpn, round: number): string {
  const r = t.rounds[white - 1]![round - 1]!;
  if (r.kind !== 'match') return '';
  const status = matchStatus(event, t, white, r, round);
  if (status === 'pending') return '';
  if (status === 'forfeited') return r.forfeit === 'won' ? '+ – −' : r.forfeit === 'lost' ? '− – +' : '− – −';
  return `${formatPoints(r.gamePoints)} – ${formatPoints(r.opponentGamePoints)}`;
}

/** Every round in the file with its matches (numbered as `show` numbers them), byes and results so far. */
export function renderTeamSwissSchedule(event: PrintEvent, t: TeamTournament): string {
  const rows: Cell[][] = [];
  const label = (tpn: Tpn): Cell => ({ html: `${teamName(t, tpn)} (${tpn})`, cls: 'name' });
  for (let round = 1; round <= t.roundsInFile; round++) {
    const start = rows.length;
    matchesOfRound(t, round).forEach((m) => {
      rows.push(['', `m${m.match}`, label(m.white), label(m.black), { html: escapeHtml(matchScore(event, t, m.white, round)), cls: 'res' }]);
    });
    for (const team of t.teams) {
      const r = t.rounds[team.tpn - 1]?.[round - 1];
      if (r?.kind === 'match') continue;
      const why = r === undefined || r.kind === 'none' ? 'not paired' : r.kind === 'pab' ? 'pairing-allocated bye' : BYE_NAME[r.bye];
      const points = r === undefined || r.kind === 'none' ? '' : formatPoints(r.gamePoints);
      rows.push(['', '', { html: `<i>${why}:</i> ${teamName(t, team.tpn)} (${team.tpn})`, cls: 'name' }, '', { html: points, cls: 'res' }]);
    }
    if (rows.length > start) rows[start]![0] = String(round);
  }
  const planned = t.plannedRounds ?? t.roundsInFile;
  const after = planned > t.roundsInFile ? `<p class="legend">Rounds ${t.roundsInFile + 1}\u2013${planned} of ${planned}: a Swiss pairs each round from the results before it; not paired yet.</p>` : '';
  const head = { event: event.title, view: `Schedule: ${t.roundsInFile} of ${planned} rounds paired, ${t.teams.length} teams`, date: event.eventDates };
  const columns = [{ label: 'Rd', cls: 'num' }, { label: 'Match', cls: 'num' }, { label: 'Team (White on board 1)', cls: 'name' }, { label: 'Team', cls: 'name' }, { label: 'Game points', cls: 'res' }];
  const empty = t.roundsInFile === 0 ? '<p>No round paired yet.</p>' : '';
  return table({ head, columns, rows, cls: 'schedule', after: empty + after });
}
