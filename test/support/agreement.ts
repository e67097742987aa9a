/**
 * Property-test harness shared by the engine tests: build random tournaments round by round with one pairing
 * function and check that another one gives the same pairing (pairs, colours, bye) for every round. On the
 * first disagreement it fails with the tournament before the round as TRF text, so the case can be replayed.
 */
import { expect } from 'vitest';
import type { RoundState } from '../../src/model/state.js';
import type { RoundPairing } from '../../src/systems/shared/types.js';
import { prng, randomTournament, tournamentToTrf } from './randomTournament.js';

export interface AgreementOptions {
  readonly runs: number;
  readonly firstSeed?: number;
  /** Mixed into the seed so that different tests see different tournaments. */
  readonly salt: number;
  readonly players: readonly [min: number, max: number];
  readonly rounds?: readonly [min: number, max: number];
  /** Pairs each round of the tournament being built. */
  readonly build: (state: RoundState) => RoundPairing;
  /** Must give the same pairing as `build` on every round. */
  readonly compare: (state: RoundState) => RoundPairing;
}

/** Returns the number of rounds compared. */
export function expectAgreement(o: AgreementOptions): number {
  const first = o.firstSeed ?? 1;
  const [minRounds, maxRounds] = o.rounds ?? [3, 9];
  let rounds = 0;
  for (let seed = first; seed < first + o.runs; seed++) {
    const r = prng(seed * o.salt);
    const played = randomTournament(seed, {
      players: o.players[0] + Math.floor(r() * (o.players[1] - o.players[0] + 1)),
      rounds: minRounds + Math.floor(r() * (maxRounds - minRounds + 1)),
      pairRound: o.build,
      drawRate: r() * 0.6,
      forfeitRate: r() * 0.12,
      halfByeRate: r() * 0.08,
      absenceRate: r() * 0.08,
    });
    for (const round of played) {
      const other = o.compare(round.state);
      const same = JSON.stringify(other.pairs) === JSON.stringify(round.pairing.pairs) && other.bye === round.pairing.bye;
      if (!same) {
        expect.fail(
          `seed ${seed} round ${round.round}\n${tournamentToTrf(round.before)}\n` +
            `first  ${JSON.stringify(round.pairing.pairs)} bye ${round.pairing.bye}\n` +
            `second ${JSON.stringify(other.pairs)} bye ${other.bye}`,
        );
      }
      rounds++;
    }
  }
  return rounds;
}

/** Reads a count from the environment (property tests run more in scripts than in CI). */
export function envCount(name: string, fallback: number): number {
  const v = process.env[name];
  return v === undefined ? fallback : Number(v);
}
