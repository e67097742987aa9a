/**
 * Builds the semantic Tournament from a parsed TRF document: interprets the round codes (rules README, "How the
 * unplayed round codes count"), collects the pairing extensions (XXR/142, XXC/152, XXZ/240, XXP/260, XXA/250)
 * and refuses documents whose records contradict each other.
 */
import { swisspairCommentRound } from '../trf/boards.js';
import { TrfConsistencyError } from '../errors.js';
import { checkConsistency, pointAdjustments } from '../trf/consistency.js';
import { pointSystemOf } from '../trf/pointSystem.js';
import type { PlayerRecord, RoundBlock, TrfDocument } from '../trf/types.js';
import {
  playerId,
  score,
  type DeclaredBye,
  type ForbiddenGroup,
  type PlayerId,
  type PlayerInfo,
  type RoundOutcome,
  type Score,
  type Tournament,
  type TypeRecord,
} from './types.js';
import { clipToTournament, lastRoundOf } from './clip.js';
import { roundWarnings } from './soundness.js';
import { accelerationFromRecords, precedenceWarnings } from './acceleration.js';

export interface BuildOptions {
  readonly fileName?: string;
}

// Outcomes without an opponent are immutable and alike: shared, not allocated once per block of the file.
const NONE: RoundOutcome = { kind: 'none' };
const PAB: RoundOutcome = { kind: 'pab' };
const FULL_BYE: RoundOutcome = { kind: 'bye', bye: 'full' };
const HALF_BYE: RoundOutcome = { kind: 'bye', bye: 'half' };
const ZERO_BYE: RoundOutcome = { kind: 'bye', bye: 'zero' };

/** Interprets one round block. Invalid combinations were rejected by the consistency check. */
export function outcomeOf(block: RoundBlock | undefined): RoundOutcome {
  if (block === undefined || block.blank) return NONE;
  const { opponent, colour, result } = block;
  if (opponent !== null) {
    const id = playerId(opponent);
    switch (result) {
      case '1':
      case 'W':
        return { kind: 'played', opponent: id, colour: colour ?? 'w', result: 'win' };
      case '=':
      case 'D':
        return { kind: 'played', opponent: id, colour: colour ?? 'w', result: 'draw' };
      case '0':
      case 'L':
        return { kind: 'played', opponent: id, colour: colour ?? 'w', result: 'loss' };
      case '+':
        return { kind: 'forfeit', opponent: id, colour, result: 'win' };
      case '-':
        return { kind: 'forfeit', opponent: id, colour, result: 'loss' };
      default:
        // A scheduled game whose result is not in yet (what `pair -o` writes).
        return { kind: 'pending', opponent: id, colour: colour ?? 'w' };
    }
  }
  switch (result) {
    case 'U':
    case '+': // legacy JaVaFo-era PAB: `0000 - +`
      return PAB;
    case 'F':
    case '1':
    case 'W':
      return FULL_BYE;
    case 'H':
    case '=': // Vega writes a half-point bye as `0000 - =`
    case 'D':
      return HALF_BYE;
    default: // Z, `0000 - -`, `0000 -  `, 0, L
      return ZERO_BYE;
  }
}

/**
 * outcomeOf for every block of a file, a game's outcome shared by the blocks that say the same (same opponent,
 * colour and result: two and a half blocks per outcome in a 9,999-player file): outcomes are immutable, and
 * each one kept costs the garbage collector a copy or two while the file is read. Found by an index into an
 * Int32Array (opponents up to `maxRank`; others are not shared), not a Map of 60,000 keys. O(1) per block.
 */
class GameOutcomes {
  private readonly index: Int32Array;
  private readonly known: RoundOutcome[] = [NONE]; // index 0: not known yet

  constructor(private readonly maxRank: number) {
    this.index = new Int32Array((maxRank + 1) * 8);
  }

  of(block: RoundBlock | undefined): RoundOutcome {
    if (block === undefined || block.blank || block.opponent === null || block.opponent > this.maxRank) return outcomeOf(block);
    const result = gameResult(block.result);
    if (result < 0) return outcomeOf(block);
    const key = block.opponent * 8 + (block.colour === 'b' ? 4 : 0) + result;
    const known = this.index[key]!;
    if (known !== 0) return this.known[known]!;
    const outcome = outcomeOf(block);
    this.index[key] = this.known.length;
    this.known.push(outcome);
    return outcome;
  }
}

/** A game played over the board by the outcome its result code gives: 0 win, 1 draw, 2 loss; -1 for any other. */
function gameResult(result: RoundBlock['result']): number {
  switch (result) {
    case '1':
    case 'W':
      return 0;
    case '=':
    case 'D':
      return 1;
    case '0':
    case 'L':
      return 2;
    default:
      return -1;
  }
}

/** True for outcomes that show the player took part in that round's pairing (was paired or got the PAB). */
export function wasPaired(outcome: RoundOutcome): boolean {
  return outcome.kind === 'played' || outcome.kind === 'forfeit' || outcome.kind === 'pab' || outcome.kind === 'pending';
}

