/**
 * Exact maximum-weight matching on general graphs with lexicographic K-word weights, incremental.
 *
 * A weight is a vector of K integer words (word 0 most significant) compared lexicographically; Z^K with
 * component-wise addition is an ordered abelian group, so Edmonds' primal-dual blossom method runs unchanged on
 * it. Weights are stored doubled, which with root duals normalised to even words keeps every dual an exact
 * integer (docs/matching.md, "Integrality"). The matcher keeps an optimal matching and a dual certificate
 * between calls to solve(), and repairs only what changed (docs/matching.md, "Incremental repair").
 *
 * Memory: dense weights, 8·K·n^2 bytes (square layout, the default up to 512 MiB) or 4·K·n^2 bytes
 * (triangular), plus n^2 or n^2/2 bytes of flags (n = 2500, K = 4: 200 MB square).
 */
import { InternalError, invariant, SizeLimitError } from '../errors.js';
import { BlossomState, SQUARE_LAYOUT_BUDGET, type EdgeLayout } from './blossom-state.js';
import { BlossomSearch } from './blossom-search.js';
import { Repairer } from './weighted-repair.js';

/** Largest magnitude (exclusive) of an edge-weight word. */
export const WEIGHT_WORD_LIMIT = 2 ** 40;

/** Statistics of the last solve(), for tests and benchmarks. */
export interface SolveStats {
  /** Vertices detached and re-priced by the incremental repair. */
  readonly repaired: number;
  /** Trees resolved by the search (each resolution ends what the classical method calls a stage). */
  readonly stages: number;
  /** Dual steps of the search. */
  readonly steps: number;
}

export interface MatcherOptions {
  /**
   * The first solve's start (weighted-start.ts): 'best' (default) prices every candidate and keeps the one whose
   * tight edges match the most; 'classical' takes the first, y_v = (largest weight at v)/2, for graphs where it is
   * known to win (the others then cost three pricings for nothing). Changes the cost, never the optimum.
   */
  readonly start?: 'best' | 'classical';
}

export class WeightedMatcher {
  readonly vertexCount: number;
  readonly words: number;
  protected readonly st: BlossomState;
  private readonly search: BlossomSearch;
  /** No solve has run yet: changes are not logged, the first solve starts from scratch. */
  protected pristine = true;
  /** Something changed since the last solve. */
  private stale = false;
  protected readonly repairer: Repairer;
  private lastStats: SolveStats = { repaired: 0, stages: 0, steps: 0 };
  /** How many of the first solve's start candidates to price (weighted-start.ts); undefined: all. */
  private readonly startTrials: number | undefined;

  /**
   * O(n^2·K) time and memory. `layout` chooses the dense edge storage: 'square' (8·K·n^2 bytes, fastest),
   * 'triangular' (4·K·n^2 bytes), or 'auto' (default: square up to 512 MiB of weights, and triangular when the
   * square storage cannot be allocated). `options.start`: the first solve's start (MatcherOptions).
   */
  constructor(vertexCount: number, words: number, layout: EdgeLayout | 'auto' = 'auto', options: MatcherOptions = {}) {
    invariant(Number.isInteger(vertexCount) && vertexCount >= 0, `vertex count must be a natural number, got ${vertexCount}`);
    invariant(Number.isInteger(words) && words >= 1, `word count must be a positive integer, got ${words}`);
    this.vertexCount = vertexCount;
    this.words = words;
    const chosen: EdgeLayout =
      layout !== 'auto' ? layout : 8 * words * vertexCount * vertexCount <= SQUARE_LAYOUT_BUDGET ? 'square' : 'triangular';
    this.st = layout === 'auto' && chosen === 'square' ? squareOrHalf(vertexCount, words) : new BlossomState(vertexCount, words, chosen);
    this.search = new BlossomSearch(this.st);
    this.repairer = new Repairer(this.st);
    this.startTrials = options.start === 'classical' ? 1 : undefined;
  }

