/**
 * Benchmarks the C.04.6 team engine: one round of N teams (default 400, 10 boards) at rounds 1, 2, 6 and the last
 * (11), in the variants Type A MP and Type B GP. Needs `npm run build`; run `scripts/bench-team [teams]`.
 * Prints wall time per round and the process's peak resident memory.
 */
import { generateTeamEvent } from '../src/generate/teams.js';
import { pairTeamRound } from '../src/systems/team/engine.js';
import type { TeamVariant } from '../src/model/teamVariant.js';

const teams = Number(process.argv[2] ?? '400');
const variants: TeamVariant[] = [
  { colours: 'a', primary: 'mp', secondaryForColours: true, baku: false },
  { colours: 'b', primary: 'gp', secondaryForColours: true, baku: false },
];
for (const variant of variants) {
  const times: string[] = [];
  generateTeamEvent(1, { teams, boards: 10, rounds: 11, variant, absence: 0.02, forfeit: 0.01 }, (input) => {
    const t0 = performance.now();
    const p = pairTeamRound(input);
    times.push(`r${input.round} ${(performance.now() - t0).toFixed(0)} ms`);
    return p;
  });
  console.log(`${teams} teams, ${variant.colours}/${variant.primary}: ${times.join(', ')}`);
}
console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
