/** Bytes → text (encodings, BOM, invalid bytes) and text → lines (terminators), and back. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, InputError, TrfParseError } from '../../src/errors.js';
import { decodeTrf, decodeTrfBytes, firstInvalidUtf8 } from '../../src/trf/decode.js';
import { splitLines } from '../../src/trf/lines.js';
import { parseTrf, readTrf } from '../../src/trf/parse.js';
import { encodeTrf, writeTrf } from '../../src/trf/write.js';
import type { PlayerRecord, TrfDocument } from '../../src/trf/types.js';
import { fixtureBytes } from './helpers.js';

const SEED = 20250901;

function bytes(...parts: (string | number[])[]): Uint8Array {
  return Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
}

/** The rendered single diagnostic of the TrfParseError that decoding must throw. */
function decodeError(input: Uint8Array, encoding?: 'utf-8' | 'latin1' | 'windows-1252'): string {
  try {
    decodeTrf(input, { fileName: 'enc.trf', ...(encoding === undefined ? {} : { encoding }) });
  } catch (error) {
    expect(error).toBeInstanceOf(TrfParseError);
    const { diagnostics } = error as TrfParseError;
    expect(diagnostics).toHaveLength(1);
    return formatDiagnostic(diagnostics[0]!);
  }
  throw new Error('expected a TrfParseError');
}

const UTF8_HINT = 'UTF-8 text; if the file is in another encoding, read it with --encoding latin1 or --encoding windows-1252';

describe('UTF-8', () => {
  it('drops a byte-order mark and remembers it', () => {
    const input = bytes([0xef, 0xbb, 0xbf], '012 Caf', [0xc3, 0xa9], '\n');
    expect(decodeTrfBytes(input)).toEqual({ text: '012 Café\n', bom: true });
    expect(decodeTrf(input)).toBe('012 Café\n');
    const doc = readTrf(input);
    expect(doc.bom).toBe(true);
    expect(doc.records[0]).toMatchObject({ kind: 'header', code: '012', text: 'Café' });
    expect(Buffer.from(encodeTrf(doc)).equals(Buffer.from(input))).toBe(true);
    expect(decodeTrfBytes(bytes('012 x\n')).bom).toBe(false);
  });

  it('treats U+FEFF at the start of decoded text as a BOM', () => {
    const doc = parseTrf('\ufeff012 x\n');
    expect(doc.bom).toBe(true);
    expect(doc.records[0]).toMatchObject({ kind: 'header', text: 'x', raw: '012 x' });
  });

  it('reports the first invalid byte with line, column, the byte in hex and a hint', () => {
    expect(decodeError(bytes('012 Ok\n### caf', [0xe9], ' au lait\n'))).toBe(
      `enc.trf:2:8: invalid utf-8 byte 0xE9; found "0xE9"; expected ${UTF8_HINT}`,
    );
  });

  it('counts columns in characters and lines over CRLF and lone CR', () => {
    expect(decodeError(bytes('### ', [0xc3, 0xa9], [0xff]))).toBe(
      `enc.trf:1:6: invalid utf-8 byte 0xFF; found "0xFF"; expected ${UTF8_HINT}`,
    );
    expect(decodeError(bytes('a\r\nb\r\n', [0x80]))).toMatch(/^enc\.trf:3:1: invalid utf-8 byte 0x80;/);
    expect(decodeError(bytes('a\rb\r\rxy', [0xc0, 0x80]))).toMatch(/^enc\.trf:4:3: invalid utf-8 byte 0xC0;/);
    expect(decodeError(bytes([0xef, 0xbb, 0xbf], 'ab', [0xfe]))).toMatch(/^enc\.trf:1:3: /);
  });

  it('rejects overlong forms, surrogates, code points above U+10FFFF and truncated sequences', () => {
    expect(firstInvalidUtf8(bytes([0xc0, 0xaf]))).toBe(0);
    expect(firstInvalidUtf8(bytes('ab', [0xe0, 0x80, 0x80]))).toBe(2);
    expect(firstInvalidUtf8(bytes([0xed, 0xa0, 0x80]))).toBe(0);
    expect(firstInvalidUtf8(bytes([0xf4, 0x90, 0x80, 0x80]))).toBe(0);
    expect(firstInvalidUtf8(bytes('x', [0xe2, 0x82]))).toBe(1);
    expect(firstInvalidUtf8(bytes([0xf0, 0x9f, 0x98, 0x80, 0xe2, 0x82, 0xac]))).toBe(-1);
  });

  it('agrees with the WHATWG decoder on arbitrary bytes', () => {
    const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 24 }), (input) => {
        let valid = true;
        try {
          fatal.decode(input);
        } catch {
          valid = false;
        }
        expect(firstInvalidUtf8(input) === -1).toBe(valid);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('refuses UTF-16 with a specific hint', () => {
    expect(decodeError(bytes([0xff, 0xfe, 0x30, 0x00]))).toBe(
      'enc.trf:1:1: invalid utf-8 byte 0xFF; found "0xFF"; expected UTF-8 text; the file looks like UTF-16, save it as UTF-8',
    );
  });
});

describe('single-byte encodings', () => {
  it('reads latin1 names', () => {
    const doc = readTrf(fixtureBytes('latin1-accents.trf'), { encoding: 'latin1' });
    const names = doc.records.filter((r): r is PlayerRecord => r.kind === 'player').map((p) => p.name);
    expect(names.slice(0, 3)).toEqual(['Müller, Jürgen', 'Ñúñez, José', 'Øvergård, Åse']);
    expect(doc.lineEnding).toBe('\r\n');
    expect(doc.bom).toBe(false);
  });

  it('reads windows-1252 names, including the characters at 0x80-0x9F', () => {
    const doc = readTrf(fixtureBytes('windows1252-names.trf'), { encoding: 'windows-1252' });
    const names = doc.records.filter((r): r is PlayerRecord => r.kind === 'player').map((p) => p.name);
    expect(names.slice(0, 2)).toEqual(['Šimek, Žofie', 'Œuvray, Zoé']);
    expect(doc.records[0]).toMatchObject({ kind: 'header', code: '012', text: 'Turnaj “Šachy” €100' });
  });

  it('reports the five bytes windows-1252 leaves undefined', () => {
    for (const b of [0x81, 0x8d, 0x8f, 0x90, 0x9d]) {
      const hex = `0x${b.toString(16).toUpperCase()}`;
      expect(decodeError(bytes('012 x\nXXR 5 ', [b]), 'windows-1252')).toBe(
        `enc.trf:2:7: invalid windows-1252 byte ${hex}; found "${hex}"; expected a byte defined in windows-1252 ` +
          '(0x81, 0x8D, 0x8F, 0x90 and 0x9D are not); if the file is latin1, read it with --encoding latin1',
      );
    }
  });

  it('reads every byte as latin1', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const text = decodeTrf(all, { encoding: 'latin1' });
    expect([...text].map((c) => c.charCodeAt(0))).toEqual([...all]);
  });

  it('refuses to write a character the encoding lacks, with its position', () => {
    const doc = parseTrf('012 Open\n022 Zürich €\n');
    expect(() => encodeTrf(doc, 'latin1')).toThrow(InputError);
    expect(() => encodeTrf(doc, 'latin1')).toThrow('<output>:2:12: character U+20AC cannot be written in latin1');
    expect(Buffer.from(encodeTrf(doc, 'windows-1252')).equals(Buffer.from('012 Open\n022 Z\xfcrich \x80\n', 'latin1'))).toBe(true);
    const lone = parseTrf('012 \ud800\n');
    expect(() => encodeTrf(lone)).toThrow('<output>:1:5: character U+D800 cannot be written in utf-8');
  });
});

