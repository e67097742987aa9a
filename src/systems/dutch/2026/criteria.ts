/**
 * The round-level definitions of C.04.3 (2026) that the bracket weights need: the PAB criterion C5 (the lowest
 * score the assignee of the pairing-allocated bye can have while a complete round-pairing exists, C4) and when
 * C9 is in force.
 */
import { CardinalityMatcher } from '../../../matching/cardinality.js';
import { compatible, type DutchPlayer, type DutchRound } from '../player.js';

/**
 * A maximum-cardinality matching of the players plus, when their number is odd, a bye vertex (index
 * players.length) adjacent to the eligible players (C2) that `mayGetBye` accepts. It is perfect exactly when a
 * complete round-pairing (1.9: everybody paired but at most one, C1-C3 respected) gives the PAB to such a player.
 * O(n^3) worst case, O(n^2) adjacency tests in practice.
 */
export function completion(players: readonly DutchPlayer[], round: DutchRound, mayGetBye: (p: DutchPlayer) => boolean): CardinalityMatcher {
  const count = players.length;
  const withBye = count % 2 === 1;
  const matcher = new CardinalityMatcher({
    vertexCount: count + (withBye ? 1 : 0),
    adjacent: (u, v) => {
      if (u === count) return players[v]!.pabEligible && mayGetBye(players[v]!);
      if (v === count) return players[u]!.pabEligible && mayGetBye(players[u]!);
      return compatible(players[u]!, players[v]!, round.isForbidden);
    },
  });
  matcher.maximize();
  return matcher;
}

export interface ByeAssignee {
  /** C5's score, null when the number of players is even. */
  readonly score: number | null;
  /** A complete round-pairing with the PAB to an eligible player of that score (the bye is vertex players.length). */
  readonly witness: CardinalityMatcher;
}

/**
 * C.04.3 (2026) C5 "Minimise the score of the assignee of the pairing-allocated-bye", under C4: the lowest
 * score s such that a complete round-pairing gives the PAB to an eligible player of score s. Feasibility with
 * "score <= s" grows with s, so a galloping search from the lowest score finds it: usually one matching (the
 * lowest scoregroup can take the bye), O(log S) matchings at worst. (No eligible player of a lower score can be
 * left for the bye in a complete pairing, so "score <= s*" and "score = s*" allow the same pairings.) Returns
 * undefined when no complete round-pairing exists at all.
 */
export function byeAssigneeScore(players: readonly DutchPlayer[], round: DutchRound): ByeAssignee | undefined {
  if (players.length % 2 === 0) {
    const witness = completion(players, round, () => true);
    return witness.isPerfect() ? { score: null, witness } : undefined;
  }
  const scores = [...new Set(players.filter((p) => p.pabEligible).map((p) => p.score))].sort((a, b) => a - b);
  const found = new Map<number, CardinalityMatcher>();
  const feasible = (i: number): boolean => {
    const m = completion(players, round, (p) => p.score <= scores[i]!);
    if (!m.isPerfect()) return false;
    found.set(i, m);
    return true;
  };
  // Gallop: 0, 1, 3, 7, ... until feasible (or the last index), then binary search in the last gap.
  let lo = 0;
  let step = 1;
  let hi = 0;
  for (;;) {
    if (hi >= scores.length - 1) {
      hi = scores.length - 1;
      if (hi < 0 || !feasible(hi)) return undefined;
      break;
    }
    if (feasible(hi)) break;
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (feasible(mid)) hi = mid;
    else lo = mid + 1;
  }
  return { score: scores[lo]!, witness: found.get(lo)! };
}

/**
 * C9 "Minimise the number of unplayed games of the assignee of the pairing-allocated-bye" applies to a bracket
 * that downfloats exactly one player, who then receives the PAB. The assignee comes out of this bracket exactly
 * when its score (C5) is not below the bracket's residents' score (everybody above is paired already); whether
 * the bracket downfloats one player only is known once C6 is maximised (round.ts re-pairs without C9 otherwise).
 */
export function c9MayApply(byeScore: number | null, residentScore: number): boolean {
  return byeScore !== null && byeScore >= residentScore;
}
