/**
 * fast-check generators of TRF documents built in code (no `line`, no `raw`), restricted to values the canonical
 * form can print: they are exactly the documents for which parse(write(x)) = x must hold (law (c)).
 */
import fc from 'fast-check';
import { HEADER_CODES, KNOWN_CODES } from '../../src/trf/parse.js';
import type {
  ColourCode,
  LineEnding,
  PlayerRecord,
  PointSystemRecord,
  ResultCode,
  RoundBlock,
  TrfDocument,
  TrfRecord,
} from '../../src/trf/types.js';

/** Printable characters a TRF text field may hold: ASCII, some accented letters, a few non-latin1 ones. */
const CHARS = [...' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~éüßÅøŽš€’中'];

const text = (maxLength: number): fc.Arbitrary<string> => fc.array(fc.constantFrom(...CHARS), { maxLength }).map((a) => a.join(''));
const trimmed = (maxLength: number): fc.Arbitrary<string> => text(maxLength).map((s) => s.trim());
const trimmedEnd = (maxLength: number): fc.Arbitrary<string> => text(maxLength).map((s) => s.trimEnd());
const id = fc.integer({ min: 1, max: 9999 });
const ids = (minLength: number, maxLength: number): fc.Arbitrary<number[]> => fc.array(id, { minLength, maxLength });
const round = fc.integer({ min: 1, max: 999 });
const tenths = fc.integer({ min: 0, max: 99999 });
const roundRange = fc.tuple(round, round).map(([a, b]): readonly [number, number] => (a <= b ? [a, b] : [b, a]));
const idRange = fc.tuple(id, id).map(([a, b]): readonly [number, number] => (a <= b ? [a, b] : [b, a]));

const RESULTS: readonly ResultCode[] = ['1', '0', '=', 'W', 'D', 'L', '+', '-', 'H', 'F', 'U', 'Z'];

export const roundBlock: fc.Arbitrary<RoundBlock> = fc.oneof(
  fc.constant<RoundBlock>({ opponent: null, colour: null, result: null, blank: true }),
  fc.record({
    opponent: fc.option(id, { nil: null }),
    colour: fc.constantFrom<ColourCode | null>('w', 'b', null),
    result: fc.constantFrom<ResultCode | null>(...RESULTS, null),
    blank: fc.constant(false),
  }),
);

export const player: fc.Arbitrary<PlayerRecord> = fc.record({
  kind: fc.constant('player' as const),
  startingRank: id,
  sex: fc.constantFrom('', 'm', 'w', 'f', 'M'),
  title: trimmed(3),
  name: trimmedEnd(33),
  rating: fc.integer({ min: 0, max: 9999 }),
  federation: trimmed(3),
  fideId: trimmed(11),
  birthDate: trimmed(10),
  points: fc.option(fc.integer({ min: 0, max: 999 }), { nil: null }),
  rank: fc.option(fc.integer({ min: 0, max: 9999 }), { nil: null }),
  rounds: fc.array(roundBlock, { maxLength: 14 }),
});

const pointSystem: fc.Arbitrary<PointSystemRecord> = fc.oneof(
  fc
    .uniqueArray(fc.tuple(fc.constantFrom('WW', 'BW', 'WD', 'BD', 'WL', 'BL', 'ZPB', 'HPB', 'FPB', 'PAB', 'FW', 'FL', 'W', 'D', 'L'), tenths), {
      selector: ([key]) => key,
      maxLength: 6,
    })
    .map((entries) => ({ kind: 'pointSystem' as const, code: 'XXS' as const, values: new Map(entries) })),
  fc
    .tuple(fc.constantFrom('BBW', 'BBD', 'BBL', 'BBZ', 'BBF', 'BBU') , tenths)
    .map(([code, value]) => ({ kind: 'pointSystem' as const, code, values: new Map([[code, value]]) })),
  fc
    .uniqueArray(fc.tuple(fc.constantFrom('W', 'D', 'L', 'A', 'P', 'X'), tenths), { selector: ([key]) => key, maxLength: 6 })
    .map((entries) => ({ kind: 'pointSystem' as const, code: '162' as const, values: new Map(entries) })),
);

