/**
 * Cross-record checks of a parsed TRF: each line can be well-formed while the file contradicts itself (the two
 * sides of a game disagreeing, an opponent that does not exist, two PABs in a round). Pairing from such a file
 * would silently pick one side, so these are errors. The points column is only compared, never corrected:
 * pairing engines disagree on whether to trust it (trf16.md §2), so a difference is a warning naming both numbers.
 */
import type { Diagnostic, SourcePosition } from '../errors.js';
import { field, firstNonBlank, formatTenths, tokenize } from './fields.js';
import { accelerationOverlaps } from './accelerationOverlap.js';
import { blockColumn } from './player.js';
import { recordNotices } from './notices.js';
import { pointsOfRounds, pointSystemOf, type PointsColumn } from './pointSystem.js';
import type { PlayerRecord, ResultCode, RoundBlock, Tenths, TrfDocument, TrfRecord } from './types.js';

export interface ConsistencyReport {
  readonly errors: readonly Diagnostic[];
  readonly warnings: readonly Diagnostic[];
}

/**
 * Whether the other side of a game may say `other` when one side says `mine`. A double forfeit is `-` on both
 * sides. A switch, not a table keyed by result: it runs for every game of the file, and '1' and '0' are
 * index-like keys that make such a table slow to look up.
 */
function complements(mine: ResultCode | null, other: ResultCode | null): boolean {
  switch (mine) {
    case null:
      return other === null;
    case '1':
      return other === '0';
    // The unusual results ½-0 and 0-0 (a game both players lost, or one drew and the other lost, by an arbiter's
    // decision) are games all the same: colours and the meeting count.
    case '0':
      return other === '1' || other === '0' || other === '=';
    case '=':
      return other === '=' || other === '0';
    case 'W':
      return other === 'L';
    case 'L':
      return other === 'W';
    case 'D':
      return other === 'D';
    case '+':
      return other === '-';
    case '-':
      return other === '+' || other === '-';
    default: // H F U Z: byes, no game
      return false;
  }
}
/**
 * What a result code says: a bye, no game (H F U Z), a game played over the board (1 0 = W D L), or neither
 * (forfeits, blank). A switch, not sets of codes: it runs for every block of the file.
 */
function codeKind(result: ResultCode | null): 'bye' | 'played' | null {
  switch (result) {
    case 'H':
    case 'F':
    case 'U':
    case 'Z':
      return 'bye';
    case '1':
    case '0':
    case '=':
    case 'W':
    case 'D':
    case 'L':
      return 'played';
    default:
      return null;
  }
}
const EXPECTED_COMPLEMENT =
  'complementary results (1 and 0, = and =, W and L, D and D, + and -, - and - for a double forfeit, or the unusual = and 0, 0 and 0)';

/** Documents checkConsistency found without error (editCheck.ts re-checks an edit of one in part). */
const CONSISTENT: WeakSet<TrfDocument> = new WeakSet();

/** Whether checkConsistency found `doc` without error. */
export function wasFoundConsistent(doc: TrfDocument): boolean {
  return CONSISTENT.has(doc);
}

type At = (record: TrfRecord, column: number) => SourcePosition | null;
type ErrorSink = (position: SourcePosition | null, message: string, found?: string, expected?: string) => void;

/** Where errors go, and positions in `fileName`. */
export function errorSink(fileName: string): { errors: Diagnostic[]; at: At; error: ErrorSink } {
  const errors: Diagnostic[] = [];
  const at: At = (record, column) => (record.line === undefined ? null : { file: fileName, line: record.line, column });
  const error: ErrorSink = (position, message, found, expected) => {
    errors.push({ position, message, ...(found === undefined ? {} : { found }), ...(expected === undefined ? {} : { expected }) });
  };
  return { errors, at, error };
}

