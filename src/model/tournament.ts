/**
 * Builds the semantic Tournament from a parsed TRF document: interprets the round codes (rules README, "How the
 * unplayed round codes count"), collects the pairing extensions (XXR/142, XXC/152, XXZ/240, XXP/260, XXA/250)
 * and refuses documents whose records contradict each other.
 */
import { swisspairCommentRound } from '../trf/boards.js';
import { TrfConsistencyError } from '../errors.js';
import { checkConsistency, pointAdjustments } from '../trf/consistency.js';
import { pointSystemOf } from '../trf/pointSystem.js';
import type { PlayerRecord, TrfDocument, TrfRecord } from '../trf/types.js';
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
import { blockWasPaired, GameOutcomes, outcomeOf } from './outcome.js';
import { roundWarnings } from './soundness.js';
import { accelerationFromRecords, precedenceWarnings } from './acceleration.js';

export { blockWasPaired, outcomeOf, wasPaired } from './outcome.js';

export interface BuildOptions {
  readonly fileName?: string;
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

/** The players of the file, by starting rank, with their round outcomes up to the last paired round. O(players × rounds). */
function playerInfos(records: readonly PlayerRecord[], roundsInFile: number): PlayerInfo[] {
  // The consistency check found every opponent among the players: ranks are at most the last one.
  const games = new GameOutcomes(records.length === 0 ? 0 : records[records.length - 1]!.startingRank);
  return records.map((r) => {
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
}

/** What the records other than the player lines say: the header codes the model reads and the pairing extensions. */
interface RecordsRead {
  name: string;
  record192: TypeRecord | null;
  record092: TypeRecord | null;
  record202: TypeRecord | null;
  record212: TypeRecord | null;
  startDate: string | null;
  plannedRounds: number | null;
  plannedRoundsLine: number | null;
  initialColour: Tournament['initialColour'];
  readonly forbiddenGroups: ForbiddenGroup[];
  readonly declaredByes: DeclaredBye[];
  readonly absentNextRound: Set<PlayerId>;
  readonly acceleration: Map<PlayerId, Score[]>;
}

const typeRecord = (r: { readonly text: string; readonly line?: number | undefined }, trim: boolean): TypeRecord => ({ text: trim ? r.text.trim() : r.text, line: r.line ?? null });

/** A header record: 012 name, 192/092 type, 042 start date, 202/212 tie-break lists (the first of each). */
function readHeader(read: RecordsRead, record: Extract<TrfRecord, { kind: 'header' }>): void {
  if (record.code === '012') read.name = record.text.trim();
  else if (record.code === '192') read.record192 = typeRecord(record, true);
  else if (record.code === '092') read.record092 = typeRecord(record, true);
  else if (record.code === '042') read.startDate = calendarDate(record.text);
  else if (record.code === '202') read.record202 ??= typeRecord(record, false);
  else if (record.code === '212') read.record212 ??= typeRecord(record, false);
}

/**
 * TRF-2026 250: for individuals the fictitious points are the game points (the match points are "empty", the game
 * points "must differ from 0.0"); writers that put them in the match points column only (Sharly-Chess, the FIDE
 * TEC sample) or leave 0.0 in the game points are read from the match points. No two records give one player a
 * value for the same round (trf/accelerationOverlap.ts refuses it).
 */
function readAcceleratedRounds(acceleration: Map<PlayerId, Score[]>, record: Extract<TrfRecord, { kind: 'acceleratedRounds' }>): void {
  const value = record.gamePoints !== null && record.gamePoints !== 0 ? record.gamePoints : (record.matchPoints ?? 0);
  for (let id = record.firstPlayer; id <= record.lastPlayer; id++) {
    const points = [...(acceleration.get(playerId(id)) ?? [])];
    for (let round = record.firstRound; round <= record.lastRound; round++) {
      while (points.length < round) points.push(score(0));
      points[round - 1] = score(value);
    }
    acceleration.set(playerId(id), points);
  }
}

/** Reads the records (already clipped to the tournament) into one RecordsRead. O(records). */
function readRecords(records: readonly TrfRecord[]): RecordsRead {
  const read: RecordsRead = {
    name: '',
    record192: null,
    record092: null,
    record202: null,
    record212: null,
    startDate: null,
    plannedRounds: null,
    plannedRoundsLine: null,
    initialColour: null,
    forbiddenGroups: [],
    declaredByes: [],
    absentNextRound: new Set(),
    acceleration: new Map(),
  };
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!; // by index: no iterator object per line
    switch (record.kind) {
      case 'header':
        readHeader(read, record);
        break;
      case 'totalRounds':
        // The first one counts; a second that differs is an error (trf/notices.ts).
        if (read.plannedRounds === null) {
          read.plannedRounds = record.rounds;
          read.plannedRoundsLine = record.line ?? null;
        }
        break;
      case 'initialColour':
        if (record.colour !== null) read.initialColour = record.colour === 'white' ? 'w' : 'b';
        break;
      case 'absent':
        for (const id of record.ids) read.absentNextRound.add(playerId(id));
        break;
      case 'byeDeclaration': {
        const bye = record.type === 'F' ? 'full' : record.type === 'H' ? 'half' : 'zero';
        for (const id of record.ids) read.declaredByes.push({ player: playerId(id), round: record.round, bye });
        break;
      }
      case 'forbiddenPairs':
        read.forbiddenGroups.push(forbiddenGroup(record.ids, 1, Number.MAX_SAFE_INTEGER));
        break;
      case 'prohibitedPairings':
        read.forbiddenGroups.push(forbiddenGroup(record.ids, record.firstRound, record.lastRound));
        break;
      case 'acceleration':
        read.acceleration.set(playerId(record.id), record.points.map(score));
        break;
      case 'acceleratedRounds':
        readAcceleratedRounds(read.acceleration, record);
        break;
      default:
        break;
    }
  }
  return read;
}

/** Byes written in advance in the round after the last paired one (JaVaFo's convention): declared byes. */
function advanceByes(records: readonly PlayerRecord[], roundsInFile: number): DeclaredBye[] {
  const byes: DeclaredBye[] = [];
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    const outcome = outcomeOf(r.rounds[roundsInFile]);
    if (outcome.kind === 'bye') byes.push({ player: playerId(r.startingRank), round: roundsInFile + 1, bye: outcome.bye });
  }
  return byes;
}

/** TRF-2026 299: a bonus or penalty counts in the score from the round it is given after. */
function adjustmentsOf(doc: TrfDocument): Map<PlayerId, Score[]> {
  const adjustments = new Map<PlayerId, Score[]>();
  for (const [id, list] of pointAdjustments(doc)) {
    const perRound: Score[] = [];
    for (const a of list) {
      while (perRound.length < a.round) perRound.push(score(0));
      perRound[a.round - 1] = score(perRound[a.round - 1]! + a.points);
    }
    adjustments.set(playerId(id), perRound);
  }
  return adjustments;
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
  const players = playerInfos(records, roundsInFile);
  // Records naming players or rounds beyond the tournament are clipped to it first (issue 18.4).
  const maxPlayer = records.length === 0 ? 0 : records[records.length - 1]!.startingRank;
  const clipped = clipToTournament(doc.records, { maxPlayer, maxRound: lastRoundOf(doc, roundsInFile), fileName });
  const read = readRecords(clipped.records);
  const { acceleration } = read;
  const typeRecords = { record192: read.record192, record092: read.record092 };
  const accelerationChoice = accelerationFromRecords({ typeRecords });
  return {
    fileName,
    name: read.name,
    players,
    roundsInFile,
    plannedRounds: read.plannedRounds,
    plannedRoundsLine: read.plannedRoundsLine,
    adjustments: adjustmentsOf(doc),
    initialColour: read.initialColour,
    pointSystem: pointSystemOf(doc),
    forbiddenGroups: read.forbiddenGroups,
    declaredByes: [...read.declaredByes, ...advanceByes(records, roundsInFile)],
    absentNextRound: [...read.absentNextRound].sort((a, b) => a - b),
    acceleration,
    accelerationChoice,
    warnings: [
      ...warnings,
      ...clipped.warnings,
      ...roundWarnings(doc, records, roundsInFile, fileName),
      ...precedenceWarnings({ acceleration, fileName }, accelerationChoice),
    ],
    typeRecords,
    startDate: read.startDate,
    tiebreakRecords: { record202: read.record202, record212: read.record212 },
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
