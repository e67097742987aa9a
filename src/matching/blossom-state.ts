/**
 * State of the weighted matcher: dense edge weights, the matching, the dual solution and the nested blossom
 * structure, plus the structural operations on blossoms (rotate, form, expand, dissolve). No chess here: this is
 * Edmonds' primal-dual blossom method over lexicographic K-word weights (see docs/matching.md).
 *
 * Conventions (all arrays flat, vectors of K words stored at index*K):
 *   - Vertices are 0..n-1; they are also the trivial blossoms. Non-trivial blossoms use ids n..2n-1.
 *   - Edge storage is dense. Square layout: entry u·n+v, both orientations stored, so the edges of a vertex
 *     are contiguous (the stage scans read them in order: several times faster than strided access). Triangular
 *     layout (half the memory, for very large n·K): edge {u, v} with u > v at u(u-1)/2 + v. `w` holds each
 *     weight times 2 (so every word is even); `exist` bit 0 says whether the edge exists, bit 1 that it is in
 *     the change log since the last solve.
 *   - Reduced cost (slack) of an edge: pi(u,v) = y_u + y_v + sum of z_B over blossoms B containing both - w(u,v).
 *   - Each non-trivial blossom B has an odd cycle of children `children[B]` (child 0 contains the base) and, for
 *     each j, the cycle edge (endA[B][j] in child j, endB[B][j] in child j+1 mod m). Edges j with j odd are
 *     matched, the others are not; every cycle edge is tight.
 */
import { InternalError, SizeLimitError } from '../errors.js';

export const LABEL_NONE = 0;
export const LABEL_S = 1;
export const LABEL_T = 2;

/**
 * Exactness limits. Dual words stay within DUAL_LIMIT (checked where they change; SizeLimitError beyond), so
 * a reduced cost y_u + y_v - w (|w| < 2^41 after scaling) is below 2^51.01 and every sum the method forms stays
 * an exact float64 integer (< 2^53). Cached slacks beyond SLACK_LIMIT can only be stale lower bounds (valid
 * ones are reduced costs): they are recomputed before they can lose precision.
 */
export const DUAL_LIMIT = 2 ** 50;
export const SLACK_LIMIT = 2 ** 52;

/**
 * Largest weight storage (bytes) for which the square layout is chosen automatically. The search scans a
 * vertex's edges constantly, and the triangular layout's strided rows made a 1,984-vertex bracket (K = 9, 283 MB
 * square) take 169 s instead of 45 s: the square layout is worth its double memory up to 512 MiB.
 */
export const SQUARE_LAYOUT_BUDGET = 2 ** 29;

export type EdgeLayout = 'square' | 'triangular';

export class BlossomState {
  readonly n: number;
  readonly K: number;
  readonly square: boolean;
  /** Edge weights times 2, K words per edge. */
  readonly w: Float64Array;
  /** Per edge: bit 0 exists, bit 1 logged since the last solve. */
  readonly exist: Uint8Array;
  /** Set through markRemoved, which keeps the list of present vertices (the search's scans) up to date. */
  readonly removed: Uint8Array;
  private readonly present: Int32Array;
  private presentSize: number;
  private presentStale = false;
  readonly mate: Int32Array;
  /** Vertex duals, K words per vertex. */
  readonly y: Float64Array;
  /** Blossom duals, K words per blossom id (only ids >= n are used). */
  readonly z: Float64Array;
  readonly parent: Int32Array;
  readonly base: Int32Array;
  /** Outermost blossom containing each vertex. */
  readonly top: Int32Array;
  readonly children: (number[] | null)[];
  readonly endA: (number[] | null)[];
  readonly endB: (number[] | null)[];
  private readonly freeIds: Int32Array;
  private freeCount: number;

  // Per-stage labels (indexed by top-level blossom id) and least-slack bookkeeping.
  readonly label: Uint8Array;
  /** Label of each vertex's top-level blossom (a cache of label[top[v]] for the hot loops). */
  readonly vlab: Uint8Array;
  /** S-blossom: the T-vertex matched to its base (-1 for a root). T-blossom: the S-vertex of its label edge. */
  readonly labelFrom: Int32Array;
  /** S-blossom: its base. T-blossom: the vertex inside it of its label edge. */
  readonly labelTo: Int32Array;
  /** Non-S vertex: the S-vertex of its least-slack edge to an S-vertex, or -1. */
  readonly bestTo: Int32Array;
  readonly bestSlack: Float64Array;
  /**
   * 1 when bestSlack[v] is all zero words. A least slack cannot go below 0 (feasible duals, and a non-S vertex
   * shares no blossom with an S-vertex), so an entry at 0 is final until its vertex is relabelled: the slack book
   * skips comparing it (in a degenerate graph almost every comparison is such a tie). Kept by every write of
   * bestSlack.
   */
  readonly bestZero: Uint8Array;
  /** Top-level S-blossom: its least-slack edge to another S-blossom (inner end, outer end), or -1. */
  readonly sBestA: Int32Array;
  readonly sBestB: Int32Array;
  readonly sBestSlack: Float64Array;
  /** Non-trivial top-level S-blossom: candidate edges (inner, outer pairs), one per S-blossom seen. */
  readonly sList: (number[] | null)[];

