/**
 * Dutch with the pairing extensions the reference corpus does not exercise — XXA acceleration, XXP forbidden
 * pairs, byes declared before their round, non-standard point systems (BBW/BBD, PAB and ZPB worth 0.5) — on 40
 * tournaments paired round by round by bbpPairings 5.0.1 (test/fixtures/bbp-extra/README.md). Each round must be
 * reproduced: pairs, colours, bye.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTournament } from '../../src/check/check.js';
import { buildTournament } from '../../src/model/tournament.js';
import { readTrf } from '../../src/trf/index.js';

const dir = 'test/fixtures/bbp-extra';
const files = readdirSync(dir).filter((f) => f.endsWith('.trf')).sort();

function differing(prefix: string): { rounds: number; differ: string[] } {
  const differ: string[] = [];
  let rounds = 0;
  for (const f of files.filter((name) => name.startsWith(prefix))) {
    const path = join(dir, f);
    const t = buildTournament(readTrf(readFileSync(path), { fileName: path }), { fileName: path });
    for (const r of checkTournament(t, 'dutch', { edition: '2017' }).rounds) {
      rounds++;
      if (r.status !== 'match') differ.push(`${f} round ${r.round}: ${r.status}`);
    }
  }
  return { rounds, differ };
}

describe('Dutch extensions against bbpPairings', () => {
  it('XXA acceleration, XXP forbidden pairs, declared byes: every round of 25 tournaments', () => {
    const { rounds, differ } = differing('accel-');
    expect(differ).toEqual([]);
    expect(rounds).toBe(185);
  });

  it('point systems (3-1-0; PAB and zero-point bye worth 0.5): every round of 15 tournaments', () => {
    const a = differing('points310-');
    const b = differing('halfbye-pab-');
    expect([...a.differ, ...b.differ]).toEqual([]);
    expect(a.rounds + b.rounds).toBe(155);
  });

  it('the fixtures use what they claim: XXA in every accel file, XXP in some, BBW 3.0 in the points files', () => {
    const text = (f: string): string => readFileSync(join(dir, f), 'latin1');
    expect(files.filter((f) => f.startsWith('accel-')).every((f) => /^XXA /m.test(text(f)))).toBe(true);
    expect(files.filter((f) => f.startsWith('accel-') && /^XXP /m.test(text(f)))).toHaveLength(12);
    expect(files.filter((f) => f.startsWith('points310-')).every((f) => /BBW\s+3\.0/.test(text(f)))).toBe(true);
  });
});
