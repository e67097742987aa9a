/**
 * C.04.3 (2026) Article 2: the quality of one candidate of a bracket as a vector compared lexicographically in
 * the priority order of the criteria (smaller is better everywhere): C5 (PAB), C6-C21 (quality).
 *
 * Every entry is either a property of the candidate's downfloaters (C5-C9, C14, C16, and the Limbo part of
 * C18/C20) or a sum over its pairs (C10-C13, C15, C17, C19, C21, and the paired-MDP part of C18/C20), so the
 * quality of a candidate is downfloaterQuality(D) + the sum of pairQuality over its pairs (see addQuality in
 * the 2017 oracle: counts add, descending lists merge, and both keep the order of two vectors).
 */
import type { Quality } from '../dutch/criteria.js';
import { allocateColours } from '../dutch/colours.js';
import type { OPlayer } from '../dutch/players.js';
import type { Colour } from '../../../src/model/types.js';

export { addQuality, compareCriterion, compareQuality, mergeDescending, type Quality } from '../dutch/criteria.js';

/** "One point" (tenths) for the score difference of a downfloater (see downfloaterSd). */
export const ONE_POINT = 10;

/** Index of each criterion in the quality vector (diagnostics, tests). */
export const CRITERIA = [
  'C5',
  'C6',
  'C7',
  'C8 (C5 next)',
  'C8 (C6 next)',
  'C8 (C7 next)',
  'C9',
  'C10',
  'C11',
  'C12',
  'C13',
  'C14',
  'C15',
  'C16',
  'C17',
  'C18',
  'C19',
  'C20',
  'C21',
] as const;

const NONE: readonly number[] = [];

/** A candidate with nothing in it: the neutral element of addQuality. */
export const ZERO: Quality = [0, 0, NONE, 0, 0, NONE, 0, 0, 0, 0, 0, 0, 0, 0, 0, NONE, NONE, NONE, NONE];

/** A member of a bracket: a player, his in-bracket sequence number (4.1) and whether he is an MDP (1.4.1). */
export interface Member {
  readonly player: OPlayer;
  readonly bsn: number;
  readonly mdp: boolean;
}

/**
 * Interpretation (C18/C20): the text does not define the score difference of an MDP who is not paired (he is in
 * the Limbo and floats again). As the TEC commentary suggests ("greater than any score difference of a resident
 * player"), it is taken as the 2017 A.8 value: his score minus one point less than the bracket's lowest score.
 */
export function downfloaterSd(p: OPlayer, lowestScore: number): number {
  return p.score - (lowestScore - ONE_POINT);
}

/** What the bracket knows about the downfloaters of a candidate (computed in bracket.ts, cached per set). */
export interface DownfloaterFacts {
  /** C5: lowest score the PAB assignee can have in a completion of the round (0 when nobody gets the PAB). */
  readonly c5: number;
  /** C8: [C5, C6, C7] at their best in the following bracket; [0, 0, []] when there is none. */
  readonly next: readonly [number, number, readonly number[]];
  /** C9: unplayed games of the PAB assignee, when this set is one player who receives the PAB; else 0. */
  readonly c9: number;
}

/**
 * The downfloaters' part of the vector. `mdps` of the set are the Limbo (MDPs floating again), the others are
 * resident downfloaters. Time O(d log d).
 */
export function downfloaterQuality(ds: readonly Member[], facts: DownfloaterFacts, lowestScore: number): Quality {
  const desc = (xs: number[]): number[] => xs.sort((a, b) => b - a);
  const residentsFloated = (ago: 0 | 1): number => ds.filter((m) => !m.mdp && m.player.floats[ago] === 'down').length;
  const limboSds = (ago: 0 | 1): number[] =>
    desc(ds.filter((m) => m.mdp && m.player.floats[ago] === 'down').map((m) => downfloaterSd(m.player, lowestScore)));
  return [
    facts.c5, // C5
    ds.length, // C6
    desc(ds.map((m) => m.player.score)), // C7
    facts.next[0], // C8
    facts.next[1],
    facts.next[2],
    facts.c9, // C9
    0,
    0,
    0,
    0,
    residentsFloated(0), // C14: resident downfloaters who received a downfloat the previous round
    0,
    residentsFloated(1), // C16: ... two rounds before
    0,
    limboSds(0), // C18 (Limbo part)
    NONE,
    limboSds(1), // C20 (Limbo part)
    NONE,
  ];
}

/**
 * What one pair contributes: colours (C10-C13, allocated by Article 5 = 2017 E) and, when one of the two is an
 * MDP, the floats of C15/C17-C21. The score difference of an MDP and of his opponent is the pair's. Time O(1).
 */
export function pairQuality(a: Member, b: Member, initialColour: Colour): Quality {
  let c10 = 0;
  let c11 = 0;
  let c12 = 0;
  let c13 = 0;
  const { white, black } = allocateColours(a.player, b.player, initialColour);
  const topscorers = a.player.topscorer || b.player.topscorer;
  for (const [p, c] of [
    [white, 'w'],
    [black, 'b'],
  ] as const) {
    if (topscorers) {
      const cd = p.colourDifference + (c === 'w' ? 1 : -1);
      if (cd > 2 || cd < -2) c10++; // C10
      const n = p.colours.length;
      if (n >= 2 && p.colours[n - 1] === c && p.colours[n - 2] === c) c11++; // C11
    }
    if (p.pref.colour !== null && p.pref.colour !== c) {
      c12++; // C12: any preference not granted
      if (p.pref.strength === 'strong') c13++; // C13: a strong (not absolute) preference not granted
    }
  }
  let [c15, c17] = [0, 0];
  let [c18, c19, c20, c21] = [NONE, NONE, NONE, NONE];
  if (a.mdp !== b.mdp) {
    const [mdp, opponent] = a.mdp ? [a, b] : [b, a];
    const sd = mdp.player.score - opponent.player.score;
    if (opponent.player.floats[0] === 'up') [c15, c19] = [1, [sd]]; // C15, C19
    if (opponent.player.floats[1] === 'up') [c17, c21] = [1, [sd]]; // C17, C21
    if (mdp.player.floats[0] === 'down') c18 = [sd]; // C18
    if (mdp.player.floats[1] === 'down') c20 = [sd]; // C20
  }
  return [0, 0, NONE, 0, 0, NONE, 0, c10, c11, c12, c13, 0, c15, 0, c17, c18, c19, c20, c21];
}

/** Used by the trace only. */
export function describe(q: Quality): string {
  return q.map((c, i) => `${CRITERIA[i]}=${typeof c === 'number' ? c : `[${c.join(',')}]`}`).join(' ');
}
