/**
 * The Dubov oracle's view of a player, read from the shared per-round state (src/model/state.ts), and the
 * definitions that depend on players only: A.2 initial ranking, the "higher ranked player" of E.0/E.4, A.5
 * colour preferences (with A.5.4 for players without games), A.7 maximum upfloaters and the absolute criteria
 * C.1/C.3.
 */
import { colourPreferenceOf, type RoundState } from '../../../src/model/state.js';
import type { Colour, PlayerId } from '../../../src/model/types.js';

export type Strength = 'absolute' | 'strong' | 'mild';

/** A.5: every Dubov player has a preference (A.5.4 gives one to players without games). */
export interface DubovPreference {
  readonly strength: Strength;
  readonly colour: Colour;
}

export interface DPlayer {
  readonly id: PlayerId;
  /** Score for pairing purposes (tenths): the pairing score (acceleration included, none in the corpus). */
  readonly score: number;
  readonly pref: DubovPreference;
  /** Colours of the games played, oldest first, unplayed rounds removed (C.04.2 D.5). */
  readonly colours: readonly Colour[];
  /** Games played over the board (B.0.4 "played games": played games only, rules README). */
  readonly playedGames: number;
  /** A.6 (from the model: over-the-board opponents only, rounded half up, 0 without games). */
  readonly aro: number;
  readonly pabEligible: boolean;
  readonly opponents: ReadonlySet<PlayerId>;
  /** Upfloats received so far (rules README: a played game against an opponent with a higher score). */
  readonly upfloats: number;
  readonly upfloatedPreviousRound: boolean;
  /** E.0: the pairing number among the players in the tournament at this round (PlayerState.pairingNumber). */
  readonly pairingNumber: number;
}

/**
 * A.2 / D.0 note: the initial ranking list. Settled by evidence: it is the order of the pairing numbers (TRF
 * starting ranks); the ratings of all test data agree with it. Negative when a is higher in the list.
 */
export function compareInitialRanking(a: DPlayer, b: DPlayer): number {
  return a.id - b.id;
}

/**
 * E.0: "the higher ranked player (the player who has more points or, when points are equal, a higher position in
 * the initial ranking list)". Negative when a ranks above b. Also used by the C.04.2 board order.
 */
export function compareRank(a: DPlayer, b: DPlayer): number {
  return b.score - a.score || compareInitialRanking(a, b);
}

/**
 * A.5 from the compressed colour sequence (the model's A.5.1-A.5.3, shared with the Dutch A.6); A.5.4: "players who
 * did not play any games are considered to have a mild colour preference for black".
 */
export function preferenceOf(colours: readonly Colour[]): DubovPreference {
  const c = colourPreferenceOf(colours);
  if (c.strength === 'none' || c.colour === null) return { strength: 'mild', colour: 'b' };
  return { strength: c.strength, colour: c.colour };
}

/** The players to be paired this round, in initial ranking order. */
export function playersToPair(state: RoundState): DPlayer[] {
  return state.players
    .filter((p) => p.toBePaired)
    .map(
      (p): DPlayer => ({
        id: p.id,
        score: p.pairingScore,
        pref: preferenceOf(p.colours),
        colours: p.colours,
        playedGames: p.playedGames,
        aro: p.aro,
        pabEligible: p.pabEligible,
        opponents: p.opponents,
        upfloats: p.upfloats,
        upfloatedPreviousRound: p.upfloatedPreviousRound,
        pairingNumber: p.pairingNumber,
      }),
    )
    .sort(compareInitialRanking);
}

/**
 * A.7: MaxT = 2 + [Rnds / 5], Rnds the planned number of rounds (rules README). Interpretation: a file that does
 * not say how many rounds were planned is taken as planned for the rounds it has (or the round being paired,
 * if later).
 */
export function maxT(state: RoundState): number {
  const rounds = state.plannedRounds ?? Math.max(state.tournament.roundsInFile, state.round);
  return 2 + Math.floor(rounds / 5);
}

/** A.7: "already been upfloated a maximum number of times". */
export function isMaximumUpfloater(p: DPlayer, maxUpfloats: number): boolean {
  return p.upfloats >= maxUpfloats;
}

/**
 * The absolute criteria on one pair. C.1: no second meeting over the board (forfeits are not meetings; the
 * tournament's forbidden pairs count as met). C.3: "two players with the same absolute colour preference shall
 * not meet" — for everybody: the Dubov text has no topscorer exception.
 */
export function mayMeet(state: RoundState, a: DPlayer, b: DPlayer): boolean {
  if (a.id === b.id) return false;
  if (a.opponents.has(b.id) || b.opponents.has(a.id) || state.isForbidden(a.id, b.id)) return false;
  if (a.pref.strength === 'absolute' && b.pref.strength === 'absolute' && a.pref.colour === b.pref.colour) return false;
  return true;
}

/**
 * C.7 on one pair: how many of the two do not get their colour preference. Every player has a preference (A.5.4),
 * so when both want the same colour exactly one of them misses it, and when they want different colours E.1
 * grants both.
 */
export function colourMisses(a: DPlayer, b: DPlayer): number {
  return a.pref.colour === b.pref.colour ? 1 : 0;
}
