/**
 * latin1 and windows-1252 with no Node module (src/trf/codepages.ts: TextDecoder and a table), against the code
 * pages themselves: latin1 maps byte b to U+00b; windows-1252 is latin1 except bytes 0x80-0x9F (WHATWG Encoding,
 * "index windows-1252"); and against iconv-lite, which the CLI used before, byte for byte.
 */
import fc from 'fast-check';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeSingleByte, encodableSingleByte, encodeSingleByte, UNDEFINED_WINDOWS_1252 } from '../../src/trf/codepages.js';

const ALL_BYTES = Uint8Array.from({ length: 256 }, (_, i) => i);

/** windows-1252 bytes 0x80-0x9F as the WHATWG index gives them; -1 for the five it leaves undefined. */
const HIGH_1252: readonly number[] = [
  0x20ac, -1, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, -1, 0x017d, -1,
  -1, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, -1, 0x017e, 0x0178,
];
const windows1252 = (b: number): number => (b >= 0x80 && b <= 0x9f ? HIGH_1252[b - 0x80]! : b);

describe('single-byte encodings', () => {
  it('latin1: byte b is U+00b, for all 256 bytes, and encodes back', () => {
    const text = decodeSingleByte(ALL_BYTES, 'latin1');
    expect(Array.from(text, (c) => c.charCodeAt(0))).toEqual([...ALL_BYTES]);
    expect([...encodeSingleByte(text, 'latin1')]).toEqual([...ALL_BYTES]);
  });

  it('windows-1252: the 251 defined bytes decode as the WHATWG index says (the euro sign at 0x80), and encode back', () => {
    const defined = ALL_BYTES.filter((b) => !UNDEFINED_WINDOWS_1252.has(b));
    expect(defined.length).toBe(251);
    const text = decodeSingleByte(defined, 'windows-1252');
    expect(Array.from(text, (c) => c.charCodeAt(0))).toEqual(Array.from(defined, windows1252));
    expect(text.charAt(0x80)).toBe('€');
    expect([...encodeSingleByte(text, 'windows-1252')]).toEqual([...defined]);
  });

  it('encodable means: the code page has the character (C1 controls are not windows-1252 characters)', () => {
    expect(encodableSingleByte(0x20ac, 'windows-1252')).toBe(true);
    expect(encodableSingleByte(0x20ac, 'latin1')).toBe(false);
    expect(encodableSingleByte(0x80, 'windows-1252')).toBe(false);
    expect(encodableSingleByte(0x80, 'latin1')).toBe(true);
    const in1252 = new Set(Array.from(ALL_BYTES, windows1252).filter((c) => c >= 0));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffff }), (code) =>
        encodableSingleByte(code, 'latin1') === code <= 0xff && encodableSingleByte(code, 'windows-1252') === in1252.has(code),
      ),
      { seed: 11, numRuns: 2000 },
    );
    for (const code of in1252) expect(encodableSingleByte(code, 'windows-1252'), code.toString(16)).toBe(true);
  });

  it('decodes large inputs', () => {
    const big = new Uint8Array(300_000).fill(0xe9);
    expect(decodeSingleByte(big, 'latin1')).toBe('é'.repeat(300_000));
  });

  it('decodes and encodes as iconv-lite does, for every byte and every encodable character', () => {
    for (const encoding of ['latin1', 'windows-1252'] as const) {
      expect(decodeSingleByte(ALL_BYTES, encoding), encoding).toBe(iconv.decode(Buffer.from(ALL_BYTES), encoding));
      const chars = Array.from({ length: 0x10000 }, (_, c) => c).filter((c) => encodableSingleByte(c, encoding));
      const text = String.fromCharCode(...chars);
      expect([...encodeSingleByte(text, encoding)], encoding).toEqual([...iconv.encode(text, encoding)]);
    }
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        for (const encoding of ['latin1', 'windows-1252'] as const) {
          expect([...encodeSingleByte(text, encoding)]).toEqual([...iconv.encode(text, encoding)]);
        }
      }),
      { seed: 12, numRuns: 100 },
    );
  });
});
