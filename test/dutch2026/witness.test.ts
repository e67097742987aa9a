/**
 * The completion witness (C4/C5 checks of the 2026 engine): a trial removal leaves the witness as it was, says
 * whether a complete pairing survives, and adopting it fixes the pairs.
 */
import { describe, expect, it } from 'vitest';
import { CardinalityMatcher } from '../../src/matching/cardinality.js';
import { CompletionWitness } from '../../src/systems/dutch/2026/witness.js';

/** A path 0-1-2-3-4-5: its only perfect matching is {0,1} {2,3} {4,5}. */
function path(): CardinalityMatcher {
  const m = new CardinalityMatcher({ vertexCount: 6, adjacent: (u, v) => Math.abs(u - v) === 1 });
  m.maximize();
  return m;
}

describe('CompletionWitness', () => {
  it('accepts pairs that keep a complete pairing, and stays unchanged until it adopts them', () => {
    const w = new CompletionWitness(path(), -1);
    const after = w.without([[2, 3]]);
    expect(after).not.toBeNull();
    expect(w.mate(2)).toBe(3);
    w.adopt(after!);
    expect(w.mate(2)).toBe(-1);
    expect(w.mate(0)).toBe(1);
  });

  it('refuses pairs after which nobody can complete the round (C4)', () => {
    const w = new CompletionWitness(path(), -1);
    // Fixing {1, 2} leaves 0 with no partner.
    expect(w.without([[1, 2]])).toBeNull();
    expect(w.mate(1)).toBe(0);
    // And a second trial on top of an accepted one sees the first one's removals.
    const after = w.without([[0, 1]])!;
    expect(w.without([[3, 4]], after)).toBeNull();
    expect(w.without([[2, 3]], after)).not.toBeNull();
  });
});
