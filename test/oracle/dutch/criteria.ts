/**
 * C.04.3 C.5-C.19: the quality of one candidate of a bracket, as a vector compared lexicographically in the
 * priority order of the criteria (smaller is better everywhere).
 */
import { InternalError } from '../../../src/errors.js';
import type { Colour } from '../../../src/model/types.js';
import { allocateColours } from './colours.js';
import type { OPlayer } from './players.js';

/** One criterion's value: a count, or a list of score differences sorted from the highest to the lowest. */
export type Criterion = number | readonly number[];
export type Quality = readonly Criterion[];

/** "One point" of A.8, in tenths. */
export const ONE_POINT = 10;

export interface Candidate {
  readonly pairs: readonly (readonly [OPlayer, OPlayer])[];
  /** Players of the bracket left unpaired (Limbo included): the downfloaters. */
  readonly downfloaters: readonly OPlayer[];
}

/** What the criteria need to know about the bracket. */
export interface EvaluationContext {
  /** Score of the lowest ranked player of the bracket (A.8). */
  readonly lowestScore: number;
  readonly initialColour: Colour;
  /**
   * C.7: for a set of downfloaters, the best the following bracket can do: [-(its maximum number of pairs), its
   * minimum PSD]. Null when C.7 does not apply (PPB, CLB, last bracket).
   */
  readonly following: ((downfloaters: readonly OPlayer[]) => readonly [number, readonly number[]]) | null;
}

const descending = (xs: number[]): number[] => xs.sort((a, b) => b - a);

/**
 * Lexicographic comparison of two SD lists (amendment 1 to A.8: first difference decides, smaller is better).
 * When one list is a prefix of the other the shorter one is better (only happens for C.16-C.19 lists, whose
 * lengths are equal whenever the higher criteria C.12-C.15 are).
 */
function compareLists(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return a[i]! - b[i]!;
  }
  return a.length - b.length;
}

export function compareCriterion(a: Criterion, b: Criterion): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a !== 'number' && typeof b !== 'number') return compareLists(a, b);
  throw new InternalError('oracle: comparing a count with a list');
}

/** Negative when `a` is better (B.8: "better satisfies a quality criterion of higher priority"). */
export function compareQuality(a: Quality, b: Quality): number {
  for (let i = 0; i < a.length; i++) {
    const c = compareCriterion(a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return 0;
}

/** A.8: SD of a downfloater, against one point less than the lowest score of the bracket. */
export function downfloaterSd(p: OPlayer, lowestScore: number): number {
  return p.score - (lowestScore - ONE_POINT);
}

/** Index of each criterion in the quality vector (for diagnostics and tests). */
export const CRITERIA = [
  'C.5',
  'C.6',
  'C.7 pairs',
  'C.7 PSD',
  'C.8',
  'C.9',
  'C.10',
  'C.11',
  'C.12',
  'C.13',
  'C.14',
  'C.15',
  'C.16',
  'C.17',
  'C.18',
  'C.19',
] as const;

/** Merges two lists sorted from the highest to the lowest. */
export function mergeDescending(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]! >= b[j]!)) out.push(a[i++]!);
    else out.push(b[j++]!);
  }
  return out;
}

/**
 * Sum of two quality vectors: counts add, SD lists merge. Every criterion of a candidate is such a sum over its
 * pairs and its downfloaters, and adding the same vector to two vectors keeps their order (for sorted lists:
 * lexicographic order of sorted lists = comparing how many SDs of each value they hold, from the highest value
 * down, and a merge adds the same counts to both). Hence the best pairing of a set of players does not depend on
 * the rest of the candidate, which bracket.ts uses to compute the ideal of B.4 by dynamic programming.
 */
export function addQuality(x: Quality, y: Quality): Quality {
  return x.map((c, i) => {
    const d = y[i]!;
    if (typeof c === 'number' && typeof d === 'number') return c + d;
    if (typeof c !== 'number' && typeof d !== 'number') return mergeDescending(c, d);
    throw new InternalError('oracle: adding a count to a list');
  });
}

