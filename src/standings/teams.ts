/**
 * Team standings (C.07 2026 arts. 11-13, ../shared/rules/tiebreaks-teams-2026.md, substance only): teams ranked by
 * the primary score of the variant (C.04.6 1.2), then the team tie-break list, applied as art. 4.2 says (the next
 * entry only where a tie persists; EDE within each tied group). Codes: MP, GP (MPTS/GPTS, PTS = the primary),
 * MPvGP, BH and SB with `:MP`/`:GP` (default the primary) and `/Cn`, `/P`; EMMSB, EMGSB, EGMSB, EGGSB;
 * EDE, EDET, EDEB, EDEBT, EDEBB; BC, TBR, BBE.
 *
 * Readings (docs/teams.md): a round counts for BH/SB only when the match was played (art. 15.1: a forfeited match
 * is an unplayed round), or also forfeited with `/P`; the art. 16 dummy opponent for own unplayed rounds is not
 * applied (those rounds add 0); an opponent's score is its final score as it stands. BC/TBR/BBE count a PAB as a
 * win on every board (art. 12 preamble). Pure; O(teams x rounds x boards + teams log teams) per entry.
 */
import { ArgumentError } from '../errors.js';
import { teamScores, type TeamTournament } from '../model/team.js';
import type { TeamScoreKind } from '../model/teamVariant.js';
import type { TrfDocument } from '../trf/types.js';
import { pointSystemOf } from '../trf/pointSystem.js';
import { outcomeOf } from '../model/outcome.js';
import { pointsOf } from '../model/points.js';

export type TeamTiebreakName = 'MP' | 'GP' | 'MPVGP' | 'BH' | 'SB' | 'ESB' | 'EDE' | 'BC' | 'TBR' | 'BBE';

export interface TeamTiebreak {
  readonly code: string;
  readonly name: TeamTiebreakName;
  /** The score summed (BH, SB: the opponents'; ESB: the opponent's total). */
  readonly score: TeamScoreKind;
  /** ESB: the score against the opponent. */
  readonly against: TeamScoreKind;
  readonly cut: number;
  readonly asPlayed: boolean;
}

const WHAT = 'team tie-breaks: MP GP MPvGP BH SB (with :MP/:GP, /Cn, /P) EMMSB EMGSB EGMSB EGGSB EDE EDET EDEB EDEBT EDEBB BC TBR BBE';

/** Reads a team tie-break list (202/212 or --tiebreaks). `primary` resolves PTS and codes without `:MP`/`:GP`. */
export function parseTeamTiebreaks(text: string, primary: TeamScoreKind, what: string): TeamTiebreak[] {
  const out: TeamTiebreak[] = [];
  let column = 1;
  for (const raw of text.split(/([,\s]+)/)) {
    const entry = raw.trim();
    if (entry === '' || /^[,\s]+$/.test(raw)) { column += raw.length; continue; }
    const bad = (why: string): never => { throw new ArgumentError(`${what}, column ${column}: ${why} "${entry}"; expected ${WHAT}`); };
    const [head, ...mods] = entry.toUpperCase().split('/');
    const [acronym, suffix] = head!.split(':');
    const score: TeamScoreKind | null = suffix === undefined ? primary : suffix === 'MP' ? 'mp' : suffix === 'GP' ? 'gp' : null;
    if (score === null) bad('unknown score suffix in');
    let cut = 0;
    let asPlayed = false;
    for (const m of mods) {
      if (/^C\d$/.test(m)) cut = Number(m.slice(1));
      else if (m === 'P') asPlayed = true;
      else bad('unsupported modifier in');
    }
    const base = { code: entry, score: score!, against: score!, cut, asPlayed };
    const codes: Record<string, () => TeamTiebreak[]> = {
      PTS: () => [{ ...base, name: primary === 'mp' ? 'MP' : 'GP', score: primary }],
      MP: () => [{ ...base, name: 'MP', score: 'mp' }], MPTS: () => [{ ...base, name: 'MP', score: 'mp' }],
      GP: () => [{ ...base, name: 'GP', score: 'gp' }], GPTS: () => [{ ...base, name: 'GP', score: 'gp' }],
      MPVGP: () => [{ ...base, name: 'MPVGP', score: primary === 'mp' ? 'gp' : 'mp' }],
      BH: () => [{ ...base, name: 'BH' }], SB: () => [{ ...base, name: 'SB' }],
      EMMSB: () => [{ ...base, name: 'ESB', score: 'mp', against: 'mp' }], EMGSB: () => [{ ...base, name: 'ESB', score: 'mp', against: 'gp' }],
      EGMSB: () => [{ ...base, name: 'ESB', score: 'gp', against: 'mp' }], EGGSB: () => [{ ...base, name: 'ESB', score: 'gp', against: 'gp' }],
      EDE: () => [{ ...base, name: 'EDE' }],
      EDET: () => [{ ...base, name: 'EDE' }, { ...base, name: 'TBR' }], EDEB: () => [{ ...base, name: 'EDE' }, { ...base, name: 'BBE' }],
      EDEBT: () => [{ ...base, name: 'EDE' }, { ...base, name: 'BC' }, { ...base, name: 'TBR' }],
      EDEBB: () => [{ ...base, name: 'EDE' }, { ...base, name: 'BC' }, { ...base, name: 'BBE' }],
      BC: () => [{ ...base, name: 'BC' }], TBR: () => [{ ...base, name: 'TBR' }], BBE: () => [{ ...base, name: 'BBE' }],
    };
    const make = codes[acronym!];
    if (make === undefined) bad('unknown team tie-break');
    out.push(...make!().map((t) => ({ ...t, code: entry })));
    column += raw.length;
  }
  return out;
}

