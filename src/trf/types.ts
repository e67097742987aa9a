/**
 * The TRF document model: a faithful, syntax-level picture of a FIDE TRF-16 file with the TRF(x), TRF(bx) and
 * TRF-2026 extensions used by pairing engines. It says what the file *says*; what it *means* for pairing
 * (who played whom over the board, scores under the point system, who is absent next round) is derived in
 * src/model.
 *
 * Every record keeps `raw`, the exact text of its line as read (without the line terminator). The writer prints
 * `raw` when present and formats the fields otherwise, so an untouched file is written back byte for byte, and a
 * record built or changed in code (no `raw`) is printed in canonical form. Code that changes a record must drop
 * `raw` (records are immutable: build a new one).
 */

/** Points in tenths (1.5 points = 15). TRF prints one decimal, so tenths are exact. */
export type Tenths = number;

export type LineEnding = '\n' | '\r\n' | '\r';

export interface TrfDocument {
  readonly records: readonly TrfRecord[];
  /**
   * Terminator used when writing; the reader records the first one found ('\n' when the file has none). The
   * reader accepts LF, CRLF and lone CR mixed; a mixed file is written back with this one throughout.
   */
  readonly lineEnding: LineEnding;
  /** Whether the (UTF-8) file started with a byte-order mark (or the decoded text with U+FEFF). */
  readonly bom: boolean;
  /** Whether the last line ended with a terminator (an empty document is written as nothing). */
  readonly finalNewline: boolean;
}

interface RecordBase {
  /** 1-based line number in the source file; absent for records built in code. */
  readonly line?: number;
  /** The line exactly as read; absent for records built or changed in code. */
  readonly raw?: string;
}

/** Result letter of a round block, upper-cased. `null` is a blank result column. */
export type ResultCode = '1' | '0' | '=' | 'W' | 'D' | 'L' | '+' | '-' | 'H' | 'F' | 'U' | 'Z';

/** Colour column of a round block (`W`/`B` are read as `w`/`b`): `null` when it is `-` or blank. */
export type ColourCode = 'w' | 'b';

/**
 * One round block of a 001 line (columns 92-99 for round 1, then every 10 columns): `OOOO C R`.
 * A block of eight blanks is `{opponent: null, colour: null, result: null, blank: true}`; `blank` is true only
 * then (the writer refuses a `blank` block with contents).
 */
export interface RoundBlock {
  /** Opponent's starting rank; `null` for `0000` or four blanks. */
  readonly opponent: number | null;
  readonly colour: ColourCode | null;
  readonly result: ResultCode | null;
  /** True when all eight columns are blank (distinguishes "        " from "0000 - Z" and "0000 -  "). */
  readonly blank: boolean;
}

export interface PlayerRecord extends RecordBase {
  readonly kind: 'player';
  /** Columns 5-8: starting rank, which is the pairing number. */
  readonly startingRank: number;
  /** Column 10: 'm', 'w' or '' (kept as written). */
  readonly sex: string;
  /** Columns 11-13, trimmed (e.g. 'GM', 'WIM', 'g', ''). */
  readonly title: string;
  /** Columns 15-47, trimmed on the right. */
  readonly name: string;
  /** Columns 49-52; 0 when blank (unrated). */
  readonly rating: number;
  /** Columns 54-56, trimmed. */
  readonly federation: string;
  /** Columns 58-68, trimmed (digits in practice; kept as text). */
  readonly fideId: string;
  /** Columns 70-79, trimmed. */
  readonly birthDate: string;
  /** Columns 81-84 in tenths; `null` when blank. */
  readonly points: Tenths | null;
  /** Columns 86-89; `null` when blank. */
  readonly rank: number | null;
  /**
   * Round blocks, round 1 first. A round is present when the line reaches the first column of its block (the
   * rest is read as blanks); trailing rounds a line does not reach are absent from the array.
   */
  readonly rounds: readonly RoundBlock[];
}

/** Tournament header records 012-132 (and any other `??2`-style free-text header). */
export interface HeaderRecord extends RecordBase {
  readonly kind: 'header';
  /** The three-character code, e.g. '012'. */
  readonly code: string;
  /** Text from column 5, with trailing blanks kept as read. */
  readonly text: string;
}

/** Team record 013: name in columns 5-36, then member starting ranks every 5 columns from column 37. */
export interface TeamRecord extends RecordBase {
  readonly kind: 'team';
  /** Columns 5-36, trimmed on the right. */
  readonly name: string;
  /** The member fields in order; blank fields are skipped. */
  readonly members: readonly number[];
}

/** XXR n (TRF(x)) or 142 n (TRF-2026): the planned number of rounds. */
export interface TotalRoundsRecord extends RecordBase {
  readonly kind: 'totalRounds';
  readonly code: 'XXR' | '142';
  readonly rounds: number;
}

/** XXC [rank] [white1|black1] (TRF(x)) or 152 W|B (TRF-2026): colour of the top player in round 1. */
export interface InitialColourRecord extends RecordBase {
  readonly kind: 'initialColour';
  readonly code: 'XXC' | '152';
  /** `null` when the record does not name a colour (e.g. `XXC rank`). */
  readonly colour: 'white' | 'black' | null;
  /** XXC `rank`: use ranking positions instead of pairing ids. */
  readonly rank: boolean;
}