  /** Creates or changes edge {u, v}; the weight must be lexicographically positive. O(K + blossom depth). */
  setEdge(u: number, v: number, weight: ArrayLike<number>): void {
    this.checkPair(u, v);
    this.checkWeight(u, v, weight);
    const st = this.st;
    const e = st.idx(u, v);
    if (!this.pristine && !this.repairer.admitsDirectly(u, v, e, weight)) this.repairer.record(u, v, e);
    this.write(u, v, e, weight);
  }

  /** A weight of K integer words below 2^40, lexicographically positive. O(K). */
  protected checkWeight(u: number, v: number, weight: ArrayLike<number>): void {
    const K = this.words;
    // The messages are built only on failure: this runs for every edge of a bracket graph, twice.
    if (weight.length !== K) throw new InternalError(`edge weight must have ${K} words, got ${weight.length}`);
    let sign = 0;
    for (let k = 0; k < K; k++) {
      const x = weight[k]!;
      if (!Number.isInteger(x) || Math.abs(x) >= WEIGHT_WORD_LIMIT) throw new InternalError(`edge weight word ${k} is ${x}: not an integer below 2^40`);
      if (sign === 0 && x !== 0) sign = x > 0 ? 1 : -1;
    }
    if (sign <= 0) throw new InternalError(`edge {${u}, ${v}} must have a positive weight`);
  }

  /** Stores edge {u, v} (index e) with `weight`, doubled. O(K). */
  protected write(u: number, v: number, e: number, weight: ArrayLike<number>): void {
    const st = this.st;
    const K = this.words;
    for (let k = 0; k < K; k++) st.w[e * K + k] = 2 * weight[k]! + 0; // + 0 turns -0 into 0
    st.exist[e] = st.exist[e]! | 1;
    st.mirror(u, v);
    this.stale = true;
  }

  /** Deletes edge {u, v} if it exists. O(K). */
  removeEdge(u: number, v: number): void {
    this.checkPair(u, v);
    const st = this.st;
    const e = st.idx(u, v);
    if ((st.exist[e]! & 1) === 0) return;
    if (!this.pristine && !this.repairer.admitsDirectly(u, v, e, null)) this.repairer.record(u, v, e);
    st.exist[e] = st.exist[e]! & ~1;
    st.mirror(u, v);
    this.stale = true;
  }

  /** O(1). */
  hasEdge(u: number, v: number): boolean {
    this.checkVertex(u);
    this.checkVertex(v);
    if (u === v || this.st.removed[u] !== 0 || this.st.removed[v] !== 0) return false;
    return (this.st.exist[this.st.idx(u, v)]! & 1) !== 0;
  }

  /** Writes the weight of existing edge {u, v} into out[0..K-1]. O(K). */
  edgeWeight(u: number, v: number, out: Float64Array): void {
    if (!this.hasEdge(u, v)) throw new InternalError(`edge {${u}, ${v}} does not exist`);
    const K = this.words;
    const e = this.st.idx(u, v);
    for (let k = 0; k < K; k++) out[k] = this.st.w[e * K + k]! / 2;
  }

  /**
   * Computes a maximum-weight matching (lexicographically largest total weight). The first call is O(n^3·K);
   * later calls repair only what changed: changing the edges at k vertices (or removing k vertices) costs
   * O(k·n^2·K), and changes that leave the certificate valid (for example lowering unmatched edges) cost O(K)
   * each.
   */
  solve(): void {
    if (!this.stale) return;
    let repaired: number;
    if (this.pristine) {
      repaired = this.repairer.freshStart(this.startTrials);
      this.pristine = false;
    } else {
      repaired = this.repairer.repair();
    }
    this.repairer.normalizeRoots();
    this.search.run();
    this.stale = false;
    this.lastStats = { repaired, stages: this.search.stages, steps: this.search.steps };
  }

  /** The mate of v in the current optimal matching, -1 if unmatched or removed (solves first if needed). O(1). */
  mate(v: number): number {
    this.checkVertex(v);
    if (this.stale) this.solve();
    return this.st.removed[v] !== 0 ? -1 : this.st.mate[v]!;
  }

