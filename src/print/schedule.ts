/**
 * `schedule`: a round robin's whole schedule from its Berger table (C.05 Annex 1, src/systems/roundrobin), every
 * round's boards in table order with the results entered so far and the odd field's player without a game: what is
 * posted before round 1 of an all-play-all, beside the cross table (the `crosstable` view's grid). A file that is
 * not a round robin gets one line saying so. O(players x rounds).
 */
import type { PlayerId, RoundOutcome } from '../model/types.js';
import { playerId } from '../model/types.js';
import { numberingProblems, roundRobinOf } from '../systems/roundrobin/event.js';
import { scheduledRound, totalRounds } from '../systems/roundrobin/schedule.js';
import { dateOf, type PrintEvent } from './event.js';
import { escapeHtml, table, type Cell } from './html.js';
import { playerLabel } from './rounds.js';

function result(o: RoundOutcome | undefined, other: RoundOutcome | undefined): string {
  if (o === undefined) return '';
  if (o.kind === 'played') return o.result === 'win' ? '1 – 0' : o.result === 'draw' ? '½ – ½' : '0 – 1';
  if (o.kind === 'forfeit') return `${o.result === 'win' ? '+' : '−'} – ${other?.kind === 'forfeit' && other.result === 'win' ? '+' : '−'}`;
  return '';
}

export function renderSchedule(event: PrintEvent): string {
  const t = event.tournament;
  const format = roundRobinOf(t);
  // A team file is printed by src/print/teams.ts (its schedule: teamRoundRobin.ts); here only a file whose 192 names
  // a team round robin but that has no team records.
  if (format !== null && format.team) return '<p>schedule: a team round robin (its 192 code) without team records (310): nothing to print.</p>';
  if (format === null || format.custom) return '<p>schedule: the file is not a round robin by the Berger tables (its 192 code names none).</p>';
  if (numberingProblems(t).length > 0) return '<p>schedule: the pairing numbers have a gap; the Berger table cannot be read.</p>';
  const n = t.players.length;
  const total = totalRounds(n, format);
  const label = (id: PlayerId): Cell => ({ html: `${escapeHtml(playerLabel(event, id))} (${id})`, cls: 'name' });
  const rows: Cell[][] = [];
  for (let r = 1; r <= total; r++) {
    const s = scheduledRound(n, format, r);
    s.games.forEach((g, i) => {
      const w = playerId(g.white);
      const b = playerId(g.black);
      const res = result(event.byId.get(w)?.rounds[r - 1], event.byId.get(b)?.rounds[r - 1]);
      rows.push([i === 0 ? String(r) : '', String(i + 1), label(w), label(b), { html: escapeHtml(res), cls: 'res' }]);
    });
    if (s.bye !== null) rows.push(['', '', { html: `<i>no game:</i> ${escapeHtml(playerLabel(event, playerId(s.bye)))} (${s.bye})`, cls: 'name' }, '', '']);
  }
  const head = { event: event.title, view: `Schedule, ${format.code} (Berger tables, C.05 Annex 1): ${n} players, ${total} rounds`, date: dateOf(event, 1) };
  const columns = [{ label: 'Rd', cls: 'num' }, { label: 'Bd', cls: 'num' }, { label: 'White', cls: 'name' }, { label: 'Black', cls: 'name' }, { label: 'Result', cls: 'res' }];
  return table({ head, columns, rows, cls: 'schedule' });
}
