/**
 * The round's completion witness: a maximum-cardinality matching over every player to pair (vertex = A.2 rank)
 * plus the bye vertex (adjacent to the C5 assignees), perfect by C4/C5, kept up to date as brackets fix pairs.
 * The fast path and the small exact engine check their answers against it (C4/C5 for every bracket, 2026):
 * removing a few pairs from a perfect matching orphans only their former partners, so a check costs a copy
 * (O(r), r players not yet paired) and one search per orphan, not a new matching.
 */
import type { CardinalityMatcher } from '../../../matching/cardinality.js';

export type VertexPair = readonly [number, number];

export class CompletionWitness {
  private matcher: CardinalityMatcher;
  /** The bye vertex, or -1 when the number of players is even. */
  readonly bye: number;

  constructor(matcher: CardinalityMatcher, bye: number) {
    this.matcher = matcher;
    this.bye = bye;
  }

  /** Partner of vertex v in the witness (-1 when none). */
  mate(v: number): number {
    return this.matcher.mate(v);
  }

  /**
   * A copy with `pairs` fixed (their vertices removed) when a complete round-pairing still exists, else null.
   * The witness itself is unchanged until `adopt`.
   */
  without(pairs: readonly VertexPair[], base: CardinalityMatcher = this.matcher): CardinalityMatcher | null {
    const trial = base.clone();
    for (let i = 0; i < pairs.length; i++) {
      trial.removeVertex(pairs[i]![0]);
      trial.removeVertex(pairs[i]![1]);
    }
    return trial.isPerfect() ? trial : null;
  }

  /** Takes a copy made by `without` as the witness (its pairs are now fixed). */
  adopt(matcher: CardinalityMatcher): void {
    this.matcher = matcher;
  }

  /** Fixes pairs known to keep the round complete (the exact engine's answer on the full graph). */
  fix(pairs: readonly VertexPair[]): void {
    for (let i = 0; i < pairs.length; i++) {
      this.matcher.removeVertex(pairs[i]![0]);
      this.matcher.removeVertex(pairs[i]![1]);
    }
    this.matcher.maximize();
  }
}
