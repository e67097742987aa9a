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

/** PD_BANDS as a lookup: expected score (hundredths) by absolute difference 0..736 (736 and more: 100). */
const PD_BY_DIFF: Uint8Array = (() => {
  const table = new Uint8Array(PD_BANDS[PD_BANDS.length - 1]! + 2);
  let band = 0;
  for (let d = 0; d < table.length; d++) {
    while (band < PD_BANDS.length && d > PD_BANDS[band]!) band++;
    table[d] = 50 + band;
  }
  return table;
})();

/** Expected score (hundredths) of a player rated `diff` points above his opponent (B.02 8.1(b)). */
export function expectedScore(diff: number): number {
  const pd = PD_BY_DIFF[Math.min(Math.abs(diff), PD_BY_DIFF.length - 1)]!;
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
  return memo(ctx, `games:${spec.cutLow}:${spec.cutHigh}:${unrated}`, () => gamesOf(ctx, spec, unrated));
}

function gamesOf(ctx: Context, spec: TiebreakSpec, unrated: number | null): (Games | null)[] | null {
  const ratingOf = (i: number): number | null => {
    const r = ctx.tournament.players[i]!.rating;
    return r > 0 ? r : unrated;
  };
  if (ctx.tournament.players.some((_, i) => ratingOf(i) === null)) return null;
  const cutting = spec.cutLow > 0 || spec.cutHigh > 0;
  return ctx.outcomes.map((os, i) => {
    const ratings: number[] = [];
    const results: number[] = [];
    for (let r = 0; r < os.length; r++) {
      const o = os[r]!;
      const opp = ctx.opponents[i]![r]!;
      if (o.kind !== 'played' || opp < 0) continue;
      ratings.push(ratingOf(opp)!);
      results.push(standardResult(o, ctx.points[i]![r]!, ctx.system));
    }
    if (!cutting) return ratings.length === 0 ? null : { ratings, score: results.reduce((a, b) => a + b, 0) };
    // the lowest (and with /M the highest) rated opponents go, with the points scored against them
    const order = ratings.map((_, k) => k).sort((a, b) => ratings[a]! - ratings[b]!);
    const low = Math.min(spec.cutLow, order.length);
    const kept = order.slice(low, Math.max(low, order.length - spec.cutHigh));
    if (kept.length === 0) return null;
    return { ratings: kept.map((k) => ratings[k]!), score: kept.reduce((a, k) => a + results[k]!, 0) };
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
 * PTP (10.3): the lowest rating whose expected score against the opponents (B.02 8.1(b)) reaches the score made.
 * A zero score, which every rating reaches, gives the lowest opponent's rating minus 800. A full score is reached
 * 736 points above the highest-rated opponent (the table's last band), so it needs no exception.
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
      const target = Math.round(g.score * 100);
      const reaches = (r: number): boolean => {
        let sum = 0;
        for (const x of g.ratings) sum += expectedScore(r - x);
        return sum >= target;
      };
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
