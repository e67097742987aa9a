/**
 * 2026/bestOfFew.ts: the 2026 values of a pairing of a small bracket (C6-C21 as the exact engine's small graph
 * weighs them), their order, and when the chooser may hand the 2017 search its bounds. The route is tested on
 * corpus rounds in fastRoutes.test.ts and against the exact engine by the fast-vs-exact sweep.
 */
import { describe, expect, it } from 'vitest';
import type { FewBracket, FewPairing } from '../../src/systems/dutch/bestOfFew.js';
import { bestOfFew2026, compareValues2026, values2026, type Values2026 } from '../../src/systems/dutch/2026/bestOfFew.js';
import type { BracketGraph2026 } from '../../src/systems/dutch/2026/weights.js';
import type { BracketOutcome } from '../../src/systems/dutch/outcome.js';
import type { DutchPlayer } from '../../src/systems/dutch/player.js';
import { dutchPlayer, type Float } from '../support/dutchPlayer.js';

const player = (rank: number, score: number, floats: [Float, Float] = [null, null]): DutchPlayer => dutchPlayer(rank, score, { floats });

const following = { pairs: 4, spared: true };

const outcome: BracketOutcome = {
  pairs: 1,
  psd: [],
  nextPairs: 4,
  nextPsd: [],
  c8: 0,
  c9: 0,
  c10: 0,
  c11: 0,
  c12: 0,
  c13: 0,
  c14: 0,
  c15: 0,
  c16: [],
  c17: [],
  c18: [],
  c19: [],
};

describe('values2026: the criteria as the small graph counts them', () => {
  // MDP 0 (score 30, floated down last round), residents 1-3 (score 20).
  const members = [player(0, 30, ['down', 'down']), player(1, 20, ['up', 'up']), player(2, 20, ['down', null]), player(3, 20, ['up', 'down'])];
  it('C14 counts resident downfloaters who floated down, C18 every such downfloater by score', () => {
    const v = values2026(members, 1, 2, 'w', { pairs: [[1, 3]], floaters: [0, 2] }, following);
    expect(v.counts.slice(4)).toEqual([1, 0, 0, 0]); // C14: resident 2; C16: MDP 0 is no resident
    expect(v.lists).toEqual([[30, 20], [], [30], []]); // C18: 0 and 2; C20: 0
    expect(v.c7).toEqual([30, 20]);
  });
  it('C15/C19 count the opponent of an MDP who upfloated, not a resident pair', () => {
    const v = values2026(members, 1, 2, 'w', { pairs: [[0, 1], [2, 3]], floaters: [] }, following);
    expect(v.counts.slice(4)).toEqual([0, 1, 0, 1]);
    expect(v.lists).toEqual([[], [10], [], [10]]);
  });
  it('the float criteria of two rounds before need two rounds played', () => {
    const v = values2026(members, 1, 1, 'w', { pairs: [[0, 1], [2, 3]], floaters: [] }, following);
    expect(v.counts.slice(4)).toEqual([0, 1, 0, 0]);
    expect(v.lists).toEqual([[], [10], [], []]);
  });
  it('C8 is what the following bracket makes of the downfloaters; C10-C13 the colour rules of 2017 C.8-C.11', () => {
    const v = values2026(members, 1, 2, 'w', { pairs: [[0, 1]], floaters: [2, 3] }, { pairs: 7, spared: false });
    expect([v.c8, v.spared]).toEqual([7, false]);
    // 0 and 1 both prefer white (mild): one of them misses it (C12), nobody a strong preference (C13).
    expect(v.counts.slice(0, 4)).toEqual([0, 0, 1, 0]);
  });
});

const base: Values2026 = { pairs: 2, c7: [20], c8: 3, spared: true, counts: [0, 0, 1, 0, 0, 0, 0, 0], lists: [[], [], [], []] };
const better = (a: Partial<Values2026>, b: Partial<Values2026>): void => {
  expect(compareValues2026({ ...base, ...a }, { ...base, ...b })).toBeLessThan(0);
  expect(compareValues2026({ ...base, ...b }, { ...base, ...a })).toBeGreaterThan(0);
};

describe('compareValues2026: C6-C21 in their order', () => {
  it('C6 more pairs first', () => better({ pairs: 3, c7: [30], c8: 0 }, { pairs: 2 }));
  it('C7 then the lower downfloater scores', () => better({ c7: [10], c8: 0, counts: [5, 5, 5, 5, 5, 5, 5, 5] }, { c7: [20] }));
  it('C8 then more pairs in the following bracket, then every downfloater paired there', () => {
    better({ c8: 4, spared: false, counts: [5, 5, 5, 5, 5, 5, 5, 5] }, { c8: 3 });
    better({ counts: [5, 5, 5, 5, 5, 5, 5, 5] }, { spared: false });
  });
  it('C10-C17 in order, then C18-C21 (a shorter list is better)', () => {
    better({ counts: [0, 0, 0, 9, 9, 9, 9, 9] }, { counts: [0, 0, 1, 0, 0, 0, 0, 0] });
    better({ counts: [0, 0, 1, 0, 0, 0, 0, 1], lists: [[30], [], [], []] }, { counts: [0, 0, 1, 0, 0, 0, 1, 0] });
    better({ lists: [[20], [30], [], []] }, { lists: [[20, 10], [], [], []] });
    expect(compareValues2026(base, { ...base, lists: [[], [], [], []] })).toBe(0);
  });
});

