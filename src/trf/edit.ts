/**
 * Every edit of a TRF document, in one place: a round's pairing (`pair -o`), a result, a bye, a withdrawal, the
 * report columns (points 81-84, ranks 86-89, `062`/`072` counts, `132` round dates). Each function takes a
 * document and returns a new one; player lines keep every character they had except the columns edited (a line
 * read from a file is spliced, a line built in code is formatted). An edit the rules or the file forbid throws
 * an EditRefused (exit 3) and returns nothing: callers write only what an edit returned.
 */
import { InputError } from '../errors.js';
import { bonusOf, pointAdjustments, pointsColumnOf, type PointAdjustment } from './consistency.js';
import { formatTenths } from './fields.js';
import { MAX_ID } from './records.js';
import { blockColumn } from './player.js';
import { pointsOfBlock, pointsOfRounds, pointSystemOf, teamColumnPointsOfBlock, type PointsColumn, type PointSystem } from './pointSystem.js';
import { compareInitialOrder, playerRecord, type PlayerEntry } from './entry.js';
import { withHeaderRecord } from './typeRecord.js';
import { withPrintedBoards } from './boards.js';
import type { ByeDeclarationRecord, PlayerRecord, ResultCode, RoundBlock, Tenths, TrfDocument, TrfRecord } from './types.js';

/** An edit that cannot be made (players not paired together, a result already entered, ...). Exit 3. */
export class EditRefused extends InputError {
  /** Index of the entry refused, for edits given several at once (setResults). */
  readonly entry: number | null;
  constructor(message: string, expected?: string, entry: number | null = null) {
    super([{ position: null, message, ...(expected === undefined ? {} : { expected }) }]);
    this.entry = entry;
  }

  forEntry(entry: number): EditRefused {
    const d = this.diagnostics[0]!;
    return new EditRefused(d.message, d.expected, entry);
  }
}

const BLANK: RoundBlock = { opponent: null, colour: null, result: null, blank: true };
const byeBlock = (result: 'U' | 'H' | 'F' | 'Z'): RoundBlock => ({ opponent: null, colour: null, result, blank: false });

/** The eight characters of a block: `OOOO C R`. */
export function formatBlock(block: RoundBlock): string {
  if (block.blank) return '        ';
  const opponent = block.opponent === null ? '0000' : String(block.opponent).padStart(4, ' ');
  return `${opponent} ${block.colour ?? '-'} ${block.result ?? ' '}`;
}

/**
 * Puts `text` at 1-based `column` of `line`, padding with blanks. Trailing blanks are trimmed, except those of
 * `text` itself when it ends the line: a line that stops before a round's block has no such round.
 */
function splice(line: string, column: number, text: string): string {
  // Appended at or after the end of the line with something that is not all blank (pair -o, a round added to
  // every line): the line, blanks up to the column, and the text without its trailing blanks, concatenated (V8
  // keeps a concatenation as a pair of strings: no copy of the 250-character line). The same string as below.
  if (line.length <= column - 1) {
    const body = text.trimEnd();
    if (body.length > 0) return (line.length === column - 1 ? line : line + ' '.repeat(column - 1 - line.length)) + body;
  }
  // The line padded to the column only where it is shorter, without a padded copy of the whole line (pair -o
  // appends a block to every line): one copy per splice, made by trimEnd.
  const head = line.length >= column - 1 ? line.slice(0, column - 1) : line + ' '.repeat(column - 1 - line.length);
  const joined = (head + text + line.slice(column - 1 + text.length)).trimEnd();
  return joined.length < column ? joined.padEnd(column - 1 + text.length, ' ') : joined;
}

/**
 * A copy of `record` whose round `round` is `block` (earlier missing rounds become blank blocks) and whose points
 * are `points` when given. When the record has its source text, the text is edited in place.
 */