describe('line terminators', () => {
  it.each([
    ['LF', 'a\nb\n', ['a', 'b'], '\n', true],
    ['CRLF', 'a\r\nb\r\n', ['a', 'b'], '\r\n', true],
    ['lone CR', 'a\rb', ['a', 'b'], '\r', false],
    ['mixed: the first one is recorded', 'a\r\nb\nc\rd', ['a', 'b', 'c', 'd'], '\r\n', false],
    ['CR then CRLF', 'a\r\r\nb', ['a', '', 'b'], '\r', false],
    ['an empty last line', 'a\r\r', ['a', ''], '\r', true],
    ['no terminator at all', 'a', ['a'], '\n', false],
    ['an empty text', '', [], '\n', false],
    ['a single terminator', '\n', [''], '\n', true],
  ] as const)('%s', (_, text, lines, lineEnding, finalNewline) => {
    expect(splitLines(text)).toEqual({ lines, lineEnding, finalNewline });
  });

  it('splits a text without CR (found by the native search) as the terminators say', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', ' ', '\n'), { maxLength: 30 }), (chars) => {
        const text = chars.join('');
        const lines = text === '' ? [] : text.split('\n');
        const finalNewline = text.endsWith('\n');
        if (finalNewline) lines.pop();
        expect(splitLines(text)).toEqual({ lines, lineEnding: '\n', finalNewline });
      }),
      { seed: SEED, numRuns: 1000 },
    );
  });

  it('writes a mixed file back with its first terminator throughout', () => {
    const doc = parseTrf('012 a\r\n022 b\n032 c\r');
    expect(doc.lineEnding).toBe('\r\n');
    expect(writeTrf(doc)).toBe('012 a\r\n022 b\r\n032 c\r\n');
  });

  it('writes an empty document as an empty file', () => {
    const empty: TrfDocument = { records: [], lineEnding: '\n', bom: false, finalNewline: true };
    expect(writeTrf(empty)).toBe('');
    expect(parseTrf('')).toEqual({ records: [], lineEnding: '\n', bom: false, finalNewline: false });
  });
});
