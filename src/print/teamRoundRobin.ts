/**
 * A team round robin on paper (C.05 Annex 1 by team pairing numbers, src/systems/roundrobin/teams.ts): the grid
 * (`crosstable`: each team's game points against each other team, cycle by cycle, with match and game points) and
 * the `schedule` (every round's matches in table order, the first-named team with board 1's colour, the results
 * entered so far). Teams in pairing-number order, as the table numbers them. O(teams^2 + teams x rounds).
 */
import type { TeamRound, TeamTournament, Tpn } from '../model/team.js';
import { teamScores } from '../model/team.js';
import type { RoundRobinFormat } from '../systems/roundrobin/format.js';
import { scheduledRound, totalRounds } from '../systems/roundrobin/schedule.js';
import { dateOf, type PrintEvent } from './event.js';
import { escapeHtml, formatPoints, table, type Cell } from './html.js';

const name = (t: TeamTournament, tpn: Tpn): string => escapeHtml(t.teams[tpn - 1]!.name);

/** One side of a match as printed: its game points, '+'/'−' for a forfeited match, '' before a result. */
function sideOf(r: TeamRound | undefined): string {
  if (r === undefined || r.kind !== 'match') return '';
  if (r.forfeit === 'won') return '+';
  if (r.forfeit === 'lost' || r.forfeit === 'double') return '−';
  return r.played ? formatPoints(r.gamePoints) : '';
}

/** The grid: row team's result against each column team, cycles separated by a space. */
export function renderTeamGrid(event: PrintEvent, t: TeamTournament, format: RoundRobinFormat): string {
  const n = t.teams.length;
  const upTo = t.roundsInFile;
  const scores = teamScores(t, upTo);
  const rows: Cell[][] = t.teams.map((team) => {
    const mine = t.rounds[team.tpn - 1] ?? [];
    const against = (other: Tpn): Cell => {
      if (other === team.tpn) return { html: '', cls: 'self' };
      const cycles = mine.filter((r) => r.kind === 'match' && r.opponent === other).map(sideOf).filter((s) => s !== '');
      return { html: escapeHtml(cycles.join(' ')), cls: 'ctr' };
    };
    return [String(team.tpn), { html: name(t, team.tpn), cls: 'name' }, ...t.teams.map((o) => against(o.tpn)), formatPoints(scores.mp[team.tpn - 1] ?? 0), formatPoints(scores.gp[team.tpn - 1] ?? 0)];
  });
  const columns = [{ label: 'No', cls: 'num' }, { label: 'Team', cls: 'name' }, ...t.teams.map((o) => ({ label: String(o.tpn), cls: 'ctr' })), { label: 'MP', cls: 'num' }, { label: 'GP', cls: 'num' }];
  const head = { event: event.title, view: `Cross table, ${format.code}: ${n} teams, game points by match, after round ${upTo}`, date: dateOf(event, Math.max(1, upTo)) };
  return table({ head, columns, rows, cls: 'crosstable grid' });
}

/** The whole schedule from the table, with the results entered so far. */
export function renderTeamSchedule(event: PrintEvent, t: TeamTournament, format: RoundRobinFormat): string {
  const n = t.teams.length;
  const total = totalRounds(n, format);
  const rows: Cell[][] = [];
  for (let r = 1; r <= total; r++) {
    const s = scheduledRound(n, format, r);
    s.games.forEach((g, i) => {
      const first = sideOf(t.rounds[g.white - 1]?.[r - 1]);
      const second = sideOf(t.rounds[g.black - 1]?.[r - 1]);
      const result = first === '' && second === '' ? '' : `${first} – ${second}`;
      rows.push([i === 0 ? String(r) : '', `m${i + 1}`, { html: `${name(t, g.white)} (${g.white})`, cls: 'name' }, { html: `${name(t, g.black)} (${g.black})`, cls: 'name' }, { html: escapeHtml(result), cls: 'res' }]);
    });
    if (s.bye !== null) rows.push(['', '', { html: `<i>no match:</i> ${name(t, s.bye)} (${s.bye})`, cls: 'name' }, '', '']);
  }
  const head = { event: event.title, view: `Schedule, ${format.code} (Berger tables, C.05 Annex 1): ${n} teams, ${total} rounds`, date: dateOf(event, 1) };
  const columns = [{ label: 'Rd', cls: 'num' }, { label: 'Match', cls: 'num' }, { label: 'Team (board 1 ' + (t.boardColours[0] === 'B' ? 'Black' : 'White') + ')', cls: 'name' }, { label: 'Team', cls: 'name' }, { label: 'Game points', cls: 'res' }];
  return table({ head, columns, rows, cls: 'schedule' });
}
