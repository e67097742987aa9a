/**
 * Team standings (C.07 2026 arts. 11-13, ../shared/rules/tiebreaks-teams-2026.md, substance only): teams ranked by
 * the primary score of the variant (C.04.6 1.2), then the team tie-break list, applied as art. 4.2 says (the next
 * entry only where a tie persists; EDE within each tied group). Codes: MP, GP (MPTS/GPTS, PTS = the primary),
 * MPvGP, BH, FB, AOB and SB with `:MP`/`:GP` (default the primary) and `/Cn`, `/Mn`, `/P`; EMMSB, EMGSB, EGMSB,
 * EGGSB (and ESB[:MP|:GP|:MM|:MG|:GM|:GG]); SSSC (`/F`, `/Kx`); EDE, EDET, EDEB, EDEBT, EDEBB; BC, TBR, BBE.
 *
 * Unplayed rounds (arts. 15-16 at match level) in src/standings/teamBuchholz.ts. BC/TBR/BBE count a PAB as a win
 * on every board (art. 12 preamble). Pure; O(teams x rounds x boards + teams log teams) per entry.
 */
import { ArgumentError } from '../errors.js';
import { calendarDate } from '../model/tournament.js';
import { teamScores, type TeamTournament } from '../model/team.js';
import { teamResultType } from '../model/teamPoints.js';
import type { TeamScoreKind } from '../model/teamVariant.js';
import type { PlayerRecord, TrfDocument } from '../trf/types.js';
import { pointSystemOf } from '../trf/pointSystem.js';
import { outcomeOf } from '../model/outcome.js';
import { pointsOf } from '../model/points.js';
import { ssscFactor, teamAverageOfBuchholz, teamBuchholz, teamRoundsView, teamSonnebornBerger, teamSssc, type TeamRoundsView } from './teamBuchholz.js';
import { extendedDirectEncounter, type KnockOut } from './teamDirectEncounter.js';
import { RULES_2026_FROM, RULES_IN_FORCE, type TiebreakRules } from './types.js';
import { roundRobinFormat } from '../systems/roundrobin/format.js';
import { teamRoundRobinDefaultList } from './roundRobinDefault.js';

export type TeamTiebreakName = 'MP' | 'GP' | 'MPVGP' | 'BH' | 'FB' | 'AOB' | 'SB' | 'ESB' | 'SSSC' | 'EDE' | 'BC' | 'TBR' | 'BBE' | 'WIN' | 'WON' | 'PS' | 'TPN' | 'KS';

export interface TeamTiebreak {
  readonly code: string;
  readonly name: TeamTiebreakName;
  /** The score summed (BH, FB, AOB, SB, SSSC: the opponents'; ESB: the opponent's total). */
  readonly score: TeamScoreKind;
  /** ESB: the score against the opponent. */
  readonly against: TeamScoreKind;
  /** Art. 14: /Cn cuts n lowest; /Mn n lowest and n highest. */
  readonly cut: number;
  readonly cutHigh: number;
  readonly asPlayed: boolean;
  /** SSSC: /F (the schedule strength by FB) and /Kx (the normalising factor). */
  readonly fore: boolean;
  readonly factor: number | null;
  /** EDE's forms (13.3.2): art. 12 on the encounter of two teams still tied, in order (EDEBT: C, T). */
  readonly extras: readonly KnockOut[];
}

const WHAT = 'team tie-breaks: MP GP MPvGP BH FB AOB SB (with :MP/:GP, /Cn, /Mn, /P) EMMSB EMGSB EGMSB EGGSB ESB SSSC EDE EDET EDEB EDEBT EDEBB BC TBR BBE WIN WON PS TPN KS';

/**
 * MTB26's tie-breaks "for individuals" only, and C.07 2026 art. 10, retitled "for Individuals": the rating-based
 * ones (ARO, TPR, PTP, APRO, APPO, RTNG) have no team reading in the text. Refused by name (exit 3), pointing to
 * the board standings, where each player's ARO and TPR are.
 */
