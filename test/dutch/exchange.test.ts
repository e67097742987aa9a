/**
 * The fast path's exchanges (D.2, fast.ts exchangesOfSize): their order is the text's, and a bracket that needs
 * one is answered by the fast path with the exact engine's pairing (both editions).
 *
 * One-player exchange: round 2, w players who won in round 1 (first by pairing number), then w + 1 who had a
 * full-point bye (an unplayed round is a downfloat, A.4), then w losers. The top scoregroup is odd; under the
 * original S1/S2 its downfloater is a bye player (S2), a repeated downfloat (C.12); an exchange lets a winner
 * float instead.
 *
 * Two-player exchange: round 2, 2h + 1 winners then 2h + 1 losers; the last four players of S1 (BSNs h - 3..h)
 * may not meet any player of S2 (XXP), so two pairs must form inside the original S1: no one-player exchange can
 * do (remainderNeeds proves it at once), and the fast path goes on to the exchanges of two.
 *
 * Second MDP-pairing (B.7): round 2, one winner alone in the top scoregroup (he floats down, wanting black),
 * then d drawers R1..Rd (the first d/2 + 1 want white, two of them drew with players absent now), then Z who had a
 * half-point bye, then the loser. Z may meet nobody but R1 (XXP), so when the MDP takes R1 (the first
 * MDP-pairing) no candidate of the remainder pairs Z; with R2 it does (R1 - Z), with the original S1R/S2R.
 */