export function withRoundBlock(record: PlayerRecord, round: number, block: RoundBlock, points?: Tenths): PlayerRecord {
  // A round added after the last (pair -o, every line): one array of the exact length, not a copy grown by one.
  const rounds = record.rounds.length === round - 1 ? record.rounds.concat(block) : record.rounds.slice();
  while (rounds.length < round - 1) rounds.push(BLANK);
  rounds[round - 1] = block;
  if (record.raw === undefined) return { ...record, rounds, points: points ?? record.points };
  let raw = splice(record.raw, blockColumn(round), formatBlock(block));
  if (points !== undefined) raw = splice(raw, 81, formatTenths(points).padStart(4, ' '));
  // One copy of the record, not two: this runs for every line of a pair -o. A line read from a file has every
  // field: written out in parsePlayer's order, a record of the same shape as a parsed one, made without copying
  // the fields one by one as a spread does in code not yet optimised. Any other record is spread.
  if (record.line === undefined) return { ...record, rounds, points: points ?? record.points, raw };
  return {
    kind: 'player',
    line: record.line,
    raw,
    startingRank: record.startingRank,
    sex: record.sex,
    title: record.title,
    name: record.name,
    rating: record.rating,
    federation: record.federation,
    fideId: record.fideId,
    birthDate: record.birthDate,
    points: points ?? record.points,
    rank: record.rank,
    rounds,
  };
}

/** `record` with its points (81-84) and/or rank (86-89) columns set. */
function withReportColumns(record: PlayerRecord, points: Tenths | undefined, rank: number | undefined): PlayerRecord {
  let next: PlayerRecord = { ...record, points: points ?? record.points, rank: rank ?? record.rank };
  if (record.raw === undefined) return next;
  let raw = record.raw;
  if (points !== undefined) raw = splice(raw, 81, formatTenths(points).padStart(4, ' '));
  if (rank !== undefined) raw = splice(raw, 86, String(rank).padStart(4, ' '));
  next = { ...next, raw };
  return next;
}

export interface RoundEntries {
  /** New block per starting rank. Players not listed keep what they have. */
  readonly blocks: ReadonlyMap<number, RoundBlock>;
  /** Points column per starting rank, for the players whose points change. */
  readonly points?: ReadonlyMap<number, Tenths>;
  /**
   * Instead of `points`: every player line's points column recomputed from its blocks as fillPoints does it, set in
   * the same copy of the line as the round (what applyPairing writes, without a second pass over the file).
   */
  readonly fillPoints?: boolean;
}

/**
 * Writes round `round` into the document. Rounds after it are removed from the edited players' lines (re-pairing
 * an earlier round discards what followed). Absences (XXZ, 240) are kept: they are the arbiter's word, and a
 * withdrawn player dropped from them would be paired again. O(records).
 */
export function writeRound(doc: TrfDocument, round: number, entries: RoundEntries): TrfDocument {
  const fill = entries.fillPoints === true ? pointsContext(doc) : null;
  const records = doc.records.map((record): TrfRecord => {
    if (record.kind !== 'player') return record;
    const block = entries.blocks.get(record.startingRank);
    const truncated = truncateAfter(record, round);
    if (block === undefined) return fill === null ? truncated : withPointsFilled(truncated, fill);
    if (fill === null) return withRoundBlock(truncated, round, block, entries.points?.get(record.startingRank));
    // The points of the line withRoundBlock makes: the blocks before `round` (blank where missing), then `block`.
    const pointsOf = fill.column === 'team' ? teamColumnPointsOfBlock : pointsOfBlock;
    let points = pointsOf(block, fill.system) + bonusOf(fill.adjustments, record.startingRank);
    for (let i = 0; i < round - 1; i++) points += pointsOf(truncated.rounds[i] ?? BLANK, fill.system);
    return withRoundBlock(truncated, round, block, points === truncated.points ? undefined : points);
  });
  return { ...doc, records };
}

function truncateAfter(record: PlayerRecord, round: number): PlayerRecord {
  if (record.rounds.length <= round) return record;
  const rounds = record.rounds.slice(0, round);
  if (record.raw === undefined) return { ...record, rounds };
  const end = blockColumn(round) + 7; // last column of round `round`'s block
  return { ...record, rounds, raw: record.raw.slice(0, end).trimEnd() };
}

