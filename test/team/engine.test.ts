import { describe as group, expect, it } from 'vitest';
import { sweep } from './sweep.js';

group('C.04.6 engine = literal oracle (3.5, 3.6)', () => {
  it('agrees with the oracle on every enumerable round of random events of 6-16 teams', () => {
    const c = sweep(20261128, 40, 6, 16, true);
    expect(c.differences).toEqual([]);
    expect(c.compared).toBeGreaterThan(100);
    expect(c.agreed).toBe(c.compared);
  });
  it('never breaks C1, C2 or completeness on events of up to 60 teams', () => {
    const c = sweep(7, 10, 20, 60, false);
    expect(c.differences).toEqual([]);
    expect(c.rounds).toBeGreaterThan(30);
  });
});
