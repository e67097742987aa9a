/**
 * TRF-2026 team records (docs/teams.md, `../shared/rules/trf2026-teams.md`): 310 teams (and the older 013), 320
 * pairing-allocated byes, 330 forfeited matches, 300 out-of-order line-ups, 352 board colours, 362 match points
 * and 192 team codes. The document parser keeps these lines (as header or unknown records, written back byte for
 * byte); this module reads their fields with line and column for every problem, and formats them canonically so
 * that readTeamLine(formatTeamLine(x)) = x. Every function is O(length of the line).
 */
import { field, formatTenths, scanInteger, scanTenths, tokenize, excerpt } from './fields.js';
import { LineReport, Problems } from './problems.js';
import type { Tenths, TrfDocument } from './types.js';

/** 310 (or 013): a team with its players' starting ranks in board order. */
export interface TeamLine {
  readonly kind: 'team';
  readonly code: '310' | '013';
  /** Team pairing number (013 has none: its position among the 013 lines). */
  readonly tpn: number;
  readonly name: string;
  readonly nickname: string;
  readonly strength: number | null;
  readonly matchPoints: Tenths | null;
  readonly gamePoints: Tenths | null;
  readonly rank: number | null;
  readonly players: readonly number[];
}

/** 320: the PAB's match and game points and the team given the PAB in each round (null = none). */
export interface PabLine {
  readonly kind: 'pab';
  readonly matchPoints: Tenths | null;
  readonly gamePoints: Tenths | null;
  readonly teams: readonly (number | null)[];
}

/** 330: a forfeited match. */
export interface ForfeitLine {
  readonly kind: 'forfeit';
  readonly type: '+-' | '-+' | '--';
  readonly round: number;
  readonly white: number;
  readonly black: number;
}

/** 300: the players of `team` against `opponent` in a round, by board; null = an empty board (0000). */
export interface LineupLine {
  readonly kind: 'lineup';
  readonly round: number;
  readonly team: number;
  readonly opponent: number;
  readonly players: readonly (number | null)[];
}

/** 362: match points of a team win, draw and loss. */
export interface MatchPointsLine {
  readonly kind: 'matchPoints';
  readonly values: ReadonlyMap<'TW' | 'TD' | 'TL', Tenths>;
}

/** 352: the colour of the first-named team's player on each board. */
export interface BoardColoursLine {
  readonly kind: 'boardColours';
  readonly colours: string;
}

export type TeamRecordLine = TeamLine | PabLine | ForfeitLine | LineupLine | MatchPointsLine | BoardColoursLine;

/** A team record with where it was read. */
export type Located<T> = T & { readonly line: number };

export interface TeamSection {
  readonly teams: readonly Located<TeamLine>[];
  readonly pab: Located<PabLine> | null;
  readonly forfeits: readonly Located<ForfeitLine>[];
  readonly lineups: readonly Located<LineupLine>[];
  readonly matchPoints: Located<MatchPointsLine> | null;
  readonly boardColours: Located<BoardColoursLine> | null;
  /** The 192 text, trimmed, and its line; null without a 192. */
  readonly typeCode: { readonly code: string; readonly line: number } | null;
}

/** The record kind of a 310/013 line (for code that builds one). */
export const TEAM_LINE_KIND: TeamLine['kind'] = 'team';

export const TEAM_CODES = ['310', '013', '320', '330', '300', '362', '352'] as const;

const POINTS = 'points with one decimal, e.g. 2.0';

function int(out: LineReport, text: string, column: number, what: string, blankOk: boolean): number | null | undefined {
  const scan = scanInteger(text, 'trim');
  if (scan.kind === 'blank') {
    if (!blankOk) out.add(column, `missing ${what}`, text, `${what} in columns ${column}-${column + text.length - 1}`);
    return null;
  }
  if (scan.kind === 'bad') {
    out.add(column + scan.index, `invalid ${what}`, excerpt(text), `${what} (digits) in columns ${column}-${column + text.length - 1}`);
    return undefined;
  }
  return scan.value;
}

