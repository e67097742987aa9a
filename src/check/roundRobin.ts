/**
 * `check` of a round robin: every round of the file against its Berger table (src/systems/roundrobin), board by
 * board, colours included, and the standings against the file's tie-break list or, when it names none, the
 * round-robin default (src/standings/roundRobinDefault.ts). O(n * rounds) for the rounds.
 */
import type { PlayerId, Tournament } from '../model/types.js';
import { playerId } from '../model/types.js';
import { deviations, numberingProblems, type Deviation } from '../systems/roundrobin/event.js';
import type { RoundRobinFormat } from '../systems/roundrobin/format.js';
import { scheduledRound, totalRounds } from '../systems/roundrobin/schedule.js';
import { InputError } from '../errors.js';
import type { TeamTournament } from '../model/types.js';
import { teamDeviations } from '../systems/roundrobin/teams.js';
import { recordedTeamPairing } from './teams.js';
import { recordedPairing, type PairingSummary, type RoundCheck } from './check.js';
import { checkStandings, standingsApply, type StandingsCheck, type StandingsCheckOptions } from './standings.js';

// The list when the file names none: src/standings/roundRobinDefault.ts (C.07 4.1.1, the pre-2023 recommendation).
export { ROUND_ROBIN_DEFAULT_LIST } from '../standings/roundRobinDefault.js';
import { ROUND_ROBIN_DEFAULT_LIST, ROUND_ROBIN_DEFAULT_SOURCE } from '../standings/roundRobinDefault.js';

function tableSummary(t: Tournament, format: RoundRobinFormat, round: number): PairingSummary | null {
  if (round > totalRounds(t.players.length, format)) return null;
  const s = scheduledRound(t.players.length, format, round);
  const pairs = s.games.map((g) => [playerId(g.white), playerId(g.black)] as const).sort((a, b) => a[0] - b[0]);
  return { pairs, bye: null };
}

function playersOf(d: readonly Deviation[]): PlayerId[] {
  const ids = new Set<number>();
  for (const x of d) for (const m of x.message.matchAll(/\b(\d+)-(\d+)\b/g)) ids.add(Number(m[1])).add(Number(m[2]));
  return [...ids].sort((a, b) => a - b).map(playerId);
}

/** Each round of the file (or the listed ones) against the table. A gap in the pairing numbers is an InputError. */
export function checkRoundRobinRounds(t: Tournament, format: RoundRobinFormat, rounds?: readonly number[]): RoundCheck[] {
  const numbering = numberingProblems(t);
  if (numbering.length > 0) throw new InputError(numbering.map((d) => ({ position: d.position, message: d.message })));
  if (format.custom) throw new InputError([{ position: null, message: `${format.code}: a round robin not by the Berger tables; there is no table to check its rounds against` }]);
  const byRound = new Map<number | null, Deviation[]>();
  for (const d of deviations(t, format)) byRound.set(d.round, [...(byRound.get(d.round) ?? []), d]);
  const list = rounds ?? Array.from({ length: t.roundsInFile }, (_, i) => i + 1);
  return list.map((round): RoundCheck => {
    const expected = recordedPairing(t, round);
    const actual = tableSummary(t, format, round);
    const mine = byRound.get(round) ?? [];
    if (actual === null) return { round, status: 'error', expected, actual: null, message: mine[0]?.message ?? `round ${round} is past the table's last` };
    if (mine.length === 0) return { round, status: 'match', expected, actual };
    const text = mine.map((d) => d.message.replace(/^round \d+ /, '').replace(/^round \d+: /, '')).join('; ');
    return { round, status: 'differ', expected, actual, reason: { kind: 'table', article: 'C.05 Annex 1', players: playersOf(mine), text } };
  });
}

/** The standings half: the file's list (212/202) or --tiebreaks, else the round-robin default, said as such. */
export function checkRoundRobinStandings(t: Tournament, options: StandingsCheckOptions): StandingsCheck | null {
  const named = options.tiebreaks !== undefined || (t.tiebreakRecords?.record212 ?? null) !== null || (t.tiebreakRecords?.record202 ?? null) !== null;
  const o = { ...options, roundRobin: true, ...(named ? {} : { tiebreaks: ROUND_ROBIN_DEFAULT_LIST }) };
  if (!standingsApply(t, o)) return null;
  const s = checkStandings(t, o);
  return s === null || named || s.status === 'error' ? s : { ...s, listSource: ROUND_ROBIN_DEFAULT_SOURCE };
}

/**
 * Each round of a team round robin (or the listed ones) against the table by team pairing numbers: the same
 * matches, the first-named team (352's colour on board 1) as the table names it. O(teams x rounds).
 */
export function checkTeamRoundRobinRounds(t: TeamTournament, format: RoundRobinFormat, rounds?: readonly number[]): RoundCheck[] {
  if (format.custom) throw new InputError([{ position: null, message: `${format.code}: a round robin not by the Berger tables; there is no table to check its rounds against` }]);
  const all = teamDeviations(t, format);
  const n = t.teams.length;
  const list = rounds ?? Array.from({ length: t.roundsInFile }, (_, i) => i + 1);
  return list.map((round): RoundCheck => {
    const expected = recordedTeamPairing(t, round);
    const mine = all.filter((d) => d.round === round);
    if (round > totalRounds(n, format)) return { round, status: 'error', expected, actual: null, message: mine[0]?.message ?? `round ${round} is past the table's last` };
    const s = scheduledRound(n, format, round);
    const actual: PairingSummary = { pairs: s.games.map((g) => [playerId(g.white), playerId(g.black)] as const).sort((a, b) => a[0] - b[0]), bye: null };
    if (mine.length === 0) return { round, status: 'match', expected, actual };
    const text = mine.map((d) => d.message.replace(/^round \d+:? /, '')).join('; ');
    return { round, status: 'differ', expected, actual, reason: { kind: 'table', article: 'C.05 Annex 1', players: playersOf(mine.map((d) => ({ ...d, board: d.match }))), text } };
  });
}
