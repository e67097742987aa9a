/**
 * The oracle checked against itself: its shortcuts (B.4 early acceptance with an exact ideal, pruning of hopeless
 * transpositions) never change a pairing, and what it returns is always a legal round-pairing.
 */
import { describe, expect, test } from 'vitest';
import type { RoundState } from '../../src/model/state.js';
import type { PlayerId } from '../../src/model/types.js';
import type { RoundPairing } from '../../src/systems/shared/types.js';
import { randomTournament } from '../support/randomTournament.js';
import { pairDutchLiterally } from './dutch/round.js';

const RUNS = Number(process.env.SWISSPAIR_PROPERTY_RUNS ?? 12);

function expectLegal(state: RoundState, pairing: RoundPairing): void {
  const byId = new Map(state.players.map((p) => [p.id, p]));
  const seen: PlayerId[] = [];
  for (const { white, black } of pairing.pairs) {
    const w = byId.get(white)!;
    const b = byId.get(black)!;
    seen.push(white, black);
    expect(w.opponents.has(black), `C.1: ${white}-${black} met before`).toBe(false);
    // C.3 (no topscorers in these tournaments' early rounds; final rounds may have them, see players.ts).
    const bothAbsolute = w.colourPreference.strength === 'absolute' && b.colourPreference.strength === 'absolute';
    if (!state.isLastRound && bothAbsolute) {
      expect(w.colourPreference.colour, `C.3: ${white}-${black}`).not.toBe(b.colourPreference.colour);
    }
    // An absolute preference is always granted outside the final round (E.1/E.2 with C.3).
    if (!state.isLastRound) {
      if (w.colourPreference.strength === 'absolute') expect(w.colourPreference.colour).toBe('w');
      if (b.colourPreference.strength === 'absolute') expect(b.colourPreference.colour).toBe('b');
    }
  }
  if (pairing.bye !== null) {
    seen.push(pairing.bye);
    expect(byId.get(pairing.bye)!.pabEligible, `C.2: bye to ${pairing.bye}`).toBe(true);
  }
  const toPair = state.players.filter((p) => p.toBePaired).map((p) => p.id);
  expect([...seen].sort((a, b) => a - b)).toEqual(toPair);
  expect(pairing.notPaired).toEqual(state.players.filter((p) => !p.toBePaired).map((p) => p.id));
}

describe('oracle self-check on random tournaments', () => {
  for (let seed = 1; seed <= RUNS; seed++) {
    const players = 6 + (seed % 4); // 6..9 players: every bracket small enough to enumerate in full
    test(`seed ${seed}: ${players} players, shortcuts change nothing, pairings are legal`, () => {
      const rounds = randomTournament(seed, {
        players,
        rounds: 7,
        pairRound: (state) => pairDutchLiterally(state),
        forfeitRate: 0.08,
        halfByeRate: 0.06,
      });
      expect(rounds.length).toBeGreaterThan(0);
      for (const r of rounds) {
        expectLegal(r.state, r.pairing);
        const naive = pairDutchLiterally(r.state, { earlyStop: false });
        expect({ pairs: naive.pairs, bye: naive.bye }).toEqual({ pairs: r.pairing.pairs, bye: r.pairing.bye });
        const pruned = pairDutchLiterally(r.state, { exactIdealAfter: 1 });
        expect({ pairs: pruned.pairs, bye: pruned.bye }).toEqual({ pairs: r.pairing.pairs, bye: r.pairing.bye });
      }
    });
  }

  for (let seed = 101; seed < 101 + Math.ceil(RUNS / 3); seed++) {
    test(`seed ${seed}: 12 players, pruning from the first candidate changes nothing`, () => {
      const pairRound = (state: RoundState): RoundPairing => pairDutchLiterally(state);
      const rounds = randomTournament(seed, { players: 12, rounds: 7, pairRound });
      for (const r of rounds) {
        expectLegal(r.state, r.pairing);
        const pruned = pairDutchLiterally(r.state, { exactIdealAfter: 1 });
        expect({ pairs: pruned.pairs, bye: pruned.bye }).toEqual({ pairs: r.pairing.pairs, bye: r.pairing.bye });
        const cheapIdeal = pairDutchLiterally(r.state, { exactIdealLimit: 0 });
        expect({ pairs: cheapIdeal.pairs, bye: cheapIdeal.bye }).toEqual({
          pairs: r.pairing.pairs,
          bye: r.pairing.bye,
        });
      }
    });
  }
});
