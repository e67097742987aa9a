/**
 * Reading an edited file back reuses the records of the lines the edit left as they were (readTrf's `previous`).
 * That is sound only if a line parsed without a problem depends on its line number through `line` alone: these
 * tests parse the same text with and without reuse, lines moved and changed, and want the same document.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTrf, readTrf } from '../../src/trf/parse.js';
import { encodeTrf, writeTrf } from '../../src/trf/write.js';
import type { TrfRecord } from '../../src/trf/types.js';
import { document, record } from './arbitraries.js';

const SEED = 7_2026;
const RUNS = Number(process.env.SWISSPAIR_PROPERTY_RUNS ?? 200);

function known(text: string): Map<string, TrfRecord> {
  const map = new Map<string, TrfRecord>();
  for (const r of parseTrf(text).records) if (r.raw !== undefined) map.set(r.raw, r);
  return map;
}

describe('reading back with the records of an earlier read', () => {
  it('gives what a fresh parse gives, when lines are inserted before, removed and replaced', () => {
    fc.assert(
      fc.property(document, fc.array(record, { maxLength: 3 }), fc.nat(), (doc, inserted, cut) => {
        const before = writeTrf(doc);
        const kept = doc.records.filter((_, i) => doc.records.length < 2 || i !== cut % doc.records.length);
        const after = writeTrf({ ...doc, records: [...inserted, ...kept] });
        expect(parseTrf(after, {}, known(before))).toEqual(parseTrf(after));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('readTrf (lines looked for where they were, then by text) gives a fresh read, lines inserted, removed, replaced', () => {
    fc.assert(
      fc.property(document, fc.array(record, { maxLength: 3 }), fc.nat(), fc.nat(), (doc, inserted, cut, at) => {
        const before = readTrf(encodeTrf(doc));
        const kept = doc.records.filter((_, i) => doc.records.length < 2 || i !== cut % doc.records.length);
        const where = at % (kept.length + 1);
        const after = encodeTrf({ ...doc, records: [...kept.slice(0, where), ...inserted, ...kept.slice(where)] });
        expect(readTrf(after, {}, before)).toEqual(readTrf(after));
      }),
      { seed: SEED + 2, numRuns: RUNS },
    );
  });

  it('readTrf reuses only documents it read itself, and the result equals a fresh read', () => {
    fc.assert(
      fc.property(document, (doc) => {
        const bytes = encodeTrf(doc);
        const first = readTrf(bytes);
        expect(readTrf(bytes, {}, first)).toEqual(readTrf(bytes));
        // A document built in code (spliced raw never parsed) is not trusted: its records are not reused.
        const forged = { ...first, records: first.records.map((r) => ({ ...r, line: -1 })) };
        expect(readTrf(bytes, {}, forged)).toEqual(readTrf(bytes));
      }),
      { seed: SEED + 1, numRuns: RUNS },
    );
  });

  it('a changed line is parsed again: an invalid one is still refused', () => {
    const good = '001    1      Player 00001                      2800 FID                         1.0          2 w 1\n';
    const previous = readTrf(new TextEncoder().encode(good));
    const bad = good.replace(' 2 w 1', ' 2 x 1');
    expect(() => readTrf(new TextEncoder().encode(bad), {}, previous)).toThrow(/invalid colour/);
  });
});
