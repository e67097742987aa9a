/**
 * The team engine's absolute criteria checked independently of the engine, for the sweeps that pair thousands of
 * team events: scripts/sweep-team and test/team/sweep.ts (TEAM_SWEEP=absolute) share it. O(teams) a round.
 */
import type { TeamVariant } from '../src/model/teamVariant.js';
import type { TeamPairing, TeamRoundInput } from '../src/systems/team/types.js';

/** Every colour variant × primary score × secondary-for-colours, without Baku. */
export const VARIANTS: TeamVariant[] = (['a', 'b', 'none'] as const).flatMap((colours) =>
  (['mp', 'gp'] as const).flatMap((primary) => [true, false].map((secondaryForColours) => ({ colours, primary, secondaryForColours, baku: false }))),
);

/** C1, C2 and completeness (every team paired once, or the PAB); '' when all hold. */
export function absoluteProblems(input: TeamRoundInput, p: TeamPairing): string {
  const byTpn = new Map(input.entrants.map((e) => [e.tpn, e]));
  const seen = new Set<number>();
  for (const { white, black } of p.pairs) {
    for (const x of [white, black]) {
      if (!byTpn.has(x) || seen.has(x)) return `team ${x} paired twice or not present`;
      seen.add(x);
    }
    if (byTpn.get(white)!.met.has(black)) return `C1: ${white}-${black} met before`;
  }
  if (p.pab !== null) {
    if (seen.has(p.pab) || !byTpn.has(p.pab)) return `PAB ${p.pab} also paired or not present`;
    if (byTpn.get(p.pab)!.byeBarred) return `C2: PAB ${p.pab}`;
    seen.add(p.pab);
  }
  if (seen.size !== input.entrants.length) return `incomplete: ${input.entrants.length - seen.size} teams unpaired`;
  return '';
}
