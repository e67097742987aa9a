/**
 * scripts/corpus-2026: pairs every round of a dutch-2026 corpus directory (manifest.tsv with consensus_rounds and
 * javafo_differs) with the Dutch 2026 engine and counts the rounds equal to the file (bbpPairings 6).
 * Usage: node dist/scripts/corpus-2026.js [dir] [file]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkTournament } from '../src/check/check.js';
import { buildTournament } from '../src/model/tournament.js';
import { readTrf } from '../src/trf/index.js';
const dir = process.argv[2] ?? '/work/wt/shared/corpus/dutch-2026';
const only = process.argv[3];
const manifest = readFileSync(join(dir, 'manifest.tsv'), 'utf8').trim().split('\n').slice(1).map((l) => l.split('\t'));
let cOk = 0, cAll = 0, dOk = 0, dAll = 0;
const bad: string[] = [];
const t0 = performance.now();
for (const [file, , , cons, diff] of manifest) {
  if (only && file !== only) continue;
  const path = join(dir, file!);
  const t = buildTournament(readTrf(readFileSync(path), { fileName: path }), { fileName: path });
  const consensus = new Set((cons ?? '').split(',').filter(Boolean).map(Number));
  const differs = new Set((diff ?? '').split(',').filter(Boolean).map(Number));
  for (const r of checkTournament(t, 'dutch', { edition: '2026' }).rounds) {
    const ok = r.status === 'match';
    if (consensus.has(r.round)) { cAll++; if (ok) cOk++; else bad.push(`C ${file} ${r.round} ${r.status} ${r.message ?? ''}`); }
    else if (differs.has(r.round)) { dAll++; if (ok) dOk++; else bad.push(`D ${file} ${r.round} ${r.status}`); }
  }
}
console.log(bad.join('\n'));
console.log(`consensus ${cOk}/${cAll}  javafo_differs equal to bbp6 ${dOk}/${dAll}  ${(performance.now() - t0).toFixed(0)} ms`);