/** wasPaired(outcomeOf(block)), without making the outcome: a game (with any result, or none yet) or the PAB. */
export function blockWasPaired(block: RoundBlock | undefined): boolean {
  if (block === undefined || block.blank) return false;
  return block.opponent !== null || block.result === 'U' || block.result === '+';
}

/**
 * The last round that was paired: the highest round in which some player was paired. Blocks after it are byes
 * declared for the next round (JaVaFo's convention: `0000 - -`, `0000 - =`, or H/F/Z written in advance).
 */
function lastPairedRound(players: readonly PlayerRecord[]): number {
  let last = 0;
  for (let i = 0; i < players.length; i++) {
    const p = players[i]!; // by index: no iterator object per player in code not yet optimised
    for (let r = p.rounds.length; r > last; r--) {
      if (blockWasPaired(p.rounds[r - 1])) {
        last = r;
        break;
      }
    }
  }
  return last;
}

/**
 * A round in which nobody plays (every player on a declared bye or withdrawn) has no game and no PAB, so the
 * blocks alone read as byes written for the next round. `pair -o` keeps the round's (empty) board order in a
 * comment line (src/trf/boards.ts): a round so marked in which every player has an entry is a round of the
 * tournament (issue 33.3). O(records + players) when the file has such lines; O(records) otherwise.
 */
function lastRoundWithoutGames(doc: TrfDocument, players: readonly PlayerRecord[]): number {
  let last = 0;
  for (const r of doc.records) {
    const round = swisspairCommentRound(r);
    if (round !== null && round > last && players.length > 0 && players.every((p) => p.rounds[round - 1] !== undefined && !p.rounds[round - 1]!.blank)) last = round;
  }
  return last;
}

/** The group's distinct players (a player named twice cannot be paired with himself anyway). */
function forbiddenGroup(ids: readonly number[], firstRound: number, lastRound: number): ForbiddenGroup {
  return { ids: [...new Set(ids)].map(playerId), firstRound, lastRound };
}

/**
 * Builds the tournament. Throws TrfConsistencyError listing every contradiction found (both sides of a game
 * disagreeing, unknown opponents, ...). Time O(players × rounds + records).
 */
