/**
 * Fast arrangement of a Dubov bracket (B.3-B.6; 2026 3.2.3-3.2.6), exact by construction, for the usual case
 * where the bracket's pairs are nearly all legal.
 *
 * With a1 players in G1 and a2 in G2, every pairing has at least |a1 - a2| / 2 pairs inside the larger subgroup:
 * C.7's lower bound. Take s = |a1 - a2| / 2 and, as B.4's shifters, the first s possible shifters of the larger
 * subgroup in D.2's order; if the bracket then splits into S1 (G1 by ascending ARO, B.5) and G2 (by initial
 * ranking, D.3) with a legal pairing across, that pairing meets the bound, so the smaller subgroup pairs nothing
 * inside itself (no first shift), the larger one exactly s pairs, and the first s shifters are the first set in
 * D.2's order that allows it: what the exact arrangement chooses, step by step. B.6's T2 is then the
 * lexicographically first perfect matching of S1 against G2. When the first s shifters do not allow a legal
 * pairing, null: the exact arrangement (bracket.ts) decides.
 *
 * Complexity: O(b^2) for D.2's sequence, and the bipartite matching: O(b^2) adjacency tests when each S1 player's
 * first choices are legal, O(b^4) worst case.
 */
import { firstPerfectBipartite } from '../../matching/bipartite.js';
import { dubovCompatible, type DubovPlayer, type DubovRound } from './player.js';
import { s1Order, shifterSequence, subgroupsOf, t2Order } from './subgroups.js';

export function fastArrange(bracket: readonly DubovPlayer[], round: DubovRound): [DubovPlayer, DubovPlayer][] | null {
  if (bracket.length % 2 === 1) return null;
  const groups = subgroupsOf(bracket);
  const a1 = bracket.filter((p) => groups.side(p) === 1).length;
  const a2 = bracket.length - a1;
  // B.4: the larger subgroup gives s players to the smaller one (nothing moves when the sizes are equal).
  const larger = a1 <= a2 ? 2 : 1;
  const s = Math.abs(a1 - a2) / 2;
  const shifted = new Set(shifterSequence(bracket, groups, larger).slice(0, s).map((p) => p.id));
  const inG1 = (p: DubovPlayer): boolean => (groups.side(p) === 1) !== shifted.has(p.id);
  const s1 = bracket.filter(inG1).sort(s1Order);
  const g2 = bracket.filter((p) => !inG1(p)).sort(t2Order);
  const mates = firstPerfectBipartite({
    size: s1.length,
    adjacent: (l, r) => dubovCompatible(s1[l]!, g2[r]!, round.isForbidden),
  });
  if (mates === null) return null;
  return s1.map((x, i): [DubovPlayer, DubovPlayer] => [x, g2[mates[i]!]!]);
}
