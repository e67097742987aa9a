/**
 * Rating-based tie-breaks (C.07 2024 art. 10): ARO, TPR, PTP and the averages APRO / APPO, over the games played
 * over the board, with the FIDE rating tables (Handbook B.02 8.1). When a player of the tournament is unrated
 * and no rating is given for unrated players (`/Un`, `--unrated-rating`), these tie-breaks have no value for
 * anybody (art. 10: they are not applicable). O(players × rounds), PTP × log(rating span).
 */
import { memo, standardResult, type Context } from './context.js';
import type { TiebreakSpec } from './types.js';

/** B.02 8.1(a): rating difference dp for a percentage score p (index: p in hundredths, 50..100). */
const DP_HIGH = [
  0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193,
  202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589,
  677, 800,
];
/** B.02 8.1(b): the upper end of each rating-difference band, whose expected score is 0.50, 0.51, ... 0.99. */
const PD_BANDS = [
  3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170, 179, 188, 197,
  206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456, 484, 517, 559, 619,
  735,
];

export function dp(hundredths: number): number {
  return hundredths >= 50 ? DP_HIGH[hundredths - 50]! : -DP_HIGH[50 - hundredths]!;
}

/** Expected score (hundredths) of a player rated `diff` points above his opponent (B.02 8.1(b)). */
export function expectedScore(diff: number): number {
  const d = Math.abs(diff);
  let band = 0;
  while (band < PD_BANDS.length && d > PD_BANDS[band]!) band++;
  const pd = 50 + band; // 100 beyond the last band
  return diff >= 0 ? pd : 100 - pd;
}

/** Half-up rounding of a / b for b > 0 (the averages FIDE prints as integers). */
const roundDiv = (a: number, b: number): number => Math.floor((2 * a + b) / (2 * b));

interface Games {
  /** Opponents' ratings and the player's results (1, ½, 0) in the games kept after the cut. */
  readonly ratings: readonly number[];
  readonly score: number;
}

function unratedValue(spec: TiebreakSpec, fallback: number | null): number | null {
  return spec.unratedRating ?? fallback;
}

/** The games over the board, rated opponents only, after cutting the lowest / highest rated opponents. */
function games(ctx: Context, spec: TiebreakSpec, unrated: number | null): (Games | null)[] | null {
  const ratingOf = (i: number): number | null => {
    const r = ctx.tournament.players[i]!.rating;
    return r > 0 ? r : unrated;
  };
  if (ctx.tournament.players.some((_, i) => ratingOf(i) === null)) return null;
  return ctx.outcomes.map((os, i) => {
    const list: { rating: number; result: number }[] = [];
    os.forEach((o, r) => {
      const opp = ctx.opponents[i]![r]!;
      if (o.kind === 'played' && opp >= 0) {
        list.push({ rating: ratingOf(opp)!, result: standardResult(o, ctx.points[i]![r]!, ctx.system) });
      }
    });
    list.sort((a, b) => a.rating - b.rating);
    const kept = list.slice(Math.min(spec.cutLow, list.length), Math.max(Math.min(spec.cutLow, list.length), list.length - spec.cutHigh));
    if (kept.length === 0) return null;
    return { ratings: kept.map((g) => g.rating), score: kept.reduce((a, g) => a + g.result, 0) };
  });
}

function aro(g: Games): number {
  return roundDiv(g.ratings.reduce((a, b) => a + b, 0), g.ratings.length);
}

/** ARO (10.1): average rating of the opponents, rounded to an integer. */
export function averageRating(ctx: Context, spec: TiebreakSpec, unrated: number | null): (number | null)[] {
  const all = games(ctx, spec, unratedValue(spec, unrated));
  return ctx.outcomes.map((_, i) => {
    const g = all?.[i] ?? null;
    return g === null ? null : aro(g);
  });
}

/** TPR (10.2): ARO plus the dp of the percentage scored (rounded to hundredths). */
export function performance(ctx: Context, spec: TiebreakSpec, unrated: number | null): (number | null)[] {
  return memo(ctx, `tpr:${spec.cutLow}:${spec.cutHigh}:${unratedValue(spec, unrated)}`, () => {
    const all = games(ctx, spec, unratedValue(spec, unrated));
    return ctx.outcomes.map((_, i) => {
      const g = all?.[i] ?? null;
      return g === null ? null : aro(g) + dp(roundDiv(Math.round(g.score * 100), g.ratings.length));
    });
  });
}

/**
 * PTP (10.3): the lowest rating whose expected score against the opponents (B.02 8.1(b)) reaches the score made;
 * a zero score gives the lowest opponent's rating minus 800, a full score the highest plus 800.
 */
export function perfectPerformance(ctx: Context, spec: TiebreakSpec, unrated: number | null): (number | null)[] {
  return memo(ctx, `ptp:${spec.cutLow}:${spec.cutHigh}:${unratedValue(spec, unrated)}`, () => {
    const all = games(ctx, spec, unratedValue(spec, unrated));
    return ctx.outcomes.map((_, i) => {
      const g = all?.[i] ?? null;
      if (g === null) return null;
      const min = Math.min(...g.ratings);
      const max = Math.max(...g.ratings);
      if (g.score <= 0) return min - 800;
      if (g.score >= g.ratings.length) return max + 800;
      const target = Math.round(g.score * 100);
      const reaches = (r: number): boolean => g.ratings.reduce((a, x) => a + expectedScore(r - x), 0) >= target;
      let lo = min - 800; // does not reach
      let hi = max + 800; // reaches
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (reaches(mid)) hi = mid;
        else lo = mid;
      }
      return hi;
    });
  });
}

/** APRO / APPO (10.4, 10.5): the average of the opponents' TPR / PTP, over the games played, as an integer. */
export function averageOf(ctx: Context, values: readonly (number | null)[]): (number | null)[] {
  return ctx.outcomes.map((os, i) => {
    let sum = 0;
    let n = 0;
    os.forEach((o, r) => {
      const v = values[ctx.opponents[i]![r]!];
      if (o.kind === 'played' && v !== undefined && v !== null) {
        sum += v;
        n++;
      }
    });
    return n === 0 ? null : roundDiv(sum, n);
  });
}
