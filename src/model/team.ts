/**
 * The team tournament (C.04.6 and TRF-2026 team files): teams made of players in board order, and each team's
 * rounds derived from its players' board results, the 320 PAB, 330 forfeited matches and 240 byes. Match points
 * follow 362 (default 2/1/0) from the game points of the two teams. The public API for other systems (a team
 * round robin reads the same rounds): buildTeamTournament, teamScores. O(players x rounds).
 *
 * Readings decided here (docs/teams.md): a match is "played" (1.6.1, C1) when at least one board was played over
 * the board; a team's colour in a match is its first board's scheduled colour; a forfeited match (330) gives the
 * winner the game points of a win on every board; a PAB gives 320's points, by default a draw's (1.4): the draw's
 * match points and half the boards.
 */
import { TrfConsistencyError, type Diagnostic } from '../errors.js';
import { pointSystemOf, type PointSystem } from '../trf/pointSystem.js';
import { readTeamSection, type ForfeitLine, type LineupLine, type Located, type TeamLine, type TeamSection } from '../trf/team.js';
import { tokenize } from '../trf/fields.js';
import type { PlayerRecord, TrfDocument } from '../trf/types.js';
import { blockColumn } from '../trf/player.js';
import { pointsOf } from './points.js';
import { outcomeOf } from './outcome.js';
import type { Colour, RoundOutcome, MatchScoring, Team, TeamRound, TeamTournament, Tpn } from './types.js';
import { adjustmentAfter, teamPointRecords, wideScoring, withOpponentPoints, withResultPoints } from './teamPoints.js';
import { DEFAULT_TEAM_VARIANT, TEAM_OTHER_CODE, isTeamCode, teamVariantFromCode, type TeamVariant } from './teamVariant.js';

export type { Tpn, Team, MatchScoring, TeamRound, TeamTournament } from './types.js';

// In teamVariant.ts, so that the core entry can refuse a team file without bundling the team model.
export { isTeamDocument } from './teamVariant.js';

function fail(file: string, line: number, column: number, message: string, found?: string, expected?: string): never {
  const d: Diagnostic = { position: { file, line, column }, message, ...(found === undefined ? {} : { found }), ...(expected === undefined ? {} : { expected }) };
  throw new TrfConsistencyError([d]);
}

/** Player columns of a team line (310: tokens from 73; 013: every 5 columns from 37). */
function playerColumns(team: Located<TeamLine>, raw: string): number[] {
  if (team.code === '013') return team.players.map((_, i) => 37 + 5 * i);
  return tokenize(raw, 73).map((t) => t.column);
}

function checkRosters(file: string, section: TeamSection, players: ReadonlyMap<number, PlayerRecord>, raw: ReadonlyMap<number, string>, boards: number): Map<number, Tpn> {
  const teamOf = new Map<number, Tpn>();
  const seenTpn = new Map<Tpn, number>();
  for (const team of section.teams) {
    const prev = seenTpn.get(team.tpn);
    if (prev !== undefined) fail(file, team.line, 5, `team pairing number ${team.tpn} used twice`, String(team.tpn), `a number not used by another team (line ${prev})`);
    seenTpn.set(team.tpn, team.line);
    const columns = playerColumns(team, raw.get(team.line) ?? '');
    team.players.forEach((p, i) => {
      const column = columns[i] ?? 74;
      const other = teamOf.get(p);
      if (other === team.tpn) fail(file, team.line, column, `player ${p} named twice in team ${team.tpn}`, String(p), 'each player once');
      if (other !== undefined) fail(file, team.line, column, `player ${p} is in two teams (${other} and ${team.tpn})`, String(p), 'a player in one team only');
      if (!players.has(p)) fail(file, team.line, column, `player ${p} of team ${team.tpn} has no 001 record`, String(p), 'the starting rank of a player of the file');
      teamOf.set(p, team.tpn);
    });
    if (team.players.length < boards) {
      fail(file, team.line, team.code === '013' ? 37 : 74, `team ${team.tpn} has ${team.players.length} players for ${boards} boards`, team.name, `at least ${boards} players (352 has ${boards} boards)`);
    }
  }
  const tpns = [...seenTpn.keys()].sort((a, b) => a - b);
  tpns.forEach((t, i) => {
    if (t !== i + 1) fail(file, seenTpn.get(t)!, 5, `team pairing numbers must run from 1 to ${tpns.length}`, String(t), `${i + 1} (C.04.6 1.1.1)`);
  });
  return teamOf;
}

