/**
 * The tournament as the pairing rules see it: who played whom, with which colour, for how many points, and who
 * is to be paired next. Built from a TRF document by src/model/tournament.ts; the per-round state the rules read
 * ("before round r") is derived in src/model/state.ts.
 */
import type { Diagnostic } from '../errors.js';
import type { PointSystem } from '../trf/pointSystem.js';
import type { TeamSection } from '../trf/team.js';
import type { TeamVariant } from './teamVariant.js';

/** A player's pairing number: the TRF starting rank (C.04.2 B: the position in the initial ranking list). */
export type PlayerId = number & { readonly __brand: 'PlayerId' };
export const playerId = (n: number): PlayerId => n as PlayerId;

/** Points in tenths of a point: 1.5 points is 15. Integer arithmetic only. */
export type Score = number & { readonly __brand: 'Score' };
export const score = (tenths: number): Score => tenths as Score;

export type Colour = 'w' | 'b';
export const otherColour = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');

/**
 * What happened to one player in one round, with the TRF codes already interpreted
 * (see the table "How the unplayed round codes count" in the rules README).
 */
export type RoundOutcome =
  /** A game over the board: 1 0 = and the unrated W D L. It is a meeting (C.1) and counts for colours. */
  | { readonly kind: 'played'; readonly opponent: PlayerId; readonly colour: Colour; readonly result: GameResult }
  /** A scheduled game not played: + (won) or - (lost; both sides `-` is a double forfeit). Not a meeting. */
  | { readonly kind: 'forfeit'; readonly opponent: PlayerId; readonly colour: Colour | null; readonly result: 'win' | 'loss' }
  /** A scheduled game whose result is not entered yet (opponent and colour, blank result). */
  | { readonly kind: 'pending'; readonly opponent: PlayerId; readonly colour: Colour }
  /** Pairing-allocated bye: `U`, or the legacy `0000 - +`. */
  | { readonly kind: 'pab' }
  /** A bye the player asked for or an absence: F (full), H (half, also Vega's `0000 - =`), Z / blank / `0000 - -` (zero). */
  | { readonly kind: 'bye'; readonly bye: 'full' | 'half' | 'zero' }
  /** The player's line has nothing for this round (blank block or the line ends before it). */
  | { readonly kind: 'none' };

export type GameResult = 'win' | 'draw' | 'loss';

export interface PlayerInfo {
  readonly id: PlayerId;
  readonly name: string;
  readonly title: string;
  readonly rating: number;
  readonly federation: string;
  readonly fideId: string;
  /** Points column of the file (tenths), or null when blank. The model recomputes scores; see warnings. */
  readonly writtenPoints: Score | null;
  /** Rank column of the file (001 columns 86-89), or null when blank: what `check` compares with the standings. */
  readonly writtenRank?: number | null;
  /** Outcome of rounds 1..playedRounds (index 0 is round 1); missing rounds are `{kind:'none'}`. */
  readonly rounds: readonly RoundOutcome[];
  /** Source line of the 001 record, for diagnostics. */
  readonly line: number | null;
}

/**
 * Players who must not meet each other: every pair of the group (XXP for the whole event, 260 for a range of
 * rounds). Kept as a group, not as its pairs: a group of k players costs k, not k^2/2 (issue 18.4).
 */
export interface ForbiddenGroup {
  readonly ids: readonly PlayerId[];
  readonly firstRound: number;
  readonly lastRound: number;
}

/** A bye declared before a round (TRF-2026 record 240, or XXZ for the round to be paired). */
export interface DeclaredBye {
  readonly player: PlayerId;
  readonly round: number;
  readonly bye: 'full' | 'half' | 'zero';
}

