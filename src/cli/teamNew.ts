/**
 * `new OUT --teams teams.csv`: a TRF-2026 team file from a team list (src/trf/teamCsv.ts). Players are numbered
 * team by team in board order (001), each team gets a 310 record (its players in board order, its strength factor
 * the mean rating of its first `--boards` players), the variant a 192 team code, 352 the board colours and 362
 * the match points. The document is read back by the team model before it is written: a team with fewer players
 * than boards is exit 3 at its line in the list. O(players).
 */
import { ArgumentError, InputError, type Diagnostic } from '../errors.js';
import { buildTeamTournament } from '../model/team.js';
import { DEFAULT_TEAM_VARIANT, teamCodeOf, teamVariantFromCode, TEAM_SWISS_CODES, type TeamVariant } from '../model/teamVariant.js';
import { newTournament, playerRecord, type TournamentSettings } from '../trf/entry.js';
import { formatTeamLine, TEAM_LINE_KIND } from '../trf/team.js';
import { readTeamList, type TeamEntry } from '../trf/teamCsv.js';
import type { TrfDocument, TrfRecord } from '../trf/types.js';
import { withVariantOptions } from './teamOptions.js';
import { Prng } from '../generate/prng.js';
import { roundRobinFormat } from '../systems/roundrobin/format.js';
import { totalRounds } from '../systems/roundrobin/schedule.js';

export interface TeamNewOptions {
  readonly boards?: string;
  readonly boardColours?: string;
  readonly teamCode?: string;
  readonly teamColours?: string;
  readonly teamScore?: string;
  readonly matchPoints?: string;
  readonly teamOrder?: string;
}

export function teamVariantOption(o: TeamNewOptions): TeamVariant {
  if (o.teamCode !== undefined) {
    const v = teamVariantFromCode(o.teamCode);
    if (v === null) throw new ArgumentError(`--team-code expects a team Swiss code of the ETT26 table (${TEAM_SWISS_CODES.slice(0, 4).join(', ')}, ...), got "${o.teamCode}"`);
    return v;
  }
  return withVariantOptions(DEFAULT_TEAM_VARIANT, o);
}

function parseBoards(o: TeamNewOptions, teams: readonly TeamEntry[]): number {
  if (o.boardColours !== undefined && !/^[WB]{1,99}$/.test(o.boardColours)) throw new ArgumentError(`--board-colours expects W and B per board (352), such as WBWB, got "${o.boardColours}"`);
  if (o.boards === undefined) return o.boardColours?.length ?? Math.min(...teams.map((t) => t.players.length));
  if (!/^\d{1,2}$/.test(o.boards) || Number(o.boards) < 1) throw new ArgumentError(`--boards expects a number of boards from 1 to 99, got "${o.boards}"`);
  if (o.boardColours !== undefined && o.boardColours.length !== Number(o.boards)) throw new ArgumentError(`--board-colours has ${o.boardColours.length} boards, --boards says ${o.boards}`);
  return Number(o.boards);
}

function parseMatchPoints(value: string | undefined): [number, number, number] {
  if (value === undefined) return [20, 10, 0];
  const parts = value.split(',').map((s) => (/^\d{1,2}(\.\d)?$/.test(s.trim()) ? Math.round(Number(s.trim()) * 10) : NaN));
  if (parts.length !== 3 || parts.some(Number.isNaN)) throw new ArgumentError(`--match-points expects win,draw,loss such as 2,1,0 or 3,1,0, got "${value}"`);
  return [parts[0]!, parts[1]!, parts[2]!];
}

const mean = (xs: readonly number[]): number => (xs.length === 0 ? 0 : Math.round(xs.reduce((a, b) => a + b, 0) / xs.length));

/** The teams in pairing-number order: the list's, or by the mean rating of their first `boards` players. */
function ordered(teams: readonly TeamEntry[], order: string | undefined, boards: number): readonly TeamEntry[] {
  if (order === undefined || order === 'list') return teams;
  if (order !== 'rating') throw new ArgumentError(`--team-order expects list or rating, got "${order}"`);
  const strength = (t: TeamEntry): number => mean(t.players.slice(0, boards).map((p) => p.rating));
  return [...teams].sort((a, b) => strength(b) - strength(a) || teams.indexOf(a) - teams.indexOf(b));
}

export interface TeamDocument {
  readonly document: TrfDocument;
  readonly teams: number;
  readonly players: number;
  readonly boards: number;
  readonly code: string;
  readonly rounds: number;
}

