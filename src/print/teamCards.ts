/**
 * Team cards: one card per team, in pairing-number order, what the captain and the arbiter check after each round.
 * Its roster in 310 order (board, start number, player, rating) with each player's results round by round (colour
 * and result of his board; the board when the line-up seats him elsewhere than his roster place), his points, games
 * and rating performance as `standings --boards` gives them; above the players each round's opponent (pairing number
 * and board 1's colour), below them the match (game points of both teams), its match points and the running MP and
 * GP, and the opponents' names. A card is one tbody: it is not split across printed pages.
 * The card is the team's (the whole event at a glance), not a match's score sheet: the `results` view already
 * prints each match with its boards, and a score sheet to fill in is the `pairings` view.
 * O(players x rounds) after the board standings.
 */
import type { PlayerId } from '../model/types.js';
import type { TeamRound, TeamTournament, Tpn } from '../model/team.js';
import type { TeamStandings } from '../standings/teams.js';
import { teamBoardStandings, type BoardStandingRow } from '../standings/teamBoards.js';
import { dateOf, type PrintEvent } from './event.js';
import { escapeHtml, formatPoints, pageHeadRow } from './html.js';
import { labelHtml } from './rounds.js';
import { teamCrossCell } from './teamCrosstable.js';
import { colourOf, matchStatus, seatsOf, side } from './teamMatch.js';
import { teamName } from './teamTable.js';

/** The team's side of a round's match: `2½–1½`, `+–−` (330), `U 2` / `F 4` (byes, game points), '' pending. */
function matchCell(event: PrintEvent, t: TeamTournament, tpn: Tpn, r: TeamRound | undefined, round: number): { score: string; mp: string } {
  if (r === undefined || r.kind === 'none') return { score: '', mp: '' };
  if (r.kind !== 'match') return { score: teamCrossCell(event, t, tpn, round), mp: formatPoints(r.matchPoints) };
  const status = matchStatus(event, t, tpn, r, round);
  if (status === 'pending') return { score: '', mp: '' };
  const score = status === 'forfeited' ? `${r.forfeit === 'won' ? '+' : '−'}–${r.forfeit === 'lost' ? '+' : '−'}` : `${formatPoints(r.gamePoints)}–${formatPoints(r.opponentGamePoints)}`;
  return { score, mp: formatPoints(r.matchPoints) };
}

const td = (html: string, cls?: string): string => (cls === undefined ? `<td>${html}</td>` : `<td class="${cls}">${html}</td>`);

/** A row of the card under the players: a label and one cell per round. */
function roundRow(label: string, cells: readonly string[], cls: string): string {
  return `<tr class="${cls}">${td('')}${td('')}${td(label, 'name')}${td('')}${cells.map((c) => td(c, 'ctr')).join('')}${td('')}${td('')}${td('')}</tr>`;
}

/**
 * A player's board in a round: colour and result (colour alone before the result), the board first when not his
 * roster place. In a match forfeited as a whole (330) every seated player has the match's mark (`forfeit`), whatever
 * his block says (`0000 - -` and `0000 - +` in the files `result --match N=+-` and other programs write).
 */
function boardCell(event: PrintEvent, p: PlayerId, place: number, seat: number | undefined, round: number, forfeit: string | null): string {
  if (seat === undefined) return '';
  const o = event.byId.get(p)?.rounds[round - 1];
  const text = forfeit ?? `${colourOf(o)}${side(o)}`;
  return seat === place ? escapeHtml(text) : `<span class="bd">${seat}</span>${escapeHtml(text)}`;
}

/** '+' / '−' for a team whose match of the round is forfeited (330), else null. */
function forfeitMark(event: PrintEvent, t: TeamTournament, tpn: Tpn, r: TeamRound | undefined, round: number): string | null {
  if (r?.kind !== 'match' || matchStatus(event, t, tpn, r, round) !== 'forfeited') return null;
  return r.forfeit === 'won' ? '+' : '−';
}

