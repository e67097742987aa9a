/**
 * Team round robins (TRF-2026 192 `FIDE_TEAM_ROUNDROBIN`, `FIDE_TEAM_DOUBLEROUNDROBIN`, `BERGER_TEAM_ROUNDROBIN[_Gn]`,
 * `BERGER_TEAM_DOUBLEROUNDROBIN`; rules/trf2026-teams.md 5.1 "Predetermined pairing (teams)"): the Berger table of
 * C.05 Annex 1 indexed by team pairing numbers (310), exactly as the individual table is indexed by starting ranks.
 * The team named first in the table is the first-named team of the match: on each board its player has the colour
 * 352 gives that board (WBWB... by default), so "the first team has White on board 1" when 352 starts with W.
 * Boards are filled from each team's 310 roster in order (or its 300 line-up).
 *
 * A team absent in the round paired (a `240` naming it for that round) keeps its scheduled match, written as a
 * forfeited match (330) as a withdrawn player's games are in an individual round robin (C.06 V.4).
 *
 * O(teams) per round, O(teams x rounds) to check a file.
 */
import type { Diagnostic, SourcePosition } from '../../errors.js';
import { InputError } from '../../errors.js';
import type { TeamRound, TeamTournament } from '../../model/types.js';
import type { Absence } from './event.js';
import type { RoundRobinFormat } from './format.js';
import { scheduledRound, totalRounds } from './schedule.js';

export interface TeamRoundRobinMatch {
  /** The match number: the table's board. */
  readonly match: number;
  /** The first-named team (the table's "White"): its board 1 has 352's first colour. */
  readonly first: number;
  readonly second: number;
  readonly absent: Absence;
}

export interface TeamRoundRobinRound {
  readonly round: number;
  readonly format: RoundRobinFormat;
  readonly tableRound: number;
  readonly cycle: number;
  readonly matches: readonly TeamRoundRobinMatch[];
  /** The team whose table opponent is the dummy of an odd field: no match this round. */
  readonly bye: number | null;
}

export interface TeamDeviation {
  readonly round: number;
  readonly match: number | null;
  readonly message: string;
  readonly position: SourcePosition | null;
}

/** The colour a team's board 1 has when it is named first: 352's first board. */
export function firstNamedColour(t: TeamTournament): 'w' | 'b' {
  return t.boardColours.startsWith('B') ? 'b' : 'w';
}

function position(t: TeamTournament, tpn: number): SourcePosition | null {
  const line = t.teams[tpn - 1]?.line ?? 0;
  return line > 0 ? { file: t.fileName, line, column: 5 } : null;
}

const matchOf = (r: TeamRound | undefined): Extract<TeamRound, { kind: 'match' }> | null => (r?.kind === 'match' ? r : null);

/** How one scheduled match reads in the file; null when it agrees. */
function matchProblem(t: TeamTournament, round: number, first: number, second: number): string | null {
  const a = matchOf(t.rounds[first - 1]?.[round - 1]);
  const b = matchOf(t.rounds[second - 1]?.[round - 1]);
  const table = `the table has ${first}-${second}`;
  if (a === null && b === null) return `${table}; the file has no match for either team`;
  if (a !== null && a.opponent !== second) return `${table}; the file pairs team ${first} with team ${a.opponent}`;
  if (b !== null && b.opponent !== first) return `${table}; the file pairs team ${second} with team ${b.opponent}`;
  if (a === null || b === null) return `${table}; the file has the match for team ${a === null ? second : first} only`;
  const own = firstNamedColour(t);
  if (a.colour !== null && a.colour !== own) return `${table}; the file has the colours reversed (${second}-${first}: team ${second} has ${own === 'w' ? 'White' : 'Black'} on board 1)`;
  return null;
}

/** Every way rounds 1..upTo of a team file depart from the table. */
export function teamDeviations(t: TeamTournament, format: RoundRobinFormat, upTo: number = t.roundsInFile): TeamDeviation[] {
  const n = t.teams.length;
  const total = totalRounds(n, format);
  const out: TeamDeviation[] = [];
  for (let r = 1; r <= upTo; r++) {
    if (r > total) {
      out.push({ round: r, match: null, message: `round ${r}: more rounds than the table has (${n} teams, ${format.code}: ${total} rounds)`, position: null });
      continue;
    }
    const s = scheduledRound(n, format, r);
    s.games.forEach((g, i) => {
      const problem = matchProblem(t, r, g.white, g.black);
      if (problem !== null) out.push({ round: r, match: i + 1, message: `round ${r} match ${i + 1}: ${problem}`, position: position(t, g.white) });
    });
    if (s.bye !== null) {
      const m = matchOf(t.rounds[s.bye - 1]?.[r - 1]);
      if (m !== null) out.push({ round: r, match: null, message: `round ${r}: the table gives team ${s.bye} no match (the odd field's bye); the file pairs it with team ${m.opponent}`, position: position(t, s.bye) });
    }
  }
  return out;
}

export const teamDeviationDiagnostic = (d: TeamDeviation): Diagnostic => ({ position: d.position, message: d.message });

function absence(t: TeamTournament, round: number, first: number, second: number): Absence {
  const declared = t.declaredByes.get(round);
  const a = declared?.has(first) === true;
  const b = declared?.has(second) === true;
  return a && b ? 'both' : a ? 'white' : b ? 'black' : 'none';
}

/**
 * Round `round` of a team round robin from its table. Refused (InputError, exit 3) when the round is past the
 * table's last, or when a round before it departs from the table.
 */
export function pairTeamRoundRobin(t: TeamTournament, format: RoundRobinFormat, round: number): TeamRoundRobinRound {
  if (format.custom) throw new InputError([{ position: null, message: `${format.code} is a round robin not by the Berger tables: there is no table to pair it from` }]);
  const n = t.teams.length;
  if (n < 2) throw new InputError([{ position: null, message: `a round robin needs at least 2 teams; the file has ${n}` }]);
  const before = teamDeviations(t, format, Math.min(round - 1, t.roundsInFile));
  if (before.length > 0) throw new InputError(before.map(teamDeviationDiagnostic));
  const total = totalRounds(n, format);
  if (round > total) {
    throw new InputError([{ position: null, message: `round ${round}: the table of ${n} teams (${format.code}) has ${total} rounds`, expected: `a round from 1 to ${total}` }]);
  }
  const s = scheduledRound(n, format, round);
  const matches = s.games.map((g, i) => ({ match: i + 1, first: g.white, second: g.black, absent: absence(t, round, g.white, g.black) }));
  return { round, format, tableRound: s.tableRound, cycle: s.cycle, matches, bye: s.bye };
}
