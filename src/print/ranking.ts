/**
 * The views after a round: `standings` (rank, player, points, the file's tie-break list named in a legend,
 * shared ranks; one more table per category, ranked by the same list), `crosstable` (Swiss: each round's
 * opponent rank, colour and result; round robin: the grid) and `cards` (one block per player). O(n x rounds).
 */
import type { PlayerId, RoundOutcome } from '../model/types.js';
import { formatValue } from '../standings/format.js';
import type { StandingRow, Standings, TiebreakName } from '../standings/types.js';
import { inCategory, type Category } from './category.js';
import { dateOf, scoreAfter, type PrintEvent } from './event.js';
import { escapeHtml, formatPoints, table, type Cell } from './html.js';
import { labelHtml } from './rounds.js';

const TIEBREAK_NAMES: Readonly<Record<TiebreakName, string>> = {
  PTS: 'Points', STD: 'Standard points', WIN: 'Number of wins', WON: 'Games won over the board', BPG: 'Games played with black',
  BWG: 'Games won with black', REP: 'Rounds elected to play', PS: 'Progressive score', BH: 'Buchholz', FB: 'Fore Buchholz',
  AOB: 'Average of opponents\u2019 Buchholz', SB: 'Sonneborn-Berger', KS: 'Koya system', DE: 'Direct encounter',
  ARO: 'Average rating of opponents', TPR: 'Tournament performance rating', PTP: 'Perfect tournament performance',
  APRO: 'Average performance rating of opponents', APPO: 'Average perfect performance of opponents', RTNG: 'Rating', TPN: 'Pairing number',
};

function legend(s: Standings): string {
  const items = s.tiebreaks.map((x) => `<dt>${escapeHtml(x.code)}</dt><dd>${escapeHtml(TIEBREAK_NAMES[x.name])}</dd>`);
  const shared = '<dt>=</dt><dd>shared rank: the list leaves these players tied</dd>';
  return `<dl class="legend">${items.join('')}${shared}</dl>`;
}

/** Rows ranked within a subset: positions by the overall order, ties where the overall ranks tie. */
function rankWithin(rows: readonly StandingRow[]): { row: StandingRow; rank: number; shared: boolean }[] {
  const out = rows.map((row, i) => ({ row, rank: i + 1, shared: false }));
  for (let i = 1; i < out.length; i++) if (out[i]!.row.rank === out[i - 1]!.row.rank) out[i]!.rank = out[i - 1]!.rank;
  const counts = new Map<number, number>();
  for (const r of out) counts.set(r.rank, (counts.get(r.rank) ?? 0) + 1);
  for (const r of out) r.shared = counts.get(r.rank)! > 1;
  return out;
}

function standingsTable(event: PrintEvent, s: Standings, rows: readonly StandingRow[], view: string): string {
  const body: Cell[][] = rankWithin(rows).map(({ row, rank, shared }) => {
    const p = event.byId.get(row.id)!;
    return [
      `${rank}${shared ? '=' : ''}`,
      { html: escapeHtml(p.name), cls: 'name' },
      p.title.trim(),
      p.federation.trim(),
      p.rating > 0 ? String(p.rating) : '',
      formatPoints(Math.round(row.points * 10)),
      ...s.tiebreaks.map((x) => formatValue(x, row.values[x.code] ?? null)),
    ];
  });
  return table({
    head: { event: event.title, view, date: dateOf(event, s.round) },
    columns: [
      { label: 'Rank', cls: 'num' }, { label: 'Name', cls: 'name' }, { label: 'Title' }, { label: 'Fed' }, { label: 'Rating', cls: 'num' },
      { label: 'Pts', cls: 'num' }, ...s.tiebreaks.map((x) => ({ label: x.code, cls: 'num' })),
    ],
    rows: body,
    cls: 'standings',
  });
}

function after(s: Standings): string {
  return s.round === 0 ? 'before round 1' : `after round ${s.round}`;
}

export function renderStandings(event: PrintEvent, s: Standings, categories: readonly Category[] = []): string {
  const tables = [standingsTable(event, s, s.players, `Standings ${after(s)}`)];
  for (const c of categories) {
    const rows = s.players.filter((r) => inCategory(c, event.byId.get(r.id)!, event.records.get(r.id)));
    tables.push(standingsTable(event, s, rows, `Standings ${after(s)}: ${c.name} (${c.expression})`));
  }
  return tables.join('\n') + legend(s);
}

/** A Swiss cross-table cell: opponent's rank, colour, result ("12w1", "7b½", "+", "-", "U" ...). */
function crossCell(o: RoundOutcome | undefined, rankOf: ReadonlyMap<PlayerId, number>): string {
  if (o === undefined) return '';
  switch (o.kind) {
    case 'played': return `${rankOf.get(o.opponent) ?? '?'}${o.colour}${o.result === 'win' ? '1' : o.result === 'draw' ? '½' : '0'}`;
    case 'forfeit': return `${rankOf.get(o.opponent) ?? '?'}${o.colour ?? ''}${o.result === 'win' ? '+' : '−'}`;
    case 'pending': return `${rankOf.get(o.opponent) ?? '?'}${o.colour}`;
    case 'pab': return 'U';
    case 'bye': return o.bye === 'full' ? 'F' : o.bye === 'half' ? 'H' : 'Z';
    case 'none': return '–';
  }
}

function gridCell(o: RoundOutcome): string {
  if (o.kind === 'played') return o.result === 'win' ? '1' : o.result === 'draw' ? '½' : '0';
  if (o.kind === 'forfeit') return o.result === 'win' ? '+' : '−';
  return '';
}