export interface Tournament {
  readonly fileName: string;
  readonly name: string;
  /** Players by increasing pairing number. */
  readonly players: readonly PlayerInfo[];
  /** Number of rounds for which the file has data (the last round any player has an entry for). */
  readonly roundsInFile: number;
  /** Planned number of rounds (XXR / 142), or null when the file does not say. */
  readonly plannedRounds: number | null;
  /** Colour of the top player in round 1 (XXC / 152), or null when the file does not say. */
  readonly initialColour: Colour | null;
  readonly pointSystem: PointSystem;
  readonly forbiddenGroups: readonly ForbiddenGroup[];
  readonly declaredByes: readonly DeclaredBye[];
  /** XXZ: players not to be paired in the round after the last round of the file. */
  readonly absentNextRound: readonly PlayerId[];
  /** Acceleration (fictitious) points per player and round (XXA / 250), in tenths; absent = none. */
  readonly acceleration: ReadonlyMap<PlayerId, readonly Score[]>;
  /**
   * A computed acceleration asked for (`192 ..._BAKU`, or the caller's option; model/acceleration.ts), null or
   * absent when none. The points are computed when a round state is derived; explicit XXA / 250 points win.
   */
  readonly accelerationChoice?: AccelerationChoice | null;
  /**
   * TRF-2026 299 bonuses and penalties per player and round (index 0 = round 1), in tenths: added to the score
   * after that round. Absent or empty = none.
   */
  readonly adjustments?: ReadonlyMap<PlayerId, readonly Score[]>;
  /** The line of the XXR / 142 record that gave plannedRounds, for diagnostics; null when none. */
  readonly plannedRoundsLine?: number | null;
  /** Problems that do not stop pairing (e.g. a points column that disagrees with the results). */
  readonly warnings: readonly Diagnostic[];
  /**
   * The tournament-type records as written (trimmed), for the edition choice: `192` (TRF-2026 encoded type,
   * e.g. `FIDE_DUTCH_2026`) and `092` (TRF-16 free text; bbpPairings 6 writes a code there). Null when absent.
   */
  readonly typeRecords: { readonly record192: TypeRecord | null; readonly record092: TypeRecord | null };
  /** Start date (`042`) when it could be read as a calendar date, as `YYYY-MM-DD`; null otherwise. */
  readonly startDate: string | null;
  /**
   * TRF-2026 tie-break lists as written (text from column 5, untrimmed, so columns can be reported): `202` (points
   * implied first) and `212` (the whole ranking order). Absent or null when the file has none.
   */
  readonly tiebreakRecords?: { readonly record202: TypeRecord | null; readonly record212: TypeRecord | null };
  /** A team file's teams and matches (src/model/team.ts), attached by the loader; absent for individual files. */
  readonly teams?: TeamTournament;
}

export type AccelerationMethod = 'baku';

/** How a computed acceleration was asked for: a `--acceleration` option, or a `192` (or `092`) code ending in `_BAKU`. */
export interface AccelerationChoice {
  readonly method: AccelerationMethod;
  readonly source: 'option' | 'record 192' | 'record 092';
  /** Line of the deciding record, null for the option. */
  readonly line: number | null;
}

export interface TypeRecord {
  readonly text: string;
  readonly line: number | null;
}

// The team model's types (C.04.6), built by src/model/team.ts; here so that Tournament can carry them without a circle.
/** A team pairing number (C.04.6 1.1). */
export type Tpn = number;

export interface Team {
  readonly tpn: Tpn;
  readonly name: string;
  /** Starting ranks of its players, in board order. */
  readonly players: readonly number[];
  readonly line: number;
}

export interface MatchScoring {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
}

/** One team's round. Points in tenths. */
export type TeamRound =
  | {
      readonly kind: 'match';
      readonly opponent: Tpn;
      /** The first board's scheduled colour (1.6.1); null when nobody sat on board 1 on either side. */
      readonly colour: Colour | null;
      /** At least one board played over the board: the teams have met (C1) and the colour counts (1.6.1). */
      readonly played: boolean;
      readonly gamePoints: number;
      readonly opponentGamePoints: number;
      readonly matchPoints: number;
      /** 'won' / 'lost': a match won or lost by forfeit (330, or no board played); 'double': both lost. */
      readonly forfeit: 'none' | 'won' | 'lost' | 'double';
    }
  | { readonly kind: 'pab'; readonly matchPoints: number; readonly gamePoints: number }
  | { readonly kind: 'bye'; readonly bye: 'full' | 'half' | 'zero'; readonly matchPoints: number; readonly gamePoints: number }
  | { readonly kind: 'none' };

/** A TRF-2026 299 bonus or penalty of a team file: counted in the scores after `round` (0: from the start). Tenths. */
export interface TeamAdjustment {
  readonly round: number;
  readonly matchPoints: number;
  readonly gamePoints: number;
}

export interface TeamTournament {
  readonly fileName: string;
  readonly teams: readonly Team[];
  /** Boards per match: the length of 352, else the smallest team. */
  readonly boards: number;
  /** 352, or W and B alternating from W. */
  readonly boardColours: string;
  readonly scoring: MatchScoring;
  readonly pabPoints: { readonly matchPoints: number; readonly gamePoints: number };
  readonly variant: TeamVariant;
  readonly variantSource: 'record 192' | 'default';
  /** Rounds of each team (index = tpn - 1; round r at r - 1). */
  readonly rounds: readonly (readonly TeamRound[])[];
  readonly roundsInFile: number;
  readonly plannedRounds: number | null;
  readonly initialColour: Colour;
  /** Teams with a 240 bye declared for a round (not to be paired in it). */
  readonly declaredByes: ReadonlyMap<number, ReadonlyMap<Tpn, 'full' | 'half' | 'zero'>>;
  readonly section: TeamSection;
  /** TRF-2026 299 bonuses and penalties by team (src/model/teamPoints.ts); counted by teamScores. */
  readonly adjustments?: ReadonlyMap<Tpn, readonly TeamAdjustment[]>;
  /** TRF-2026 250 virtual points by team (tenths, round r at r - 1), MP and GP; empty or absent: none. */
  readonly acceleration?: ReadonlyMap<Tpn, { readonly mp: readonly number[]; readonly gp: readonly number[] }>;
}

