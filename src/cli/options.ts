/**
 * Option values shared by several commands, each parsed by one function so that every command accepts and
 * refuses the same values with the same message (exit 3). `--round` and `--encoding` are parsed in load.ts,
 * `--edition` in main.ts; `--system` is a commander choice.
 */
import { ArgumentError } from '../errors.js';

/** Highest rating a TRF holds (four columns). */
const MAX_RATING = 9999;

/** `--unrated-rating <n>`: an integer rating 0-9999 (Dubov's rating for unrated players), or undefined. */
export function parseUnratedRating(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[0-9]{1,4}$/.test(value) || Number(value) > MAX_RATING) {
    throw new ArgumentError(`--unrated-rating expects an integer rating 0-${MAX_RATING}, got "${value}"`);
  }
  return Number(value);
}
