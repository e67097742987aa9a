/**
 * `check` of the standings (issue 15 item 3; the FIDE 2026 endorsement checklist asks a checker for "the
 * standings positions that do not follow the tie-break list"): where the file writes ranks (001 columns 86-89)
 * and a tie-break list applies (`--tiebreaks`, else the file's `212`, else its `202`), every written rank is
 * compared with the rank the list gives (C.07, src/standings). A tie the list leaves unbroken may be ordered
 * either way by the file: a player of a group tied at ranks r..r+g-1 may be written at any of them.
 */
import { SwisspairError, formatDiagnostic } from '../errors.js';
import type { PlayerId, Tournament } from '../model/types.js';
import { decidingTiebreak, standings, type ListSource, type RulesSource, type Standings, type TiebreakRules } from '../standings/index.js';

export interface StandingsCheckOptions {
  /** The list as `--tiebreaks` writes it; default the file's 212, else 202 (without either: no check). */
  readonly tiebreaks?: string;
  readonly rules?: TiebreakRules;
  readonly unratedRating?: number;
  readonly roundRobin?: boolean;
}

export interface RankDifference {
  readonly player: PlayerId;
  /** The rank the file writes. */
  readonly fileRank: number;
  /** The rank by the list (the first of his tie group's ranks). */
  readonly rulesRank: number;
  /** The last rank of his tie group, when the list leaves him tied (any rank from rulesRank to it is right). */
  readonly rulesRankTo?: number;
  /** The player the list puts at the file's rank for him (the lowest id there); null when no player is there. */
  readonly against: PlayerId | null;
  /** The first entry of the ranking order (`PTS` for points) that separates the two, with both values. */
  readonly tiebreak: { readonly code: string; readonly player: number | null; readonly against: number | null } | null;
  readonly text: string;
}

export interface StandingsCheck {
  /** match: every written rank follows the list; differ: some do not; error: the standings cannot be made. */
  readonly status: 'match' | 'differ' | 'error';
  /** Absent with status error. */
  readonly rules?: TiebreakRules;
  /** What chose the rules: `option`, `start date`, `in force`. */
  readonly rulesSource?: RulesSource;
  readonly tiebreaks?: readonly string[];
  readonly listSource?: ListSource;
  /** The round the standings are after. */
  readonly round?: number;
  /** How many written ranks were compared. */
  readonly checked: number;
  readonly differences: readonly RankDifference[];
  /** Why the standings cannot be made (status error): a bad tie-break list, an unfinished round. */
  readonly message?: string;
}

/** Numbers as the sentence shows them: at most two decimals, no trailing zeros (the JSON keeps the numbers). */
const shown = (v: number | null): string => (v === null ? 'none' : String(Math.round(v * 100) / 100));

/** Whether the check applies: the file writes ranks, and a list is given or written. */
export function standingsApply(t: Tournament, options: StandingsCheckOptions): boolean {
  const hasList = options.tiebreaks !== undefined || (t.tiebreakRecords?.record212 ?? null) !== null || (t.tiebreakRecords?.record202 ?? null) !== null;
  return hasList && t.players.some((p) => p.writtenRank !== undefined && p.writtenRank !== null);
}

function difference(s: Standings, player: PlayerId, fileRank: number, range: ReadonlyMap<number, number>, atRank: (r: number) => PlayerId | null): RankDifference {
  const row = s.players.find((p) => p.id === player)!;
  const to = range.get(row.rank)!;
  const against = atRank(fileRank);
  const d = against === null ? null : decidingTiebreak(s, player, against);
  const tiebreak = d === null ? null : { code: d.code, player: d.valueA, against: d.valueB };
  const rulesText = to > row.rank ? `${row.rank}-${to} (tied)` : String(row.rank);
  let why: string;
  if (against === null) why = `no player has rank ${fileRank} by the rules (${s.players.length} ranked)`;
  else if (tiebreak === null) why = `the list leaves him tied with player ${against}`;
  else why = `${tiebreak.code} decides between him and player ${against} (rank ${fileRank} by the list): ${shown(tiebreak.player)} against ${shown(tiebreak.against)}`;
  return {
    player,
    fileRank,
    rulesRank: row.rank,
    ...(to > row.rank ? { rulesRankTo: to } : {}),
    against,
    tiebreak,
    text: `player ${player}: rank ${fileRank} in the file, ${rulesText} by the tie-break list; ${why}`,
  };
}

/**
 * The written ranks against the list's. Null when the check does not apply (no ranks, or no list). O(n log n)
 * plus the standings' cost and O(n) per wrong rank.
 */
export function checkStandings(t: Tournament, options: StandingsCheckOptions = {}): StandingsCheck | null {
  if (!standingsApply(t, options)) return null;
  let s: Standings;
  try {
    s = standings(t, {
      ...(options.tiebreaks === undefined ? {} : { tiebreaks: options.tiebreaks }),
      ...(options.rules === undefined ? {} : { rules: options.rules }),
      ...(options.unratedRating === undefined ? {} : { unratedRating: options.unratedRating }),
      ...(options.roundRobin === undefined ? {} : { roundRobin: options.roundRobin }),
    });
  } catch (error) {
    if (!(error instanceof SwisspairError)) throw error;
    const message = error.diagnostics.map(formatDiagnostic).join('; ') || error.message;
    return { status: 'error', checked: 0, differences: [], message };
  }
  // Each tie group's ranks: rank r (its first) .. r + size - 1.
  const size = new Map<number, number>();
  for (const p of s.players) size.set(p.rank, (size.get(p.rank) ?? 0) + 1);
  const range = new Map([...size].map(([r, n]) => [r, r + n - 1]));
  // The lowest id of each group (players come sorted by rank, then id) and the groups' first ranks, ascending.
  const lowest = new Map<number, PlayerId>();
  for (const p of s.players) if (!lowest.has(p.rank)) lowest.set(p.rank, p.id);
  const starts = [...lowest.keys()];
  const atRank = (r: number): PlayerId | null => {
    // The last group starting at or before r, if its ranks reach r.
    let lo = 0;
    let hi = starts.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! <= r) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (found < 0 || range.get(starts[found]!)! < r) return null;
    return lowest.get(starts[found]!)!;
  };
  const rulesRank = new Map(s.players.map((p) => [p.id, p.rank]));
  const differences: RankDifference[] = [];
  let checked = 0;
  for (const p of t.players) {
    const written = p.writtenRank;
    const rank = rulesRank.get(p.id);
    if (written === undefined || written === null || rank === undefined) continue;
    checked++;
    if (written >= rank && written <= range.get(rank)!) continue;
    differences.push(difference(s, p.id, written, range, atRank));
  }
  return {
    status: differences.length > 0 ? 'differ' : 'match',
    rules: s.rules,
    rulesSource: s.rulesSource,
    tiebreaks: s.tiebreaks.map((x) => x.code),
    listSource: s.listSource,
    round: s.round,
    checked,
    differences,
  };
}
