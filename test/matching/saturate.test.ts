/**
 * saturateLeft against brute force: a matching covering every left vertex exists iff it returns one, and what it
 * returns is a matching of the graph (each left vertex on an edge, no right vertex twice).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saturateLeft } from '../../src/matching/saturate.js';

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
