/**
 * Setting a header record (`192`, the TRF-2026 encoded tournament type; `062`, `132`, ... for the rating report)
 * in a document: the first record with that code gets the new text and any later duplicate is dropped; without
 * one, `192` goes after `092` (its TRF-16 free-text counterpart), else after the last header record before the
 * first player line, else first; any other code goes after the last header before the players with a lower code. Every other record keeps its text byte for byte. O(records).
 */
import type { HeaderRecord, TrfDocument, TrfRecord } from './types.js';

export function withHeaderRecord(doc: TrfDocument, code: string, text: string): TrfDocument {
  const record: HeaderRecord = { kind: 'header', code, text };
  const isCode = (r: TrfRecord): boolean => r.kind === 'header' && r.code === code;
  const first = doc.records.findIndex(isCode);
  if (first >= 0) {
    const records = doc.records.flatMap((r, i) => (i === first ? [record] : isCode(r) ? [] : [r]));
    return { ...doc, records };
  }
  const firstPlayer = doc.records.findIndex((r) => r.kind === 'player');
  const head = firstPlayer < 0 ? doc.records.length : firstPlayer;
  let at = doc.records.findIndex((r) => r.kind === 'header' && r.code === '092');
  if (code !== '192') {
    // Other header records go in code order among the headers (062 after 052, 132 after 122).
    at = -1;
    for (let i = 0; i < head; i++) {
      const r = doc.records[i]!;
      if (r.kind === 'header' && r.code < code) at = i;
    }
  } else if (at < 0) {
    at = -1;
    for (let i = 0; i < head; i++) if (doc.records[i]!.kind === 'header') at = i;
  }
  const records = [...doc.records.slice(0, at + 1), record, ...doc.records.slice(at + 1)];
  return { ...doc, records };
}
