/**
 * The best pairing of a bracket by its first two quality criteria only, for judging a choice of downfloaters by
 * what it leaves the following bracket (Dutch 2017 C.7, Dutch 2026 C8): the most pairs, then the smallest list
 * of values (score differences or scores, compared highest first). Used by `check` to evaluate a file's pairing.
 */
import { WeightedMatcher } from '../../matching/weighted.js';
import { WeightLayout, type FieldSpec } from './weightLayout.js';

export interface NextBracketInput {
  readonly size: number;
  readonly compatible: (u: number, v: number) => boolean;
  /** The list value of an unpaired player u (null: none, e.g. a vertex that stands for the PAB). */
  readonly unpaired: (u: number) => number | null;
  /** The list value a pair adds, or null when pairs add none. */
  readonly paired: (u: number, v: number) => number | null;
  /**
   * Whether a compatible u-v is a pair of the bracket (default: every one). The others only complete the round:
   * their players stay unpaired in the bracket. Set together with `complete`.
   */
  readonly inBracket?: (u: number, v: number) => boolean;
  /** Maximise the pairs of every kind first (a complete pairing of all the vertices where one exists). */
  readonly complete?: boolean;
}

export interface NextBracketValue {
  readonly pairs: number;
  /** The values of the best pairing, highest first. */
  readonly list: readonly number[];
}

/**
 * Maximum pairs, then the lexicographically smallest list (baseline: everybody unpaired; a pair removes two
 * unpaired values and adds its own). O(n^3) for n players.
 */
export function bestNextBracket(input: NextBracketInput): NextBracketValue {
  const n = input.size;
  const own = (u: number): number[] => {
    const v = input.unpaired(u);
    return v === null ? [] : [v];
  };
  if (n < 2) return { pairs: 0, list: Array.from({ length: n }, (_, u) => own(u)).flat() };
  const values = new Set<number>();
  for (let u = 0; u < n; u++) for (const v of own(u)) values.add(v);
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      const p = input.compatible(u, v) ? input.paired(u, v) : null;
      if (p !== null) values.add(p);
    }
  }
  const ordered = [...values].sort((a, b) => b - a);
  const bound = n + 2;
  const inBracket = input.inBracket ?? (() => true);
  const specs: FieldSpec[] = [...(input.complete === true ? [{ name: 'complete', bound }] : []), { name: 'pairs', bound }, ...ordered.map((v) => ({ name: `v:${v}`, bound }))];
  const layout = new WeightLayout(specs);
  const matcher = new WeightedMatcher(n, layout.words);
  const buf = new Float64Array(layout.words);
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      if (!input.compatible(u, v)) continue;
      buf.fill(0);
      if (input.complete === true) WeightLayout.add(buf, 0, layout.slot('complete'), 1);
      if (!inBracket(u, v)) {
        matcher.setEdge(u, v, buf);
        continue;
      }
      WeightLayout.add(buf, 0, layout.slot('pairs'), 1);
      for (const x of [...own(u), ...own(v)]) WeightLayout.add(buf, 0, layout.slot(`v:${x}`), 1);
      const p = input.paired(u, v);
      if (p !== null) WeightLayout.add(buf, 0, layout.slot(`v:${p}`), -1);
      matcher.setEdge(u, v, buf);
    }
  }
  matcher.solve();
  const list: number[] = [];
  let pairs = 0;
  for (let u = 0; u < n; u++) {
    const m = matcher.mate(u);
    if (m < 0 || !inBracket(Math.min(u, m), Math.max(u, m))) list.push(...own(u));
    else if (m > u) {
      pairs++;
      const p = input.paired(u, m);
      if (p !== null) list.push(p);
    }
  }
  return { pairs, list: list.sort((a, b) => b - a) };
}
