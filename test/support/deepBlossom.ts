/**
 * A chain of blossoms nested `depth` deep (B1 = {0, 1, 2}, B(k+1) = {Bk, 2k+1, 2k+2}, every base vertex 0), then
 * the outermost rotated to vertex 2, the deepest possible: what an augmentation through nested blossoms does.
 * Returns the first vertex whose state is wrong, or null. O(depth^2) to build (setTop), O(depth) to rotate.
 * Run as a script (bundled by test/matching/deepBlossom.test.ts) it prints the result for the depth in argv[2].
 */
import { BlossomState } from '../../src/matching/blossom-state.js';

export function rotateDeepChain(depth: number): string | null {
  const n = 2 * depth + 1;
  const st = new BlossomState(n, 1, 'triangular');
  for (let k = 0; k < depth; k++) {
    st.mate[2 * k + 1] = 2 * k + 2;
    st.mate[2 * k + 2] = 2 * k + 1;
  }
  let b = 0;
  for (let k = 0; k < depth; k++) {
    const a = 2 * k + 1;
    const c = 2 * k + 2;
    // Cycle b - a - c - b; the edges leave b at vertex 0; a-c is matched, b's base (0) is free.
    b = st.formBlossom([b, a, c], [0, a, c], [a, c, 0]);
  }
  st.rotate(b, 2);
  // Vertex 2 is now the base of every blossom; 0-1 is matched, 2's mate is left for the caller (unchanged: 1
  // before, so read only the others); every other pair stays.
  if (st.mate[0] !== 1 || st.mate[1] !== 0) return 'vertices 0 and 1 not matched together';
  for (let k = 1; k < depth; k++) {
    if (st.mate[2 * k + 1] !== 2 * k + 2 || st.mate[2 * k + 2] !== 2 * k + 1) return `pair ${2 * k + 1}-${2 * k + 2} changed`;
  }
  for (let x = b; x >= n; x = st.children[x]![0]!) if (st.base[x] !== 2) return `blossom ${x} has base ${st.base[x]}`;
  return null;
}

if (process.argv[1]?.endsWith('deepBlossom.mjs')) {
  process.stdout.write(`${JSON.stringify(rotateDeepChain(Number(process.argv[2])))}\n`);
}