// ---------------------------------------------------------------------------------------------------------------
// Reading what an edit needs from the document.

/** The players by starting rank. */
function playersOf(doc: TrfDocument): Map<number, PlayerRecord> {
  const players = new Map<number, PlayerRecord>();
  // Loops over the records by index, here and below: no iterator object per line in code not yet optimised.
  const records = doc.records;
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    if (r.kind === 'player') players.set(r.startingRank, r);
  }
  return players;
}

function playerOf(doc: TrfDocument, id: number): PlayerRecord {
  const p = playersOf(doc).get(id);
  if (p === undefined) throw new EditRefused(`there is no player ${id} in the file`, 'a starting rank of a 001 line');
  return p;
}

const isGame = (b: RoundBlock | undefined): boolean => b !== undefined && b.opponent !== null;
const isEmpty = (b: RoundBlock | undefined): boolean => b === undefined || b.blank;

/** The last round any player has a game or a bye entered for (blank blocks do not count). */
export function roundsInDocument(doc: TrfDocument): number {
  let last = 0;
  const records = doc.records;
  for (let k = 0; k < records.length; k++) {
    const r = records[k]!;
    if (r.kind !== 'player') continue;
    for (let i = r.rounds.length; i > last; i--) {
      if (!isEmpty(r.rounds[i - 1])) {
        last = i;
        break;
      }
    }
  }
  return last;
}

/** Planned rounds (142 / XXR, the first one), or null. */
export function plannedRoundsOf(doc: TrfDocument): number | null {
  for (const r of doc.records) if (r.kind === 'totalRounds') return r.rounds;
  return null;
}

/**
 * Recomputes the points column (81-84) of the players `ids` (all players when omitted) from their round blocks,
 * as the consistency check computes it, so an edited file raises no "points column says" warning. O(records).
 */
export function fillPoints(doc: TrfDocument, ids?: ReadonlySet<number>): TrfDocument {
  const context = pointsContext(doc);
  const records = doc.records.map((r): TrfRecord => {
    if (r.kind !== 'player' || (ids !== undefined && !ids.has(r.startingRank))) return r;
    return withPointsFilled(r, context);
  });
  return { ...doc, records };
}

/** What the points columns are computed from: the file's point system, its 299 adjustments, whose column it is. */
interface PointsContext {
  readonly system: PointSystem;
  readonly adjustments: ReadonlyMap<number, readonly PointAdjustment[]>;
  readonly column: PointsColumn;
}

function pointsContext(doc: TrfDocument): PointsContext {
  const column = pointsColumnOf(doc);
  return { system: pointSystemOf(doc), adjustments: column === 'team' ? new Map() : pointAdjustments(doc), column };
}

/** `r` with the points column its blocks give (the same record when it says so already). */
function withPointsFilled(r: PlayerRecord, { system, adjustments, column }: PointsContext): PlayerRecord {
  const points = pointsOfRounds(r.rounds, system, bonusOf(adjustments, r.startingRank), column);
  return points === r.points ? r : withReportColumns(r, points, undefined);
}

/** Sets the rank column (86-89) from `ranks` (starting rank -> rank); players not in it keep theirs. */
export function fillRanks(doc: TrfDocument, ranks: ReadonlyMap<number, number>): TrfDocument {
  const records = doc.records.map((r): TrfRecord => {
    if (r.kind !== 'player') return r;
    const rank = ranks.get(r.startingRank);
    return rank === undefined || rank === r.rank ? r : withReportColumns(r, undefined, rank);
  });
  return { ...doc, records };
}

/** `062` number of players and `072` number of rated players (rating > 0), as the rating report wants them. */
export function fillCounts(doc: TrfDocument): TrfDocument {
  const players = doc.records.filter((r): r is PlayerRecord => r.kind === 'player');
  const rated = players.filter((p) => p.rating > 0).length;
  return withHeaderRecord(withHeaderRecord(doc, '062', String(players.length)), '072', String(rated));
}