/** Checks a document. Time O(players × rounds + records). */
export function checkConsistency(doc: TrfDocument, fileName: string): ConsistencyReport {
  const { errors, at, error } = errorSink(fileName);
  const warnings: Diagnostic[] = [];
  const { list, byRank } = playerLines(doc, fileName, at, error);
  // TRF-2026 team files give the pairing-allocated bye to every member of the team that has it.
  const team = isTeamFile(doc);
  const pabInRound = new Map<number, PlayerRecord>();
  const check = { team, pabInRound, rechecked: null };
  // Indexed loops over the records and players, here and below: in code not yet optimised, an iterator makes an
  // object per step (half a megabyte per loop over 10,000 lines).
  for (let i = 0; i < list.length; i++) checkBlocks(list[i]!, byRank, check, at, error);
  checkRecords(doc, byRank, at, error, errors);
  const notices = recordNotices(doc, fileName);
  errors.push(...notices.errors);
  warnings.push(...notices.warnings);
  if (team) {
    const first = doc.records.find((r) => (r.kind === 'unknown' && r.text.startsWith('310')) || (r.kind === 'header' && r.code === '192')) ?? doc.records[0];
    warnings.push({
      position: first === undefined ? null : at(first, 1),
      message: 'a team tournament: swisspair reads the individual games and pairs individuals, not teams',
    });
  }

  const system = pointSystemOf(doc);
  const column = pointsColumnOf(doc);
  // In a team file, 299 records name teams: they are the teams' points, not a player's column.
  const adjustments = column === 'team' ? new Map<number, PointAdjustment[]>() : pointAdjustments(doc);
  for (let i = 0; i < list.length; i++) {
    const p = list[i]!;
    if (p.points === null) continue;
    const computed = pointsOfRounds(p.rounds, system, bonusOf(adjustments, p.startingRank), column);
    if (computed !== p.points) {
      warnings.push({
        position: at(p, 81),
        message: `${describe(p)}: the points column says ${formatTenths(p.points)} but the round results add up to ${formatTenths(computed)}`,
        found: formatTenths(p.points),
        expected: formatTenths(computed),
      });
    }
  }
  if (errors.length === 0) CONSISTENT.add(doc);
  return { errors, warnings };
}

/**
 * The player lines: each rank's first line in file order (`list`), and the same by rank (`byRank`); a rank used
 * twice, or no player at all, is an error. By rank in an array (ranks have four digits), not a Map of 10,000
 * entries, and both in one pass over the records. O(records).
 */
export function playerLines(doc: TrfDocument, fileName: string, at: At, error: ErrorSink): { list: PlayerRecord[]; byRank: RankIndex } {
  const records = doc.records;
  let max = 0;
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    if (r.kind === 'player' && r.startingRank > max) max = r.startingRank;
  }
  const byRank = new Array<PlayerRecord | undefined>(max + 1).fill(undefined);
  const list: PlayerRecord[] = [];
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!;
    if (record.kind !== 'player') continue;
    const first = byRank[record.startingRank];
    if (first === undefined) {
      byRank[record.startingRank] = record;
      list.push(record);
    } else {
      error(
        at(record, 5),
        `starting rank ${record.startingRank} is used twice: ${describe(first)}${lineOf(first)} and ${describe(record)}${lineOf(record)}`,
        String(record.startingRank),
        'each starting rank on one 001 line only',
      );
    }
  }

  if (list.length === 0) {
    const first = doc.records.find((r) => r.kind !== 'blank');
    error(
      first === undefined ? { file: fileName, line: 1, column: 1 } : at(first, 1),
      first === undefined
        ? `the file is empty${doc.records.length === 0 ? '' : ' (blank lines only)'}`
        : 'the file has no player (001) line: it is not a TRF file, or not a complete one',
      first === undefined ? '' : excerptOf(first.raw ?? ''),
      'a TRF file: player lines starting with 001 (FIDE TRF-16 / TRF-2026)',
    );
  }
  return { list, byRank };
}

/** Player lines by starting rank (each rank's first line), undefined where there is none. */
export type RankIndex = readonly (PlayerRecord | undefined)[];