const INDIVIDUAL_ONLY: ReadonlySet<string> = new Set(['ARO', 'TPR', 'PTP', 'APRO', 'APPO', 'RTNG', 'DE', 'BPG', 'BWG', 'REP', 'STD']);
const RATING_BASED: ReadonlySet<string> = new Set(['ARO', 'TPR', 'PTP', 'APRO', 'APPO', 'RTNG']);

const kindOf = (letter: string | undefined): TeamScoreKind | null => (letter === 'M' ? 'mp' : letter === 'G' ? 'gp' : null);
const other = (k: TeamScoreKind): TeamScoreKind => (k === 'mp' ? 'gp' : 'mp');

/** The score suffix: `:MP`/`:GP` for every entry; ESB also `:MM`/`:MG`/`:GM`/`:GG` (opponent's total, score against). */
function suffixOf(suffix: string | undefined, primary: TeamScoreKind, esb: boolean): [TeamScoreKind, TeamScoreKind] | null {
  if (suffix === undefined) return [primary, esb ? other(primary) : primary];
  if (suffix === 'MP' || suffix === 'GP') { const k = kindOf(suffix[0])!; return [k, esb ? other(k) : k]; }
  const [a, b] = [kindOf(suffix[0]), kindOf(suffix[1])];
  return esb && suffix.length === 2 && a !== null && b !== null ? [a, b] : null;
}

interface Modifiers { cut: number; cutHigh: number; asPlayed: boolean; fore: boolean; factor: number | null }

function modifiersOf(mods: readonly string[], bad: (why: string) => never): Modifiers {
  const m: Modifiers = { cut: 0, cutHigh: 0, asPlayed: false, fore: false, factor: null };
  for (const x of mods) {
    if (/^C\d$/.test(x)) m.cut = Number(x.slice(1));
    else if (/^M\d$/.test(x)) m.cut = m.cutHigh = Number(x.slice(1));
    else if (x === 'P') m.asPlayed = true;
    else if (x === 'F') m.fore = true;
    else if (/^K\d+(\.\d+)?$/.test(x) && Number(x.slice(1)) > 0) m.factor = Number(x.slice(1));
    else bad('unsupported modifier in');
  }
  return m;
}

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
    const kinds = suffixOf(suffix, primary, acronym === 'ESB');
    if (kinds === null) bad('unknown score suffix in');
    const [score, against] = kinds!;
    const base = { code: entry, score, against: score, extras: [] as KnockOut[], ...modifiersOf(mods, bad) };
    const esb = (s: TeamScoreKind, a: TeamScoreKind): TeamTiebreak[] => [{ ...base, name: 'ESB', score: s, against: a }];
    const codes: Record<string, () => TeamTiebreak[]> = {
      PTS: () => [{ ...base, name: primary === 'mp' ? 'MP' : 'GP', score: primary }],
      MP: () => [{ ...base, name: 'MP', score: 'mp' }], MPTS: () => [{ ...base, name: 'MP', score: 'mp' }],
      GP: () => [{ ...base, name: 'GP', score: 'gp' }], GPTS: () => [{ ...base, name: 'GP', score: 'gp' }],
      MPVGP: () => [{ ...base, name: 'MPVGP', score: other(primary) }],
      BH: () => [{ ...base, name: 'BH' }], FB: () => [{ ...base, name: 'FB' }], AOB: () => [{ ...base, name: 'AOB' }],
      SB: () => [{ ...base, name: 'SB' }], ESB: () => esb(score, against),
      EMMSB: () => esb('mp', 'mp'), EMGSB: () => esb('mp', 'gp'), EGMSB: () => esb('gp', 'mp'), EGGSB: () => esb('gp', 'gp'),
      // 13.4: the schedule strength is BH on the primary score, whatever the suffix.
      SSSC: () => [{ ...base, name: 'SSSC', score: primary }],
      EDE: () => [{ ...base, name: 'EDE' }],
      EDET: () => [{ ...base, name: 'EDE', extras: ['T'] }], EDEB: () => [{ ...base, name: 'EDE', extras: ['B'] }],
      EDEBT: () => [{ ...base, name: 'EDE', extras: ['C', 'T'] }], EDEBB: () => [{ ...base, name: 'EDE', extras: ['C', 'B'] }],
      BC: () => [{ ...base, name: 'BC' }], TBR: () => [{ ...base, name: 'TBR' }], BBE: () => [{ ...base, name: 'BBE' }],
      // Art. 13 preamble: individual tie-breaks read at match level (7.x: WIN, WON; 7.5 PS with /Cn; 7.8 TPN).
      WIN: () => [{ ...base, name: 'WIN' }], WON: () => [{ ...base, name: 'WON' }], PS: () => [{ ...base, name: 'PS' }], TPN: () => [{ ...base, name: 'TPN' }],
      KS: () => [{ ...base, name: 'KS' }], // 9.2 at match level (art. 13 preamble)
    };
    const make = codes[acronym!];
    if (make === undefined && INDIVIDUAL_ONLY.has(acronym!)) {
      bad(RATING_BASED.has(acronym!)
        ? 'a rating-based tie-break is for individuals (C.07 2026 art. 10, "for Individuals"), not for teams; `standings --boards` gives each player\'s ARO and TPR:'
        : `a tie-break for individuals only (MTB26)${acronym === 'DE' ? ', for teams EDE (art. 13.3)' : ''}:`);
    }
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
  readonly boardsByRound: readonly (readonly (readonly number[])[])[];
  /** Per team: games won (WIN:GP, forfeits included) and games won over the board (WON:GP). */
  readonly boardWins: readonly { readonly win: number; readonly won: number }[];
  readonly view: TeamRoundsView;
  /** A whole match won: MP, and GP on every board. */
  readonly win: { readonly mp: number; readonly gp: number };
  /** 13.4's normalising factor for the primary score. */
  readonly factor: number;
  /** Values of the whole-field entries, by code (computed once for every team). */
  readonly memo: Map<string, readonly Value[]>;
}