  // Scratch space.
  readonly stack: Int32Array;
  /** rotate's worklist of (blossom, new base) pairs, kept between calls. */
  private readonly rotations: number[] = [];
  readonly verts: Int32Array;
  readonly mark: Int32Array;
  private stamp = 0;
  readonly tmpVec: Float64Array;

  constructor(n: number, K: number, layout: EdgeLayout) {
    this.n = n;
    this.K = K;
    this.square = layout === 'square';
    const edges = this.square ? n * n : (n * (n - 1)) / 2;
    try {
      this.w = new Float64Array(edges * K);
      this.exist = new Uint8Array(edges);
    } catch {
      throw new SizeLimitError(`a weighted matcher with ${n} vertices and ${K} words needs too much memory`);
    }
    this.removed = new Uint8Array(n);
    this.present = new Int32Array(n);
    for (let v = 0; v < n; v++) this.present[v] = v;
    this.presentSize = n;
    this.mate = new Int32Array(n).fill(-1);
    this.y = new Float64Array(n * K);
    this.z = new Float64Array(2 * n * K);
    this.parent = new Int32Array(2 * n).fill(-1);
    this.base = new Int32Array(2 * n).fill(-1);
    this.top = new Int32Array(n);
    for (let v = 0; v < n; v++) {
      this.top[v] = v;
      this.base[v] = v;
    }
    this.children = new Array<number[] | null>(2 * n).fill(null);
    this.endA = new Array<number[] | null>(2 * n).fill(null);
    this.endB = new Array<number[] | null>(2 * n).fill(null);
    this.freeIds = new Int32Array(n);
    this.freeCount = n;
    for (let i = 0; i < n; i++) this.freeIds[i] = 2 * n - 1 - i;
    this.label = new Uint8Array(2 * n);
    this.vlab = new Uint8Array(n);
    this.labelFrom = new Int32Array(2 * n).fill(-1);
    this.labelTo = new Int32Array(2 * n).fill(-1);
    this.bestTo = new Int32Array(n).fill(-1);
    this.bestSlack = new Float64Array(n * K);
    this.bestZero = new Uint8Array(n);
    this.sBestA = new Int32Array(2 * n).fill(-1);
    this.sBestB = new Int32Array(2 * n).fill(-1);
    this.sBestSlack = new Float64Array(2 * n * K);
    this.sList = new Array<number[] | null>(2 * n).fill(null);
    this.stack = new Int32Array(2 * n + 1);
    this.verts = new Int32Array(n);
    this.mark = new Int32Array(2 * n);
    this.tmpVec = new Float64Array(K);
  }

  /** Marks v removed (its edges are deleted by the caller). O(1). */
  markRemoved(v: number): void {
    this.removed[v] = 1;
    this.presentStale = true;
  }

  /** The vertices not removed, ascending, in presentIds()[0..presentCount()-1]. O(1), O(n) after a removal. */
  presentIds(): Int32Array {
    if (this.presentStale) this.refreshPresent();
    return this.present;
  }

  presentCount(): number {
    if (this.presentStale) this.refreshPresent();
    return this.presentSize;
  }

  private refreshPresent(): void {
    let count = 0;
    for (let v = 0; v < this.n; v++) if (this.removed[v] === 0) this.present[count++] = v;
    this.presentSize = count;
    this.presentStale = false;
  }

  /** Storage index of edge {u, v} (u != v). O(1). */
  idx(u: number, v: number): number {
    if (this.square) return u * this.n + v;
    return u > v ? (u * (u - 1)) / 2 + v : (v * (v - 1)) / 2 + u;
  }

  /** Square layout: copies entry (u, v) to (v, u) after a write. O(K). */
  mirror(u: number, v: number): void {
    if (!this.square) return;
    const a = u * this.n + v;
    const b = v * this.n + u;
    this.exist[b] = this.exist[a]!;
    const w = this.w;
    const K = this.K;
    for (let k = 0; k < K; k++) w[b * K + k] = w[a * K + k]!;
  }

  /** Square layout: copies the flags of entry (u, v) to (v, u) (the weight unchanged). O(1). */
  mirrorExist(u: number, v: number): void {
    if (this.square) this.exist[v * this.n + u] = this.exist[u * this.n + v]!;
  }

