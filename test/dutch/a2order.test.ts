/**
 * A.2 order of the players to pair (dutchPlayers): pairing score, higher first, then pairing number (the starting
 * rank among one round's players), as the comparator of the text reads it. dutchPlayers sorts numeric keys; this
 * holds it to the comparator on every round of random tournaments (scores with draws, byes, forfeits, absences).
 */
import { describe, expect, it } from 'vitest';
import { pairDutch } from '../../src/systems/dutch/round.js';
import { dutchPlayers } from '../../src/systems/dutch/player.js';
import { randomTournament } from '../support/randomTournament.js';

describe('Dutch A.2 order', () => {
  it('dutchPlayers orders the players to pair by score, then starting rank, on every round of 60 tournaments', () => {
    let rounds = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const played = randomTournament(seed, { players: 5 + (seed % 30), rounds: 6, pairRound: (s) => pairDutch(s), drawRate: 0.3, halfByeRate: 0.05, absenceRate: 0.05, forfeitRate: 0.05 });
      for (const round of played) {
        const expected = round.state.players
          .filter((p) => p.toBePaired)
          .sort((a, b) => b.pairingScore - a.pairingScore || a.id - b.id)
          .map((p) => p.id);
        const got = dutchPlayers(round.state);
        expect(got.map((p) => p.id)).toEqual(expected);
        expect(got.map((p) => p.rank)).toEqual(expected.map((_, i) => i));
        rounds++;
      }
    }
    expect(rounds).toBeGreaterThan(300);
  });
});