interface Context {
  readonly file: string;
  readonly section: TeamSection;
  readonly players: ReadonlyMap<number, PlayerRecord>;
  readonly teamOf: ReadonlyMap<number, Tpn>;
  readonly points: PointSystem;
  readonly scoring: MatchScoring;
  readonly pab: { matchPoints: number; gamePoints: number };
  readonly boards: number;
  readonly byes: ReadonlyMap<number, ReadonlyMap<Tpn, 'full' | 'half' | 'zero'>>;
}

/**
 * The 300 line-ups and 330 forfeited matches indexed once (the first record of each, as a search of the list finds
 * it), and each team's game points in a round once computed (a match reads both teams'): searching the lists for
 * every team, round and board was O(teams x rounds x boards x line-ups), and most of a 400-team file's ranking.
 */
interface Context {
  /** `${round}:${tpn}` -> the team's line-up of that round. */
  readonly lineupOfTeam: ReadonlyMap<string, Located<LineupLine>>;
  /** `${round}:${player}` -> the team whose line-up of that round names the player. */
  readonly lineupTeamOf: ReadonlyMap<string, Tpn>;
  readonly forfeitsByRound: ReadonlyMap<number, readonly Located<ForfeitLine>[]>;
  /** `${round}:${tpn}` -> gamePointsOf. */
  readonly gamePoints: Map<string, { points: number; played: boolean; colour: Colour | null }>;
}

function indexes(section: TeamSection): Pick<Context, 'lineupOfTeam' | 'lineupTeamOf' | 'forfeitsByRound' | 'gamePoints'> {
  const lineupOfTeam = new Map<string, Located<LineupLine>>();
  const lineupTeamOf = new Map<string, Tpn>();
  for (const l of section.lineups) {
    if (!lineupOfTeam.has(`${l.round}:${l.team}`)) lineupOfTeam.set(`${l.round}:${l.team}`, l);
    for (const p of l.players) if (p !== null && !lineupTeamOf.has(`${l.round}:${p}`)) lineupTeamOf.set(`${l.round}:${p}`, l.team);
  }
  const forfeitsByRound = new Map<number, Located<ForfeitLine>[]>();
  for (const f of section.forfeits) forfeitsByRound.set(f.round, [...(forfeitsByRound.get(f.round) ?? []), f]);
  return { lineupOfTeam, lineupTeamOf, forfeitsByRound, gamePoints: new Map() };
}

/** The players of a team in a round: its 300 line-up (which may name reserves not in 310), else its 310 roster. */
function roundPlayers(ctx: Context, tpn: Tpn, round: number): readonly number[] {
  const lineup = ctx.lineupOfTeam.size === 0 ? undefined : ctx.lineupOfTeam.get(`${round}:${tpn}`);
  if (lineup !== undefined) return lineup.players.filter((p): p is number => p !== null);
  return ctx.teamList[tpn - 1]!.players;
}

/** A player's team in a round: the team whose 300 line-up of that round names him, else his 310 team. */
function teamInRound(ctx: Context, player: number, round: number): Tpn | null {
  const lineupTeam = ctx.lineupTeamOf.size === 0 ? undefined : ctx.lineupTeamOf.get(`${round}:${player}`);
  return lineupTeam ?? ctx.teamOf.get(player) ?? null;
}

const outcome = (ctx: Context, p: number, round: number): RoundOutcome => outcomeOf(ctx.players.get(p)?.rounds[round - 1]);

