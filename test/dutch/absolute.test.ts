/**
 * The absolute criteria (C.1-C.3, forbidden pairs, absences) — each test sets up a round where the natural
 * pairing would break the criterion, so the test fails if the engine stops enforcing it — plus a property test
 * that no pairing of random tournaments ever breaks one.
 */
import { describe, expect, it } from 'vitest';
import { NoValidPairingError } from '../../src/errors.js';
import type { RoundState } from '../../src/model/state.js';
import { pairDutch } from '../../src/systems/dutch/round.js';
import type { RoundPairing } from '../../src/systems/shared/types.js';
import { prng, randomTournament } from '../support/randomTournament.js';
import { tinyState } from '../support/trfBuilder.js';

const stateOf = tinyState;

const pairsOf = (p: RoundPairing): string[] =>
  p.pairs.map(({ white, black }) => (white < black ? `${white}-${black}` : `${black}-${white}`)).sort();

describe.each(['auto', 'exact'] as const)('absolute criteria (%s engine)', (engine) => {
  const pair = (s: RoundState): RoundPairing => pairDutch(s, { engine });

  it('C.1: players who met are not paired again (the first candidate 1-3 is a rematch)', () => {
    const p = pair(stateOf({ ratings: [2000, 1900, 1800, 1700], rounds: [['1-3 =', '2-4 =']] }));
    expect(pairsOf(p)).toEqual(['1-4', '2-3']);
  });

  it('C.1: a forfeited game is not a meeting, so the two may be paired again', () => {
    const p = pair(stateOf({ ratings: [2000, 1900], rounds: [['1-2 +']] }));
    expect(pairsOf(p)).toEqual(['1-2']);
    // A played game between the same two leaves no pairing at all.
    expect(() => pair(stateOf({ ratings: [2000, 1900], rounds: [['1-2 1']] }))).toThrow(NoValidPairingError);
  });

  it('C.1 and C.2: the only player who may take the bye is the leader, who met everybody else', () => {
    const p = pair(stateOf({ ratings: [2000, 1900, 1800], rounds: [['1-2 1', '3 U'], ['1-3 1', '2 U']] }));
    expect(pairsOf(p)).toEqual(['2-3']);
    expect(p.bye).toBe(1);
  });

  it('C.2: players who had a PAB or a forfeit win do not get the bye, even at the bottom', () => {
    const s = stateOf({
      ratings: [2000, 1900, 1800, 1700, 1600],
      rounds: [
        ['1-2 1', '3-4 1', '5 U'],
        ['1-3 1', '4-5 1', '2 U'],
      ],
    });
    const p = pair(s);
    expect(p.bye).not.toBeNull();
    expect([2, 5]).not.toContain(p.bye);
    const forfeit = pair(
      stateOf({ ratings: [2000, 1900, 1800], rounds: [['1-2 -', '3 U']] }),
    );
    // 2 won by forfeit and 3 had the PAB: only 1 may get the bye.
    expect(forfeit.bye).toBe(1);
  });

  it('C.3: two non-topscorers with the same absolute colour preference do not meet — here no pairing exists', () => {
    // 1 and 3 had black twice (both must have white), 2 and 4 white twice; the other pairs already met.
    const s = stateOf({
      ratings: [2000, 1900, 1800, 1700],
      rounds: [
        ['2-1 =', '4-3 ='],
        ['4-1 =', '2-3 ='],
      ],
    });
    expect(() => pair(s)).toThrow(NoValidPairingError);
  });

  it('C.3 does not apply between topscorers in the final round', () => {
    // 1 and 3 won twice with black (2.0 of 2.0: topscorers) and both need white; round 3 is the last.
    const s = stateOf({
      totalRounds: 3,
      ratings: [2000, 1900, 1800, 1700, 1600, 1500],
      rounds: [
        ['2-1 0', '4-3 0', '5-6 ='],
        ['5-1 0', '6-3 0', '2-4 ='],
      ],
    });
    expect(s.isLastRound).toBe(true);
    expect(pairsOf(pair(s))).toContain('1-3');
  });

  it('forbidden pairs (XXP) are treated like C.1', () => {
    const p = pair(stateOf({ ratings: [2000, 1900, 1800, 1700], rounds: [], extra: ['XXP 1 3'] }));
    expect(pairsOf(p)).toEqual(['1-4', '2-3']);
  });

  it('TRF-2026 prohibited pairings (260) apply only to their rounds', () => {
    const inForce = pair(stateOf({ ratings: [2000, 1900, 1800, 1700], rounds: [], extra: ['260   1   1 1 3'] }));
    expect(pairsOf(inForce)).toEqual(['1-4', '2-3']);
    const later = pair(stateOf({ ratings: [2000, 1900, 1800, 1700], rounds: [], extra: ['260   2   5 1 3'] }));
    expect(pairsOf(later)).toEqual(['1-3', '2-4']);
  });

  it('players absent next round (XXZ) are not paired', () => {
    const p = pair(stateOf({ ratings: [2000, 1900, 1800, 1700, 1600], rounds: [], extra: ['XXZ 2'] }));
    expect(p.notPaired).toEqual([2]);
    expect(pairsOf(p).join(' ')).not.toMatch(/\b2\b/);
    expect(p.bye).toBeNull();
  });

  it('no valid pairing: the error says who cannot be paired', () => {
    const s = stateOf({ ratings: [2000, 1900], rounds: [['1-2 1']] });
    expect(() => pair(s)).toThrow(/player\(s\) 1, 2 cannot be paired/);
  });
});

describe('no pairing of random tournaments breaks an absolute criterion', () => {
  it('C.1, C.2, C.3, absences, everybody else paired once, at most one bye', () => {
    let checked = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const r = prng(seed);
      const rounds = 3 + Math.floor(r() * 8);
      const played = randomTournament(seed, {
        players: 5 + Math.floor(r() * 30),
        rounds,
        pairRound: (state) => pairDutch(state),
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
          expect(a.opponents.has(b.id)).toBe(false); // C.1
          const pa = a.colourPreference;
          const pb = b.colourPreference;
          const topscorer = (x: typeof a): boolean =>
            state.isLastRound && 2 * x.pairingScore > (state.round - 1) * state.tournament.pointSystem.win;
          if (pa.strength === 'absolute' && pb.strength === 'absolute' && pa.colour === pb.colour) {
            expect(topscorer(a) || topscorer(b)).toBe(true); // C.3
          }
          for (const x of [white, black]) {
            expect(seen.has(x)).toBe(false);
            seen.add(x);
          }
        }
        if (pairing.bye !== null) {
          expect(byId.get(pairing.bye)!.pabEligible).toBe(true); // C.2
          seen.add(pairing.bye);
        }
        const toPair = state.players.filter((p) => p.toBePaired).map((p) => p.id);
        expect([...seen].sort((x, y) => x - y)).toEqual(toPair);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