export function buildTournament(doc: TrfDocument, options: BuildOptions = {}): Tournament {
  const fileName = options.fileName ?? '-';
  const { errors, warnings } = checkConsistency(doc, fileName);
  if (errors.length > 0) throw new TrfConsistencyError(errors);

  const records = doc.records.filter((r): r is PlayerRecord => r.kind === 'player');
  records.sort((a, b) => a.startingRank - b.startingRank);
  const roundsInFile = Math.max(lastPairedRound(records), lastRoundWithoutGames(doc, records));
  const pointSystem = pointSystemOf(doc);

  // The consistency check found every opponent among the players: ranks are at most the last one.
  const games = new GameOutcomes(records.length === 0 ? 0 : records[records.length - 1]!.startingRank);
  const players: PlayerInfo[] = records.map((r) => {
    const rounds: RoundOutcome[] = [];
    for (let i = 0; i < roundsInFile; i++) rounds.push(games.of(r.rounds[i]));
    return {
      id: playerId(r.startingRank),
      name: r.name,
      title: r.title,
      rating: r.rating,
      federation: r.federation,
      fideId: r.fideId,
      writtenPoints: r.points === null ? null : score(r.points),
      writtenRank: r.rank,
      rounds,
      line: r.line ?? null,
    };
  });

  let name = '';
  let record192: TypeRecord | null = null;
  let record092: TypeRecord | null = null;
  let record202: TypeRecord | null = null;
  let record212: TypeRecord | null = null;
  let startDate: string | null = null;
  let plannedRounds: number | null = null;
  let plannedRoundsLine: number | null = null;
  let initialColour: Tournament['initialColour'] = null;
  const forbiddenGroups: ForbiddenGroup[] = [];
  const declaredByes: DeclaredBye[] = [];
  const absentNextRound = new Set<PlayerId>();
  const acceleration = new Map<PlayerId, Score[]>();
  // Records naming players or rounds beyond the tournament are clipped to it first (issue 18.4).
  const maxPlayer = records.length === 0 ? 0 : records[records.length - 1]!.startingRank;
  const clipped = clipToTournament(doc.records, { maxPlayer, maxRound: lastRoundOf(doc, roundsInFile), fileName });

  for (let i = 0; i < clipped.records.length; i++) {
    const record = clipped.records[i]!; // by index: no iterator object per line
    switch (record.kind) {
      case 'header':
        if (record.code === '012') name = record.text.trim();
        else if (record.code === '192') record192 = { text: record.text.trim(), line: record.line ?? null };
        else if (record.code === '092') record092 = { text: record.text.trim(), line: record.line ?? null };
        else if (record.code === '042') startDate = calendarDate(record.text);
        else if (record.code === '202') record202 ??= { text: record.text, line: record.line ?? null };
        else if (record.code === '212') record212 ??= { text: record.text, line: record.line ?? null };
        break;
      case 'totalRounds':
        // The first one counts; a second that differs is an error (trf/notices.ts).
        if (plannedRounds === null) {
          plannedRounds = record.rounds;
          plannedRoundsLine = record.line ?? null;
        }
        break;
      case 'initialColour':
        if (record.colour !== null) initialColour = record.colour === 'white' ? 'w' : 'b';
        break;
      case 'absent':
        for (const id of record.ids) absentNextRound.add(playerId(id));
        break;
      case 'byeDeclaration': {
        const bye = record.type === 'F' ? 'full' : record.type === 'H' ? 'half' : 'zero';
        for (const id of record.ids) declaredByes.push({ player: playerId(id), round: record.round, bye });
        break;
      }
      case 'forbiddenPairs':
        forbiddenGroups.push(forbiddenGroup(record.ids, 1, Number.MAX_SAFE_INTEGER));
        break;
      case 'prohibitedPairings':
        forbiddenGroups.push(forbiddenGroup(record.ids, record.firstRound, record.lastRound));
        break;
      case 'acceleration':
        acceleration.set(playerId(record.id), record.points.map(score));
        break;
      case 'acceleratedRounds': {
        // TRF-2026: for individuals the fictitious points are the game points (the match points are "empty", the
        // game points "must differ from 0.0"); writers that put them in the match points column only (Sharly-Chess,
        // the FIDE TEC sample) or leave 0.0 in the game points are read from the match points. No two records give
        // one player a value for the same round (trf/accelerationOverlap.ts refuses it).
        const value = record.gamePoints !== null && record.gamePoints !== 0 ? record.gamePoints : (record.matchPoints ?? 0);
        for (let id = record.firstPlayer; id <= record.lastPlayer; id++) {
          const points = [...(acceleration.get(playerId(id)) ?? [])];
          for (let round = record.firstRound; round <= record.lastRound; round++) {
            while (points.length < round) points.push(score(0));
            points[round - 1] = score(value);
          }
          acceleration.set(playerId(id), points);
        }
        break;
      }
      default:
        break;
    }
  }

  // Byes written in advance in the round after the last paired one (JaVaFo's convention) are declared byes.
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    const outcome = outcomeOf(r.rounds[roundsInFile]);
    if (outcome.kind === 'bye') {
      declaredByes.push({ player: playerId(r.startingRank), round: roundsInFile + 1, bye: outcome.bye });
    }
  }

  // TRF-2026 299: a bonus or penalty counts in the score from the round it is given after.
  const adjustments = new Map<PlayerId, Score[]>();
  for (const [id, list] of pointAdjustments(doc)) {
    const perRound: Score[] = [];
    for (const a of list) {
      while (perRound.length < a.round) perRound.push(score(0));
      perRound[a.round - 1] = score(perRound[a.round - 1]! + a.points);
    }
    adjustments.set(playerId(id), perRound);
  }

  const typeRecords = { record192, record092 };
  const accelerationChoice = accelerationFromRecords({ typeRecords });
  return {
    fileName,
    name,
    players,
    roundsInFile,
    plannedRounds,
    plannedRoundsLine,
    adjustments,
    initialColour,
    pointSystem,
    forbiddenGroups,
    declaredByes,
    absentNextRound: [...absentNextRound].sort((a, b) => a - b),
    acceleration,
    accelerationChoice,
    warnings: [
      ...warnings,
      ...clipped.warnings,
      ...roundWarnings(doc, records, roundsInFile, fileName),
      ...precedenceWarnings({ acceleration, fileName }, accelerationChoice),
    ],
    typeRecords,
    startDate,
    tiebreakRecords: { record202, record212 },
  };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * Reads the `042` start date as writers put it: `YYYY/MM/DD` (TRF), `YYYY-MM-DD`, `DD/MM/YYYY` or `DD.MM.YYYY`
 * (European programs; `MM/DD/YYYY` only when the day cannot be the first field), `May 29, 2020`. Anything else
 * (placeholders, two-digit years) is no date: the edition then falls back to the one in force.
 */
export function calendarDate(text: string): string | null {
  const t = text.trim();
  const iso = (y: number, m: number, d: number): string | null =>
    m >= 1 && m <= 12 && d >= 1 && d <= 31 && y >= 1900 && y <= 2999
      ? `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
      : null;
  let m = /^(\d{4})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{1,2})$/.exec(t);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(t);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    return b > 12 && a <= 12 ? iso(Number(m[3]), a, b) : iso(Number(m[3]), b, a);
  }
  m = /^([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(t);
  if (m) {
    const month = MONTHS.indexOf(m[1]!.toLowerCase()) + 1;
    return month === 0 ? null : iso(Number(m[3]), month, Number(m[2]));
  }
  return null;
}
