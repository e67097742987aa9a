/**
 * Standings and tie-breaks (FIDE C.07, the 2024 text and the text applied from 1 March 2026): the types the
 * library returns. Values are numbers in points (or ratings, counts); how many decimals to print is the
 * renderer's choice. See docs/tiebreaks.md for the article of each tie-break.
 */
import type { PlayerId } from '../model/types.js';

/** The edition of the tie-break regulations: applied from 1 August 2024, or from 1 March 2026. */
export type TiebreakRules = '2024' | '2026';
export const TIEBREAK_RULES: readonly TiebreakRules[] = ['2024', '2026'];
/** C.07 2026: events starting on or after this date are ranked by the 2026 text. */
export const RULES_2026_FROM = '2026-03-01';
/** The text in force today, used when neither the option nor the start date decides. */
export const RULES_IN_FORCE: TiebreakRules = '2026';

/** The individual tie-breaks, by their TRF-2026 short forms (`GE` is read as `REP`). */
export type TiebreakName =
  | 'PTS'
  | 'STD'
  | 'WIN'
  | 'WON'
  | 'BPG'
  | 'BWG'
  | 'REP'
  | 'PS'
  | 'BH'
  | 'FB'
  | 'AOB'
  | 'SB'
  | 'KS'
  | 'DE'
  | 'ARO'
  | 'TPR'
  | 'PTP'
  | 'APRO'
  | 'APPO'
  | 'RTNG'
  | 'TPN';

/** One entry of a tie-break list, with its modifiers (C.07 2024 art. 14 / 16: /Cn, /Mn, /P, /Un). */
export interface TiebreakSpec {
  /** The entry exactly as written in the list, e.g. `BH/C1`: the key of StandingRow.values. */
  readonly code: string;
  readonly name: TiebreakName;
  /** Lowest contributions cut (`/Cn`, and the low half of `/Mn`). */
  readonly cutLow: number;
  /** Highest contributions cut (the high half of `/Mn`). */
  readonly cutHigh: number;
  /** `/P`: unplayed games between scheduled opponents count as played. */
  readonly asPlayed: boolean;
  /** `/Un`: the rating given to unrated players; null when not written. */
  readonly unratedRating: number | null;
}

export type RulesSource = 'option' | 'start date' | 'in force';
export type ListSource = 'option' | 'record 212' | 'record 202' | 'points only' | 'round-robin default (C.07 4.1.1)';

export interface StandingRow {
  /** Starting rank (pairing number). */
  readonly id: PlayerId;
  /** The player as the file names him (TRF player line): name, title, federation, rating (0: unrated). */
  readonly name: string;
  readonly title: string;
  readonly federation: string;
  readonly rating: number;
  /** 1-based; players the list leaves tied share the rank of the first of them. */
  readonly rank: number;
  /** Points after the ranked round (the tournament's point system, bonuses and penalties included). */
  readonly points: number;
  /** Each tie-break of the list by its code as written; null where the tie-break has no value (ARO with no game). */
  readonly values: Readonly<Record<string, number | null>>;
}

/** Why a tie-break has no value: an unrated player and no rating for unrated players, no game, no opponent's value. */
export type BlankReason = 'unrated' | 'no-game' | 'no-opponent-value';

/** A tie-break of the list without a value for some players: how many, and why (said once, not per row). */
export interface BlankValues {
  /** The entry as written in the list. */
  readonly code: string;
  /** Players without a value. */
  readonly players: number;
  readonly reason: BlankReason;
  /** The reason in words, with what to do where there is something to do. */
  readonly text: string;
}

export interface Standings {
  readonly rules: TiebreakRules;
  readonly rulesSource: RulesSource;
  /** The list as written (PTS included only where the list writes it). */
  readonly tiebreaks: readonly TiebreakSpec[];
  /** Points rank above the list (a `202` list, or a list without PTS); false when the list places PTS itself. */
  readonly pointsFirst: boolean;
  readonly listSource: ListSource;
  /** The round the standings are after. */
  readonly round: number;
  /** Pairings fixed in advance (round robin): unplayed games count as played (C.07 2024 16.1). */
  readonly roundRobin: boolean;
  /** Sorted by rank, then id. */
  readonly players: readonly StandingRow[];
  /** The entries of the list some players have no value for, and why (empty when every value is there). */
  readonly blanks: readonly BlankValues[];
}

export interface StandingsOptions {
  /** Standings after this round (default: the last round whose results are all in). */
  readonly round?: number;
  /** The list: parsed specs, or text as `--tiebreaks` / `202` write it. Default: the file's 212, else 202, else points. */
  readonly tiebreaks?: readonly TiebreakSpec[] | string;
  readonly rules?: TiebreakRules;
  /** Rating given to unrated players by the rating-based tie-breaks (a `/Un` modifier overrides it). */
  readonly unratedRating?: number;
  /** The pairings were fixed in advance (round robin); also read from a round-robin `192` code. */
  readonly roundRobin?: boolean;
}
