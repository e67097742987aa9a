/**
 * latin1 and windows-1252, the single-byte encodings TRF files come in, with no Node module: the library runs in
 * a browser. Both are decoded by TextDecoder as UTF-16LE from bytes widened to two, through the table below, rather
 * than by TextDecoder's own single-byte decoders: WHATWG's decoder treats the label `latin1` as windows-1252, and
 * Node 20-22's `windows-1252` decoder reads 0x80-0x9F as latin1 (no euro sign). TextEncoder writes UTF-8 only,
 * so encoding is the same table read backwards.
 */

export type SingleByteEncoding = 'latin1' | 'windows-1252';

/** The five bytes windows-1252 leaves undefined (WHATWG Encoding, "index windows-1252"). */
export const UNDEFINED_WINDOWS_1252: ReadonlySet<number> = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/** windows-1252 bytes 0x80-0x9F (WHATWG "index windows-1252"); 0 where the byte is undefined. */
const HIGH_1252: readonly number[] = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
  0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

/** The 27 characters windows-1252 puts at bytes 0x80-0x9F, to their byte. */
const WINDOWS_1252_BYTE: ReadonlyMap<number, number> = new Map(
  HIGH_1252.flatMap((code, i) => (code === 0 ? [] : [[code, 0x80 + i] as const])),
);

const QUESTION_MARK = 0x3f;
const REPLACEMENT = 0xfffd;

/**
 * Bytes -> text: each byte widened to its UTF-16 code unit, decoded by TextDecoder as UTF-16LE. An undefined
 * windows-1252 byte decodes as U+FFFD (callers reject those bytes first). O(n).
 */
export function decodeSingleByte(bytes: Uint8Array, encoding: SingleByteEncoding): string {
  const wide = new Uint8Array(bytes.length * 2);
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    const code = encoding === 'windows-1252' && b >= 0x80 && b <= 0x9f ? HIGH_1252[b - 0x80] || REPLACEMENT : b;
    wide[2 * i] = code & 0xff;
    wide[2 * i + 1] = code >> 8;
  }
  return new TextDecoder('utf-16le').decode(wide);
}

/** Text -> bytes; every character must be encodable (see encodableSingleByte), else it is written `?`. O(n). */
export function encodeSingleByte(text: string, encoding: SingleByteEncoding): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = byteOf(text.charCodeAt(i), encoding);
  return bytes;
}

function byteOf(code: number, encoding: SingleByteEncoding): number {
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
  if (encoding === 'latin1') return code <= 0xff ? code : QUESTION_MARK;
  return WINDOWS_1252_BYTE.get(code) ?? QUESTION_MARK;
}

/** Whether the encoding has a byte for this UTF-16 code unit. */
export function encodableSingleByte(code: number, encoding: SingleByteEncoding): boolean {
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return true;
  if (encoding === 'latin1') return code <= 0xff;
  return WINDOWS_1252_BYTE.has(code); // the C1 controls 0x80-0x9F are no windows-1252 characters
}
