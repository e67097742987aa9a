/**
 * Tie-breaks from the player's own results (C.07 2024 art. 7; 2026: STD, REP, RTNG, TPN) and Koya (art. 9.2).
 * O(players × rounds) each.
 */
import { countsAsGame, isVoluntarilyUnplayed, standardResult, type Context } from './context.js';
import type { TiebreakSpec } from './types.js';

/** PTS: points, with the file's 299 bonuses and penalties of the counted rounds. */
export function points(ctx: Context): number[] {
  const adjustments = ctx.tournament.adjustments;
  return ctx.tournament.players.map((p, i) => {
    const extra = (adjustments?.get(p.id) ?? []).slice(0, ctx.round).reduce((a, b) => a + b, 0);
    return (ctx.totals[i]! + extra) / 10;
  });
}

/** STD (2026): points counted 1 / ½ / 0 whatever the point system; byes by what they are worth. */
export function standardPoints(ctx: Context): number[] {
  return ctx.outcomes.map((os, i) => os.reduce((a, o, r) => a + standardResult(o, ctx.points[i]![r]!, ctx.system), 0));
}

function count(ctx: Context, test: (i: number, r: number) => boolean): number[] {
  return ctx.outcomes.map((os, i) => os.reduce((a, _, r) => a + (test(i, r) ? 1 : 0), 0));
}

/** WIN (7.1): rounds worth a win, played or not (forfeit win, PAB or full-point bye worth a win). */
export function wins(ctx: Context): number[] {
  return count(ctx, (i, r) => standardResult(ctx.outcomes[i]![r]!, ctx.points[i]![r]!, ctx.system) === 1);
}

/** WON (7.2): games won over the board. */
export function gamesWon(ctx: Context): number[] {
  return count(ctx, (i, r) => {
    const o = ctx.outcomes[i]![r]!;
    return o.kind === 'played' && o.result === 'win';
  });
}

/** BPG (7.3): games played over the board with black. */
export function blackGames(ctx: Context): number[] {
  return count(ctx, (i, r) => {
    const o = ctx.outcomes[i]![r]!;
    return o.kind === 'played' && o.colour === 'b';
  });
}

/** BWG (7.4): games won over the board with black. */
export function blackWins(ctx: Context): number[] {
  return count(ctx, (i, r) => {
    const o = ctx.outcomes[i]![r]!;
    return o.kind === 'played' && o.colour === 'b' && o.result === 'win';
  });
}

/**
 * REP (2026; GE, 2024 7.5): the rounds the player elected to play: every round but the voluntarily unplayed ones
 * (16.2) — games, forfeit wins, the PAB and a full-point bye count, whatever they are worth.
 */
export function roundsElected(ctx: Context): number[] {
  return count(ctx, (i, r) => !isVoluntarilyUnplayed(ctx.outcomes[i]![r]!));
}

/** PS (7.6): the sum of the running score after each round; `/Cn` leaves out the first n terms. */
export function progressive(ctx: Context, spec: TiebreakSpec): number[] {
  return ctx.points.map((pts) => {
    let running = 0;
    let sum = 0;
    pts.forEach((p, r) => {
      running += p;
      if (r >= spec.cutLow) sum += running;
    });
    return sum / 10;
  });
}

/**
 * KS (9.2): points scored against the opponents whose score is at least half the maximum possible. The maximum
 * is a win in every round the player could play: a round robin of n players in n rounds (odd n) has one bye per
 * player per cycle. Scheduled unplayed games count (pairings fixed in advance, or /P).
 */
export function koya(ctx: Context, spec: TiebreakSpec): number[] {
  const n = ctx.tournament.players.length;
  const games = ctx.roundRobin && n > 0 && ctx.round % n === 0 ? ctx.round - ctx.round / n : ctx.round;
  const limit = ctx.system.win * games; // twice the half: compare 2 × score with it
  return ctx.outcomes.map((os, i) =>
    os.reduce((a, o, r) => {
      const opp = ctx.opponents[i]![r]!;
      const counts = opp >= 0 && (countsAsGame(o, spec.asPlayed || ctx.roundRobin) || o.kind === 'forfeit');
      return counts && 2 * ctx.totals[opp]! >= limit ? a + ctx.points[i]![r]! : a;
    }, 0) / 10,
  );
}

/**
 * RTNG (2026): the player's own rating; an unrated player has the given rating. Like every rating-based
 * tie-break (art. 10), none has a value when a player is unrated and no rating is given for unrated players.
 */
export function ownRating(ctx: Context, unrated: number | null): (number | null)[] {
  const ratings = ctx.tournament.players.map((p) => (p.rating > 0 ? p.rating : unrated));
  return ratings.includes(null) ? ratings.map(() => null) : ratings;
}

/** TPN (2026): the pairing number; the lower ranks first. */
export function pairingNumber(ctx: Context): number[] {
  return ctx.tournament.players.map((p) => p.id);
}
