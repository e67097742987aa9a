/**
 * Dubov absolute criteria and B.0 — each test makes the natural choice illegal, so it fails if the engine stops
 * enforcing the rule — plus a property test over random tournaments.
 */
import { describe, expect, it } from 'vitest';
import { InputError, NoValidPairingError } from '../../src/errors.js';
import type { RoundState } from '../../src/model/state.js';
import { pairDubov } from '../../src/systems/dubov/round.js';
import type { RoundPairing } from '../../src/systems/shared/types.js';
import { prng, randomTournament } from '../support/randomTournament.js';
import { tinyState } from '../support/trfBuilder.js';

const stateOf = tinyState;
const pairsOf = (p: RoundPairing): string[] =>
  p.pairs.map(({ white, black }) => (white < black ? `${white}-${black}` : `${black}-${white}`)).sort();

describe.each(['auto', 'exact'] as const)('Dubov absolute criteria (%s engine)', (engine) => {
  const pair = (s: RoundState): RoundPairing => pairDubov(s, { engine });

  it('round 1: G1 = first half by initial ranking, S1[i] meets T2[i]; E.0 gives the initial colour to odd numbers', () => {
    const p = pair(stateOf({ ratings: [2400, 2300, 2200, 2100, 2000, 1900], rounds: [] }));
    expect(p.pairs.map((x) => `${x.white}-${x.black}`)).toEqual(['1-4', '5-2', '3-6']);
  });

  it('C.1: players who met are not paired again (the natural 1-3 is a rematch)', () => {
    const p = pair(stateOf({ ratings: [2000, 1900, 1800, 1700], rounds: [['1-3 =', '2-4 =']] }));
    expect(pairsOf(p)).not.toContain('1-3');
    expect(pairsOf(p)).not.toContain('2-4');
  });

  it('C.3 has no topscorer exception in Dubov: two absolute white seekers never meet, even in the last round', () => {
    // 1 and 3 had black twice (both must have white); the other pairs already met: no legal pairing.
    const s = stateOf({
      totalRounds: 3,
      ratings: [2000, 1900, 1800, 1700],
      rounds: [
        ['2-1 0', '4-3 0'],
        ['4-1 0', '2-3 0'],
      ],
    });
    expect(() => pair(s)).toThrow(NoValidPairingError);
  });

  it('B.0: the PAB goes to the lowest score, then most played games, then lowest in the ranking', () => {
    // After round 1 (1-2, 3-4 won by the higher; 5 had the PAB and may not get it again), 2 and 4 have 0
    // points and one game each: the lower-ranked, 4, gets the bye.
    const p = pair(stateOf({ ratings: [2000, 1900, 1800, 1700, 1600], rounds: [['1-2 1', '3-4 1', '5 U']] }));
    expect(p.bye).toBe(4);
    // With 4 having won by forfeit (not eligible, C.2) the bye goes to 2.
    const q = pair(stateOf({ ratings: [2000, 1900, 1800, 1700, 1600], rounds: [['1-2 1', '3-4 -', '5 U']] }));
    expect(q.bye).toBe(2);
  });

  it('B.0: a player who played more games is preferred for the PAB at equal score', () => {
    // Everybody has 0.5; 1-4 played a game, 5 took a half-point bye: the bye goes to a player with a game, the
    // lowest of them in the ranking (4), not to 5 although 5 is lower.
    const p = pair(stateOf({ ratings: [2000, 1900, 1800, 1700, 1600], rounds: [['1-2 =', '3-4 =', '5 H']] }));
    expect(p.bye).toBe(4);
  });

  it('B.0.4: a forfeit loss is not a played game (py4swiss counts it and gives the bye to 4)', () => {
    // 2 lost a game, 4 lost by forfeit: both have 0 points, but only 2 played, so the bye goes to 2 although 4 is
    // lower in the ranking (rules README: "played the highest number of games" counts played games only).
    const p = pair(stateOf({ ratings: [2000, 1900, 1800, 1700, 1600], rounds: [['1-2 1', '3-4 +', '5 U']] }));
    expect(p.bye).toBe(2);
  });

  it('every player needs a rating (A.1) unless --unrated-rating gives one', () => {
    const s = stateOf({ ratings: [2000, 0, 1800, 1700], rounds: [] });
    expect(() => pair(s)).toThrow(InputError);
    expect(() => pair(s)).toThrow(/unrated: 2 Player 02/);
    expect(pairDubov(s, { engine, unratedRating: 1000 }).pairs).toHaveLength(2);
  });
});

describe('no Dubov pairing of random tournaments breaks an absolute criterion', () => {
  it('C.1, C.2, C.3, everybody paired once, no downfloaters (residents paired in their bracket)', () => {
    let checked = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const r = prng(seed * 31);
      const played = randomTournament(seed, {
        players: 5 + Math.floor(r() * 30),
        rounds: 3 + Math.floor(r() * 7),
        pairRound: (state) => pairDubov(state),
        forfeitRate: 0.1,
        halfByeRate: 0.05,
        absenceRate: 0.05,
      });
      for (const { state, pairing } of played) {
        const byId = new Map(state.players.map((p) => [p.id, p]));
        const seen = new Set<number>();
        for (const { white, black } of pairing.pairs) {
          const a = byId.get(white)!;
          const b = byId.get(black)!;
          expect(a.opponents.has(b.id)).toBe(false);
          const pa = a.colourPreference;
          const pb = b.colourPreference;
          expect(pa.strength === 'absolute' && pb.strength === 'absolute' && pa.colour === pb.colour).toBe(false);
          seen.add(white);
          seen.add(black);
        }
        if (pairing.bye !== null) {
          expect(byId.get(pairing.bye)!.pabEligible).toBe(true);
          seen.add(pairing.bye);
        }
        expect([...seen].sort((x, y) => x - y)).toEqual(state.players.filter((p) => p.toBePaired).map((p) => p.id));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(400);
  });
});
