/**
 * The Dutch engine's view of a player for one round: the state the rules read (src/model/state.ts) plus what
 * the Dutch text adds — the A.2 rank, topscorer status (A.7) — and the absolute criteria between two players.
 */
import type { ColourPreference, Float, PlayerState, RoundState } from '../../model/state.js';
import type { Colour, PlayerId } from '../../model/types.js';
import { preferenceColour } from '../shared/colours.js';

export interface DutchPlayer {
  /** Position in the A.2 order of the players to pair (0 = top): score first, then pairing number. */
  readonly rank: number;
  readonly id: PlayerId;
  /** Pairing number among the players in the tournament this round (E.5); see PlayerState.pairingNumber. */
  readonly pairingNumber: number;
  /** Pairing score in tenths (points + acceleration): what places the player in a scoregroup. */
  readonly score: number;
  readonly colours: readonly Colour[];
  readonly colourDifference: number;
  readonly colourPreference: ColourPreference;
  /** Floats of the two previous rounds: [r-1, r-2]. */
  readonly floats: readonly [Float, Float];
  readonly pabEligible: boolean;
  /** A.7: score over 50% of the maximum possible, when pairing the final round. */
  readonly topscorer: boolean;
  readonly opponents: ReadonlySet<PlayerId>;
}

export interface DutchRound {
  readonly round: number;
  /** Players to pair, in A.2 order. */
  readonly players: readonly DutchPlayer[];
  readonly initialColour: Colour;
  readonly isForbidden: (a: PlayerId, b: PlayerId) => boolean;
}

/** Highest score one round can give, for the A.7 threshold. */
function maxPointsPerRound(state: RoundState): number {
  const p = state.tournament.pointSystem;
  return Math.max(p.winWhite, p.winBlack, p.drawWhite, p.drawBlack);
}

/**
 * The players to pair in A.2 order: pairing score (higher first), then pairing number, which among the players
 * of one round orders as the starting rank (the id). Sorted as numbers, score * K - id with K above every id,
 * by a typed array's numeric sort: a comparator on 10,000 players is called about 130,000 times, mostly before
 * it is optimised in a fresh process. Scores are integers (tenths), so the keys are exact. O(n log n).
 */
function inA2Order(players: readonly PlayerState[]): PlayerState[] {
  let k = 1;
  for (let i = 0; i < players.length; i++) if (players[i]!.toBePaired) k = Math.max(k, players[i]!.id + 1);
  const byId: PlayerState[] = [];
  const keys: number[] = [];
  for (let i = 0; i < players.length; i++) {
    const p = players[i]!;
    if (!p.toBePaired) continue;
    byId[p.id] = p;
    keys.push(-p.pairingScore * k + p.id);
  }
  const sorted = new Float64Array(keys).sort();
  const out: PlayerState[] = new Array<PlayerState>(sorted.length);
  for (let i = 0; i < sorted.length; i++) out[i] = byId[((sorted[i]! % k) + k) % k]!;
  return out;
}

export function dutchPlayers(state: RoundState): DutchPlayer[] {
  const toPair = inA2Order(state.players);
  const threshold = (state.round - 1) * maxPointsPerRound(state);
  return toPair.map(
    (p: PlayerState, rank): DutchPlayer => ({
      rank,
      id: p.id,
      pairingNumber: p.pairingNumber,
      score: p.pairingScore,
      colours: p.colours,
      colourDifference: p.colourDifference,
      colourPreference: p.colourPreference,
      floats: p.floats,
      pabEligible: p.pabEligible,
      // A.7: "over 50% of the maximum possible score" — strictly more than half, compared in tenths.
      topscorer: state.isLastRound && 2 * p.pairingScore > threshold,
      opponents: p.opponents,
    }),
  );
}

/**
 * The absolute criteria between two players: C.1 (not met before), forbidden pairs (treated like C.1), and
 * C.3 (two non-topscorers with the same absolute colour preference do not meet).
 */
export function compatible(a: DutchPlayer, b: DutchPlayer, isForbidden: (a: PlayerId, b: PlayerId) => boolean): boolean {
  if (a.opponents.has(b.id) || isForbidden(a.id, b.id)) return false;
  const pa = a.colourPreference;
  const pb = b.colourPreference;
  if (pa.strength === 'absolute' && pb.strength === 'absolute' && pa.colour === pb.colour) {
    return a.topscorer || b.topscorer;
  }
  return true;
}

/** Colour of `a` when paired with `b`: E.1-E.4, then E.5 (initial colour by the higher-ranked player's number). */
export function dutchColourOf(a: DutchPlayer, b: DutchPlayer, initialColour: Colour): Colour {
  const aIsHigher = a.rank < b.rank;
  const decided = preferenceColour(a, b, aIsHigher);
  if (decided !== null) return decided;
  // E.5: the higher-ranked player gets the initial colour if his pairing number is odd, else the other one.
  const higher = aIsHigher ? a : b;
  const higherColour: Colour = higher.pairingNumber % 2 === 1 ? initialColour : initialColour === 'w' ? 'b' : 'w';
  if (aIsHigher) return higherColour;
  return higherColour === 'w' ? 'b' : 'w';
}