/** What the tie-breaks read of a team tournament: scores, each team's matches, its game points board by board. */
interface TeamData {
  readonly t: TeamTournament;
  readonly mp: readonly number[];
  readonly gp: readonly number[];
  /** Per team, per board: game points (tenths) over all rounds; a PAB a win on every board (art. 12). */
  readonly boardPoints: readonly (readonly number[])[];
}

function boardPoints(doc: TrfDocument, t: TeamTournament, rounds: number): number[][] {
  const system = pointSystemOf(doc);
  const players = new Map<number, TrfDocument['records'][number]>();
  for (const r of doc.records) if (r.kind === 'player') players.set(r.startingRank, r);
  return t.teams.map((team) => {
    const sums = Array.from({ length: t.boards }, () => 0);
    for (let r = 1; r <= rounds; r++) {
      const round = t.rounds[team.tpn - 1]![r - 1]!;
      if (round.kind === 'pab') { sums.forEach((_, i) => (sums[i]! += system.win)); continue; }
      if (round.kind !== 'match') continue;
      const lineup = t.section.lineups.find((l) => l.round === r && l.team === team.tpn);
      const order = lineup === undefined ? team.players : lineup.players;
      order.slice(0, t.boards).forEach((p, i) => {
        const rec = p === null ? undefined : players.get(p);
        if (rec?.kind === 'player') sums[i]! += pointsOf(outcomeOf(rec.rounds[r - 1]), system);
      });
    }
    return sums;
  });
}

/** Matches that count for BH/SB: played ones, and forfeited ones with /P. */
function counted(d: TeamData, tpn: number, asPlayed: boolean): { opponent: number; mp: number; gp: number }[] {
  return d.t.rounds[tpn - 1]!.slice(0, roundsOf(d)).flatMap((r) => (r.kind === 'match' && (r.played || asPlayed) ? [{ opponent: r.opponent, mp: r.matchPoints, gp: r.gamePoints }] : []));
}
const roundsOf = (d: TeamData): number => d.mp.length === 0 ? 0 : d.t.roundsInFile;
const scoreOf = (d: TeamData, kind: TeamScoreKind, tpn: number): number => (kind === 'mp' ? d.mp : d.gp)[tpn - 1]!;
const cutSum = (xs: number[], cut: number): number => [...xs].sort((a, b) => a - b).slice(cut).reduce((a, b) => a + b, 0);

/** A tie-break's value (a number, or a vector compared board by board) for each team of a group. */
type Value = number | readonly number[];

function values(d: TeamData, tb: TeamTiebreak, group: readonly number[]): Value[] {
  switch (tb.name) {
    case 'MP': case 'GP': case 'MPVGP': return group.map((x) => scoreOf(d, tb.score, x));
    case 'BH': return group.map((x) => cutSum(counted(d, x, tb.asPlayed).map((m) => scoreOf(d, tb.score, m.opponent)), tb.cut));
    case 'SB': case 'ESB':
      // 13.2: opponent's final score x the score against it; Cut-1 drops the opponent with the lowest score (14.1.2).
      return group.map((x) => {
        const ms = counted(d, x, tb.asPlayed).map((m) => ({ key: scoreOf(d, tb.score, m.opponent), v: scoreOf(d, tb.score, m.opponent) * (tb.against === 'mp' ? m.mp : m.gp) }));
        ms.sort((a, b) => a.key - b.key || a.v - b.v);
        return ms.slice(tb.cut).reduce((a, m) => a + m.v, 0) / 10; // tenths x tenths / 10: tenths
      });
    case 'BC': return group.map((x) => d.boardPoints[x - 1]!.reduce((a, p, i) => a + (i + 1) * p, 0));
    case 'TBR': return group.map((x) => d.boardPoints[x - 1]!);
    case 'BBE': return group.map((x) => { const b = d.boardPoints[x - 1]!; return b.map((_, k) => b.slice(0, b.length - 1 - k).reduce((a, p) => a + p, 0)).slice(0, b.length - 1); });
    case 'EDE': return ede(d, group);
  }
}

