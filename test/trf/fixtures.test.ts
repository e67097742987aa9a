/**
 * Every fixture reads without error and without consistency errors, and the three round-trip laws hold:
 * (a) bytes → document → bytes is the identity; (b) the canonical form of every record is a fixed point of the
 * reader. (Law (c), for generated documents, is in roundtrip.property.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { checkConsistency } from '../../src/trf/consistency.js';
import { formatRecord } from '../../src/trf/format.js';
import { parseTrf, readTrf } from '../../src/trf/parse.js';
import { encodeTrf } from '../../src/trf/write.js';
import { bareRecord, encodingOf, fixtureBytes, FIXTURES } from './helpers.js';

describe('fixtures', () => {
  it('has the fixture set the brief asks for', () => {
    expect(FIXTURES.filter((f) => f.startsWith('d17-') && !f.includes('crlf')).length).toBeGreaterThanOrEqual(30);
    expect(FIXTURES.filter((f) => f.startsWith('dubov-') && !f.includes('crlf')).length).toBeGreaterThanOrEqual(20);
    expect(FIXTURES.filter((f) => f.endsWith('-crlf.trf')).length).toBeGreaterThanOrEqual(5);
    expect(FIXTURES.length).toBeGreaterThanOrEqual(68);
  });

  describe.each(FIXTURES)('%s', (name) => {
    const bytes = fixtureBytes(name);
    const encoding = encodingOf(name);
    const doc = readTrf(bytes, { fileName: name, encoding });

    it('reads with players and no consistency errors or warnings', () => {
      expect(doc.records.some((r) => r.kind === 'player')).toBe(true);
      const { errors, warnings } = checkConsistency(doc, name);
      expect(errors).toEqual([]);
      // extensions.trf has two lines no program defines for pairing: each is said, never dropped silently.
      expect(warnings.map((w) => `${w.position?.line}: ${w.message}`)).toEqual(
        name === 'extensions.trf'
          ? ['26: Tornelo extra player data DAT is not used for pairing', '27: unknown record code "ZZZ": the line is kept but not read']
          : [],
      );
    });

    it('law (a): writes back the same bytes', () => {
      expect(Buffer.from(encodeTrf(doc, encoding)).equals(Buffer.from(bytes))).toBe(true);
    });

    it('law (b): the canonical form of every record reads back as the same record', () => {
      for (const record of doc.records) {
        const bare = bareRecord(record);
        const line = formatRecord(bare);
        // With its terminator: an empty line alone would be an empty file.
        const again = parseTrf(`${line}\n`).records;
        expect(again.length, line).toBe(1);
        expect(bareRecord(again[0]!), line).toEqual(bare);
      }
    });
  });
});
