/**
 * C.04.3 (2026) 3.8 for a small normal bracket that no candidate pairs within the fast path's ideal bounds: "no
 * perfect candidate: choose the best by criteria in priority order; ties go to the candidate generated first".
 * Every pairing of the bracket (a superset of the candidates) is valued on the criteria as the exact engine's
 * small graph orders them (weights.ts without `complete`: C6, C7, C8, C10-C21; C4/C5 are checked afterwards by
 * fast.ts against the round, as the small graph's answer is), and the set S of the best pairings is found. The
 * 2017 search of ../fast.ts then looks for the first candidate, in the generation order both texts share for a
 * normal bracket, whose 2017 leaf values equal the values O of S. That candidate is the first best one of 2026
 * exactly when the pairings having O are S: every pairing of S has O, and no pairing outside S has it. A best
 * pairing that floats MDPs must float exactly the search's Limbo, the MDPs after the first M1 by BSN: that set is
 * then Art. 4's first valid MDP set (the first by smallest differing BSN, pairable and C7-best as S shows), whose
 * candidates come first and are the ones the search walks. Otherwise the chooser says nothing and the exact
 * engine decides, as before.
 *
 * C8 (the following bracket's C6, then its C7: the most pairs, then the fewest unpaired at the highest scores) is
 * valued as its pairs, then whether a maximum pairing pairs every downfloater: with C7 equal the downfloaters'
 * scores are the same, and one that pairs them all spares more of them at the highest score where the other falls
 * short. A best pairing whose downfloaters cannot all be paired there has no 2017 leaf values (the search never
 * takes it): the chooser then says nothing.
 *
 * Why: a bracket of 5 players whose best pairing repeats a downfloat went to the exact engine over its 816-player
 * next scoregroup (C8): 0.6 s, O(n^3) in the scoregroup (bench-rounds, seed 38, docs/dutch-2026.md).
 *
 * Cost: the pairings with the most pairs (at most 420 for 8 players), each valued in O(m x rounds), plus the
 * following bracket's matching once per set of downfloaters (at most 70; fast.ts).
 */
import type { Colour } from '../../../model/types.js';
import { CardinalityMatcher } from '../../../matching/cardinality.js';
import { compareLists, pairingsByCount, type FewChooser, type FewPairing } from '../bestOfFew.js';
import { colourEffectBits } from '../criteria.js';
import { desc, sameOutcome, type BracketOutcome } from '../outcome.js';
import { compatible, type DutchPlayer } from '../player.js';
import type { BracketGraph2026 } from './weights.js';

/** The 2026 values of one pairing of the bracket, in the small graph's order of priority. */
export interface Values2026 {
  /** C6: pairs of the bracket. */
  readonly pairs: number;
  /** C7: the downfloaters' scores, highest first. */
  readonly c7: readonly number[];
  /** C8: pairs of the following bracket (its maximum pairing). */
  readonly c8: number;
  /** C8, then: whether a maximum pairing of the following bracket pairs every downfloater. */
  readonly spared: boolean;
  /** C10-C17, counts. */
  readonly counts: readonly number[];
  /** C18-C21, highest first. */
  readonly lists: readonly (readonly number[])[];
}

/** What the following bracket makes of a pairing's downfloaters (C8): its maximum pairs, and whether they all pair. */
export interface Following {
  readonly pairs: number;
  readonly spared: boolean;
}

/**
 * The values of `pairing` (pairs [lower, higher] index: an MDP first when the pair is heterogeneous), with what the
 * following bracket makes of its downfloaters. O(m x rounds).
 */
export function values2026(
  members: readonly DutchPlayer[],
  mdpCount: number,
  played: number,
  initialColour: Colour,
  pairing: FewPairing,
  following: Following,
): Values2026 {
  const colours = [0, 0, 0, 0];
  const down: [number, number] = [0, 0];
  const up: [number, number] = [0, 0];
  const downScores: [number[], number[]] = [[], []];
  const upSDs: [number[], number[]] = [[], []];
  for (const [i, j] of pairing.pairs) {
    const h = members[i]!;
    const l = members[j]!;
    // C10-C13 are 2017 C.8-C.11: the same colour rules (5.2 = 2017 E), two bits each.
    const e = colourEffectBits(h, l, initialColour);
    for (let c = 0; c < 4; c++) colours[c]! += (e >> (2 * c)) & 3;
    // An MDP pairs only a resident (3.2), and has the higher score: the pair is heterogeneous exactly then.
    if (h.score <= l.score) continue;
    for (const k of [0, 1] as const) {
      // C15/C17: the MDP's opponent upfloats again; C19/C21 by the pair's score difference.
      if (l.floats[k] === 'up') {
        up[k]++;
        upSDs[k].push(h.score - l.score);
      }
    }
  }
  for (const x of pairing.floaters) {
    const p = members[x]!;
    for (const k of [0, 1] as const) {
      if (p.floats[k] !== 'down') continue;
      // C14/C16 count resident downfloaters; C18/C20 every downfloater who floated down then, by score.
      if (x >= mdpCount) down[k]++;
      downScores[k].push(p.score);
    }
  }
  const one = played >= 1;
  const two = played >= 2;
  return {
    pairs: pairing.pairs.length,
    c7: desc(pairing.floaters.map((x) => members[x]!.score)),
    c8: following.pairs,
    spared: following.spared,
    counts: [...colours, one ? down[0] : 0, one ? up[0] : 0, two ? down[1] : 0, two ? up[1] : 0],
    lists: [one ? desc(downScores[0]) : [], one ? desc(upSDs[0]) : [], two ? desc(downScores[1]) : [], two ? desc(upSDs[1]) : []],
  };
}

