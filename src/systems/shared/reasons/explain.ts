/**
 * What `pair --explain` shows, for any system: the rules' pairing bracket by bracket (the engine's trace), with the
 * criteria values of each bracket's choice and, for every player who floats (and the PAB assignee), the criterion
 * that decided it: the closest alternative that pairs him instead is evaluated on the edition's criteria, and the
 * first criterion on which it loses is named; when it loses on none, the generation order decided. Each system
 * builds its alternatives (src/systems/<system>/reasons/explain.ts); the choice among them is made here.
 * Cost per bracket: O(floaters × pairs) criteria evaluations.
 */
import type { PlayerId } from '../../../model/types.js';
import { compareValues, showValue, type Criterion } from './criteria.js';

export interface Decision {
  readonly players: readonly PlayerId[];
  /** The deciding article (`C.6`, `D.1`, `B.0` ...), or null when no alternative exists. */
  readonly article: string | null;
  readonly text: string;
}

export interface BracketExplanation {
  /** The bracket's score (points): its residents' score. */
  readonly score: number;
  /** Dutch: normal | last | ppb | clb; Dubov: bracket. */
  readonly kind: string;
  readonly mdps: readonly PlayerId[];
  readonly residents: readonly PlayerId[];
  /** Dubov: the upfloaters the bracket took. */
  readonly upfloaters: readonly PlayerId[];
  readonly pairs: readonly (readonly [PlayerId, PlayerId])[];
  readonly downfloaters: readonly PlayerId[];
  /** The criteria on which the bracket's choice is not perfect, with their values. */
  readonly criteria: readonly { readonly article: string; readonly measure: string; readonly value: string }[];
  readonly decisions: readonly Decision[];
}

export interface PairingExplanation {
  readonly round: number;
  readonly bye: PlayerId | null;
  readonly byeDecision: Decision | null;
  readonly brackets: readonly BracketExplanation[];
}

const isZero = (v: number | readonly number[]): boolean => (typeof v === 'number' ? v === 0 : v.every((x) => x === 0));

export function costs<C>(criteria: readonly Criterion<C>[], c: C): BracketExplanation['criteria'] {
  return criteria
    .map((k) => ({ k, v: k.value(c) }))
    .filter(({ k, v }) => k.better === 'min' && !isZero(v))
    .map(({ k, v }) => ({ article: k.article, measure: k.measure, value: showValue(v, k.points === true) }));
}

/** Of the alternatives, the one that loses latest in the priority order: the closest competitor. */
function closest<C>(criteria: readonly Criterion<C>[], chosen: C, alternatives: readonly C[]): { index: number; file: string; rules: string } | 'tie' | null {
  let best: { index: number; file: string; rules: string } | null = null;
  for (const alt of alternatives) {
    let lost = -1;
    for (const [i, k] of criteria.entries()) {
      const a = k.value(alt);
      const c = k.value(chosen);
      const cmp = compareValues(a, c);
      if (cmp === 0) continue;
      const altBetter = k.better === 'min' ? cmp < 0 : cmp > 0;
      // An alternative better on a criterion was not a legal choice of the bracket (B.2/B.3 roles): skip it.
      lost = altBetter ? -2 : i;
      if (!altBetter && (best === null || i > best.index)) best = { index: i, file: showValue(a, k.points === true), rules: showValue(c, k.points === true) };
      break;
    }
    if (lost === -1) return 'tie';
  }
  return best;
}

export interface Words {
  /** What happens to the player ("floats down"). */
  readonly what: string;
  /** The alternative ("pairing him instead"). */
  readonly instead: string;
  /** When there is no alternative. */
  readonly none: string;
}

export const FLOAT: Words = { what: 'floats down', instead: 'pairing him instead', none: 'no pair of the bracket can take him in without breaking an absolute criterion' };
export const BYE: Words = { what: 'receives the pairing-allocated bye', instead: 'pairing him instead', none: 'no pair of the bracket can take him in without breaking an absolute criterion' };
export const UP: Words = { what: 'floats up', instead: 'another upfloater instead', none: 'no other lower player can meet his opponent without breaking an absolute criterion' };

export function decide<C>(criteria: readonly Criterion<C>[], chosen: C, alternatives: readonly C[], who: PlayerId, words: Words, orderArticle: string): Decision {
  const what = words.what;
  if (alternatives.length === 0) return { players: [who], article: null, text: `${who} ${what}: ${words.none}` };
  const c = closest(criteria, chosen, alternatives);
  if (c === 'tie') return { players: [who], article: orderArticle, text: `${who} ${what}: an alternative is as good on every criterion; the generation order (${orderArticle}) puts this pairing first` };
  if (c === null) return { players: [who], article: null, text: `${who} ${what}: every alternative breaks the bracket's rules` };
  const k = criteria[c.index]!;
  const want = k.better === 'min' ? 'minimise' : 'maximise';
  return { players: [who], article: k.article, text: `${who} ${what}: by ${k.article} (${want} ${k.measure}): ${words.instead} gives ${c.file}, this pairing ${c.rules}` };
}