/** The opponent team of `team` in a round from its players' games (and 300), checked for contradictions. */
function boardOpponent(ctx: Context, team: Team, round: number): Tpn | null {
  let found: Tpn | null = null;
  for (const p of roundPlayers(ctx, team.tpn, round)) {
    const o = outcome(ctx, p, round);
    if (o.kind !== 'played' && o.kind !== 'forfeit' && o.kind !== 'pending') continue;
    const t = teamInRound(ctx, o.opponent, round);
    const rec = ctx.players.get(p)!;
    if (t === null || t === team.tpn) fail(ctx.file, rec.line ?? 0, blockColumn(round), `player ${p} of team ${team.tpn} meets player ${o.opponent}, who is ${t === null ? 'in no team' : 'a team-mate'}`, String(o.opponent), 'a player of the opposing team');
    if (found !== null && t !== found) fail(ctx.file, rec.line ?? 0, blockColumn(round), `team ${team.tpn} meets two teams in round ${round} (${found} and ${t})`, String(o.opponent), `a player of team ${found}`);
    found = t;
  }
  const lineup = ctx.lineupOfTeam.get(`${round}:${team.tpn}`);
  if (lineup !== undefined) {
    if (found !== null && found !== lineup.opponent) fail(ctx.file, lineup.line, 13, `300 says team ${team.tpn} met team ${lineup.opponent} in round ${round}, its players' games say team ${found}`, String(lineup.opponent), String(found));
    return lineup.opponent;
  }
  return found;
}

/** Game points of a team in a round: its players' points there (board forfeits and `0000 - +` included). */
function gamePointsOf(ctx: Context, team: Team, round: number): { points: number; played: boolean; colour: Colour | null } {
  const key = `${round}:${team.tpn}`;
  const known = ctx.gamePoints.get(key);
  if (known !== undefined) return known;
  let points = 0;
  let played = false;
  let colour: Colour | null = null;
  for (const p of roundPlayers(ctx, team.tpn, round)) {
    const o = outcome(ctx, p, round);
    if (o.kind === 'bye' || o.kind === 'none') continue;
    points += pointsOf(o, ctx.points);
    if (o.kind === 'played') played = true;
    if (colour === null && (o.kind === 'played' || o.kind === 'pending' || o.kind === 'forfeit')) colour = o.colour;
  }
  const found = { points, played, colour };
  ctx.gamePoints.set(key, found);
  return found;
}

/** Whether a board of the team's round is paired and not played yet (no result to score, nor to give 299 points). */
function hasPending(ctx: Context, team: Team, round: number): boolean {
  return roundPlayers(ctx, team.tpn, round).some((p) => outcome(ctx, p, round).kind === 'pending');
}

function matchPoints(s: MatchScoring, mine: number, theirs: number): number {
  return mine > theirs ? s.win : mine < theirs ? s.loss : s.draw;
}

