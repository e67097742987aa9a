/**
 * The criteria evaluators on their own: the comparison laws (property tests), and criteria the fixture files do
 * not reach: Dubov C.8/C.9 (maximum upfloaters, outside the last round), Dutch 2026 C5/C9 (the PAB assignee's
 * score and unplayed games) and Dutch 2017 C.8 (topscorers' colour difference).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareValues, firstDifference, type Criterion } from '../../src/systems/shared/reasons/criteria.js';
import { dubovCriteria, type DubovCandidate } from '../../src/systems/dubov/reasons/reason.js';
import { dutch2017Criteria, dutch2026Criteria, type DutchBracketContext, type DutchCandidate } from '../../src/systems/dutch/reasons/criteria.js';
import type { PlayerId } from '../../src/model/types.js';
import type { DubovPlayer } from '../../src/systems/dubov/player.js';
import type { DutchPlayer } from '../../src/systems/dutch/player.js';

const value = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 4 }));

describe('comparison laws', () => {
  it('compareValues is a total order: antisymmetric and reflexive', () => {
    fc.assert(
      fc.property(value, value, (a, b) => {
        expect(compareValues(a, a)).toBe(0);
        expect(Math.sign(compareValues(a, b)) + Math.sign(compareValues(b, a))).toBe(0);
      }),
      { seed: 10, numRuns: 300 },
    );
  });

  it('firstDifference: none between a candidate and itself; swapping the candidates swaps who is better', () => {
    const criteria: Criterion<readonly number[]>[] = [0, 1, 2].map((i) => ({
      article: `C${i}`,
      measure: `m${i}`,
      better: i === 1 ? 'max' : 'min',
      value: (c) => c[i]!,
    }));
    const cand = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 3, maxLength: 3 });
    fc.assert(
      fc.property(cand, cand, (a, b) => {
        expect(firstDifference(criteria, a, a)).toBeNull();
        const ab = firstDifference(criteria, a, b);
        const ba = firstDifference(criteria, b, a);
        expect(ab === null).toBe(ba === null);
        if (ab !== null) {
          expect(ab.criterion.article).toBe(ba!.criterion.article);
          expect(ab.fileBetter).toBe(!ba!.fileBetter);
          // The deciding criterion is the first one on which they differ.
          const i = Number(ab.criterion.article.slice(1));
          for (let j = 0; j < i; j++) expect(a[j]).toBe(b[j]);
        }
      }),
      { seed: 10, numRuns: 300 },
    );
  });
});

const dubov = (id: number, score: number, upfloats: number, previous: boolean): DubovPlayer => ({
  rank: id - 1,
  id: id as PlayerId,
  pairingNumber: id,
  rating: 2000,
  score,
  aro: 0,
  colours: ['w', 'b'],
  colourDifference: 0,
  colourPreference: { strength: 'mild', colour: 'w' },
  hasPlayed: true,
  playedGames: 2,
  pabEligible: true,
  upfloats,
  upfloatedPreviousRound: previous,
  opponents: new Set(),
});

describe('Dubov C.8-C.10 (not in the last round)', () => {
  const a = dubov(1, 20, 0, false);
  const b = dubov(2, 10, 3, false);
  const c = dubov(3, 10, 4, false);
  const d = dubov(4, 10, 1, true);
  const withUp = (u: DubovPlayer): DubovCandidate => ({ upfloaters: [u], pairs: [[a, u]] });

  it('C.8: fewer maximum upfloaters (MaxT = 3), then C.9: fewer upfloats among them, then C.10', () => {
    const criteria = dubovCriteria(3, false);
    expect(firstDifference(criteria, withUp(b), withUp(d))).toMatchObject({ criterion: { article: 'C.8' }, file: 1, rules: 0, fileBetter: false });
    expect(firstDifference(criteria, withUp(c), withUp(b))).toMatchObject({ criterion: { article: 'C.9' }, file: 4, rules: 3 });
    expect(firstDifference(criteria, withUp(d), withUp(dubov(5, 10, 1, false)))).toMatchObject({ criterion: { article: 'C.10' }, file: 1, rules: 0 });
  });

  it('in the last round C.8-C.10 do not apply: equal', () => {
    expect(firstDifference(dubovCriteria(3, true), withUp(b), withUp(d))).toBeNull();
  });
});

const dutch = (id: number, score: number, extra: Partial<DutchPlayer> = {}): DutchPlayer => ({
  rank: id - 1,
  id: id as PlayerId,
  pairingNumber: id,
  score,
  colours: [],
  colourDifference: 0,
  colourPreference: { strength: 'none', colour: null },
  floats: [null, null],
  pabEligible: true,
  topscorer: false,
  opponents: new Set(),
  ...extra,
});

function context(members: DutchPlayer[], played: Record<number, number> = {}): DutchBracketContext {
  return {
    special: true,
    members,
    mdps: new Set(),
    next: [],
    nextIsLast: false,
    lower: [],
    round: { round: 5, players: members, initialColour: 'w', isForbidden: () => false },
    playedGames: (id) => played[id] ?? 4,
  };
}

describe('Dutch 2026 PAB criteria (last bracket)', () => {
  it('C5: the PAB assignee with the lower score', () => {
    const [p, q, r] = [dutch(1, 10), dutch(2, 10), dutch(3, 5)];
    const byeQ: DutchCandidate = { pairs: [[p, r]], downfloaters: [q], bye: q };
    const byeR: DutchCandidate = { pairs: [[p, q]], downfloaters: [r], bye: r };
    expect(firstDifference(dutch2026Criteria(context([p, q, r])), byeQ, byeR)).toMatchObject({ criterion: { article: 'C5' }, file: [10], rules: [5] });
  });

  it('C9: with equal scores, the assignee with fewer unplayed games', () => {
    const [p, q, r] = [dutch(1, 10), dutch(2, 5), dutch(3, 5)];
    const byeQ: DutchCandidate = { pairs: [[p, r]], downfloaters: [q], bye: q };
    const byeR: DutchCandidate = { pairs: [[p, q]], downfloaters: [r], bye: r };
    const d = firstDifference(dutch2026Criteria(context([p, q, r], { 2: 2, 3: 4 })), byeQ, byeR);
    expect(d).toMatchObject({ criterion: { article: 'C9' }, file: [2], rules: [0] });
  });
});

describe('Dutch 2017 C.8 (topscorers)', () => {
  it('a topscorer pushed beyond a colour difference of +2 counts against the candidate', () => {
    const white2 = { colours: ['w', 'b', 'w', 'w'] as const, colourDifference: 2, colourPreference: { strength: 'absolute', colour: 'b' } as const };
    const t = dutch(1, 30, { ...white2, colours: ['w', 'b', 'w', 'w'], topscorer: true });
    const u = dutch(2, 30, { ...white2, colours: ['w', 'b', 'w', 'w'], topscorer: true });
    const v = dutch(3, 30, { colours: ['b', 'w', 'b', 'w'], colourPreference: { strength: 'mild', colour: 'b' } });
    const w = dutch(4, 30, { colours: ['w', 'b', 'w', 'b'], colourPreference: { strength: 'mild', colour: 'w' } });
    // t-u: both want black, one gets white: colour difference +3 for a topscorer. t-w and u-v: both granted.
    const bad: DutchCandidate = { pairs: [[t, u], [v, w]], downfloaters: [], bye: null };
    const good: DutchCandidate = { pairs: [[t, w], [u, v]], downfloaters: [], bye: null };
    const d = firstDifference(dutch2017Criteria({ ...context([t, u, v, w]), special: false, next: [] }), bad, good);
    expect(d).toMatchObject({ criterion: { article: 'C.8' }, file: 1, rules: 0 });
  });
});