export function renderCrosstable(event: PrintEvent, s: Standings): string {
  const rankOf = new Map(s.players.map((r) => [r.id, r.rank] as const));
  const rounds = Array.from({ length: s.round }, (_, i) => i + 1);
  const head = { event: event.title, view: `Cross table ${after(s)}`, date: dateOf(event, s.round) };
  const lead = (row: StandingRow): Cell[] => {
    const p = event.byId.get(row.id)!;
    return [String(row.rank), { html: labelHtml(event, row.id), cls: 'name' }, p.rating > 0 ? String(p.rating) : '', p.federation.trim()];
  };
  const leadCols = [{ label: 'Rk', cls: 'num' }, { label: 'Name', cls: 'name' }, { label: 'Rtg', cls: 'num' }, { label: 'Fed' }];
  const tail = (row: StandingRow): Cell[] => [formatPoints(Math.round(row.points * 10)), ...s.tiebreaks.map((x) => formatValue(x, row.values[x.code] ?? null))];
  const tailCols = [{ label: 'Pts', cls: 'num' }, ...s.tiebreaks.map((x) => ({ label: x.code, cls: 'num' }))];
  if (s.roundRobin) {
    const rows = s.players.map((row) => {
      const p = event.byId.get(row.id)!;
      const cells = s.players.map((col): Cell => {
        if (col.id === row.id) return { html: '', cls: 'ctr self' };
        const games = p.rounds.slice(0, s.round).filter((o) => 'opponent' in o && o.opponent === col.id);
        return { html: games.map(gridCell).join(' '), cls: 'ctr' };
      });
      return [...lead(row), ...cells, ...tail(row)];
    });
    const cols = [...leadCols, ...s.players.map((r) => ({ label: String(r.rank), cls: 'ctr' })), ...tailCols];
    return table({ head, columns: cols, rows, cls: 'crosstable grid' }) + legend(s);
  }
  const rows = s.players.map((row) => {
    const p = event.byId.get(row.id)!;
    return [...lead(row), ...rounds.map((r): Cell => ({ html: crossCell(p.rounds[r - 1], rankOf), cls: 'ctr' })), ...tail(row)];
  });
  const cols = [...leadCols, ...rounds.map((r) => ({ label: String(r), cls: 'ctr' })), ...tailCols];
  const key = '<p class="legend">Each round: the opponent\u2019s rank, w/b colour, 1 ½ 0 result; + − forfeit; U pairing-allocated bye; F H Z full-, half-, zero-point bye; – not paired.</p>';
  return table({ head, columns: cols, rows, cls: 'crosstable' }) + key + legend(s);
}

/** A card's result column: 1 ½ 0, + − (forfeit), U F H Z (byes), – (not paired), blank (pending). */
function cardResult(o: RoundOutcome): string {
  switch (o.kind) {
    case 'played': return o.result === 'win' ? '1' : o.result === 'draw' ? '½' : '0';
    case 'forfeit': return o.result === 'win' ? '+' : '−';
    case 'pending': return '';
    case 'pab': return 'U';
    case 'bye': return o.bye === 'full' ? 'F' : o.bye === 'half' ? 'H' : 'Z';
    case 'none': return '–';
  }
}

/** One card per player, in pairing-number order: every round's opponent, rating, colour, result, running score. */
export function renderCards(event: PrintEvent, s: Standings, performance: ReadonlyMap<PlayerId, number | null>): string {
  const rankOf = new Map(s.players.map((r) => [r.id, r.rank] as const));
  const cards = event.tournament.players.map((p) => {
    const lines: string[] = [];
    for (let i = 0; i < s.round; i++) {
      const o = p.rounds[i] ?? ({ kind: 'none' } as const);
      const opp = 'opponent' in o ? event.byId.get(o.opponent) : undefined;
      const colour = 'colour' in o && o.colour !== null ? (o.colour === 'w' ? 'W' : 'B') : '';
      const opponent = opp === undefined ? '' : `${labelHtml(event, opp.id)} (${opp.id})`;
      const rating = opp !== undefined && opp.rating > 0 ? String(opp.rating) : '';
      const pts = formatPoints(scoreAfter(event, p.id, i + 1));
      // No class per cell: the stylesheet aligns a card's columns by position (table.card td:nth-child), which keeps
      // the 150,000 lines of a 9,999-player, 15-round event a third shorter.
      lines.push(`<tr><td>${i + 1}</td><td>${opponent}</td><td>${rating}</td><td>${colour}</td><td>${cardResult(o)}</td><td>${pts}</td></tr>`);
    }
    const tpr = performance.get(p.id);
    const caption = `${p.id}. ${labelHtml(event, p.id)}${p.rating > 0 ? ` ${p.rating}` : ''} ${escapeHtml(p.federation.trim())} — rank ${rankOf.get(p.id) ?? ''}, ${formatPoints(scoreAfter(event, p.id, s.round))} pts${tpr === null || tpr === undefined ? '' : `, performance ${tpr}`}`;
    return `<table class="card"><caption>${caption}</caption><thead><tr><th>Rd</th><th>Opponent</th><th>Rtg</th><th>C</th><th>Res</th><th>Pts</th></tr></thead><tbody>${lines.join('')}</tbody></table>`;
  });
  const rows: Cell[][] = [];
  for (let i = 0; i < cards.length; i += 2) rows.push([{ html: cards[i]!, cls: 'card-cell' }, { html: cards[i + 1] ?? '', cls: 'card-cell' }]);
  return table({
    head: { event: event.title, view: `Player cards ${after(s)}`, date: dateOf(event, s.round) },
    columns: [{ label: '' }, { label: '' }],
    rows,
    cls: 'cards',
  });
}
