/**
 * Maximum-cardinality matching in a general graph (Edmonds' blossom algorithm), used by the oracle only to answer
 * yes/no questions: "can these players all be paired?" (A.9 round-pairing completion, C.4) and "how many pairs
 * can this bracket make?" (B.1 MaxPairs, M1). It never decides which pairs are made: that is the literal,
 * sequential candidate generation of bracket.ts.
 */

/**
 * Returns `match[v]` (the partner of v, or -1) of a maximum matching of the graph on vertices 0..n-1 with the
 * given adjacency lists. Time O(n^3).
 */
export function maximumMatching(n: number, adj: readonly (readonly number[])[]): number[] {
  const match = new Array<number>(n).fill(-1);
  const parent = new Array<number>(n).fill(-1);
  const base = new Array<number>(n).fill(0);
  const used = new Array<boolean>(n).fill(false);
  const blossom = new Array<boolean>(n).fill(false);

  const lowestCommonAncestor = (a0: number, b0: number): number => {
    const seen = new Array<boolean>(n).fill(false);
    let a = a0;
    for (;;) {
      a = base[a]!;
      seen[a] = true;
      if (match[a] === -1) break;
      a = parent[match[a]!]!;
    }
    let b = b0;
    for (;;) {
      b = base[b]!;
      if (seen[b]) return b;
      b = parent[match[b]!]!;
    }
  };

  const markPath = (v0: number, b: number, child0: number): void => {
    let v = v0;
    let child = child0;
    while (base[v] !== b) {
      blossom[base[v]!] = true;
      blossom[base[match[v]!]!] = true;
      parent[v] = child;
      child = match[v]!;
      v = parent[match[v]!]!;
    }
  };

  const findPath = (root: number): number => {
    used.fill(false);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = true;
    const queue = [root];
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head]!;
      for (const to of adj[v]!) {
        if (base[v] === base[to] || match[v] === to) continue;
        if (to === root || (match[to] !== -1 && parent[match[to]!] !== -1)) {
          const current = lowestCommonAncestor(v, to);
          blossom.fill(false);
          markPath(v, current, to);
          markPath(to, current, v);
          for (let i = 0; i < n; i++) {
            if (blossom[base[i]!]) {
              base[i] = current;
              if (!used[i]) {
                used[i] = true;
                queue.push(i);
              }
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (match[to] === -1) return to;
          used[match[to]!] = true;
          queue.push(match[to]!);
        }
      }
    }
    return -1;
  };

  for (let i = 0; i < n; i++) {
    if (match[i] !== -1) continue;
    let v = findPath(i);
    while (v !== -1) {
      const pv = parent[v]!;
      const next = match[pv]!;
      match[v] = pv;
      match[pv] = v;
      v = next;
    }
  }
  return match;
}

/** Size of a maximum matching of `items` where `edge(a, b)` says whether a and b may be paired. O(n^3). */
export function maximumMatchingSize<T>(items: readonly T[], edge: (a: T, b: T) => boolean): number {
  const n = items.length;
  const adj: number[][] = items.map(() => []);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (edge(items[i]!, items[j]!)) {
        adj[i]!.push(j);
        adj[j]!.push(i);
      }
    }
  }
  return maximumMatching(n, adj).filter((m) => m !== -1).length / 2;
}

/**
 * Whether all `items` can be paired, except at most one (only when their number is odd) who must satisfy
 * `byeAllowed`. The odd case adds a dummy vertex joined to every player who may take the bye. O(n^3).
 */
export function canCompletePairing<T>(
  items: readonly T[],
  edge: (a: T, b: T) => boolean,
  byeAllowed: (a: T) => boolean,
): boolean {
  const n = items.length;
  const odd = n % 2 === 1;
  const size = odd ? n + 1 : n;
  const adj: number[][] = [];
  for (let i = 0; i < size; i++) adj.push([]);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (edge(items[i]!, items[j]!)) {
        adj[i]!.push(j);
        adj[j]!.push(i);
      }
    }
    if (odd && byeAllowed(items[i]!)) {
      adj[i]!.push(n);
      adj[n]!.push(i);
    }
  }
  return maximumMatching(size, adj).every((m) => m !== -1);
}
