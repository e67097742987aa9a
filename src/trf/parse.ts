/**
 * Text → TrfDocument. The record code is the first three characters of a line; a code swisspair does not know is
 * kept verbatim (TRF-2026 and tournament programs add codes, and a pairing engine must not refuse a file for a
 * record it does not need). Every problem of the file is collected and thrown as one TrfParseError.
 */
import { decodeTrfBytes, DEFAULT_FILE_NAME } from './decode.js';
import { MAX_INPUT_BYTES, splitLines } from './lines.js';
import { SizeLimitError } from '../errors.js';
import { extendPlayer, parsePlayer } from './player.js';
import { LineReport, Problems } from './problems.js';
import {
  parseAbsent,
  parseAcceleratedRounds,
  parseAcceleration,
  parseByeDeclaration,
  parseForbiddenPairs,
  parseHeader,
  parseInitialColour,
  parsePointAdjustment,
  parsePointSystem,
  parseProhibitedPairings,
  parseTeam,
  parseTotalRounds,
  column4IsBlank,
} from './records.js';
import type { ParseOptions, PlayerRecord, ReadOptions, TrfDocument, TrfRecord } from './types.js';

/**
 * Free-text tournament headers: TRF-16 012-132 and the TRF-2026 tags swisspair does not interpret (142, 152 and
 * 162 have their own record kinds).
 */
export const HEADER_CODES: ReadonlySet<string> = new Set([
  '012', '022', '032', '042', '052', '062', '072', '082', '092', '102', '112', '122', '132',
  '172', '182', '192', '202', '212', '222', '352', '362',
]);

/** Codes with a record kind of their own; a line starting with any other code (not a header) is unknown. */
export const KNOWN_CODES: ReadonlySet<string> = new Set([
  '001', '013', 'XXR', '142', 'XXC', '152', 'XXZ', '240', 'XXP', '260', 'XXS', 'BBW', 'BBD', 'BBL', 'BBZ', 'BBF',
  'BBU', '162', 'XXA', '250', '299', '###',
]);

/** Documents readTrf returned: each of their records is exactly what parseLine made of its `raw` text. */
const READ: WeakSet<TrfDocument> = new WeakSet();

/** Whether readTrf returned `doc`: each of its records is then a function of its line's text and number. */
export function wasRead(doc: TrfDocument): boolean {
  return READ.has(doc);
}

/**
 * The records of an earlier read, found by their line text. A line is first looked for where the last one found
 * suggests (an edit rewrites lines in place or inserts a few, so the old line is at the same place give or take
 * the lines inserted so far); only when it is not there is a map of every old line built, once. This spares
 * hashing 10,000 long lines when an edit changed a few. Any record with the text will do (see parseTrf).
 */
export class KnownLines {
  private byText: Map<string, TrfRecord> | null = null;
  private byRank: (PlayerRecord | undefined)[] | null = null;
  private shift = 0;
  constructor(private readonly records: readonly TrfRecord[]) {}

  /** The line `player` was last asked about, and its answer: get, then parseNew, ask about the same line. */
  private lastText: string | null = null;
  private lastPlayer: PlayerRecord | undefined;

  /**
   * An old player line with the starting rank of `text` (a 001 line), for extendPlayer, which compares the texts
   * (a rank written otherwise, or on two old lines, costs a full parse, never a wrong record). By rank in an
   * array, read from the char codes: no substring and no string hashing per line. O(1) amortized.
   */
  player(text: string): PlayerRecord | undefined {
    if (text === this.lastText) return this.lastPlayer;
    if (this.byRank === null) {
      this.byRank = [];
      const records = this.records;
      for (let i = 0; i < records.length; i++) {
        const r = records[i]!;
        if (r.kind === 'player' && r.raw !== undefined) this.byRank[r.startingRank] = r;
      }
    }
    this.lastText = text;
    const rank = rankOf(text);
    this.lastPlayer = rank > 0 ? this.byRank[rank] : undefined;
    return this.lastPlayer;
  }