  /** Writes the total weight of the current optimal matching into out[0..K-1] (solves first). O(n·K). */
  matchingWeight(out: Float64Array): void {
    if (this.stale) this.solve();
    const K = this.words;
    const st = this.st;
    out.fill(0, 0, K);
    for (let v = 0; v < this.vertexCount; v++) {
      const m = st.mate[v]!;
      if (m > v) {
        const e = st.idx(v, m);
        for (let k = 0; k < K; k++) out[k] = out[k]! + st.w[e * K + k]! / 2;
      }
    }
  }

  /**
   * Permanently deletes u and v, which are matched to each other. When they are not inside a common blossom
   * (the usual case) the rest of the matching and its certificate stay valid as they are: no repair needed.
   * Otherwise at most two vertices are freed and the next solve (or mate) repairs in O(n^2·K).
   */
  removePair(u: number, v: number): void {
    this.checkVertex(u);
    this.checkVertex(v);
    const st = this.st;
    invariant(st.removed[u] === 0 && st.removed[v] === 0, `vertex ${u} or ${v} is already removed`);
    invariant(!this.pristine && st.mate[u] === v, `vertices ${u} and ${v} are not matched to each other`);
    this.remove([u, v]);
  }

  /** Permanently deletes v; its mate becomes free (repaired by the next solve). O(n·K + size of v's blossom). */
  removeVertex(v: number): void {
    this.checkVertex(v);
    invariant(this.st.removed[v] === 0, `vertex ${v} is already removed`);
    this.remove([v]);
  }

  /** O(1). */
  isRemoved(v: number): boolean {
    this.checkVertex(v);
    return this.st.removed[v] !== 0;
  }

  /**
   * Whether the current matching would stay optimal if every edge {x, v} changed by change(v)·unit (integers of
   * either sign; `unit` K words, lexicographically positive), as the current duals prove without a solve. With
   * c the change of x's matched edge (0 when x is free), y_x moves by c·unit (it must stay >= 0): the matched edge
   * stays tight, and an edge {x, v} keeps a reduced cost >= 0 exactly when its own reduced cost is at least
   * (change(v) - c)·unit. The other duals are kept, so matched edges stay tight, full blossoms full and free
   * vertices at 0: the matching is optimal on the changed graph. False when the proof fails (the matching may
   * still be optimal: only a solve would tell). Nothing is changed. Solves first if needed; O(n·(K + depth)).
   */
  keepsOptimum(x: number, change: (v: number) => number, unit: ArrayLike<number>): boolean {
    this.checkVertex(x);
    if (this.stale) this.solve();
    const st = this.st;
    const K = this.words;
    const n = this.vertexCount;
    if (st.removed[x] !== 0) return false;
    const m = st.mate[x]!;
    const c = m < 0 ? 0 : change(m);
    const y = st.y;
    const w = st.w;
    const xo = x * K;
    if (c < 0 && !atLeast((k) => y[xo + k]!, unit, -c, K)) return false;
    // The blossoms containing x, innermost first, and the sum of their duals from each one outwards: an edge
    // {x, v} carries the sum from the innermost blossom that also contains v.
    const chain: number[] = [];
    for (let b = st.parent[x]!; b !== -1; b = st.parent[b]!) chain.push(b);
    const depth = chain.length;
    const zFrom = new Float64Array((depth + 1) * K);
    for (let i = depth - 1; i >= 0; i--) {
      for (let k = 0; k < K; k++) zFrom[i * K + k] = zFrom[(i + 1) * K + k]! + st.z[chain[i]! * K + k]!;
    }
    const at = new Map<number, number>();
    for (let i = 0; i < depth; i++) at.set(chain[i]!, i);
    for (let v = 0; v < n; v++) {
      if (v === x || st.removed[v] !== 0) continue;
      const need = change(v) - c;
      if (need <= 0) continue;
      const e = st.idx(x, v);
      if ((st.exist[e]! & 1) === 0) continue;
      let common = depth;
      if (depth > 0 && st.top[v] === st.top[x]) {
        for (let b = st.parent[v]!; b !== -1; b = st.parent[b]!) {
          const i = at.get(b);
          if (i !== undefined) {
            common = i;
            break;
          }
        }
      }
      const vo = v * K;
      const eo = e * K;
      const zo = common * K;
      if (!atLeast((k) => y[xo + k]! + y[vo + k]! + zFrom[zo + k]! - w[eo + k]!, unit, need, K)) return false;
    }
    return true;
  }