function teamCard(event: PrintEvent, t: TeamTournament, tpn: Tpn, row: TeamStandings['rows'][number] | undefined, rounds: readonly number[], boards: ReadonlyMap<number, BoardStandingRow>): string {
  const team = t.teams[tpn - 1]!;
  const history = t.rounds[tpn - 1] ?? [];
  const seats = rounds.map((r) => (history[r - 1]?.kind === 'match' ? seatsOf(t, tpn, r, event) : new Map<PlayerId, number>()));
  const forfeits = rounds.map((r) => forfeitMark(event, t, tpn, history[r - 1], r));
  const players = [...team.players] as PlayerId[];
  for (const seat of seats) for (const p of seat.keys()) if (!players.includes(p)) players.push(p);
  const caption = `<b>${tpn}. ${teamName(t, tpn)}</b>${row === undefined ? '' : ` \u2014 rank ${row.rank}, ${formatPoints(row.mp)} MP, ${formatPoints(row.gp)} GP`}`;
  const span = 4 + rounds.length + 3;
  const lines = [`<tr class="group-head"><td colspan="${span}">${caption}</td></tr>`];
  lines.push(roundRow('Opponent', rounds.map((r) => escapeHtml(teamCrossCell(event, t, tpn, r).replace(/ .*$/, ''))), 'opp'));
  players.forEach((p, i) => {
    const info = event.byId.get(p);
    const b = boards.get(p);
    const cells = rounds.map((r) => td(boardCell(event, p, i + 1, seats[r - 1]!.get(p), r, forfeits[r - 1]!), 'ctr'));
    const totals = b === undefined ? ['', '', ''] : [formatPoints(b.points), String(b.games), b.tpr === null ? '' : String(b.tpr)];
    lines.push(`<tr>${td(String(i + 1), 'num')}${td(String(p), 'num')}${td(labelHtml(event, p), 'name')}${td(info !== undefined && info.rating > 0 ? String(info.rating) : '', 'num')}${cells.join('')}${totals.map((x) => td(x, 'num')).join('')}</tr>`);
  });
  let mp = 0;
  let gp = 0;
  const match = rounds.map((r) => matchCell(event, t, tpn, history[r - 1], r));
  const running = rounds.map((r) => {
    const x = history[r - 1];
    if (x !== undefined && x.kind !== 'none') [mp, gp] = [mp + x.matchPoints, gp + x.gamePoints];
    return [formatPoints(mp), formatPoints(gp)] as const;
  });
  lines.push(roundRow('Match (game points)', match.map((m) => escapeHtml(m.score).replace('–', '–<wbr>')), 'match'));
  lines.push(roundRow('Match points', match.map((m) => m.mp), 'match'));
  lines.push(roundRow('Total MP', running.map((x) => x[0]), 'total'));
  lines.push(roundRow('Total GP', running.map((x) => x[1]), 'total'));
  const opponents = rounds.flatMap((r) => {
    const x = history[r - 1];
    return x?.kind === 'match' ? [`${r}: ${teamName(t, x.opponent)} (${x.opponent})`] : [];
  });
  if (opponents.length > 0) lines.push(`<tr class="names"><td colspan="${span}">Opponents \u2014 ${opponents.join(' \u00b7 ')}</td></tr>`);
  return `<tbody class="group">\n${lines.join('\n')}\n</tbody>`;
}

/** One card per team, in pairing-number order, after round `s.round`. */
export function renderTeamCards(event: PrintEvent, t: TeamTournament, s: TeamStandings): string {
  const board = teamBoardStandings(event.document, t, s.round);
  const boards = new Map(board.rows.map((r) => [r.player, r]));
  const rounds = Array.from({ length: s.round }, (_, i) => i + 1);
  const heads = ['<th class="num">Bd</th><th class="num">No</th><th class="name">Player</th><th class="num">Rtg</th>', ...rounds.map((r) => `<th class="ctr">${r}</th>`), '<th class="num">Pts</th><th class="num">G</th><th class="num">Perf</th>'].join('');
  const head = { event: event.title, view: `Team cards after round ${s.round}`, date: dateOf(event, s.round) };
  const byTpn = new Map(s.rows.map((r) => [r.tpn, r]));
  const cards = t.teams.map((team) => teamCard(event, t, team.tpn, byTpn.get(team.tpn), rounds, boards));
  const key = '<p class="legend">Opponent: its pairing number and w/b the colour of board 1 (U F H Z byes, – not paired). Each player\u2019s round: the colour of his board and its result (1 ½ 0, + − forfeit; the colour alone: not played yet); a small number first: the board he sat at, when not his roster place. Pts, G, Perf: points, games over the board and rating performance as <code>standings --boards</code> gives them.</p>';
  return `<table class="teams team-cards"><thead>${pageHeadRow(head, 4 + rounds.length + 3)}<tr class="cols">${heads}</tr></thead>\n${cards.join('\n')}</table>${key}`;
}