  /** The record read from a line with this text, or undefined; `index`: the new line's 0-based index. O(1) amortized. */
  get(text: string, index: number): TrfRecord | undefined {
    const guess = this.records[index + this.shift];
    if (guess !== undefined && guess.raw === text) return guess;
    if (text.startsWith('001')) {
      // A player line is looked for by its rank: the text of a long line is not hashed.
      const same = this.player(text);
      if (same?.raw !== text) return undefined;
      if (same.line !== undefined) this.shift = same.line - 1 - index;
      return same;
    }
    if (this.byText === null) {
      this.byText = new Map();
      const records = this.records;
      for (let i = 0; i < records.length; i++) if (records[i]!.raw !== undefined) this.byText.set(records[i]!.raw!, records[i]!);
    }
    const found = this.byText.get(text);
    if (found?.line !== undefined) this.shift = found.line - 1 - index;
    return found;
  }
}

/** The number in columns 5-8 of a line (blanks around digits), or -1 when they hold anything else. O(1). */
function rankOf(text: string): number {
  let rank = 0;
  let i = 4;
  while (i < 8 && text.charCodeAt(i) === 32) i++;
  const first = i;
  for (; i < 8; i++) {
    const d = text.charCodeAt(i) - 48; // NaN past the end of the line
    if (!(d >= 0 && d <= 9)) break;
    rank = rank * 10 + d;
  }
  if (i === first) return -1;
  while (i < 8 && text.charCodeAt(i) === 32) i++;
  return i === 8 ? rank : -1;
}

/**
 * Records of `previous` by their line text, when `previous` came from readTrf (a document edited in code may
 * carry a spliced `raw` that was never parsed, so only read documents are trusted). O(1); lookups as KnownLines.
 */
function parsedLines(previous: TrfDocument | undefined): KnownLines | undefined {
  if (previous === undefined || !READ.has(previous)) return undefined;
  return new KnownLines(previous.records);
}

/**
 * Parses TRF text. A leading U+FEFF (text decoded elsewhere) counts as a BOM. `known`: lines already parsed
 * without a problem; a line with the same text is that record at its new line number, because parseLine is a
 * pure function of (line number, text) and a line it accepts keeps its number only in `line` (parseLine,
 * records.ts recordBase, parsePlayer; test/trf/reread.property.test.ts holds it). O(length of the text).
 */
export function parseTrf(text: string, options: ParseOptions = {}, known?: ReadonlyMap<string, TrfRecord> | KnownLines): TrfDocument {
  const bom = text.charCodeAt(0) === 0xfeff;
  const file = options.fileName ?? DEFAULT_FILE_NAME;
  const { lines, lineEnding, finalNewline } = splitLines(bom ? text.slice(1) : text, file);
  const problems = new Problems(file);
  const records: TrfRecord[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (problems.full) {
      problems.stopEarly();
      break;
    }
    const line = lines[i] as string;
    const same = known instanceof KnownLines ? known.get(line, i) : known?.get(line);
    const record = same === undefined ? parseNew(new LineReport(problems, i + 1, line), known) : same.line === i + 1 ? same : { ...same, line: i + 1 };
    if (record !== null) records.push(record);
  }
  problems.throwIfAny();
  return { records, lineEnding, bom, finalNewline };
}

/**
 * Decodes (see decodeTrf) and parses; `bom` says whether the bytes had a UTF-8 byte-order mark. `previous`: a
 * document readTrf returned earlier (the file before an edit); its lines are not parsed again, which makes reading
 * an edited file back cost the decoding and the lines that changed. O(n).
 */
export function readTrf(bytes: Uint8Array, options: ReadOptions = {}, previous?: TrfDocument): TrfDocument {
  checkInputSize(bytes.length, options.fileName ?? DEFAULT_FILE_NAME);
  const { text, bom } = decodeTrfBytes(bytes, options);
  const doc = parseTrf(text, options.fileName === undefined ? {} : { fileName: options.fileName }, parsedLines(previous));
  const read = { ...doc, bom };
  READ.add(read);
  return read;
}

