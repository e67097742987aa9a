/**
 * Optional sweep (skipped unless SWISSPAIR_REASON_SWEEP names a directory of TRF files; SWISSPAIR_REASON_SYSTEM
 * and SWISSPAIR_REASON_EDITION choose the rules, default Dutch 2017): every round that differs gets a reason,
 * and the evaluator never finds the file's choice better than the engine's (that would be a disagreement between
 * the engine and the criteria as the rule texts state them). Example: SWISSPAIR_REASON_SWEEP=../shared/corpus/dutch-2026
 * (bbpPairings 6 files, checked by the 2017 rules: 125 differing rounds, all explained, no disagreement).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkTournament } from '../../src/check/check.js';
import { buildTournament } from '../../src/model/tournament.js';
import type { Edition, SystemName } from '../../src/systems/index.js';
import { readTrf } from '../../src/trf/index.js';

const DIR = process.env.SWISSPAIR_REASON_SWEEP;
const SYSTEM = (process.env.SWISSPAIR_REASON_SYSTEM ?? 'dutch') as SystemName;
const EDITION = (process.env.SWISSPAIR_REASON_EDITION ?? '2017') as Edition;

describe.skipIf(DIR === undefined)('reason sweep', () => {
  test('every differing round has a reason, never "the file is better"', () => {
    const files = readdirSync(DIR!).filter((f) => f.endsWith('.trf')).sort();
    let differ = 0;
    for (const f of files) {
      const path = join(DIR!, f);
      const t = buildTournament(readTrf(readFileSync(path), { fileName: path, encoding: 'utf-8' }), { fileName: path });
      for (const r of checkTournament(t, SYSTEM, { edition: EDITION }).rounds) {
        if (r.status !== 'differ') continue;
        differ++;
        expect(r.reason, `${f} round ${r.round}`).toBeDefined();
        expect(r.reason!.text, `${f} round ${r.round}`).not.toMatch(/please report/);
      }
    }
    expect(differ).toBeGreaterThan(0);
  }, 600_000);
});
