/**
 * Dubov B.0: the pairing-allocated bye is assigned first, to the player who (1) has neither had a PAB nor scored
 * a forfeit win (C.2), (2) leaves the other players a complete pairing (C.4), (3) has the lowest score, (4) has
 * played the most games, (5) is lowest in the initial ranking list.
 */
import { CardinalityMatcher } from '../../matching/cardinality.js';
import { dubovCompatible, type DubovPlayer, type DubovRound } from './player.js';

/** Whether `players` minus `without` can all be paired under the absolute criteria. O(n^2) adjacency tests. */
export function completable(players: readonly DubovPlayer[], round: DubovRound, without: ReadonlySet<number> = new Set()): boolean {
  const rest = players.filter((p) => !without.has(p.rank));
  if (rest.length % 2 === 1) return false;
  const m = new CardinalityMatcher({
    vertexCount: rest.length,
    adjacent: (u, v) => dubovCompatible(rest[u]!, rest[v]!, round.isForbidden),
  });
  m.maximize();
  return m.isPerfect();
}

/** The PAB receiver by B.0, or null when nobody can take it (then no valid pairing exists). */
export function assignBye(players: readonly DubovPlayer[], round: DubovRound): DubovPlayer | null {
  const candidates = players
    .filter((p) => p.pabEligible)
    .sort((a, b) => a.score - b.score || b.playedGames - a.playedGames || b.rank - a.rank);
  for (const c of candidates) {
    if (completable(players, round, new Set([c.rank]))) return c;
  }
  return null;
}
