/**
 * How the generator decides the result of a scheduled game: first whether each player turns up (forfeits), then
 * the result over the board from the ratings (Elo expectancy with a draw rate). O(1) per game.
 */
import type { ResultCode } from '../trf/types.js';
import type { Prng } from './prng.js';

/** Expected score of a player rated `rating` against one rated `opponent` (the Elo logistic curve). */
export function expectedScore(rating: number, opponent: number): number {
  return 1 / (1 + 10 ** ((opponent - rating) / 400));
}

/**
 * Probability that one player does not turn up, such that a game is forfeited (by one side or both) with
 * probability `forfeitRate`: 1 - (1 - p)^2 = forfeitRate. Both sides failing is then a double forfeit, with
 * probability p^2; this is also how bbpPairings's generator reads its ForfeitRate.
 */
export function noShowProbability(forfeitRate: number): number {
  return 1 - Math.sqrt(1 - forfeitRate);
}

/** The two result codes of a game, white's first. */
export type GameResult = readonly [ResultCode, ResultCode];

/**
 * Draws a game's result. `noShow` is the per-player probability of not turning up (see noShowProbability).
 * Over the board the draw probability is `drawRate`, capped at 2·min(E, 1 - E) so that white's expected score
 * is exactly the Elo expectancy E whatever the draw rate (a 2700 does not draw half his games against a 1400
 * just because half of all games are drawn).
 */
export function gameResult(rng: Prng, whiteRating: number, blackRating: number, drawRate: number, noShow: number): GameResult {
  const whiteAbsent = rng.chance(noShow);
  const blackAbsent = rng.chance(noShow);
  if (whiteAbsent || blackAbsent) {
    // A player who does not turn up loses by forfeit; if neither does, both do (a double forfeit).
    return [whiteAbsent ? '-' : '+', blackAbsent ? '-' : '+'];
  }
  const expected = expectedScore(whiteRating, blackRating);
  const draw = Math.min(drawRate, 2 * expected, 2 * (1 - expected));
  const x = rng.next();
  if (x < draw) return ['=', '='];
  return x < draw + (expected - draw / 2) ? ['1', '0'] : ['0', '1'];
}
