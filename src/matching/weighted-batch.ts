/**
 * A weighted matcher that changes all of a vertex's edges at once (setEdgesAt), for engines that re-weight whole
 * vertices between solves (the C.04.6 round matcher: src/systems/team/upfloaters.ts). A module of its own so that
 * the core entry, whose engines change edges one at a time, does not carry it (the browser bundle's size budget).
 *
 * Why: setEdge decides whether a change may be applied without a repair (Repairer.admitsDirectly) from the sums
 * of the blossoms containing both ends and whether the edge is a cycle edge, walking the blossom nest for each
 * edge. A degenerate graph nests its blossoms about a hundred deep, and that walk was a third of a 400-team round.
 * Here the sums and the cycle edges at v are worked out once: the vertices of v's top-level blossom outside v's
 * child of blossom b share exactly the blossoms from b outwards with v.
 */
import { InternalError } from '../errors.js';
import { SLACK_LIMIT, dualOverflow, type EdgeLayout } from './blossom-state.js';
import { WeightedMatcher, type MatcherOptions } from './weighted.js';

export class BatchWeightedMatcher extends WeightedMatcher {
  /** Per vertex: the z sum shared with the prepared vertex (valid where zStamp is the stamp). */
  private readonly atZ: Float64Array;
  private readonly zStamp: Int32Array;
  /** Per vertex: joined to the prepared vertex by a cycle edge (when equal to the stamp). */
  private readonly cycleStamp: Int32Array;
  private readonly cum: Float64Array;
  private readonly verts: Int32Array;
  private stamp = 0;

  constructor(vertexCount: number, words: number, layout: EdgeLayout | 'auto' = 'auto', options: MatcherOptions = {}) {
    super(vertexCount, words, layout, options);
    this.atZ = new Float64Array(vertexCount * words);
    this.zStamp = new Int32Array(vertexCount);
    this.cycleStamp = new Int32Array(vertexCount);
    this.cum = new Float64Array(words);
    this.verts = new Int32Array(vertexCount);
  }

  /**
   * Changes the existing edges at v: each edge {v, u} (u live) to weigh(u), or left as it is when weigh returns
   * null. The same as setEdge on each (the same states: test/matching/weighted-batch.test.ts), in O(n·K + size of
   * v's top-level blossom + the cycles of the blossoms containing v). `weigh` must not change the matcher.
   */
  setEdgesAt(v: number, weigh: (u: number) => ArrayLike<number> | null): void {
    this.checkVertex(v);
    const st = this.st;
    if (st.removed[v] !== 0) throw new InternalError(`vertex ${v} is removed`);
    if (!this.pristine) this.prepare(v);
    for (let u = 0; u < this.vertexCount; u++) {
      if (u === v || st.removed[u] !== 0) continue;
      const e = st.idx(v, u);
      if ((st.exist[e]! & 1) === 0) continue;
      const weight = weigh(u);
      if (weight === null) continue;
      this.checkWeight(v, u, weight);
      if (!this.pristine && !this.admits(v, u, e, weight)) this.repairer.record(v, u, e);
      this.write(v, u, e, weight);
    }
  }

  /** The blossom sums shared with v and v's cycle-edge partners, for admits(v, ...). */
  private prepare(v: number): void {
    const st = this.st;
    const K = st.K;
    if (this.stamp === 0x7fffffff) {
      this.stamp = 0;
      this.zStamp.fill(0);
      this.cycleStamp.fill(0);
    }
    const stamp = ++this.stamp;
    const chain: number[] = [];
    for (let b = st.parent[v]!; b !== -1; b = st.parent[b]!) chain.push(b);
    const cum = this.cum;
    cum.fill(0);
    for (let i = chain.length - 1; i >= 0; i--) {
      const b = chain[i]!;
      for (let k = 0; k < K; k++) {
        cum[k] = cum[k]! + st.z[b * K + k]!;
        if (cum[k]! > SLACK_LIMIT || cum[k]! < -SLACK_LIMIT) throw dualOverflow();
      }
      const inner = i === 0 ? v : chain[i - 1]!;
      const children = st.children[b]!;
      for (let c = 0; c < children.length; c++) {
        if (children[c] === inner) continue;
        const count = st.collect(children[c]!, this.verts);
        for (let j = 0; j < count; j++) {
          const x = this.verts[j]!;
          this.zStamp[x] = stamp;
          for (let k = 0; k < K; k++) this.atZ[x * K + k] = cum[k]!;
        }
      }
      const ea = st.endA[b]!;
      const eb = st.endB[b]!;
      for (let j = 0; j < ea.length; j++) {
        if (ea[j] === v) this.cycleStamp[eb[j]!] = stamp;
        else if (eb[j] === v) this.cycleStamp[ea[j]!] = stamp;
      }
    }
  }

  /**
   * Repairer.admitsDirectly(v, u, e, weight) after prepare(v), with nothing changed since but edge weights: an
   * edge not logged (its ends are live: setEdgesAt skips the others), neither matched nor a cycle edge, whose new reduced cost is >= 0. O(K).
   */
  private admits(v: number, u: number, e: number, weight: ArrayLike<number>): boolean {
    const st = this.st;
    if ((st.exist[e]! & 2) !== 0) return false;
    if ((st.exist[e]! & 1) !== 0 && (st.mate[v] === u || this.cycleStamp[u] === this.stamp)) return false;
    const K = st.K;
    const y = st.y;
    const inside = this.zStamp[u] === this.stamp;
    for (let k = 0; k < K; k++) {
      const s = y[u * K + k]! + y[v * K + k]! + (inside ? this.atZ[u * K + k]! : 0) - 2 * weight[k]!;
      if (s !== 0) return s > 0;
    }
    return true;
  }
}
