/**
 * Writing a document: a line holding a line break is refused (it would read back as two lines), whatever the
 * line ending, and the first refusal in file order is the one reported; a round appended to a line is the text a
 * splice at its column gives (the fast path of edit.ts keeps the line and appends to it).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withRoundBlock } from '../../src/trf/edit.js';
import { blockColumn } from '../../src/trf/player.js';
import { writeTrf, type TrfDocument, type TrfRecord } from '../../src/trf/index.js';
import type { PlayerRecord, RoundBlock } from '../../src/trf/types.js';

const doc = (records: TrfRecord[], lineEnding: TrfDocument['lineEnding'] = '\n'): TrfDocument => ({ records, lineEnding, bom: false, finalNewline: true });
const comment = (text: string): TrfRecord => ({ kind: 'comment', text });

describe('writeTrf', () => {
  it('refuses a line holding a line break, with each line ending', () => {
    for (const ending of ['\n', '\r\n', '\r'] as const) {
      for (const text of ['a\nb', 'a\rb', 'a\r\nb']) {
        expect(() => writeTrf(doc([comment('x'), comment(text), comment('y')], ending))).toThrow('the text contains a line break');
      }
      expect(writeTrf(doc([comment('x'), comment('y')], ending))).toBe(`###x${ending}###y${ending}`);
    }
  });

  it('reports the first refusal in file order', () => {
    const bad: TrfRecord = { kind: 'forbiddenPairs', ids: [1] };
    expect(() => writeTrf(doc([comment('a\nb'), bad]))).toThrow('line break');
    expect(() => writeTrf(doc([bad, comment('a\nb')]))).toThrow('XXP needs at least two players');
    expect(() => writeTrf(doc([{ kind: 'unknown', text: 'ABC', raw: 'ABC\nx' }, bad]))).toThrow('line break');
  });
});

/** The general splice of edit.ts: the text at the column, the line padded, trailing blanks trimmed. */
function spliced(line: string, column: number, text: string): string {
  const head = line.length >= column - 1 ? line.slice(0, column - 1) : line + ' '.repeat(column - 1 - line.length);
  const joined = (head + text + line.slice(column - 1 + text.length)).trimEnd();
  return joined.length < column ? joined.padEnd(column - 1 + text.length, ' ') : joined;
}

describe('withRoundBlock appending a round', () => {
  const block = fc.record({
    opponent: fc.option(fc.integer({ min: 1, max: 9999 })),
    colour: fc.constantFrom('w', 'b', null),
    result: fc.constantFrom('1', '0', '=', 'U', 'Z', null),
    blank: fc.boolean(),
  }) as fc.Arbitrary<RoundBlock>;

  it('writes the text the general splice gives, on lines ending anywhere', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: -12, max: 3 }), fc.constantFrom(' ', 'x', '1'), block, (round, cut, last, b) => {
        // A line ending before, at or after the slot of `round` (the last character a blank or not).
        const length = Math.max(89, blockColumn(round) - 3 + cut);
        const raw = ('001    1' + ' '.repeat(length)).slice(0, length - 1) + last;
        const record: PlayerRecord = {
          kind: 'player', raw, startingRank: 1, sex: '', title: '', name: '', rating: 0, federation: '', fideId: '', birthDate: '', points: null, rank: null, rounds: [],
        };
        const text = b.blank ? '        ' : `${b.opponent === null ? '0000' : String(b.opponent).padStart(4)} ${b.colour ?? '-'} ${b.result ?? ' '}`;
        expect(withRoundBlock(record, round, b).raw).toBe(spliced(raw, blockColumn(round), text));
        // A record read from a file (with its line) is copied field by field: the same record a spread makes.
        const read = { ...record, line: 7 };
        const blank: RoundBlock = { opponent: null, colour: null, result: null, blank: true };
        const rounds = [...Array<RoundBlock>(round - 1).fill(blank), b];
        expect(withRoundBlock(read, round, b, 15)).toStrictEqual({ ...read, rounds, points: 15, raw: spliced(spliced(raw, blockColumn(round), text), 81, ' 1.5') });
        expect(withRoundBlock(read, round, b)).toStrictEqual({ ...read, rounds, raw: spliced(raw, blockColumn(round), text) });
      }),
      { numRuns: 3000 },
    );
  });
});