function tenths(out: LineReport, text: string, column: number, what: string): Tenths | null | undefined {
  if (text.trim() === '') return null;
  const scan = scanTenths(text.trim(), 5);
  if (scan.kind !== 'ok') {
    out.add(column + text.length - text.trimStart().length, `invalid ${what}`, excerpt(text), POINTS);
    return undefined;
  }
  return scan.value;
}

/** 310 by the TRF-2026 columns; players are read as blank-separated numbers from column 73 on. */
function read310(out: LineReport): TeamLine | null {
  const t = out.text;
  const tpn = int(out, field(t, 5, 7), 5, 'team pairing number', false);
  const strength = int(out, field(t, 48, 53), 48, 'strength factor', true);
  const matchPoints = tenths(out, field(t, 55, 60), 55, 'match points');
  const gamePoints = tenths(out, field(t, 62, 67), 62, 'game points');
  const rank = int(out, field(t, 69, 71), 69, 'team rank', true);
  const players: number[] = [];
  for (const token of tokenize(t, 73)) {
    const scan = scanInteger(token.text, 'trim');
    if (scan.kind !== 'ok' || scan.value < 1 || scan.value > 9999) {
      out.add(token.column, 'invalid player in 310', excerpt(token.text), "a player's starting rank (1-9999), in board order from column 74");
    } else players.push(scan.value);
  }
  if (out.failed || tpn === null || tpn === undefined || strength === undefined || matchPoints === undefined || gamePoints === undefined || rank === undefined) return null;
  if (tpn < 1 || tpn > 999) {
    out.add(5, 'team pairing number out of range', field(t, 5, 7), '1-999');
    return null;
  }
  return {
    kind: 'team',
    code: '310',
    tpn,
    name: field(t, 9, 40).trimEnd(),
    nickname: field(t, 42, 46).trimEnd(),
    strength,
    matchPoints,
    gamePoints,
    rank,
    players,
  };
}

/** 013: name in 5-36, members every 5 columns from 37; `tpn` is the 013 line's position. */
function read013(out: LineReport, tpn: number): TeamLine | null {
  const t = out.text;
  const players: number[] = [];
  for (let column = 37; column <= t.length; column += 5) {
    const v = int(out, field(t, column, column + 3), column, 'team member', true);
    if (v === 0) out.add(column, 'invalid team member', field(t, column, column + 3), "a member's starting rank (1-9999)");
    else if (typeof v === 'number') players.push(v);
  }
  if (out.failed) return null;
  const base = { kind: 'team', code: '013', tpn, name: field(t, 5, 36).trimEnd(), nickname: '' } as const;
  return { ...base, strength: null, matchPoints: null, gamePoints: null, rank: null, players };
}

/** 320: MP in 5-8, GP in 10-13, then a team per round every 4 columns from 15 (blank or 000 = none). */
function read320(out: LineReport): PabLine | null {
  const t = out.text;
  const matchPoints = tenths(out, field(t, 5, 8), 5, 'PAB match points');
  const gamePoints = tenths(out, field(t, 10, 13), 10, 'PAB game points');
  const teams: (number | null)[] = [];
  for (let column = 15; column <= t.length; column += 4) {
    const v = int(out, field(t, column, column + 2), column, 'team pairing number', true);
    teams.push(v === undefined || v === 0 ? null : v);
  }
  while (teams.length > 0 && teams[teams.length - 1] === null) teams.pop();
  if (out.failed || matchPoints === undefined || gamePoints === undefined) return null;
  return { kind: 'pab', matchPoints, gamePoints, teams };
}

/** 330: type in 5-6, round 8-10, white team 12-14, black team 16-18. */
function read330(out: LineReport): ForfeitLine | null {
  const t = out.text;
  const type = field(t, 5, 6);
  if (type !== '+-' && type !== '-+' && type !== '--') out.add(5, 'invalid forfeit type in 330', type, '+- (White wins), -+ (Black wins) or -- (both lose)');
  const round = int(out, field(t, 8, 10), 8, 'round number', false);
  const white = int(out, field(t, 12, 14), 12, 'white team pairing number', false);
  const black = int(out, field(t, 16, 18), 16, 'black team pairing number', false);
  if (out.failed || typeof round !== 'number' || typeof white !== 'number' || typeof black !== 'number') return null;
  return { kind: 'forfeit', type: type as ForfeitLine['type'], round, white, black };
}