/**
 * `132` round dates: `YY/MM/DD` at the columns of each round's block (round 1 at 92-99), other rounds' dates
 * kept. `dates` maps round -> `YYYY-MM-DD` (or `YYYY/MM/DD`). Refuses a date it cannot read.
 */
export function withRoundDates(doc: TrfDocument, dates: ReadonlyMap<number, string>): TrfDocument {
  if (dates.size === 0) return doc;
  const old = doc.records.find((r) => r.kind === 'header' && r.code === '132');
  // Header text starts at column 5.
  let text = old?.kind === 'header' ? old.text : '';
  for (const [round, date] of [...dates].sort((a, b) => a[0] - b[0])) {
    const m = /^(\d{2})?(\d{2})[-/.](\d{2})[-/.](\d{2})$/.exec(date.trim());
    if (m === null) throw new EditRefused(`round ${round} date "${date}" is not a date`, 'YYYY-MM-DD');
    text = splice(`132 ${text}`, blockColumn(round), `${m[2]}/${m[3]}/${m[4]}`).slice(4);
  }
  return withHeaderRecord(doc, '132', text);
}

// ---------------------------------------------------------------------------------------------------------------
// A round's pairing.

/** What `applyPairing` needs of a pairing (a RoundPairing of src/systems is one). */
export interface PairingToApply {
  readonly round: number;
  readonly pairs: readonly { readonly white: number; readonly black: number }[];
  /** The pairing-allocated bye, or null. */
  readonly bye: number | null;
  /** The `192` code of the system and edition that paired it (pairRound's `typeCode`): written when given. */
  readonly typeCode?: string;
  /** Paired by hand by the arbiter (`pair --manual`): the board-order comment lines say so (src/trf/boards.ts). */
  readonly manual?: boolean;
}

/** What the round says for a player the pairing left out, and why. */
export interface AbsenceNote {
  readonly player: number;
  readonly block: RoundBlock;
  readonly why: 'declared bye (240)' | 'written in the file before pairing' | 'absent (XXZ)' | 'not paired';
}

/** The byes 240 declares for `round`, by player (a later record for the same player wins). */
export function declaredByes(doc: TrfDocument, round: number): Map<number, 'H' | 'F' | 'Z'> {
  const byes = new Map<number, 'H' | 'F' | 'Z'>();
  const records = doc.records;
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    if (r.kind === 'byeDeclaration' && r.round === round) for (const id of r.ids) byes.set(id, r.type);
  }
  return byes;
}

function absentIds(doc: TrfDocument): Set<number> {
  const ids = new Set<number>();
  const records = doc.records;
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    if (r.kind === 'absent') for (const id of r.ids) ids.add(id);
  }
  return ids;
}

/**
 * The document with `pairing` written as its round: games with colours and open results, the PAB (`U`); every
 * other player gets the bye declared for him (240 `H`/`F`/`Z` with its own code, so its points count), keeps a
 * bye written in the round beforehand, or gets `0000 - Z`. Points columns are recomputed. Absence records (XXZ,
 * 240) stay. The board order is kept as `###` comment lines (src/trf/boards.ts). With the pairing's `typeCode` (pairRound's), the `192` record names the system and edition that
 * paired it, as `pair -o` writes it (this is its code path). The notes say what each player left out got and why.
 * O(records).
 */
