/**
 * The board order printed when a round was paired, kept in the file (issue 33.1): a result entered by board lands
 * on the game printed on that board, whatever was corrected since. `swisspair pair -o` writes, after the other
 * records, TRF-2026 comment lines (`###`, which other programs skip) listing the round's games in printed order,
 * white first, at most BOARDS_PER_LINE to a line:
 *
 *     ### swisspair round 8 boards 1-100: 12-28 17-18 5-3 ...
 *     ### swisspair round 8 boards 101-150: ...
 *     ### swisspair round 8: manual pairing by the arbiter
 *
 * The last form marks a round the arbiter paired by hand (`pair --manual`, `--swap`): `check` reports it as the
 * arbiter's pairing. The lines are trusted only while they name exactly the round's games as the player lines
 * hold them (same pairs, same colours): a pairing changed by another program makes them stale, and then the
 * printed order is unknown. docs/trf.md describes the format.
 */
import type { CommentRecord, PlayerRecord, TrfDocument, TrfRecord } from './types.js';

/** One game of a round as printed: board number (1-based), white, black. */
export interface PrintedBoard {
  readonly board: number;
  readonly white: number;
  readonly black: number;
}

/**
 * The printed order of a round. `status`: `kept` (the comment lines name exactly the round's games: `boards`
 * holds them), `absent` (no such lines: a round paired by another program or before swisspair kept the order),
 * `stale` (lines that do not match the games: the pairing was changed after it was printed). `games`: the round's
 * games as the player lines hold them, in starting-rank order of white (for a caller that computes an order).
 */
export interface PrintedBoards {
  readonly round: number;
  readonly status: 'kept' | 'absent' | 'stale';
  readonly boards: readonly PrintedBoard[] | null;
  readonly games: readonly { readonly white: number; readonly black: number }[];
  /** The round is marked as paired by hand (`### swisspair round N: manual pairing by the arbiter`). */
  readonly manual: boolean;
}

export const BOARDS_PER_LINE = 100;
const PREFIX = ' swisspair round ';
const BOARDS = /^ swisspair round (\d{1,3}) boards (\d{1,5})-(\d{1,5}): ?(.*)$/;
const MANUAL = /^ swisspair round (\d{1,3}): manual pairing by the arbiter$/;

/** The round a swisspair comment line is about, or null for any other record. */
export function swisspairCommentRound(record: TrfRecord): number | null {
  if (record.kind !== 'comment' || !record.text.startsWith(PREFIX)) return null;
  const m = BOARDS.exec(record.text) ?? MANUAL.exec(record.text);
  return m === null ? null : Number(m[1]);
}

function comment(text: string): CommentRecord {
  return { kind: 'comment', text };
}

/** The comment lines keeping `pairs` (board order) of `round`, and the manual mark. O(pairs). */
export function boardOrderRecords(round: number, pairs: readonly { readonly white: number; readonly black: number }[], manual = false): CommentRecord[] {
  // A round in which nobody plays still gets its line: it is what makes it a round of the tournament.
  const records: CommentRecord[] = pairs.length === 0 ? [comment(`${PREFIX}${round} boards 1-0:`)] : [];
  for (let first = 0; first < pairs.length; first += BOARDS_PER_LINE) {
    const chunk = pairs.slice(first, first + BOARDS_PER_LINE);
    const list = chunk.map((p) => `${p.white}-${p.black}`).join(' ');
    records.push(comment(`${PREFIX}${round} boards ${first + 1}-${first + chunk.length}: ${list}`));
  }
  if (manual) records.push(comment(`${PREFIX}${round}: manual pairing by the arbiter`));
  return records;
}

/**
 * The document without the swisspair comment lines of rounds `fromRound` and later (a round removed or paired
 * again). O(records).
 */
export function withoutRoundComments(doc: TrfDocument, fromRound: number): TrfDocument {
  const records = doc.records.filter((r) => {
    const round = swisspairCommentRound(r);
    return round === null || round < fromRound;
  });
  return records.length === doc.records.length ? doc : { ...doc, records };
}

