/**
 * Perfect matchings of an implicit bipartite graph (left vertices 0..n-1, right vertices 0..n-1, adjacency only
 * through a predicate), for brackets that split into two sides and whose graph is nearly complete.
 *
 * - `hasPerfectBipartite`: Kuhn's augmenting paths after a greedy start.
 * - `firstPerfectBipartite`: the lexicographically first perfect matching: left 0 takes the lowest right vertex
 *   that still leaves a perfect matching of the rest, then left 1, and so on. Keeping one perfect matching M, the
 *   pair (l, r) with r != M(l) is possible iff, with l and r taken out, M(l) and the former mate of r can be
 *   reconnected: one augmenting path from the one to the other in what is left (Berge).
 *
 * Facts used: M is maximum iff there is no augmenting path (Berge); an augmenting search that fails from a free
 * vertex keeps failing after other augmentations (so each free vertex is searched once).
 *
 * Complexity: one search is O(n^2) adjacency calls worst case (every edge once), so a perfect matching is O(n^3)
 * and the first perfect matching O(n^4) in the worst case; on a nearly complete graph the greedy start leaves few
 * free vertices and a search ends at its first probe, O(n) adjacency calls for the matching and O(n) for each
 * left vertex's choice. Memory O(n); the graph is never materialised.
 */
export interface BipartiteGraph {
  /** Number of vertices on each side. */
  readonly size: number;
  adjacent(left: number, right: number): boolean;
}

class Search {
  readonly mateL: Int32Array;
  readonly mateR: Int32Array;
  private readonly takenL: Uint8Array;
  private readonly takenR: Uint8Array;
  /** Right vertices not yet taken for good, ascending, as a linked list: next[n] is the head. */
  private readonly next: Int32Array;
  private readonly prev: Int32Array;
  private readonly seen: Int32Array;
  private stamp = 0;
  private free: number[] = [];
  // DFS stacks.
  private readonly stackL: Int32Array;
  private readonly stackAt: Int32Array;
  private readonly via: Int32Array;

  constructor(private readonly g: BipartiteGraph) {
    const n = g.size;
    this.mateL = new Int32Array(n).fill(-1);
    this.mateR = new Int32Array(n).fill(-1);
    this.takenL = new Uint8Array(n);
    this.takenR = new Uint8Array(n);
    this.next = new Int32Array(n + 1);
    this.prev = new Int32Array(n + 1);
    for (let i = 0; i <= n; i++) {
      this.next[i] = i === n ? (n === 0 ? n : 0) : i + 1;
      this.prev[i] = i === 0 ? n : i - 1;
    }
    this.prev[n] = n === 0 ? n : n - 1;
    this.seen = new Int32Array(n);
    this.stackL = new Int32Array(n + 1);
    this.stackAt = new Int32Array(n + 1);
    this.via = new Int32Array(n + 1);
  }

  /** Greedy start, then one augmenting search per free left vertex. True when the matching is perfect. */
  perfect(): boolean {
    const n = this.g.size;
    const head = n;
    for (let l = 0; l < n; l++) {
      for (let r = this.next[head]!; r !== head; r = this.next[r]!) {
        if (this.mateR[r] === -1 && this.g.adjacent(l, r)) {
          this.mateL[l] = r;
          this.mateR[r] = l;
          break;
        }
      }
    }
    this.free = [];
    for (let r = 0; r < n; r++) if (this.mateR[r] === -1) this.free.push(r);
    for (let l = 0; l < n; l++) {
      if (this.mateL[l] === -1 && !this.augment(l)) return false;
    }
    return true;
  }

  /** Makes the perfect matching the lexicographically first one, fixing left vertices in order. */
  lexFirst(): void {
    const n = this.g.size;
    const head = n;
    for (let l = 0; l < n; l++) {
      for (let r = this.next[head]!; r !== head; r = this.next[r]!) {
        if (!this.g.adjacent(l, r)) continue;
        if (this.mateL[l] === r || this.reroute(l, r)) {
          this.take(l, r);
          break;
        }
      }
    }
  }

  /** Whether l–r leaves a perfect matching of the vertices not taken; if so, the matching now holds l–r. */
  private reroute(l: number, r: number): boolean {
    const l2 = this.mateR[r]!;
    const r2 = this.mateL[l]!;
    this.mateL[l] = r;
    this.mateR[r] = l;
    this.mateL[l2] = -1;
    this.mateR[r2] = -1;
    this.takenL[l] = 1;
    this.takenR[r] = 1;
    this.free = [r2];
    if (this.augment(l2)) {
      this.takenL[l] = 0;
      this.takenR[r] = 0;
      return true;
    }
    this.mateL[l] = r2;
    this.mateR[r2] = l;
    this.mateL[l2] = r;
    this.mateR[r] = l2;
    this.takenL[l] = 0;
    this.takenR[r] = 0;
    return false;
  }

  private take(l: number, r: number): void {
    this.takenL[l] = 1;
    this.takenR[r] = 1;
    const p = this.prev[r]!;
    const q = this.next[r]!;
    this.next[p] = q;
    this.prev[q] = p;
  }

  /** An augmenting path from the free left vertex `root` to a free right vertex, applied if found. */
  private augment(root: number): boolean {
    const n = this.g.size;
    const head = n;
    const stamp = ++this.stamp;
    let depth = 0;
    this.stackL[0] = root;
    this.stackAt[0] = -1;
    while (depth >= 0) {
      const u = this.stackL[depth]!;
      if (this.stackAt[depth] === -1) {
        // First visit: a free right vertex next to u ends the path at once.
        for (const r of this.free) {
          if (this.mateR[r] === -1 && this.takenR[r] === 0 && this.seen[r] !== stamp && this.g.adjacent(u, r)) {
            this.flip(depth, r);
            return true;
          }
        }
        this.stackAt[depth] = this.next[head]!;
      }
      let r = this.stackAt[depth]!;
      let pushed = false;
      while (r !== head) {
        const at = r;
        r = this.next[r]!;
        if (this.takenR[at] === 1 || this.seen[at] === stamp || this.mateR[at] === -1) continue;
        if (!this.g.adjacent(u, at)) continue;
        this.seen[at] = stamp;
        this.stackAt[depth] = r;
        depth++;
        this.via[depth] = at;
        this.stackL[depth] = this.mateR[at]!;
        this.stackAt[depth] = -1;
        pushed = true;
        break;
      }
      if (!pushed) depth--;
    }
    return false;
  }

  /** Applies the path stackL[0] -via[1]- stackL[1] ... stackL[depth] - r. */
  private flip(depth: number, r: number): void {
    let target = r;
    for (let k = depth; k >= 0; k--) {
      const l = this.stackL[k]!;
      this.mateL[l] = target;
      this.mateR[target] = l;
      target = this.via[k]!;
    }
    this.free = this.free.filter((x) => this.mateR[x] === -1);
  }
}

/** Whether the graph has a perfect matching. O(n^3) adjacency calls worst case, O(n) on nearly complete graphs. */
export function hasPerfectBipartite(g: BipartiteGraph): boolean {
  return new Search(g).perfect();
}

/**
 * The lexicographically first perfect matching (mate of each left vertex), or null when there is none.
 * O(n^4) adjacency calls worst case; O(n^2) when each left vertex's first choices are possible.
 */
export function firstPerfectBipartite(g: BipartiteGraph): Int32Array | null {
  const s = new Search(g);
  if (!s.perfect()) return null;
  s.lexFirst();
  return s.mateL;
}
