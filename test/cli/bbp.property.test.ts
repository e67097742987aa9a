/**
 * Laws of the drop-in's argument grammar and of the 192 record writer, over random inputs (fast-check, fixed
 * seed; SWISSPAIR_PROPERTY_RUNS cases, default 300):
 * - every request of the bbpPairings syntax, written as arguments, is read back as itself (the grammar is
 *   unambiguous for file names that are not its option letters), and one argument more or less is refused or
 *   read as another form, never as the same request;
 * - withHeaderRecord leaves exactly one record with the code, holding the new text, keeps every other record in
 *   order, and is idempotent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBbpArgs, type BbpRequest } from '../../src/cli/bbp/args.js';
import type { TrfDocument, TrfRecord } from '../../src/trf/index.js';
import { withHeaderRecord } from '../../src/trf/typeRecord.js';

const RUNS = Number(process.env.SWISSPAIR_PROPERTY_RUNS ?? 300);
const SEED = 0x6262;

const name = fc.stringMatching(/^[a-z0-9_./]{1,12}$/).filter((s) => !['-c', '-p', '-g', '-o', '-s', '-l', '-r'].includes(s));
const system = fc.constantFrom('dutch', 'dubov', 'burstein') as fc.Arbitrary<'dutch' | 'dubov' | 'burstein'>;
const checklist = fc.option(fc.record({ path: fc.option(name, { nil: null }) }), { nil: null });
const info = fc.boolean();

const request: fc.Arbitrary<BbpRequest> = fc.oneof(
  fc.record({ kind: fc.constant('check' as const), info, system, input: name, checklist }),
  fc.record({ kind: fc.constant('pair' as const), info, system, input: name, output: fc.option(name, { nil: null }), checklist }),
  fc.record({
    kind: fc.constant('generate' as const),
    info,
    system,
    model: fc.option(name, { nil: null }),
    config: fc.option(name, { nil: null }),
    output: name,
    seed: fc.option(fc.stringMatching(/^[0-9]{1,20}$/), { nil: null }),
    checklist,
  }).filter((r) => r.model === null || r.config === null),
);

/** The arguments of a request, in the syntax of the bbpPairings README. */
function argv(r: BbpRequest): string[] {
  if (r.kind === 'info') return ['-r'];
  const head = [...(r.info ? ['-r'] : []), `--${r.system}`];
  const list = r.checklist === null ? [] : ['-l', ...(r.checklist.path === null ? [] : [r.checklist.path])];
  switch (r.kind) {
    case 'check':
      return [...head, r.input, '-c', ...list];
    case 'pair':
      return [...head, r.input, '-p', ...(r.output === null ? [] : [r.output]), ...list];
    case 'generate':
      return [
        ...head,
        ...(r.model === null ? [] : [r.model]),
        '-g',
        ...(r.config === null ? [] : [r.config]),
        '-o',
        r.output,
        ...(r.seed === null ? [] : ['-s', r.seed]),
        ...list,
      ];
  }
}

describe('bbpPairings argument grammar', () => {
  it('every request is read back from its arguments', () => {
    fc.assert(
      fc.property(request, (r) => {
        expect(parseBbpArgs(argv(r))).toEqual(r);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('a stray argument at the end never gives the same request', () => {
    fc.assert(
      fc.property(request, name, (r, extra) => {
        const parsed = parseBbpArgs([...argv(r), extra]);
        expect(parsed).not.toEqual(r);
      }),
      { seed: SEED + 1, numRuns: RUNS },
    );
  });
});

describe('withHeaderRecord', () => {
  const header = (code: string, text: string): TrfRecord => ({ kind: 'header', code, text });
  const player = (rank: number): TrfRecord => ({
    kind: 'player',
    startingRank: rank,
    sex: '',
    title: '',
    name: `P${rank}`,
    rating: 0,
    federation: '',
    fideId: '',
    birthDate: '',
    points: null,
    rank: null,
    rounds: [],
  });
  const record = fc.oneof(
    fc.tuple(fc.constantFrom('012', '042', '092', '102', '192'), fc.stringMatching(/^[A-Z_0-9 ]{0,10}$/)).map(([c, t]) => header(c, t)),
    fc.integer({ min: 1, max: 99 }).map(player),
  );
  const doc = fc.array(record, { maxLength: 12 }).map((records): TrfDocument => ({ records, lineEnding: '\n', bom: false, finalNewline: true }));

  it('one 192 with the new text; the other records kept in order; idempotent', () => {
    fc.assert(
      fc.property(doc, fc.stringMatching(/^FIDE_[A-Z]{5}_20[0-9]{2}$/), (d, code) => {
        const out = withHeaderRecord(d, '192', code);
        const is192 = (r: TrfRecord): boolean => r.kind === 'header' && r.code === '192';
        expect(out.records.filter(is192)).toEqual([header('192', code)]);
        expect(out.records.filter((r) => !is192(r))).toEqual(d.records.filter((r) => !is192(r)));
        expect(withHeaderRecord(out, '192', code)).toEqual(out);
      }),
      { seed: SEED + 2, numRuns: RUNS },
    );
  });
});
