/**
 * The long sweeps (env-gated, run under nice): TEAM_SWEEP=oracle pairs random events of 6-40 teams until 5,000
 * rounds were compared with the literal oracle; TEAM_SWEEP=absolute pairs events of up to 400 teams and checks C1,
 * C2 and completeness. TEAM_SWEEP_EVENTS caps the number of events. Figures go to stdout.
 */
import { appendFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { sweep, type SweepCounts } from './sweep.js';

const mode = process.env.TEAM_SWEEP ?? '';
const cap = Number(process.env.TEAM_SWEEP_EVENTS ?? '100000');

it.runIf(mode === 'oracle')('engine = oracle on 5,000 compared rounds (6-40 teams)', () => {
  const total: SweepCounts = { events: 0, rounds: 0, compared: 0, agreed: 0, absoluteBroken: 0, differences: [] };
  for (let seed = 1; total.compared < 5000 && total.events < cap; seed++) {
    const c = sweep(seed, 10, 6, 40, true);
    for (const k of ['events', 'rounds', 'compared', 'agreed', 'absoluteBroken'] as const) total[k] += c[k];
    total.differences.push(...c.differences);
  }
  console.log(JSON.stringify({ ...total, differences: total.differences.slice(0, 5) }));
  expect(total.differences).toEqual([]);
}, 10 * 3600_000);

it.runIf(mode === 'absolute')('absolute criteria on events of up to 400 teams', () => {
  const total: SweepCounts = { events: 0, rounds: 0, compared: 0, agreed: 0, absoluteBroken: 0, differences: [] };
  for (let seed = 1; total.events < Math.min(cap, 1000); seed++) {
    const c = sweep(seed * 7919, 1, 6, 400, false);
    for (const k of ['events', 'rounds', 'absoluteBroken'] as const) total[k] += c[k];
    total.differences.push(...c.differences);
    // Progress outside vitest's buffered console, so a sweep stopped by its time limit still tells its counts.
    if (process.env.TEAM_SWEEP_LOG !== undefined) appendFileSync(process.env.TEAM_SWEEP_LOG, JSON.stringify({ ...total, teamsMax: c.rounds > 0 ? 'see seed' : '', differences: total.differences.slice(0, 5) }) + '\n');
  }
  console.log(JSON.stringify({ ...total, differences: total.differences.slice(0, 5) }));
  expect(total.differences).toEqual([]);
}, 10 * 3600_000);
