/**
 * The views of one round: `pairings` (board order, the result column left blank for the arbiter), `results`
 * (the same boards with their results: the wall after the round), `names` (every player alphabetically with
 * board and colour: the list read at the door). O(n log n) each.
 */
import type { PlayerId, RoundOutcome } from '../model/types.js';
import { printedRound, type PrintBoard, type PrintRound, type Unpaired } from './boards.js';
import { dateOf, scoreAfter, type PrintEvent } from './event.js';
import { escapeHtml, formatPoints, table, type Cell } from './html.js';

const COLLATOR = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function playerLabel(event: PrintEvent, id: PlayerId): string {
  const p = event.byId.get(id);
  if (p === undefined) return `#${id}`;
  return p.title.trim() === '' ? p.name : `${p.title.trim()} ${p.name}`;
}

const LABELS = new WeakMap<PrintEvent, Map<PlayerId, string>>();

/** playerLabel escaped, made once per player: the cards and the cross table ask for it once per game. */
export function labelHtml(event: PrintEvent, id: PlayerId): string {
  let labels = LABELS.get(event);
  if (labels === undefined) LABELS.set(event, (labels = new Map()));
  let label = labels.get(id);
  if (label === undefined) labels.set(id, (label = escapeHtml(playerLabel(event, id))));
  return label;
}

/** The result of a board as printed: "1 – 0", "½ – ½", "+ – −" (forfeit), "− – −" (both forfeited), '' pending. */
export function boardResult(event: PrintEvent, b: PrintBoard, round: number): string {
  const o = b.outcome;
  if (o.kind === 'played') return o.result === 'win' ? '1 – 0' : o.result === 'draw' ? '½ – ½' : '0 – 1';
  if (o.kind !== 'forfeit') return '';
  const other = event.byId.get(b.black)?.rounds[round - 1];
  const blackWon = other?.kind === 'forfeit' && other.result === 'win';
  return `${o.result === 'win' ? '+' : '−'} – ${blackWon ? '+' : '−'}`;
}

const BYE_LABEL: Readonly<Record<string, string>> = {
  pab: 'Pairing-allocated bye',
  full: 'Full-point bye',
  half: 'Half-point bye',
  zero: 'Zero-point bye',
  none: 'Not paired',
};

function byeKind(o: RoundOutcome): string {
  return o.kind === 'bye' ? o.bye : o.kind === 'pab' ? 'pab' : 'none';
}

function unpairedList(event: PrintEvent, round: PrintRound, withPoints: boolean): string {
  if (round.unpaired.length === 0) return '';
  const groups = new Map<string, Unpaired[]>();
  for (const u of round.unpaired) groups.set(byeKind(u.outcome), [...(groups.get(byeKind(u.outcome)) ?? []), u]);
  const lines = [...groups].map(([kind, list]) => {
    const who = list.map((u) => {
      const pts = withPoints ? ` ${formatPoints(scoreAfter(event, u.id, round.round) - scoreAfter(event, u.id, round.round - 1))}` : '';
      return `${escapeHtml(playerLabel(event, u.id))} (${u.id})${pts}`;
    });
    return `<p><b>${BYE_LABEL[kind]}:</b> ${who.join(', ')}</p>`;
  });
  return `<div class="byes">${lines.join('')}</div>`;
}

function roundTable(event: PrintEvent, round: number, view: 'Pairings' | 'Results'): string {
  const printed = printedRound(event, round);
  const before = (id: PlayerId): string => formatPoints(scoreAfter(event, id, round - 1));
  const rows: Cell[][] = printed.boards.map((b) => [
    String(b.board),
    String(b.white),
    { html: labelHtml(event, b.white), cls: 'name' },
    before(b.white),
    view === 'Results' ? boardResult(event, b, round) : '',
    before(b.black),
    { html: labelHtml(event, b.black), cls: 'name' },
    String(b.black),
  ]);
  const empty = printed.boards.length === 0 ? `<p>No board in round ${round}.</p>` : '';
  // Said when the file does not keep the order the round was printed in (paired by another program, or changed).
  const order = printed.order === 'computed' && printed.boards.length > 0 ? '<p class="legend">Board order computed from the scores: the file does not keep the order this round was printed in.</p>' : '';
  return table({
    head: { event: event.title, view: `${view}, round ${round}`, date: dateOf(event, round) },
    columns: [
      { label: 'Bd', cls: 'num' }, { label: 'No', cls: 'num' }, { label: 'White', cls: 'name' }, { label: 'Pts', cls: 'num' },
      { label: 'Result', cls: 'res' }, { label: 'Pts', cls: 'num' }, { label: 'Black', cls: 'name' }, { label: 'No', cls: 'num' },
    ],
    rows,
    cls: `round ${view.toLowerCase()}`,
    after: empty + unpairedList(event, printed, view === 'Results') + order,
  });
}

export function renderPairings(event: PrintEvent, round: number): string {
  return roundTable(event, round, 'Pairings');
}

export function renderResults(event: PrintEvent, round: number): string {
  return roundTable(event, round, 'Results');
}

/** Every player of the event alphabetically: board and colour, or the bye. */
export function renderNames(event: PrintEvent, round: number): string {
  const printed = printedRound(event, round);
  const seat = new Map<PlayerId, { board: string; colour: string; opponent: PlayerId }>();
  for (const b of printed.boards) {
    seat.set(b.white, { board: String(b.board), colour: b.noColours ? '' : 'White', opponent: b.black });
    seat.set(b.black, { board: String(b.board), colour: b.noColours ? '' : 'Black', opponent: b.white });
  }
  const byes = new Map(printed.unpaired.map((u) => [u.id, BYE_LABEL[byeKind(u.outcome)]!]));
  const players = [...event.tournament.players].sort((a, b) => COLLATOR.compare(a.name, b.name) || a.id - b.id);
  const rows: Cell[][] = players.map((p) => {
    const s = seat.get(p.id);
    return [
      { html: escapeHtml(p.name), cls: 'name' },
      String(p.id),
      s?.board ?? '',
      s?.colour ?? byes.get(p.id) ?? '',
      s === undefined ? '' : { html: labelHtml(event, s.opponent), cls: 'name' },
    ];
  });
  return table({
    head: { event: event.title, view: `Pairings by name, round ${round}`, date: dateOf(event, round) },
    columns: [{ label: 'Name', cls: 'name' }, { label: 'No', cls: 'num' }, { label: 'Board', cls: 'num' }, { label: 'Colour' }, { label: 'Opponent', cls: 'name' }],
    rows,
    cls: 'names',
  });
}

/** The starting list: pairing number, title, name, federation, rating, FIDE id, birth, sex. */
export function renderPlayers(event: PrintEvent): string {
  const rows: Cell[][] = event.tournament.players.map((p) => {
    const r = event.records.get(p.id);
    return [String(p.id), p.title.trim(), { html: escapeHtml(p.name), cls: 'name' }, p.federation.trim(), p.rating > 0 ? String(p.rating) : '', p.fideId.trim(), (r?.birthDate ?? '').trim(), (r?.sex ?? '').trim()];
  });
  return table({
    head: { event: event.title, view: 'Starting list', date: event.eventDates },
    columns: [
      { label: 'No', cls: 'num' }, { label: 'Title' }, { label: 'Name', cls: 'name' }, { label: 'Fed' }, { label: 'Rating', cls: 'num' },
      { label: 'FIDE ID', cls: 'num' }, { label: 'Born' }, { label: 'Sex' },
    ],
    rows,
    cls: 'players',
  });
}
