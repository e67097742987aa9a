/**
 * Optional sweep (skipped unless SWISSPAIR_REASON_SWEEP names directories of TRF files, separated by `:`;
 * SWISSPAIR_REASON_SYSTEM and SWISSPAIR_REASON_EDITION choose the rules, editions separated by `,`, default Dutch
 * 2017): every round that differs gets a reason, and the evaluator never finds the file's choice better than the
 * engine's (that would be a disagreement between the engine and the criteria as the rule texts state them).
 * Issue 15's count, both Dutch corpora under both editions (0 "please report it" over 557 files x 2):
 * SWISSPAIR_REASON_SWEEP=test/fixtures/corpus/dutch:test/fixtures/corpus/dutch-2026 SWISSPAIR_REASON_EDITION=2017,2026
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkTournament } from '../../src/check/check.js';
import { buildTournament } from '../../src/model/tournament.js';
import type { Edition, SystemName } from '../../src/systems/index.js';
import { readTrf } from '../../src/trf/index.js';

const DIRS = process.env.SWISSPAIR_REASON_SWEEP?.split(':').filter((d) => d !== '');
const SYSTEM = (process.env.SWISSPAIR_REASON_SYSTEM ?? 'dutch') as SystemName;
const EDITIONS = (process.env.SWISSPAIR_REASON_EDITION ?? '2017').split(',') as Edition[];

describe.skipIf(DIRS === undefined)('reason sweep', () => {
  test.each(EDITIONS)('every differing round has a reason, never "the file is better" (%s rules)', (edition) => {
    let differ = 0;
    const disagreements: string[] = [];
    for (const dir of DIRS!) {
      for (const f of readdirSync(dir).filter((x) => x.endsWith('.trf')).sort()) {
        const path = join(dir, f);
        const t = buildTournament(readTrf(readFileSync(path), { fileName: path, encoding: 'utf-8' }), { fileName: path });
        for (const r of checkTournament(t, SYSTEM, { edition }).rounds) {
          if (r.status !== 'differ') continue;
          differ++;
          expect(r.reason, `${path} round ${r.round}`).toBeDefined();
          if (/please report/.test(r.reason!.text)) disagreements.push(`${path} round ${r.round}: ${r.reason!.text}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  }, 1_800_000);
});
