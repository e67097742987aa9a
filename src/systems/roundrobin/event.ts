/**
 * A round-robin tournament read against its Berger table: the rounds in the file checked board by board
 * (opponents and colours), and the next round taken from the table. The schedule depends only on the pairing
 * numbers (TRF starting ranks 1..n) and the `192` code (format.ts); results never change it.
 *
 * Withdrawals (FIDE Tournament Rules, C.06 V.4 in the handbook before 2017, since then C.05 General Regulations for
 * Competitions): "When a player withdraws or is expelled from a round-robin tournament ... The unplayed games of
 * the player and his opponents are indicated by "-" in the tournament table and those of his opponents by "+". If
 * neither players are present, this will be indicated by two "-"." A player absent in the round paired (XXZ, or a
 * `240` declaration of any kind for that round, which `swisspair withdraw` writes) keeps his scheduled game, written
 * as that forfeit. Whether his results count in the final standings (under 50% of his games played: not) is the
 * standings' question, not the schedule's.
 *
 * O(n) per round, O(n * rounds) to check a file.
 */
import type { Diagnostic, SourcePosition } from '../../errors.js';
import { InputError } from '../../errors.js';
import type { PlayerId, PlayerInfo, RoundOutcome, Tournament } from '../../model/types.js';
import { playerId } from '../../model/types.js';
import { blockColumn } from '../../trf/player.js';
import { roundRobinFormat, type RoundRobinFormat } from './format.js';
import { scheduledRound, totalRounds } from './schedule.js';

/** Who of a game's two players is absent (the game is then a forfeit: C.06 V.4). */
export type Absence = 'none' | 'white' | 'black' | 'both';

export interface RoundRobinGame {
  readonly board: number;
  readonly white: PlayerId;
  readonly black: PlayerId;
  readonly absent: Absence;
}

export interface RoundRobinRound {
  readonly round: number;
  readonly format: RoundRobinFormat;
  readonly tableRound: number;
  readonly cycle: number;
  readonly games: readonly RoundRobinGame[];
  /** The player whose table opponent is the dummy of an odd field: no game this round. */
  readonly bye: PlayerId | null;
}

/** One way the file departs from the table. `board` is the table's board in that round (null: not a board). */
export interface Deviation {
  readonly round: number | null;
  readonly board: number | null;
  readonly message: string;
  readonly position: SourcePosition | null;
}

/** The round robin the tournament's `192` code names (null: not a round robin). */
export function roundRobinOf(t: Tournament): RoundRobinFormat | null {
  return roundRobinFormat(t.typeRecords.record192?.text);
}

function position(t: Tournament, p: PlayerInfo | undefined, round: number | null): SourcePosition | null {
  if (p === undefined || p.line === null) return null;
  return { file: t.fileName, line: p.line, column: round === null ? 5 : blockColumn(round) };
}

/** The pairing numbers must be 1..n without a gap: the table is indexed by them. */
export function numberingProblems(t: Tournament): Deviation[] {
  const ids = new Set(t.players.map((p) => p.id as number));
  const highest = t.players.reduce((m, p) => Math.max(m, p.id), 0);
  const out: Deviation[] = [];
  for (let id = 1; id <= highest; id++) {
    if (!ids.has(id)) {
      const next = t.players.find((p) => p.id > id);
      out.push({ round: null, board: null, message: `pairing number ${id} is missing: a round robin numbers its ${highest} players 1..${highest} (the Berger table is indexed by them)`, position: position(t, next, null) });
    }
  }
  return out;
}

function opponentOf(o: RoundOutcome | undefined): { opponent: PlayerId; colour: 'w' | 'b' | null } | null {
  if (o === undefined) return null;
  if (o.kind === 'played' || o.kind === 'forfeit' || o.kind === 'pending') return { opponent: o.opponent, colour: o.colour };
  return null;
}

/** How one scheduled board reads in the file; null when it agrees. */
function boardProblem(byId: readonly (PlayerInfo | undefined)[], round: number, white: number, black: number): string | null {
  const w = opponentOf(byId[white]?.rounds[round - 1]);
  const b = opponentOf(byId[black]?.rounds[round - 1]);
  const table = `the table has ${white}-${black}`;
  if (w === null && b === null) return `${table}; the file has no game for either`;
  if (w !== null && w.opponent !== black) return `${table}; the file pairs ${white} with ${w.opponent}`;
  if (b !== null && b.opponent !== white) return `${table}; the file pairs ${black} with ${b.opponent}`;
  if (w === null || b === null) return `${table}; the file has the game for ${w === null ? black : white} only`;
  if (w.colour === 'b' || b.colour === 'w') return `${table}; the file has the colours reversed (${black}-${white})`;
  return null;
}