/** 13.3.1: direct encounter on the primary score among the group (all of them met), then on the secondary. */
function ede(d: TeamData, group: readonly number[]): Value[] {
  const inGroup = new Set(group);
  const met = group.every((x) => group.every((y) => x === y || d.t.rounds[x - 1]!.slice(0, d.t.roundsInFile).some((r) => r.kind === 'match' && r.played && r.opponent === y)));
  if (!met || group.length < 2) return group.map(() => 0);
  const within = (kind: TeamScoreKind, x: number): number => d.t.rounds[x - 1]!.slice(0, d.t.roundsInFile).reduce((a, r) => a + (r.kind === 'match' && r.played && inGroup.has(r.opponent) ? (kind === 'mp' ? r.matchPoints : r.gamePoints) : 0), 0);
  const primary = d.t.variant.primary;
  const secondary: TeamScoreKind = primary === 'mp' ? 'gp' : 'mp';
  return group.map((x) => [within(primary, x), within(secondary, x)]);
}

const compare = (a: Value, b: Value): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [xa, xb] = [a as readonly number[], b as readonly number[]];
  for (let i = 0; i < Math.min(xa.length, xb.length); i++) if (xa[i] !== xb[i]) return xa[i]! - xb[i]!;
  return 0;
};

export interface TeamStandingRow {
  readonly rank: number;
  readonly tpn: number;
  readonly name: string;
  readonly mp: number;
  readonly gp: number;
  /** One per tie-break of the list, in tenths: a number, or a vector (TBR, BBE: by board; EDE: primary, secondary). */
  readonly values: readonly Value[];
}

export interface TeamStandings {
  readonly round: number;
  readonly primary: TeamScoreKind;
  readonly tiebreaks: readonly TeamTiebreak[];
  readonly rows: readonly TeamStandingRow[];
}

/** Ranks the teams after `round` (default: every round in the file). */
export function teamStandings(doc: TrfDocument, t: TeamTournament, tiebreaks: readonly TeamTiebreak[], round = t.roundsInFile): TeamStandings {
  const { mp, gp } = teamScores(t, round);
  const d: TeamData = { t: { ...t, roundsInFile: round }, mp, gp, boardPoints: boardPoints(doc, t, round) };
  const primary = t.variant.primary;
  const list: TeamTiebreak[] = [{ code: primary.toUpperCase(), name: primary === 'mp' ? 'MP' : 'GP', score: primary, against: primary, cut: 0, asPlayed: false }, ...tiebreaks];
  // Every team's value of every entry; EDE's depends on the group, filled as groups form (art. 4.2 / 13.3.3).
  const value = new Map<number, Value[]>(t.teams.map((x) => [x.tpn, []]));
  let groups: number[][] = [t.teams.map((x) => x.tpn)];
  list.forEach((tb, k) => {
    const lower = tb.name === 'BC';
    groups = groups.flatMap((g) => {
      const vs = values(d, tb, g);
      g.forEach((x, i) => (value.get(x)![k] = vs[i]!));
      if (g.length < 2) return [g];
      const sorted = [...g].sort((a, b) => (lower ? 1 : -1) * compare(value.get(a)![k]!, value.get(b)![k]!) || a - b);
      const out: number[][] = [];
      for (const x of sorted) {
        const last = out[out.length - 1];
        if (last !== undefined && compare(value.get(last[0]!)![k]!, value.get(x)![k]!) === 0) last.push(x);
        else out.push([x]);
      }
      return out;
    });
  });
  const rows: TeamStandingRow[] = [];
  let place = 1;
  for (const g of groups) {
    for (const x of g) rows.push({ rank: place, tpn: x, name: t.teams[x - 1]!.name, mp: mp[x - 1]!, gp: gp[x - 1]!, values: value.get(x)!.slice(1) });
    place += g.length;
  }
  return { round, primary, tiebreaks, rows };
}
