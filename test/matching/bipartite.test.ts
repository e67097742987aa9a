/**
 * Bipartite perfect matchings against brute force: existence, and the lexicographically first perfect matching
 * (permutations in lexicographic order, the first one whose every pair is an edge).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstPerfectBipartite, hasPerfectBipartite } from '../../src/matching/bipartite.js';

function* permutations(n: number, prefix: number[] = [], used: boolean[] = new Array<boolean>(n).fill(false)): Generator<number[]> {
  if (prefix.length === n) {
    yield [...prefix];
    return;
  }
  for (let r = 0; r < n; r++) {
    if (used[r]) continue;
    used[r] = true;
    prefix.push(r);
    yield* permutations(n, prefix, used);
    prefix.pop();
    used[r] = false;
  }
}

function bruteFirst(adj: boolean[][]): number[] | null {
  for (const p of permutations(adj.length)) if (p.every((r, l) => adj[l]![r]!)) return p;
  return null;
}

const graphArb = fc
  .integer({ min: 0, max: 7 })
  .chain((n) =>
    fc.record({
      n: fc.constant(n),
      density: fc.double({ min: 0.2, max: 1, noNaN: true }),
      bits: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: n * n, maxLength: n * n }),
    }),
  )
  .map(({ n, density, bits }) => Array.from({ length: n }, (_, l) => Array.from({ length: n }, (_, r) => bits[l * n + r]! < density)));

describe('bipartite perfect matchings', () => {
  it('finds the lexicographically first perfect matching, or none, as brute force does', () => {
    fc.assert(
      fc.property(graphArb, (adj) => {
        const g = { size: adj.length, adjacent: (l: number, r: number) => adj[l]![r]! };
        const expected = bruteFirst(adj);
        const got = firstPerfectBipartite(g);
        expect(got === null ? null : [...got]).toEqual(expected);
        expect(hasPerfectBipartite(g)).toBe(expected !== null);
      }),
      { seed: 9, numRuns: 3000 },
    );
  });

  it('on a complete graph the first matching is the identity', () => {
    const got = firstPerfectBipartite({ size: 500, adjacent: () => true });
    expect([...got!]).toEqual([...Array(500).keys()]);
  });

  it('a left vertex skips a right vertex that would strand a later one', () => {
    // Left 1 can only take right 0, so left 0 must take right 1.
    const adj = [
      [true, true],
      [true, false],
    ];
    expect([...firstPerfectBipartite({ size: 2, adjacent: (l, r) => adj[l]![r]! })!]).toEqual([1, 0]);
  });
});
