/**
 * Standings: points and the tournament's tie-break list (C.07), ranked as art. 4.2 says — by the first entry,
 * then by the next wherever a tie persists; a tie the list leaves unbroken is a shared rank. The regulations'
 * edition is chosen once: the option, else the start date (`042`: before 1 March 2026 the 2024 text), else the
 * text in force. Pure; O(entries × players × rounds) plus the sorts; see docs/tiebreaks.md.
 */
import { ArgumentError } from '../errors.js';
import { ROUND_ROBIN_DEFAULT_LIST, ROUND_ROBIN_DEFAULT_SOURCE } from './roundRobinDefault.js';
import type { PlayerId, Tournament } from '../model/types.js';
import { averageOfBuchholz, buchholz, sonnebornBerger } from './buchholz.js';
import { blankValues } from './blanks.js';
import { buildContext, type Context } from './context.js';
import { directEncounterValues } from './directEncounter.js';
import * as own from './own.js';
import { parseTiebreakList } from './parse.js';
import { averageOf, averageRating, perfectPerformance, performance } from './rating.js';
import {
  RULES_2026_FROM,
  RULES_IN_FORCE,
  type ListSource,
  type RulesSource,
  type StandingRow,
  type Standings,
  type StandingsOptions,
  type TiebreakRules,
  type TiebreakSpec,
} from './types.js';

export * from './types.js';
export { parseTiebreakList, TiebreakListError, type ListPlace } from './parse.js';

type Values = readonly (number | null)[];

const PTS: TiebreakSpec = { code: 'PTS', name: 'PTS', cutLow: 0, cutHigh: 0, asPlayed: false, unratedRating: null };

/** The edition: option, else the start date, else the text in force. */
export function chooseTiebreakRules(t: Tournament, option?: TiebreakRules): { rules: TiebreakRules; source: RulesSource } {
  if (option !== undefined) return { rules: option, source: 'option' };
  if (t.startDate !== null) return { rules: t.startDate < RULES_2026_FROM ? '2024' : '2026', source: 'start date' };
  return { rules: RULES_IN_FORCE, source: 'in force' };
}

/** A round-robin type code (TRF-2026 `192`, e.g. FIDE_ROUNDROBIN): pairings fixed in advance. */
export function isRoundRobinCode(t: Tournament): boolean {
  return /ROUND_?ROBIN/i.test(t.typeRecords.record192?.text ?? '');
}

function chooseList(t: Tournament, option: StandingsOptions['tiebreaks'], roundRobin: boolean): { list: TiebreakSpec[]; source: ListSource; explicit: boolean } {
  if (option !== undefined) {
    const list = typeof option === 'string' ? parseTiebreakList(option, { what: '--tiebreaks' }) : [...option];
    return { list, source: 'option', explicit: false };
  }
  const place = (line: number | null, what: string) => ({
    file: t.fileName,
    ...(line === null ? {} : { line }),
    column: 5,
    what,
  });
  const r212 = t.tiebreakRecords?.record212 ?? null;
  if (r212 !== null) return { list: parseTiebreakList(r212.text, place(r212.line, 'record 212')), source: 'record 212', explicit: true };
  const r202 = t.tiebreakRecords?.record202 ?? null;
  if (r202 !== null) return { list: parseTiebreakList(r202.text, place(r202.line, 'record 202')), source: 'record 202', explicit: false };
  // A round robin that names no list: the default of roundRobinDefault.ts, named as such in every output.
  if (roundRobin) return { list: parseTiebreakList(ROUND_ROBIN_DEFAULT_LIST, { what: 'the round-robin default' }), source: ROUND_ROBIN_DEFAULT_SOURCE, explicit: false };
  return { list: [], source: 'points only', explicit: false };
}

/** The last round whose results are all in (a paired round awaiting results is not ranked). */
function defaultRound(t: Tournament): number {
  let round = t.roundsInFile;
  while (round > 0 && t.players.some((p) => p.rounds[round - 1]?.kind === 'pending')) round--;
  return round;
}

function valuesOf(ctx: Context, spec: TiebreakSpec, unrated: number | null): Values {
  switch (spec.name) {
    case 'PTS': return own.points(ctx);
    case 'STD': return own.standardPoints(ctx);
    case 'WIN': return own.wins(ctx);
    case 'WON': return own.gamesWon(ctx);
    case 'BPG': return own.blackGames(ctx);
    case 'BWG': return own.blackWins(ctx);
    case 'REP': return own.roundsElected(ctx);
    case 'PS': return own.progressive(ctx, spec);
    case 'KS': return own.koya(ctx, spec);
    case 'RTNG': return own.ownRating(ctx, spec.unratedRating ?? unrated);
    case 'TPN': return own.pairingNumber(ctx);
    case 'BH': return buchholz(ctx, spec, false);
    case 'FB': return buchholz(ctx, spec, true);
    case 'AOB': return averageOfBuchholz(ctx, spec);
    case 'SB': return sonnebornBerger(ctx, spec);
    case 'ARO': return averageRating(ctx, spec, unrated);
    case 'TPR': return performance(ctx, spec, unrated);
    case 'PTP': return perfectPerformance(ctx, spec, unrated);
    case 'APRO': return averageOf(ctx, performance(ctx, { ...spec, cutLow: 0, cutHigh: 0 }, unrated));
    case 'APPO': return averageOf(ctx, perfectPerformance(ctx, { ...spec, cutLow: 0, cutHigh: 0 }, unrated));
    case 'DE': return ctx.outcomes.map(() => 0); // 0: not separated; places are set group by group while ranking
  }
}