describe('bestOfFew2026: the 2017 bounds only when they single out the best pairings', () => {
  const members = [player(0, 30), player(1, 20), player(2, 20), player(3, 20)];
  const graph = (over: Partial<BracketGraph2026> = {}): BracketGraph2026 => ({
    kind: 'normal',
    round: { round: 3, players: members, initialColour: 'w', isForbidden: () => false },
    members,
    mdpCount: 1,
    others: [],
    bye: false,
    nextCount: 0,
    byeScore: null,
    c9: false,
    ...over,
  });
  /** Every pairing of 4 allowed but MDP-MDP; the 2017 values from `of`. */
  const few = (of: (p: FewPairing) => BracketOutcome | null): FewBracket => ({ size: 4, limbo: [], allowed: () => true, value: of });
  const key = (p: FewPairing): string => p.pairs.map((x) => x.join('-')).join(' ');
  // With 2 pairs there are three pairings: 0-1 2-3, 0-2 1-3, 0-3 1-2. C8 (nextPairs) makes 0-2 1-3 the best.
  const c8Best = (p: FewPairing): number => (key(p) === '0-2 1-3' ? 5 : 4);

  it('returns the 2017 values of the one best pairing', () => {
    const chosen = bestOfFew2026(graph())(few((p) => ({ ...outcome, pairs: p.pairs.length, nextPairs: c8Best(p) })));
    expect(chosen).toEqual({ ...outcome, pairs: 2, nextPairs: 5 });
  });
  it('says nothing when a worse pairing has the same 2017 values (the search could take it first)', () => {
    // Resident 1 upfloated last round: 0-1 2-3 is worse by C15, which these 2017 values do not tell apart.
    const upfloater = [members[0]!, player(1, 20, ['up', null]), members[2]!, members[3]!];
    const g = graph({ members: upfloater });
    expect(bestOfFew2026(g)(few((p) => ({ ...outcome, pairs: p.pairs.length })))).toBeNull();
    // Told apart (as evaluateOutcome's C.13 would), the bounds single out the best two.
    const told = bestOfFew2026(g)(few((p) => ({ ...outcome, pairs: p.pairs.length, c13: key(p) === '0-1 2-3' ? 1 : 0 })));
    expect(told).toEqual({ ...outcome, pairs: 2 });
  });
  it('says nothing when two best pairings have different 2017 values', () => {
    const chosen = bestOfFew2026(graph())(few((p) => ({ ...outcome, pairs: p.pairs.length, c12: key(p) === '0-1 2-3' ? 1 : 0 })));
    expect(chosen).toBeNull();
  });
  it('a pairing whose downfloaters the following bracket cannot all pair: valued by its pairs there, never searched for', () => {
    // No 2017 values for 0-3 1-2 (null): its following bracket (empty here) has 0 pairs, the others' 4: worse.
    expect(bestOfFew2026(graph())(few((p) => (key(p) === '0-3 1-2' ? null : { ...outcome, pairs: 2 })))).toEqual({ ...outcome, pairs: 2 });
    // When the best ones have none, the search cannot take them.
    expect(bestOfFew2026(graph())(few(() => null))).toBeNull();
    // Beyond 200 players the following bracket's pairs are not counted: unknown, as good as any, so it may be best.
    const large = Array.from({ length: 201 }, (_, i) => player(10 + i, 10));
    expect(bestOfFew2026(graph({ others: large, nextCount: 201 }))(few((p) => (key(p) === '0-3 1-2' ? null : { ...outcome, pairs: 2 })))).toBeNull();
  });
  it('says nothing for a last bracket, or with C9 in force', () => {
    expect(bestOfFew2026(graph({ kind: 'last' }))(few(() => ({ ...outcome, pairs: 2 })))).toBeNull();
    expect(bestOfFew2026(graph({ c9: true }))(few(() => ({ ...outcome, pairs: 2 })))).toBeNull();
  });
  it('the best pairings must float exactly the Limbo the search keeps (the MDPs after the first valid set)', () => {
    // MDP 0 meets nobody: every pairing floats it.
    const floating = { size: 4, allowed: (u: number) => u !== 0, value: (p: FewPairing) => ({ ...outcome, pairs: p.pairs.length }) };
    expect(bestOfFew2026(graph())({ ...floating, limbo: [] })).toBeNull();
    expect(bestOfFew2026(graph())({ ...floating, limbo: [0] })).toEqual({ ...outcome, pairs: 1 });
  });
});
