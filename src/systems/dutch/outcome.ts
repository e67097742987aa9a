/**
 * The criteria values of one pairing of a bracket, spelled out criterion by criterion (C.5-C.19), and the best
 * values any pairing of the bracket could possibly have. The fast path (fast.ts) accepts a candidate only when
 * its values equal these bounds, which proves it optimal without a weighted matching.
 *
 * Lists of score differences (PSD, C.16-C.19) are kept sorted from the highest to the lowest, so that two lists
 * of equal length compare lexicographically as A.8 prescribes.
 */
import { colourEffectBits, downfloaterSD } from './criteria.js';
import type { DutchPlayer } from './player.js';

export interface BracketOutcome {
  readonly pairs: number;
  readonly psd: readonly number[];
  /** C.7, normal brackets only: pairs and PSD of the following bracket (null when not applicable). */
  readonly nextPairs: number | null;
  readonly nextPsd: readonly number[] | null;
  readonly c8: number;
  readonly c9: number;
  readonly c10: number;
  readonly c11: number;
  readonly c12: number;
  readonly c13: number;
  readonly c14: number;
  readonly c15: number;
  readonly c16: readonly number[];
  readonly c17: readonly number[];
  readonly c18: readonly number[];
  readonly c19: readonly number[];
}

/**
 * Sorts `xs` in place from the highest to the lowest and returns it. By a typed array's numeric sort, not a
 * comparator: a PSD list has one entry per bracket member, and in a fresh process the comparator would run
 * unoptimised for each of its O(n log n) calls. O(n log n).
 */
export function desc(xs: number[]): number[] {
  const sorted = Float64Array.from(xs).sort();
  for (let i = 0; i < sorted.length; i++) xs[i] = sorted[sorted.length - 1 - i]!;
  return xs;
}

export interface OutcomeInput {
  /** The bracket, BSN order, MDPs first. */
  readonly members: readonly DutchPlayer[];
  readonly pairs: readonly (readonly [number, number])[];
  /** Members not paired in the bracket. */
  readonly downfloaters: readonly number[];
  readonly initialColour: 'w' | 'b';
  /** Rounds already played (float criteria C.12-C.15 need one, C.14/C.15 two). */
  readonly playedRounds: number;
  /** C.7 values, computed by the caller (they need a matching of the following bracket). */
  readonly next: { readonly pairs: number; readonly psd: readonly number[] } | null;
}

/** Values of the criteria for a given pairing of a bracket. O(size of the bracket × rounds). */
export function evaluateOutcome(input: OutcomeInput): BracketOutcome {
  const { members, pairs, downfloaters } = input;
  let lowest = Infinity;
  for (let i = 0; i < members.length; i++) lowest = Math.min(lowest, members[i]!.score);
  const psd: number[] = [];
  let c8 = 0;
  let c9 = 0;
  let c10 = 0;
  let c11 = 0;
  const down: [number, number] = [0, 0];
  const up: [number, number] = [0, 0];
  const downSD: [number[], number[]] = [[], []];
  const upSD: [number[], number[]] = [[], []];
  // Loops by index and no [u, v] destructured: this runs for every candidate the fast path evaluates, in code
  // that is not yet optimised in a fresh process (an array's iterator is an object per step there).
  for (let i = 0; i < pairs.length; i++) {
    const h = members[pairs[i]![0]]!;
    const l = members[pairs[i]![1]]!;
    const sd = h.score - l.score;
    psd.push(sd);
    const e = colourEffectBits(h, l, input.initialColour);
    c8 += e & 3;
    c9 += (e >> 2) & 3;
    c10 += (e >> 4) & 3;
    c11 += (e >> 6) & 3;
    if (sd > 0) {
      for (let k = 0; k < 2; k++) {
        if (h.floats[k] === 'down') {
          down[k]++;
          downSD[k]!.push(sd);
        }
        if (l.floats[k] === 'up') {
          up[k]++;
          upSD[k]!.push(sd);
        }
      }
    }
  }
  for (let i = 0; i < downfloaters.length; i++) {
    const p = members[downfloaters[i]!]!;
    const sd = downfloaterSD(p.score, lowest);
    psd.push(sd);
    for (let k = 0; k < 2; k++) {
      if (p.floats[k] === 'down') {
        down[k]++;
        downSD[k]!.push(sd);
      }
    }
  }
  const one = input.playedRounds >= 1;
  const two = input.playedRounds >= 2;
  return {
    pairs: pairs.length,
    psd: desc(psd),
    nextPairs: input.next?.pairs ?? null,
    nextPsd: input.next === null ? null : desc([...input.next.psd]),
    c8,
    c9,
    c10,
    c11,
    c12: one ? down[0] : 0,
    c13: one ? up[0] : 0,
    c14: two ? down[1] : 0,
    c15: two ? up[1] : 0,
    c16: one ? desc(downSD[0]) : [],
    c17: one ? desc(upSD[0]) : [],
    c18: two ? desc(downSD[1]) : [],
    c19: two ? desc(upSD[1]) : [],
  };
}

const sameList = (a: readonly number[] | null, b: readonly number[] | null): boolean =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((x, i) => x === b[i]));

export function sameOutcome(a: BracketOutcome, b: BracketOutcome): boolean {
  return (
    a.pairs === b.pairs &&
    sameList(a.psd, b.psd) &&
    a.nextPairs === b.nextPairs &&
    sameList(a.nextPsd, b.nextPsd) &&
    a.c8 === b.c8 &&
    a.c9 === b.c9 &&
    a.c10 === b.c10 &&
    a.c11 === b.c11 &&
    a.c12 === b.c12 &&
    a.c13 === b.c13 &&
    a.c14 === b.c14 &&
    a.c15 === b.c15 &&
    sameList(a.c16, b.c16) &&
    sameList(a.c17, b.c17) &&
    sameList(a.c18, b.c18) &&
    sameList(a.c19, b.c19)
  );
}