/**
 * Where the board results are read: the player records by start number, and each team's 300 line-up by round (the
 * first one written, as a search of the list finds it), indexed once: a search of every line-up for each team and
 * round is O(teams x rounds x line-ups), and a file with a line-up for every match has 4,400 of them at 400 teams.
 */
interface BoardSource {
  readonly players: ReadonlyMap<number, PlayerRecord>;
  /** The players in board order of team `tpn` in round `r` (1-based): its 300 line-up, else its roster. */
  readonly order: (r: number, tpn: number) => readonly (number | null)[];
}

function boardSource(doc: TrfDocument, t: TeamTournament): BoardSource {
  const players = new Map<number, PlayerRecord>();
  for (const r of doc.records) if (r.kind === 'player') players.set(r.startingRank, r);
  const lineups = new Map<string, readonly (number | null)[]>();
  for (const l of t.section.lineups) {
    const key = `${l.round}:${l.team}`;
    if (!lineups.has(key)) lineups.set(key, l.players);
  }
  const rosters = t.teams.map((team) => team.players);
  return { players, order: (r, tpn) => (lineups.size === 0 ? undefined : lineups.get(`${r}:${tpn}`)) ?? rosters[tpn - 1]! };
}

/** Per team: games won by its boards in its matches (any kind: forfeits too) and over the board. O(teams x rounds x boards). */
function boardWins(doc: TrfDocument, t: TeamTournament, rounds: number, source: BoardSource): { win: number; won: number }[] {
  const system = pointSystemOf(doc);
  return t.teams.map((team) => {
    let win = 0;
    let won = 0;
    for (let r = 1; r <= rounds; r++) {
      const round = t.rounds[team.tpn - 1]![r - 1];
      if (round?.kind === 'bye' && round.bye === 'full') win += t.boards;
      if (round?.kind !== 'match') continue;
      const order = source.order(r, team.tpn);
      for (let i = 0; i < Math.min(order.length, t.boards); i++) {
        const p = order[i]!;
        const rec = p === null ? undefined : source.players.get(p);
        if (rec === undefined) continue;
        const o = outcomeOf(rec.rounds[r - 1]);
        if (pointsOf(o, system) !== system.win || o.kind === 'none' || o.kind === 'bye') continue;
        win++;
        if (o.kind === 'played') won++;
      }
    }
    return { win, won };
  });
}

