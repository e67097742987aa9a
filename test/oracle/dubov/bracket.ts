/**
 * C.04.4.1 B.3-B.6: the pairing of one bracket (residents plus a given set of upfloaters), literally: the B.3
 * subgroups G1/G2, the B.4 shifts (each set the first in D.2 order that can yield a legal pairing), the B.5 order
 * S1, and the first legal transposition T2 of G2 (B.6, D.3).
 */
import { invariant } from '../../../src/errors.js';
import { canCompletePairing } from '../dutch/matching.js';
import { Budget, firstLegalTransposition, setsInLexicographicOrder, shifterPool, type ShifterKind } from './orders.js';
import { colourMisses, compareInitialRanking, type DPlayer } from './players.js';

export interface BracketContext {
  /** C.1 and C.3 on one pair. */
  readonly mayMeet: (a: DPlayer, b: DPlayer) => boolean;
  readonly budget: Budget;
}

export interface BracketPairing {
  /** S1[i] with T2[i] (B.6), in S1 order. */
  readonly pairs: readonly (readonly [DPlayer, DPlayer])[];
  /** B.3: G1 before the shifts (the white seekers, or the first half when nobody has played). */
  readonly initialG1: readonly DPlayer[];
  /** B.4, first paragraph: players shifted out of the smaller subgroup (G1 if equal). */
  readonly firstShift: readonly DPlayer[];
  /** B.4, second paragraph: players shifted out of the larger subgroup to equalise the sizes. */
  readonly secondShift: readonly DPlayer[];
  /** C.7: players of the bracket who do not get their colour preference with this pairing. */
  readonly colourMisses: number;
}

const without = (xs: readonly DPlayer[], out: readonly DPlayer[]): DPlayer[] => xs.filter((p) => !out.includes(p));

/**
 * Pairs the bracket by B.3-B.6, or returns null when it has no legal pairing (C.1, C.3; C.4 is the caller's:
 * it depends on the set of upfloaters only). `players` must be even in number.
 *
 * B.4 in detail. Let S be the smaller subgroup (G1 if the sizes are equal) and L the other one. A legal pairing
 * in which x pairs are formed inside S is exactly what one gets by shifting a set A of x players of S into L,
 * then a set B of (|L| + x - (|S| - x)) / 2 players of L into S, and pairing the two new subgroups across. So the
 * number of pairs S "must unavoidably" form is the least x for which some A and B can yield a legal pairing; A is
 * the first x-set of S's shifters in D.2 order for which some B does, and B the first set of L's shifters in D.2
 * order that does with that A.
 * "... that complies at best with C.7": every legal pairing of the two final subgroups misses the same number of
 * colour preferences (with w white and b black seekers, p pairs of white seekers and q of black seekers satisfy
 * w - 2p = b - 2q, and p can be neither below the unavoidable x nor above |A| = x), so C.7 never separates two
 * sets that can yield a legal pairing, and "best" is the first such set in D.2 order. The misses of the actual
 * B.6 pairing are returned for the upfloater choice (B.2, C.7).
 * Shifter pools (D.2): the players of S (or L) that started there, i.e. the White (resp. Black) seekers of the
 * subgroup; a player shifted in is not shifted back. Interpretation: when nobody in the bracket has played
 * (G1 = first half by initial ranking, everybody a mild Black seeker), G1 is sorted as White seekers and G2 as
 * Black seekers; with all AROs 0 both orders are the initial ranking anyway.
 * Time: O(Σ_x C(|S|, x) · C(|L|, y) · n^3) for the shifts, O(n!) worst case for B.6 (pruned, usually O(n^2)).
 */
export function pairBracket(players: readonly DPlayer[], ctx: BracketContext): BracketPairing | null {
  const byRanking = [...players].sort(compareInitialRanking);
  // B.3
  const nobodyPlayed = players.every((p) => p.playedGames === 0);
  const g1 = nobodyPlayed
    ? byRanking.slice(0, byRanking.length / 2)
    : byRanking.filter((p) => p.pref.colour === 'w');
  const g2 = without(byRanking, g1);

  // B.4
  const g1IsSmaller = g1.length <= g2.length;
  const small = g1IsSmaller ? g1 : g2;
  const large = g1IsSmaller ? g2 : g1;
  const kindOf = (g: readonly DPlayer[]): ShifterKind => (g === g1 ? 'white' : 'black');
  const smallShifters = shifterPool(small, kindOf(small));
  const largeShifters = shifterPool(large, kindOf(large));

  const acrossLegal = (side: readonly DPlayer[], other: readonly DPlayer[]): boolean => {
    ctx.budget.spend('B.4 shifts');
    if (side.length !== other.length) return false;
    const inSide = new Set(side);
    return canCompletePairing(
      [...side, ...other],
      (a, b) => inSide.has(a) !== inSide.has(b) && ctx.mayMeet(a, b),
      () => false,
    );
  };

  for (let x = 0; 2 * x <= small.length; x++) {
    for (const first of setsInLexicographicOrder(smallShifters, x)) {
      const newSmall = without(small, first);
      const newLarge = [...large, ...first];
      const y = (newLarge.length - newSmall.length) / 2;
      for (const second of setsInLexicographicOrder(largeShifters, y)) {
        const finalSmall = [...newSmall, ...second];
        const finalLarge = without(newLarge, second);
        if (!acrossLegal(finalSmall, finalLarge)) continue;
        const finalG1 = g1IsSmaller ? finalSmall : finalLarge;
        const finalG2 = g1IsSmaller ? finalLarge : finalSmall;
        // B.5: S1 = G1 by ascending ARO, equal AROs by initial ranking.
        const s1 = [...finalG1].sort((a, b) => a.aro - b.aro || compareInitialRanking(a, b));
        // B.6 / D.3
        const t2 = firstLegalTransposition(s1, finalG2, ctx.mayMeet, ctx.budget);
        invariant(t2 !== null, 'Dubov oracle: B.6 found no transposition although B.4 found a pairing');
        const pairs = s1.map((p, i): readonly [DPlayer, DPlayer] => [p, t2[i]!]);
        return {
          pairs,
          initialG1: g1,
          firstShift: first,
          secondShift: second,
          colourMisses: pairs.reduce((n, [a, b]) => n + colourMisses(a, b), 0),
        };
      }
    }
  }
  return null;
}
