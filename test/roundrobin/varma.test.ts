/**
 * The Varma tables (C.05 Annex 2) and the restricted drawing of lots: the groups partition 1..n, players of one
 * federation stay in one group, and (the tables' purpose) two players of one group do not meet in the last rounds.
 */
import { describe, expect, it } from 'vitest';
import { scheduledRound, totalRounds } from '../../src/systems/roundrobin/schedule.js';
import { varmaAllot, varmaGroups } from '../../src/systems/roundrobin/varma.js';
import { mulberry32 } from '../../src/generate/prng.js';

describe('Varma tables', () => {
  it('cover 9 to 24 players; each table splits 1..n into four groups', () => {
    expect(varmaGroups(8)).toBeNull();
    expect(varmaGroups(25)).toBeNull();
    for (let n = 9; n <= 24; n++) {
      const all = varmaGroups(n)!.flat().sort((a, b) => a - b);
      expect(all).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    }
    expect(varmaGroups(20)).toEqual([[6, 7, 8, 9, 15, 16, 17, 18], [1, 2, 3, 11, 12, 13, 14], [5, 10, 19], [4, 20]]);
    // An odd field: the table of the next even number without the dummy.
    expect(varmaGroups(9)).toEqual([[3, 4, 8], [5, 7, 9], [1, 6], [2]]);
  });

  // The Annex's purpose, as its 1987 text said for 19/20 players: "the players of the same group ... will not meet
  // in the last three rounds". It holds for every table with the Berger tables of Annex 1 but one pair: in the
  // 11/12 table as printed, group C (6, 8, 12) has 6-12 in the last round. Recorded here, not corrected: the
  // table is FIDE's (docs/round-robin.md).
  it('players of one group do not meet in the last three rounds, but for 6-12 of the 11/12 table', () => {
    const meetingsLate: string[] = [];
    for (let n = 10; n <= 24; n += 2) {
      const groups = varmaGroups(n)!;
      const groupOf = new Map<number, number>();
      groups.forEach((g, i) => g.forEach((x) => groupOf.set(x, i)));
      const last = totalRounds(n, { cycles: 1 });
      for (let r = last - 2; r <= last; r++) {
        for (const g of scheduledRound(n, { cycles: 1, swapLastTwo: false }, r).games) {
          if (groupOf.get(g.white) === groupOf.get(g.black)) meetingsLate.push(`${n}: round ${r} ${g.white}-${g.black}`);
        }
      }
    }
    expect(meetingsLate).toEqual(['12: round 11 6-12']);
  });

  it('a federation draws all its numbers from one group; same seed, same numbers', () => {
    const entrants = [
      ...['Anand', 'Gukesh', 'Pragg', 'Arjun'].map((name) => ({ name, key: 'IND' })),
      ...['Caruana', 'Nakamura', 'So'].map((name) => ({ name, key: 'USA' })),
      ...['Carlsen', 'Tari'].map((name) => ({ name, key: 'NOR' })),
      ...['Firouzja', 'Ding', 'Giri'].map((name, i) => ({ name, key: ['FRA', 'CHN', 'NED'][i]! })),
    ];
    const a = varmaAllot(entrants, mulberry32(7))!;
    expect([...a.numbers].sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const groups = varmaGroups(12)!;
    const groupOf = (x: number): number => groups.findIndex((g) => g.includes(x));
    for (const key of ['IND', 'USA', 'NOR']) {
      const own = entrants.map((e, i) => (e.key === key ? groupOf(a.numbers[i]!) : -1)).filter((g) => g >= 0);
      expect(new Set(own).size, key).toBe(1);
    }
    expect(a.draws.map((d) => d.key)).toEqual(['IND', 'USA', 'NOR', 'CHN', 'FRA', 'NED']);
    expect(varmaAllot(entrants, mulberry32(7))!.numbers).toEqual(a.numbers);
    expect(varmaAllot(entrants.slice(0, 8), mulberry32(7))).toBeNull();
  });

  it('a federation larger than every group is spread over the groups with most room, and says so', () => {
    const entrants = Array.from({ length: 10 }, (_, i) => ({ name: `P${i}`, key: i < 5 ? 'GER' : `X${i}` }));
    const a = varmaAllot(entrants, mulberry32(1))!;
    expect(a.draws[0]).toMatchObject({ key: 'GER', players: 5, spread: true });
  });
});