/** XXZ id id ...: players not to be paired in the round being paired. */
export interface AbsentRecord extends RecordBase {
  readonly kind: 'absent';
  readonly ids: readonly number[];
}

/** 240 T RRR id id ...: byes declared before round RRR (T = F full, H half, Z zero-point; read in either case). */
export interface ByeDeclarationRecord extends RecordBase {
  readonly kind: 'byeDeclaration';
  readonly type: 'F' | 'H' | 'Z';
  readonly round: number;
  readonly ids: readonly number[];
}

/** XXP id id [...]: these players must not be paired with each other (all pairs of the list). */
export interface ForbiddenPairsRecord extends RecordBase {
  readonly kind: 'forbiddenPairs';
  readonly ids: readonly number[];
}

/** 260 RR1 RRL id id ...: prohibited pairings among the listed players for rounds RR1..RRL. */
export interface ProhibitedPairingsRecord extends RecordBase {
  readonly kind: 'prohibitedPairings';
  readonly firstRound: number;
  readonly lastRound: number;
  readonly ids: readonly number[];
}

/**
 * Point-system records. All values are in tenths.
 * - XXS (JaVaFo): `key=value` items; keys WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D L (read in either case,
 *   stored upper-case, in file order).
 * - BBW BBD BBL BBZ BBF BBU (bbpPairings): one value each.
 * - 162 (TRF-2026): code letter + value pairs (W D L A P X; stored upper-case).
 */
export interface PointSystemRecord extends RecordBase {
  readonly kind: 'pointSystem';
  readonly code: 'XXS' | 'BBW' | 'BBD' | 'BBL' | 'BBZ' | 'BBF' | 'BBU' | '162';
  /** Key to value in tenths; for BB* records the single key equals the code. */
  readonly values: ReadonlyMap<string, Tenths>;
}

/** XXA id pp.p pp.p ...: acceleration (fictitious) points of one player, one value per round. */
export interface AccelerationRecord extends RecordBase {
  readonly kind: 'acceleration';
  readonly id: number;
  readonly points: readonly Tenths[];
}

/**
 * 250 (TRF-2026) accelerated rounds: fictitious match/game points for rounds first..last, applied to players
 * with ids first..last. Read as six whitespace-separated fields, or by the TRF-2026 columns (5-8, 10-13, 15-17,
 * 19-21, 23-26, 28-31) when one points field is blank (TRF-2026 leaves the match points blank for individuals;
 * the FIDE TEC sample leaves the game points blank); written separated by single blanks, or in those columns
 * when a points field is blank.
 */
export interface AcceleratedRoundsRecord extends RecordBase {
  readonly kind: 'acceleratedRounds';
  /** `null` when the field is blank: TRF-2026 leaves it "empty for individual competitions". */
  readonly matchPoints: Tenths | null;
  /** `null` when the field is blank. For individuals TRF-2026 puts the fictitious points here. */
  readonly gamePoints: Tenths | null;
  readonly firstRound: number;
  readonly lastRound: number;
  readonly firstPlayer: number;
  readonly lastPlayer: number;
}

/**
 * 299 (TRF-2026) abnormal point assignment: `299 T MMMM GGGG RRR PPPP PPPP ...` — a type at column 5 (blank for
 * a bonus or penalty added to the score; a result code such as `+` or `-` in team files), one or two point
 * values (signed; team files give match and game points), then the round and the players (or teams) it applies
 * to. Read as whitespace-separated fields, since writers do not agree on the columns.
 */
export interface PointAdjustmentRecord extends RecordBase {
  readonly kind: 'pointAdjustment';
  /** Column 5, trimmed: '' for a bonus/penalty on the score. */
  readonly type: string;
  /** The point values in file order (one or two), in tenths, possibly negative. */
  readonly points: readonly Tenths[];
  /** The round, or null when the record names none. */
  readonly round: number | null;
  readonly ids: readonly number[];
}

/** `###` comment line (TRF-2026). */
export interface CommentRecord extends RecordBase {
  readonly kind: 'comment';
  /** Text after the `###`. */
  readonly text: string;
}

/** A line whose code swisspair does not interpret (or shorter than a code); kept and written back verbatim. */
export interface UnknownRecord extends RecordBase {
  readonly kind: 'unknown';
  readonly text: string;
}

/** An empty line, or one of only spaces and tabs; kept so the file round-trips. */
export interface BlankRecord extends RecordBase {
  readonly kind: 'blank';
  readonly text: string;
}

export type TrfRecord =
  | PlayerRecord
  | HeaderRecord
  | TeamRecord
  | TotalRoundsRecord
  | InitialColourRecord
  | AbsentRecord
  | ByeDeclarationRecord
  | ForbiddenPairsRecord
  | ProhibitedPairingsRecord
  | PointSystemRecord
  | AccelerationRecord
  | AcceleratedRoundsRecord
  | PointAdjustmentRecord
  | CommentRecord
  | UnknownRecord
  | BlankRecord;

/** Text encodings the reader accepts. */
export type TrfEncoding = 'utf-8' | 'latin1' | 'windows-1252';

export interface ParseOptions {
  /** Name used in diagnostics (a path, or '-' for stdin); default '<input>'. */
  readonly fileName?: string;
}

export interface ReadOptions extends ParseOptions {
  /** Default 'utf-8' (with or without BOM). */
  readonly encoding?: TrfEncoding;
}
