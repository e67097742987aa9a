/**
 * The start of the weighted matcher's first solve (docs/matching.md, "The first solve's start"): feasible duals
 * under which many edges are tight, and a matching of tight edges, so the search begins with few roots.
 *
 * The search accepts any start that keeps invariants I1-I4 (feasible duals, tight matched edges, no blossom yet,
 * integral duals; the roots' parity is normalised afterwards), so the start changes the cost, never the optimum.
 * Its cost is the number of roots and how far their duals must fall. Duals of (largest weight at v)/2 leave
 * tight only the edges that are the heaviest at both ends, which in a bracket graph are few (an MDP's edges
 * outweigh every other edge of its residents): the 992-vertex bracket of the circle-method history started with
 * 2 pairs and 990 roots.
 *
 * Candidates, priced in this order; the one whose greedy matching of tight edges pairs the most is kept (the
 * first on a tie), and one that leaves at most 1/32 of the vertices free ends the trials:
 *  1. the classical start, y_v = (the largest weight at v)/2 (feasible as it stands);
 *  2. every vertex at g = half the commonest edge weight (taken word by word on a sample of the edges: the
 *     commonest first word, then among those the commonest second word, ...; floored at 0), then raised, the
 *     vertices with the most edges heavier than 2g first (an MDP is raised and absorbs its heavy edges);
 *  3. the same around the commonest weight of a greedy matching's edges (each free vertex in turn takes its
 *     heaviest free neighbour): the weight a large matching uses, when heavier weights are spread over many
 *     vertices;
 *  4. that greedy matching as a guess at the optimum's pairs: every matched vertex priced at half its matched
 *     edge, the others at 0, then raised, the vertices with the most violated edges first. Best when weights
 *     take many values; last because the order also decides which of several optimal matchings the search ends
 *     in, and with it the cost of the engine's later decisions (docs/matching.md): first, it made a round whose
 *     start it did not improve 1.6 times slower.
 * "Raised": each vertex in turn to max(y_v, max_x w(v,x) - y_x). Raising never breaks an edge already feasible,
 * so one pass makes every edge feasible (I1), and y stays >= 0.
 *
 * The greedy matching of tight edges (with a positive end) takes vertices in increasing order of tight degree,
 * each with its free tight neighbour of least remaining degree (Karp and Sipser's rule of thumb: a vertex with
 * few choices is matched before they are taken). On the circle-method brackets it pairs as many as a maximum
 * matching of the same tight edges (461 pairs, in 44 ms against 946 ms).
 *
 * O(n^2·K) time per candidate, O(n) extra memory (the tally of candidate 2 takes at most 65,536 edges). A vertex
 * that is removed or has no edge has no edge to violate, whatever its dual.
 */
import { BlossomState, DUAL_LIMIT, dualOverflow } from './blossom-state.js';
import { lexLess } from './blossom-slack.js';

/** A candidate that leaves at most this share of the present vertices free is kept without pricing the next. */
const GOOD_ENOUGH = 1 / 32;

/**
 * Sets y for a fresh start and matches tight edges greedily. Returns the pairs matched. O(n^2·K). `trials`: how
 * many of the candidates to price, in order (a caller that knows the first one wins on its graphs saves the
 * others' cost: WeightedMatcher's `start` option).
 */
export function startDuals(st: BlossomState, trials = 4): number {
  let present = 0;
  for (let v = 0; v < st.n; v++) if (st.removed[v] === 0) present++;
  // Candidates 3 and 4 share one greedy matching, made only if they are priced.
  let greedy: Greedy | null = null;
  const heaviest = (s: BlossomState): Greedy => (greedy ??= greedyHeaviest(s));
  const candidates: ((s: BlossomState) => void)[] = [
    halfOfHeaviest,
    (s) => priceAround(s, sampledEdges(s)),
    (s) => priceAround(s, heaviest(s).edges),
    (s) => halfOfMatched(s, heaviest(s)),
  ];
  let best = -1;
  let bestY = st.y;
  let bestMate = st.mate;
  for (const price of candidates.slice(0, Math.max(1, trials))) {
    st.mate.fill(-1);
    price(st);
    const pairs = greedyTight(st);
    if (pairs > best) {
      best = pairs;
      bestY = st.y.slice();
      bestMate = st.mate.slice();
    }
    if (present - 2 * best <= present * GOOD_ENOUGH) break;
  }
  st.y.set(bestY);
  st.mate.set(bestMate);
  return best;
}

/**
 * Duals priced on a greedy matching: each matched vertex at half its matched edge, the others at 0, then raised
 * to feasibility, vertices with the most violated edges first. The matching's edges stay tight where neither end
 * had to be raised. O(n^2·K).
 */
