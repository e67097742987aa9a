/**
 * The Dubov corpus (CPPDubovSystem 2.2 tournaments, re-paired by CPPDubovSystem and py4swiss): every round both
 * implementations reproduce ("consensus", 1,090 rounds) must be reproduced. Rounds where they disagree are
 * decided from the rule text in decisions.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkTournament } from '../../src/check/check.js';
import { buildTournament } from '../../src/model/tournament.js';
import { readTrf } from '../../src/trf/index.js';

const dir = 'test/fixtures/corpus/dubov';
const manifest = readFileSync(`${dir}/manifest.tsv`, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [file, , , , consensus] = line.split('\t');
    return { file: file!, consensus: (consensus ?? '').split(',').filter(Boolean).map(Number) };
  });

// Both re-pairing programs follow the 2026 wording, which differs from 2018 in the PAB bar for full-point byes
// only (absent from these files): the consensus rounds are expected under both editions.
describe.each(['2018', '2026'] as const)('Dubov corpus, edition %s', (edition) => {
  it('reproduces every consensus round', () => {
    const missed: string[] = [];
    let rounds = 0;
    for (const { file, consensus } of manifest) {
      const path = `${dir}/${file}`;
      const t = buildTournament(readTrf(readFileSync(path), { fileName: path }), { fileName: path });
      const result = checkTournament(t, 'dubov', { rounds: consensus, edition });
      for (const r of result.rounds) {
        rounds++;
        if (r.status !== 'match') missed.push(`${file} round ${r.round}: ${r.status}`);
      }
    }
    expect(missed).toEqual([]);
    expect(rounds).toBe(1090);
  });
});
