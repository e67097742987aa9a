/**
 * latin1 and windows-1252, the single-byte encodings TRF files come in, through iconv-lite. Loaded on first use:
 * UTF-8, the default, goes through TextDecoder and never pays for iconv-lite's code pages at start-up.
 */
import { createRequire } from 'node:module';

export type SingleByteEncoding = 'latin1' | 'windows-1252';

/** The part of iconv-lite swisspair uses. */
interface Iconv {
  decode(bytes: Buffer, encoding: string): string;
  encode(text: string, encoding: string): Buffer;
}

let iconv: Iconv | undefined;

/**
 * iconv-lite, required on first call. In the CLI bundle (scripts/build-bundle.ts, rolldown) `require` exists and
 * `require('iconv-lite')` is the bundled copy, evaluated only then; in the ES modules of dist/src there is no
 * `require`, and createRequire loads the installed package.
 */
function codec(): Iconv {
  iconv ??= (typeof require === 'function' ? require('iconv-lite') : createRequire(import.meta.url)('iconv-lite')) as Iconv;
  return iconv;
}

/** Bytes -> text. An undefined windows-1252 byte decodes as U+FFFD (callers reject those bytes first). O(n). */
export function decodeSingleByte(bytes: Uint8Array, encoding: SingleByteEncoding): string {
  return codec().decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding);
}

/** Text -> bytes; every character must be encodable (see encodableSingleByte). O(n). */
export function encodeSingleByte(text: string, encoding: SingleByteEncoding): Uint8Array {
  const bytes = codec().encode(text, encoding);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The five bytes windows-1252 leaves undefined (WHATWG Encoding, "index windows-1252"). */
export const UNDEFINED_WINDOWS_1252: ReadonlySet<number> = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

let windows1252Extra: ReadonlySet<number> | undefined;

/** The 27 characters windows-1252 puts at bytes 0x80-0x9F instead of latin1's C1 controls (€ at 0x80...). */
function windows1252Extras(): ReadonlySet<number> {
  if (windows1252Extra === undefined) {
    const high = Array.from({ length: 32 }, (_, i) => 0x80 + i).filter((b) => !UNDEFINED_WINDOWS_1252.has(b));
    const text = decodeSingleByte(Uint8Array.from(high), 'windows-1252');
    windows1252Extra = new Set(Array.from(text, (c) => c.charCodeAt(0)));
  }
  return windows1252Extra;
}

/** Whether the encoding has a byte for this UTF-16 code unit (iconv-lite would write `?` for one it has not). */
export function encodableSingleByte(code: number, encoding: SingleByteEncoding): boolean {
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return true;
  if (encoding === 'latin1') return code <= 0xff;
  return windows1252Extras().has(code); // the C1 controls 0x80-0x9F are no windows-1252 characters
}
