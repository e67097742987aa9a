/**
 * Maximum-cardinality matching on an implicit general graph (adjacency only through a predicate), incremental
 * under vertex removal. Edmonds' blossom method with blossoms kept implicitly as a base per vertex (a union-find
 * forest, so contracting a cycle costs its length, not n): a search grows one alternating tree from a free root;
 * an edge between two even vertices closes an odd cycle, whose vertices all take the cycle's top base and become
 * even; reaching a free vertex augments.
 *
 * Facts used (Berge; Edmonds):
 *   - M is maximum iff there is no augmenting path.
 *   - If no augmenting path starts at free vertex r, none does after any augmentation either, so every free
 *     vertex is searched at most once per graph.
 *   - Removing one vertex v from G with M maximum: M' = M - v is maximum in G - v except for augmenting paths
 *     that end at v's former mate m (any other augmenting path would be one for M in G), and one augmentation
 *     is all it can take (|max(G - v)| <= |M|). So one search from m restores maximality.
 *   - Removing a matched pair {v, m} needs no search: a matching of G - v - m larger than M - vm plus the edge
 *     vm would beat M in G.
 *   Removals are therefore replayed one at a time, in order, by the next maximize (searching from several
 *   freed vertices at once would not do: an augmentation between two of them can open augmenting paths
 *   between vertices that were free all along).
 * A search is O(n^2) adjacency calls and O(n^2) time; the first maximize is O(n^3) worst case but a greedy
 * start leaves few free vertices on dense graphs. Memory O(n); the graph is never materialised.
 */
import { InternalError, invariant } from '../errors.js';

export interface ImplicitGraph {
  readonly vertexCount: number;
  adjacent(u: number, v: number): boolean;
  /**
   * Optional starting matching (a known near-maximum one): the mate of v, or -1. Pairs are taken where both ends
   * agree and are adjacent; the greedy start then fills in the rest. Fewer free vertices, fewer searches.
   */
  initialMate?(v: number): number;
}

const NONE = 0;
const EVEN = 1;
const ODD = 2;
/** Searches with at most this many free vertices try each new even vertex against them first (grow). */
const FEW_FREE = 4;

/**
 * A search's working arrays. Between searches they hold the rest state (label NONE, parent -1, base itself; mark
 * only compared with a stamp newer than any written), so matchers that never search at the same time can share
 * them: a clone (one per trial of the 2026 completion check, on 10,000-player rounds) then costs the copy of its
 * matching, not ten arrays of n. Searches are never nested (a graph's adjacency is a plain predicate, which never
 * asks a matcher), so two matchers never use them at once.
 */
interface Scratch {
  readonly label: Uint8Array;
  readonly parent: Int32Array;
  /** Union-find forest of blossom bases: the base of x is find(x). */
  readonly base: Int32Array;
  readonly queue: Int32Array;
  readonly mark: Int32Array;
  /** Bases on the cycle being contracted. */
  readonly cycle: Int32Array;
  cycleLength: number;
  stamp: number;
  /**
   * Vertices a search labelled: the only ones whose label, parent and base differ from the rest state, reset when
   * the search ends. A search then costs what it explores, not O(n) to start: the round engines run thousands of
   * short repair searches on graphs of 10,000 players.
   */
  readonly touched: Int32Array;
  touchedCount: number;
}

function newScratch(n: number): Scratch {
  const base = new Int32Array(n);
  for (let v = 0; v < n; v++) base[v] = v;
  return {
    label: new Uint8Array(n),
    parent: new Int32Array(n).fill(-1),
    base,
    queue: new Int32Array(n),
    mark: new Int32Array(n),
    cycle: new Int32Array(n + 1),
    cycleLength: 0,
    stamp: 0,
    touched: new Int32Array(n),
    touchedCount: 0,
  };
}