export interface BlockCheck {
  readonly team: boolean;
  /** The holder of the pairing-allocated bye of each round so far (filled as players are checked). */
  readonly pabInRound: Map<number, PlayerRecord>;
  /**
   * The blocks this pass checks (blockKey), when not all (editCheck.ts): the others count only for the
   * one-PAB-per-round check (a game with a side the edit changed has both sides in the set, so it is compared).
   */
  readonly rechecked: BlockKeys | null;
  /**
   * The rounds this pass visits, ascending, when not all (editCheck.ts: the rounds in which a block changed; in
   * every other round each player has the block he had, so its PAB count is as it was).
   */
  readonly rounds?: readonly number[];
}

/** A number for player `rank`'s block of `round` (ranks have four digits). */
export function blockKey(rank: number, round: number): number {
  return round * 10000 + rank;
}

/**
 * A set of blockKeys as bits, grown to the largest key added: `pair -o` adds 20,000 keys of one round, which a
 * Set<number> hashes and stores one by one. O(1) per key; memory O(largest key / 8).
 */
export class BlockKeys {
  private bits = new Uint32Array(1024);

  add(key: number): void {
    const word = key >>> 5;
    if (word >= this.bits.length) {
      let size = this.bits.length;
      while (size <= word) size *= 2;
      const bits = new Uint32Array(size);
      bits.set(this.bits);
      this.bits = bits;
    }
    this.bits[word]! |= 1 << (key & 31);
  }

  has(key: number): boolean {
    const word = key >>> 5;
    return word < this.bits.length && (this.bits[word]! & (1 << (key & 31))) !== 0;
  }
}

/**
 * Checks p's round blocks: each alone (a bye code with an opponent, a game without one), at most one PAB per
 * round (outside team files), and each game against the opponent's block (checkGame). O(rounds).
 */
export function checkBlocks(p: PlayerRecord, players: RankIndex, check: BlockCheck, at: At, error: ErrorSink): void {
  const { team, pabInRound, rechecked, rounds } = check;
  const visited = rounds === undefined ? p.rounds.length : rounds.length;
  for (let i = 0; i < visited; i++) {
    const round = rounds === undefined ? i + 1 : rounds[i]!;
    if (round > p.rounds.length) break;
    const block = p.rounds[round - 1] as RoundBlock;
    // Positions and message parts are built only for a message (no object or closure per block): this runs for
    // every block of the file.
    const { opponent, colour, result } = block;
    if (result === 'U' || (result === '+' && opponent === null)) {
      const other = pabInRound.get(round);
      if (other === undefined) pabInRound.set(round, p);
      else if (!team) error(at(p, blockColumn(round)), `round ${round}: ${describe(p)} has the pairing-allocated bye, but so has ${describe(other)}${lineOf(other)}`, blockText(p, round), 'at most one pairing-allocated bye (U) per round');
    }
    if (rechecked !== null && !rechecked.has(blockKey(p.startingRank, round))) continue;
    const kind = codeKind(result);
    if (opponent !== null && kind === 'bye') {
      error(at(p, blockColumn(round)), `round ${round}: ${describe(p)} has opponent ${opponent} with the bye code ${result ?? ''}`, blockText(p, round), 'opponent 0000 for a bye, or a game result with an opponent');
      continue;
    }
    // Vega writes a half-point bye as `0000 - =`: a draw with no opponent and no colour.
    const vegaHalfBye = result === '=' && opponent === null && colour === null;
    if (kind === 'played' && !vegaHalfBye) {
      if (opponent === null) error(at(p, blockColumn(round)), `round ${round}: ${describe(p)} has the game result ${result ?? ''} without an opponent`, blockText(p, round), 'an opponent for a game result, or a bye code (H F U Z)');
      else if (colour === null) error(at(p, blockColumn(round)), `round ${round}: ${describe(p)} has the game result ${result ?? ''} without a colour`, blockText(p, round), 'a colour (w or b) for a game played over the board');
    }
    if (opponent === null) continue;
    if (opponent === p.startingRank) {
      error(at(p, blockColumn(round)), `round ${round}: ${describe(p)} is paired with himself`, blockText(p, round), 'another player as opponent');
      continue;
    }
    const q = players[opponent];
    if (q === undefined) {
      error(at(p, blockColumn(round)), `round ${round}: ${describe(p)} has opponent ${opponent}, who does not exist`, blockText(p, round), 'the starting rank of a player of the file');
      continue;
    }
    checkGame(p, q, round, block, at, error);
  }
}

