/**
 * The Dubov oracle's building blocks against the examples and the wording of the rule text (C.04.4.1, 2018):
 * D.0 set order, D.1 containers, D.2 middle-out sequence numbers, D.3 transpositions, B.0 order, B.1/B.2 with C.4,
 * B.3-B.6 on one bracket, E.0-E.4 colours.
 */
import { describe, expect, test } from 'vitest';
import { SizeLimitError } from '../../src/errors.js';
import { deriveRoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import { playerId, type Colour } from '../../src/model/types.js';
import { readTrf } from '../../src/trf/index.js';
import { tinyTrf, type TinyTournament } from '../support/trfBuilder.js';
import { pairBracket } from './dubov/bracket.js';
import { choosePab, compareByeCandidates } from './dubov/bye.js';
import { allocateColours } from './dubov/colours.js';
import { pairDubovLiterally } from './dubov/index.js';
import {
  Budget,
  compareUpfloaterScores,
  firstLegalTransposition,
  middleOut,
  setsInLexicographicOrder,
  shifterPool,
  upfloaterContainers,
  upfloaterPool,
} from './dubov/orders.js';
import { preferenceOf, type DPlayer } from './dubov/players.js';
import { chooseUpfloaters } from './dubov/upfloaters.js';

interface Spec {
  readonly score?: number;
  readonly colours?: string;
  readonly aro?: number;
  readonly met?: readonly number[];
  readonly pab?: boolean;
  readonly upfloats?: number;
  readonly prev?: boolean;
  readonly games?: number;
}

function dp(id: number, s: Spec = {}): DPlayer {
  const colours = [...(s.colours ?? '')] as Colour[];
  return {
    id: playerId(id),
    score: s.score ?? 0,
    pref: preferenceOf(colours),
    colours,
    playedGames: s.games ?? colours.length,
    aro: s.aro ?? 0,
    pabEligible: s.pab ?? true,
    opponents: new Set((s.met ?? []).map(playerId)),
    upfloats: s.upfloats ?? 0,
    upfloatedPreviousRound: s.prev ?? false,
    pairingNumber: id,
  };
}

/** C.1 (both directions, as the model records meetings on both sides) and C.3. */
const meet = (a: DPlayer, b: DPlayer): boolean =>
  a.id !== b.id &&
  !a.opponents.has(b.id) &&
  !b.opponents.has(a.id) &&
  !(a.pref.strength === 'absolute' && b.pref.strength === 'absolute' && a.pref.colour === b.pref.colour);

const ids = (ps: readonly DPlayer[]): number[] => ps.map((p) => p.id);
const budget = (): Budget => new Budget(1_000_000);

describe('D.0 / D.1: sets and containers', () => {
  test('D.0.c: {#1,#2} before {#1,#3}, {#1,#P} before {#2,#3}', () => {
    const sets = [...setsInLexicographicOrder([1, 2, 3, 4], 2)].map((s) => s.join(''));
    expect(sets).toEqual(['12', '13', '14', '23', '24', '34']);
    expect([...setsInLexicographicOrder([1, 2], 0)]).toEqual([[]]);
    expect([...setsInLexicographicOrder([1, 2], 3)]).toEqual([]);
  });

  test("D.1.b: the text's example, containers and sets in the example's order", () => {
    // #1, #2, #3 have 3 points, #4 and #5 2.5, #6 1.5; two upfloaters needed. Players listed in scrambled order:
    // the pool is sorted by score, then initial ranking (D.1.a).
    const scores = [30, 30, 30, 25, 25, 15];
    const pool = upfloaterPool([6, 4, 1, 5, 3, 2].map((id) => dp(id, { score: scores[id - 1]! })));
    expect(ids(pool)).toEqual([1, 2, 3, 4, 5, 6]);
    const containers = upfloaterContainers(pool, 2, budget()).map((c) => c.sets.map((s) => `{${ids(s).join(',')}}`));
    expect(containers).toEqual([
      ['{1,2}', '{1,3}', '{2,3}'],
      ['{1,4}', '{1,5}', '{2,4}', '{2,5}', '{3,4}', '{3,5}'],
      ['{1,6}', '{2,6}', '{3,6}'],
      ['{4,5}'],
      ['{4,6}', '{5,6}'],
    ]);
  });

  test('C.6 as the container order: scores compared from the highest down (settled by the D.1 example)', () => {
    expect(compareUpfloaterScores([30, 15], [25, 25])).toBeLessThan(0); // {#1,#6} before {#4,#5}
    expect(compareUpfloaterScores([30, 25], [30, 15])).toBeLessThan(0);
    expect(compareUpfloaterScores([25, 15], [25, 25])).toBeGreaterThan(0);
    expect(compareUpfloaterScores([20], [20])).toBe(0);
  });
});

describe('D.2: shifters', () => {
  test("middle-out sequence numbers: the text's example A..G gives D C E B F A G", () => {
    expect(middleOut([...'ABCDEFG']).join('')).toBe('DCEBFAG');
  });

  test('two players in the middle: the one higher in the list first', () => {
    expect(middleOut([...'ABCDEF']).join('')).toBe('CDBEAF');
    expect(middleOut([...'AB']).join('')).toBe('AB');
    expect(middleOut([...'A']).join('')).toBe('A');
    expect(middleOut([])).toEqual([]);
  });

  test('White seekers by ascending ARO then initial ranking; Black seekers by initial ranking', () => {
    const whites = [dp(1, { aro: 2000 }), dp(2, { aro: 1500 }), dp(3, { aro: 1800 }), dp(4, { aro: 1500 }), dp(5, { aro: 1900 })];
    // Sorted: 2 (1500), 4 (1500), 3 (1800), 5 (1900), 1 (2000); middle-out: 3, 4, 5, 2, 1.
    expect(ids(shifterPool(whites, 'white'))).toEqual([3, 4, 5, 2, 1]);
    // Black seekers ignore the ARO: 1..5 middle-out.
    expect(ids(shifterPool(whites, 'black'))).toEqual([3, 2, 4, 1, 5]);
  });
});

describe('D.3 / B.6: transpositions', () => {
  // G2 = A, B, C (players 11, 12, 13 by initial ranking), S1 = x, y, z (players 1, 2, 3). The text lists the
  // transpositions ABC ACB BAC BCA CAB CBA; B.6 takes the first legal one.
  const s1 = [dp(1), dp(2), dp(3)];
  const g2 = [dp(13), dp(11), dp(12)];
  const first = (forbidden: readonly string[]): string => {
    const legal = (a: DPlayer, b: DPlayer): boolean => !forbidden.includes(`${a.id}-${b.id}`);
    const t2 = firstLegalTransposition(s1, g2, legal, budget());
    return t2 === null ? 'none' : t2.map((p) => 'ABC'[p.id - 11]).join('');
  };

  test('the first legal transposition in lexicographic order of initial ranking', () => {
    expect(first([])).toBe('ABC');
    expect(first(['2-12'])).toBe('ACB');
    expect(first(['1-11'])).toBe('BAC');
    expect(first(['1-11', '2-11'])).toBe('BCA');
    expect(first(['1-11', '1-12'])).toBe('CAB');
    expect(first(['1-11', '1-12', '2-11'])).toBe('CBA');
    expect(first(['1-11', '1-12', '1-13'])).toBe('none');
  });
});

describe('B.0: the pairing-allocated bye', () => {
  test('order: lowest score, then most played games, then lowest in the initial ranking list', () => {
    const players = [
      dp(1, { score: 10, games: 2 }),
      dp(2, { score: 5, games: 1 }),
      dp(3, { score: 5, games: 2 }),
      dp(4, { score: 5, games: 2 }),
      dp(5, { score: 0, games: 0, pab: false }),
    ];
    expect(ids([...players].sort(compareByeCandidates))).toEqual([5, 4, 3, 2, 1]);
    // B.0.1 (C.2) comes before the score: player 5 already had a PAB or a forfeit win.
    expect(choosePab(players, meet)?.id).toBe(4);
  });

  test('B.0.2 (C.4) comes before the score: the bye must leave a complete pairing', () => {
    // 3 has the lowest score, but without him 1 and 2 (who met) would have to play each other.
    const players = [dp(1, { score: 10, met: [2] }), dp(2, { score: 10, met: [1] }), dp(3, { score: 0 })];
    expect(choosePab(players, meet)?.id).toBe(2);
    expect(choosePab(players.slice(0, 2), meet)).toBeNull();
  });

  test('played games only: a forfeit win counts for nothing but blocks the PAB (state level)', () => {
    // Round 1: 1-2 1, 3-4 forfeit won by 3, 5 gets the PAB. Round 2, 5 players: the PAB may not go to 5 (had
    // it) nor 3 (forfeit win); among 2 and 4 (0 points), 2 has played one game and 4 none: 2 gets it.
    const trf: TinyTournament = { ratings: [2000, 1900, 1800, 1700, 1600], rounds: [['1-2 1', '3-4 +', '5 U']] };
    const t = buildTournament(readTrf(new TextEncoder().encode(tinyTrf(trf)), { fileName: 't.trf' }), {
      fileName: 't.trf',
    });
    const result = pairDubovLiterally(deriveRoundState(t, 2));
    expect(result.bye).toBe(2);
  });
});

describe('B.1 / B.2: choice of the upfloaters', () => {
  test('B.1 counts C.4: the first set is skipped when the players left below cannot be paired', () => {
    // Resident 1 alone needs one upfloater; pool 2, 3, 4 (all 0 points). {2} would leave 3 and 4, who met.
    const residents = [dp(1, { score: 10, colours: 'w' })];
    const lower = [dp(2, { colours: 'b' }), dp(3, { colours: 'b', met: [4] }), dp(4, { colours: 'w', met: [3] })];
    const ctx = { mayMeet: meet, budget: budget(), isLastRound: false, maxT: 3 };
    const choice = chooseUpfloaters(residents, lower, ctx);
    expect(ids(choice.upfloaters)).toEqual([3]);
    expect(choice.evaluated.map((e) => ids(e.upfloaters))).toEqual([[3], [4]]);
  });

  test('C.8 before C.10, and C.8-C.10 are not applied in the last round', () => {
    // Resident 1 (wants black) needs one upfloater; 2 and 3 (want white, 0 points) are both fine for C.7.
    // 2 is a maximum upfloater (3 upfloats, MaxT 3); 3 upfloated in the previous round; 4 wants black too.
    const residents = [dp(1, { score: 10, colours: 'w' })];
    const lower = [
      dp(2, { colours: 'b', upfloats: 3 }),
      dp(3, { colours: 'b', upfloats: 1, prev: true }),
      dp(4, { colours: 'w' }),
    ];
    const choose = (isLastRound: boolean): number[] =>
      ids(chooseUpfloaters(residents, lower, { mayMeet: meet, budget: budget(), isLastRound, maxT: 3 }).upfloaters);
    expect(choose(false)).toEqual([3]);
    expect(choose(true)).toEqual([2]);
  });

  test('C.9 (interpretation): with as many maximum upfloaters, the fewer upfloats already received wins', () => {
    const residents = [dp(1, { score: 10, colours: 'w' })];
    const lower = [dp(2, { colours: 'b', upfloats: 4 }), dp(3, { colours: 'b', upfloats: 3 }), dp(4, { colours: 'w' })];
    const choice = chooseUpfloaters(residents, lower, { mayMeet: meet, budget: budget(), isLastRound: false, maxT: 3 });
    expect(ids(choice.upfloaters)).toEqual([3]);
    expect(choice.evaluated.map((e) => e.quality)).toEqual([
      [0, 1, 4, 0],
      [0, 1, 3, 0],
      [1, 0, 0, 0],
    ]);
  });
});

describe('B.3-B.6 on one bracket', () => {
  test('B.4: a pair the smaller subgroup must form inside itself (dubov-46 round 5, scoregroup 1)', () => {
    // White seekers 1, 2, 14; Black seekers 6, 15 and the upfloater 12, who has met all three White seekers:
    // 12 must play a Black seeker, so one pair of White seekers is unavoidable (x = 1).
    const bracket = [
      dp(1, { colours: 'wbwb', aro: 1877, met: [8, 9, 11, 12] }),
      dp(2, { colours: 'bwbb', aro: 1813, met: [7, 11, 12, 13] }),
      dp(6, { colours: 'bwbw', aro: 1850, met: [3, 5, 14, 17] }),
      dp(14, { colours: 'bwwb', aro: 1963, met: [3, 6, 12, 15] }),
      dp(15, { colours: 'wbww', aro: 1817, met: [4, 5, 14, 18] }),
      dp(12, { colours: 'bwbw', aro: 1825, met: [1, 2, 14, 20] }),
    ];
    const p = pairBracket(bracket, { mayMeet: meet, budget: budget() })!;
    expect(ids(p.initialG1)).toEqual([1, 2, 14]);
    // White shifters by ARO: 2, 1, 14 -> middle-out #1 = 1. Black shifters by ranking: 6, 12, 15 -> #1 = 12.
    expect(ids(p.firstShift)).toEqual([1]);
    expect(ids(p.secondShift)).toEqual([12]);
    // S1 = 2 (1813), 12 (1825), 14 (1963); T2 = first legal transposition of 1, 6, 15.
    expect(p.pairs.map(([a, b]) => `${a.id}-${b.id}`)).toEqual(['2-6', '12-15', '14-1']);
    expect(p.colourMisses).toBe(2);
  });

  test('B.3: nobody has played: G1 is the first half by initial ranking; B.6 pairs 1-5, 2-6, ...', () => {
    const bracket = [8, 3, 5, 1, 7, 2, 6, 4].map((id) => dp(id));
    const p = pairBracket(bracket, { mayMeet: meet, budget: budget() })!;
    expect(ids(p.initialG1)).toEqual([1, 2, 3, 4]);
    expect(p.pairs.map(([a, b]) => `${a.id}-${b.id}`)).toEqual(['1-5', '2-6', '3-7', '4-8']);
  });

  test('B.4 second paragraph: Black seekers shifted to G1 are chosen middle-out by initial ranking', () => {
    // One White seeker (1), five Black seekers 2..6 (strong): two of them go to G1; sorted 2..6, #1 = 4, #2 = 3.
    const bracket = [dp(1, { colours: 'b' }), ...[2, 3, 4, 5, 6].map((id) => dp(id, { colours: 'w' }))];
    const p = pairBracket(bracket, { mayMeet: meet, budget: budget() })!;
    expect(ids(p.firstShift)).toEqual([]);
    expect(ids(p.secondShift)).toEqual([4, 3]);
    expect(p.colourMisses).toBe(2);
  });
});

describe('size limit', () => {
  test('past maxCandidates the oracle gives up with SizeLimitError', () => {
    const trf: TinyTournament = { ratings: [2000, 1900, 1800, 1700, 1600, 1500], rounds: [['1-4 1', '5-2 =', '3-6 0']] };
    const t = buildTournament(readTrf(new TextEncoder().encode(tinyTrf(trf)), { fileName: 't.trf' }), {
      fileName: 't.trf',
    });
    expect(() => pairDubovLiterally(deriveRoundState(t, 2), { maxCandidates: 3 })).toThrow(SizeLimitError);
    expect(pairDubovLiterally(deriveRoundState(t, 2)).pairs).toHaveLength(3);
  });
});

describe('E: colours', () => {
  test('E.0: nobody has played: odd pairing number of the higher ranked player gets the initial colour', () => {
    expect(allocateColours(dp(5), dp(1), 'w')).toMatchObject({ white: { id: 1 } });
    expect(allocateColours(dp(2), dp(6), 'w')).toMatchObject({ white: { id: 6 } });
    expect(allocateColours(dp(2), dp(6), 'b')).toMatchObject({ white: { id: 2 } });
    // The higher ranked player is the one with more points.
    expect(allocateColours(dp(2, { score: 10 }), dp(1), 'w')).toMatchObject({ white: { id: 1 } });
  });

  test('E.1-E.4', () => {
    // E.1: both granted; a player without games wants black (A.5.4).
    expect(allocateColours(dp(1, { colours: 'b' }), dp(2), 'w')).toMatchObject({ white: { id: 1 } });
    // E.2: absolute beats strong.
    expect(allocateColours(dp(1, { colours: 'w' }), dp(2, { colours: 'ww' }), 'w')).toMatchObject({ white: { id: 1 } });
    // E.3: both mildly want black ('wbbw', 'bwbw'); walking back from the latest game, the third latest is the
    // most recent where they differ (1 had black, 2 white): 1 gets white.
    expect(allocateColours(dp(1, { colours: 'wbbw' }), dp(2, { colours: 'bwbw' }), 'w')).toMatchObject({
      white: { id: 1 },
    });
    // E.4: same histories: the higher ranked player gets his preference.
    expect(allocateColours(dp(2, { colours: 'bw', score: 10 }), dp(1, { colours: 'bw' }), 'w')).toMatchObject({
      black: { id: 2 },
    });
  });
});
