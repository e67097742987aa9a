/**
 * readEncodedTrf reads bytes back without decoding them, from the text they were encoded from: it must give what
 * readTrf gives on the bytes (the same document, the same refusal), for any document, with and without a BOM.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readEncodedTrf, readTrf } from '../../src/trf/parse.js';
import { encodeTrfText } from '../../src/trf/write.js';
import type { TrfDocument } from '../../src/trf/types.js';
import { document, record } from './arbitraries.js';

const SEED = 16_0909;
const RUNS = Number(process.env.SWISSPAIR_PROPERTY_RUNS ?? 200);

/** The document read, or the messages of its refusal. */
function outcome(read: () => TrfDocument): unknown {
  try {
    return read();
  } catch (error) {
    return { refused: error instanceof Error ? error.message : String(error) };
  }
}

describe('readEncodedTrf', () => {
  it('gives what readTrf gives on the bytes, with or without a BOM and a previous read', () => {
    fc.assert(
      fc.property(document, fc.boolean(), fc.array(record, { maxLength: 2 }), (doc, bom, added) => {
        const previous = readTrf(encodeTrfText(doc).bytes);
        const edited = { ...doc, bom, records: [...doc.records, ...added] };
        const { text, bytes } = encodeTrfText(edited);
        expect(outcome(() => readEncodedTrf(bytes, text, { fileName: 'f' }, previous))).toEqual(outcome(() => readTrf(bytes, { fileName: 'f' }, previous)));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('refuses a NUL and reads a leading U+FEFF as readTrf does', () => {
    for (const raw of ['012 a\u0000b', '\ufeff012 Open']) {
      const doc: TrfDocument = { records: [{ kind: 'unknown', raw, text: raw }], lineEnding: '\n', bom: false, finalNewline: true };
      const { text, bytes } = encodeTrfText(doc);
      expect(outcome(() => readEncodedTrf(bytes, text))).toEqual(outcome(() => readTrf(bytes)));
    }
    expect(outcome(() => readTrf(encodeTrfText({ records: [{ kind: 'unknown', raw: 'a\u0000', text: 'a\u0000' }], lineEnding: '\n', bom: false, finalNewline: true }).bytes))).toHaveProperty('refused');
  });
});
