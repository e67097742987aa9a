/**
 * The two single-byte encodings TRF files come in, without a dependency: latin1 (ISO-8859-1) maps byte b to
 * U+00b; windows-1252 is latin1 except 27 of the bytes 0x80-0x9F (WHATWG Encoding, "index windows-1252").
 * iconv-lite did this before, and loading it (all its code pages) cost a sixth of a `pair` run's start-up.
 */

/** windows-1252 bytes 0x80-0x9F; -1 for the five it leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D). */
const HIGH_1252: readonly number[] = [
  0x20ac, -1, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, -1, 0x017d, -1,
  -1, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, -1, 0x017e, 0x0178,
];

/** Character -> byte for the 27 windows-1252 characters outside latin1's mapping. */
const FROM_1252_EXTRA: ReadonlyMap<number, number> = new Map(
  HIGH_1252.flatMap((code, i) => (code < 0 ? [] : [[code, 0x80 + i] as const])),
);

export type SingleByteEncoding = 'latin1' | 'windows-1252';

/** Bytes -> text. An undefined windows-1252 byte decodes as U+FFFD (callers reject those bytes first). O(n). */
export function decodeSingleByte(bytes: Uint8Array, encoding: SingleByteEncoding): string {
  const chunks: string[] = [];
  const CHUNK = 8192; // String.fromCharCode's argument count is bounded
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const codes = Array.from(bytes.subarray(start, start + CHUNK), (b) => {
      if (encoding === 'latin1' || b < 0x80 || b > 0x9f) return b;
      const code = HIGH_1252[b - 0x80]!;
      return code < 0 ? 0xfffd : code;
    });
    chunks.push(String.fromCharCode(...codes));
  }
  return chunks.join('');
}

/** Whether the encoding has a byte for this UTF-16 code unit. */
export function encodableSingleByte(code: number, encoding: SingleByteEncoding): boolean {
  if (encoding === 'latin1') return code <= 0xff;
  if (code >= 0x80 && code <= 0x9f) return false; // those bytes hold other characters in windows-1252
  return code <= 0xff || FROM_1252_EXTRA.has(code);
}

/** Text -> bytes; every character must be encodable (see encodableSingleByte). O(n). */
export function encodeSingleByte(text: string, encoding: SingleByteEncoding): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[i] = encoding === 'windows-1252' && c > 0xff ? FROM_1252_EXTRA.get(c) ?? 0x3f : c;
  }
  return out;
}
