/**
 * The 2026 rules on tournament histories made under the 2017 rules: the Dutch reference corpus (332 files,
 * 2,448 rounds, paired by JaVaFo/bbpPairings 5) and the bbp-extra files (acceleration, forbidden pairs, declared
 * byes, other point systems; 340 rounds). bbpPairings 6's checker (`--dutch FILE -c`) re-paired every round by
 * the 2026 rules; the TSVs list the rounds where its pairing differs from the file, with the pairs it printed
 * (white-black, `N-bye` for the PAB). Each round re-paired by swisspair with edition 2026 must equal the file
 * where bbpPairings 6 does, and contain bbpPairings 6's pairs where it does not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTournament } from '../../src/check/check.js';
import { buildTournament } from '../../src/model/tournament.js';
import { readTrf } from '../../src/trf/index.js';

function disagreements(dir: string, tsv: string): { rounds: number; differing: number; problems: string[] } {
  const expected = new Map<string, string[]>();
  for (const line of readFileSync(tsv, 'utf8').trim().split('\n').slice(1)) {
    const [file, round, pairs] = line.split('\t');
    expected.set(`${file} ${round}`, pairs!.split(' '));
  }
  const problems: string[] = [];
  let rounds = 0;
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.trf')).sort()) {
    const path = join(dir, f);
    const t = buildTournament(readTrf(readFileSync(path), { fileName: path }), { fileName: path });
    for (const r of checkTournament(t, 'dutch', { edition: '2026' }).rounds) {
      rounds++;
      const bbp = expected.get(`${f} ${r.round}`);
      if (bbp === undefined) {
        if (r.status !== 'match') problems.push(`${f} round ${r.round}: bbpPairings 6 pairs as the file, swisspair does not`);
        continue;
      }
      const mine = new Set((r.actual?.pairs ?? []).map(([w, b]) => `${w}-${b}`));
      if (r.actual?.bye !== null && r.actual?.bye !== undefined) mine.add(`${r.actual.bye}-bye`);
      const missing = bbp.filter((p) => !mine.has(p));
      if (r.status === 'match' || missing.length > 0) problems.push(`${f} round ${r.round}: bbpPairings 6 has ${missing.join(' ')}`);
    }
  }
  return { rounds, differing: expected.size, problems };
}

describe('2026 rules on 2017 histories, as bbpPairings 6 checks them', () => {
  it('the Dutch reference corpus: 2,448 rounds, 251 of them paired otherwise by 2026', () => {
    const r = disagreements('test/fixtures/corpus/dutch', 'test/fixtures/corpus/dutch-bbp6-check.tsv');
    expect(r.problems).toEqual([]);
    expect(r.rounds).toBe(2448);
    expect(r.differing).toBe(251);
  });

  it('acceleration, forbidden pairs, declared byes, other point systems: 340 rounds, 26 paired otherwise', () => {
    const r = disagreements('test/fixtures/bbp-extra', 'test/fixtures/bbp-extra/bbp6-check.tsv');
    expect(r.problems).toEqual([]);
    expect(r.rounds).toBe(340);
    expect(r.differing).toBe(26);
  });
});