/**
 * Per team, round and board: game points (tenths); a PAB a win on every board (art. 12), a team bye spread evenly.
 * O(teams x rounds x boards).
 */
function boardsByRound(doc: TrfDocument, t: TeamTournament, rounds: number, source: BoardSource): number[][][] {
  const system = pointSystemOf(doc);
  return t.teams.map((team) => {
    const byRound: number[][] = [];
    for (let k = 0; k < rounds; k++) {
      const sums = new Array<number>(t.boards).fill(0);
      byRound.push(sums);
      const round = t.rounds[team.tpn - 1]![k]!;
      if (round.kind === 'pab') sums.fill(system.win);
      // A team bye's game points, spread over its boards (so that BBE of every board is the GP).
      else if (round.kind === 'bye') sums.fill(round.gamePoints / t.boards);
      if (round.kind !== 'match') continue;
      const order = source.order(k + 1, team.tpn);
      for (let i = 0; i < Math.min(order.length, t.boards); i++) {
        const p = order[i]!;
        const rec = p === null ? undefined : source.players.get(p);
        if (rec !== undefined) sums[i]! += pointsOf(outcomeOf(rec.rounds[k]), system);
      }
    }
    return byRound;
  });
}

/** Per team and board: the game points of every round, summed in round order. */
function boardTotals(byRound: readonly (readonly (readonly number[])[])[], boards: number): number[][] {
  return byRound.map((rs) => {
    const sum = new Array<number>(boards).fill(0);
    for (const b of rs) for (let i = 0; i < boards; i++) sum[i]! += b[i]!;
    return sum;
  });
}

const scoreOf = (d: TeamData, kind: TeamScoreKind, tpn: number): number => (kind === 'mp' ? d.mp : d.gp)[tpn - 1]!;

/** Entries whose values are whole numbers (counts, places, numbers), not tenths of a point. */
export const COUNTED: ReadonlySet<TeamTiebreakName> = new Set(['EDE', 'WIN', 'WON', 'TPN']);

/** A tie-break's value (a number, a vector compared board by board, or none: AOB without a played match). */
type Value = number | readonly number[] | null;

/** The entries whose value does not depend on the group, for every team (index tpn - 1). */
function whole(d: TeamData, tb: TeamTiebreak): readonly Value[] {
  const key = `${tb.name}:${tb.score}:${tb.against}:${tb.cut}:${tb.cutHigh}:${tb.asPlayed}:${tb.fore}:${tb.factor}`;
  const known = d.memo.get(key);
  if (known !== undefined) return known;
  const e = { score: tb.score, against: tb.against, cutLow: tb.cut, cutHigh: tb.cutHigh, asPlayed: tb.asPlayed };
  const secondary = d.t.variant.primary === 'mp' ? d.gp : d.mp;
  const made: readonly Value[] =
    tb.name === 'BH' || tb.name === 'FB' ? teamBuchholz(d.view, e, tb.name === 'FB')
    : tb.name === 'SB' || tb.name === 'ESB' ? teamSonnebornBerger(d.view, e) // 13.2 / 14.1.2: the cut drops the lowest opponent score
    : tb.name === 'AOB' ? teamAverageOfBuchholz(d.view, e)
    : teamSssc(d.view, { ...e, cutLow: 0, cutHigh: 0 }, secondary, tb.fore, tb.factor ?? d.factor);
  d.memo.set(key, made);
  return made;
}

/**
 * The individual tie-breaks of arts. 7 for teams (art. 13 preamble), on the entry's score: with MP, WIN counts the
 * matches won, played or not (a forfeit win, a full-point bye: a match win's MP; a PAB's draw is not a win), WON
 * those won over the board; with GP, the games won (a board's forfeit win counts in WIN; a PAB's boards are not
 * wins: a draw's GP by C.04.6 1.4) and the games won over the board. PS the sum of
 * the running scores (:MP/:GP, tenths), /Cn leaving out the first n rounds' terms; TPN the team pairing number
 * (lower first). WIN, WON and TPN are whole numbers, not tenths (COUNTED).
 */
