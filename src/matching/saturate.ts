/**
 * A matching of an implicit bipartite graph that covers every left vertex (left 0..L-1, right 0..R-1, adjacency
 * only through a predicate), for the few vertices that must be matched among many that may be: the fast path's
 * downfloaters in the following bracket.
 *
 * Kuhn's augmenting paths after a greedy start, searched from the left side only. A general matcher started on
 * the same graph also searches from every free right vertex, L + R searches of O(L·R) each, which on a following
 * bracket of 1,000 residents and three downfloaters cost more than the rest of the bracket's search.
 *
 * Facts used: a left vertex is covered by some maximum matching of what the earlier searches left iff an
 * augmenting path from it exists (Berge), and a failed search means no matching covers every left vertex.
 *
 * Complexity: O(L·R) adjacency calls for the greedy start, O(L·R) for each search (every edge once), so
 * O(L^2·R) at worst and O(L·R) when the greedy start covers the left side. Memory O(L + R).
 */

/** The mate of each left vertex in a matching covering them all, or null when no matching does (Hall). */
export function saturateLeft(left: number, right: number, adjacent: (l: number, r: number) => boolean): Int32Array | null {
  const { mateL, size } = matchLeft(left, right, adjacent, () => -1, true);
  return size === left ? mateL : null;
}

/**
 * A maximum matching of the bipartite graph, searched from the left side only: `start(l)` proposes a first mate
 * for l (-1: none), taken where adjacent and not yet taken; the greedy start fills in the rest. Returns the mate of
 * each left vertex (-1: free) and the size. `stopAtFirstFailure`: end at the first left vertex with no augmenting
 * path (saturateLeft's question). Searching from the free right vertices too, as a general matcher does, costs
 * one full O(L·R) search each that cannot succeed once the left side is done.
 */
export function matchLeft(
  left: number,
  right: number,
  adjacent: (l: number, r: number) => boolean,
  start: (l: number) => number = () => -1,
  stopAtFirstFailure = false,
): { mateL: Int32Array; size: number } {
  const mateL = new Int32Array(left).fill(-1);
  const mateR = new Int32Array(right).fill(-1);
  let size = 0;
  for (let l = 0; l < left; l++) {
    const r = start(l);
    if (r >= 0 && r < right && mateR[r] === -1 && adjacent(l, r)) {
      mateL[l] = r;
      mateR[r] = l;
      size++;
    }
  }
  for (let l = 0; l < left; l++) {
    if (mateL[l] !== -1) continue;
    for (let r = 0; r < right; r++) {
      if (mateR[r] === -1 && adjacent(l, r)) {
        mateL[l] = r;
        mateR[r] = l;
        size++;
        break;
      }
    }
  }
  const seen = new Int32Array(right);
  const stackL = new Int32Array(left + 1);
  const stackAt = new Int32Array(left + 1);
  const via = new Int32Array(left + 1);
  let stamp = 0;
  for (let root = 0; root < left; root++) {
    if (mateL[root] !== -1) continue;
    stamp++;
    let depth = 0;
    stackL[0] = root;
    stackAt[0] = 0;
    let end = -1;
    while (depth >= 0 && end === -1) {
      const l = stackL[depth]!;
      let r = stackAt[depth]!;
      for (; r < right; r++) {
        if (seen[r] === stamp || !adjacent(l, r)) continue;
        seen[r] = stamp;
        break;
      }
      stackAt[depth] = r + 1;
      if (r === right) {
        depth--;
      } else if (mateR[r] === -1) {
        end = r;
      } else {
        depth++;
        via[depth] = r;
        stackL[depth] = mateR[r]!;
        stackAt[depth] = 0;
      }
    }
    if (end === -1) {
      if (stopAtFirstFailure) return { mateL, size };
      continue;
    }
    // Flip the path root -via[1]- stackL[1] ... stackL[depth] - end.
    for (let target = end; depth >= 0; depth--) {
      const l = stackL[depth]!;
      mateL[l] = target;
      mateR[target] = l;
      target = via[depth]!;
    }
    size++;
  }
  return { mateL, size };
}
