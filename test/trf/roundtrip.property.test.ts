/**
 * Law (c): for any document built in code (no raw text), reading what the writer writes gives the document
 * back. Runs SWISSPAIR_PROPERTY_RUNS cases (default 300) with a fixed seed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRecord } from '../../src/trf/format.js';
import { parseTrf, readTrf } from '../../src/trf/parse.js';
import { encodeTrf, writeTrf } from '../../src/trf/write.js';
import { document, record } from './arbitraries.js';
import { bare, bareRecord } from './helpers.js';

const SEED = 4_2017;
const RUNS = Number(process.env.SWISSPAIR_PROPERTY_RUNS ?? 300);

describe('round trip of generated documents', () => {
  it('parseTrf(writeTrf(x)) = x, apart from the BOM, which is a matter of bytes', () => {
    fc.assert(
      fc.property(document, (doc) => {
        expect(bare(parseTrf(writeTrf(doc)))).toEqual({ ...doc, bom: false });
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('readTrf(encodeTrf(x)) = x, BOM included', () => {
    fc.assert(
      fc.property(document, (doc) => {
        expect(bare(readTrf(encodeTrf(doc)))).toEqual(doc);
      }),
      { seed: SEED + 1, numRuns: RUNS },
    );
  });

  it('a record read back keeps its canonical line as raw', () => {
    fc.assert(
      fc.property(record, (r) => {
        const line = formatRecord(r);
        const [again] = parseTrf(`${line}\n`).records;
        expect(again?.raw).toBe(line);
        expect(again === undefined ? undefined : bareRecord(again)).toEqual(r);
      }),
      { seed: SEED + 2, numRuns: RUNS * 3 },
    );
  });
});
