/**
 * Mutation fuzzing of the reader (see scripts/fuzz-trf.ts, which runs 100,000+ mutants): every mutant of a
 * fixture must either read (and then write back, format and check cleanly) or be rejected with a positioned
 * diagnostic. A TypeError, RangeError or hang is a failure. SWISSPAIR_FUZZ_MUTANTS sets the count (default 3000).
 */
import { describe, expect, it } from 'vitest';
import { check, loadSeeds, mutant, runFuzz } from '../../scripts/fuzz-trf.js';
import { FIXTURE_DIR } from './helpers.js';

const COUNT = Number(process.env.SWISSPAIR_FUZZ_MUTANTS ?? 3000);
const SEED = 20170701;
const seeds = loadSeeds(FIXTURE_DIR);

describe('fuzzing the reader', () => {
  it(`reads or rejects with a positioned diagnostic ${COUNT} mutants`, () => {
    const summary = runFuzz(seeds, SEED, 0, COUNT);
    expect(summary.crashes).toEqual([]);
    expect(summary.mutants).toBe(COUNT);
    // Both outcomes occur, so the mutations neither always break the file nor never do.
    expect(summary.parsed).toBeGreaterThan(COUNT / 20);
    expect(summary.rejected).toBeGreaterThan(COUNT / 4);
  });

  it('makes the same mutant from the same seed and index', () => {
    expect(mutant(seeds, SEED, 17)).toEqual(mutant(seeds, SEED, 17));
    expect(mutant(seeds, SEED, 17)).not.toEqual(mutant(seeds, SEED + 1, 17));
  });

  it('reports a diagnostic outside the input as a problem', () => {
    // Sanity check of the checker itself: an unmutated fixture reads; a known bad text is rejected in place.
    expect(check({ kind: 'text', seed: 'x', text: seeds[0]!.text })).toEqual({ problem: null, parsed: true });
    expect(check({ kind: 'text', seed: 'x', text: 'XXR 0' })).toEqual({ problem: null, parsed: false });
  });

  it('reads pathological lines in linear time', () => {
    // Long runs that would make a backtracking regular expression explode; generous bound, no timing assertion
    // beyond "finishes" (timing belongs in scripts/), but a quadratic parser would take minutes here.
    // Lines just under the 20,000-character limit; longer ones are refused by the size limit (also checked).
    for (const n of [19_990, 200_000]) {
      const long = `001    1${' '.repeat(n - 9)}9`;
      expect(check({ kind: 'text', seed: 'x', text: long }).problem).toBeNull();
      expect(check({ kind: 'text', seed: 'x', text: `XXS ${'W=1.0 '.repeat(Math.floor(n / 6) - 1)}` }).problem).toBeNull();
      expect(check({ kind: 'text', seed: 'x', text: `162 ${'W'.repeat(n - 4)}` }).problem).toBeNull();
    }
    expect(check({ kind: 'text', seed: 'x', text: '\r'.repeat(200_000) }).problem).toBeNull();
    expect(check({ kind: 'text', seed: 'x', text: '\r'.repeat(300_000) }).problem).toBeNull();
  });
});