export class CardinalityMatcher {
  private readonly graph: ImplicitGraph;
  private readonly n: number;
  private readonly mates: Int32Array;
  /** Removed as the caller sees it. */
  private readonly removed: Uint8Array;
  /** Removed as the search sees it (removals are replayed by maximize). */
  private readonly gone: Uint8Array;
  /** Vertices present in the graph the search sees. */
  private alive: number;
  private pairs = 0;
  private started = false;
  /** Removals since the last maximize, in order. */
  private readonly pending: number[] = [];
  /**
   * Search state, shared with clones (see Scratch); made by the first search: a matcher whose greedy start leaves
   * at most one vertex free never searches (most of the fast path's C.7 and C.4 matchings), and then costs its
   * three arrays only.
   */
  private readonly shared: { scratch: Scratch | null };
  /** No vertex below it is present for the search (removals only grow); scans start there. */
  private low = 0;

  /** O(n). `from`: the matcher this one is a copy of (clone). */
  constructor(graph: ImplicitGraph, from?: CardinalityMatcher) {
    const n = graph.vertexCount;
    invariant(Number.isInteger(n) && n >= 0, `vertex count must be a natural number, got ${n}`);
    this.graph = graph;
    this.n = n;
    this.alive = n;
    this.mates = from === undefined ? new Int32Array(n).fill(-1) : from.mates.slice();
    this.removed = from === undefined ? new Uint8Array(n) : from.removed.slice();
    this.gone = from === undefined ? new Uint8Array(n) : from.gone.slice();
    this.shared = from === undefined ? { scratch: null } : from.shared;
  }

  /**
   * Greedy start (first call), then one augmenting-path search per free vertex (first call) or, replaying the
   * removals since the last call in order, one search from each freed mate (none for a removed pair). Returns
   * the matching size. O(f·n^2) for f searched vertices.
   */
  maximize(): number {
    const n = this.n;
    const { mates, removed, gone, pending } = this;
    if (!this.started) {
      this.started = true;
      for (const v of pending) this.drop(v);
      this.greedy();
      for (let v = 0; v < n && this.alive - 2 * this.pairs >= 2; v++) {
        if (gone[v] === 0 && mates[v] === -1) this.search(v);
      }
    } else {
      for (const v of pending) {
        if (gone[v] !== 0) continue;
        const m = mates[v]!;
        this.drop(v);
        if (m < 0) continue;
        if (removed[m] !== 0) {
          // The pair {v, m} leaves together: nothing to repair.
          this.drop(m);
        } else if (this.alive - 2 * this.pairs >= 2) {
          this.search(m);
        }
      }
    }
    pending.length = 0;
    return this.pairs;
  }

  /** Takes v out of the graph the search sees, unmatching it. O(1). */
  private drop(v: number): void {
    const m = this.mates[v]!;
    if (m >= 0) {
      this.mates[m] = -1;
      this.mates[v] = -1;
      this.pairs--;
    }
    this.gone[v] = 1;
    this.alive--;
  }

  /** Mate of v in the current maximum matching, -1 if free or removed (maximizes first after removals). */
  mate(v: number): number {
    this.check(v);
    if (this.started && this.pending.length > 0) this.maximize();
    return this.removed[v] !== 0 ? -1 : this.mates[v]!;
  }

  /** Matching size as of the last maximize. O(1). */
  size(): number {
    return this.pairs;
  }

  /**
   * An independent copy over the same graph, with the same matching and removals: for trying removals that may
   * have to be undone. O(n) to copy three byte-or-word arrays; the search state is shared (Scratch).
   */
  clone(): CardinalityMatcher {
    const c = new CardinalityMatcher(this.graph, this);
    c.alive = this.alive;
    c.pairs = this.pairs;
    c.started = this.started;
    c.low = this.low;
    c.pending.push(...this.pending);
    return c;
  }

  /** Permanently deletes v; its mate becomes free (call maximize to repair). O(1). */
  removeVertex(v: number): void {
    this.check(v);
    invariant(this.removed[v] === 0, `vertex ${v} is already removed`);
    this.removed[v] = 1;
    this.pending.push(v);
  }

  /** O(1). */
  isRemoved(v: number): boolean {
    this.check(v);
    return this.removed[v] !== 0;
  }

