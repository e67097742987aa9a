/**
 * TrfDocument → text → bytes. Lines are joined with the document's terminator; a file read and written back
 * unchanged is identical byte for byte, except that a file mixing terminators gets the first one throughout.
 */
import { InputError } from '../errors.js';
import { formatRecord, uncheckedLine } from './format.js';
import { encodableSingleByte, encodeSingleByte } from './codepages.js';
import type { TrfDocument, TrfEncoding } from './types.js';

/**
 * The text of a document: every record's line, joined with `lineEnding`, with a final terminator iff
 * `finalNewline` (an empty document is the empty text). No BOM: that is a matter of bytes (see encodeTrf). O(n).
 */
export function writeTrf(doc: TrfDocument): string {
  const records = doc.records;
  if (records.length === 0) return '';
  let lines: string[];
  try {
    lines = records.map(uncheckedLine);
  } catch (error) {
    // The first refusal in file order, a line break in an earlier line included: formatRecord's, line by line.
    records.forEach(formatRecord);
    throw error;
  }
  // The final terminator is joined with the others: `text + terminator` would be a concatenation that the
  // encoder first copies into one flat string (2.5 MB, about 10 ms of fresh pages for a pair -o of 10,000 lines).
  if (doc.finalNewline) lines.push('');
  const text = lines.join(doc.lineEnding);
  // A line holding a line break would read back as two lines: refused (formatRecord says which). Counted on the
  // text, one native search per line, not in each line (an edited line may be a concatenation, which a search
  // would first copy into one flat string: 2.5 MB kept alive for a pair -o of 10,000 lines).
  const terminators = lines.length - 1;
  const lf = doc.lineEnding === '\r' ? 0 : terminators;
  const cr = doc.lineEnding === '\n' ? 0 : terminators;
  if (occurrences(text, '\n', lf) !== lf || occurrences(text, '\r', cr) !== cr) records.forEach(formatRecord);
  return text;
}

/** How many times `c` occurs in `text`, counting no further than `limit` + 1. O(length). */
function occurrences(text: string, c: string, limit: number): number {
  let count = 0;
  for (let i = text.indexOf(c); i >= 0 && count <= limit; i = text.indexOf(c, i + 1)) count++;
  return count;
}

/**
 * The bytes of a document in an encoding (default UTF-8, with a BOM iff `doc.bom`; the single-byte encodings
 * have no BOM). A character the encoding cannot represent is refused with its line and column rather than
 * replaced by `?`. O(n).
 */
export function encodeTrf(doc: TrfDocument, encoding: TrfEncoding = 'utf-8', fileName = '<output>'): Uint8Array {
  return encodeTrfText(doc, encoding, fileName).bytes;
}

/** encodeTrf, with the text it encoded (readEncodedTrf reads the bytes back without decoding them again). O(n). */
export function encodeTrfText(doc: TrfDocument, encoding: TrfEncoding = 'utf-8', fileName = '<output>'): { text: string; bytes: Uint8Array } {
  const text = writeTrf(doc);
  const bad = firstUnencodable(text, encoding);
  if (bad >= 0) {
    const { line, column } = positionOf(text, bad);
    const code = text.codePointAt(bad) ?? 0;
    throw new InputError([
      {
        position: { file: fileName, line, column },
        message: `character U+${code.toString(16).toUpperCase().padStart(4, '0')} cannot be written in ${encoding}`,
        found: String.fromCodePoint(code),
        expected: encoding === 'utf-8' ? 'a valid Unicode character' : `a character of ${encoding} (or write the file as utf-8)`,
      },
    ]);
  }
  if (encoding !== 'utf-8') return { text, bytes: encodeSingleByte(text, encoding) };
  const body = new TextEncoder().encode(text);
  if (!doc.bom) return { text, bytes: body };
  const bytes = new Uint8Array(body.length + UTF8_BOM.length);
  bytes.set(UTF8_BOM);
  bytes.set(body, UTF8_BOM.length);
  return { text, bytes };
}

const UTF8_BOM: readonly number[] = [0xef, 0xbb, 0xbf];

/** Index of the first character the encoding cannot hold (a lone surrogate for UTF-8), or -1. O(n). */
function firstUnencodable(text: string, encoding: TrfEncoding): number {
  // Node >= 20 answers for a whole UTF-8 text natively (ES2024 String.prototype.isWellFormed; not in lib ES2022).
  if (encoding === 'utf-8' && (text as unknown as { isWellFormed(): boolean }).isWellFormed()) return -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (encoding === 'utf-8') {
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && isLowSurrogate(text.charCodeAt(i + 1))) i++;
      else if (c >= 0xd800 && c <= 0xdfff) return i;
    } else if (!encodableSingleByte(c, encoding)) {
      return i;
    }
  }
  return -1;
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** 1-based line and column of a string index (any of LF, CRLF, CR ends a line). */
function positionOf(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < index; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: index - start + 1 };
}
