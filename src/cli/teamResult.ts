/**
 * `result FILE --match T[-U][=SCORE] [--boards R1,R2,...]` for a team file: the result of team T's match in a
 * round (or `--match mN[=SCORE]`: the match numbered N as `pair` and `show` print it, from its first team's side), board by board (`--boards 1-0,½-½,0-1,1-0`, each from T's player's side, board 1 first), or whole
 * (`=2.5-1.5`: T's game points first; the board results are then laid out from board 1 as wins, a draw, losses,
 * and the command says so), or forfeited (`=+-` T wins by forfeit, `=-+` T loses, `=--` both lose: every board
 * gets the forfeit and a 330 record names the match). The boards of the match are T's players in the round (its
 * 300 line-up, else its 310 board order) who met a player of the opponent. Edits go through setResults (edit.ts).
 * O(records).
 */
import { ArgumentError } from '../errors.js';
import { buildTeamTournament, type TeamTournament } from '../model/team.js';
import { matchesOfRound } from '../model/teamMatches.js';
import { parseGameResult, setResults, type GameResultCodes, type ResultEntry } from '../trf/edit.js';
import { formatTeamLine } from '../trf/team.js';
import type { TrfDocument, TrfRecord } from '../trf/types.js';

export interface MatchSpec {
  /** Team T (its pairing number); 0 when the match is named by its number. */
  readonly team: number;
  /** `mN`: the match numbered N in the round as `pair` and `show` print it (src/model/teamMatches.ts), else null. */
  readonly number: number | null;
  readonly opponent: number | null;
  /** '2.5-1.5' or '+-' etc., or null when the boards are given. */
  readonly whole: string | null;
}

const MATCH = 'T, T-U, T=2.5-1.5 or T=+- (T a team pairing number, its score first), or mN, mN=2.5-1.5 (N the match number printed by pair and show, the first team\'s score first)';

export function parseMatchSpec(text: string): MatchSpec {
  const numbered = /^\s*[mM](\d{1,3})\s*(?:=\s*(\S+))?\s*$/.exec(text);
  if (numbered !== null && Number(numbered[1]) >= 1) return { team: 0, number: Number(numbered[1]), opponent: null, whole: numbered[2] ?? null };
  const m = /^\s*(\d{1,3})(?:\s*-\s*(\d{1,3}))?\s*(?:=\s*(\S+))?\s*$/.exec(text);
  if (m === null) throw new ArgumentError(`--match expects ${MATCH}, got "${text}"`);
  return { team: Number(m[1]), number: null, opponent: m[2] === undefined ? null : Number(m[2]), whole: m[3] ?? null };
}

/** A match named by its number becomes the match of its first team (White on board 1), whose side the results are from. */
function resolveNumber(t: TeamTournament, round: number, spec: MatchSpec): MatchSpec {
  if (spec.number === null) return spec;
  const matches = matchesOfRound(t, round);
  const m = matches[spec.number - 1];
  if (m === undefined) throw new ArgumentError(`--match m${spec.number}: round ${round} has ${matches.length === 0 ? 'no match' : matches.length === 1 ? 'match 1 only' : `matches 1-${matches.length}`}`);
  return { ...spec, team: m.white, opponent: m.black };
}

interface Board {
  readonly own: number;
  readonly other: number;
  readonly ownWhite: boolean;
}

/** The boards of team T's match in a round, in T's board order. */
function matchBoards(doc: TrfDocument, t: TeamTournament, round: number, spec: MatchSpec): { boards: Board[]; opponent: number } {
  const team = t.teams[spec.team - 1];
  if (team === undefined) throw new ArgumentError(`--match ${spec.team}: the file has teams 1-${t.teams.length}`);
  const r = t.rounds[spec.team - 1]?.[round - 1];
  if (r === undefined || r.kind !== 'match') throw new ArgumentError(`--match ${spec.team}: team ${spec.team} (${team.name}) has no match in round ${round}${r?.kind === 'pab' ? ' (it has the pairing-allocated bye)' : ''}`);
  if (spec.opponent !== null && spec.opponent !== r.opponent) throw new ArgumentError(`--match ${spec.team}-${spec.opponent}: in round ${round} team ${spec.team} meets team ${r.opponent}`);
  const lineup = t.section.lineups.find((l) => l.round === round && l.team === spec.team);
  const order = lineup === undefined ? team.players : lineup.players.filter((p): p is number => p !== null);
  const records = new Map<number, (typeof doc.records)[number]>();
  for (const rec of doc.records) if (rec.kind === 'player') records.set(rec.startingRank, rec);
  const boards: Board[] = [];
  for (const p of order) {
    const rec = records.get(p);
    const block = rec?.kind === 'player' ? rec.rounds[round - 1] : undefined;
    if (block?.opponent == null || (block.colour !== 'w' && block.colour !== 'b')) continue;
    boards.push({ own: p, other: block.opponent, ownWhite: block.colour === 'w' });
  }
  return { boards, opponent: r.opponent };
}

