/**
 * Team round robins behind the PairingSystem interface (`units: 'teams'`, `fixedSchedule`): the Berger table by
 * team pairing numbers (teams.ts). The variants are the individual round robin's (`single`, `double`,
 * `fide-double`), read from the team codes of ETT26 (`FIDE_TEAM_ROUNDROBIN`, `BERGER_TEAM_DOUBLEROUNDROBIN`,
 * `FIDE_TEAM_DOUBLEROUNDROBIN`, `BERGER_TEAM_ROUNDROBIN_Gn`); the file's own code decides the schedule when it
 * names one. `pair` returns pairs of team pairing numbers, the first-named team as `white`, and the odd field's
 * team without a match among those not paired (no PAB: a round robin has none).
 */
import { ArgumentError } from '../../errors.js';
import { playerId, type Tournament } from '../../model/types.js';
import { UNPLAYED_2017 } from '../../model/unplayed.js';
import type { PairingSystem } from '../system.js';
import type { RoundPairing } from '../shared/types.js';
import { roundRobinFormat, type RoundRobinFormat } from './format.js';
import { pairTeamRoundRobin } from './teams.js';

const VARIANTS: Readonly<Record<string, string>> = {
  single: 'FIDE_TEAM_ROUNDROBIN',
  double: 'BERGER_TEAM_DOUBLEROUNDROBIN',
  'fide-double': 'FIDE_TEAM_DOUBLEROUNDROBIN',
};

function variantOf(f: RoundRobinFormat): string | null {
  if (f.cycles === 1) return 'single';
  if (f.cycles === 2) return f.swapLastTwo ? 'fide-double' : 'double';
  return null;
}

/** The schedule of a team tournament: its own team round-robin code's, else the chosen variant's. */
export function teamRoundRobinFormatFor(t: Tournament, edition: string): RoundRobinFormat {
  const own = roundRobinFormat(t.typeRecords.record192?.text);
  return own !== null && own.team ? own : roundRobinFormat(VARIANTS[edition] ?? VARIANTS['single']!)!;
}

export const teamRoundRobinSystem: PairingSystem = {
  id: 'team-roundrobin',
  label: 'Team round robin',
  article: 'C.05 Annex 1',
  units: 'teams',
  editions: ['single', 'double', 'fide-double'],
  editionOn: () => 'single',
  readCode: (code) => {
    const f = roundRobinFormat(code);
    if (f === null || !f.team || f.custom) return undefined;
    return { edition: variantOf(f) };
  },
  writeCode: (edition) => VARIANTS[edition] ?? VARIANTS['single']!,
  namedBy: (text) => /\bteam/i.test(text) && /round.?robin|berger/i.test(text),
  unplayed: () => UNPLAYED_2017,
  pair: (state, choice): RoundPairing => {
    const t = state.tournament.teams;
    if (t === undefined) throw new ArgumentError(`${state.tournament.fileName}: a team round robin pairs team files (310 records naming each team's players)`);
    const p = pairTeamRoundRobin(t, teamRoundRobinFormatFor(state.tournament, choice.edition), state.round);
    return {
      round: p.round,
      pairs: p.matches.map((m) => ({ white: playerId(m.first), black: playerId(m.second) })),
      bye: null,
      notPaired: p.bye === null ? [] : [playerId(p.bye)],
    };
  },
  fixedSchedule: true,
};
