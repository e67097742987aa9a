/**
 * The built-in latin1 / windows-1252 codec (src/trf/singleByte.ts) against iconv-lite, which it replaced: every
 * byte decodes to the same character, and every character encodes back to its byte.
 */
import fc from 'fast-check';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeSingleByte, encodableSingleByte, encodeSingleByte } from '../../src/trf/singleByte.js';

const ALL_BYTES = Uint8Array.from({ length: 256 }, (_, i) => i);
const UNDEFINED_1252 = [0x81, 0x8d, 0x8f, 0x90, 0x9d];

describe('single-byte encodings', () => {
  it('latin1: all 256 bytes decode as iconv-lite does, and encode back', () => {
    const text = decodeSingleByte(ALL_BYTES, 'latin1');
    expect(text).toBe(iconv.decode(Buffer.from(ALL_BYTES), 'latin1'));
    expect([...encodeSingleByte(text, 'latin1')]).toEqual([...ALL_BYTES]);
  });

  it('windows-1252: the 251 defined bytes decode as iconv-lite does (the euro sign at 0x80), and encode back', () => {
    const defined = ALL_BYTES.filter((b) => !UNDEFINED_1252.includes(b));
    const text = decodeSingleByte(defined, 'windows-1252');
    expect(text).toBe(iconv.decode(Buffer.from(defined), 'windows-1252'));
    expect(text.charAt(0x80)).toBe('€');
    expect([...encodeSingleByte(text, 'windows-1252')]).toEqual([...defined]);
  });

  it('encodable means: the encoding has the character (C1 controls are not windows-1252 characters)', () => {
    expect(encodableSingleByte(0x20ac, 'windows-1252')).toBe(true);
    expect(encodableSingleByte(0x20ac, 'latin1')).toBe(false);
    expect(encodableSingleByte(0x80, 'windows-1252')).toBe(false);
    expect(encodableSingleByte(0x80, 'latin1')).toBe(true);
    fc.assert(
      // iconv-lite decodes the undefined windows-1252 bytes to U+FFFD and back, which is no character of the code page.
      fc.property(fc.integer({ min: 0, max: 0xffff }).filter((c) => c !== 0xfffd), (code) => {
        for (const enc of ['latin1', 'windows-1252'] as const) {
          const ours = encodableSingleByte(code, enc);
          const ch = String.fromCharCode(code);
          const theirs = iconv.decode(iconv.encode(ch, enc), enc) === ch && !(enc === 'windows-1252' && code >= 0x80 && code <= 0x9f);
          if (ours !== theirs) return false;
        }
        return true;
      }),
      { seed: 11, numRuns: 2000 },
    );
  });

  it('decodes large inputs (more bytes than one fromCharCode call takes)', () => {
    const big = new Uint8Array(300_000).fill(0xe9);
    expect(decodeSingleByte(big, 'latin1')).toBe('é'.repeat(300_000));
  });
});