function roundOf(ctx: Context, team: Team, round: number): TeamRound {
  const pabTeam = ctx.section.pab?.teams[round - 1] ?? null;
  const forfeit = ctx.forfeitsByRound.get(round)?.find((f) => f.white === team.tpn || f.black === team.tpn);
  const opponent = boardOpponent(ctx, team, round);
  if (pabTeam === team.tpn) {
    if (opponent !== null) fail(ctx.file, ctx.section.pab!.line, 15 + 4 * (round - 1), `team ${team.tpn} has the PAB in round ${round} but its players have games`, String(team.tpn), 'a team without games in that round');
    return { kind: 'pab', ...ctx.pab };
  }
  if (forfeit !== undefined) {
    const white = forfeit.white === team.tpn;
    const other = white ? forfeit.black : forfeit.white;
    const own = gamePointsOf(ctx, team, round);
    if (own.played || (opponent !== null && opponent !== other)) fail(ctx.file, forfeit.line, 5, `330 says the match ${forfeit.white}-${forfeit.black} of round ${round} was forfeited, but team ${team.tpn} has games in it`, forfeit.type, 'no board played over the board in a forfeited match');
    const won = forfeit.type === (white ? '+-' : '-+');
    const gp = won ? ctx.boards * ctx.points.forfeitWin : 0;
    const otherGp = !won && forfeit.type !== '--' ? ctx.boards * ctx.points.forfeitWin : 0;
    const kind = forfeit.type === '--' ? 'double' : won ? 'won' : 'lost';
    return { kind: 'match', opponent: other, colour: white ? 'w' : 'b', played: false, gamePoints: gp, opponentGamePoints: otherGp, matchPoints: won ? ctx.scoring.win : ctx.scoring.loss, forfeit: kind };
  }
  const bye = ctx.byes.get(round)?.get(team.tpn);
  if (opponent === null) {
    // No 320 naming it: a team whose boards read `U` (TRF-16: pairing-allocated bye) has the PAB, with 320's
    // absent values, a draw's (C.04.6 1.4).
    if (bye === undefined && roundPlayers(ctx, team.tpn, round).some((p) => ctx.players.get(p)?.rounds[round - 1]?.result === 'U')) return { kind: 'pab', ...ctx.pab };
    if (bye === undefined) return { kind: 'none' };
    const s = ctx.scoring;
    const per = bye === 'full' ? ctx.points.fullBye : bye === 'half' ? ctx.points.halfBye : ctx.points.zeroBye;
    return { kind: 'bye', bye, matchPoints: bye === 'full' ? s.win : bye === 'half' ? s.draw : s.loss, gamePoints: per * ctx.boards };
  }
  const own = gamePointsOf(ctx, team, round);
  const theirs = gamePointsOf(ctx, ctx.teamList[opponent - 1]!, round);
  const colour = own.colour ?? (theirs.colour === null ? null : theirs.colour === 'w' ? 'b' : 'w');
  const played = own.played || theirs.played;
  const forfeitKind = played ? 'none' : own.points > theirs.points ? 'won' : own.points < theirs.points ? 'lost' : 'double';
  const mp = forfeitKind === 'double' ? ctx.scoring.loss : matchPoints(ctx.scoring, own.points, theirs.points);
  return { kind: 'match', opponent, colour, played, gamePoints: own.points, opponentGamePoints: theirs.points, matchPoints: mp, forfeit: forfeitKind };
}

interface Context {
  readonly teamList: readonly Team[];
}

function scoringOf(section: TeamSection): MatchScoring {
  const v = section.matchPoints?.values;
  return { win: v?.get('TW') ?? 20, draw: v?.get('TD') ?? 10, loss: v?.get('TL') ?? 0 };
}

function variantOf(file: string, section: TeamSection): { variant: TeamVariant; source: 'record 192' | 'default' } {
  const code = section.typeCode;
  if (code === null || !isTeamCode(code.code)) return { variant: DEFAULT_TEAM_VARIANT, source: 'default' };
  const v = teamVariantFromCode(code.code);
  if (v === null && !TEAM_OTHER_CODE.test(code.code.toUpperCase())) {
    fail(file, code.line, 5, 'unknown team tournament code in 192', code.code, 'a team code of the ETT26 table, e.g. FIDE_TEAM_TYPEA_MP_GP or FIDE_TEAM_TYPEB_GP');
  }
  return { variant: v ?? DEFAULT_TEAM_VARIANT, source: 'record 192' };
}

/**
 * The team tournament of a parsed document. Throws TrfParseError / TrfConsistencyError (exit 3) with the
 * file:line:column of the first problem: a 310 naming a player twice, a player in two teams, a team with fewer
 * players than boards, an unknown 192 team code, board results contradicting the match (330, 320, 300).
 */
