/**
 * Benchmarks the C.04.6 team engine: every round (1..11) of an event of N teams (default 400, 10 boards), in the
 * variants Type A MP and Type B GP. Needs `npm run build`; run `scripts/bench-team [teams]`.
 * Prints the CPU time (user + system, all threads of the process: GC included) of each round's pairing, the worst
 * round, and the process's peak resident memory. CPU time, not wall time: the machines it runs on are shared.
 */
import { generateTeamEvent } from '../src/generate/teams.js';
import { pairTeamRound } from '../src/systems/team/engine.js';
import type { TeamVariant } from '../src/model/teamVariant.js';

const teams = Number(process.argv[2] ?? '400');
const variants: TeamVariant[] = [
  { colours: 'a', primary: 'mp', secondaryForColours: true, baku: false },
  { colours: 'b', primary: 'gp', secondaryForColours: true, baku: false },
];
const cpuMs = (u: NodeJS.CpuUsage): number => (u.user + u.system) / 1000;
for (const variant of variants) {
  const times: number[] = [];
  generateTeamEvent(1, { teams, boards: 10, rounds: 11, variant, absence: 0.02, forfeit: 0.01 }, (input) => {
    const c0 = process.cpuUsage();
    const p = pairTeamRound(input);
    times.push(cpuMs(process.cpuUsage(c0)));
    return p;
  });
  const list = times.map((t, i) => `r${i + 1} ${t.toFixed(0)}`).join(', ');
  console.log(`${teams} teams, ${variant.colours}/${variant.primary}, CPU ms per round: ${list}; worst ${Math.max(...times).toFixed(0)} ms`);
}
console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
