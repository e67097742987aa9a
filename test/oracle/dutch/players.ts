/**
 * The oracle's view of a player, read from the shared per-round state (src/model/state.ts), plus the Dutch
 * definitions that depend only on the player: A.2 order, A.7 topscorers, and the absolute criteria C.1/C.3.
 */
import type { ColourPreference, Float, PlayerState, RoundState } from '../../../src/model/state.js';
import type { Colour, PlayerId } from '../../../src/model/types.js';

export interface OPlayer {
  readonly id: PlayerId;
  /** Score for pairing purposes (tenths): the pairing score (acceleration included), as A.2 ranks by it. */
  readonly score: number;
  readonly pref: ColourPreference;
  /** Colours of the games played, oldest first, unplayed rounds removed (C.04.2 D.5). */
  readonly colours: readonly Colour[];
  readonly colourDifference: number;
  /** [previous round, two rounds before] (A.4.b). */
  readonly floats: readonly [Float, Float];
  readonly pabEligible: boolean;
  readonly opponents: ReadonlySet<PlayerId>;
  /** A.7: only ever true when pairing the final round. */
  readonly topscorer: boolean;
  /** The pairing number E.5 looks at (see `playersToPair`). */
  readonly e5Number: number;
}

/** A.2: score (descending), then pairing number (ascending). Negative when a ranks above b. */
export function compareA2(a: OPlayer, b: OPlayer): number {
  return b.score - a.score || a.id - b.id;
}

/** True when a ranks above b by A.2. */
export function ranksAbove(a: OPlayer, b: OPlayer): boolean {
  return compareA2(a, b) < 0;
}

/**
 * A.7. Interpretation: "a score of over 50% of the maximum possible score" uses the real score (acceleration
 * excluded; acceleration points are not points one could have scored) against the points of a win times the
 * rounds already played (the README's "more than half of the points of the rounds already played").
 */
function isTopscorer(state: RoundState, p: PlayerState): boolean {
  if (!state.isLastRound) return false;
  const ps = state.tournament.pointSystem;
  const win = Math.max(ps.win, ps.winWhite, ps.winBlack);
  return 2 * p.score > (state.round - 1) * win;
}

/**
 * The players to be paired, in A.2 order.
 *
 * E.5 "pairing number": interpretation forced by the reference engines. A player has a pairing number once he is in
 * the tournament (C.04.2 C): the number counts the players, by starting rank, who are paired this round or were
 * paired in an earlier one. In round 1 that is the position among the players paired (with players 8 and 11 absent,
 * player 9 is the 8th: d17-small-60, -113); later an absent player who has played keeps his place (d17-small-50
 * round 2, d17-small-90 round 2), while one who never played yet does not count (JaVaFo 3.0p and bbpPairings 5.0.1
 * both pair 12-7 in round 2 of random tournament 128, where player 1 took byes in rounds 1 and 2). The model
 * computes this number (PlayerState.pairingNumber).
 */
export function playersToPair(state: RoundState): OPlayer[] {
  return state.players
    .filter((p) => p.toBePaired)
    .map(
      (p): OPlayer => ({
        id: p.id,
        score: p.pairingScore,
        pref: p.colourPreference,
        colours: p.colours,
        colourDifference: p.colourDifference,
        floats: p.floats,
        pabEligible: p.pabEligible,
        opponents: p.opponents,
        topscorer: isTopscorer(state, p),
        e5Number: p.pairingNumber,
      }),
    )
    .sort(compareA2);
}

/**
 * The absolute criteria on a pair: C.1 (no rematch over the board; forbidden pairs of the tournament count as
 * already met) and C.3 (two non-topscorers with the same absolute colour preference shall not meet).
 * Interpretation of C.3: the pair is forbidden only when BOTH players are non-topscorers ("non-topscorers ...
 * shall not meet"); a topscorer may meet anyone with the same absolute preference (C.8/C.9 and E.2 then apply).
 */
export function mayMeet(state: RoundState, a: OPlayer, b: OPlayer): boolean {
  if (a.id === b.id) return false;
  if (a.opponents.has(b.id) || state.isForbidden(a.id, b.id)) return false;
  if (
    a.pref.strength === 'absolute' &&
    b.pref.strength === 'absolute' &&
    a.pref.colour === b.pref.colour &&
    !a.topscorer &&
    !b.topscorer
  ) {
    return false;
  }
  return true;
}