/** 300: round 5-7, team 9-11, opponent 13-15, players as blank-separated numbers from 17 (0 or 0000 = empty). */
function read300(out: LineReport): LineupLine | null {
  const t = out.text;
  const round = int(out, field(t, 5, 7), 5, 'round number', false);
  const team = int(out, field(t, 9, 11), 9, 'team pairing number', false);
  const opponent = int(out, field(t, 13, 15), 13, 'opponent team pairing number', false);
  const players: (number | null)[] = [];
  for (const token of tokenize(t, 17)) {
    const scan = scanInteger(token.text, 'trim');
    if (scan.kind !== 'ok' || scan.value > 9999) out.add(token.column, 'invalid player in 300', excerpt(token.text), "a player's starting rank, or 0000 for an empty board");
    else players.push(scan.value === 0 ? null : scan.value);
  }
  if (out.failed || typeof round !== 'number' || typeof team !== 'number' || typeof opponent !== 'number') return null;
  return { kind: 'lineup', round, team, opponent, players };
}

/** 362: pairs `TW 2.0 TD 1.0 TL 0.0` (any order, each at most once). */
function read362(out: LineReport): MatchPointsLine | null {
  const tokens = tokenize(out.text, 5);
  const values = new Map<'TW' | 'TD' | 'TL', Tenths>();
  for (let i = 0; i < tokens.length; i += 2) {
    const key = tokens[i]!.text.toUpperCase();
    const value = tokens[i + 1];
    if ((key !== 'TW' && key !== 'TD' && key !== 'TL') || values.has(key)) {
      out.add(tokens[i]!.column, 'invalid 362 symbol', excerpt(tokens[i]!.text), 'TW, TD or TL, each once, followed by its match points');
      continue;
    }
    if (value === undefined) {
      out.add(out.text.length + 1, `362 ${key} without points`, '', POINTS);
      continue;
    }
    const scan = scanTenths(value.text, 4);
    if (scan.kind !== 'ok') out.add(value.column, `invalid match points for ${key}`, excerpt(value.text), POINTS);
    else values.set(key, scan.value);
  }
  return out.failed ? null : { kind: 'matchPoints', values };
}

function read352(out: LineReport): BoardColoursLine | null {
  const colours = out.text.slice(4).trim().toUpperCase();
  for (let i = 0; i < colours.length; i++) {
    if (colours[i] !== 'W' && colours[i] !== 'B') {
      out.add(5 + out.text.slice(4).indexOf(colours.trim()) + i, 'invalid board colour in 352', colours[i], 'W or B for each board, e.g. WBWB');
      return null;
    }
  }
  if (colours === '') out.add(5, '352 without board colours', '', 'W or B for each board, e.g. WBWB');
  return out.failed ? null : { kind: 'boardColours', colours };
}

/** Reads one team line; null after reporting its problems to `out`. `ordinal` numbers 013 lines. */
export function readTeamLine(code: string, out: LineReport, ordinal = 1): TeamRecordLine | null {
  switch (code) {
    case '310':
      return read310(out);
    case '013':
      return read013(out, ordinal);
    case '320':
      return read320(out);
    case '330':
      return read330(out);
    case '300':
      return read300(out);
    case '362':
      return read362(out);
    case '352':
      return read352(out);
    default:
      return null;
  }
}

const pad = (v: number | null, width: number): string => (v === null ? '' : String(v)).padStart(width, ' ');
const padT = (v: Tenths | null, width: number): string => (v === null ? '' : formatTenths(v)).padStart(width, ' ');
const id4 = (v: number | null): string => (v === null ? '0000' : String(v).padStart(4, ' '));