function ownValue(d: TeamData, tb: TeamTiebreak, tpn: number): number {
  const rounds = d.t.rounds[tpn - 1]!.slice(0, d.view.rounds);
  switch (tb.name) {
    case 'WIN': if (tb.score === 'gp') return d.boardWins[tpn - 1]!.win;
      // By the result, not its match points: a 299 may give a result other points (src/model/teamPoints.ts).
      return rounds.filter((r) => { const type = teamResultType(r, false); return type === 'W' || type === '+' || type === 'F'; }).length;
    case 'WON': if (tb.score === 'gp') return d.boardWins[tpn - 1]!.won;
      return rounds.filter((r) => r.kind === 'match' && r.played && teamResultType(r, false) === 'W').length;
    case 'PS': {
      let sum = 0;
      let ps = 0;
      d.view.points[tb.score][tpn - 1]!.forEach((p, r) => { sum += p; if (r >= tb.cut) ps += sum; });
      return ps;
    }
    default: return tpn;
  }
}

function values(d: TeamData, tb: TeamTiebreak, group: readonly number[]): Value[] {
  switch (tb.name) {
    case 'MP': case 'GP': case 'MPVGP': return group.map((x) => scoreOf(d, tb.score, x));
    case 'BH': case 'FB': case 'SB': case 'ESB': case 'AOB': case 'SSSC': { const all = whole(d, tb); return group.map((x) => all[x - 1]!); }
    case 'BC': return group.map((x) => d.boardPoints[x - 1]!.reduce((a, p, i) => a + (i + 1) * p, 0));
    case 'TBR': return group.map((x) => d.boardPoints[x - 1]!);
    case 'BBE': return group.map((x) => { const b = d.boardPoints[x - 1]!; return b.map((_, k) => b.slice(0, b.length - 1 - k).reduce((a, p) => a + p, 0)).slice(0, b.length - 1); });
    case 'WIN': case 'WON': case 'PS': case 'TPN': return group.map((x) => ownValue(d, tb, x));
    case 'KS': return group.map((x) => koya(d, tb, x));
    case 'EDE': return extendedDirectEncounter({ view: d.view, boardsByRound: d.boardsByRound, primary: d.t.variant.primary, win: d.win, extras: tb.extras, asPlayed: tb.asPlayed }, group.map((x) => x - 1));
  }
}

const compare = (a: Value, b: Value): number => {
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1; // no value ranks below any value
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
  /** The C.07 edition (unplayed rounds: the 2026 caps of art. 16.4) and why: the option, the start date (042), in force. */
  readonly rules: TiebreakRules;
  readonly rulesSource: 'option' | 'start date' | 'in force';
  readonly tiebreaks: readonly TeamTiebreak[];
  readonly rows: readonly TeamStandingRow[];
}

/**
 * The list a team file is ranked by: the option, else 212, else 202, else (pairings fixed in advance) `fallback`,
 * else the primary score alone, as
 * entries after the primary score (a leading PTS/MP/GP naming the primary is the primary itself).
 */
export type TeamListSource = '--tiebreaks' | 'record 212' | 'record 202' | 'the round-robin default (C.07 4.1.1)' | 'points only';

export function teamTiebreakList(doc: TrfDocument, t: TeamTournament, option?: string, fallback: string | null = teamRoundRobinFallback(doc, t)): { tiebreaks: TeamTiebreak[]; source: TeamListSource } {
  let text = option ?? '';
  let source: TeamListSource = option === undefined ? 'points only' : '--tiebreaks';
  for (const code of ['212', '202'] as const) {
    const r = doc.records.find((x) => x.kind === 'header' && x.code === code);
    if (source === 'points only' && r !== undefined && r.kind === 'header') [text, source] = [r.text, `record ${code}`];
  }
  // A team round robin that names no list: src/standings/roundRobinDefault.ts.
  if (source === 'points only' && fallback !== null) [text, source] = [fallback, 'the round-robin default (C.07 4.1.1)'];
  const list = parseTeamTiebreaks(text, t.variant.primary, source);
  return { tiebreaks: list.filter((x, i) => !(i === 0 && (x.name === 'MP' || x.name === 'GP') && x.score === t.variant.primary)), source };
}