  /** How many non-trivial blossoms contain v now (for tests). O(depth). */
  blossomDepth(v: number): number {
    this.checkVertex(v);
    let d = 0;
    for (let b = this.st.parent[v]!; b !== -1; b = this.st.parent[b]!) d++;
    return d;
  }

  /** Statistics of the last solve(). */
  stats(): SolveStats {
    return this.lastStats;
  }

  /** Event counters since construction (blossoms formed, expanded, augmentations, ...), for tests. */
  eventCounts(): Readonly<Record<string, number>> {
    return { ...this.search.counts, refreshes: this.search.refreshes, ...this.repairer.counts };
  }

  /**
   * The solved state, for verifyMatcher (src/matching/weighted-verify.ts), the tests' check of the optimality
   * certificate: kept out of this class so that the library's bundle does not carry it.
   */
  solvedState(): BlossomState {
    if (this.stale) this.solve();
    return this.st;
  }

  // ---------------------------------------------------------------------------------------------------------

  protected checkVertex(v: number): void {
    if (!(Number.isInteger(v) && v >= 0 && v < this.vertexCount)) throw new InternalError(`vertex ${v} out of range 0..${this.vertexCount - 1}`);
  }

  private checkPair(u: number, v: number): void {
    this.checkVertex(u);
    this.checkVertex(v);
    if (u === v) throw new InternalError(`edge {${u}, ${v}} is a loop`);
    if (this.st.removed[u] !== 0 || this.st.removed[v] !== 0) throw new InternalError(`edge {${u}, ${v}} has a removed end`);
  }

  private remove(vertices: readonly number[]): void {
    const st = this.st;
    if (this.pristine) {
      for (const v of vertices) {
        this.repairer.deleteEdges(v);
        st.markRemoved(v);
      }
      this.stale = true;
      return;
    }
    if (this.repairer.hasPending()) {
      // Blossom edges may have pending changes: detach at the next solve, in a consistent view.
      for (const v of vertices) this.repairer.deferRemoval(v);
      this.stale = true;
      return;
    }
    const freed: number[] = [];
    for (const v of vertices) {
      const c = this.repairer.detach(v);
      if (c >= 0) freed.push(c);
      this.repairer.deleteEdges(v);
      st.markRemoved(v);
      st.y.fill(0, v * this.words, (v + 1) * this.words);
    }
    // Only a freed vertex with a positive dual breaks optimality (removePair of a pair that is not inside a
    // common blossom frees only the removed partner: nothing to repair).
    for (const c of freed) if (st.removed[c] === 0 && st.dualPositive(c)) this.stale = true;
  }
}

/** Whether the stored (doubled) K-word value word(0..K-1) is lexicographically at least 2·times·unit. O(K). */
function atLeast(word: (k: number) => number, unit: ArrayLike<number>, times: number, K: number): boolean {
  for (let k = 0; k < K; k++) {
    const d = word(k) - 2 * times * unit[k]!;
    if (d !== 0) return d > 0;
  }
  return true;
}

/** The square layout, or the triangular one (half the memory) when a machine cannot allocate the square one. */
function squareOrHalf(n: number, K: number): BlossomState {
  try {
    return new BlossomState(n, K, 'square');
  } catch (error) {
    if (!(error instanceof SizeLimitError)) throw error;
    return new BlossomState(n, K, 'triangular');
  }
}