/** The records that name players (ids that must exist), acceleration records, and self-contradicting records. */
export function checkRecords(doc: TrfDocument, players: RankIndex, at: At, error: ErrorSink, errors: Diagnostic[]): void {
  checkIds(doc, players, at, error);
  errors.push(...accelerationOverlaps(doc.records, at));
}

/** Checks that q's block of the round names p back, then (once per game) colours and results. */
function checkGame(p: PlayerRecord, q: PlayerRecord, round: number, block: RoundBlock, at: At, error: ErrorSink): void {
  const other = q.rounds[round - 1];
  // Position and texts are built only for a message (plain calls, no closure per game): every game passes here.
  if (other?.opponent !== p.startingRank) {
    const says =
      other === undefined ? `has no round ${round} block` : other.opponent === null ? `names no opponent` : `names opponent ${other.opponent}`;
    error(at(p, blockColumn(round)), `round ${round}: ${describe(p)} has opponent ${describe(q)}, whose round ${round} block ${says}`, bothBlocks(p, q, round), `${q.startingRank}'s round ${round} block to name ${p.startingRank}`);
    return;
  }
  // Both sides name each other: compare once, from the lower starting rank.
  if (p.startingRank > q.startingRank) return;
  if ((block.colour !== null || other.colour !== null) && (block.colour === null || block.colour === other.colour)) {
    error(at(p, blockColumn(round)), `round ${round}: ${describe(p)} and ${describe(q)} have colours ${block.colour ?? '-'} and ${other.colour ?? '-'}`, bothBlocks(p, q, round), 'opposite colours (w against b)');
  }
  if (codeKind(other.result) === 'bye') return; // Reported on q's own block.
  if (!complements(block.result, other.result)) {
    error(at(p, blockColumn(round)), `round ${round}: ${describe(p)} and ${describe(q)} have results ${block.result ?? 'blank'} and ${other.result ?? 'blank'}`, bothBlocks(p, q, round), EXPECTED_COMPLEMENT);
  }
}

/** Both blocks of a game, for a message. */
function bothBlocks(p: PlayerRecord, q: PlayerRecord, round: number): string {
  const other = q.rounds[round - 1];
  return `${p.startingRank}: "${blockText(p, round)}"; ${q.startingRank}: "${other === undefined ? '' : blockText(q, round)}"${lineOf(q)}`;
}

/** Ids named by XXZ, XXP, 240, 260, XXA and 013 must be players of the file. */
function checkIds(
  doc: TrfDocument,
  players: RankIndex,
  at: (record: TrfRecord, column: number) => SourcePosition | null,
  error: ErrorSink,
): void {
  // The highest rank of `players` (the player lines of `doc`), read from the lines: no iterator.
  let maxId = 0;
  const records = doc.records;
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    if (r.kind === 'player' && r.startingRank > maxId) maxId = r.startingRank;
  }
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!;
    let list: readonly number[];
    let skip = 0; // tokens before the first id
    switch (record.kind) {
      case 'absent':
      case 'forbiddenPairs':
        list = record.ids;
        break;
      case 'byeDeclaration':
      case 'prohibitedPairings':
        list = record.ids;
        skip = 2;
        break;
      case 'acceleration':
        list = [record.id];
        break;
      case 'pointAdjustment':
        list = record.ids;
        skip = record.points.length + 1;
        break;
      case 'team':
        list = record.members;
        break;
      default:
        continue;
    }
    if (record.kind === 'pointAdjustment' && record.type !== '') continue; // team numbers, not players
    // XXP, 260, XXA: a player beyond the file is clipped with a warning (src/model/clip.ts, issue 18.4).
    const clipped = record.kind === 'forbiddenPairs' || record.kind === 'prohibitedPairings' || record.kind === 'acceleration';
    // The columns are found only for a message: a 9,999-player file may have a thousand 299 records.
    let columns: number[] | null = null;
    list.forEach((id, index) => {
      if (players[id] !== undefined || (clipped && id > maxId)) return;
      columns ??= record.kind === 'team' ? teamColumns(record.raw) : tokenize(record.raw ?? '', 5).slice(skip).map((t) => t.column);
      const label = record.kind === 'team' ? 'team record 013' : codeOf(record);
      error(at(record, columns[index] ?? 1), `${label} names player ${id}, who does not exist`, String(id), 'the starting rank of a player of the file');
    });
  }
}

