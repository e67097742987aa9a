/**
 * Regression tournaments for Baku acceleration (C.04.7), played round by round by scripts/baku-bbp: bbpPairings 6
 * paired every round from `192 FIDE_DUTCH_2025_BAKU`, results were drawn, and the file holds its pairings. Where
 * the two readings of the group split agree (N mod 4 in {0, 3}, nobody with a zero-point or blank round 1)
 * swisspair reproduces every round; elsewhere the rounds listed below differ, and the pairings asserted are the text's
 * (docs/acceleration.md, "Fidelity"; test/model/acceleration.test.ts decides each difference).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkTournament } from '../../src/check/check.js';
import { lastGaPlayer } from '../../src/model/acceleration.js';
import { buildTournament } from '../../src/model/tournament.js';
import type { Tournament } from '../../src/model/types.js';
import { readTrf } from '../../src/trf/index.js';

const load = (name: string): Tournament => {
  const bytes = readFileSync(new URL(`../fixtures/baku/${name}`, import.meta.url));
  return buildTournament(readTrf(bytes, { fileName: name }), { fileName: name });
};

/** swisspair's pairing of each round that is not the file's, as "white-black ... bye N". */
function ownPairings(t: Tournament): Record<number, string> {
  const out: Record<number, string> = {};
  for (const r of checkTournament(t, 'dutch', { reasons: false }).rounds) {
    if (r.status === 'match') continue;
    const a = r.actual;
    out[r.round] = a === null ? 'none' : `${a.pairs.map(([w, b]) => `${w}-${b}`).join(' ')}${a.bye === null ? '' : ` bye ${a.bye}`}`;
  }
  return out;
}

describe('N mod 4 in {0, 3}: every round of bbpPairings 6 reproduced', () => {
  it.each([
    ['baku-2026-seed57-n15.trf', 8, 8],
    ['baku-2026-seed25-n19.trf', 9, 10],
    ['baku-2026-seed132-n24.trf', 10, 12],
  ])('%s (%i rounds, last GA player %i)', (name, rounds, last) => {
    const t = load(name);
    expect(t.accelerationChoice?.source).toBe('record 192');
    expect(lastGaPlayer(t)).toBe(last);
    expect(t.roundsInFile).toBe(rounds);
    expect(ownPairings(t)).toEqual({});
  });
  it('8 players, player 2 with a half-point bye in round 1: he is in the list, N = 8, GA = 1-4 as bbpPairings 6', () => {
    // C.04.7 Initial Groups Division: a requested bye in round 1 is an entry before round 1. Leaving him out
    // (N = 7, GA = 1, 3, 4, 5) pairs round 1 as 1-4 5-3 instead of bbpPairings's 1-3 5-4.
    const t = load('baku-2026-seed71-n8.trf');
    expect(lastGaPlayer(t)).toBe(4);
    expect(t.roundsInFile).toBe(5);
    expect(ownPairings(t)).toEqual({});
  });
});

describe('N mod 4 in {1, 2}: the rounds paired from a different group', () => {
  it('22 players: GA = 1-12 (bbpPairings 1-11); rounds 1-3 differ, 4-5 (no more virtual points) do not', () => {
    const t = load('baku-2026-seed14-n22.trf');
    expect(lastGaPlayer(t)).toBe(12);
    expect(ownPairings(t)).toEqual({
      1: '1-7 3-9 5-11 8-2 10-4 12-6 13-18 15-20 17-22 19-14 21-16',
      2: '2-5 4-6 8-1 10-19 12-3 14-17 15-7 16-9 18-11 20-21 22-13',
      3: '3-18 5-4 6-12 7-22 8-2 9-10 11-21 13-16 15-14 17-20 19-1',
    });
  });

  it('13 players, 10 with a half-point bye and 12 with a zero-point round 1: N = 12, GA = 1-6 (bbpPairings: 1-7 of all 13)', () => {
    // C.04.7 Initial Groups Division: player 10 asked for a bye before round 1, so he is in the list; player 12's
    // zero-point round 1 reads as a late entry, accommodated below the last GA player (6 = 2 x ceil(12/4)).
    const t = load('baku-2026-seed65-n13.trf');
    expect(lastGaPlayer(t)).toBe(6);
    expect(ownPairings(t)).toEqual({
      1: '1-4 3-6 5-2 7-9 11-8 bye 13',
      2: '2-1 4-3 8-12 10-7 11-13 bye 9',
      3: '1-11 3-2 4-13 7-9 8-5 bye 12',
      4: '2-6 3-8 10-9 11-4 12-5 13-1 bye 7',
    });
  });
});