/** A team round robin's default list when its 192 code names one (standings, check and print alike), else null. */
function teamRoundRobinFallback(doc: TrfDocument, t: TeamTournament): string | null {
  for (const r of doc.records) {
    if (r.kind === 'header' && r.code === '192') return roundRobinFormat(r.text)?.team === true ? teamRoundRobinDefaultList(t.variant.primary) : null;
  }
  return null;
}

/** The edition of C.07 a team event is ranked by: the option, else by its start date (042), else the one in force. */
/**
 * KS (art. 9.2, for teams by the art. 13 preamble): the team's score (:MP or :GP) in its matches, played or
 * forfeited, against the teams whose final score is at least half the maximum: a match win in every round ranked
 * (in MP; in GP a win on every board). A PAB or a bye has no opponent. As Gacrux computes it. O(rounds).
 */
function koya(d: TeamData, tb: TeamTiebreak, tpn: number): number {
  const total = tb.score === 'mp' ? d.mp : d.gp;
  const limit = d.win[tb.score] * d.view.rounds; // twice the half: compare 2 x score with it
  let sum = 0;
  for (const r of d.t.rounds[tpn - 1]!.slice(0, d.view.rounds)) {
    if (r.kind === 'match' && 2 * total[r.opponent - 1]! >= limit) sum += tb.score === 'mp' ? r.matchPoints : r.gamePoints;
  }
  return sum;
}

export function teamTiebreakRules(doc: TrfDocument, option?: TiebreakRules): { rules: TiebreakRules; source: 'option' | 'start date' | 'in force' } {
  if (option !== undefined) return { rules: option, source: 'option' };
  const header = doc.records.find((r) => r.kind === 'header' && r.code === '042');
  const date = header?.kind === 'header' ? calendarDate(header.text) : null;
  if (date !== null) return { rules: date < RULES_2026_FROM ? '2024' : '2026', source: 'start date' };
  return { rules: RULES_IN_FORCE, source: 'in force' };
}

/** Ranks the teams after `round` (default: every round in the file). */
export function teamStandings(doc: TrfDocument, t: TeamTournament, tiebreaks: readonly TeamTiebreak[], round = t.roundsInFile, rulesOption?: TiebreakRules): TeamStandings {
  const { mp, gp } = teamScores(t, round);
  const { rules, source: rulesSource } = teamTiebreakRules(doc, rulesOption);
  const system = pointSystemOf(doc);
  const primary = t.variant.primary;
  const view = teamRoundsView(t, round, rules, system.draw);
  const factor = ssscFactor(primary, t.scoring.win, system.win, t.boards, t.plannedRounds ?? round);
  const source = boardSource(doc, t);
  const byRound = boardsByRound(doc, t, round, source);
  const boardPoints = boardTotals(byRound, t.boards);
  const win = { mp: t.scoring.win, gp: system.win * t.boards };
  const d: TeamData = { t: { ...t, roundsInFile: round }, mp, gp, boardPoints, boardsByRound: byRound, boardWins: boardWins(doc, t, round, source), view, win, factor, memo: new Map() };
  const list: TeamTiebreak[] = [{ code: primary.toUpperCase(), name: primary === 'mp' ? 'MP' : 'GP', score: primary, against: primary, cut: 0, cutHigh: 0, asPlayed: false, fore: false, factor: null, extras: [] }, ...tiebreaks];
  // Every team's value of every entry; EDE's depends on the group, filled as groups form (art. 4.2 / 13.3.3).
  const value = new Map<number, Value[]>(t.teams.map((x) => [x.tpn, []]));
  let groups: number[][] = [t.teams.map((x) => x.tpn)];
  list.forEach((tb, k) => {
    const lower = tb.name === 'BC' || tb.name === 'EDE' || tb.name === 'TPN'; // BC: lower is better (12.1); EDE: a place
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
  return { round, primary, rules, rulesSource, tiebreaks, rows };
}
