/**
 * Baku acceleration (C.04.7 from 1 February 2026, C.04.5.1 before; text and readings in docs/acceleration.md):
 * the virtual points each player gets before each round, computed once here so that every engine only sees a
 * pairing score (score + virtual points, src/model/state.ts). Standings never read them.
 *
 * Explicit points (JaVaFo `XXA`, TRF-2026 `250`) take precedence: TRF-2026 says the 250 records "cause any
 * acceleration method in record 192 to be disregarded", so when the file gives points, Baku is not computed at
 * all (and a warning says so).
 */
import { InputError, type Diagnostic } from '../errors.js';
import type { PointSystem } from '../trf/pointSystem.js';
import { score, type AccelerationChoice, type AccelerationMethod, type PlayerId, type RoundOutcome, type Score, type Tournament } from './types.js';

export type { AccelerationChoice, AccelerationMethod } from './types.js';

/** The acceleration a round is paired with, for headers and JSON. */
export interface AccelerationInUse {
  /** 'baku': computed here; 'explicit': the file's XXA / 250 points. */
  readonly kind: 'baku' | 'explicit';
  /** Baku only: the number of accelerated rounds (C.04.7: the first half, rounded up, of the planned rounds). */
  readonly acceleratedRounds: number | null;
  /** Baku only: the last player of GA (its starting rank); null when the list before round 1 is empty. */
  readonly lastGaPlayer: number | null;
}

/** The acceleration method an ETT26 type code names: `FIDE_DUTCH_2026_BAKU`, `FIDE_DUBOV_BAKU`, ... */
export function accelerationFromCode(text: string): AccelerationMethod | null {
  return /^FIDE_(DUTCH|DUBOV)(?:_\d{4})?_BAKU$/i.test(text.trim()) ? 'baku' : null;
}

/** The acceleration the file's type records ask for (`192` first, then `092` as bbpPairings 6 writes it). */
export function accelerationFromRecords(t: Pick<Tournament, 'typeRecords'>): AccelerationChoice | null {
  const { record192, record092 } = t.typeRecords;
  if (record192 !== null && /^FIDE_/i.test(record192.text.trim())) {
    // A 192 code decides alone: FIDE_DUTCH_2026 is a tournament without acceleration, whatever 092 says.
    return accelerationFromCode(record192.text) === null ? null : { method: 'baku', source: 'record 192', line: record192.line };
  }
  if (record092 !== null && accelerationFromCode(record092.text) !== null) return { method: 'baku', source: 'record 092', line: record092.line };
  return null;
}

/** The tournament with Baku acceleration asked for by the caller (the `--acceleration baku` option). */
export function withAcceleration(t: Tournament, method: AccelerationMethod): Tournament {
  const choice: AccelerationChoice = { method, source: 'option', line: null };
  return { ...t, accelerationChoice: choice, warnings: [...t.warnings, ...precedenceWarnings(t, choice)] };
}

/** The warning given when the file's own points (XXA / 250) make an asked-for Baku acceleration moot. */
export function precedenceWarnings(t: Pick<Tournament, 'acceleration' | 'fileName'>, choice: AccelerationChoice | null): Diagnostic[] {
  if (choice === null || t.acceleration.size === 0) return [];
  const asked = choice.source === 'option' ? '--acceleration baku' : `the ${choice.source.slice(-3)} code`;
  return [
    {
      position: choice.line === null ? null : { file: t.fileName, line: choice.line, column: 5 },
      message: `${choice.line === null ? `${t.fileName}: ` : ''}Baku acceleration is not computed: the file gives acceleration points (XXA / 250), which take precedence over ${asked} (TRF-2026, record 250)`,
    },
  ];
}

/** C.04.7 "Initial Groups Division": GA holds the first half of the players, rounded up to an even number (2 x ceil(N/4)). */
export function bakuGroupSize(players: number): number {
  return Math.min(players, 2 * Math.ceil(players / 4));
}

/**
 * C.04.7 "Virtual points": the accelerated rounds are the first half (rounded up) of the planned rounds; a GA
 * player gets 1 virtual point before each of the first half (rounded up) of them and 0.5 before the others, and
 * nobody gets any after the last accelerated round. Tenths.
 */
export function bakuVirtualPoints(round: number, plannedRounds: number): Score {
  const accelerated = Math.ceil(plannedRounds / 2);
  const fullPoint = Math.ceil(accelerated / 2);
  return score(round <= fullPoint ? 10 : round <= accelerated ? 5 : 0);
}

/**
 * C.04.7 "Late entries": the last GA player is fixed before round 1, as the 2 x ceil(N/4)-th of the list of players
 * to be paired (roundOneList: N of them, by pairing number), and stays the same: a player who enters later belongs to GA
 * when his pairing number is above the last GA player's (so GA may become odd), and a withdrawal changes nothing.
 * Null when the list is empty.
 */
export function lastGaPlayer(t: Tournament): PlayerId | null {
  const list = roundOneList(t);
  const size = bakuGroupSize(list.length);
  return size === 0 ? null : list[size - 1]!;
}

