/**
 * The oracle's building blocks against the examples of the rule text: D.1-D.3 orders, E.1-E.5 colours, A.8 PSD
 * comparison, and the matching helper against brute force.
 */
import { describe, expect, test } from 'vitest';
import { colourPreferenceOf } from '../../src/model/state.js';
import { playerId, type Colour } from '../../src/model/types.js';
import { allocateColours } from './dutch/colours.js';
import { compareCriterion } from './dutch/criteria.js';
import { canCompletePairing, maximumMatchingSize } from './dutch/matching.js';
import type { OPlayer } from './dutch/players.js';
import { prng } from '../support/randomTournament.js';
import { mdpS1Choices, residentExchanges, transpositions, type Member } from './dutch/sequences.js';

function player(id: number, score = 0, colours = '', floats: OPlayer['floats'] = [null, null]): OPlayer {
  const cs = [...colours] as Colour[];
  return {
    id: playerId(id),
    score,
    pref: colourPreferenceOf(cs),
    colours: cs,
    colourDifference: cs.reduce((d, c) => d + (c === 'w' ? 1 : -1), 0),
    floats,
    pabEligible: true,
    opponents: new Set(),
    topscorer: false,
    e5Number: id,
  };
}

const members = (n: number, scoreOf: (bsn: number) => number = () => 0, mdps = 0): Member[] =>
  Array.from({ length: n }, (_, i) => ({ player: player(i + 1, scoreOf(i + 1)), bsn: i + 1, mdp: i < mdps }));

const bsns = (ms: readonly Member[]): string => ms.map((m) => m.bsn).join('-');

describe('D.1 transpositions', () => {
  test('11-player homogeneous bracket: 720 transpositions of S2 = 6..11, lexicographic on 5 BSNs', () => {
    const all = [...transpositions(members(11).slice(5), 5, () => true)].map(bsns);
    expect(all.length).toBe(720);
    // The text lists "6-7-8-9-10, 6-7-8-9-11, 6-7-8-10-11, ..." but 6-7-8-10-9 is lexicographically between the
    // last two; the rule ("sorted depending on the lexicographic value") wins over the shortened example.
    expect(all.slice(0, 4)).toEqual(['6-7-8-9-10', '6-7-8-9-11', '6-7-8-10-9', '6-7-8-10-11']);
    expect(all).toContain('6-11-10-9-8');
    expect(all.indexOf('6-11-10-9-8')).toBeLessThan(all.indexOf('7-6-8-9-10'));
    expect(all[719]).toBe('11-10-9-8-7');
  });

  test('11-player heterogeneous bracket with two MDPs: 72 transpositions 3-4, 3-5, ..., 11-10', () => {
    const all = [...transpositions(members(11).slice(2), 2, () => true)].map(bsns);
    expect(all.length).toBe(72);
    expect(all.slice(0, 3)).toEqual(['3-4', '3-5', '3-6']);
    expect(all[7]).toBe('3-11');
    expect(all.slice(8, 10)).toEqual(['4-3', '4-5']);
    expect(all[71]).toBe('11-10');
  });
});

describe('D.2 resident-exchanges', () => {
  const m = members(11);
  const ex = residentExchanges(m.slice(0, 5), m.slice(5));
  const text = ex.map((e) => `${bsns(e.out)}/${bsns(e.in)}`);
  const at = (s: string): number => text.indexOf(s);

  test('rule a: fewer exchanged BSNs first', () => {
    const firstTwo = ex.findIndex((e) => e.out.length === 2);
    expect(ex.slice(0, firstTwo).every((e) => e.out.length === 1)).toBe(true);
    expect(ex.length).toBe(5 * 6 + 10 * 15 + 10 * 20 + 5 * 15 + 1 * 6);
  });
  test('rule b: smallest difference of the sums (6<->4 before 8<->5; 8+6<->4+3 before 9+8<->5+4)', () => {
    expect(at('4/6')).toBeLessThan(at('5/8'));
    expect(at('3-4/6-8')).toBeLessThan(at('4-5/8-9'));
  });
  test('rule c: the highest BSN moved from S1 (5 before 4; 5-2 before 4-3)', () => {
    expect(text.slice(0, 3)).toEqual(['5/6', '5/7', '4/6']);
    expect(at('2-5/6-7')).toBeLessThan(at('3-4/6-7'));
  });
  test('rule d: the lowest BSN moved from S2 (6-9 before 7-8)', () => {
    expect(at('4-5/6-9')).toBeLessThan(at('4-5/7-8'));
  });
});

