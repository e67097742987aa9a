/**
 * Why a tie-break has no value for some players, said once per entry of the list (issue 33.7): an arbiter who
 * sees "-" in a column must not have to guess. Reasons come from the definitions: the rating-based tie-breaks are
 * not applicable when a player is unrated and no rating is given for unrated players (C.07 2024 art. 10); the
 * averages over games (ARO, TPR, PTP, AOB) need a game played over the board (after the cut); APRO / APPO need an
 * opponent with a value. O(players) per entry.
 */
import type { Context } from './context.js';
import type { BlankReason, BlankValues, TiebreakSpec } from './types.js';

const RATING_BASED = new Set(['ARO', 'TPR', 'PTP', 'APRO', 'APPO', 'RTNG']);

function plural(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}

function reasonOf(ctx: Context, spec: TiebreakSpec, unrated: number | null): { reason: BlankReason; text: string } {
  const unratedPlayers = ctx.tournament.players.filter((p) => p.rating <= 0).length;
  if (RATING_BASED.has(spec.name) && unratedPlayers > 0 && (spec.unratedRating ?? unrated) === null) {
    return {
      reason: 'unrated',
      text: `${plural(unratedPlayers, 'player')} unrated and no rating given for unrated players (art. 10: not applicable); give one with /U on the entry (e.g. /U1000) or --unrated-rating`,
    };
  }
  if (spec.name === 'APRO' || spec.name === 'APPO') return { reason: 'no-opponent-value', text: 'no opponent met over the board has a value' };
  const cut = spec.cutLow > 0 || spec.cutHigh > 0;
  return cut && spec.name !== 'AOB'
    ? { reason: 'no-game', text: 'no game played over the board left after the cut' }
    : { reason: 'no-game', text: 'no game played over the board' };
}

/** One entry per tie-break of the list with players without a value: how many, and why. */
export function blankValues(ctx: Context, list: readonly TiebreakSpec[], columns: readonly (readonly (number | null)[])[], unrated: number | null): BlankValues[] {
  const blanks: BlankValues[] = [];
  list.forEach((spec, k) => {
    const players = columns[k]!.filter((v) => v === null).length;
    if (players > 0) blanks.push({ code: spec.code, players, ...reasonOf(ctx, spec, unrated) });
  });
  return blanks;
}
