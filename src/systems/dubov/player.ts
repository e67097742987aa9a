/**
 * The Dubov engine's view of a player for one round (C.04.4.1, 2018): the state the rules read, with the
 * Dubov-specific parts — every player has a rating (A.1), ARO (A.6), a player without games prefers black
 * (A.5.4), maximum upfloaters (A.7) — and the absolute criteria and colour rules between two players.
 */
import { InputError } from '../../errors.js';
import type { ColourPreference, PlayerState, RoundState } from '../../model/state.js';
import type { Colour, PlayerId } from '../../model/types.js';
import { preferenceColour } from '../shared/colours.js';
import type { DubovEdition } from '../shared/edition.js';

export interface DubovPlayer {
  /** Position in the initial ranking list (A.2, C.04.2 B): 0 = top. */
  readonly rank: number;
  readonly id: PlayerId;
  /** Pairing number among the players in the tournament this round (E.0); see PlayerState.pairingNumber. */
  readonly pairingNumber: number;
  readonly rating: number;
  readonly score: number;
  /** A.6: average rating of the opponents met over the board, rounded half up; 0 before the first game. */
  readonly aro: number;
  readonly colours: readonly Colour[];
  readonly colourDifference: number;
  /** A.5, with A.5.4: a player who has not played yet has a mild preference for black. */
  readonly colourPreference: ColourPreference;
  readonly hasPlayed: boolean;
  readonly playedGames: number;
  readonly pabEligible: boolean;
  /** Times upfloated so far (games against an opponent with a higher score before the round). */
  readonly upfloats: number;
  readonly upfloatedPreviousRound: boolean;
  readonly opponents: ReadonlySet<PlayerId>;
}

export interface DubovRound {
  readonly round: number;
  readonly isLastRound: boolean;
  /** A.7: MaxT = 2 + floor(rounds / 5), rounds being the planned number of rounds. */
  readonly maxUpfloats: number;
  readonly initialColour: Colour;
  readonly isForbidden: (a: PlayerId, b: PlayerId) => boolean;
}

export interface DubovOptions {
  /** Rating for unrated players (A.1: the arbiter assigns one); without it an unrated player is an error. */
  readonly unratedRating?: number;
  /** 'auto' (default) lets the fast upfloater choice answer the easy brackets; 'exact' always matches. */
  readonly engine?: 'auto' | 'exact';
  /** The rules edition (chosen at the entry point, src/systems/index.ts); default 2018. */
  readonly edition?: DubovEdition;
}

/** The players to pair, in the initial ranking order (pairing numbers: the list the arbiter keeps, C.04.2 B). */
export function dubovPlayers(state: RoundState, options: DubovOptions, ratingArticle = 'A.1'): DubovPlayer[] {
  const toPair = state.players.filter((p) => p.toBePaired);
  const unrated = state.players.filter((p) => p.info.rating <= 0);
  if (unrated.length > 0 && options.unratedRating === undefined) {
    const line = unrated[0]!.info.line;
    throw new InputError([
      {
        position: line === null ? null : { file: state.tournament.fileName, line, column: 49 },
        message: `${line === null ? `${state.tournament.fileName}: ` : ''}the Dubov system needs a rating for every player (${ratingArticle}); unrated: ${unrated
          .slice(0, 10)
          .map((p) => `${p.id} ${p.info.name}`)
          .join(', ')}${unrated.length > 10 ? ', ...' : ''}`,
        expected: 'ratings in columns 49-52, or --unrated-rating N to give unrated players a provisional rating',
      },
    ]);
  }
  return toPair.map(
    (p: PlayerState, rank): DubovPlayer => ({
      rank,
      id: p.id,
      pairingNumber: p.pairingNumber,
      rating: p.info.rating > 0 ? p.info.rating : options.unratedRating!,
      score: p.pairingScore,
      aro: p.aro,
      colours: p.colours,
      colourDifference: p.colourDifference,
      colourPreference: p.colours.length === 0 ? { strength: 'mild', colour: 'b' } : p.colourPreference,
      hasPlayed: p.colours.length > 0,
      playedGames: p.playedGames,
      pabEligible: p.pabEligible,
      upfloats: p.upfloats,
      upfloatedPreviousRound: p.upfloatedPreviousRound,
      opponents: p.opponents,
    }),
  );
}

/** C.1 (and forbidden pairs, treated like it) and C.3: two players with the same absolute preference never meet. */
export function dubovCompatible(a: DubovPlayer, b: DubovPlayer, isForbidden: (a: PlayerId, b: PlayerId) => boolean): boolean {
  if (a.opponents.has(b.id) || isForbidden(a.id, b.id)) return false;
  const pa = a.colourPreference;
  const pb = b.colourPreference;
  return !(pa.strength === 'absolute' && pb.strength === 'absolute' && pa.colour === pb.colour);
}

/** E.0 and E.4: the higher-ranked player has more points or, with equal points, a better initial ranking. */
export function ranksAbove(a: DubovPlayer, b: DubovPlayer): boolean {
  return a.score > b.score || (a.score === b.score && a.rank < b.rank);
}

/** Colour of `a` in the pair (a, b): E.0 when neither has played, else E.1-E.4. */
export function dubovColourOf(a: DubovPlayer, b: DubovPlayer, initialColour: Colour): Colour {
  const aHigher = ranksAbove(a, b);
  if (!a.hasPlayed && !b.hasPlayed) {
    // E.0: the higher-ranked player gets the initial colour with an odd pairing number, the other one otherwise.
    const higher = aHigher ? a : b;
    const higherColour: Colour = higher.pairingNumber % 2 === 1 ? initialColour : initialColour === 'w' ? 'b' : 'w';
    return aHigher ? higherColour : higherColour === 'w' ? 'b' : 'w';
  }
  // E.1-E.4. A player without games has a mild preference for black (A.5.4), so one of the two decides.
  return preferenceColour(a, b, aHigher) ?? (aHigher ? 'w' : 'b');
}

/** C.7 for a pair: how many of the two do not get their colour preference (0 or 1). */
export function colourMisses(a: DubovPlayer, b: DubovPlayer): number {
  return a.colourPreference.colour === b.colourPreference.colour ? 1 : 0;
}
