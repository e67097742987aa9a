/**
 * saturateLeft against brute force: a matching covering every left vertex exists iff it returns one, and what it
 * returns is a matching of the graph (each left vertex on an edge, no right vertex twice). matchLeft (a maximum
 * matching searched from the left side only, from any proposed start) against the brute-force maximum.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchLeft, saturateLeft } from '../../src/matching/saturate.js';

/** Whether left vertices l.. can be matched to distinct free right vertices (plain backtracking). */
function bruteSaturates(adj: boolean[][], right: number, l = 0, used: boolean[] = new Array<boolean>(right).fill(false)): boolean {
  if (l === adj.length) return true;
  for (let r = 0; r < right; r++) {
    if (used[r] || !adj[l]![r]) continue;
    used[r] = true;
    const ok = bruteSaturates(adj, right, l + 1, used);
    used[r] = false;
    if (ok) return true;
  }
  return false;
}

const graphArb = fc
  .record({ left: fc.integer({ min: 0, max: 6 }), right: fc.integer({ min: 0, max: 9 }), density: fc.double({ min: 0.05, max: 1, noNaN: true }) })
  .chain(({ left, right, density }) =>
    fc
      .array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: left * right, maxLength: left * right })
      .map((bits) => ({ right, adj: Array.from({ length: left }, (_, l) => Array.from({ length: right }, (_, r) => bits[l * right + r]! < density)) })),
  );

describe('saturateLeft', () => {
  it('finds a matching covering the left side exactly when one exists', () => {
    fc.assert(
      fc.property(graphArb, ({ right, adj }) => {
        const mates = saturateLeft(adj.length, right, (l, r) => adj[l]![r]!);
        expect(mates !== null).toBe(bruteSaturates(adj, right));
        if (mates === null) return;
        expect(new Set(mates).size).toBe(adj.length);
        mates.forEach((r, l) => expect(adj[l]![r]).toBe(true));
      }),
      { numRuns: 3000 },
    );
  });

  it('needs an augmenting path when the greedy start takes the only partner', () => {
    // Left 0 may take right 0 or 1, left 1 only right 0: the greedy start gives right 0 to left 0.
    const adj = [
      [true, true],
      [true, false],
    ];
    expect([...saturateLeft(2, 2, (l, r) => adj[l]![r]!)!]).toEqual([1, 0]);
  });

  it('refuses when two left vertices share their one partner (Hall)', () => {
    expect(saturateLeft(2, 3, (_l, r) => r === 2)).toBeNull();
  });
});

/** The largest matching of the bipartite graph (plain backtracking over the left vertices). */
function bruteMaximum(adj: boolean[][], right: number, l = 0, used: boolean[] = new Array<boolean>(right).fill(false)): number {
  if (l === adj.length) return 0;
  let best = bruteMaximum(adj, right, l + 1, used);
  for (let r = 0; r < right; r++) {
    if (used[r] || !adj[l]![r]) continue;
    used[r] = true;
    best = Math.max(best, 1 + bruteMaximum(adj, right, l + 1, used));
    used[r] = false;
  }
  return best;
}

describe('matchLeft', () => {
  it('finds a maximum matching whatever start it is proposed (adjacent or not, taken twice or not)', () => {
    fc.assert(
      fc.property(graphArb, fc.array(fc.integer({ min: -1, max: 9 }), { minLength: 6, maxLength: 6 }), ({ right, adj }, start) => {
        const { mateL, size } = matchLeft(adj.length, right, (l, r) => adj[l]![r]!, (l) => start[l]!);
        expect(size).toBe(bruteMaximum(adj, right));
        const taken = mateL.filter((r) => r !== -1);
        expect(taken).toHaveLength(size);
        expect(new Set(taken).size).toBe(size);
        mateL.forEach((r, l) => {
          if (r !== -1) expect(adj[l]![r]).toBe(true);
        });
      }),
      { numRuns: 3000 },
    );
  });
});