/** Columns of the first digit of each non-blank member field of a 013 line (fields at 37, 42, ...). */
function teamColumns(raw: string | undefined): number[] {
  const columns: number[] = [];
  if (raw === undefined) return columns;
  for (let column = 37; column <= raw.length; column += 5) {
    const offset = firstNonBlank(field(raw, column, column + 3));
    if (offset >= 0) columns.push(column + offset);
  }
  return columns;
}

function codeOf(record: TrfRecord): string {
  const code = record.raw?.slice(0, 3);
  if (code !== undefined) return code;
  switch (record.kind) {
    case 'absent':
      return 'XXZ';
    case 'forbiddenPairs':
      return 'XXP';
    case 'byeDeclaration':
      return '240';
    case 'prohibitedPairings':
      return '260';
    case 'acceleration':
      return 'XXA';
    case 'pointAdjustment':
      return '299';
    default:
      return record.kind;
  }
}

/** "player 5 (Lastname, Firstname)". */
function describe(p: PlayerRecord): string {
  return p.name === '' ? `player ${p.startingRank}` : `player ${p.startingRank} (${p.name})`;
}

function lineOf(record: TrfRecord): string {
  return record.line === undefined ? '' : ` (line ${record.line})`;
}

/** The 8 columns of a round block as written (or as they would be written). */
function blockText(p: PlayerRecord, round: number): string {
  const column = blockColumn(round);
  if (p.raw !== undefined) return field(p.raw, column, column + 7);
  const b = p.rounds[round - 1];
  if (b === undefined || b.blank) return '        ';
  return `${b.opponent === null ? '0000' : String(b.opponent).padStart(4)} ${b.colour ?? '-'} ${b.result ?? ' '}`;
}

/** A bonus or penalty of a 299 record with a blank type: points added to a player's score after a round. */
export interface PointAdjustment {
  readonly round: number;
  readonly points: Tenths;
}

/**
 * The 299 bonuses and penalties by starting rank (TRF-2026): records with a blank type, a round and players. The
 * last point value is the one read (team files give match points, then game points; individual files one value).
 * O(records).
 */
export function pointAdjustments(doc: Pick<TrfDocument, 'records'>): ReadonlyMap<number, readonly PointAdjustment[]> {
  const result = new Map<number, PointAdjustment[]>();
  const records = doc.records;
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!;
    if (record.kind !== 'pointAdjustment' || record.type !== '' || record.round === null) continue;
    const points = record.points[record.points.length - 1] ?? 0;
    for (const id of record.ids) {
      const list = result.get(id) ?? [];
      list.push({ round: record.round, points });
      result.set(id, list);
    }
  }
  return result;
}

/** The sum of player `id`'s 299 bonuses and penalties (pointAdjustments), 0 when he has none. */
export function bonusOf(adjustments: ReadonlyMap<number, readonly PointAdjustment[]>, id: number): Tenths {
  const list = adjustments.get(id);
  let sum = 0;
  if (list !== undefined) for (let i = 0; i < list.length; i++) sum += list[i]!.points;
  return sum;
}

/** What the players' points columns count in `doc`: a team file's count their games alone (teamColumnPointsOfBlock). */
export function pointsColumnOf(doc: TrfDocument): PointsColumn {
  return isTeamFile(doc) ? 'team' : 'individual';
}

/** A TRF-2026 team tournament: 310 team records, or a 192 type code for teams. */
export function isTeamFile(doc: TrfDocument): boolean {
  return doc.records.some(
    (r) => (r.kind === 'unknown' && /^310 /.test(r.text)) || (r.kind === 'header' && r.code === '192' && /^\s*FIDE[_-]TEAM/i.test(r.text)),
  );
}

function excerptOf(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
