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

  it('a player line extended by slots, its points changed or not (what pair -o and result write), reads as a fresh read reads it, valid or not', () => {
    const slotChar = fc.constantFrom(' ', ' ', ' ', '0', '1', '7', 'w', 'b', '-', '=', 'U', 'h', '+', 'x');
    const slots = fc.array(fc.array(slotChar, { minLength: 0, maxLength: 10 }).map((cs) => cs.join('')), { maxLength: 3 });
    const thrown = (f: () => unknown): unknown => {
      try {
        return f();
      } catch (error) {
        return (error as { diagnostics?: unknown }).diagnostics ?? error;
      }
    };
    fc.assert(
      fc.property(document, fc.array(slots, { maxLength: 4 }), fc.boolean(), fc.option(fc.constantFrom(' 5.5', '12.0', '  1 ', ' x.5', '5.55', '    '), { nil: undefined }), fc.constantFrom(' ', ' ', '7'), (doc, added, trim, points, column85) => {
        const bytes = encodeTrf(doc);
        const before = readTrf(bytes);
        let k = 0;
        const lines = new TextDecoder().decode(bytes).split('\n').map((line) => {
          if (!line.startsWith('001')) return line;
          const cr = line.endsWith('\r') ? '\r' : '';
          const body = cr === '' ? line : line.slice(0, -1);
          const more = added[k++ % Math.max(1, added.length)] ?? [];
          // As result writes a game: the points (81-84) changed with the blocks (column 85 must stay blank).
          const repointed = points === undefined || body.length < 89 ? body : body.slice(0, 80) + points + column85 + body.slice(85);
          return (trim ? repointed.trimEnd() : repointed) + more.map((t) => `  ${t}`).join('') + cr;
        });
        const after = new TextEncoder().encode(lines.join('\n'));
        expect(thrown(() => readTrf(after, {}, before))).toEqual(thrown(() => readTrf(after)));
      }),
      { seed: SEED + 3, numRuns: RUNS },
    );
  });

  it('an extended line keeps the old blocks and reads its last old slot again (it may have been cut short)', () => {
    const line = (rank: number, slots: string): string => `001 ${String(rank).padStart(4)}      Player ${rank}`.padEnd(89) + slots;
    const first = readTrf(new TextEncoder().encode(`${line(1, '     2 w 1     2 b')}\n${line(2, '     1 b 0     1 w')}\n`));
    const text = `${line(1, '     2 w 1     2 b =     2 w')}\n${line(2, '     1 b 0     1 w =     1 b')}\n`;
    const again = readTrf(new TextEncoder().encode(text), {}, first);
    expect(again).toEqual(readTrf(new TextEncoder().encode(text)));
    const [before, after] = [first.records[0], again.records[0]];
    if (before?.kind !== 'player' || after?.kind !== 'player') throw new Error('player lines expected');
    expect(after.rounds[0]).toBe(before.rounds[0]); // reused, not read again
    expect(after.rounds[1]).toEqual({ opponent: 2, colour: 'b', result: '=', blank: false });
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
