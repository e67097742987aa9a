/**
 * Least-slack bookkeeping of the weighted matcher's search (docs/matching.md, "The search"): every non-S vertex
 * keeps its least-slack edge to an S-vertex (bestTo/bestSlack in the state), every top-level S-blossom its
 * least-slack edge to another S-blossom (sBest*), taken from a list with one candidate per other S-blossom that
 * is merged when blossoms form. Entries made stale by a resolved tree stay lower bounds and are recognised by an
 * epoch stamp per S-membership (sEpoch); they are recomputed only when they would decide a dual step.
 */
import { BlossomState, LABEL_S } from './blossom-state.js';

export class SlackBook {
  private readonly st: BlossomState;
  // Candidate table while building an S-blossom's list, keyed by the other S-blossom.
  private readonly tmpA: Int32Array;
  private readonly tmpB: Int32Array;
  private readonly tmpEpoch: Int32Array;
  private readonly tmpSlack: Float64Array;
  private readonly touched: Int32Array;
  private touchedCount = 0;
  /** Incremented whenever a vertex stops being an S-vertex: cache entries with an older stamp are stale. */
  readonly sEpoch: Int32Array;
  /** Stamp of the S-end of each vertex's bestTo entry. */
  readonly bestEpoch: Int32Array;
  /** Stamp of the outer end of each S-blossom's sBest entry. */
  readonly sBestEpoch: Int32Array;
  private readonly scanBuf: Int32Array;
  /** Recomputations of stale entries (for tests). */
  refreshes = 0;
  /**
   * The lowest vertex or blossom id whose least-slack entry (bestTo/bestSlack of a vertex, sBest* of a top-level
   * S-blossom) was set to 0 since the search last took it (takeLowestWrite): the search's event scan knows that
   * no entry below it holds an event of delta 0 (BlossomSearch.deltaPass). Infinity when none.
   */
  private lowestWrite = Infinity;

  /** The lowest entry set to 0 since the last call (Infinity when none), and forgets it. O(1). */
  takeLowestWrite(): number {
    const low = this.lowestWrite;
    this.lowestWrite = Infinity;
    return low;
  }

  constructor(st: BlossomState) {
    this.st = st;
    const n = st.n;
    this.tmpA = new Int32Array(2 * n).fill(-1);
    this.tmpB = new Int32Array(2 * n).fill(-1);
    this.tmpEpoch = new Int32Array(2 * n);
    this.tmpSlack = new Float64Array(2 * n * st.K);
    this.touched = new Int32Array(2 * n);
    this.sEpoch = new Int32Array(n);
    this.bestEpoch = new Int32Array(n);
    this.sBestEpoch = new Int32Array(2 * n);
    this.scanBuf = new Int32Array(n);
  }

  /** Whether non-S vertex v's least-slack entry still points at an S-vertex that never left S since. O(1). */
  bestValid(v: number): boolean {
    const x = this.st.bestTo[v]!;
    return this.st.vlab[x] === LABEL_S && this.sEpoch[x] === this.bestEpoch[v];
  }

  /** Same for top-level S-blossom b's least-slack S-edge. O(1). */
  sBestValid(b: number): boolean {
    const st = this.st;
    const x = st.sBestB[b]!;
    return st.vlab[x] === LABEL_S && this.sEpoch[x] === this.sBestEpoch[b] && st.top[x] !== b;
  }

  /** Top-level blossom b has just become S: scan all its vertices and build its candidate list. O(|b|·n·K). */
  makeS(b: number): void {
    const count = this.st.collect(b, this.scanBuf);
    for (let i = 0; i < count; i++) this.scanS(this.scanBuf[i]!, b);
    this.finalizeS(b);
  }

  /**
   * New S-blossom f was formed from children ch (their former labels still in st.label): merge the lists of its
   * non-trivial S children, scan the vertices of the others (former T-blossoms become S now). O(n·K·new S).
   */
  absorb(f: number, ch: readonly number[]): void {
    const st = this.st;
    const n = st.n;
    for (let i = 0; i < ch.length; i++) {
      const c = ch[i]!;
      const list = st.sList[c];
      if (st.label[c] === LABEL_S && c >= n && list !== null && list !== undefined) {
        this.mergeList(f, list);
        st.sList[c] = null;
      } else {
        const count = st.collect(c, this.scanBuf);
        for (let j = 0; j < count; j++) this.scanS(this.scanBuf[j]!, f);
      }
    }
    this.finalizeS(f);
  }

