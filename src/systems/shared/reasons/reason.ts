/**
 * Why a round of a file differs from the rules' pairing, computed from the rules (never from the difference of
 * the two pair lists alone): first the absolute criteria on the file's own pairing, then, when the pairs are the
 * same, the colour allocation rules, else the rules' bracket sequence replayed on the file's pairing up to the
 * first bracket where the file's choice departs, both choices evaluated on the edition's criteria in priority
 * order (criteria.ts).
 */
import type { PlayerId } from '../../../model/types.js';
import { showValue, type CriterionDifference } from './criteria.js';

/**
 * absolute: the file's pairing breaks an absolute criterion; quality: legal but worse on a quality criterion;
 * colour: same pairs, colours against the allocation rules; order: equal on every criterion, the rules'
 * generation order decides.
 */
export type ReasonKind = 'absolute' | 'quality' | 'colour' | 'order' | 'table';

export interface Reason {
  readonly kind: ReasonKind;
  /** The edition's own article: `C.1`, `C12`, `E.2`, `D.1`, `B.0` ... */
  readonly article: string;
  /** The players concerned, ascending. */
  readonly players: readonly PlayerId[];
  /** The sentence shown under the round. */
  readonly text: string;
  /** The bracket (its score, in points) where the file departs from the rules, for quality and order. */
  readonly bracket?: number;
  /** Both values of the deciding criterion (quality), as shown. */
  readonly values?: { readonly file: string; readonly rules: string };
}

/** A round's pairing as compared: pairs as [white, black] sorted by white, plus the bye. */
export interface PairingSummary {
  /** [white, black]; for a forfeited game whose colours the file does not give, the lower number first. */
  readonly pairs: readonly (readonly [PlayerId, PlayerId])[];
  readonly bye: PlayerId | null;
  /** Pairs (as "a-b", a < b) whose colours the file does not record; compared without colours. */
  readonly uncoloured?: readonly string[];
}

/** Same partners (colours aside): who meets whom in `file`, both ways. O(pairs). */
export function partners(file: PairingSummary): Map<PlayerId, PlayerId> {
  const m = new Map<PlayerId, PlayerId>();
  for (const [w, b] of file.pairs) {
    m.set(w, b);
    m.set(b, w);
  }
  return m;
}

export const points = (tenths: number): string => String(tenths / 10);

export function sortedIds(ids: Iterable<PlayerId>): PlayerId[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** A quality reason from the first differing criterion of a bracket. */
export function qualityReason(d: CriterionDifference, bracketScore: number, players: Iterable<PlayerId>): Reason {
  const file = showValue(d.file, d.criterion.points);
  const rules = showValue(d.rules, d.criterion.points);
  const want = d.criterion.better === 'min' ? 'minimise' : 'maximise';
  const text = d.fileBetter
    ? `${d.criterion.article} (${want} ${d.criterion.measure}) in the ${points(bracketScore)} bracket: the file has ${file}, the rules' pairing ${rules}; the file's choice is better there, so the rules' engine and its criteria disagree (please report it)`
    : `${d.criterion.article} (${want} ${d.criterion.measure}) in the ${points(bracketScore)} bracket: the file has ${file}, the rules' pairing ${rules}`;
  return {
    kind: 'quality',
    article: d.criterion.article,
    players: sortedIds(players),
    text,
    bracket: bracketScore / 10,
    values: { file, rules },
  };
}
