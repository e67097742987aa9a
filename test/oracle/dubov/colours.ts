/**
 * C.04.4.1 E: colour allocation for one pair, rule by rule in descending priority (E.0-E.4).
 */
import { otherColour, type Colour } from '../../../src/model/types.js';
import { compareRank, type DPlayer, type Strength } from './players.js';

const STRENGTH: Readonly<Record<Strength, number>> = { absolute: 3, strong: 2, mild: 1 };

export interface ColouredPair {
  readonly white: DPlayer;
  readonly black: DPlayer;
}

function give(p: DPlayer, colour: Colour, other: DPlayer): ColouredPair {
  return colour === 'w' ? { white: p, black: other } : { white: other, black: p };
}

/**
 * E.3 "taking into account C.04.2.D.5": both colour sequences are the compressed ones (unplayed rounds taken out
 * and put in front), so they are aligned on the latest game played and walked back; at the most recent position
 * where one had white and the other black, each gets the colour he did not have then. Returns the colour for `h`,
 * or null when no such position exists (e.g. one of them has not played).
 */
function alternateToLastDifference(h: DPlayer, l: DPlayer): Colour | null {
  const hs = h.colours;
  const ls = l.colours;
  for (let i = 1; i <= Math.min(hs.length, ls.length); i++) {
    const ch = hs[hs.length - i]!;
    if (ch !== ls[ls.length - i]!) return otherColour(ch);
  }
  return null;
}

/** Colours of the pair {a, b}. `initialColour` is the colour drawn by lot before round 1 (E, "Initial-colour"). */
export function allocateColours(a: DPlayer, b: DPlayer, initialColour: Colour): ColouredPair {
  const h = compareRank(a, b) < 0 ? a : b; // the higher ranked player (E.0's definition)
  const l = h === a ? b : a;

  // E.0: both have yet to play a game: the higher ranked player gets the initial colour if his pairing number is
  // odd, the other colour if it is even. Settled: the pairing number is the one among the players in the
  // tournament at this round (PlayerState.pairingNumber), per E.0's note on C.04.2.B/C.
  if (h.playedGames === 0 && l.playedGames === 0) {
    return give(h, h.pairingNumber % 2 === 1 ? initialColour : otherColour(initialColour), l);
  }

  // E.1: grant both colour preferences (every player has one: A.5.4 gives mild black to those without games).
  if (h.pref.colour !== l.pref.colour) return give(h, h.pref.colour, l);

  // E.2: grant the stronger colour preference. Two absolute preferences for the same colour never meet (C.3).
  const sh = STRENGTH[h.pref.strength];
  const sl = STRENGTH[l.pref.strength];
  if (sh > sl) return give(h, h.pref.colour, l);
  if (sl > sh) return give(l, l.pref.colour, h);

  // E.3: alternate the colours to the most recent time in which one had white and the other black.
  const alternated = alternateToLastDifference(h, l);
  if (alternated !== null) return give(h, alternated, l);

  // E.4: grant the colour preference of the higher ranked player.
  return give(h, h.pref.colour, l);
}