/** TPN and DE (a place) rank the lower first; every other value ranks the higher first; no value ranks last. */
export function lowerIsBetter(spec: TiebreakSpec): boolean {
  return spec.name === 'TPN' || spec.name === 'DE';
}

function sortKey(spec: TiebreakSpec, v: number | null): number {
  if (v === null) return -Infinity;
  return lowerIsBetter(spec) ? -v : v;
}

export function standings(tournament: Tournament, options: StandingsOptions = {}): Standings {
  const { rules, source: rulesSource } = chooseTiebreakRules(tournament, options.rules);
  const round = options.round ?? defaultRound(tournament);
  if (!Number.isInteger(round) || round < 0 || round > tournament.roundsInFile) {
    throw new ArgumentError(`round ${round} is not in the file (it has ${tournament.roundsInFile} round(s))`);
  }
  const pending = tournament.players.find((p) => p.rounds.slice(0, round).some((o) => o.kind === 'pending'));
  if (pending !== undefined) {
    throw new ArgumentError(`round ${round} is not finished: player ${pending.id} has a game without a result; rank an earlier round`);
  }
  const roundRobin = options.roundRobin === true || isRoundRobinCode(tournament);
  const { list, source: listSource, explicit } = chooseList(tournament, options.tiebreaks, roundRobin);
  const pointsFirst = !explicit && !list.some((s) => s.name === 'PTS');
  const ctx = buildContext(tournament, rules, round, roundRobin);
  const unrated = options.unratedRating ?? null;

  const order = pointsFirst ? [PTS, ...list] : list;
  const columns = order.map((spec) => [...valuesOf(ctx, spec, unrated)]);
  let groups: number[][] = [tournament.players.map((_, i) => i)];
  order.forEach((spec, k) => {
    const values = columns[k]!;
    const next: number[][] = [];
    for (const group of groups) {
      if (group.length === 1) {
        next.push(group);
        continue;
      }
      if (spec.name === 'DE') directEncounterValues(ctx, group, spec.asPlayed).forEach((place, j) => (values[group[j]!] = place));
      const sorted = [...group].sort((a, b) => sortKey(spec, values[b]!) - sortKey(spec, values[a]!) || a - b);
      let previous = NaN;
      for (const i of sorted) {
        const key = sortKey(spec, values[i]!);
        if (key === previous) next[next.length - 1]!.push(i);
        else next.push([i]);
        previous = key;
      }
    }
    groups = next;
  });

  const totals = own.points(ctx);
  const players: StandingRow[] = [];
  let rank = 1;
  const listColumns = list.map((spec) => columns[order.indexOf(spec)]!);
  for (const group of groups) {
    for (const i of group.length === 1 ? group : [...group].sort((a, b) => a - b)) {
      const values: Record<string, number | null> = {};
      list.forEach((spec, k) => (values[spec.code] = listColumns[k]![i]!));
      const { id, name, title, federation, rating } = tournament.players[i]!;
      players.push({ id, name, title, federation, rating, rank, points: totals[i]!, values });
    }
    rank += group.length;
  }
  players.sort((a, b) => a.rank - b.rank || a.id - b.id);
  const blanks = blankValues(ctx, list, listColumns, unrated);
  return { rules, rulesSource, tiebreaks: list, pointsFirst, listSource, round, roundRobin, players, blanks };
}

export interface Decision {
  readonly code: string;
  readonly valueA: number | null;
  readonly valueB: number | null;
}

/** The first entry of the ranking order (points first where they rank first) whose values separate a and b. */
export function decidingTiebreak(s: Standings, a: PlayerId, b: PlayerId): Decision | null {
  const rowA = s.players.find((p) => p.id === a);
  const rowB = s.players.find((p) => p.id === b);
  if (rowA === undefined || rowB === undefined) return null;
  if (s.pointsFirst && rowA.points !== rowB.points) return { code: 'PTS', valueA: rowA.points, valueB: rowB.points };
  for (const spec of s.tiebreaks) {
    const valueA = spec.name === 'PTS' ? rowA.points : (rowA.values[spec.code] ?? null);
    const valueB = spec.name === 'PTS' ? rowB.points : (rowB.values[spec.code] ?? null);
    if (valueA !== valueB) return { code: spec.code, valueA, valueB };
  }
  return null;
}
