/**
 * What the C.04.6 engine needs of a team before a round: plain data, built from a TeamTournament by state.ts or
 * directly by tests and generators.
 */
import type { TeamVariant } from '../../model/teamVariant.js';

export type TeamColour = 'w' | 'b';

export interface TeamEntrant {
  readonly tpn: number;
  /** Primary score (1.2.1), tenths. */
  readonly score: number;
  /** Secondary score (1.2.1), tenths. */
  readonly secondary: number;
  /** Colours of the matches actually played (1.6.1), oldest first. */
  readonly colours: readonly TeamColour[];
  /** Colour of each round (index r-1) when a match was played, null otherwise (4.3.6 alignment). */
  readonly roundColours: readonly (TeamColour | null)[];
  /** Teams met in a played match (C1). */
  readonly met: ReadonlySet<number>;
  /** C2: had a PAB, won a match by forfeit, or had a full-point bye. */
  readonly byeBarred: boolean;
  /** 3.4.3: matches played. */
  readonly matchesPlayed: number;
  /** 1.5: played, in the previous round, an opponent with a different score. */
  readonly floatedLastRound: boolean;
}

export interface TeamRoundInput {
  readonly round: number;
  readonly variant: TeamVariant;
  /** Round >= planned rounds - 1 (C7, C10 do not apply). */
  readonly lastTwoRounds: boolean;
  /** Round = planned rounds (Type B mild preferences). */
  readonly lastRound: boolean;
  /** 4.1 initial-colour. */
  readonly initialColour: TeamColour;
  readonly entrants: readonly TeamEntrant[];
  /** Extra prohibited pairs (260), by TPN. */
  readonly forbidden?: (a: number, b: number) => boolean;
}

export interface TeamPair {
  readonly white: number;
  readonly black: number;
}

export interface TeamPairing {
  readonly pairs: readonly TeamPair[];
  readonly pab: number | null;
}

export type PreferenceStrength = 'strong' | 'mild' | 'simple';
export interface TeamPreference {
  readonly colour: TeamColour | null;
  readonly strength: PreferenceStrength | null;
}