/** A team round robin (`new --teams --round-robin`): its 192 code and, for a drawing of lots, the seed. */
export interface TeamRoundRobinNew {
  readonly code: string;
  readonly drawSeed?: number;
  /** `--rounds` as given: refused when it is not the table's. */
  readonly rounds?: string;
}

/** Team pairing numbers drawn by lot (Fisher-Yates with the seeded generator): O(teams). */
function drawn(teams: readonly TeamEntry[], seed: number): TeamEntry[] {
  const rng = new Prng(seed);
  const out = [...teams];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The rounds of a team round robin: the table's for this many teams; a --rounds that says otherwise is refused. */
function roundRobinRounds(rr: TeamRoundRobinNew, teams: number): number {
  if (teams < 2) throw new ArgumentError(`a round robin needs at least 2 teams; the list has ${teams}`);
  const rounds = totalRounds(teams, roundRobinFormat(rr.code)!);
  if (rr.rounds !== undefined && Number(rr.rounds) !== rounds) throw new ArgumentError(`--rounds ${rr.rounds}: a ${rr.code} of ${teams} teams has ${rounds} rounds (leave --rounds out)`);
  return rounds;
}

/**
 * The team document of a list's text (the settings as `new` read them; typeCode is replaced by the team code).
 * With `rr`, a team round robin: the round-robin code, the table's rounds, and the team pairing numbers in the
 * list's order, by rating (--team-order rating) or drawn by lot (--draw-seed).
 */
export function teamDocument(text: string, listName: string, settings: TournamentSettings, o: TeamNewOptions, warnings: Diagnostic[], rr?: TeamRoundRobinNew): TeamDocument {
  const variant = teamVariantOption(o);
  const [win, draw, loss] = parseMatchPoints(o.matchPoints);
  const list = readTeamList(text, listName, warnings);
  const boards = parseBoards(o, list);
  const short = list.filter((t) => t.players.length < boards);
  if (short.length > 0) {
    throw new InputError(short.map((t) => ({ position: { file: listName, line: t.line, column: 1 }, message: `team "${t.name}" has ${t.players.length} player${t.players.length === 1 ? '' : 's'} for ${boards} boards`, expected: `at least ${boards} players per team (--boards)` })));
  }
  const listed = ordered(list, o.teamOrder, boards);
  const teams = rr?.drawSeed === undefined ? listed : drawn(listed, rr.drawSeed);
  const code = rr?.code ?? teamCodeOf(variant);
  const rounds = rr === undefined ? settings.rounds : roundRobinRounds(rr, teams.length);
  const base = newTournament({ ...settings, rounds, typeCode: code }, []);
  const playerCount = teams.reduce((n, t) => n + t.players.length, 0);
  const rated = teams.reduce((n, t) => n + t.players.filter((p) => p.rating > 0).length, 0);
  const header = (code: string, text: string): TrfRecord => ({ kind: 'header', code, text });
  const colours = o.boardColours ?? Array.from({ length: boards }, (_, i) => (i % 2 === 0 ? 'W' : 'B')).join('');
  const records: TrfRecord[] = [];
  for (const r of base.records) {
    if (r.kind === 'header' && r.code === '092') records.push(header('062', String(playerCount)), header('072', String(rated)), header('082', String(teams.length)), header('092', rr === undefined ? 'Team: Swiss-System' : 'Team: Round-Robin (Berger tables)'));
    else if (!(r.kind === 'header' && (r.code === '062' || r.code === '072'))) records.push(r);
    if (r.kind === 'header' && r.code === '192') {
      records.push(header('352', colours));
      const line = formatTeamLine({ kind: 'matchPoints', values: new Map([['TW', win], ['TD', draw], ['TL', loss]] as const) });
      records.push(header('362', line.slice(4)));
    }
  }
  let next = 1;
  const rosters = teams.map((t) => t.players.map(() => next++));
  teams.forEach((t, i) => t.players.forEach((p, j) => records.push(playerRecord(p, rosters[i]![j]!))));
  teams.forEach((t, i) => {
    const strength = mean(t.players.slice(0, boards).map((p) => p.rating));
    records.push({ kind: 'unknown', text: formatTeamLine({ kind: TEAM_LINE_KIND, code: '310', tpn: i + 1, name: t.name, nickname: '', strength, matchPoints: null, gamePoints: null, rank: null, players: rosters[i]! }) });
  });
  const document: TrfDocument = { ...base, records };
  buildTeamTournament(document, listName);
  return { document, teams: teams.length, players: playerCount, boards, code, rounds };
}
