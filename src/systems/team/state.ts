/**
 * The engine's input for a round of a team tournament: scores, colours, opponents, byes and floats before the
 * round (C.04.6 1.2-1.7, 2.1), from the team model. O(teams x rounds).
 */
import type { TeamRound, TeamTournament } from '../../model/team.js';
import { teamVirtualPoints } from '../../model/teamBaku.js';
import { adjustmentAfter } from '../../model/teamPoints.js';
import type { TeamVariant } from '../../model/teamVariant.js';
import type { TeamColour, TeamEntrant, TeamRoundInput } from './types.js';

function scoreOf(r: TeamRound, kind: 'mp' | 'gp'): number {
  if (r.kind === 'none') return 0;
  return kind === 'mp' ? r.matchPoints : r.gamePoints;
}

export interface TeamStateOptions {
  /** Overrides the file's variant (`--team-colours`, `--team-score`). */
  readonly variant?: TeamVariant;
  /** Teams not to be paired (absent), besides the 240 byes of the round. */
  readonly absent?: ReadonlySet<number>;
}

/** The input for pairing `round` (rounds before it are read from the model). */
export function teamRoundInput(t: TeamTournament, round: number, options: TeamStateOptions = {}): TeamRoundInput {
  const variant = options.variant ?? t.variant;
  const secondary = variant.primary === 'mp' ? 'gp' : 'mp';
  const before = t.rounds.map((h) => h.slice(0, round - 1));
  // Scores before each round, for 1.5 (a floater met an opponent with a different score).
  // C.04.7 for `_BAKU` codes, or the file's 250 records: virtual points are part of the pairing score (model/teamBaku.ts).
  const virtual = (r: number): ((tpn: number) => number) => teamVirtualPoints(t, variant, r);
  const now = virtual(round);
  const previous = virtual(round - 1);
  // TRF-2026 299 bonuses and penalties given by then count too (src/model/teamPoints.ts).
  const bonus = (tpn: number, r: number, kind: 'mp' | 'gp'): number => adjustmentAfter(t.adjustments, tpn, r - 1)[kind];
  const scoreBefore = (tpn: number, r: number): number =>
    before[tpn - 1]!.slice(0, r - 1).reduce((s, x) => s + scoreOf(x, variant.primary), 0) + bonus(tpn, r, variant.primary) + previous(tpn);
  const byes = t.declaredByes.get(round);
  const entrants: TeamEntrant[] = [];
  for (const team of t.teams) {
    if (byes?.has(team.tpn) || options.absent?.has(team.tpn)) continue;
    const history = before[team.tpn - 1]!;
    const colours: TeamColour[] = [];
    const roundColours: (TeamColour | null)[] = [];
    const met = new Set<number>();
    let byeBarred = false;
    let matchesPlayed = 0;
    for (const r of history) {
      const playedColour = r.kind === 'match' && r.played ? r.colour : null;
      roundColours.push(playedColour);
      if (playedColour !== null) colours.push(playedColour);
      if (r.kind === 'match' && r.played) {
        met.add(r.opponent);
        matchesPlayed++;
      }
      if (r.kind === 'pab' || (r.kind === 'bye' && r.bye === 'full') || (r.kind === 'match' && r.forfeit === 'won')) byeBarred = true;
    }
    const last = history[round - 2];
    const floatedLastRound = last?.kind === 'match' && scoreBefore(team.tpn, round - 1) !== scoreBefore(last.opponent, round - 1);
    entrants.push({
      tpn: team.tpn,
      score: history.reduce((s, r) => s + scoreOf(r, variant.primary), 0) + bonus(team.tpn, round, variant.primary) + now(team.tpn),
      secondary: history.reduce((s, r) => s + scoreOf(r, secondary), 0) + bonus(team.tpn, round, secondary),
      colours,
      roundColours,
      met,
      byeBarred,
      matchesPlayed,
      floatedLastRound,
    });
  }
  const planned = t.plannedRounds;
  return {
    round,
    variant,
    lastTwoRounds: planned !== null && round >= planned - 1,
    lastRound: planned !== null && round >= planned,
    initialColour: t.initialColour,
    entrants,
  };
}