  /**
   * Vertex x is an S-vertex of top-level blossom f. Updates the least-slack S-edge of each non-S neighbour and
   * records x's edges to other S-blossoms as candidates for f. Only the vertices still present are visited (a
   * removed vertex has no edge), in increasing order: the team round matcher's later brackets leave most of its
   * vertices removed. The hot loop of the whole matcher. O(present vertices·K).
   */
  private scanS(x: number, f: number): void {
    const st = this.st;
    const n = st.n;
    const K = st.K;
    const w = st.w;
    const ex = st.exist;
    const y = st.y;
    const top = st.top;
    const vlab = st.vlab;
    const bestTo = st.bestTo;
    const bestSlack = st.bestSlack;
    const bestZero = st.bestZero;
    const bestEpoch = this.bestEpoch;
    const sEpoch = this.sEpoch;
    const tmpA = this.tmpA;
    const tmpSlack = this.tmpSlack;
    const xo = x * K;
    const xEpoch = sEpoch[x]!;
    const square = st.square;
    // Square layout: edge (x, t) at x·n + t. Triangular: {x, t} at x(x-1)/2 + t below x, t(t-1)/2 + x above.
    const row = square ? x * n : (x * (x - 1)) / 2;
    const ids = st.presentIds();
    const count = st.presentCount();
    let low = this.lowestWrite;
    for (let i = 0; i < count; i++) {
      const t = ids[i]!;
      if (t === x) continue;
      const e = square || t < x ? row + t : (t * (t - 1)) / 2 + x;
      if ((ex[e]! & 1) === 0) continue;
      const eo = e * K;
      const to = t * K;
      if (vlab[t] !== LABEL_S) {
        // t is not an S-vertex: keep its least-slack edge to an S-vertex.
        if (bestTo[t]! >= 0) {
          // Nothing is below a slack of 0 (bestZero).
          if (bestZero[t] !== 0) continue;
          let less = false;
          for (let k = 0; k < K; k++) {
            const s = y[xo + k]! + y[to + k]! - w[eo + k]!;
            const c = bestSlack[to + k]!;
            if (s !== c) {
              less = s < c;
              break;
            }
          }
          if (!less) continue;
        }
        for (let k = 0; k < K; k++) bestSlack[to + k] = y[xo + k]! + y[to + k]! - w[eo + k]!;
        bestTo[t] = x;
        bestEpoch[t] = xEpoch;
        const zero = zeroAt(bestSlack, to, K);
        bestZero[t] = zero ? 1 : 0;
        // Only an entry that becomes 0 can hold the next event (the search's scan: takeLowestWrite).
        if (zero && t < low) low = t;
      } else {
        const tb = top[t]!;
        if (tb === f) continue;
        const so = tb * K;
        if (tmpA[tb]! >= 0) {
          let less = false;
          for (let k = 0; k < K; k++) {
            const s = y[xo + k]! + y[to + k]! - w[eo + k]!;
            const c = tmpSlack[so + k]!;
            if (s !== c) {
              less = s < c;
              break;
            }
          }
          if (!less) continue;
        } else {
          this.touched[this.touchedCount++] = tb;
        }
        for (let k = 0; k < K; k++) tmpSlack[so + k] = y[xo + k]! + y[to + k]! - w[eo + k]!;
        tmpA[tb] = x;
        this.tmpB[tb] = t;
        this.tmpEpoch[tb] = sEpoch[t]!;
      }
    }
    this.lowestWrite = low;
  }

  /** Adds the valid, still-external candidates of a list (inner, outer, epoch triples) to f's table. */
  private mergeList(f: number, list: number[]): void {
    const st = this.st;
    const K = st.K;
    const y = st.y;
    const w = st.w;
    const top = st.top;
    const vlab = st.vlab;
    const sEpoch = this.sEpoch;
    const tmpA = this.tmpA;
    const tmpSlack = this.tmpSlack;
    for (let i = 0; i < list.length; i += 3) {
      const a = list[i]!;
      const b = list[i + 1]!;
      const epoch = list[i + 2]!;
      const tb = top[b]!;
      if (tb === f || vlab[b] !== LABEL_S || sEpoch[b] !== epoch) continue;
      const ao = a * K;
      const bo = b * K;
      const eo = st.idx(a, b) * K;
      const so = tb * K;
      if (tmpA[tb]! >= 0) {
        let less = false;
        for (let k = 0; k < K; k++) {
          const s = y[ao + k]! + y[bo + k]! - w[eo + k]!;
          const c = tmpSlack[so + k]!;
          if (s !== c) {
            less = s < c;
            break;
          }
        }
        if (!less) continue;
      } else {
        this.touched[this.touchedCount++] = tb;
      }
      for (let k = 0; k < K; k++) tmpSlack[so + k] = y[ao + k]! + y[bo + k]! - w[eo + k]!;
      tmpA[tb] = a;
      this.tmpB[tb] = b;
      this.tmpEpoch[tb] = epoch;
    }
  }