/** Every way rounds 1..upTo of the file depart from the table (upTo defaults to the rounds in the file). */
export function deviations(t: Tournament, format: RoundRobinFormat, upTo: number = t.roundsInFile): Deviation[] {
  const out = numberingProblems(t);
  if (out.length > 0) return out;
  const n = t.players.length;
  const total = totalRounds(n, format);
  // By pairing number in an array (numbers are 1..n): every board of every round looks up both players.
  const byId: (PlayerInfo | undefined)[] = [];
  for (const p of t.players) byId[p.id] = p;
  for (let r = 1; r <= upTo; r++) {
    if (r > total) {
      const p = t.players.find((x) => x.rounds[r - 1] !== undefined && x.rounds[r - 1]!.kind !== 'none');
      out.push({ round: r, board: null, message: `round ${r}: more rounds than the table has (${n} players, ${format.code}: ${total} rounds)`, position: position(t, p, r) });
      continue;
    }
    const s = scheduledRound(n, format, r);
    s.games.forEach((g, i) => {
      const problem = boardProblem(byId, r, g.white, g.black);
      if (problem !== null) out.push({ round: r, board: i + 1, message: `round ${r} board ${i + 1}: ${problem}`, position: position(t, byId[g.white], r) });
    });
    if (s.bye !== null) {
      const o = opponentOf(byId[s.bye]?.rounds[r - 1]);
      if (o !== null) out.push({ round: r, board: null, message: `round ${r}: the table gives ${s.bye} no game (the odd field's bye); the file pairs him with ${o.opponent}`, position: position(t, byId[s.bye], r) });
    }
  }
  return out;
}

export function deviationDiagnostic(d: Deviation): Diagnostic {
  return { position: d.position, message: d.message };
}

/** Players absent in `round`: XXZ (for the round after the file's last) and any `240` declaration for it. */
function absentIn(t: Tournament, round: number): Set<number> {
  const absent = new Set<number>(round === t.roundsInFile + 1 ? t.absentNextRound : []);
  for (const b of t.declaredByes) if (b.round === round) absent.add(b.player);
  return absent;
}

function absence(absent: ReadonlySet<number>, white: number, black: number): Absence {
  const w = absent.has(white);
  const b = absent.has(black);
  return w && b ? 'both' : w ? 'white' : b ? 'black' : 'none';
}

/**
 * Round `round` of the round robin from its table. Refused (InputError, exit 3, each problem at its line) when the
 * pairing numbers have a gap, when the round is past the table's last, or when a round before it departs from the
 * table: a schedule already broken is the arbiter's to mend, not the program's to continue.
 */
export function pairRoundRobin(t: Tournament, format: RoundRobinFormat, round: number): RoundRobinRound {
  if (format.custom) throw new InputError([{ position: null, message: `${format.code} is a round robin not by the Berger tables: there is no table to pair it from` }]);
  const before = deviations(t, format, Math.min(round - 1, t.roundsInFile));
  if (before.length > 0) throw new InputError(before.map(deviationDiagnostic));
  const n = t.players.length;
  const total = totalRounds(n, format);
  if (n < 2) throw new InputError([{ position: null, message: `a round robin needs at least 2 players; the file has ${n}` }]);
  if (round > total) {
    const line = t.typeRecords.record192?.line ?? null;
    throw new InputError([
      {
        position: line === null ? null : { file: t.fileName, line, column: 5 },
        message: `round ${round}: the table of ${n} players (${format.code}) has ${total} rounds`,
        expected: `a round from 1 to ${total}`,
      },
    ]);
  }
  const s = scheduledRound(n, format, round);
  const absent = absentIn(t, round);
  const games = s.games.map((g, i) => ({ board: i + 1, white: playerId(g.white), black: playerId(g.black), absent: absence(absent, g.white, g.black) }));
  return { round, format, tableRound: s.tableRound, cycle: s.cycle, games, bye: s.bye === null ? null : playerId(s.bye) };
}
