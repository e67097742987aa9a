/**
 * scripts/team-pairings: writes every round's pairing of generated team events of 41-400 teams, one line per round,
 * so that two builds of the team engine can be compared with `diff` (a speed change must not change one pairing).
 * Event k (seed k·104729) cycles through every variant of scripts/teamAbsolute.ts (Type A, Type B, none; MP, GP;
 * secondary score for colours or not) and, every seventh event, a `_BAKU` one; byes, forfeits and late teams vary.
 *
 * Usage (after `npm run build`): node dist/scripts/team-pairings.js [--events N] [--from K] > pairings.txt
 * Compare: build the other version into another directory, run its dist/scripts/team-pairings.js the same way, diff.
 */
import { generateTeamEvent } from '../src/generate/teams.js';
import { Prng } from '../src/generate/prng.js';
import type { TeamVariant } from '../src/model/teamVariant.js';
import { VARIANTS } from './teamAbsolute.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
}

const events = arg('--events', 62);
const from = arg('--from', 1);
let rounds = 0;
for (let k = from; k < from + events; k++) {
  const rng = new Prng(k * 104729);
  const teams = rng.int(41, 400);
  const baku = k % 7 === 0;
  const base = VARIANTS[k % VARIANTS.length]!;
  const variant: TeamVariant = baku ? { colours: base.colours, primary: 'mp', secondaryForColours: base.secondaryForColours, baku: true } : base;
  const options = { teams, boards: rng.int(2, 10), rounds: rng.int(5, 11), variant, absence: rng.chance(0.5) ? 0.05 : 0, forfeit: rng.chance(0.5) ? 0.03 : 0, lateTeams: rng.int(0, 3) };
  const seed = rng.nextU32();
  const head = `event ${k} seed ${seed} teams ${teams} boards ${options.boards} ${variant.colours}/${variant.primary}${variant.secondaryForColours ? '' : '/nosec'}${baku ? '/baku' : ''}`;
  const event = generateTeamEvent(seed, options);
  console.log(`${head}: ${event.rounds.length} rounds`);
  for (const { input, pairing } of event.rounds) {
    rounds++;
    console.log(`  r${input.round} pab ${pairing.pab ?? '-'} ${pairing.pairs.map((p) => `${p.white}-${p.black}`).join(' ')}`);
  }
}
console.log(`${events} events, ${rounds} rounds`);
