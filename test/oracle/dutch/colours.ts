/**
 * C.04.3 E: colour allocation for one pair, rule by rule in descending priority.
 */
import type { PreferenceStrength } from '../../../src/model/state.js';
import { otherColour, type Colour } from '../../../src/model/types.js';
import { ranksAbove, type OPlayer } from './players.js';

const STRENGTH: Readonly<Record<PreferenceStrength, number>> = { absolute: 3, strong: 2, mild: 1, none: 0 };

export interface ColouredPair {
  readonly white: OPlayer;
  readonly black: OPlayer;
}

function give(p: OPlayer, colour: Colour, other: OPlayer): ColouredPair {
  return colour === 'w' ? { white: p, black: other } : { white: other, black: p };
}

/**
 * E.3 (with C.04.2 D.5): walk both compressed colour sequences back from the latest game played; at the most
 * recent position where one had white and the other black, each gets the opposite of what he had then.
 * Returns the colour for `h`, or null when the histories never differ.
 */
function alternateToLastDifference(h: OPlayer, l: OPlayer): Colour | null {
  const hs = h.colours;
  const ls = l.colours;
  for (let i = 1; i <= Math.min(hs.length, ls.length); i++) {
    const ch = hs[hs.length - i]!;
    const cl = ls[ls.length - i]!;
    if (ch !== cl) return otherColour(ch);
  }
  return null;
}

/** Colours of the pair {a, b} by E.1-E.5. `initialColour` is the colour drawn by lot before round 1. */
export function allocateColours(a: OPlayer, b: OPlayer, initialColour: Colour): ColouredPair {
  const h = ranksAbove(a, b) ? a : b; // the higher ranked player (A.2)
  const l = h === a ? b : a;
  const ph = h.pref;
  const pl = l.pref;

  // E.1: both preferences can be granted (A.6.d: a player without preference lets the opponent's be granted).
  if (ph.colour !== null && pl.colour !== null && ph.colour !== pl.colour) return give(h, ph.colour, l);
  if (ph.colour !== null && pl.colour === null) return give(h, ph.colour, l);
  if (ph.colour === null && pl.colour !== null) return give(l, pl.colour, h);

  if (ph.colour !== null && pl.colour !== null) {
    // E.2: same colour wanted; grant the stronger preference.
    const sh = STRENGTH[ph.strength];
    const sl = STRENGTH[pl.strength];
    if (sh > sl) return give(h, ph.colour, l);
    if (sl > sh) return give(l, pl.colour, h);
    if (ph.strength === 'absolute') {
      // Both absolute (only topscorers may meet so, C.3): grant the wider colour difference.
      const dh = Math.abs(h.colourDifference);
      const dl = Math.abs(l.colourDifference);
      if (dh > dl) return give(h, ph.colour, l);
      if (dl > dh) return give(l, pl.colour, h);
    }
  }

  // E.3: alternate to the most recent round in which one had white and the other black.
  const alternated = alternateToLastDifference(h, l);
  if (alternated !== null) return give(h, alternated, l);

  // E.4: grant the preference of the higher ranked player.
  if (ph.colour !== null) return give(h, ph.colour, l);

  // E.5: odd pairing number of the higher ranked player -> the initial colour; even -> the other one.
  return give(h, h.e5Number % 2 === 1 ? initialColour : otherColour(initialColour), l);
}