/**
 * C.04.7 (C.04.5.1) "Initial Groups Division": "the list of players to be paired (properly sorted)" before round 1,
 * by pairing number; N, from which GA is cut, is its length. It holds the players entered before round 1: those
 * paired in round 1 (a game, played, forfeited or pending, or the PAB) and those with a requested bye carrying
 * points in round 1 (H or F). The text's own note counts "players in the tournament" and makes 2 x Q "the pairing
 * number of the last GA player", and "Late entries" are "entries after the first round"; a player who asked for a
 * bye in round 1 entered before it. A zero-point or blank round 1 (Z, `0000 - -`, nothing; 240 Z / XXZ before
 * round 1) cannot be told from a late entry in a TRF (missed rounds are written `0000 - Z`), so such a player is
 * left out and accommodated by pairing number like a late entry. The same players are in the list before round 1
 * is written (declared byes) and after (round-1 columns), so GA does not move once round 1 is paired.
 * O(players + declared byes).
 */
export function roundOneList(t: Tournament): PlayerId[] {
  if (t.roundsInFile >= 1) {
    return t.players.filter((p) => p.rounds[0] !== undefined && enteredBeforeRoundOne(p.rounds[0])).map((p) => p.id);
  }
  const byes = t.declaredByes.filter((b) => b.round === 1);
  const withPoints = new Set<PlayerId>(byes.filter((b) => b.bye !== 'zero').map((b) => b.player));
  const absent = new Set<PlayerId>([...t.absentNextRound, ...byes.filter((b) => b.bye === 'zero').map((b) => b.player)]);
  return t.players.filter((p) => withPoints.has(p.id) || !absent.has(p.id)).map((p) => p.id);
}

/** A round-1 outcome of a player in the list: paired (game or PAB), or a requested bye with points (H, F). */
function enteredBeforeRoundOne(o: RoundOutcome): boolean {
  if (o.kind === 'none') return false;
  return o.kind !== 'bye' || o.bye !== 'zero';
}

/** C.04.7 applies "where the standard scoring point system (one point for a win, half point for a draw) is used". */
function isStandard(s: PointSystem): boolean {
  const wins = [s.win, s.winWhite, s.winBlack];
  const draws = [s.draw, s.drawWhite, s.drawBlack];
  const losses = [s.loss, s.lossWhite, s.lossBlack];
  return wins.every((v) => v === 10) && draws.every((v) => v === 5) && losses.every((v) => v === 0);
}

const tenths = (v: number): string => (v / 10).toFixed(1);

function refuse(t: Tournament, choice: AccelerationChoice, message: string, expected: string): never {
  const asked = choice.source === 'option' ? '--acceleration baku' : `${choice.source.slice(-3)} ${choice.source === 'record 192' ? t.typeRecords.record192?.text : t.typeRecords.record092?.text}`;
  throw new InputError([
    {
      position: choice.line === null ? null : { file: t.fileName, line: choice.line, column: 5 },
      message: `${choice.line === null ? `${t.fileName}: ` : ''}Baku acceleration (${asked}) ${message}`,
      expected,
    },
  ]);
}

export interface VirtualPoints {
  /** Points per player and round (index 0 = round 1), tenths; a player absent from the map has none. */
  readonly points: ReadonlyMap<PlayerId, readonly Score[]>;
  readonly inUse: AccelerationInUse | null;
}

const NONE: VirtualPoints = { points: new Map(), inUse: null };

/**
 * The acceleration points the pairing adds to the scores: the file's XXA / 250 points when it has any, else the
 * Baku points when Baku was asked for, else none. `plannedRounds` is the file's (XXR / 142) or the caller's.
 * Throws InputError (exit 3) when Baku is asked for with another point system or an unknown number of rounds.
 * Time O(players x rounds).
 */
export function virtualPoints(t: Tournament, plannedRounds: number | null): VirtualPoints {
  if (t.acceleration.size > 0) return { points: t.acceleration, inUse: { kind: 'explicit', acceleratedRounds: null, lastGaPlayer: null } };
  const choice = t.accelerationChoice ?? null;
  if (choice === null) return NONE;
  const s = t.pointSystem;
  if (!isStandard(s)) {
    refuse(t, choice, `needs the standard point system (C.04.7: one point for a win, half a point for a draw)`,
      `win 1.0, draw 0.5, loss 0.0; this file's point system gives win ${tenths(s.win)}, draw ${tenths(s.draw)}, loss ${tenths(s.loss)}`);
  }
  if (plannedRounds === null) {
    refuse(t, choice, 'needs the number of rounds (C.04.7: the accelerated rounds are the first half of the tournament)', 'a 142 or XXR record with the planned number of rounds');
  }
  const last = lastGaPlayer(t);
  const perRound: Score[] = [];
  for (let r = 1; r <= plannedRounds; r++) perRound.push(bakuVirtualPoints(r, plannedRounds));
  const points = new Map<PlayerId, readonly Score[]>();
  // By index: no iterator object per player in code not yet optimised.
  if (last !== null) for (let i = 0; i < t.players.length; i++) if (t.players[i]!.id <= last) points.set(t.players[i]!.id, perRound);
  return { points, inUse: { kind: 'baku', acceleratedRounds: Math.ceil(plannedRounds / 2), lastGaPlayer: last } };
}