export function applyPairingNoted(doc: TrfDocument, pairing: PairingToApply): { document: TrfDocument; notes: AbsenceNote[] } {
  const { round } = pairing;
  const blocks = new Map<number, RoundBlock>();
  for (let i = 0; i < pairing.pairs.length; i++) {
    const { white, black } = pairing.pairs[i]!;
    blocks.set(white, { opponent: black, colour: 'w', result: null, blank: false });
    blocks.set(black, { opponent: white, colour: 'b', result: null, blank: false });
  }
  if (pairing.bye !== null) blocks.set(pairing.bye, byeBlock('U'));
  const declared = declaredByes(doc, round);
  const absent = absentIds(doc);
  const notes: AbsenceNote[] = [];
  // forEach, not for-of: no iterator object per player in code not yet optimised.
  playersOf(doc).forEach((p) => {
    if (blocks.has(p.startingRank)) return;
    const already = p.rounds[round - 1];
    const type = declared.get(p.startingRank);
    let note: AbsenceNote;
    if (type !== undefined) note = { player: p.startingRank, block: byeBlock(type), why: 'declared bye (240)' };
    else if (already !== undefined && !already.blank && already.opponent === null) note = { player: p.startingRank, block: already, why: 'written in the file before pairing' };
    else note = { player: p.startingRank, block: byeBlock('Z'), why: absent.has(p.startingRank) ? 'absent (XXZ)' : 'not paired' };
    blocks.set(p.startingRank, note.block);
    notes.push(note);
  });
  // The printed board order is kept (### lines, src/trf/boards.ts): `result --board` and `show` read it.
  const written = withPrintedBoards(writeRound(doc, round, { blocks, fillPoints: true }), round, pairing.pairs, pairing.manual === true);
  return { document: pairing.typeCode === undefined ? written : withHeaderRecord(written, '192', pairing.typeCode), notes };
}

/** The document with `pairing` written as its round (see applyPairingNoted). */
export function applyPairing(doc: TrfDocument, pairing: PairingToApply): TrfDocument {
  return applyPairingNoted(doc, pairing).document;
}

// ---------------------------------------------------------------------------------------------------------------
// Results.

/** A game's result as the two TRF codes, white's first. */
export type GameResultCodes = readonly [ResultCode, ResultCode];

/**
 * Reads a result as people write it: `1-0 0-1 ½-½ 1/2-1/2 =`, forfeits `+-` `-+` `--` (both lose), the unusual
 * `½-0` `0-½` `0-0` (the game counts as played: colours and the meeting stand). Null when it is none of these.
 */
export function parseGameResult(text: string): GameResultCodes | null {
  const t = text.trim().replace(/½|1\/2|0[.,]5/g, 'h').replace(/\s+/g, '').replace(/[–—:]/g, '-');
  const table: Readonly<Record<string, GameResultCodes>> = {
    '1-0': ['1', '0'],
    '0-1': ['0', '1'],
    'h-h': ['=', '='],
    '=': ['=', '='],
    '+-': ['+', '-'],
    '-+': ['-', '+'],
    '--': ['-', '-'],
    'h-0': ['=', '0'],
    '0-h': ['0', '='],
    '0-0': ['0', '0'],
  };
  return table[t] ?? null;
}

export interface ResultEntry {
  readonly round: number;
  readonly white: number;
  readonly black: number;
  readonly result: GameResultCodes;
  /** Replace a result already entered (default: refuse a different one). */
  readonly force?: boolean;
}

/**
 * The document with the result of one game of round `round` entered on both players' lines, and their points
 * columns recomputed. Refused when the two were not paired together in that round with those colours, or when a
 * different result is already entered and `force` is not set. O(records).
 */
export function setResult(doc: TrfDocument, entry: ResultEntry): TrfDocument {
  return setResults(doc, [entry]);
}

/**
 * Several results at once, in one pass over the document (a whole round of 5,000 boards costs what one does):
 * each entry is checked against the file and the entries before it, so the same game given twice with two
 * results is refused like a change. A refusal names the entry (`EditRefused.entry`, its index). O(records + entries).
 */
export function setResults(doc: TrfDocument, entries: readonly ResultEntry[]): TrfDocument {
  const players = playersOf(doc);
  const rounds = new Set(entries.map((e) => e.round));
  if (rounds.size > 1) throw new EditRefused('results of several rounds in one edit', 'the results of one round');
  const changed = new Map<number, RoundBlock>();
  entries.forEach((entry, index) => {
    try {
      const blocks = checkResult(players, changed, entry);
      if (blocks !== null) for (const [id, block] of blocks) changed.set(id, block);
    } catch (error) {
      if (error instanceof EditRefused) throw error.forEntry(index);
      throw error;
    }
  });
  return changed.size === 0 ? doc : editBlocks(doc, entries[0]!.round, changed);
}

