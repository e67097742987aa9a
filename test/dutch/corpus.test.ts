/**
 * Every round of every tournament of the reference corpus (paired by JaVaFo 2017-mode and bbpPairings 5.0.1, each
 * file checked by both) must be reproduced: pairs, colours and the pairing-allocated bye. The corpus is copied
 * into test/fixtures/corpus so the test runs without ../shared.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTournament } from '../../src/check/check.js';
import { buildTournament } from '../../src/model/tournament.js';
import { readTrf } from '../../src/trf/index.js';

const dir = 'test/fixtures/corpus/dutch';
const files = readdirSync(dir).filter((f) => f.endsWith('.trf')).sort();

describe('Dutch reference corpus', () => {
  it('has the whole corpus', () => {
    expect(files.length).toBe(332);
  });

  it('reproduces every round of every file', () => {
    const differing: string[] = [];
    let rounds = 0;
    for (const f of files) {
      const path = join(dir, f);
      const t = buildTournament(readTrf(readFileSync(path), { fileName: path }), { fileName: path });
      for (const r of checkTournament(t, 'dutch', { edition: '2017' }).rounds) {
        rounds++;
        if (r.status !== 'match') differing.push(`${f} round ${r.round}: ${r.status}`);
      }
    }
    expect(differing).toEqual([]);
    expect(rounds).toBe(2448);
  });
});
