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

/**
 * One player's share of the colour criteria, packed two bits per criterion (see colourEffectBits): each share is
 * 0 or 1, so the two players' shares add without a carry.
 */
function effectBitsOf(p: DutchPlayer, got: Colour, topscorerPair: boolean): number {
  const pref = p.colourPreference;
  const missed = pref.colour !== null && pref.colour !== got;
  let bits = 0;
  if (topscorerPair) {
    const diff = p.colourDifference + (got === 'w' ? 1 : -1);
    if (diff > 2 || diff < -2) bits |= C8_ONE;
    const n = p.colours.length;
    if (n >= 2 && p.colours[n - 1] === got && p.colours[n - 2] === got) bits |= C9_ONE;
  }
  if (missed) bits |= C10_ONE;
  // C.11 counts a *strong* preference (A.6.b); an absolute one left ungranted is C.8/C.9's business.
  if (missed && pref.strength === 'strong') bits |= C11_ONE;
  return bits;
}

const C8_ONE = 1;
const C9_ONE = 1 << 2;
const C10_ONE = 1 << 4;
const C11_ONE = 1 << 6;

/**
 * colourEffects packed in one number, two bits per criterion: c8 | c9 << 2 | c10 << 4 | c11 << 6. No object per
 * call: the fast path's completion oracle asks it for every pair it tests, most of them in code not yet
 * optimised in a fresh process. O(rounds) (E.3 may walk both colour histories).
 */
export function colourEffectBits(a: DutchPlayer, b: DutchPlayer, initialColour: Colour): number {
  const ca = dutchColourOf(a, b, initialColour);
  const topscorerPair = a.topscorer || b.topscorer;
  return effectBitsOf(a, ca, topscorerPair) + effectBitsOf(b, ca === 'w' ? 'b' : 'w', topscorerPair);
}

/** Colour criteria of the pair (a, b), from the colours the E rules give it. O(rounds). */
export function colourEffects(a: DutchPlayer, b: DutchPlayer, initialColour: Colour): ColourEffects {
  const bits = colourEffectBits(a, b, initialColour);
  return { c8: bits & 3, c9: (bits >> 2) & 3, c10: (bits >> 4) & 3, c11: (bits >> 6) & 3 };
}

/** One point, the gap of A.8's artificial value below the bracket's lowest score (in tenths, any point system). */
export const ONE_POINT = 10;

/** A.8: score difference of a downfloater: its score minus (lowest score of the bracket - one point). */
export function downfloaterSD(score: number, lowestInBracket: number): number {
  return score - (lowestInBracket - ONE_POINT);
}