/** The two new blocks of an entry, or null when the result is already the one entered. Throws EditRefused. */
function checkResult(players: ReadonlyMap<number, PlayerRecord>, changed: ReadonlyMap<number, RoundBlock>, entry: ResultEntry): [number, RoundBlock][] | null {
  const { round, white, black, result } = entry;
  const blockOf = (id: number): RoundBlock | undefined => {
    const p = players.get(id);
    if (p === undefined) throw new EditRefused(`there is no player ${id} in the file`, 'a starting rank of a 001 line');
    return changed.get(id) ?? p.rounds[round - 1];
  };
  const wb = blockOf(white);
  const bb = blockOf(black);
  if (wb?.opponent !== black || bb?.opponent !== white) {
    const says = (id: number, block: RoundBlock | undefined): string =>
      !isGame(block) ? `${id} has no game in round ${round}` : `${id} plays ${block!.opponent}`;
    throw new EditRefused(
      `round ${round}: ${white} and ${black} were not paired together (${says(white, wb)}, ${says(black, bb)})`,
      'the two players of one board of that round, white first',
    );
  }
  if (wb.colour !== 'w' || bb.colour !== 'b') {
    throw new EditRefused(`round ${round}: ${white} had ${wb.colour === 'b' ? 'black' : 'no colour'} against ${black}`, `white first: ${black}-${white}`);
  }
  const same = wb.result === result[0] && bb.result === result[1];
  if (same) return null;
  if ((wb.result !== null || bb.result !== null) && entry.force !== true) {
    throw new EditRefused(
      `round ${round}: ${white}-${black} already has a result (${wb.result ?? ' '} / ${bb.result ?? ' '})`,
      '--force to change an entered result',
    );
  }
  return [
    [white, { ...wb, result: result[0] }],
    [black, { ...bb, result: result[1] }],
  ];
}

/** Sets some players' blocks of one round (nothing else) and recomputes their points. */
function editBlocks(doc: TrfDocument, round: number, blocks: ReadonlyMap<number, RoundBlock>): TrfDocument {
  const records = doc.records.map((r): TrfRecord => {
    if (r.kind !== 'player') return r;
    const block = blocks.get(r.startingRank);
    return block === undefined ? r : withRoundBlock(r, round, block);
  });
  return fillPoints({ ...doc, records }, new Set(blocks.keys()));
}

// ---------------------------------------------------------------------------------------------------------------
// Byes and withdrawals.

export type ByeKind = 'H' | 'F' | 'Z';

/**
 * A bye for `player` in `round`. A round not paired yet gets a TRF-2026 `240` declaration (which `pair` honours
 * and `applyPairing` writes with its own code and points); a round already in the file gets the block itself,
 * when the player has no game there. O(records).
 */
export function addBye(doc: TrfDocument, bye: { readonly round: number; readonly player: number; readonly kind: ByeKind }): TrfDocument {
  const p = playerOf(doc, bye.player);
  const inFile = roundsInDocument(doc);
  if (bye.round <= inFile) {
    const block = p.rounds[bye.round - 1];
    if (isGame(block) && block!.result !== null) {
      throw new EditRefused(`${bye.player} has a result against ${block!.opponent} in round ${bye.round}`, 'a bye for a round not played yet');
    }
    if (isGame(block)) {
      throw new EditRefused(
        `round ${bye.round} is paired and ${bye.player} plays ${block!.opponent} in it`,
        'a bye for a round not paired yet, or a forfeit entered with `result` (+- / -+)',
      );
    }
    return editBlocks(doc, bye.round, new Map([[bye.player, byeBlock(bye.kind)]]));
  }
  const planned = plannedRoundsOf(doc);
  if (planned !== null && bye.round > planned) throw new EditRefused(`round ${bye.round} is after the last round (${planned})`, `a round up to ${planned}`);
  return declareBye(doc, bye.round, bye.player, bye.kind);
}