export function buildTeamTournament(doc: TrfDocument, fileName = '<input>'): TeamTournament {
  const read = readTeamSection(doc, fileName);
  // 013 is "to be phased out": a file with both (as TEC's sample) is read by its 310 records.
  const section = read.teams.some((t) => t.code === '310') ? { ...read, teams: read.teams.filter((t) => t.code === '310') } : read;
  const players = new Map<number, PlayerRecord>();
  const raw = new Map<number, string>();
  let plannedRounds: number | null = null;
  let initialColour: Colour = 'w';
  const byes = new Map<number, Map<Tpn, 'full' | 'half' | 'zero'>>();
  for (const r of doc.records) {
    if (r.line !== undefined && r.raw !== undefined) raw.set(r.line, r.raw);
    if (r.kind === 'player') players.set(r.startingRank, r);
    else if (r.kind === 'totalRounds') plannedRounds = r.rounds;
    else if (r.kind === 'initialColour' && r.colour !== null) initialColour = r.colour === 'white' ? 'w' : 'b';
    else if (r.kind === 'byeDeclaration') {
      const m = byes.get(r.round) ?? new Map<Tpn, 'full' | 'half' | 'zero'>();
      for (const id of r.ids) m.set(id, r.type === 'F' ? 'full' : r.type === 'H' ? 'half' : 'zero');
      byes.set(r.round, m);
    }
  }
  const { variant, source } = variantOf(fileName, section);
  const teamList: Team[] = [...section.teams].sort((a, b) => a.tpn - b.tpn).map((t) => ({ tpn: t.tpn, name: t.name, players: t.players, line: t.line }));
  const boards = section.boardColours?.colours.length ?? Math.min(...teamList.map((t) => t.players.length), 99);
  const teamOf = checkRosters(fileName, section, players, raw, boards);
  const points = pointSystemOf(doc);
  const records = teamPointRecords(doc, teamList.length, fileName);
  // A 299 W/D/L for every round and team is the tournament's match scoring, as 362 (src/model/teamPoints.ts).
  const scoring = wideScoring(scoringOf(section), records.results);
  const pab = { matchPoints: section.pab?.matchPoints ?? scoring.draw, gamePoints: section.pab?.gamePoints ?? boards * points.draw };
  const ctx: Context = { file: fileName, section, players, teamOf, points, scoring, pab, boards, byes, teamList, ...indexes(section) };
  let roundsInFile = Math.max(0, section.pab?.teams.length ?? 0, ...section.forfeits.map((f) => f.round), ...section.lineups.map((l) => l.round));
  for (const p of players.values()) roundsInFile = Math.max(roundsInFile, p.rounds.length);
  // TRF-2026 299 and 250 (src/model/teamPoints.ts): a typed 299 sets what a result is worth, then each match's
  // opponent game points are read again from the opponent's round.
  const base = teamList.map((team) => Array.from({ length: roundsInFile }, (_, i) => withResultPoints(roundOf(ctx, team, i + 1), team.tpn, i + 1, records.results.length > 0 && hasPending(ctx, team, i + 1), records.results)));
  const rounds = records.results.length === 0 ? base : withOpponentPoints(base);
  const boardColours = section.boardColours?.colours ?? Array.from({ length: boards }, (_, i) => (i % 2 === 0 ? 'W' : 'B')).join('');
  return { fileName, teams: teamList, boards, boardColours, scoring, pabPoints: pab, variant, variantSource: source, rounds, roundsInFile, plannedRounds, initialColour, declaredByes: byes, section, adjustments: records.adjustments, acceleration: records.acceleration };
}

/**
 * Match and game points of every team after `rounds` rounds (index = tpn - 1), with the 299 bonuses and
 * penalties counted by then. O(teams x rounds).
 */
export function teamScores(t: TeamTournament, rounds: number): { readonly mp: number[]; readonly gp: number[] } {
  const mp: number[] = [];
  const gp: number[] = [];
  for (let i = 0; i < t.rounds.length; i++) {
    const history = t.rounds[i]!;
    const bonus = adjustmentAfter(t.adjustments, i + 1, rounds);
    let m = bonus.mp;
    let g = bonus.gp;
    for (const r of history.slice(0, rounds)) {
      if (r.kind === 'none') continue;
      m += r.matchPoints;
      g += r.gamePoints;
    }
    mp.push(m);
    gp.push(g);
  }
  return { mp, gp };
}
