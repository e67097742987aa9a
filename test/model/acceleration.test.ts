/**
 * Baku acceleration (C.04.7; C.04.5.1 before 1 February 2026): the group split, the accelerated rounds, late
 * entries, the point system it needs, the precedence of the file's own points, and the pairing score every rule
 * reads (docs/acceleration.md).
 */
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { bakuGroupSize, bakuVirtualPoints, lastGaPlayer, withAcceleration } from '../../src/model/acceleration.js';
import { deriveRoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import type { Tournament } from '../../src/model/types.js';
import { pairRound } from '../../src/systems/index.js';
import { readTrf } from '../../src/trf/index.js';
import { tinyTrf, type TinyTournament } from '../support/trfBuilder.js';

const ratings = (n: number): number[] => Array.from({ length: n }, (_, i) => 2500 - 10 * i);
const load = (t: TinyTournament): Tournament => buildTournament(readTrf(new TextEncoder().encode(tinyTrf(t))), { fileName: 'baku.trf' });
const BAKU = '192 FIDE_DUTCH_2026_BAKU';
/** Virtual points (tenths) of players 1..n before `round`. */
const virtualOf = (t: Tournament, round: number): number[] => deriveRoundState(t, round).players.map((p) => p.acceleration);

describe('C.04.7 Initial Groups Division: GA = the first half of the players, rounded up to an even number', () => {
  it('is 2 x ceil(N/4): 161 players -> 82 (the text\'s own example), 22 -> 12, 21 -> 12, 20 -> 10, 23 -> 12', () => {
    expect([161, 22, 21, 20, 23, 5, 4, 2].map(bakuGroupSize)).toEqual([82, 12, 12, 10, 12, 4, 2, 2]);
  });

  it('never holds more players than there are (1 player -> 1)', () => {
    expect(bakuGroupSize(1)).toBe(1);
    expect(bakuGroupSize(0)).toBe(0);
  });

  it('22 players: the first 12 get the virtual point (bbpPairings 6 gives it to 11: ceil(N/2), not even)', () => {
    const t = load({ ratings: ratings(22), rounds: [], extra: [BAKU] });
    const points = virtualOf(t, 1);
    expect(points.filter((p) => p === 10)).toHaveLength(12);
    expect(points.slice(0, 12).every((p) => p === 10)).toBe(true);
    expect(points.slice(12).every((p) => p === 0)).toBe(true);
  });

  it('odd N: 21 players -> GA = 1..12, so 9 players in GB', () => {
    const t = load({ ratings: ratings(21), rounds: [], extra: [BAKU] });
    expect(lastGaPlayer(t)).toBe(12);
    expect(virtualOf(t, 1).filter((p) => p === 0)).toHaveLength(9);
  });
});

describe('C.04.7 Virtual points: which rounds, 1 or 0.5', () => {
  it('9 rounds: 1 point before rounds 1-3, 0.5 before rounds 4-5, none from round 6 (the text\'s example)', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((r) => bakuVirtualPoints(r, 9))).toEqual([10, 10, 10, 5, 5, 0, 0, 0, 0]);
  });

  it('accelerates the first half (rounded up) of the rounds, with 1 point in the first half (rounded up) of those', () => {
    // 15 rounds: 8 accelerated, 4 at one point; 7 rounds: 4 accelerated, 2 at one point; 5: 3 and 2; 1: 1 and 1.
    expect([1, 4, 5, 8, 9].map((r) => bakuVirtualPoints(r, 15))).toEqual([10, 10, 5, 5, 0]);
    expect([1, 2, 3, 4, 5].map((r) => bakuVirtualPoints(r, 7))).toEqual([10, 10, 5, 5, 0]);
    expect([1, 2, 3, 4].map((r) => bakuVirtualPoints(r, 5))).toEqual([10, 10, 5, 0]);
    expect(bakuVirtualPoints(1, 1)).toBe(10);
  });

  it('the state of each round carries them: GA 1.0 then 0.5, GB none, nobody after the last accelerated round', () => {
    // 8 players, 4 rounds: rounds 1-2 accelerated, round 1 at one point; GA = players 1-4.
    const t = load({
      ratings: ratings(8),
      totalRounds: 4,
      rounds: [
        ['1-3 1', '4-2 0', '5-7 1', '8-6 0'],
        ['1-2 =', '3-4 =', '5-6 =', '7-8 ='],
        ['1-4 1', '2-3 1', '5-8 1', '6-7 1'],
      ],
      extra: [BAKU],
    });
    expect(virtualOf(t, 1)).toEqual([10, 10, 10, 10, 0, 0, 0, 0]);
    expect(virtualOf(t, 2)).toEqual([5, 5, 5, 5, 0, 0, 0, 0]);
    expect(virtualOf(t, 3)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(virtualOf(t, 4)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('C.04.7 Initial Groups Division: who is in "the list of players to be paired" before round 1', () => {
  // 9 players, player 3 not paired in round 1. A requested bye with points (H, F) is an entry before round 1: he
  // counts in N = 9, GA = 2 x ceil(9/4) = 6, the last GA player is 6 (bbpPairings 6 counts him too, with ceil(N/2)
  // = 5). A zero-point or blank round 1 cannot be told from a late entry: N = 8, GA = the first 4 of the list
  // (1, 2, 4, 5), and player 3 is accommodated above the last GA player 5, in GA (5 players).
  const played = ['1-6 1', '7-2 0', '4-8 1', '9-5 0'];
  const afterRoundOne = (bye: string): Tournament => load({ ratings: ratings(9), totalRounds: 5, rounds: [[...played, `3 ${bye}`]], extra: [BAKU] });
  const declared = (bye: string): Tournament => load({ ratings: ratings(9), totalRounds: 5, rounds: [], extra: [BAKU, `240 ${bye}   1    3`] });
  /** Round 1 not paired yet, player 3's bye written in advance in his round-1 column (JaVaFo's convention). */
  const inAdvance = (block: string): Tournament => {
    const text = tinyTrf({ ratings: ratings(9), totalRounds: 5, rounds: [], extra: [BAKU] }).replace(/^001 {4}3 .*$/m, (line) => `${line.padEnd(89)}  ${block}`);
    return buildTournament(readTrf(new TextEncoder().encode(text)), { fileName: 'baku.trf' });
  };

  it('a half-point or full-point bye in round 1 is in the list and counts in N: 9 players -> last GA player 6', () => {
    expect(lastGaPlayer(afterRoundOne('H'))).toBe(6);
    expect(lastGaPlayer(afterRoundOne('F'))).toBe(6);
    expect(virtualOf(afterRoundOne('H'), 2)).toEqual([10, 10, 10, 10, 10, 10, 0, 0, 0]);
  });

  it('a zero-point round 1 (Z, 0000 - -) or a blank one is read as a late entry: N = 8, last GA player 5', () => {
    expect(lastGaPlayer(afterRoundOne('Z'))).toBe(5);
    const text = tinyTrf({ ratings: ratings(9), totalRounds: 5, rounds: [[...played, '3 Z']], extra: [BAKU] });
    const withBlock = (block: string): Tournament =>
      buildTournament(readTrf(new TextEncoder().encode(text.replace(/^(001 {4}3 .*?) {2}0000 - Z$/m, `$1${block}`))), { fileName: 'baku.trf' });
    expect(lastGaPlayer(withBlock('  0000 - -'))).toBe(5);
    expect(lastGaPlayer(withBlock(''))).toBe(5);
  });

  it('the split is the same before round 1 is written (240, XXZ, byes in advance) and after (round-1 columns)', () => {
    for (const bye of ['H', 'F', 'Z']) {
      const after = lastGaPlayer(afterRoundOne(bye));
      expect([lastGaPlayer(declared(bye)), lastGaPlayer(inAdvance(`0000 - ${bye}`))]).toEqual([after, after]);
    }
    expect(lastGaPlayer(load({ ratings: ratings(9), totalRounds: 5, rounds: [], extra: [BAKU, 'XXZ 3'] }))).toBe(lastGaPlayer(afterRoundOne('Z')));
  });
});

describe('C.04.7 Late entries: the last GA player stays the same', () => {
  // Player 3 has a zero-point round 1, so he is not in the list: GA is its first 4 (1, 2, 4, 5), the last GA
  // player is 5, and player 3, accommodated above him, belongs to GA (5 players).
  const late: TinyTournament = {
    ratings: ratings(9),
    totalRounds: 5,
    rounds: [['1-6 1', '7-2 0', '4-8 1', '9-5 0', '3 Z']],
    extra: [BAKU],
  };

  it('a player entering later above the last GA player is in GA, so GA can be odd', () => {
    expect(lastGaPlayer(load(late))).toBe(5);
    const points = virtualOf(load(late), 2);
    expect(points).toEqual([10, 10, 10, 10, 10, 0, 0, 0, 0]);
  });

  it('a player entering later below the last GA player is in GB', () => {
    // Player 8 misses round 1: N = 8, GA = the first 4 of the list (1-4); player 8 enters in round 2, in GB.
    const t = load({ ratings: ratings(9), totalRounds: 5, rounds: [['1-5 1', '6-2 0', '3-7 1', '9-4 0', '8 Z']], extra: [BAKU] });
    expect(lastGaPlayer(t)).toBe(4);
    expect(virtualOf(t, 2)).toEqual([10, 10, 10, 10, 0, 0, 0, 0, 0]);
  });

  it('before round 1 is paired, declared absences are not in the list either (XXZ)', () => {
    const t = load({ ratings: ratings(9), totalRounds: 5, rounds: [], extra: [BAKU, 'XXZ 3'] });
    expect(lastGaPlayer(t)).toBe(5);
  });

  it('a withdrawal changes nothing: GA is not split again', () => {
    // Players 1 and 2 stop playing after round 1; GA stays 1-4 in round 2 (the text only ever fixes GA once).
    const t = load({
      ratings: ratings(8),
      totalRounds: 5,
      rounds: [['1-3 1', '4-2 0', '5-7 1', '8-6 0']],
      extra: [BAKU, 'XXZ 1 2'],
    });
    expect(virtualOf(t, 2)).toEqual([10, 10, 10, 10, 0, 0, 0, 0]);
  });
});

describe('Pairing score = score + virtual points; standings never see them', () => {
  it('the score stays the real one, the pairing score adds the virtual points', () => {
    const t = load({ ratings: ratings(8), totalRounds: 9, rounds: [['1-3 1', '4-2 0', '5-7 1', '8-6 0']], extra: [BAKU] });
    const s = deriveRoundState(t, 2);
    expect(s.players.map((p) => p.score)).toEqual([10, 10, 0, 0, 10, 10, 0, 0]);
    expect(s.players.map((p) => p.pairingScore)).toEqual([20, 20, 10, 10, 10, 10, 0, 0]);
    expect(s.acceleration).toEqual({ kind: 'baku', acceleratedRounds: 5, lastGaPlayer: 4 });
  });

  it('round 1 of 8 players pairs GA within GA and GB within GB', () => {
    const t = load({ ratings: ratings(8), totalRounds: 9, rounds: [], extra: [BAKU] });
    const p = pairRound(deriveRoundState(t, 1), 'dutch');
    const pairs = p.pairs.map((x) => [x.white, x.black].sort((a, b) => a - b).join('-'));
    expect(pairs).toEqual(['1-3', '2-4', '5-7', '6-8']);
  });

  it('--acceleration baku (withAcceleration) does what the 192 code does', () => {
    const plain = load({ ratings: ratings(22), rounds: [] });
    expect(virtualOf(plain, 1).every((p) => p === 0)).toBe(true);
    expect(virtualOf(withAcceleration(plain, 'baku'), 1).filter((p) => p === 10)).toHaveLength(12);
  });

  it.each(['FIDE_DUTCH_2017_BAKU', 'FIDE_DUTCH_2025_BAKU', 'FIDE_DUTCH_BAKU', 'FIDE_DUBOV_BAKU', 'fide_dutch_2026_baku'])('192 %s turns it on', (code) => {
    const t = load({ ratings: ratings(8), rounds: [], extra: [`192 ${code}`] });
    expect(t.accelerationChoice).toEqual({ method: 'baku', source: 'record 192', line: 4 });
  });

  it('192 FIDE_DUTCH_2026 (no _BAKU) does not, even with a _BAKU code in 092', () => {
    const t = load({ ratings: ratings(8), rounds: [], extra: ['192 FIDE_DUTCH_2026', '092 FIDE_DUTCH_2025_BAKU'] });
    expect(t.accelerationChoice).toBeNull();
  });

  it('092 FIDE_DUTCH_2025_BAKU (as bbpPairings 6 writes it) turns it on when there is no 192', () => {
    const t = load({ ratings: ratings(8), rounds: [], extra: ['092 FIDE_DUTCH_2025_BAKU'] });
    expect(t.accelerationChoice?.source).toBe('record 092');
  });
});

describe('Board order under acceleration (issue 17 item 5): higher pairing score of the pair, then the sum, then the lower pairing number', () => {
  it('puts two GA players on 0.5 + 1 above two GB players on 1 + 0', () => {
    // Round 1 (9 rounds, GA = 1-4 on one virtual point): both GA games drawn, 5 and 6 win in GB. Before round 2
    // 1-4 have 0.5 + 1 = 1.5, 5 and 6 have 1 + 0 = 1: the GA boards come first although their real scores are lower.
    const t = load({ ratings: ratings(8), totalRounds: 9, rounds: [['1-3 =', '4-2 =', '5-7 1', '8-6 0']], extra: [BAKU] });
    const p = pairRound(deriveRoundState(t, 2), 'dutch');
    const boards = p.pairs.map((x) => [x.white, x.black].sort((a, b) => a - b).join('-'));
    expect(boards).toEqual(['1-2', '3-4', '5-6', '7-8']);
  });

  it('the same with the 2017 Dutch rules (C.04.5.1)', () => {
    const t = load({ ratings: ratings(8), totalRounds: 9, rounds: [['1-3 =', '4-2 =', '5-7 1', '8-6 0']], extra: ['192 FIDE_DUTCH_2017_BAKU'] });
    const p = pairRound(deriveRoundState(t, 2), 'dutch');
    expect(p.edition.edition).toBe('2017');
    expect(p.pairs.map((x) => [x.white, x.black].sort((a, b) => a - b).join('-'))).toEqual(['1-2', '3-4', '5-6', '7-8']);
  });

  it('without acceleration the same round puts 5-6 (real score 1) first', () => {
    const t = load({ ratings: ratings(8), totalRounds: 9, rounds: [['1-3 =', '4-2 =', '5-7 1', '8-6 0']], extra: ['192 FIDE_DUTCH_2026'] });
    const p = pairRound(deriveRoundState(t, 2), 'dutch');
    expect([p.pairs[0]!.white, p.pairs[0]!.black].sort((a, b) => a - b)).toEqual([5, 6]);
  });

  it('does the same for Dubov', () => {
    const t = load({ ratings: ratings(8), totalRounds: 9, rounds: [['1-3 =', '4-2 =', '5-7 1', '8-6 0']], extra: ['192 FIDE_DUBOV_2026_BAKU'] });
    const p = pairRound(deriveRoundState(t, 2), 'dubov');
    const boards = p.pairs.map((x) => [x.white, x.black].sort((a, b) => a - b));
    expect(boards.slice(0, 2).flat().sort()).toEqual([1, 2, 3, 4]);
    expect(boards[2]).toEqual([5, 6]);
  });
});

describe('C.04.7 Premise: only with the standard point system', () => {
  it('refuses 3-1-0 with the reason (InputError: exit 3), at the 192 record', () => {
    const t = load({ ratings: ratings(8), rounds: [], extra: [BAKU, 'XXS W=3.0 D=1.0'] });
    let error: unknown;
    try {
      deriveRoundState(t, 1);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    const d = (error as InputError).diagnostics[0]!;
    expect(d.message).toContain('needs the standard point system');
    expect(d.expected).toContain('win 3.0, draw 1.0, loss 0.0');
    expect(d.position).toEqual({ file: 'baku.trf', line: 4, column: 5 });
    expect((error as InputError).exitCode).toBe(3);
  });

  it('refuses a file without the number of rounds (the accelerated rounds are half of them)', () => {
    const text = tinyTrf({ ratings: ratings(8), rounds: [], extra: [BAKU] }).replace('XXR 9\n', '');
    const t = buildTournament(readTrf(new TextEncoder().encode(text)), { fileName: 'baku.trf' });
    expect(() => deriveRoundState(t, 1)).toThrow(/needs the number of rounds/);
  });

  it('a different PAB value alone is not refused (the text names a win and a draw)', () => {
    const t = load({ ratings: ratings(9), rounds: [], extra: [BAKU, 'XXS PAB=0.5'] });
    expect(virtualOf(t, 1).filter((p) => p === 10)).toHaveLength(6);
  });
});

describe('TRF-2026 250 / XXA points take precedence', () => {
  it('a 250 record disregards the 192 acceleration method entirely, with a warning', () => {
    const t = load({ ratings: ratings(8), rounds: [], extra: [BAKU, '250      1.0   1   1    1    2'] });
    expect(virtualOf(t, 1)).toEqual([10, 10, 0, 0, 0, 0, 0, 0]);
    expect(deriveRoundState(t, 1).acceleration?.kind).toBe('explicit');
    expect(t.warnings.map((w) => w.message).join('\n')).toContain('take precedence');
  });

  it('so do XXA points, also over --acceleration baku', () => {
    const t = withAcceleration(load({ ratings: ratings(8), rounds: [], extra: ['XXA    3  1.0'] }), 'baku');
    expect(virtualOf(t, 1)).toEqual([0, 0, 10, 0, 0, 0, 0, 0]);
    expect(t.warnings.map((w) => w.message).join('\n')).toContain('--acceleration baku');
  });
});
