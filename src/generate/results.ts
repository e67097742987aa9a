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
 * FIDE Rating Regulations (B.02) table 8.1(b), "conversion of difference in rating D into scoring probability PD":
 * the lowest D of each row, the higher-rated player's PD being 0.50 for the first row and 0.01 more each row
 * after (0-3: .50, 4-10: .51, ..., 620-735: .99, over 735: 1.00). Recovered from stored copies of the table
 * (docs/generate.md). The 400-point rule (a larger difference counted as 400) is for rating changes, not for
 * the probabilities, so it is not applied.
 */
const FIDE_TABLE_ROWS = [
  0, 4, 11, 18, 26, 33, 40, 47, 54, 62, 69, 77, 84, 92, 99, 107, 114, 122, 130, 138, 146, 154, 163, 171, 180, 189, 198, 207,
  216, 226, 236, 246, 257, 268, 279, 291, 303, 316, 329, 345, 358, 375, 392, 412, 433, 457, 485, 518, 560, 620, 736,
] as const;

/** Expected score by the FIDE table, in hundredths (50 for equal ratings; the lower-rated player gets 100 - PD). */
export function fideExpectedHundredths(rating: number, opponent: number): number {
  const d = Math.abs(rating - opponent);
  let row = 0;
  while (row + 1 < FIDE_TABLE_ROWS.length && FIDE_TABLE_ROWS[row + 1]! <= d) row++;
  const higher = 50 + row;
  return rating >= opponent ? higher : 100 - higher;
}

export type ExpectationModel = 'fide' | 'logistic';

/** White's expected score under the model. */
export function expectation(model: ExpectationModel, white: number, black: number): number {
  return model === 'fide' ? fideExpectedHundredths(white, black) / 100 : expectedScore(white, black);
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
export function gameResult(
  rng: Prng,
  whiteRating: number,
  blackRating: number,
  drawRate: number,
  noShow: number,
  model: ExpectationModel = 'logistic',
): GameResult {
  const whiteAbsent = rng.chance(noShow);
  const blackAbsent = rng.chance(noShow);
  if (whiteAbsent || blackAbsent) {
    // A player who does not turn up loses by forfeit; if neither does, both do (a double forfeit).
    return [whiteAbsent ? '-' : '+', blackAbsent ? '-' : '+'];
  }
  const expected = expectation(model, whiteRating, blackRating);
  const draw = Math.min(drawRate, 2 * expected, 2 * (1 - expected));
  const x = rng.next();
  if (x < draw) return ['=', '='];
  return x < draw + (expected - draw / 2) ? ['1', '0'] : ['0', '1'];
}