/** The canonical text of a team record (TRF-2026 columns). */
export function formatTeamLine(r: TeamRecordLine): string {
  switch (r.kind) {
    case 'team':
      if (r.code === '013') return `013 ${r.name.padEnd(32, ' ')}${r.players.map((p) => pad(p, 4)).join(' ')}`.trimEnd();
      return (
        `310 ${pad(r.tpn, 3)} ${r.name.padEnd(32, ' ')} ${r.nickname.padEnd(5, ' ')} ${pad(r.strength, 6)} ` +
        `${padT(r.matchPoints, 6)} ${padT(r.gamePoints, 6)} ${pad(r.rank, 3)}  ${r.players.map((p) => pad(p, 4)).join(' ')}`
      ).trimEnd();
    case 'pab':
      return `320 ${padT(r.matchPoints, 4)} ${padT(r.gamePoints, 4)} ${r.teams.map((t) => (t === null ? '000' : pad(t, 3))).join(' ')}`.trimEnd();
    case 'forfeit':
      return `330 ${r.type} ${pad(r.round, 3)} ${pad(r.white, 3)} ${pad(r.black, 3)}`;
    case 'lineup':
      return `300 ${pad(r.round, 3)} ${pad(r.team, 3)} ${pad(r.opponent, 3)} ${r.players.map(id4).join(' ')}`.trimEnd();
    case 'matchPoints':
      return `362 ${[...r.values].map(([k, v]) => `${k} ${padT(v, 4)}`).join('   ')}`;
    case 'boardColours':
      return `352 ${r.colours}`;
  }
}

/** The line's record code if it is a team record (header and unknown records both keep their text). */
function lineOf(record: TrfDocument['records'][number]): { code: string; text: string; line: number } | null {
  if (record.line === undefined) return null;
  if (record.kind === 'unknown') return { code: record.text.slice(0, 3), text: record.text, line: record.line };
  if (record.kind === 'header') return { code: record.code, text: record.raw ?? `${record.code} ${record.text}`, line: record.line };
  if (record.kind === 'team') return { code: '013', text: record.raw ?? '', line: record.line };
  return null;
}

/**
 * Reads every team record of a parsed document. Throws TrfParseError (exit 3) with a file:line:column for each
 * problem. O(size of the file).
 */
export function readTeamSection(doc: TrfDocument, file: string): TeamSection {
  const problems = new Problems(file);
  const teams: Located<TeamLine>[] = [];
  const forfeits: Located<ForfeitLine>[] = [];
  const lineups: Located<LineupLine>[] = [];
  let pab: Located<PabLine> | null = null;
  let matchPoints: Located<MatchPointsLine> | null = null;
  let boardColours: Located<BoardColoursLine> | null = null;
  let typeCode: TeamSection['typeCode'] = null;
  let ordinal = 0;
  for (const record of doc.records) {
    const l = lineOf(record);
    if (l === null) continue;
    if (l.code === '192') {
      typeCode = { code: l.text.slice(4).trim(), line: l.line };
      continue;
    }
    if (!(TEAM_CODES as readonly string[]).includes(l.code)) continue;
    const out = new LineReport(problems, l.line, l.text);
    if (l.code === '013') ordinal++;
    const r = readTeamLine(l.code, out, ordinal);
    if (r === null) continue;
    const located = { ...r, line: l.line };
    if (located.kind === 'team') teams.push(located);
    else if (located.kind === 'forfeit') forfeits.push(located);
    else if (located.kind === 'lineup') lineups.push(located);
    else if (located.kind === 'pab') pab = repeatOnce(problems, pab, located);
    else if (located.kind === 'matchPoints') matchPoints = repeatOnce(problems, matchPoints, located);
    else boardColours = repeatOnce(problems, boardColours, located);
  }
  problems.throwIfAny();
  return { teams, pab, forfeits, lineups, matchPoints, boardColours, typeCode };
}

function repeatOnce<T extends { line: number }>(problems: Problems, previous: T | null, next: T): T {
  if (previous !== null) problems.add(next.line, 1, 'record repeated', undefined, `one such record (the first is on line ${previous.line})`);
  return next;
}