describe('D.3 MDP-exchanges', () => {
  test('the highest scores first, then the lowest BSNs', () => {
    // MDPs with scores 3, 2.5, 2.5, 2 (BSN 1-4); S1 holds two of them.
    const mdps = members(4, (b) => [30, 25, 25, 20][b - 1]!, 4);
    expect(mdpS1Choices(mdps, 2).map(bsns)).toEqual(['1-2', '1-3', '1-4', '2-3', '2-4', '3-4']);
  });
});

describe('E colour allocation', () => {
  const colours = (a: OPlayer, b: OPlayer, initial: Colour = 'w'): string => {
    const { white, black } = allocateColours(a, b, initial);
    return `${white.id}-${black.id}`;
  };
  test('E.1 both preferences granted; a player without games lets the other have his', () => {
    expect(colours(player(1, 10, 'w'), player(2, 10, 'b'))).toBe('2-1');
    expect(colours(player(1, 10, ''), player(2, 10, 'w'))).toBe('1-2');
  });
  test('E.2 the stronger preference wins', () => {
    // 1: mild for black (w b w); 2: absolute for black (w w).
    expect(colours(player(1, 10, 'wbw'), player(2, 10, 'ww'))).toBe('1-2');
  });
  test('E.3 alternate to the latest round with different colours (compressed histories)', () => {
    // Both mild for white. Latest difference: the second game, 1 had white and 2 black -> 1 gets black
    // (E.4 would have given 1 his white).
    expect(colours(player(1, 10, 'bwwb'), player(2, 10, 'wbwb'))).toBe('2-1');
  });
  test('E.4 the higher ranked player gets his preference', () => {
    expect(colours(player(2, 15, 'wb'), player(1, 10, 'wb'))).toBe('2-1');
  });
  test('E.5 odd number of the higher ranked player: initial colour', () => {
    expect(colours(player(3), player(8), 'w')).toBe('3-8');
    expect(colours(player(3), player(8), 'b')).toBe('8-3');
    expect(colours(player(4), player(8), 'w')).toBe('8-4');
  });
});

describe('A.8 PSD comparison (approved amendment)', () => {
  test('lists compared element by element, first to last', () => {
    expect(compareCriterion([10, 5, 0], [10, 0, 0])).toBeGreaterThan(0);
    expect(compareCriterion([5, 5, 5], [10, 0, 0])).toBeLessThan(0);
    expect(compareCriterion([10, 5], [10, 5])).toBe(0);
  });
});

describe('matching helper', () => {
  function bruteForceMax(n: number, edge: (a: number, b: number) => boolean): number {
    const go = (left: number[]): number => {
      if (left.length < 2) return 0;
      const [first, ...rest] = left;
      let best = go(rest);
      for (const other of rest) {
        if (edge(first!, other)) best = Math.max(best, 1 + go(rest.filter((x) => x !== other)));
      }
      return best;
    };
    return go(Array.from({ length: n }, (_, i) => i));
  }

  test('maximum matching size equals brute force on random graphs', () => {
    const random = prng(42);
    for (let trial = 0; trial < 300; trial++) {
      const n = 1 + Math.floor(random() * 10);
      const density = random();
      const adj = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) adj[i]![j] = adj[j]![i] = random() < density;
      }
      const items = Array.from({ length: n }, (_, i) => i);
      const edge = (a: number, b: number): boolean => adj[a]![b]!;
      const size = maximumMatchingSize(items, edge);
      expect(size).toBe(bruteForceMax(n, edge));
      const eligible = items.filter(() => random() < 0.5);
      const complete = canCompletePairing(items, edge, (a) => eligible.includes(a));
      const expected =
        n % 2 === 0
          ? size * 2 === n
          : eligible.some((e) => bruteForceMax(n, (a, b) => a !== e && b !== e && edge(a, b)) * 2 === n - 1);
      expect(complete).toBe(expected);
    }
  });
});