/** Board results (from T's side) of a whole-match score: wins from board 1, then a draw, then losses. */
function laidOut(score: string, boards: number): GameResultCodes[] {
  const m = /^(\d{1,2}(?:[.,]5)?|\d{0,2}½)-(\d{1,2}(?:[.,]5)?|\d{0,2}½)$/.exec(score);
  const value = (s: string): number => Math.round(Number(s.replace('½', '.5').replace(',', '.').replace(/^\./, '0.')) * 2);
  if (m === null) throw new ArgumentError(`--match: "${score}" is not a match score such as 2.5-1.5, or +- -+ --`);
  const [own, other] = [value(m[1]!), value(m[2]!)];
  if (own + other !== 2 * boards) throw new ArgumentError(`--match: ${score} does not add up to the ${boards} boards of the match`);
  const wins = Math.floor(own / 2);
  return Array.from({ length: boards }, (_, i): GameResultCodes => (i < wins ? ['1', '0'] : i === wins && own % 2 === 1 ? ['=', '='] : ['0', '1']));
}

export interface MatchEdit {
  readonly document: TrfDocument;
  /** The match's number in the round and the team whose side the results were read from. */
  readonly match: number;
  readonly team: number;
  readonly opponent: number;
  readonly boards: number;
  readonly laidOut: boolean;
  readonly forfeit: boolean;
}

/** The document with the match's results entered (and its 330 for a forfeited match). Throws ArgumentError / EditRefused. */
export function enterMatch(doc: TrfDocument, fileName: string, round: number, named: MatchSpec, boardsText: string | undefined, force: boolean): MatchEdit {
  const t = buildTeamTournament(doc, fileName);
  const spec = resolveNumber(t, round, named);
  const { boards, opponent } = matchBoards(doc, t, round, spec);
  if (boards.length === 0) throw new ArgumentError(`--match ${spec.team}: no board of round ${round} is paired`);
  const forfeit = spec.whole !== null && /^[+-][+-]$/.test(spec.whole);
  let results: GameResultCodes[];
  if (spec.whole !== null && boardsText !== undefined) throw new ArgumentError('--match T=SCORE and --boards: give the match score or the board results, not both');
  if (forfeit) results = boards.map(() => parseGameResult(spec.whole!)!);
  else if (spec.whole !== null) results = laidOut(spec.whole, boards.length);
  else {
    if (boardsText === undefined) throw new ArgumentError(`--match ${spec.team}: give the board results (--boards 1-0,½-½,...) or the match score (--match ${spec.team}=2.5-1.5)`);
    const parts = boardsText.split(',');
    if (parts.length !== boards.length) throw new ArgumentError(`--boards: ${parts.length} results for the ${boards.length} boards of team ${spec.team}'s match`);
    results = parts.map((p, i) => {
      const r = parseGameResult(p);
      if (r === null) throw new ArgumentError(`--boards: board ${i + 1}: "${p}" is not a result (1-0 0-1 ½-½ +- -+ --)`);
      return r;
    });
  }
  const entries: ResultEntry[] = boards.map((b, i) => {
    const [own, other] = results[i]!;
    return b.ownWhite ? { round, white: b.own, black: b.other, result: [own, other], force } : { round, white: b.other, black: b.own, result: [other, own], force };
  });
  let document = setResults(doc, entries);
  const old = t.section.forfeits.find((f) => f.round === round && (f.white === spec.team || f.black === spec.team));
  let records: TrfRecord[] = document.records.filter((r) => !(old !== undefined && r.line === old.line && r.kind !== 'player'));
  if (forfeit) {
    const teamWhite = boards[0]!.ownWhite;
    const type = (teamWhite ? spec.whole! : [...spec.whole!].reverse().join('')) as '+-' | '-+' | '--';
    records = [...records, { kind: 'unknown', text: formatTeamLine({ kind: 'forfeit', type, round, white: teamWhite ? spec.team : opponent, black: teamWhite ? opponent : spec.team }) }];
  }
  document = { ...document, records };
  buildTeamTournament(document, fileName);
  const match = matchesOfRound(t, round).find((m) => m.white === spec.team || m.black === spec.team)?.match ?? 0;
  return { document, match, team: spec.team, opponent, boards: boards.length, laidOut: spec.whole !== null && !forfeit, forfeit };
}

