/**
 * The criteria evaluator interface behind `check`'s reasons: a system and edition lists its bracket criteria in
 * priority order, each a value of a candidate (a bracket's pairs and floaters) and the direction that is better.
 * Comparing two candidates is then the same for every system: the first criterion on which they differ decides.
 */

/** A criterion's value: a count, or a list compared lexicographically (score differences, highest first). */
export type CriterionValue = number | readonly number[];

export interface Criterion<C> {
  /** The edition's own article (`C.6` in Dutch 2017, `C7` in Dutch 2026, `C.5` in Dubov 2018). */
  readonly article: string;
  /** What is measured, for the sentence shown ("the number of pairs"). */
  readonly measure: string;
  /** Whether the smaller or the larger value is better. */
  readonly better: 'min' | 'max';
  /** Whether the value is in score tenths (shown as points) rather than a count. */
  readonly points?: boolean;
  readonly value: (candidate: C) => CriterionValue;
}

/** Lexicographic comparison; a number is a list of one. Negative when a < b. O(length). */
export function compareValues(a: CriterionValue, b: CriterionValue): number {
  const x = typeof a === 'number' ? [a] : a;
  const y = typeof b === 'number' ? [b] : b;
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return x[i]! - y[i]!;
  }
  return x.length - y.length;
}

export interface CriterionDifference {
  readonly criterion: { readonly article: string; readonly measure: string; readonly better: 'min' | 'max'; readonly points: boolean };
  readonly file: CriterionValue;
  readonly rules: CriterionValue;
  /** True when the file's candidate is the better one (the engine then disagrees with its own criteria). */
  readonly fileBetter: boolean;
}

/**
 * The first criterion, in priority order, on which the two candidates differ; null when they are equal on all.
 * O(criteria × cost of one value).
 */
export function firstDifference<C>(criteria: readonly Criterion<C>[], file: C, rules: C): CriterionDifference | null {
  for (const c of criteria) {
    const f = c.value(file);
    const r = c.value(rules);
    const cmp = compareValues(f, r);
    if (cmp === 0) continue;
    const fileBetter = c.better === 'min' ? cmp < 0 : cmp > 0;
    return { criterion: { article: c.article, measure: c.measure, better: c.better, points: c.points === true }, file: f, rules: r, fileBetter };
  }
  return null;
}

/**
 * Every criterion, in priority order, on which the two candidates differ (firstDifference is the first of them).
 * O(criteria × cost of one value).
 */
export function allDifferences<C>(criteria: readonly Criterion<C>[], file: C, rules: C): CriterionDifference[] {
  const out: CriterionDifference[] = [];
  for (const c of criteria) {
    const d = firstDifference([c], file, rules);
    if (d !== null) out.push(d);
  }
  return out;
}

/** Score differences and scores are tenths inside; reasons show points. */
export function showValue(v: CriterionValue, tenths: boolean): string {
  const one = (n: number): string => (tenths ? String(n / 10) : String(n));
  return typeof v === 'number' ? one(v) : `{${v.map(one).join(', ')}}`;
}