const NO_LIST: readonly number[] = [];

/**
 * What one pair contributes to the quality vector (C.5, C.6, C.8-C.19). Time O(1).
 *
 * Floats (A.4.b): in a pair of players with different scores the higher one receives a downfloat and the lower one
 * an upfloat. The score difference of a float (C.16-C.19) is the pair's SD.
 */
export function pairQuality(a: OPlayer, b: OPlayer, ctx: EvaluationContext): Quality {
  let c8 = 0;
  let c9 = 0;
  let c10 = 0;
  let c11 = 0;
  const { white, black } = allocateColours(a, b, ctx.initialColour);
  const topscorers = a.topscorer || b.topscorer;
  for (const [p, c] of [
    [white, 'w'],
    [black, 'b'],
  ] as const) {
    if (topscorers) {
      const cd = p.colourDifference + (c === 'w' ? 1 : -1);
      if (cd > 2 || cd < -2) c8++; // C.8
      const n = p.colours.length;
      if (n >= 2 && p.colours[n - 1] === c && p.colours[n - 2] === c) c9++; // C.9
    }
    if (p.pref.colour !== null && p.pref.colour !== c) {
      c10++; // C.10: any preference not granted
      if (p.pref.strength === 'strong') c11++; // C.11: strong (not absolute) preference not granted
    }
  }
  const sd = Math.abs(a.score - b.score);
  let [d1, u1, d2, u2] = [NO_LIST, NO_LIST, NO_LIST, NO_LIST];
  if (sd > 0) {
    const [high, low] = a.score > b.score ? [a, b] : [b, a];
    if (high.floats[0] === 'down') d1 = [sd];
    if (high.floats[1] === 'down') d2 = [sd];
    if (low.floats[0] === 'up') u1 = [sd];
    if (low.floats[1] === 'up') u2 = [sd];
  }
  return [
    -1, // C.5: one more pair
    [sd], // C.6
    0,
    NO_LIST, // C.7 belongs to the downfloaters
    c8,
    c9,
    c10,
    c11,
    d1.length, // C.12
    u1.length, // C.13
    d2.length, // C.14
    u2.length, // C.15
    d1, // C.16
    u1, // C.17
    d2, // C.18
    u2, // C.19
  ];
}

/**
 * What the downfloaters of a candidate contribute: their A.8 SDs (C.6), the following bracket (C.7), and their
 * downfloats (every downfloater receives one: moved down, he will meet a lower player or not play at all). The
 * score difference of such a downfloat (C.16, C.18) is the A.8 downfloater SD (interpretation: the text gives no
 * other value for a player whose future opponent is unknown). Time O(d log d) plus the C.7 look-up.
 */
export function downfloaterQuality(downfloaters: readonly OPlayer[], ctx: EvaluationContext): Quality {
  const sds = descending(downfloaters.map((d) => downfloaterSd(d, ctx.lowestScore)));
  const repeated = (ago: 0 | 1): number[] =>
    descending(downfloaters.filter((d) => d.floats[ago] === 'down').map((d) => downfloaterSd(d, ctx.lowestScore)));
  const d1 = repeated(0);
  const d2 = repeated(1);
  const [c7pairs, c7psd] = ctx.following === null ? [0, NO_LIST] : ctx.following(downfloaters);
  return [0, sds, c7pairs, c7psd, 0, 0, 0, 0, d1.length, 0, d2.length, 0, d1, NO_LIST, d2, NO_LIST];
}

/** The quality vector of a candidate: the sum of its pairs' and its downfloaters' contributions. */
export function evaluate(candidate: Candidate, ctx: EvaluationContext): Quality {
  let q = downfloaterQuality(candidate.downfloaters, ctx);
  for (const [a, b] of candidate.pairs) q = addQuality(q, pairQuality(a, b, ctx));
  return q;
}
