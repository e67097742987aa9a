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
  const mateL = new Int32Array(left).fill(-1);
  const mateR = new Int32Array(right).fill(-1);
  for (let l = 0; l < left; l++) {
    for (let r = 0; r < right; r++) {
      if (mateR[r] === -1 && adjacent(l, r)) {
        mateL[l] = r;
        mateR[r] = l;
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
    if (end === -1) return null;
    // Flip the path root -via[1]- stackL[1] ... stackL[depth] - end.
    for (let target = end; depth >= 0; depth--) {
      const l = stackL[depth]!;
      mateL[l] = target;
      mateR[target] = l;
      target = via[depth]!;
    }
  }
  return mateL;
}