import { describe, expect, it } from 'vitest';
import { deriveRoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import { pairDutch2026 } from '../../src/systems/dutch/2026/round.js';
import { fastBracket, type FastRoute } from '../../src/systems/dutch/fast.js';
import { exchangesOfSize, oneExchanges } from '../../src/systems/dutch/exchanges.js';
import { pairBracket } from '../../src/systems/dutch/bracket.js';
import { dutchPlayers, type DutchRound } from '../../src/systems/dutch/player.js';
import type { BracketGraph } from '../../src/systems/dutch/weights.js';
import { initialColourOf } from '../../src/systems/shared/initialColour.js';
import type { RoundState } from '../../src/model/state.js';
import type { RoundPairing } from '../../src/systems/shared/types.js';
import { pairDutch, type EngineStats } from '../../src/systems/dutch/round.js';
import { unplayedRules, type DutchEdition } from '../../src/systems/shared/edition.js';
import { readTrf } from '../../src/trf/index.js';
import { blockedWinnersCase, deepFloaterCase, exchangeCase, secondMdpCase, twoExchangeCase } from '../../scripts/bracketCases.js';

/** The round-2 state of a TRF text. */
function stateOf(trf: string, edition: DutchEdition): RoundState {
  return deriveRoundState(buildTournament(readTrf(new TextEncoder().encode(trf))), 2, { unplayed: unplayedRules('dutch', edition) });
}

/** Pairs round 2 with the edition's 'auto' engine, asserting no exact bracket and the exact engine's pairing. */
function autoEqualsExact(trf: string, edition: DutchEdition): RoundPairing {
  const state = stateOf(trf, edition);
  const pair = edition === '2017' ? pairDutch : pairDutch2026;
  const stats: EngineStats = { fast: 0, exact: 0 };
  const auto = pair(state, {}, stats);
  const exact = pair(state, { engine: 'exact' });
  expect(stats.exact).toBe(0);
  expect(auto.pairs).toEqual(exact.pairs);
  expect(auto.bye).toBe(exact.bye);
  return auto;
}

/** The top scoregroup of a round-2 state as the bracket graph pairDutch builds (no MDPs; the losers follow). */
function topBracket(state: RoundState): BracketGraph {
  const players = dutchPlayers(state);
  const round: DutchRound = { round: state.round, players, initialColour: initialColourOf(state), isForbidden: state.isForbidden };
  const top = Math.max(...players.map((p) => p.score));
  return { kind: 'normal', round, members: players.filter((p) => p.score === top), mdpCount: 0, others: players.filter((p) => p.score !== top), bye: false };
}

describe('Dutch fast path: exchanges (D.2)', () => {
  it('of two players are generated in the order of D.2 b-d', () => {
    // Eleven players, S1 = BSN 1-5, S2 = 6-11; the text's examples: 8+6 for 4+3 before 9+8 for 5+4 (b);
    // 5-2 out before 4-3 (c); 6-9 in before 7-8 (d).
    const order = [...exchangesOfSize(5, 6, 2)].map((e) => `${e.out.map((i) => i + 1).join('+')}<>${e.in.map((j) => 5 + j + 1).join('+')}`);
    expect(order.slice(0, 4)).toEqual(['4+5<>6+7', '4+5<>6+8', '3+5<>6+7', '4+5<>6+9']);
    expect(order.indexOf('3+4<>6+8')).toBeLessThan(order.indexOf('4+5<>8+9'));
    expect(order.indexOf('2+5<>6+9')).toBeLessThan(order.indexOf('3+4<>6+9'));
    expect(order.indexOf('4+5<>6+9')).toBeLessThan(order.indexOf('4+5<>7+8'));
    // Every exchange of two exactly once: C(5,2) * C(6,2).
    expect(order).toHaveLength(150);
    expect(new Set(order).size).toBe(150);
    // Sorted by the difference of the sums, never decreasing.
    const diffs = [...exchangesOfSize(5, 6, 2)].map((e) => e.in.reduce((t, j) => t + 6 + j, 0) - e.out.reduce((t, i) => t + i + 1, 0));
    expect(diffs.every((d, i) => i === 0 || d >= diffs[i - 1]!)).toBe(true);
  });

  for (const edition of ['2017', '2026'] as DutchEdition[]) {
    it(`${edition}: a bracket that needs a two-player exchange is paired by the fast path, as the exact engine pairs it`, () => {
      autoEqualsExact(twoExchangeCase(12), edition);
    });
  }

  it('2017: the two-player exchange is the route taken, and the bracket equals pairBracket', () => {
    const g = topBracket(stateOf(twoExchangeCase(12), '2017'));
    let route: FastRoute | null = null;
    expect(fastBracket(g, { exchanges: false })).toBeNull();
    const fast = fastBracket(g, { onRoute: (r) => (route = r) });
    expect(fast).not.toBeNull();
    expect(route).toEqual({ mdpPairing: 0, exchange: { out: [10, 11], in: [0, 1] } });
    const exact = pairBracket(g);
    expect(fast!.pairs).toEqual(exact.pairs);
    expect(fast!.downfloaters).toEqual(exact.downfloaters);
  });
});

describe('Dutch fast path: later MDP-pairings (B.7)', () => {
  for (const edition of ['2017', '2026'] as DutchEdition[]) {
    it(`${edition}: a bracket whose first MDP-pairing leaves no candidate is paired by the fast path, as the exact engine pairs it`, () => {
      const auto = autoEqualsExact(secondMdpCase(10), edition);
      // The winner meets R2 (pairing number 3), R1 (2) meets Z (12).
      expect(auto.pairs.some((p) => [p.white, p.black].sort((a, b) => a - b).join() === '1,3')).toBe(true);
      expect(auto.pairs.some((p) => [p.white, p.black].sort((a, b) => a - b).join() === '2,12')).toBe(true);
    });
  }

  it('2017: the second MDP-pairing is the route taken, and the bracket equals pairBracket', () => {
    const state = stateOf(secondMdpCase(10), '2017');
    const players = dutchPlayers(state);
    const round: DutchRound = { round: 2, players, initialColour: initialColourOf(state), isForbidden: state.isForbidden };
    // The winner as MDP with the 0.5 scoregroup; the loser follows (the last bracket, odd: a bye vertex).
    const g: BracketGraph = { kind: 'normal', round, members: players.filter((p) => p.score >= 5 && p.id <= 12), mdpCount: 1, others: players.filter((p) => p.score === 0), bye: true };
    let route: FastRoute | null = null;
    const fast = fastBracket(g, { onRoute: (r) => (route = r) });
    expect(fast).not.toBeNull();
    expect(route).toEqual({ mdpPairing: 1, exchange: null });
    const exact = pairBracket(g);
    expect(fast!.pairs).toEqual(exact.pairs);
    expect(fast!.downfloaters).toEqual(exact.downfloaters);
  });
});

describe('Dutch fast path: one-player exchanges (D.2)', () => {
  it('are generated in the order of D.2 b-d', () => {
    // Eleven players, S1 = BSN 1-5, S2 = 6-11 (D.2 b's example: 6 with 4 before 8 with 5).
    const order = [...oneExchanges(5, 6)].map(([i, j]) => `${i + 1}<>${5 + j + 1}`);
    expect(order.slice(0, 6)).toEqual(['5<>6', '5<>7', '4<>6', '5<>8', '4<>7', '3<>6']);
    expect(order.indexOf('4<>6')).toBeLessThan(order.indexOf('5<>8'));
    expect(order).toHaveLength(30);
    expect(new Set(order).size).toBe(30);
  });

  for (const edition of ['2017', '2026'] as DutchEdition[]) {
    it(`${edition}: a bracket that needs an exchange is paired by the fast path, as the exact engine pairs it`, () => {
      const auto = autoEqualsExact(exchangeCase(25), edition);
      // The winner who floats is BSN 25, the exchanged one: a winner left the top scoregroup, no bye player did.
      const top = new Set(Array.from({ length: 51 }, (_, i) => i + 1));
      const floated = [...top].filter((id) => !auto.pairs.some((p) => top.has(p.white) && top.has(p.black) && (p.white === id || p.black === id)));
      expect(floated).toEqual([25]);
    });
  }
});

describe('Dutch fast path: an exchange far down the order of D.2', () => {
  for (const edition of ['2017', '2026'] as DutchEdition[]) {
    it(`${edition}: the only player who may float, BSN 1, is exchanged after ~w^2/2 others, by the fast path, as the exact engine pairs it`, () => {
      // w = 40: about 860 exchanges come first; searching each split (the budget's 3,300 nodes pay for about
      // 40) sent this bracket to the exact engine before the S2 floater count skipped them.
      const auto = autoEqualsExact(deepFloaterCase(40), edition);
      const top = new Set(Array.from({ length: 81 }, (_, i) => i + 1));
      const floated = [...top].filter((id) => !auto.pairs.some((p) => top.has(p.white) && top.has(p.black) && (p.white === id || p.black === id)));
      expect(floated).toEqual([1]);
    });
  }

  it('2017: the route is the exchange of BSN 1 for BSN w + 1, and the bracket equals pairBracket', () => {
    const g = topBracket(stateOf(deepFloaterCase(40), '2017'));
    let route: FastRoute | null = null;
    const fast = fastBracket(g, { onRoute: (r) => (route = r) });
    expect(route).toEqual({ mdpPairing: 0, exchange: { out: [0], in: [0] } });
    expect(fast).not.toBeNull();
    const exact = pairBracket(g);
    expect(fast!.pairs).toEqual(exact.pairs);
    expect(fast!.downfloaters).toEqual(exact.downfloaters);
  });
});

describe('Dutch fast path: the float bounds count only players who may float', () => {
  for (const edition of ['2017', '2026'] as DutchEdition[]) {
    it(`${edition}: a repeated downfloat forced by who may meet the next scoregroup is paired by the fast path, as the exact engine pairs it`, () => {
      const auto = autoEqualsExact(blockedWinnersCase(10), edition);
      // The downfloater is a bye player (11-21), paired with a loser (22-31).
      const floater = auto.pairs.find((p) => Math.min(p.white, p.black) >= 11 && Math.min(p.white, p.black) <= 21 && Math.max(p.white, p.black) >= 22);
      expect(floater).toBeDefined();
    });
  }
});