/**
 * readTrf(bytes, options, previous) for bytes that encodeTrfText made of `text` in UTF-8, without decoding them
 * again: a well-formed text (encodeTrfText refuses any other) encodes to UTF-8 that decodes to itself, so the
 * decoder would return `text`, and the bytes start with a byte-order mark exactly when encodeTrfText put one.
 * Texts the decoder would not give back as they are (a NUL, which it refuses; a leading U+FEFF, which it reads
 * as a byte-order mark) and other encodings are read by readTrf. Saves decoding (and holding) a second copy of
 * a file just written. O(n) to parse.
 */
export function readEncodedTrf(bytes: Uint8Array, text: string, options: ReadOptions = {}, previous?: TrfDocument): TrfDocument {
  if ((options.encoding ?? 'utf-8') !== 'utf-8' || text.charCodeAt(0) === 0xfeff || text.indexOf('\u0000') >= 0) return readTrf(bytes, options, previous);
  checkInputSize(bytes.length, options.fileName ?? DEFAULT_FILE_NAME);
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const doc = parseTrf(text, options.fileName === undefined ? {} : { fileName: options.fileName }, parsedLines(previous));
  const read = { ...doc, bom };
  READ.add(read);
  return read;
}

/** A line no earlier read had: a player line that extends an old one reads only its new slots (extendPlayer). */
function parseNew(out: LineReport, known: ReadonlyMap<string, TrfRecord> | KnownLines | undefined): TrfRecord | null {
  const old = known instanceof KnownLines && out.text.startsWith('001') ? known.player(out.text) : undefined;
  const extended = old === undefined ? undefined : extendPlayer(old, out);
  return extended === undefined ? parseLine(out) : extended;
}

/** Parses one line (without terminator) as a record, or reports its problems and returns null. */
export function parseLine(out: LineReport): TrfRecord | null {
  const text = out.text;
  if (isBlankLine(text)) return { kind: 'blank', line: out.line, raw: text, text };
  const code = text.slice(0, 3);
  if (code === '001') return parsePlayer(out);
  if (code === '###') return { kind: 'comment', line: out.line, raw: text, text: text.slice(3) };
  if (!KNOWN_CODES.has(code) && !HEADER_CODES.has(code)) {
    // `xxz 5` read as an unknown record would let player 5 be paired: a known code in the wrong case is refused.
    const upper = code.toUpperCase();
    if (upper !== code && KNOWN_CODES.has(upper)) {
      out.add(1, `record code ${code} must be written ${upper}`, code, `${upper} (record codes are upper case)`);
      return null;
    }
    return { kind: 'unknown', line: out.line, raw: text, text };
  }
  if (!column4IsBlank(out)) return null;
  switch (code) {
    case '013':
      return parseTeam(out);
    case 'XXR':
    case '142':
      return parseTotalRounds(code, out);
    case 'XXC':
    case '152':
      return parseInitialColour(code, out);
    case 'XXZ':
      return parseAbsent(out);
    case '240':
      return parseByeDeclaration(out);
    case 'XXP':
      return parseForbiddenPairs(out);
    case '260':
      return parseProhibitedPairings(out);
    case 'XXS':
    case 'BBW':
    case 'BBD':
    case 'BBL':
    case 'BBZ':
    case 'BBF':
    case 'BBU':
    case '162':
      return parsePointSystem(code, out);
    case 'XXA':
      return parseAcceleration(out);
    case '250':
      return parseAcceleratedRounds(out);
    case '299':
      return parsePointAdjustment(out);
    default:
      return parseHeader(code, out);
  }
}

/** Blank lines may hold spaces or tabs (editors leave them); they carry nothing. */
export function isBlankLine(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}

/** Throws SizeLimitError when an input of `size` bytes is over MAX_INPUT_BYTES. */
export function checkInputSize(size: number, fileName: string): void {
  if (size <= MAX_INPUT_BYTES) return;
  const limit = `${MAX_INPUT_BYTES / 1024 / 1024} MiB`;
  throw new SizeLimitError(`${fileName} has ${size.toLocaleString('en')} bytes, more than swisspair reads (${limit})`, null,
    `a TRF file of at most ${limit} (${MAX_INPUT_BYTES.toLocaleString('en')} bytes)`);
}
