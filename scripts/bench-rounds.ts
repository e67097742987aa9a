/**
 * scripts/bench-rounds: the slowest round of generated events of every shape (issue 18, "no slow round"). The
 * fixed benchmarks (bench-lastround) time a few chosen events; this one draws many: N events from consecutive
 * seeds, each with its own number of players (in --players LO-HI), rounds (5-14), draw rate, rates of forfeits,
 * half-point byes, absences, withdrawals and late entries, rating range, and Baku acceleration in about 30% of
 * them. Each round is timed from the generator's progress callback (pairing and results, in one warm process),
 * and an event is flagged when its slowest round exceeds --flag-ms or --flag-ratio times its median round.
 *
 * It found the last-round cliff of docs/dutch.md ("Pairs that C.8/C.9 count, in the search"): 4 of 300 events of
 * 200-3,000 players had a last round of 0.5-2.7 s against medians of 3-11 ms.
 *
 * Usage (after `npm run build`): node dist/scripts/bench-rounds.js [--system dutch|dubov] [--edition E]
 *   [--from SEED] [--count N] [--players LO-HI] [--flag-ms MS] [--flag-ratio R]
 * Defaults: dutch, the edition in force, seeds 1-50, 200-3,000 players, flagged above 1,000 ms or 5x the median.
 * Prints one line per event, flagged ones marked, then the slowest rounds. Exit 0 (a benchmark, not a test).
 */
import { DEFAULT_CONFIG, generateTournament, type GeneratorConfig } from '../src/generate/generate.js';
import type { Edition } from '../src/systems/shared/edition.js';
import type { SystemName } from '../src/systems/shared/types.js';
import { flags } from './flags.js';

const USAGE =
  'usage: node dist/scripts/bench-rounds.js [--system dutch|dubov] [--edition E] [--from SEED] [--count N] [--players LO-HI] [--flag-ms MS] [--flag-ratio R]';

function usage(message: string): never {
  process.stderr.write(`bench-rounds: ${message}\n${USAGE}\n`);
  process.exit(3);
}

let system: SystemName = 'dutch';
let edition: Edition | undefined;
let from = 1;
let count = 50;
let lo = 200;
let hi = 3000;
let flagMs = 1000;
let flagRatio = 5;
for (const f of flags(process.argv.slice(2), usage)) {
  if (f.name === '--system' && (f.value === 'dutch' || f.value === 'dubov')) system = f.value;
  else if (f.name === '--edition' && ['2017', '2018', '2026'].includes(f.value)) edition = f.value as Edition;
  else if (f.name === '--from') from = f.int(0, 0xfffffff);
  else if (f.name === '--count') count = f.int(1, 100000);
  else if (f.name === '--players') {
    const m = /^(\d+)-(\d+)$/.exec(f.value);
    if (m === null || Number(m[1]) < 2 || Number(m[2]) > 9999 || Number(m[1]) >= Number(m[2])) usage('--players expects LO-HI, 2 <= LO < HI <= 9999');
    lo = Number(m[1]);
    hi = Number(m[2]);
  } else if (f.name === '--flag-ms') flagMs = f.int(1, 10_000_000);
  else if (f.name === '--flag-ratio') flagRatio = f.int(1, 1000);
  else usage(`unknown flag ${f.name} ${f.value}`);
}

/** A small LCG per event: the shape of event `seed` does not depend on which events ran before it. */
function shapeOf(seed: number): GeneratorConfig {
  let s = (seed * 7919) >>> 0;
  const rnd = (): number => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 2 ** 32;
  };
  const sometimes = (max: number): number => (rnd() < 0.5 ? 0 : rnd() * max);
  return {
    ...DEFAULT_CONFIG,
    system,
    ...(edition === undefined ? {} : { edition }),
    players: lo + Math.floor(rnd() * (hi - lo)),
    rounds: 5 + Math.floor(rnd() * 10),
    seed,
    drawRate: rnd() * 0.6,
    forfeitRate: sometimes(0.08),
    halfPointByeRate: sometimes(0.05),
    absenceRate: sometimes(0.05),
    withdrawalRate: rnd() * 0.1,
    lateEntryRate: rnd() * 0.1,
    highestRating: 2000 + Math.floor(rnd() * 800),
    lowestRating: 1000 + Math.floor(rnd() * 600),
    ...(rnd() < 0.3 ? { acceleration: 'baku' as const } : {}),
  };
}

interface Slow {
  readonly seed: number;
  readonly shape: string;
  readonly round: number;
  readonly ms: number;
  readonly ratio: number;
}

const slowest: Slow[] = [];
let flagged = 0;
for (let seed = from; seed < from + count; seed++) {
  const config = shapeOf(seed);
  const shape = `${config.players}x${config.rounds}${config.acceleration === undefined ? '' : ' baku'}`;
  const times: number[] = [];
  let last = performance.now();
  try {
    generateTournament(config, () => {
      const now = performance.now();
      times.push(now - last);
      last = now;
    });
  } catch (error) {
    console.log(`seed ${seed} ${shape}: not generated (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    continue;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const max = sorted[sorted.length - 1]!;
  const round = times.indexOf(max) + 1;
  const isSlow = max > flagMs || max > flagRatio * median;
  if (isSlow) flagged++;
  slowest.push({ seed, shape, round, ms: max, ratio: max / median });
  console.log(`seed ${seed} ${shape}: median round ${median.toFixed(0)} ms, slowest round ${round} ${max.toFixed(0)} ms (${(max / median).toFixed(1)}x)${isSlow ? '  <<< slow' : ''}`);
}
slowest.sort((a, b) => b.ms - a.ms);
console.log(`\n${system} ${edition ?? '(edition in force)'}: ${slowest.length} events, ${flagged} flagged (> ${flagMs} ms or > ${flagRatio}x the median)`);
for (const s of slowest.slice(0, 5)) console.log(`  seed ${s.seed} ${s.shape}: round ${s.round} ${s.ms.toFixed(0)} ms (${s.ratio.toFixed(1)}x)`);
