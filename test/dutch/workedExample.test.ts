/**
 * The first acceptance test of the Dutch engine: the 14-player tournament worked by hand in the FIDE Arbiters'
 * Manual ("Mastering the Dutch"). Pairing rounds 2-5 from the sample files must give the paper's pairings and
 * colours, including round 5's collapsed last bracket.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveRoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import { pairDutch } from '../../src/systems/dutch/round.js';
import { readTrf } from '../../src/trf/index.js';

function pairNext(sample: string, engine: 'auto' | 'exact' = 'auto') {
  const t = buildTournament(readTrf(readFileSync(`samples/${sample}`)), { fileName: sample });
  return pairDutch(deriveRoundState(t, t.roundsInFile + 1), { engine });
}

const asText = (p: ReturnType<typeof pairNext>): string[] => p.pairs.map((x) => `${x.white}-${x.black}`);

describe.each(['auto', 'exact'] as const)('worked example, %s engine', (engine) => {
  it('round 2: 5-1 2-7 6-3 4-9 8-11 10-13, bye 14, 12 absent (XXZ)', () => {
    const p = pairNext('worked-example-after-round-1.trf', engine);
    expect(asText(p)).toEqual(['5-1', '2-7', '6-3', '4-9', '8-11', '10-13']);
    expect(p.bye).toBe(14);
    expect(p.notPaired).toEqual([12]);
  });

  it('round 3: 2-5 3-4 11-6 14-1 7-10 12-8 9-13', () => {
    const p = pairNext('worked-example-after-round-2.trf', engine);
    expect(asText(p)).toEqual(['2-5', '3-4', '11-6', '14-1', '7-10', '12-8', '9-13']);
    expect(p.bye).toBeNull();
  });

  it('round 4: 6-2 4-5 1-3 11-7 10-14 8-9 13-12', () => {
    const p = pairNext('worked-example-after-round-3.trf', engine);
    expect(asText(p)).toEqual(['6-2', '4-5', '1-3', '11-7', '10-14', '8-9', '13-12']);
  });

  it('round 5: 2-1 5-11 4-6 3-7 9-10 14-12 13-8, with the collapsed last bracket', () => {
    const p = pairNext('worked-example-after-round-4.trf', engine);
    expect(asText(p)).toEqual(['2-1', '5-11', '4-6', '3-7', '9-10', '14-12', '13-8']);
    // A.9: the 1.0 bracket {14, 8, 13} cannot downfloat in a way that lets 12 be paired, so it is the PPB.
    expect(p.brackets.map((b) => b.kind)).toContain('ppb');
    expect(p.brackets.map((b) => b.kind)).toContain('clb');
  });
});
