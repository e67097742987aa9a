/**
 * Every round of the dutch-2026 reference corpus (paired by bbpPairings 6.0.0, the engine released for the text
 * applied from 1 February 2026) is reproduced by the Dutch 2026 engine: pairs, colours and the PAB. The manifest
 * splits the rounds into the 1,467 on which JaVaFo 3.0p agrees (consensus) and the 125 on which it does not; on
 * those 125 JaVaFo pairs as the 2017 rules do, and the 2026 text decides for bbpPairings 6 (decisions.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTournament } from '../../src/check/check.js';
import { buildTournament } from '../../src/model/tournament.js';
import { readTrf } from '../../src/trf/index.js';

const dir = 'test/fixtures/corpus/dutch-2026';
const files = readdirSync(dir).filter((f) => f.endsWith('.trf')).sort();
const manifest = new Map(
  readFileSync(join(dir, 'manifest.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .map(([file, , , consensus, differs]) => [file!, { consensus: rounds(consensus), differs: rounds(differs) }] as const),
);

function rounds(list: string | undefined): Set<number> {
  return new Set((list ?? '').split(',').filter((x) => x !== '').map(Number));
}

describe('Dutch 2026 reference corpus', () => {
  it('has the whole corpus', () => {
    expect(files.length).toBe(225);
    expect(manifest.size).toBe(225);
  });

  it('reproduces every round of every file, consensus rounds and the rounds JaVaFo pairs otherwise', () => {
    const differing: string[] = [];
    let consensus = 0;
    let differs = 0;
    for (const f of files) {
      const path = join(dir, f);
      const t = buildTournament(readTrf(readFileSync(path), { fileName: path }), { fileName: path });
      const m = manifest.get(f)!;
      for (const r of checkTournament(t, 'dutch', { edition: '2026' }).rounds) {
        if (m.consensus.has(r.round)) consensus++;
        else if (m.differs.has(r.round)) differs++;
        if (r.status !== 'match') differing.push(`${f} round ${r.round}: ${r.status}`);
      }
    }
    expect(differing).toEqual([]);
    expect(consensus).toBe(1467);
    expect(differs).toBe(125);
  });
});
