/**
 * Benchmarks the C.04.6 team engine (issue 35: a round of 400 teams under 0.5 s and 200 MB, the last round
 * included): every round (1..11) of an event of N teams (default 400, 10 boards), in every variant (Type A, Type B,
 * no colour preferences; MP and GP primary), or those given by `--variants a/mp,b/gp`. Needs `npm run build`; run
 * `scripts/bench-team [teams] [--variants LIST] [--seed S] [--warmup]`.
 * In a fresh process the first rounds with real work also pay for V8 compiling the engine (about 0.3 s of CPU on
 * this VM, counted since the compiler threads are the process's): whichever variant runs first shows it. `--warmup`
 * pairs another event (seed + 1000) of the first variant first, untimed, so that every round is measured warm, as
 * in a process that has paired before.
 * Prints the CPU time (user + system, all threads of the process: GC included) of each round's pairing, the worst
 * round, and the process's peak resident memory. CPU time, not wall time: the machines it runs on are shared.
 */
import { generateTeamEvent } from '../src/generate/teams.js';
import { pairTeamRound } from '../src/systems/team/engine.js';
import type { TeamColourRule, TeamScoreKind, TeamVariant } from '../src/model/teamVariant.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
}

const first = process.argv[2];
const teams = first !== undefined && !first.startsWith('--') ? Number(first) : 400;
const seed = Number(arg('--seed') ?? '1');
const names = (arg('--variants') ?? 'a/mp,a/gp,b/mp,b/gp,none/mp,none/gp').split(',');
const variants: TeamVariant[] = names.map((name) => {
  const [colours, primary] = name.split('/') as [TeamColourRule, TeamScoreKind];
  return { colours, primary, secondaryForColours: true, baku: false };
});
const cpuMs = (u: NodeJS.CpuUsage): number => (u.user + u.system) / 1000;
if (process.argv.includes('--warmup')) generateTeamEvent(seed + 1000, { teams, boards: 10, rounds: 11, variant: variants[0]!, absence: 0.02, forfeit: 0.01 });
let worstOfAll = 0;
for (const variant of variants) {
  const times: number[] = [];
  const walls: number[] = [];
  generateTeamEvent(seed, { teams, boards: 10, rounds: 11, variant, absence: 0.02, forfeit: 0.01 }, (input) => {
    const c0 = process.cpuUsage();
    const w0 = performance.now();
    const p = pairTeamRound(input);
    walls.push(performance.now() - w0);
    times.push(cpuMs(process.cpuUsage(c0)));
    return p;
  });
  const list = times.map((t, i) => `r${i + 1} ${t.toFixed(0)}`).join(', ');
  const worst = Math.max(...times);
  worstOfAll = Math.max(worstOfAll, worst);
  console.log(`${teams} teams, ${variant.colours}/${variant.primary}, CPU ms per round: ${list}; worst ${worst.toFixed(0)} ms`);
  // CPU counts V8's compiler threads too (a cold process compiles the engine during its first heavy rounds).
  console.log(`  wall ms per round: ${walls.map((t, i) => `r${i + 1} ${t.toFixed(0)}`).join(', ')}; worst ${Math.max(...walls).toFixed(0)} ms`);
}
console.log(`worst round of all${process.argv.includes('--warmup') ? ' (after a warm-up event)' : ''}: ${worstOfAll.toFixed(0)} ms; peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
