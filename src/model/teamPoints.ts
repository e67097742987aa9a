/**
 * TRF-2026 299 ("Abnormal Assignment Points") and 250 (accelerated rounds) in a team file: what they do to the
 * teams' match and game points. Readings decided here (docs/teams.md, "299 and 250 in team files"):
 * - Blank type: a bonus or penalty of the record's match points and game points to each team named, counted in
 *   its scores from the round after the record's round; round 000 or empty ("all rounds") counts from the start.
 *   Only in MP/GP (and the pairing score, the standings' MP/GP and what is built on them), never in a match's
 *   result: as 299 for individuals (src/model/state.ts), the opponents' tie-breaks read the matches.
 * - A type (W D L F H Z + -) names a result and says what it is worth: a team whose round has that result, in the
 *   record's round (000/empty: every round) and among its teams (none named: every team), gets the record's
 *   points for it in place of 362's, 320's or the 162 defaults. The record creates no result: the results are
 *   the boards', 330's and 240's. `+`/`-`: a match won/lost by forfeit (330 or no board played; `--` is lost by
 *   both). F/H/Z: a 240 full-, half-, zero-point team bye. W/D/L: a match played over the board won, drawn, lost;
 *   where no record of a round's own type fits, W also covers a forfeit win and a full-point bye and D a half-point
 *   bye, as 162's W and D do (L is 162's "Loss OTB" only). W/D/L give match points only: a played match keeps its
 *   boards' game points (C.07 11.1), an unplayed one its own. A field left blank keeps the default; when several
 *   records of a type fit, the last in the file.
 * - 250: the virtual points of the pairing score, per team and round; the column of the primary score, or the
 *   other when that one is empty or 0.0 (the spec's own example puts a match-point Baku in the game-points
 *   column). They replace a `_BAKU` code's (TRF-2026: for ITDX, 250 records override the 192 acceleration).
 * O(records + teams x rounds).
 */
import { TrfConsistencyError } from '../errors.js';
import { teamPointFields } from '../trf/teamPoints.js';
import type { TrfDocument } from '../trf/types.js';
import type { MatchScoring, TeamAdjustment, TeamRound, Tpn } from './types.js';

export type { TeamAdjustment } from './types.js';


/** A typed 299: what a result of `type` is worth in `round` (0: all) for `teams` (empty: all). Tenths or null. */
export interface TeamResultPoints {
  readonly type: string;
  readonly round: number;
  readonly teams: ReadonlySet<Tpn>;
  readonly matchPoints: number | null;
  readonly gamePoints: number | null;
}

export interface TeamPointRecords {
  readonly adjustments: ReadonlyMap<Tpn, readonly TeamAdjustment[]>;
  readonly results: readonly TeamResultPoints[];
  /** 250: virtual points (tenths) by team, round index r - 1, for MP and GP primary. Empty: no 250. */
  readonly acceleration: ReadonlyMap<Tpn, { readonly mp: readonly number[]; readonly gp: readonly number[] }>;
}

function unknownTeam(file: string, line: number | undefined, code: string, id: number, teams: number): never {
  throw new TrfConsistencyError([{ position: line === undefined ? null : { file, line, column: 5 }, message: `${code} names team ${id}, which does not exist`, found: String(id), expected: `a team pairing number (1-${teams})` }]);
}

/** The 299 and 250 records of a team file; a team number outside 1..teams is an error (exit 3). */
export function teamPointRecords(doc: TrfDocument, teams: number, file: string): TeamPointRecords {
  const adjustments = new Map<Tpn, TeamAdjustment[]>();
  const results: TeamResultPoints[] = [];
  const acceleration = new Map<Tpn, { mp: number[]; gp: number[] }>();
  for (const r of doc.records) {
    if (r.kind === 'pointAdjustment') {
      for (const id of r.ids) if (id < 1 || id > teams) unknownTeam(file, r.line, '299', id, teams);
      const { matchPoints, gamePoints } = teamPointFields(r);
      const round = r.round ?? 0;
      if (r.type === '') {
        for (const id of r.ids) {
          const list = adjustments.get(id) ?? [];
          list.push({ round, matchPoints: matchPoints ?? 0, gamePoints: gamePoints ?? 0 });
          adjustments.set(id, list);
        }
      } else {
        results.push({ type: r.type.toUpperCase(), round, teams: new Set(r.ids), matchPoints, gamePoints });
      }
    } else if (r.kind === 'acceleratedRounds') {
      if (r.firstPlayer < 1 || r.lastPlayer > teams) unknownTeam(file, r.line, '250', r.firstPlayer < 1 ? r.firstPlayer : r.lastPlayer, teams);
      const mp = r.matchPoints !== null && r.matchPoints !== 0 ? r.matchPoints : (r.gamePoints ?? 0);
      const gp = r.gamePoints !== null && r.gamePoints !== 0 ? r.gamePoints : (r.matchPoints ?? 0);
      for (let tpn = r.firstPlayer; tpn <= r.lastPlayer; tpn++) {
        const v = acceleration.get(tpn) ?? { mp: [], gp: [] };
        for (let round = r.firstRound; round <= r.lastRound; round++) {
          while (v.mp.length < round) v.mp.push(0);
          while (v.gp.length < round) v.gp.push(0);
          v.mp[round - 1] = mp;
          v.gp[round - 1] = gp;
        }
        acceleration.set(tpn, v);
      }
    }
  }
  return { adjustments, results, acceleration };
}

