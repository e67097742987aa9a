/**
 * `check` of a team file's rounds: each round re-paired by the C.04.6 engine from the rounds before it (the teams
 * the file leaves out of a round, by a declared bye or unpaired, are left out of the re-pairing too) and compared
 * with the file: same matches, the same team with White on board 1, the same PAB. Team pairing numbers stand where
 * the individual check has players (the summaries are read as numbers: `a-b`, the PAB), so the report is the same.
 * A differing round gets its reason in C.04.6 terms (src/systems/team/reasons.ts). O(rounds x the engine's round).
 */
import type { TeamTournament } from '../model/team.js';
import { playerId, type PlayerId } from '../model/types.js';
import type { TeamVariant } from '../model/teamVariant.js';
import { pairTeamRound, teamRoundInput, teamRoundReason, type TeamPairing } from '../systems/team/index.js';
import type { PairingSummary } from '../systems/shared/reasons/reason.js';
import type { RoundCheck } from './check.js';

/** What the file records of a round: [white team, black team] by board 1's colour, and the PAB. */
export function recordedTeamPairing(t: TeamTournament, round: number): PairingSummary {
  const pairs: [PlayerId, PlayerId][] = [];
  const uncoloured: string[] = [];
  let bye: PlayerId | null = null;
  for (const team of t.teams) {
    const r = t.rounds[team.tpn - 1]![round - 1];
    if (r?.kind === 'pab') bye = playerId(team.tpn);
    if (r?.kind !== 'match') continue;
    if (r.colour === 'w') pairs.push([playerId(team.tpn), playerId(r.opponent)]);
    else if (r.colour === null && team.tpn < r.opponent) {
      pairs.push([playerId(team.tpn), playerId(r.opponent)]);
      uncoloured.push(`${team.tpn}-${r.opponent}`);
    }
  }
  pairs.sort((a, b) => a[0] - b[0]);
  return uncoloured.length > 0 ? { pairs, bye, uncoloured } : { pairs, bye };
}

function same(file: PairingSummary, ours: PairingSummary): boolean {
  if (file.bye !== ours.bye || file.pairs.length !== ours.pairs.length) return false;
  const loose = new Set(file.uncoloured ?? []);
  const coloured = new Set(ours.pairs.map(([w, b]) => `${w}-${b}`));
  const plain = new Set(ours.pairs.map(([w, b]) => `${Math.min(w, b)}-${Math.max(w, b)}`));
  return file.pairs.every(([w, b]) => (loose.has(`${w}-${b}`) ? plain.has(`${Math.min(w, b)}-${Math.max(w, b)}`) : coloured.has(`${w}-${b}`)));
}

/** Each round of the file (or those given) against the engine's pairing of it. */
export function checkTeamRounds(t: TeamTournament, variant: TeamVariant = t.variant, rounds?: readonly number[]): RoundCheck[] {
  const which = rounds ?? Array.from({ length: t.roundsInFile }, (_, i) => i + 1);
  return which.map((round): RoundCheck => {
    const expected = recordedTeamPairing(t, round);
    const absent = new Set(t.teams.filter((x) => { const r = t.rounds[x.tpn - 1]![round - 1]; return r === undefined || r.kind === 'none' || r.kind === 'bye'; }).map((x) => x.tpn));
    try {
      const input = teamRoundInput(t, round, { variant, absent });
      const p = pairTeamRound(input);
      const actual: PairingSummary = { pairs: p.pairs.map((x) => [playerId(x.white), playerId(x.black)] as const).sort((a, b) => a[0] - b[0]), bye: p.pab === null ? null : playerId(p.pab) };
      if (same(expected, actual)) return { round, status: 'match', expected, actual };
      const file: TeamPairing = { pairs: expected.pairs.map(([white, black]) => ({ white, black })), pab: expected.bye };
      const reason = teamRoundReason(input, file, p);
      return { round, status: 'differ', expected, actual, ...(reason === null ? {} : { reason }) };
    } catch (error) {
      return { round, status: 'error', expected, actual: null, message: error instanceof Error ? error.message : String(error) };
    }
  });
}