  /** Whether every vertex not removed is matched in a maximum matching (maximizes first after removals). */
  isPerfect(): boolean {
    if (this.pending.length > 0 || !this.started) this.maximize();
    return 2 * this.pairs === this.alive;
  }

  private check(v: number): void {
    // The message is built only on failure (mate() runs this on every call).
    if (!(Number.isInteger(v) && v >= 0 && v < this.n)) throw new InternalError(`vertex ${v} out of range 0..${this.n - 1}`);
  }

  /** The search state (search makes it before anything reads it). */
  private get scratch(): Scratch {
    return this.shared.scratch!;
  }

  /** Takes the caller's starting pairs, then matches each free vertex to its first free neighbour. O(n^2) adjacency calls. */
  private greedy(): void {
    const { n, mates, gone, graph } = this;
    if (graph.initialMate !== undefined) {
      for (let v = 0; v < n; v++) {
        const u = graph.initialMate(v);
        if (u <= v || u >= n || gone[v] !== 0 || gone[u] !== 0 || mates[v] !== -1 || mates[u] !== -1) continue;
        if (graph.initialMate(u) !== v || !graph.adjacent(v, u)) continue;
        mates[v] = u;
        mates[u] = v;
        this.pairs++;
      }
    }
    for (let v = 0; v < n; v++) {
      if (gone[v] !== 0 || mates[v] !== -1) continue;
      for (let u = v + 1; u < n; u++) {
        if (gone[u] !== 0 || mates[u] !== -1 || !graph.adjacent(v, u)) continue;
        mates[v] = u;
        mates[u] = v;
        this.pairs++;
        break;
      }
    }
  }

  /**
   * Grows an alternating tree from free vertex root. Even vertices are scanned in BFS order; parent[x] of an
   * odd vertex x is the even vertex it was reached from (inside contracted cycles, even vertices get a parent
   * too, pointing across the closing edge, so a path can be traced through the cycle either way).
   * Returns whether it augmented. O(n^2) adjacency calls.
   */
  private search(root: number): boolean {
    if (this.shared.scratch === null) this.shared.scratch = newScratch(this.n);
    const augmented = this.grow(root);
    const { label, parent, base, touched } = this.scratch;
    for (let i = 0; i < this.scratch.touchedCount; i++) {
      const v = touched[i]!;
      label[v] = NONE;
      parent[v] = -1;
      base[v] = v;
    }
    this.scratch.touchedCount = 0;
    return augmented;
  }

