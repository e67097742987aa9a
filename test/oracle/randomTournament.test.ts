/**
 * The seeded random tournament builder (test/support/randomTournament.ts), paired by the oracle: deterministic,
 * faithful to the TRF it writes, and varied enough to exercise what the property tests need.
 */
import { describe, expect, test } from 'vitest';
import { deriveRoundState, type RoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import type { Tournament } from '../../src/model/types.js';
import { readTrf } from '../../src/trf/index.js';
import { randomTournament, tournamentToTrf } from '../support/randomTournament.js';
import { pairDutchLiterally } from './dutch/round.js';

const oracle = (state: RoundState) => pairDutchLiterally(state);

const reread = (t: Tournament): Tournament =>
  buildTournament(readTrf(new TextEncoder().encode(tournamentToTrf(t))), { fileName: t.fileName });

/** The parts of a round state the pairing rules read. */
function summary(state: RoundState): unknown {
  return state.players.map((p) => ({
    id: p.id,
    score: p.pairingScore,
    colours: p.colours.join(''),
    preference: p.colourPreference,
    floats: p.floats,
    pab: p.pabEligible,
    opponents: [...p.opponents].sort((a, b) => a - b),
    toBePaired: p.toBePaired,
  }));
}

describe('randomTournament', () => {
  test('is deterministic', () => {
    const a = randomTournament(7, { players: 9, rounds: 5, pairRound: oracle });
    const b = randomTournament(7, { players: 9, rounds: 5, pairRound: oracle });
    expect(a.map((r) => tournamentToTrf(r.after))).toEqual(b.map((r) => tournamentToTrf(r.after)));
    expect(a.map((r) => r.pairing)).toEqual(b.map((r) => r.pairing));
    const c = randomTournament(8, { players: 9, rounds: 5, pairRound: oracle });
    expect(c.map((r) => tournamentToTrf(r.after))).not.toEqual(a.map((r) => tournamentToTrf(r.after)));
  });

  test('plays every round it can, recording the pairing it was given', () => {
    const rounds = randomTournament(3, { players: 10, rounds: 5, pairRound: oracle });
    expect(rounds.map((r) => r.round)).toEqual([1, 2, 3, 4, 5]);
    for (const r of rounds) {
      expect(r.after.roundsInFile).toBe(r.round);
      expect(r.before.roundsInFile).toBe(r.round - 1);
      for (const { white, black } of r.pairing.pairs) {
        const w = r.after.players[white - 1]!.rounds[r.round - 1]!;
        expect(w.kind === 'played' || w.kind === 'forfeit').toBe(true);
        if (w.kind === 'played' || w.kind === 'forfeit') {
          expect(w.opponent).toBe(black);
          expect(w.colour).toBe('w');
        }
      }
      if (r.pairing.bye !== null) expect(r.after.players[r.pairing.bye - 1]!.rounds[r.round - 1]!.kind).toBe('pab');
    }
  });

  test('its TRF text reads back to the same states (declared byes included)', () => {
    for (const seed of [1, 2, 3]) {
      for (const r of randomTournament(seed, { players: 11, rounds: 6, pairRound: oracle, halfByeRate: 0.1 })) {
        expect(summary(deriveRoundState(reread(r.before), r.round))).toEqual(summary(r.state));
        // The state after the last planned round is derived, not paired (pairing it is refused).
        expect(summary(deriveRoundState(reread(r.after), r.round + 1, { pastLastRound: true }))).toEqual(
          summary(deriveRoundState(r.after, r.round + 1, { pastLastRound: true })),
        );
      }
    }
  });

  test('exercises forfeits, byes, absences, the PAB and floats', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      for (const r of randomTournament(seed, { players: 9, rounds: 6, pairRound: oracle })) {
        if (r.pairing.bye !== null) seen.add('pab');
        for (const p of r.state.players) {
          if (!p.toBePaired) seen.add('declared bye');
          if (p.toBePaired && !p.pabEligible) seen.add('not PAB-eligible');
          if (p.floats[0] === 'down') seen.add('downfloat');
          if (p.floats[0] === 'up') seen.add('upfloat');
          if (p.colourPreference.strength === 'absolute') seen.add('absolute preference');
        }
        for (const p of r.after.players) {
          const o = p.rounds[r.round - 1]!;
          if (o.kind === 'forfeit') seen.add('forfeit');
          if (o.kind === 'bye') seen.add(`${o.bye} bye`);
        }
      }
    }
    expect([...seen].sort()).toEqual([
      'absolute preference',
      'declared bye',
      'downfloat',
      'forfeit',
      'half bye',
      'not PAB-eligible',
      'pab',
      'upfloat',
      'zero bye',
    ]);
  });

  test('stops when a round cannot be completed (A.9)', () => {
    // Four players cannot play five rounds without a rematch.
    const rounds = randomTournament(5, {
      players: 4,
      rounds: 5,
      pairRound: oracle,
      halfByeRate: 0,
      absenceRate: 0,
      forfeitRate: 0,
    });
    expect(rounds.length).toBe(3);
  });
});