function halfOfMatched(st: BlossomState, heaviest: Greedy): void {
  const { n, K, w, y } = st;
  y.fill(0);
  for (let v = 0; v < n; v++) {
    const p = heaviest.partner[v]!;
    if (p < 0) continue;
    const e = st.idx(v, p);
    for (let k = 0; k < K; k++) y[v * K + k] = w[e * K + k]! / 2;
  }
  const violated = new Int32Array(n);
  forEachEdge(st, (u, v, e) => {
    for (let k = 0; k < K; k++) {
      const d = y[u * K + k]! + y[v * K + k]! - w[e * K + k]!;
      if (d !== 0) {
        if (d < 0) {
          violated[u]!++;
          violated[v]!++;
        }
        return;
      }
    }
  });
  raiseInOrder(st, byDecreasing(st, violated));
}

/** Present vertices by decreasing count, then by id. O(n log n). */
function byDecreasing(st: BlossomState, count: Int32Array): number[] {
  const order: number[] = [];
  for (let v = 0; v < st.n; v++) if (st.removed[v] === 0) order.push(v);
  return order.sort((a, b) => count[b]! - count[a]! || a - b);
}

/** Duals priced around the commonest weight of `edges` (steps 1 and 2). O(n^2·K). */
function priceAround(st: BlossomState, edges: Int32Array): void {
  const g = commonestHalf(st, edges);
  for (let v = 0; v < st.n; v++) st.y.set(g, v * st.K);
  raiseInOrder(st, heaviestFirst(st, g));
}

/** Edges sampled for the commonest weight: enough to find it, few enough to tally fast. */
const SAMPLE = 1 << 16;

/**
 * Every s-th edge between present vertices, in storage order (s chosen to keep about SAMPLE of them). O(n^2) to
 * walk the flags, O(SAMPLE) memory.
 */
function sampledEdges(st: BlossomState): Int32Array {
  let edges = 0;
  forEachEdge(st, () => {
    edges++;
  });
  const stride = Math.max(1, Math.ceil(edges / SAMPLE));
  const sample = new Int32Array(Math.ceil(edges / stride));
  let seen = 0;
  let count = 0;
  forEachEdge(st, (_u, _v, e) => {
    if (seen++ % stride === 0) sample[count++] = e;
  });
  return sample.subarray(0, count);
}

/**
 * Calls f for every edge between present vertices, in storage order: rows of the square layout, the lower
 * triangle's rows in the triangular one. Walking the weights in the order they lie in memory matters at the
 * sizes where the triangular layout is used (a 5,000-vertex bracket: 12.5 million edges, 1.3 GB). O(n^2).
 */
function forEachEdge(st: BlossomState, f: (u: number, v: number, e: number) => void): void {
  const { n, exist, removed } = st;
  for (let a = 0; a < n; a++) {
    if (removed[a] !== 0) continue;
    const from = st.square ? a + 1 : 0;
    const to = st.square ? n : a;
    for (let b = from; b < to; b++) {
      const e = st.idx(a, b);
      if ((exist[e]! & 1) !== 0 && removed[b] === 0) f(a, b, e);
    }
  }
}

interface Greedy {
  /** Each vertex's partner in the matching, or -1. */
  readonly partner: Int32Array;
  readonly edges: Int32Array;
}

/**
 * A greedy matching: each free vertex in turn takes its heaviest free neighbour. Its commonest weight is one a
 * large matching can use (not an MDP's: one pair), and its pairs are a guess at the optimum's. O(n^2·K).
 */
function greedyHeaviest(st: BlossomState): Greedy {
  const { n, K, w } = st;
  const partner = new Int32Array(n).fill(-1);
  const edges: number[] = [];
  for (let v = 0; v < n; v++) {
    if (partner[v] !== -1 || st.removed[v] !== 0) continue;
    let best = -1;
    let mate = -1;
    for (let x = v + 1; x < n; x++) {
      if (partner[x] !== -1) continue;
      const e = st.idx(v, x);
      if (live(st, v, x, e) && (best < 0 || lexLess(w, best * K, w, e * K, K))) {
        best = e;
        mate = x;
      }
    }
    if (best < 0) continue;
    partner[v] = mate;
    partner[mate] = v;
    edges.push(best);
  }
  return { partner, edges: Int32Array.from(edges) };
}

/** The classical start: y_v = (the largest weight at v)/2, feasible as every edge weighs at most either half. O(n^2·K). */
function halfOfHeaviest(st: BlossomState): void {
  const { n, K, w, y } = st;
  const heaviest = new Int32Array(n).fill(-1);
  const take = (v: number, e: number): void => {
    const h = heaviest[v]!;
    if (h < 0 || lexLess(w, h * K, w, e * K, K)) heaviest[v] = e;
  };
  forEachEdge(st, (u, v, e) => {
    take(u, e);
    take(v, e);
  });
  for (let v = 0; v < n; v++) {
    const h = heaviest[v]!;
    for (let k = 0; k < K; k++) y[v * K + k] = h < 0 ? 0 : w[h * K + k]! / 2;
  }
}

