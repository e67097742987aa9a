/**
 * Colour allocation rules shared by the Dutch (E.1-E.5) and Dubov (E.0-E.4) systems: both grant compatible
 * preferences, then the stronger preference, then alternate to the most recent round in which the two players
 * had different colours (C.04.2 D.5: unplayed rounds removed), then the higher-ranked player's preference.
 * They differ only in the last resort (Dutch E.5 / Dubov E.0), which the caller supplies.
 */
import type { ColourPreference } from '../../model/state.js';
import type { Colour } from '../../model/types.js';

export interface ColourSubject {
  /** Colours of the games played over the board, oldest first. */
  readonly colours: readonly Colour[];
  readonly colourDifference: number;
  readonly colourPreference: ColourPreference;
}

const STRENGTH = { none: 0, mild: 1, strong: 2, absolute: 3 } as const;

/**
 * E.3: walking back through both compressed colour sequences, the first position where they differ; returns
 * the colour `a` had there, or null when one sequence runs out first (no such round).
 */
export function latestDifferingColour(a: readonly Colour[], b: readonly Colour[]): Colour | null {
  for (let i = a.length - 1, j = b.length - 1; i >= 0 && j >= 0; i--, j--) {
    if (a[i] !== b[j]) return a[i]!;
  }
  return null;
}

/**
 * Colour for `a` in the pair (a, b) by E.1-E.4, or null when those rules do not decide (then the system's
 * last rule applies: Dutch E.5, Dubov E.0). `aIsHigher` tells whether a is the higher-ranked player (E.4).
 */
export function preferenceColour(a: ColourSubject, b: ColourSubject, aIsHigher: boolean): Colour | null {
  const pa = a.colourPreference;
  const pb = b.colourPreference;
  // E.1: grant both preferences (a player without preference takes what the other leaves).
  if (pa.colour === null && pb.colour === null) return null;
  if (pb.colour === null) return pa.colour;
  if (pa.colour === null) return pb.colour === 'w' ? 'b' : 'w';
  if (pa.colour !== pb.colour) return pa.colour;
  // E.2: grant the stronger preference; two absolute ones: the wider colour difference.
  const sa = STRENGTH[pa.strength];
  const sb = STRENGTH[pb.strength];
  const away = pa.colour === 'w' ? 'b' : 'w';
  if (sa !== sb) return sa > sb ? pa.colour : away;
  if (pa.strength === 'absolute') {
    const da = Math.abs(a.colourDifference);
    const db = Math.abs(b.colourDifference);
    if (da !== db) return da > db ? pa.colour : away;
  }
  // E.3: alternate to the most recent round in which one had white and the other black.
  const then = latestDifferingColour(a.colours, b.colours);
  if (then !== null) return then === 'w' ? 'b' : 'w';
  // E.4: grant the preference of the higher-ranked player.
  return aIsHigher ? pa.colour : away;
}