  /** Turns the candidate table into f's list and least-slack S-edge, and clears the table. O(table·K). */
  private finalizeS(f: number): void {
    const st = this.st;
    const K = st.K;
    const list: number[] | null = f >= st.n ? [] : null;
    const tmpA = this.tmpA;
    const tmpSlack = this.tmpSlack;
    let best = -1;
    for (let i = 0; i < this.touchedCount; i++) {
      const tb = this.touched[i]!;
      if (list !== null) list.push(tmpA[tb]!, this.tmpB[tb]!, this.tmpEpoch[tb]!);
      if (best < 0 || lexLess(tmpSlack, tb * K, tmpSlack, best * K, K)) best = tb;
    }
    st.sList[f] = list;
    if (f < this.lowestWrite && best >= 0 && zeroAt(tmpSlack, best * K, K)) this.lowestWrite = f;
    if (best >= 0) {
      st.sBestA[f] = tmpA[best]!;
      st.sBestB[f] = this.tmpB[best]!;
      this.sBestEpoch[f] = this.tmpEpoch[best]!;
      st.sBestSlack.set(tmpSlack.subarray(best * K, best * K + K), f * K);
    } else {
      st.sBestA[f] = -1;
      st.sBestB[f] = -1;
    }
    for (let i = 0; i < this.touchedCount; i++) tmpA[this.touched[i]!] = -1;
    this.touchedCount = 0;
  }

  /** Recomputes the least-slack S-edge of non-S vertex v from scratch. O(n·K). */
  refreshBest(v: number): void {
    const st = this.st;
    const n = st.n;
    const K = st.K;
    const y = st.y;
    const w = st.w;
    const vlab = st.vlab;
    const slack = st.bestSlack;
    const vo = v * K;
    let best = -1;
    for (let x = 0; x < n; x++) {
      if (x === v || vlab[x] !== LABEL_S) continue;
      const e = st.idx(v, x);
      if ((st.exist[e]! & 1) === 0) continue;
      const eo = e * K;
      const xo = x * K;
      if (best >= 0) {
        let less = false;
        for (let k = 0; k < K; k++) {
          const s = y[vo + k]! + y[xo + k]! - w[eo + k]!;
          const c = slack[vo + k]!;
          if (s !== c) {
            less = s < c;
            break;
          }
        }
        if (!less) continue;
      }
      best = x;
      for (let k = 0; k < K; k++) slack[vo + k] = y[vo + k]! + y[xo + k]! - w[eo + k]!;
      // No later S-vertex can be strictly below 0 (bestZero), and the first least one is kept.
      if (zeroAt(slack, vo, K)) break;
    }
    st.bestTo[v] = best;
    const zero = best >= 0 && zeroAt(slack, vo, K);
    st.bestZero[v] = zero ? 1 : 0;
    if (zero && v < this.lowestWrite) this.lowestWrite = v;
    if (best >= 0) this.bestEpoch[v] = this.sEpoch[best]!;
    this.refreshes++;
  }

  /** Recomputes the least-slack edge of top-level S-blossom b to other S-blossoms. O(list·K) or O(n·K). */
  refreshSBest(b: number): void {
    const st = this.st;
    this.refreshes++;
    if (b < st.n) {
      this.scanS(b, b);
      // scanS also refreshed non-S neighbours' bests (harmless: it only lowers them to true values).
      this.finalizeS(b);
      return;
    }
    const list = st.sList[b]!;
    this.mergeList(b, list);
    this.finalizeS(b);
  }

}

/** Whether a[o..o+K-1] is all zero. O(K). */
export function zeroAt(a: Float64Array, o: number, K: number): boolean {
  for (let k = o, end = o + K; k < end; k++) if (a[k] !== 0) return false;
  return true;
}

/** a[ao..] < b[bo..] lexicographically. O(K). */
export function lexLess(a: Float64Array, ao: number, b: Float64Array, bo: number, K: number): boolean {
  for (let k = 0; k < K; k++) {
    const x = a[ao + k]!;
    const y = b[bo + k]!;
    if (x !== y) return x < y;
  }
  return false;
}
