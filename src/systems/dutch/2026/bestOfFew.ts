/**
 * C.04.3 (2026) 3.8 for a small normal bracket that no candidate pairs within the fast path's ideal bounds: "no
 * perfect candidate: choose the best by criteria in priority order; ties go to the candidate generated first".
 * Every pairing of the bracket (a superset of the candidates) is valued on the criteria as the exact engine's
 * small graph orders them (weights.ts without `complete`: C6, C7, C8, C10-C21; C4/C5 are checked afterwards by
 * fast.ts against the round, as the small graph's answer is), and the set S of the best pairings is found. The
 * 2017 search of ../fast.ts then looks for the first candidate, in the generation order both texts share for a
 * normal bracket without a Limbo, whose 2017 leaf values equal the values O of S. That candidate is the first best
 * one of 2026 exactly when the pairings having O are S: every pairing of S has O, and no pairing outside S has
 * it. Otherwise (or when a best pairing floats an MDP, a Limbo, or a pairing cannot be valued) the chooser says
 * nothing and the exact engine decides, as before.
 *
 * C8 is valued only where every downfloater pairs in the following bracket (its maximum pairing then spares them
 * all, and with C7 equal the downfloaters' scores are the same, so C8 compares the following bracket's pairs
 * only); a pairing whose downfloaters cannot all be paired there cannot be valued (fast.ts valueOf: null).
 *
 * Why: a bracket of 5 players whose best pairing repeats a downfloat went to the exact engine over its 816-player
 * next scoregroup (C8): 0.6 s, O(n^3) in the scoregroup (bench-rounds, seed 38, docs/dutch-2026.md).
 *
 * Cost: the pairings with the most pairs (at most 420 for 8 players), each valued in O(m x rounds), plus the
 * following bracket's matching once per set of downfloaters (at most 70; fast.ts).
 */
import { compareLists, pairingsByCount, type FewChooser, type FewPairing } from '../bestOfFew.js';
import { sameOutcome, type BracketOutcome } from '../outcome.js';
import type { DutchPlayer } from '../player.js';
import type { BracketGraph2026 } from './weights.js';

/** The 2026 values of one pairing of the bracket, in the small graph's order of priority. */
export interface Values2026 {
  /** C6: pairs of the bracket. */
  readonly pairs: number;
  /** C7: the downfloaters' scores, highest first. */
  readonly c7: readonly number[];
  /** C8: pairs of the following bracket (every downfloater paired there). */
  readonly c8: number;
  /** C10-C17, counts. */
  readonly counts: readonly number[];
  /** C18-C21, highest first. */
  readonly lists: readonly (readonly number[])[];
}

const desc = (xs: number[]): number[] => xs.sort((a, b) => b - a);

/**
 * The values of `pairing` (pairs [lower, higher] index: an MDP first when the pair is heterogeneous), with the
 * 2017 leaf values `o` of the same pairing (its colour counts are C10-C13, its C.7 pairs C8). O(m x rounds).
 */
export function values2026(members: readonly DutchPlayer[], mdpCount: number, played: number, pairing: FewPairing, o: BracketOutcome): Values2026 {
  const down: [number, number] = [0, 0];
  const up: [number, number] = [0, 0];
  const downScores: [number[], number[]] = [[], []];
  const upSDs: [number[], number[]] = [[], []];
  for (const [i, j] of pairing.pairs) {
    const h = members[i]!;
    const l = members[j]!;
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
    c8: o.nextPairs ?? 0,
    // C10-C13 are 2017 C.8-C.11 (the same colour rules, the same pairs).
    counts: [o.c8, o.c9, o.c10, o.c11, one ? down[0] : 0, one ? up[0] : 0, two ? down[1] : 0, two ? up[1] : 0],
    lists: [one ? desc(downScores[0]) : [], one ? desc(upSDs[0]) : [], two ? desc(downScores[1]) : [], two ? desc(upSDs[1]) : []],
  };
}

/** Negative when `a` is the better by C6-C21 in their order (small graph: no C4/C5, C9 not in force). */
export function compareValues2026(a: Values2026, b: Values2026): number {
  if (a.pairs !== b.pairs) return b.pairs - a.pairs;
  const c7 = compareLists(a.c7, b.c7);
  if (c7 !== 0) return c7;
  if (a.c8 !== b.c8) return b.c8 - a.c8;
  for (let i = 0; i < a.counts.length; i++) if (a.counts[i] !== b.counts[i]) return a.counts[i]! - b.counts[i]!;
  for (let i = 0; i < a.lists.length; i++) {
    const d = compareLists(a.lists[i]!, b.lists[i]!);
    if (d !== 0) return d;
  }
  return 0;
}

/** The 2026 chooser for bracket `g` (fast.ts FastOptions.bestOfFew): normal brackets without C9 only. */
export function bestOfFew2026(g: BracketGraph2026): FewChooser {
  return (few) => {
    if (g.kind !== 'normal' || g.c9) return null;
    const byCount = pairingsByCount(few.size, few.allowed);
    let top = byCount.length - 1;
    while (top > 0 && byCount[top]!.length === 0) top--;
    // C6 comes first and nothing is excluded in the small graph: only the pairings with the most pairs compete.
    const valued: { pairing: FewPairing; o: BracketOutcome; v: Values2026 }[] = [];
    for (const pairing of byCount[top]!) {
      const o = few.value(pairing);
      if (o === null || o === 'excluded') return null;
      valued.push({ pairing, o, v: values2026(g.members, g.mdpCount, g.round.round - 1, pairing, o) });
    }
    let best = valued[0]!;
    for (const x of valued) if (compareValues2026(x.v, best.v) < 0) best = x;
    const target = best.o;
    for (const x of valued) {
      const isBest = compareValues2026(x.v, best.v) === 0;
      // S must be exactly the pairings with the 2017 values searched for, and none of them may float an MDP.
      if (isBest !== sameOutcome(x.o, target)) return null;
      if (isBest && x.pairing.floaters.some((f) => f < g.mdpCount)) return null;
    }
    return target;
  };
}
