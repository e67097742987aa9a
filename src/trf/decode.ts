/**
 * Bytes → text. TRF predates Unicode: Swiss-Manager and older Windows programs write windows-1252 or latin1,
 * newer tools UTF-8 (sometimes with a BOM). Guessing would silently corrupt names, so the encoding is chosen by
 * the caller (UTF-8 by default) and a byte that is invalid in it is reported with its line and column, with a
 * hint to try another encoding.
 */
import { ArgumentError, TrfParseError } from '../errors.js';
import { decodeSingleByte, UNDEFINED_WINDOWS_1252 } from './codepages.js';
import type { ReadOptions, TrfEncoding } from './types.js';

export const DEFAULT_FILE_NAME = '<input>';

export interface DecodedTrf {
  /** The text, without the byte-order mark. */
  readonly text: string;
  /** Whether the bytes started with a UTF-8 byte-order mark (always false for the single-byte encodings). */
  readonly bom: boolean;
}

/** Decodes a TRF file to text, dropping a UTF-8 byte-order mark. Throws TrfParseError on an invalid byte. O(n). */
export function decodeTrf(bytes: Uint8Array, options: ReadOptions = {}): string {
  return decodeTrfBytes(bytes, options).text;
}

/** Like decodeTrf, and also says whether a byte-order mark was present (so a writer can put it back). O(n). */
export function decodeTrfBytes(bytes: Uint8Array, options: ReadOptions = {}): DecodedTrf {
  const file = options.fileName ?? DEFAULT_FILE_NAME;
  const encoding: TrfEncoding = options.encoding ?? 'utf-8';
  switch (encoding) {
    case 'utf-8':
      return decodeUtf8(bytes, file);
    case 'latin1':
      // Every byte is a latin1 character, so there is nothing to reject.
      return { text: decodeSingleByte(bytes, 'latin1'), bom: false };
    case 'windows-1252': {
      const bad = firstUndefinedWindows1252(bytes);
      if (bad >= 0) {
        throw invalidByte(file, bytes, bad, 0, encoding, 'a byte defined in windows-1252 (0x81, 0x8D, 0x8F, 0x90 ' +
          'and 0x9D are not); if the file is latin1, read it with --encoding latin1');
      }
      return { text: decodeSingleByte(bytes, 'windows-1252'), bom: false };
    }
    default:
      throw new ArgumentError(`unknown encoding ${JSON.stringify(encoding)}; expected utf-8, latin1 or windows-1252`);
  }
}

function decodeUtf8(bytes: Uint8Array, file: string): DecodedTrf {
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const start = bom ? 3 : 0;
  if (!bom && bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    // A UTF-16 file would otherwise be blamed on its first byte with a misleading latin1 hint.
    throw invalidByte(file, bytes, 0, 0, 'utf-8', 'UTF-8 text; the file looks like UTF-16, save it as UTF-8');
  }
  const nul = bytes.indexOf(0, start);
  if (nul >= 0) {
    // UTF-16 without a byte-order mark decodes as valid UTF-8 with a NUL after every ASCII character.
    throw invalidByte(file, bytes, nul, start, 'utf-8', 'text without NUL bytes; a NUL every other byte means UTF-16: save the file as UTF-8');
  }
  let text: string;
  try {
    // The decoder refuses exactly the ill-formed sequences firstInvalidUtf8 finds (WHATWG's UTF-8 decoder is
    // Unicode table 3-7), natively; the scan in JavaScript runs only to say where, for a file that is refused.
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes.subarray(start));
  } catch (error) {
    const bad = firstInvalidUtf8(bytes, start);
    if (bad < 0) throw error;
    throw invalidByte(file, bytes, bad, start, 'utf-8', 'UTF-8 text; if the file is in another encoding, read it ' +
      'with --encoding latin1 or --encoding windows-1252');
  }
  return { text, bom };
}

/**
 * Offset of the first byte that starts an ill-formed UTF-8 sequence (Unicode table 3-7: no overlongs, no
 * surrogates, nothing above U+10FFFF), or -1. The lead byte is reported because that is where the character
 * that cannot be read begins. O(n).
 */
export function firstInvalidUtf8(bytes: Uint8Array, start = 0): number {
  let i = start;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      i++;
      continue;
    }
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) length = 2;
    else if (b >= 0xe0 && b <= 0xef) {
      length = 3;
      if (b === 0xe0) low = 0xa0;
      if (b === 0xed) high = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      length = 4;
      if (b === 0xf0) low = 0x90;
      if (b === 0xf4) high = 0x8f;
    } else return i;
    if (i + length > bytes.length) return i;
    const second = bytes[i + 1] as number;
    if (second < low || second > high) return i;
    for (let k = 2; k < length; k++) {
      const c = bytes[i + k] as number;
      if (c < 0x80 || c > 0xbf) return i;
    }
    i += length;
  }
  return -1;
}

function firstUndefinedWindows1252(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) if (UNDEFINED_WINDOWS_1252.has(bytes[i] as number)) return i;
  return -1;
}

/** Builds the diagnostic for a bad byte: line and column are counted in the (valid) text before it. */
function invalidByte(
  file: string,
  bytes: Uint8Array,
  offset: number,
  textStart: number,
  encoding: TrfEncoding,
  expected: string,
): TrfParseError {
  let line = 1;
  let lineStart = textStart;
  for (let i = textStart; i < offset; i++) {
    const b = bytes[i];
    if (b === 0x0a || (b === 0x0d && bytes[i + 1] !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
  }
  // Bytes before the bad one on its line are valid, so decoding them gives the character column.
  const before = bytes.subarray(lineStart, offset);
  const column =
    (encoding === 'utf-8' ? new TextDecoder('utf-8', { ignoreBOM: true }).decode(before).length : before.length) + 1;
  const byte = bytes[offset] as number;
  const hex = `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  return new TrfParseError([
    { position: { file, line, column }, message: `invalid ${encoding} byte ${hex}`, found: hex, expected },
  ]);
}