/** Adds `player` to the 240 record of (kind, round), taking him out of other 240 records of that round. */
export function declareBye(doc: TrfDocument, round: number, player: number, kind: ByeKind): TrfDocument {
  let added = false;
  const records: TrfRecord[] = [];
  for (const r of doc.records) {
    if (r.kind !== 'byeDeclaration' || r.round !== round) {
      records.push(r);
      continue;
    }
    const others = r.ids.filter((id) => id !== player);
    const ids = r.type === kind && !added ? [...others, player].sort((a, b) => a - b) : others;
    if (r.type === kind && !added) added = true;
    if (ids.length === 0) continue;
    records.push(ids.length === r.ids.length && ids.every((id, i) => id === r.ids[i]) ? r : { kind: 'byeDeclaration', type: r.type, round, ids });
  }
  if (!added) {
    const record: ByeDeclarationRecord = { kind: 'byeDeclaration', type: kind, round, ids: [player] };
    records.splice(declarationPlace(records), 0, record);
  }
  return { ...doc, records };
}

/** Where a new record goes: after the last 240 record, else before the first player line, else at the end. */
function declarationPlace(records: readonly TrfRecord[]): number {
  for (let i = records.length - 1; i >= 0; i--) if (records[i]!.kind === 'byeDeclaration') return i + 1;
  const firstPlayer = records.findIndex((r) => r.kind === 'player');
  return firstPlayer < 0 ? records.length : firstPlayer;
}

/**
 * `player` withdraws: absent from `fromRound` on (C.04.1: not paired any more). Rounds already in the file from
 * `fromRound` on get `0000 - Z` where the player has no game (a game is refused: enter the forfeit with a
 * result); each later round up to the planned number gets a `240 Z` declaration; without a planned number of
 * rounds, an `XXZ` record, which `pair -o` keeps from round to round.
 */
export function withdraw(doc: TrfDocument, w: { readonly player: number; readonly fromRound: number }): TrfDocument {
  const p = playerOf(doc, w.player);
  const inFile = roundsInDocument(doc);
  let next = doc;
  for (let round = w.fromRound; round <= inFile; round++) {
    const block = p.rounds[round - 1];
    if (isGame(block) && block!.result !== null) {
      // A game played (or forfeited) stays: the withdrawal starts after the last such round.
      const last = lastGameRound(p, inFile);
      throw new EditRefused(`${w.player} has a result against ${block!.opponent} in round ${round}`, `--from-round ${last + 1} or later (the round after his last game with a result)`);
    }
    if (isGame(block)) {
      throw new EditRefused(
        `${w.player} is paired with ${block!.opponent} in round ${round}`,
        `--from-round after ${round}, or the forfeit entered with \`result\` first`,
      );
    }
    if (isEmpty(block) || block!.result === null) next = editBlocks(next, round, new Map([[w.player, byeBlock('Z')]]));
  }
  const planned = plannedRoundsOf(doc);
  if (planned === null) {
    const ids = [...new Set([...absentIds(next), w.player])].sort((a, b) => a - b);
    const others = next.records.filter((r) => r.kind !== 'absent');
    const at = declarationPlace(others);
    return { ...next, records: [...others.slice(0, at), { kind: 'absent', ids }, ...others.slice(at)] };
  }
  for (let round = Math.max(w.fromRound, inFile + 1); round <= planned; round++) next = declareBye(next, round, w.player, 'Z');
  return next;
}

