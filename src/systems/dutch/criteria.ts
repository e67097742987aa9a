/**
 * What one pair of a bracket does to the quality criteria of C.04.3 C.8-C.19: the colour criteria follow from
 * the colours E.1-E.5 would give the pair, the float criteria from the two scores (A.4.b: after two players
 * with different scores have played, the higher one receives a downfloat, the lower one an upfloat).
 */
import type { Colour } from '../../model/types.js';
import { dutchColourOf, type DutchPlayer } from './player.js';

export interface ColourEffects {
  /** C.8: topscorers or topscorers' opponents who get a colour difference beyond ±2. */
  readonly c8: number;
  /** C.9: topscorers or topscorers' opponents who get the same colour three times in a row. */
  readonly c9: number;
  /** C.10: players who do not get their colour preference. */
  readonly c10: number;
  /** C.11: players who do not get their strong colour preference. */
  readonly c11: number;
}

function effectOn(p: DutchPlayer, got: Colour, topscorerPair: boolean): ColourEffects {
  const pref = p.colourPreference;
  const missed = pref.colour !== null && pref.colour !== got;
  let c8 = 0;
  let c9 = 0;
  if (topscorerPair) {
    const diff = p.colourDifference + (got === 'w' ? 1 : -1);
    if (diff > 2 || diff < -2) c8 = 1;
    const n = p.colours.length;
    if (n >= 2 && p.colours[n - 1] === got && p.colours[n - 2] === got) c9 = 1;
  }
  return {
    c8,
    c9,
    c10: missed ? 1 : 0,
    // C.11 counts a *strong* preference (A.6.b); an absolute one left ungranted is C.8/C.9's business.
    c11: missed && pref.strength === 'strong' ? 1 : 0,
  };
}

/** Colour criteria of the pair (a, b), from the colours the E rules give it. O(rounds). */
export function colourEffects(a: DutchPlayer, b: DutchPlayer, initialColour: Colour): ColourEffects {
  const ca = dutchColourOf(a, b, initialColour);
  const cb: Colour = ca === 'w' ? 'b' : 'w';
  const topscorerPair = a.topscorer || b.topscorer;
  const ea = effectOn(a, ca, topscorerPair);
  const eb = effectOn(b, cb, topscorerPair);
  return { c8: ea.c8 + eb.c8, c9: ea.c9 + eb.c9, c10: ea.c10 + eb.c10, c11: ea.c11 + eb.c11 };
}

/** One point, the gap of A.8's artificial value below the bracket's lowest score (in tenths, any point system). */
export const ONE_POINT = 10;

/** A.8: score difference of a downfloater: its score minus (lowest score of the bracket - one point). */
export function downfloaterSD(score: number, lowestInBracket: number): number {
  return score - (lowestInBracket - ONE_POINT);
}