/** Whether existing edge e joins two present vertices u, v. O(1). */
function live(st: BlossomState, u: number, v: number, e: number): boolean {
  return (st.exist[e]! & 1) !== 0 && st.removed[u] === 0 && st.removed[v] === 0;
}

/** Half the commonest weight of `edges`, word by word (ties: the larger value), floored at zero. O(|edges|·K). */
function commonestHalf(st: BlossomState, list: Int32Array): Float64Array {
  // A sample (sampledEdges) may miss the exact commonest weight: any g >= 0 gives feasible duals after the raise.
  const { K, w } = st;
  const g = new Float64Array(K);
  const edges = list.slice();
  let count = edges.length;
  const tally = new Map<number, number>();
  for (let k = 0; k < K && count > 0; k++) {
    tally.clear();
    for (let i = 0; i < count; i++) {
      const x = w[edges[i]! * K + k]!;
      tally.set(x, (tally.get(x) ?? 0) + 1);
    }
    let value = 0;
    let most = -1;
    for (const [x, c] of tally) {
      if (c > most || (c === most && x > value)) {
        most = c;
        value = x;
      }
    }
    // Weights are stored doubled (every word even), so half of one is an exact integer.
    g[k] = value / 2;
    let kept = 0;
    for (let i = 0; i < count; i++) if (w[edges[i]! * K + k] === value) edges[kept++] = edges[i]!;
    count = kept;
  }
  for (let k = 0; k < K; k++) {
    if (g[k] !== 0) {
      if (g[k]! < 0) g.fill(0);
      break;
    }
  }
  return g;
}

/** Vertices by decreasing number of edges heavier than 2g (the commonest weight), then by id. O(n^2·K). */
function heaviestFirst(st: BlossomState, g: Float64Array): number[] {
  const { n, K, w } = st;
  const heavy = new Int32Array(n);
  forEachEdge(st, (u, v, e) => {
    for (let k = 0; k < K; k++) {
      const d = w[e * K + k]! - 2 * g[k]!;
      if (d !== 0) {
        if (d > 0) {
          heavy[u]!++;
          heavy[v]!++;
        }
        return;
      }
    }
  });
  return byDecreasing(st, heavy);
}

/**
 * Each vertex in `order` raised to max(y_v, max_x w(v,x) - y_x). Raising never breaks an edge already feasible, so
 * afterwards every edge is. O(n^2·K).
 */
function raiseInOrder(st: BlossomState, order: readonly number[]): void {
  const { n, K, w, y } = st;
  const c = new Float64Array(K);
  for (const v of order) {
    const vo = v * K;
    for (let x = 0; x < n; x++) {
      if (x === v) continue;
      const e = st.idx(v, x);
      if (!live(st, v, x, e)) continue;
      const eo = e * K;
      const xo = x * K;
      for (let k = 0; k < K; k++) c[k] = w[eo + k]! - y[xo + k]!;
      if (lexLess(y, vo, c, 0, K)) y.set(c, vo);
    }
    for (let k = vo; k < vo + K; k++) if (y[k]! > DUAL_LIMIT || y[k]! < -DUAL_LIMIT) throw dualOverflow();
  }
}

/** Tight edge {u, v} with a positive end (a pair of zero duals would gain nothing). O(K). */
function tight(st: BlossomState, u: number, v: number): boolean {
  const e = st.idx(u, v);
  if (!live(st, u, v, e)) return false;
  const { K, w, y } = st;
  for (let k = 0; k < K; k++) if (y[u * K + k]! + y[v * K + k]! - w[e * K + k]! !== 0) return false;
  return st.dualPositive(u) || st.dualPositive(v);
}

/** Step 3: least tight degree first, each with its free tight neighbour of least degree left. O(n^2·K). */
function greedyTight(st: BlossomState): number {
  const n = st.n;
  const degree = new Int32Array(n);
  forEachEdge(st, (u, v) => {
    if (tight(st, u, v)) {
      degree[u]!++;
      degree[v]!++;
    }
  });
  const order: number[] = [];
  for (let v = 0; v < n; v++) if (degree[v]! > 0) order.push(v);
  order.sort((a, b) => degree[a]! - degree[b]! || a - b);
  let pairs = 0;
  for (const v of order) {
    if (st.mate[v] !== -1) continue;
    let best = -1;
    for (let x = 0; x < n; x++) {
      if (x !== v && st.mate[x] === -1 && (best < 0 || degree[x]! < degree[best]!) && tight(st, v, x)) best = x;
    }
    if (best < 0) continue;
    st.mate[v] = best;
    st.mate[best] = v;
    pairs++;
    for (let x = 0; x < n; x++) {
      if (x !== v && x !== best && st.mate[x] === -1) {
        if (tight(st, v, x)) degree[x]!--;
        if (tight(st, best, x)) degree[x]!--;
      }
    }
  }
  return pairs;
}