/** Negative when `a` is the better by C6-C21 in their order (small graph: no C4/C5, C9 not in force). */
export function compareValues2026(a: Values2026, b: Values2026): number {
  if (a.pairs !== b.pairs) return b.pairs - a.pairs;
  const c7 = compareLists(a.c7, b.c7);
  if (c7 !== 0) return c7;
  if (a.c8 !== b.c8) return b.c8 - a.c8;
  // C8's scores: with C7 equal the downfloaters' scores are the same, and a maximum pairing that pairs them all
  // spares more of them at the highest score where the other falls short. Two pairings that both fall short are
  // not told apart: such a pairing is never handed to the search (below), whichever of them is the better.
  if (a.spared !== b.spared) return a.spared ? -1 : 1;
  for (let i = 0; i < a.counts.length; i++) if (a.counts[i] !== b.counts[i]) return a.counts[i]! - b.counts[i]!;
  for (let i = 0; i < a.lists.length; i++) {
    const d = compareLists(a.lists[i]!, b.lists[i]!);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Following brackets up to this size have the pairs of a pairing whose downfloaters they cannot all pair counted
 * (C8); beyond it those pairs are taken as unknown. Such a count ends in a search that fails, O((k + n)^2) steps on
 * a dense graph: 70 sets of downfloaters over a 5,000-player scoregroup would cost seconds.
 */
const COUNTED_FOLLOWING = 200;

/**
 * C8's pairs of the following bracket (its residents, the next scoregroup, with `down` as its MDPs, who do not meet
 * each other); Infinity (unknown: as good as any) when that bracket is larger than COUNTED_FOLLOWING. O((k + n)^2)
 * adjacency tests with the greedy start, O((k + n)^3) at worst.
 */
function followingPairs(g: BracketGraph2026, down: readonly DutchPlayer[]): number {
  if (down.length + g.nextCount > COUNTED_FOLLOWING) return Infinity;
  const all = [...down, ...g.others.slice(0, g.nextCount)];
  const k = down.length;
  const matcher = new CardinalityMatcher({
    vertexCount: all.length,
    adjacent: (u, v) => (u >= k || v >= k) && compatible(all[u]!, all[v]!, g.round.isForbidden),
  });
  return matcher.maximize();
}

/** Whether the MDPs among `floaters` (ascending member indices) are exactly `limbo`. */
function sameMdps(floaters: readonly number[], limbo: readonly number[], mdpCount: number): boolean {
  const mdps = floaters.filter((f) => f < mdpCount);
  return mdps.length === limbo.length && mdps.every((f, i) => f === limbo[i]);
}

/** The 2026 chooser for bracket `g` (fast.ts FastOptions.bestOfFew): normal brackets without C9 only. */
export function bestOfFew2026(g: BracketGraph2026): FewChooser {
  return (few) => {
    if (g.kind !== 'normal' || g.c9) return null;
    const byCount = pairingsByCount(few.size, few.allowed);
    let top = byCount.length - 1;
    while (top > 0 && byCount[top]!.length === 0) top--;
    // A pairing whose downfloaters the following bracket cannot all pair has no 2017 leaf values (the search never
    // takes it): its C8 pairs are counted here, once per set of downfloaters; when they are unknown, it is as good
    // as any at C8, so it is the best (and the chooser says nothing) unless C6 or C7 already rank it lower.
    const unspared = new Map<string, number>();
    const following = (pairing: FewPairing, o: BracketOutcome | null): Following => {
      if (o !== null) return { pairs: o.nextPairs ?? 0, spared: true };
      const key = pairing.floaters.join(',');
      // Under C4 (followingCap) no pairing has more than the cap there: a pairing that does not reach it with every
      // downfloater paired (value null) is valued at the cap at best, unspared, which ranks it below one that does.
      if (!unspared.has(key)) unspared.set(key, Math.min(followingPairs(g, pairing.floaters.map((x) => g.members[x]!)), few.followingCap?.(pairing.floaters) ?? Infinity));
      return { pairs: unspared.get(key)!, spared: false };
    };
    // C6 comes first and nothing is excluded in the small graph: only the pairings with the most pairs compete.
    const valued: { pairing: FewPairing; o: BracketOutcome | null; v: Values2026 }[] = [];
    for (const pairing of byCount[top]!) {
      const value = few.value(pairing);
      if (value === 'excluded') return null;
      valued.push({ pairing, o: value, v: values2026(g.members, g.mdpCount, g.round.round - 1, g.round.initialColour, pairing, following(pairing, value)) });
    }
    let best = valued[0]!;
    for (const x of valued) if (compareValues2026(x.v, best.v) < 0) best = x;
    const target = best.o;
    // The best pairings' downfloaters must all pair below: the search accepts no other.
    if (target === null) return null;
    for (const x of valued) {
      const isBest = compareValues2026(x.v, best.v) === 0;
      // S must be exactly the pairings with the 2017 values searched for (a pairing without them is never taken),
      // and each of them must float exactly the search's Limbo: the MDPs after the first valid set (Art. 4).
      if (isBest !== (x.o !== null && sameOutcome(x.o, target))) return null;
      if (isBest && !sameMdps(x.pairing.floaters, few.limbo, g.mdpCount)) return null;
    }
    return target;
  };
}
