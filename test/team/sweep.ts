/**
 * Random team events compared with the literal oracle, and checked for the absolute criteria: shared by the fast
 * test (a few hundred rounds) and test/team/sweep.test.ts (thousands, env-gated; scripts/sweep-team runs the absolute one without vitest).
 */
import { generateTeamEvent } from '../../src/generate/teams.js';
import { Prng } from '../../src/generate/prng.js';
import type { TeamVariant } from '../../src/model/teamVariant.js';
import type { TeamPairing, TeamRoundInput } from '../../src/systems/team/types.js';
import { oraclePairRound } from './oracle.js';

import { VARIANTS, absoluteProblems } from '../../scripts/teamAbsolute.js';

export { VARIANTS, absoluteProblems };

export function describe(p: TeamPairing): string {
  return `${p.pairs.map((x) => `${x.white}-${x.black}`).sort().join(' ')}${p.pab === null ? '' : ` PAB ${p.pab}`}`;
}


export interface SweepCounts {
  events: number;
  rounds: number;
  compared: number;
  agreed: number;
  absoluteBroken: number;
  differences: string[];
}

/** `events` random events of `minTeams`-`maxTeams` teams from `seed`. */
export function sweep(seed: number, events: number, minTeams: number, maxTeams: number, withOracle: boolean): SweepCounts {
  const counts: SweepCounts = { events: 0, rounds: 0, compared: 0, agreed: 0, absoluteBroken: 0, differences: [] };
  const rng = new Prng(seed);
  for (let e = 0; e < events; e++) {
    const teams = rng.int(minTeams, maxTeams);
    const variant = VARIANTS[rng.int(0, VARIANTS.length - 1)]!;
    const options = { teams, boards: rng.int(2, 6), rounds: rng.int(3, 11), variant, absence: rng.chance(0.5) ? 0.08 : 0, forfeit: rng.chance(0.5) ? 0.05 : 0, lateTeams: rng.int(0, 3) };
    const eventSeed = rng.nextU32();
    const { rounds } = generateTeamEvent(eventSeed, options);
    counts.events++;
    for (const { input, pairing } of rounds) {
      counts.rounds++;
      const problem = absoluteProblems(input, pairing);
      if (problem !== '') {
        counts.absoluteBroken++;
        counts.differences.push(`seed ${eventSeed} round ${input.round}: ${problem}`);
      }
      if (!withOracle) continue;
      const oracle = oraclePairRound(input);
      if (oracle === null) continue;
      counts.compared++;
      if (describe(oracle) === describe(pairing)) counts.agreed++;
      else if (counts.differences.length < 20) counts.differences.push(`seed ${eventSeed} ${JSON.stringify(options)} round ${input.round}: engine ${describe(pairing)}; oracle ${describe(oracle)}`);
    }
  }
  return counts;
}