/** The last round up to `inFile` in which the player has a game with a result; 0 when none. */
function lastGameRound(p: PlayerRecord, inFile: number): number {
  for (let round = inFile; round >= 1; round--) {
    const block = p.rounds[round - 1];
    if (isGame(block) && block!.result !== null) return round;
  }
  return 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Late entries.

/**
 * Adds a late entrant who plays from round `fromRound` on (default: the next round to pair). C.04.2: pairing
 * numbers may change until round 4 is paired, so before that the player takes his place in the initial order
 * (rating, title, name) and the players after him move down one number, everywhere the file names them; once
 * round 4 is paired he gets the next free number. The rounds he missed score nothing (C.04.2 late entries): the
 * rounds in the file get `0000 - Z`, later missed rounds a `240 Z`. Team files are refused (their records name
 * players by number in ways this does not rewrite). O(records × rounds).
 */
export function addPlayer(doc: TrfDocument, entry: PlayerEntry, fromRound?: number): { document: TrfDocument; id: number } {
  const inFile = roundsInDocument(doc);
  const from = fromRound ?? inFile + 1;
  if (from <= inFile) {
    throw new EditRefused(`round ${from} is already paired; a late entry plays from round ${inFile + 1} on`, `--from-round ${inFile + 1} or later`);
  }
  const planned = plannedRoundsOf(doc);
  if (planned !== null && from > planned) throw new EditRefused(`round ${from} is after the last round (${planned})`, `a round up to ${planned}`);
  const players = [...playersOf(doc).values()].sort((a, b) => a.startingRank - b.startingRank);
  if ((players.at(-1)?.startingRank ?? 0) >= MAX_ID) {
    throw new EditRefused(`the file has player ${MAX_ID}, the highest pairing number a TRF line holds: no player can be added`, `a tournament of fewer than ${MAX_ID} players`);
  }
  const missed: RoundBlock[] = Array.from({ length: inFile }, () => byeBlock('Z'));
  let id = (players.at(-1)?.startingRank ?? 0) + 1;
  let next = doc;
  if (inFile < 4) {
    // C.04.2: before round 4 is paired the numbers follow the initial order; the others keep their relative order.
    const after = players.find((p) => compareInitialOrder(entry, p) < 0);
    if (after !== undefined) {
      if (doc.records.some((r) => r.kind === 'team' || (r.kind === 'unknown' && /^3[0-3]0/.test(r.text)))) {
        throw new EditRefused('a late entry in a team file would renumber team records', 'an individual tournament');
      }
      id = after.startingRank;
      next = renumberFrom(doc, id);
    }
  }
  const record = playerRecord(entry, id, missed, 0);
  const records = [...next.records];
  const at = records.findIndex((r) => r.kind === 'player' && r.startingRank > id);
  const lastPlayer = records.reduce((last, r, i) => (r.kind === 'player' ? i : last), -1);
  records.splice(at >= 0 ? at : lastPlayer + 1, 0, record);
  next = fillCounts({ ...next, records });
  for (let round = inFile + 1; round < from; round++) next = declareBye(next, round, id, 'Z');
  return { document: next, id };
}

/** Every player number from `first` on moves down one, in every record that names players. */
function renumberFrom(doc: TrfDocument, first: number): TrfDocument {
  const f = (id: number): number => (id >= first ? id + 1 : id);
  const list = (ids: readonly number[]): number[] => ids.map(f);
  const records = doc.records.map((r): TrfRecord => {
    switch (r.kind) {
      case 'player': {
        const { line: _l, raw: _r, ...rest } = r;
        const rounds = r.rounds.map((b) => (b.opponent === null ? b : { ...b, opponent: f(b.opponent) }));
        return { ...rest, startingRank: f(r.startingRank), rounds };
      }
      case 'absent':
        return { kind: 'absent', ids: list(r.ids) };
      case 'byeDeclaration':
        return { kind: 'byeDeclaration', type: r.type, round: r.round, ids: list(r.ids) };
      case 'forbiddenPairs':
        return { kind: 'forbiddenPairs', ids: list(r.ids) };
      case 'prohibitedPairings':
        return { kind: 'prohibitedPairings', firstRound: r.firstRound, lastRound: r.lastRound, ids: list(r.ids) };
      case 'acceleration':
        return { kind: 'acceleration', id: f(r.id), points: r.points };
      case 'acceleratedRounds': {
        const { line: _l, raw: _r, ...rest } = r;
        return { ...rest, firstPlayer: f(r.firstPlayer), lastPlayer: f(r.lastPlayer) };
      }
      case 'pointAdjustment': {
        const { line: _l, raw: _r, ...rest } = r;
        return { ...rest, ids: list(r.ids) };
      }
      default:
        return r;
    }
  });
  return { ...doc, records };
}