  /** A fresh stamp for `mark` (marks of older stamps read as unmarked). */
  nextStamp(): number {
    if (this.stamp === 0x7fffffff) {
      this.mark.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  /** Whether y_v is lexicographically > 0. O(K). */
  dualPositive(v: number): boolean {
    const y = this.y;
    for (let k = v * this.K, end = k + this.K; k < end; k++) {
      if (y[k]! !== 0) return y[k]! > 0;
    }
    return false;
  }

  /** Whether z_b is all zero. O(K). */
  zZero(b: number): boolean {
    const z = this.z;
    for (let k = b * this.K, end = k + this.K; k < end; k++) if (z[k]! !== 0) return false;
    return true;
  }

  /** Labels top-level blossom b and all its vertices. O(size of b). */
  setLabel(b: number, lab: number): void {
    this.label[b] = lab;
    if (b < this.n) {
      this.vlab[b] = lab;
      return;
    }
    const count = this.collect(b, this.verts);
    for (let i = 0; i < count; i++) this.vlab[this.verts[i]!] = lab;
  }

  /** Writes the vertices of blossom b into out[0..] and returns how many. O(size of b). */
  collect(b: number, out: Int32Array): number {
    const n = this.n;
    if (b < n) {
      out[0] = b;
      return 1;
    }
    const stack = this.stack;
    const children = this.children;
    let sp = 0;
    let count = 0;
    stack[sp++] = b;
    while (sp > 0) {
      const x = stack[--sp]!;
      if (x < n) out[count++] = x;
      else {
        const ch = children[x]!;
        for (let i = 0; i < ch.length; i++) stack[sp++] = ch[i]!;
      }
    }
    return count;
  }

  /** Sets top[v] = t for every vertex v of blossom b. O(size of b). */
  setTop(b: number, t: number): void {
    const count = this.collect(b, this.verts);
    const verts = this.verts;
    const top = this.top;
    for (let i = 0; i < count; i++) top[verts[i]!] = t;
  }

  /**
   * Makes v the base of blossom b (v inside b), flipping the even alternating path from v's child to the base
   * child along the cycle, and so on inside every sub-blossom the path crosses. Afterwards every vertex of b
   * except v is matched inside b; mate[v] is left for the caller. The old base's partner outside b is NOT
   * updated. O(size of b).
   *
   * A worklist, not recursion: blossoms nest up to n/2 deep, and on the 10,000-vertex graphs of a large round the
   * recursive form overflowed the call stack. The order of the sub-rotations does not matter: each touches only its
   * own blossom's cycle and the mates inside it, never the mate of its new base, which is the endpoint of a path
   * edge its parent matches (or the caller's v).
   */
  rotate(b: number, v: number): void {
    const parent = this.parent;
    const mate = this.mate;
    const work = this.rotations;
    work.length = 0;
    work.push(b, v);
    while (work.length > 0) {
      const w = work.pop()!;
      const x = work.pop()!;
      if (x < this.n || this.base[x] === w) continue;
      let c = w;
      while (parent[c] !== x) c = parent[c]!;
      work.push(c, w);
      const ch = this.children[x]!;
      const ea = this.endA[x]!;
      const eb = this.endB[x]!;
      const m = ch.length;
      const i = ch.indexOf(c);
      if (i < 0) throw new InternalError('blossom child not found');
      if (i % 2 === 1) {
        // Forward path ch[i], ch[i+1], ..., ch[m-1], ch[0]: edges i+1, i+3, ..., m-1 become matched.
        for (let j = i + 1; j < m; j += 2) {
          const a = ea[j]!;
          const d = eb[j]!;
          work.push(ch[j]!, a, ch[(j + 1) % m]!, d);
          mate[a] = d;
          mate[d] = a;
        }
      } else if (i > 0) {
        // Backward path ch[i], ch[i-1], ..., ch[0]: edges i-2, i-4, ..., 0 become matched.
        for (let j = i - 2; j >= 0; j -= 2) {
          const a = ea[j]!;
          const d = eb[j]!;
          work.push(ch[j]!, a, ch[j + 1]!, d);
          mate[a] = d;
          mate[d] = a;
        }
      }
      if (i > 0) {
        this.children[x] = ch.slice(i).concat(ch.slice(0, i));
        this.endA[x] = ea.slice(i).concat(ea.slice(0, i));
        this.endB[x] = eb.slice(i).concat(eb.slice(0, i));
      }
      this.base[x] = w;
    }
  }

  /** Creates a top-level blossom from an odd cycle of top-level blossoms (child 0 holds the base). O(size). */
  formBlossom(ch: number[], ea: number[], eb: number[]): number {
    if (this.freeCount === 0) throw new InternalError('out of blossom ids');
    const b = this.freeIds[--this.freeCount]!;
    this.children[b] = ch;
    this.endA[b] = ea;
    this.endB[b] = eb;
    this.parent[b] = -1;
    this.base[b] = this.base[ch[0]!]!;
    for (let i = 0; i < ch.length; i++) this.parent[ch[i]!] = b;
    this.z.fill(0, b * this.K, (b + 1) * this.K);
    this.setTop(b, b);
    return b;
  }

  /** Removes top-level blossom b (z_b must already be zero); its children become top-level. O(size of b). */
  expandStructure(b: number): void {
    const ch = this.children[b]!;
    for (let i = 0; i < ch.length; i++) {
      const c = ch[i]!;
      this.parent[c] = -1;
      this.setTop(c, c);
    }
    this.children[b] = null;
    this.endA[b] = null;
    this.endB[b] = null;
    this.sList[b] = null;
    this.parent[b] = -1;
    this.base[b] = -1;
    this.label[b] = LABEL_NONE;
    this.freeIds[this.freeCount++] = b;
  }

  /**
   * Dissolves top-level blossom b outside the search: adds z_b/2 to the dual of every vertex of b and drops b.
   * Edges inside b keep their reduced cost (both ends gain z_b/2, the z_b term goes); edges leaving b gain z_b/2,
   * so the caller must make sure no matched edge leaves b (its base is free or being detached). z_b has even
   * words, so the duals stay integral. O(size of b).
   */
  dissolveTop(b: number): void {
    const K = this.K;
    const y = this.y;
    const z = this.z;
    const count = this.collect(b, this.verts);
    const verts = this.verts;
    const zo = b * K;
    for (let i = 0; i < count; i++) {
      const vo = verts[i]! * K;
      for (let k = 0; k < K; k++) {
        const value = y[vo + k]! + z[zo + k]! / 2;
        if (value > DUAL_LIMIT || value < -DUAL_LIMIT) throw dualOverflow();
        y[vo + k] = value;
      }
    }
    z.fill(0, zo, zo + K);
    this.expandStructure(b);
  }

  /** Expands every top-level blossom with z = 0, recursively (no dual or matching change). O(n) amortised. */
  expandZeroBlossoms(): void {
    const n = this.n;
    for (let b = n; b < 2 * n; b++) {
      if (this.children[b] !== null && this.parent[b] === -1 && this.zZero(b)) this.expandZeroFrom(b);
    }
  }

  /** A worklist, as rotate: nesting can be deeper than the call stack. Expanding one child leaves its siblings as they are. */
  private expandZeroFrom(b: number): void {
    const work = [b];
    while (work.length > 0) {
      const x = work.pop()!;
      const ch = this.children[x]!;
      this.expandStructure(x);
      for (let i = 0; i < ch.length; i++) {
        const c = ch[i]!;
        if (c >= this.n && this.zZero(c)) work.push(c);
      }
    }
  }

  /** out = sum of z_B over the blossoms containing both u and v. O(depth). */
  commonZ(u: number, v: number, out: Float64Array): void {
    const K = this.K;
    out.fill(0);
    if (this.top[u] !== this.top[v] || this.top[u] < this.n) return;
    const stamp = this.nextStamp();
    const mark = this.mark;
    const parent = this.parent;
    for (let b = parent[u]!; b >= 0; b = parent[b]!) mark[b] = stamp;
    const z = this.z;
    for (let b = parent[v]!; b >= 0; b = parent[b]!) {
      if (mark[b] === stamp) {
        for (let k = 0; k < K; k++) {
          const sum = out[k]! + z[b * K + k]!;
          if (sum > SLACK_LIMIT || sum < -SLACK_LIMIT) throw dualOverflow();
          out[k] = sum;
        }
      }
    }
  }

  /** Whether {u, v} is a cycle edge of some blossom. O(size of the blossoms containing u). */
  isCycleEdge(u: number, v: number): boolean {
    if (this.top[u] !== this.top[v] || this.top[u] < this.n) return false;
    for (let b = this.parent[u]!; b >= 0; b = this.parent[b]!) {
      const ea = this.endA[b]!;
      const eb = this.endB[b]!;
      for (let j = 0; j < ea.length; j++) {
        if ((ea[j] === u && eb[j] === v) || (ea[j] === v && eb[j] === u)) return true;
      }
    }
    return false;
  }

  /** Ids of all live non-trivial blossoms (for verification and tests). O(n). */
  liveBlossoms(): number[] {
    const out: number[] = [];
    for (let b = this.n; b < 2 * this.n; b++) if (this.children[b] !== null) out.push(b);
    return out;
  }
}

export function dualOverflow(): SizeLimitError {
  return new SizeLimitError(
    `a matching dual exceeded ${DUAL_LIMIT} in magnitude: the edge-weight words are too large for exact arithmetic`,
  );
}
