/**
 * The pooled upfloater choice (few residents over many lower players; upfloaterPool.ts) against the full
 * matching, on random brackets built directly: residents of one score, lower players with few distinct
 * attributes (so that classes of interchangeable players are large and the pool is much smaller than the lower
 * players), random earlier games between them, random colour preferences and upfloat histories.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playerId, type PlayerId } from '../../src/model/types.js';
import { maximumCardinality } from '../../src/matching/cardinality.js';
import { completable } from '../../src/systems/dubov/bye.js';
import { pairsAllButOne } from '../../src/systems/dubov/fastUpfloaters.js';
import { pairDubovBracket } from '../../src/systems/dubov/bracket.js';
import { dubovCompatible, type DubovPlayer, type DubovRound } from '../../src/systems/dubov/player.js';
import { upfloaterPool } from '../../src/systems/dubov/upfloaterPool.js';
import { envCount } from '../support/agreement.js';

const RUNS = envCount('SWISSPAIR_POOL_RUNS', 300);

interface Spec {
  readonly residents: number;
  readonly lower: number;
  readonly seed: number;
  readonly lastRound: boolean;
  readonly density: number;
}

function bracketOf(spec: Spec): { residents: DubovPlayer[]; lower: DubovPlayer[]; round: DubovRound } {
  let state = spec.seed >>> 0 || 1;
  const rand = (): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const n = spec.residents + spec.lower;
  const opponents = Array.from({ length: n }, () => new Set<PlayerId>());
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      // Residents met each other often; everybody met a few others.
      const p = a < spec.residents && b < spec.residents ? 0.7 : spec.density;
      if (rand() < p) {
        opponents[a]!.add(playerId(b + 1));
        opponents[b]!.add(playerId(a + 1));
      }
    }
  }
  const players = Array.from({ length: n }, (_, i): DubovPlayer => {
    const resident = i < spec.residents;
    const colour = rand() < 0.5 ? 'w' : 'b';
    const upfloats = Math.floor(rand() * 4);
    return {
      rank: i,
      id: playerId(i + 1),
      pairingNumber: i + 1,
      rating: 2000 - i,
      score: resident ? 50 : 10 * Math.floor(rand() * 3),
      aro: 1500 + Math.floor(rand() * 4) * 100,
      colours: ['w', 'b', colour === 'w' ? 'b' : 'w'],
      colourDifference: colour === 'w' ? -1 : 1,
      colourPreference: { strength: rand() < 0.15 ? 'absolute' : 'strong', colour },
      hasPlayed: true,
      playedGames: 3,
      pabEligible: true,
      upfloats,
      upfloatedPreviousRound: rand() < 0.3,
      opponents: opponents[i]!,
    };
  });
  const residents = players.slice(0, spec.residents);
  const lower = players.slice(spec.residents).sort((a, b) => b.score - a.score || a.rank - b.rank);
  const round: DubovRound = { round: 4, isLastRound: spec.lastRound, maxUpfloats: 3, initialColour: 'w', isForbidden: () => false };
  return { residents, lower, round };
}

const ids = (ps: readonly DubovPlayer[]): number[] => ps.map((p) => p.id);

describe('Dubov: pooled upfloater choice = full matching', () => {
  it(`agrees on ${RUNS} random brackets of few residents over many lower players`, () => {
    let pooled = 0;
    fc.assert(
      fc.property(
        fc.record({
          residents: fc.integer({ min: 1, max: 10 }),
          lower: fc.integer({ min: 6, max: 30 }),
          seed: fc.integer({ min: 1, max: 2 ** 31 }),
          lastRound: fc.boolean(),
          density: fc.double({ min: 0, max: 0.85, noNaN: true }),
        }),
        (spec) => {
          const { residents, lower, round } = bracketOf(spec);
          const all = [...residents, ...lower];
          if (all.length % 2 === 1) lower.pop();
          if (!completable([...residents, ...lower], round)) return;
          if (upfloaterPool(residents, lower, round).length < lower.length) pooled++;
          const exact = pairDubovBracket(residents, lower, round, 'exact');
          const auto = pairDubovBracket(residents, lower, round, 'auto');
          expect(ids(auto.upfloaters)).toEqual(ids(exact.upfloaters));
          expect(auto.pairs.map(([a, b]) => [a.id, b.id])).toEqual(exact.pairs.map(([a, b]) => [a.id, b.id]));
        },
      ),
      { seed: 26, numRuns: RUNS },
    );
    // The pool must really be smaller than the lower players in most brackets, or this test proves nothing.
    expect(pooled).toBeGreaterThan(RUNS / 3);
  });
});

describe('Dubov: whether residents pair all but one (fastUpfloaters: no single upfloater completes them otherwise)', () => {
  it('says so exactly when a maximum pairing of the residents leaves at most one out', () => {
    let refused = 0;
    fc.assert(
      fc.property(
        fc.record({
          residents: fc.integer({ min: 1, max: 14 }),
          lower: fc.constant(0),
          seed: fc.integer({ min: 1, max: 2 ** 31 }),
          lastRound: fc.boolean(),
          density: fc.double({ min: 0, max: 0.85, noNaN: true }),
        }),
        (spec) => {
          const { residents, round } = bracketOf(spec);
          const n = residents.length;
          const { size } = maximumCardinality(n, (u, v) => dubovCompatible(residents[u]!, residents[v]!, round.isForbidden));
          const expected = 2 * size >= n - 1;
          if (!expected) refused++;
          expect(pairsAllButOne(residents, round)).toBe(expected);
        },
      ),
      { seed: 27, numRuns: 1000 },
    );
    // Residents met each other with probability 0.7 (bracketOf): many brackets must be refused.
    expect(refused).toBeGreaterThan(100);
  });
});