  /** The search proper; every vertex it labels goes to `touched` (the cycle's bases are labelled already). */
  private grow(root: number): boolean {
    const { n, mates, gone, graph } = this;
    const { label, parent, base, queue, touched } = this.scratch;
    while (this.low < n && gone[this.low] !== 0) this.low++;
    const low = this.low;
    label[root] = EVEN;
    touched[this.scratch.touchedCount++] = root;
    // Repairs after removals leave one or two free vertices besides the root, and their augmenting path is
    // usually root - u - mate(u) - free. Trying every new even vertex against those few at once finds it after a
    // handful of adjacency calls instead of after the root's full scan (O(n) calls). It only finds earlier an
    // edge the scans would find too, so the search is the same method.
    const frees: number[] = [];
    if (this.alive - 2 * this.pairs <= FEW_FREE) {
      for (let v = low; v < n && frees.length < FEW_FREE; v++) if (v !== root && gone[v] === 0 && mates[v] === -1) frees.push(v);
    }
    const toFree = (x: number): boolean => {
      for (let i = 0; i < frees.length; i++) {
        const f = frees[i]!;
        if (mates[f] !== -1 || label[f] !== NONE || !graph.adjacent(x, f)) continue;
        parent[f] = x;
        label[f] = ODD;
        touched[this.scratch.touchedCount++] = f;
        this.augment(f);
        return true;
      }
      return false;
    };
    if (toFree(root)) return true;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      const v = queue[head++]!;
      for (let u = low; u < n; u++) {
        if (u === v || gone[u] !== 0 || label[u] === ODD || mates[v] === u || this.find(u) === this.find(v)) continue;
        if (!graph.adjacent(v, u)) continue;
        if (label[u] === EVEN) {
          // Odd cycle: both ends are even vertices of the one tree. Its bases join the top one; its odd
          // vertices (always single vertices) become even.
          const top = this.cycleTop(v, u, root);
          this.scratch.cycleLength = 0;
          this.markCycle(v, u, top);
          this.markCycle(u, v, top);
          const cycle = this.scratch.cycle;
          const first = tail;
          for (let i = 0; i < this.scratch.cycleLength; i++) {
            const b = cycle[i]!;
            if (b === top || base[b] !== b) continue;
            base[b] = top;
            if (label[b] !== EVEN) {
              label[b] = EVEN;
              queue[tail++] = b;
            }
          }
          // The cycle's new even vertices are tried against the few free vertices at once too, as a new even
          // mate is: in BFS order their turn comes after every even vertex queued before them, each scanned in
          // O(n). A C5 witness whose bye vertex meets one player only, who turns even inside a blossom, waited
          // 0.9 s for its turn on a 9,000-player round (O(n^2) scan steps, each skipped at once).
          for (let i = first; i < tail; i++) if (toFree(queue[i]!)) return true;
        } else if (parent[u] === -1) {
          parent[u] = v;
          label[u] = ODD;
          touched[this.scratch.touchedCount++] = u;
          const m = mates[u]!;
          if (m === -1) {
            this.augment(u);
            return true;
          }
          label[m] = EVEN;
          touched[this.scratch.touchedCount++] = m;
          if (toFree(m)) return true;
          queue[tail++] = m;
        }
      }
    }
    return false;
  }

  /** The base of the innermost cycle containing even vertices a and b (their nearest common tree ancestor). */
  private cycleTop(a: number, b: number, root: number): number {
    const { mates } = this;
    const { parent, mark } = this.scratch;
    const stamp = ++this.scratch.stamp;
    for (let x = this.find(a); ; x = this.find(parent[mates[x]!]!)) {
      mark[x] = stamp;
      if (x === root) break;
    }
    let y = this.find(b);
    while (mark[y] !== stamp) y = this.find(parent[mates[y]!]!);
    return y;
  }

  /** Marks the cycle part from even vertex v up to base top, pointing even vertices across towards `across`. */
  private markCycle(v: number, across: number, top: number): void {
    const { mates } = this;
    const { parent, cycle } = this.scratch;
    while (this.find(v) !== top) {
      const m = mates[v]!;
      cycle[this.scratch.cycleLength++] = this.find(v);
      cycle[this.scratch.cycleLength++] = this.find(m);
      parent[v] = across;
      across = m;
      v = parent[m]!;
    }
  }

  /** Base of the blossom containing x (path halving). O(α) amortised. */
  private find(x: number): number {
    const base = this.scratch.base;
    while (base[x] !== x) {
      const up = base[base[x]!]!;
      base[x] = up;
      x = up;
    }
    return x;
  }

  /** Flips the alternating path from free vertex u back to the root. O(n). */
  private augment(u: number): void {
    const { mates } = this;
    const { parent } = this.scratch;
    let x = u;
    while (x !== -1) {
      const p = parent[x]!;
      const next = mates[p]!;
      mates[x] = p;
      mates[p] = x;
      x = next;
    }
    this.pairs++;
  }
}

/** Maximum-cardinality matching of the graph on 0..n-1 given by `adjacent`. O(n^3) worst case. */
export function maximumCardinality(
  n: number,
  adjacent: (u: number, v: number) => boolean,
): { readonly size: number; readonly mate: Int32Array } {
  const m = new CardinalityMatcher({ vertexCount: n, adjacent });
  const size = m.maximize();
  const mate = new Int32Array(n);
  for (let v = 0; v < n; v++) mate[v] = m.mate(v);
  return { size, mate };
}
