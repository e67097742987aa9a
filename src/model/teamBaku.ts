/**
 * Baku acceleration (C.04.7) for a team Swiss, the `_BAKU` team codes: the teams of GA get virtual points in the
 * pairing score (never in the standings) before the accelerated rounds. C.04.7's team article is not in the
 * recovered texts; what is known (../shared/rules/trf2026-teams.md) is that team Baku exists only with match points
 * as the primary score and assigns virtual match points. Readings decided here (docs/teams.md):
 * - GA: the first 2 x ceil(N/4) teams of the list paired before round 1, by TPN (as for individuals: the teams
 *   paired in round 1 or with a bye carrying points; before round 1, those without a zero-point bye declared). A
 *   team entering later is in GA when its TPN is below the last GA team's.
 * - Virtual points: "1 point" is a match win's match points (362, default 2) before the first half (rounded up) of
 *   the accelerated rounds, "0.5" a draw's (default 1) before the others, nothing after; the accelerated rounds are
 *   the first half (rounded up) of the planned rounds (142).
 * - With game points primary (`--team-score gp` on a `_BAKU` file), or no planned number of rounds, there is no
 *   acceleration (C.04.7 1.4.4 as quoted: "if gamepoints were the primary score, the Baku Acceleration could not be
 *   used").
 * O(teams).
 */
import { bakuGroupSize, bakuVirtualPoints } from './acceleration.js';
import type { TeamVariant } from './teamVariant.js';
import type { TeamTournament, Tpn } from './types.js';

/** The last team of GA (by TPN), or null when the event is not accelerated. */
export function lastGaTeam(t: TeamTournament, variant: TeamVariant): Tpn | null {
  if (!variant.baku || variant.primary !== 'mp' || t.plannedRounds === null) return null;
  const zeroByes = t.declaredByes.get(1);
  const list = t.teams
    .map((team) => team.tpn)
    .filter((tpn) => {
      if (t.roundsInFile < 1) return zeroByes?.get(tpn) !== 'zero';
      const r = t.rounds[tpn - 1]?.[0];
      return r !== undefined && (r.kind === 'match' || r.kind === 'pab' || (r.kind === 'bye' && r.bye !== 'zero'));
    })
    .sort((a, b) => a - b);
  const size = bakuGroupSize(list.length);
  return size === 0 ? null : list[size - 1]!;
}

/**
 * The virtual points (tenths) a team gets in the pairing score of `round`: the file's 250 records when it has any
 * (TRF-2026: for ITDX they override the 192 acceleration), in the primary score's column (src/model/teamPoints.ts);
 * else the `_BAKU` code's.
 */
export function teamVirtualPoints(t: TeamTournament, variant: TeamVariant, round: number): (tpn: Tpn) => number {
  const explicit = t.acceleration;
  if (explicit !== undefined && explicit.size > 0) return (tpn) => explicit.get(tpn)?.[variant.primary][round - 1] ?? 0;
  const last = lastGaTeam(t, variant);
  if (last === null) return () => 0;
  const v = bakuVirtualPoints(round, t.plannedRounds!);
  const points = v === 10 ? t.scoring.win : v === 5 ? t.scoring.draw : 0;
  return (tpn) => (tpn <= last ? points : 0);
}