/**
 * The match scoring with the 299 W and D records that name no round and no team (the last of each): they say what
 * a win and a draw are worth in the whole tournament, as 362 does, so everything that reads "a win's" or "a
 * draw's" match points (a forfeit win, a bye, the PAB without 320, FB's drawn last round, art. 16's draws, SSSC's
 * factor, EDE's reach) reads them. Not L: 362's TL is also a forfeit loss's and a zero-point bye's, 299's L is
 * only a loss over the board (162's L).
 */
export function wideScoring(scoring: MatchScoring, results: readonly TeamResultPoints[]): MatchScoring {
  let { win, draw } = scoring;
  for (const x of results) {
    if (x.round !== 0 || x.teams.size > 0 || x.matchPoints === null) continue;
    if (x.type === 'W') win = x.matchPoints;
    else if (x.type === 'D') draw = x.matchPoints;
  }
  return { win, draw, loss: scoring.loss };
}

/** The 299 result type of a team's round, or null (a PAB, no round, a match not yet played). */
export function teamResultType(r: TeamRound, pending: boolean): string | null {
  if (r.kind === 'bye') return r.bye === 'full' ? 'F' : r.bye === 'half' ? 'H' : 'Z';
  if (r.kind !== 'match' || pending) return null;
  if (r.forfeit === 'won') return '+';
  if (r.forfeit === 'lost' || r.forfeit === 'double') return '-';
  return r.gamePoints > r.opponentGamePoints ? 'W' : r.gamePoints < r.opponentGamePoints ? 'L' : 'D';
}

/** A team's round with the typed 299 that fits it applied (the last in the file), or the round as it was. */
export function withResultPoints(r: TeamRound, tpn: Tpn, round: number, pending: boolean, results: readonly TeamResultPoints[]): TeamRound {
  if (results.length === 0 || (r.kind !== 'match' && r.kind !== 'bye')) return r;
  const type = teamResultType(r, pending);
  if (type === null) return r;
  const fit = fitting(results, type, tpn, round) ?? (FALLBACK[type] === undefined ? undefined : fitting(results, FALLBACK[type], tpn, round));
  if (fit === undefined) return r;
  const matchOnly = fit.type === 'W' || fit.type === 'D' || fit.type === 'L';
  return { ...r, matchPoints: fit.matchPoints ?? r.matchPoints, gamePoints: matchOnly ? r.gamePoints : (fit.gamePoints ?? r.gamePoints) };
}

/**
 * W and D read as 162's W and D (TRF-2026: "Win OTB or by forfeit, or full-point-bye", "Draw OTB or
 * half-point-bye") where no record of the result's own type fits; L is 162's "Loss OTB" only.
 */
const FALLBACK: Readonly<Record<string, string>> = { '+': 'W', F: 'W', H: 'D' };

/** The last typed 299 of `type` whose round and teams include this round and team. */
function fitting(results: readonly TeamResultPoints[], type: string, tpn: Tpn, round: number): TeamResultPoints | undefined {
  let fit: TeamResultPoints | undefined;
  for (const x of results) if (x.type === type && (x.round === 0 || x.round === round) && (x.teams.size === 0 || x.teams.has(tpn))) fit = x;
  return fit;
}

/** A match round's opponent game points read again from the opponent's round (after typed 299s changed them). */
export function withOpponentPoints(rounds: readonly (readonly TeamRound[])[]): TeamRound[][] {
  return rounds.map((history, i) =>
    history.map((r, k) => {
      if (r.kind !== 'match') return r;
      const other = rounds[r.opponent - 1]?.[k];
      if (other?.kind !== 'match' || other.opponent !== i + 1 || other.gamePoints === r.opponentGamePoints) return r;
      return { ...r, opponentGamePoints: other.gamePoints };
    }),
  );
}

/** The sum of a team's 299 bonuses and penalties counted after `rounds` rounds (round 0 ones always). Tenths. */
export function adjustmentAfter(adjustments: ReadonlyMap<Tpn, readonly TeamAdjustment[]> | undefined, tpn: Tpn, rounds: number): { mp: number; gp: number } {
  let mp = 0;
  let gp = 0;
  for (const a of adjustments?.get(tpn) ?? []) {
    if (a.round > rounds) continue;
    mp += a.matchPoints;
    gp += a.gamePoints;
  }
  return { mp, gp };
}