/** An unknown line: any text that is not blank and does not start with a code swisspair reads. */
const unknownText = text(40).filter((s) => s.trim() !== '' && !KNOWN_CODES.has(s.slice(0, 3).toUpperCase()) && !HEADER_CODES.has(s.slice(0, 3)) && !s.startsWith('001'));

export const record: fc.Arbitrary<TrfRecord> = fc.oneof(
  { arbitrary: player, weight: 6 },
  fc.record({ kind: fc.constant('header' as const), code: fc.constantFrom(...HEADER_CODES), text: text(40) }),
  fc.record({ kind: fc.constant('team' as const), name: trimmedEnd(32), members: ids(0, 6) }),
  fc.record({ kind: fc.constant('totalRounds' as const), code: fc.constantFrom('XXR' as const, '142' as const), rounds: round }),
  fc.record({ kind: fc.constant('initialColour' as const), code: fc.constant('XXC' as const), colour: fc.constantFrom('white' as const, 'black' as const, null), rank: fc.boolean() }),
  fc.record({ kind: fc.constant('initialColour' as const), code: fc.constant('152' as const), colour: fc.constantFrom('white' as const, 'black' as const), rank: fc.constant(false) }),
  fc.record({ kind: fc.constant('absent' as const), ids: ids(0, 6) }),
  fc.record({ kind: fc.constant('byeDeclaration' as const), type: fc.constantFrom('F' as const, 'H' as const, 'Z' as const), round, ids: ids(1, 6) }),
  fc.record({ kind: fc.constant('forbiddenPairs' as const), ids: ids(2, 6) }),
  fc.tuple(roundRange, ids(2, 6)).map(([[firstRound, lastRound], list]) => ({ kind: 'prohibitedPairings' as const, firstRound, lastRound, ids: list })),
  pointSystem,
  fc.record({ kind: fc.constant('acceleration' as const), id, points: fc.array(tenths, { maxLength: 8 }) }),
  // Either points field may be blank (TRF-2026 individuals: match points; the FIDE TEC sample: game points), not
  // both; the other then sits in its 4 columns (at most 99.9).
  fc.tuple(fc.option(tenths, { nil: null }), fc.option(tenths, { nil: null }), roundRange, idRange).filter(([m, g]) => (m !== null && g !== null) || (m ?? g ?? 1000) <= 999).map(([matchPoints, gamePoints, [firstRound, lastRound], [firstPlayer, lastPlayer]]) => ({
    kind: 'acceleratedRounds' as const, matchPoints, gamePoints, firstRound, lastRound, firstPlayer, lastPlayer,
  })),
  fc.record({ kind: fc.constant('comment' as const), text: text(40) }),
  fc.record({ kind: fc.constant('unknown' as const), text: unknownText }),
  fc.record({ kind: fc.constant('blank' as const), text: fc.constantFrom('', ' ', '   ', '\t', ' \t ') }),
);

/**
 * A document, restricted to what its text can say (see docs/trf.md, "What the text cannot say"): an empty
 * document has no final terminator, one ending with an empty line has one, and a text without any terminator
 * reads as LF.
 */
export const document: fc.Arbitrary<TrfDocument> = fc
  .record({
    records: fc.array(record, { maxLength: 25 }),
    lineEnding: fc.constantFrom<LineEnding>('\n', '\r\n', '\r'),
    bom: fc.boolean(),
    finalNewline: fc.boolean(),
  })
  .map((doc) => {
    const last = doc.records.at(-1);
    const finalNewline = last === undefined ? false : last.kind === 'blank' && last.text === '' ? true : doc.finalNewline;
    const terminators = Math.max(0, doc.records.length - 1) + (finalNewline ? 1 : 0);
    return { ...doc, finalNewline, lineEnding: terminators === 0 ? '\n' : doc.lineEnding };
  });