/**
 * The document with the printed order of `round` kept: the comment lines of that round and later ones replaced
 * by those of `pairs`, placed after the last non-blank record (trailing blank lines stay last). O(records).
 */
export function withPrintedBoards(doc: TrfDocument, round: number, pairs: readonly { readonly white: number; readonly black: number }[], manual = false): TrfDocument {
  const base = withoutRoundComments(doc, round);
  let end = base.records.length;
  while (end > 0 && base.records[end - 1]!.kind === 'blank') end--;
  const added = boardOrderRecords(round, pairs, manual);
  return { ...base, records: [...base.records.slice(0, end), ...added, ...base.records.slice(end)] };
}

/** The games of `round` as the player lines hold them: white first (a game without colours: lower id first). */
function gamesOf(doc: TrfDocument, round: number): { white: number; black: number }[] {
  const games: { white: number; black: number }[] = [];
  for (const r of doc.records) {
    if (r.kind !== 'player') continue;
    const b = (r as PlayerRecord).rounds[round - 1];
    if (b === undefined || b.opponent === null) continue;
    if (b.colour === 'w' || (b.colour === null && r.startingRank < b.opponent)) games.push({ white: r.startingRank, black: b.opponent });
  }
  return games;
}

/**
 * The order `round` was printed in, from the file's comment lines, checked against the round's games.
 * O(records + boards).
 */
export function printedBoards(doc: TrfDocument, round: number): PrintedBoards {
  const games = gamesOf(doc, round);
  let manual = false;
  const lines: { first: number; last: number; list: string }[] = [];
  for (const r of doc.records) {
    if (swisspairCommentRound(r) !== round) continue;
    const text = (r as CommentRecord).text;
    if (MANUAL.test(text)) manual = true;
    const m = BOARDS.exec(text);
    if (m !== null) lines.push({ first: Number(m[2]), last: Number(m[3]), list: m[4]! });
  }
  if (lines.length === 0) return { round, status: 'absent', boards: null, games, manual };
  const boards = boardsOfLines(lines);
  const status = boards !== null && sameGames(boards, games) ? 'kept' : 'stale';
  return { round, status, boards: status === 'kept' ? boards : null, games, manual };
}

/** The boards the lines list, numbered as they say; null when they overlap, leave a gap or do not read. */
function boardsOfLines(lines: readonly { first: number; last: number; list: string }[]): PrintedBoard[] | null {
  const sorted = [...lines].sort((a, b) => a.first - b.first);
  const boards: PrintedBoard[] = [];
  for (const line of sorted) {
    if (line.first !== boards.length + 1) return null;
    const items = line.list.trim() === '' ? [] : line.list.trim().split(/ +/);
    if (items.length !== line.last - line.first + 1) return null;
    for (const item of items) {
      const m = /^(\d{1,4})-(\d{1,4})$/.exec(item);
      if (m === null) return null;
      boards.push({ board: boards.length + 1, white: Number(m[1]), black: Number(m[2]) });
    }
  }
  return boards;
}

function sameGames(boards: readonly PrintedBoard[], games: readonly { white: number; black: number }[]): boolean {
  if (boards.length !== games.length) return false;
  const black = new Map<number, number>();
  for (const g of games) black.set(g.white, g.black);
  const seen = new Set<number>();
  for (const b of boards) {
    if (black.get(b.white) !== b.black || seen.has(b.white)) return false;
    seen.add(b.white);
  }
  return true;
}

/** The rounds marked as paired by hand. O(records). */
export function manualRounds(doc: TrfDocument): ReadonlySet<number> {
  const rounds = new Set<number>();
  for (const r of doc.records) if (r.kind === 'comment') {
    const m = MANUAL.exec(r.text);
    if (m !== null) rounds.add(Number(m[1]));
  }
  return rounds;
}
