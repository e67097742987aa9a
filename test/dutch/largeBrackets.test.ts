/**
 * Large brackets whose D.1 search dead-ends near its end (the 9,999-player stall of docs/dutch-2026.md, "Speed"):
 * the fast path's completion oracle (fast.ts, TrailMatching) must let the fast path answer them, and its answer
 * must be the exact engine's.
 *
 * Tournaments come from the generator itself (`generateTournament`, what `swisspair generate` runs) with the
 * rates of that stall (10% forfeits, 5% half-point byes, 5% absences, 2% withdrawals), 100-300 players, 5 rounds,
 * both editions; rounds 2-5 (round 5 the last, with topscorers):
 *   - 2017: every normal bracket of 30 players or more rebuilt from its trace: where the search without the oracle
 *     answers, the fast path gives the same answer (fastVsExact.test.ts holds that one to the exact engine); where
 *     only the oracle lets the fast path answer (without it the search runs out of its node budget), its pairs
 *     and downfloaters equal pairBracket's (the exact engine on the same graph); the test wants such brackets to
 *     be there, and large;
 *   - both editions, the first tournaments: the whole round, 'auto' against 'exact' (the full-graph weighted
 *     matching): same pairs, colours and bye.
 * SWISSPAIR_LARGE_RUNS sets the number of tournaments (default 40; the first quarter also compares whole rounds).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, generateTournament } from '../../src/generate/generate.js';
import { deriveRoundState, type RoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import { pairBracket } from '../../src/systems/dutch/bracket.js';
import { fastBracket } from '../../src/systems/dutch/fast.js';
import { pairDutch2026 } from '../../src/systems/dutch/2026/round.js';
import { dutchPlayers, type DutchPlayer, type DutchRound } from '../../src/systems/dutch/player.js';
import { pairDutch, type DutchResult, type EngineStats } from '../../src/systems/dutch/round.js';
import type { BracketGraph } from '../../src/systems/dutch/weights.js';
import { unplayedRules, type DutchEdition } from '../../src/systems/shared/edition.js';
import { initialColourOf } from '../../src/systems/shared/initialColour.js';
import { envCount } from '../support/agreement.js';

const RUNS = envCount('SWISSPAIR_LARGE_RUNS', 80);
const ROUND_RUNS = Math.ceil(RUNS / 20);
/** Smaller brackets are the business of fastVsExact.test.ts. */
const LARGE = 30;
const ROUNDS = 5;

/** The round states of one generated tournament (rounds 2..5), derived with the edition's unplayed rounds. */
function states(seed: number, edition: DutchEdition): RoundState[] {
  const players = 100 + ((seed * 7919) % 201);
  const doc = generateTournament({
    ...DEFAULT_CONFIG,
    system: 'dutch',
    edition,
    players,
    rounds: ROUNDS,
    seed,
    forfeitRate: 0.1,
    halfPointByeRate: 0.05,
    absenceRate: 0.05,
    withdrawalRate: 0.02,
  });
  const t = buildTournament(doc);
  const out: RoundState[] = [];
  for (let r = 2; r <= ROUNDS; r++) out.push(deriveRoundState(t, r, { unplayed: unplayedRules('dutch', edition) }));
  return out;
}

/** The normal brackets of a 2017 round, rebuilt from its trace as pairDutch built them. */
function normalBrackets(state: RoundState, result: DutchResult): BracketGraph[] {
  const players = dutchPlayers(state);
  const byId = new Map<number, DutchPlayer>(players.map((p) => [p.id, p]));
  const round: DutchRound = { round: state.round, players, initialColour: initialColourOf(state), isForbidden: state.isForbidden };
  const traces = result.brackets;
  const graphs: BracketGraph[] = [];
  for (let i = 0; i + 1 < traces.length; i++) {
    const b = traces[i]!;
    const after = traces[i + 1]!;
    if (b.kind !== 'normal') continue;
    const members = [...b.mdps, ...b.residents].map((id) => byId.get(id)!);
    const others = after.residents.map((id) => byId.get(id)!);
    const nextIsLast = i + 1 === traces.length - 1 && after.kind === 'last';
    graphs.push({ kind: 'normal', round, members, mdpCount: b.mdps.length, others, bye: nextIsLast && (members.length + others.length) % 2 === 1 });
  }
  return graphs;
}

describe('Dutch: large brackets that need the completion oracle', () => {
  it(`2017: the fast path = the exact engine on every normal bracket of ${RUNS} generated tournaments`, () => {
    let needed = 0;
    let largest = 0;
    let answered = 0;
    for (let seed = 1; seed <= RUNS; seed++) {
      for (const state of states(seed, '2017')) {
        for (const g of normalBrackets(state, pairDutch(state))) {
          if (g.members.length < LARGE) continue;
          const fast = fastBracket(g);
          const without = fastBracket(g, { oracle: false });
          // The oracle only prunes what no candidate meeting the bounds lies under: it never loses an answer.
          if (without !== null) expect(fast).toEqual(without);
          if (fast === null) continue;
          answered++;
          if (without !== null) continue; // the search without the oracle is tested against pairBracket elsewhere
          needed++;
          largest = Math.max(largest, g.members.length);
          const reference = pairBracket(g);
          expect(fast.pairs, `seed ${seed} round ${state.round}`).toEqual(reference.pairs);
          expect(fast.downfloaters).toEqual(reference.downfloaters);
        }
      }
    }
    // The property means something only if the oracle made the difference, on brackets of some size (measured
    // with the default 80 runs: 30 brackets, the largest of 117 players).
    expect(answered).toBeGreaterThan(RUNS);
    expect(needed).toBeGreaterThanOrEqual(Math.floor(RUNS / 10));
    expect(largest).toBeGreaterThanOrEqual(RUNS >= 80 ? 100 : 0);
    console.info(`2017 large brackets: ${answered} answered by the fast path, ${needed} only with the oracle (largest ${largest})`);
  }, 120_000);

  it(`both editions: 'auto' = 'exact' on every round of ${ROUND_RUNS} generated tournaments`, () => {
    const stats: EngineStats = { fast: 0, exact: 0, brackets: [] };
    let rounds = 0;
    for (let seed = 1; seed <= ROUND_RUNS; seed++) {
      for (const state of states(seed, '2017')) {
        const exact = pairDutch(state, { engine: 'exact' });
        const auto = pairDutch(state, {}, stats);
        expect(JSON.stringify(auto.pairs), `2017 seed ${seed} round ${state.round}`).toBe(JSON.stringify(exact.pairs));
        expect(auto.bye).toBe(exact.bye);
        rounds++;
      }
      for (const state of states(seed, '2026')) {
        const exact = pairDutch2026(state, { engine: 'exact' });
        const auto = pairDutch2026(state, {}, stats);
        expect(JSON.stringify(auto.pairs), `2026 seed ${seed} round ${state.round}`).toBe(JSON.stringify(exact.pairs));
        expect(auto.bye).toBe(exact.bye);
        rounds++;
      }
    }
    expect(rounds).toBe(2 * ROUND_RUNS * (ROUNDS - 1));
    // Large brackets were answered by the fast path.
    expect(stats.brackets!.filter((b) => b.engine === 'fast' && b.size >= 100).length).toBeGreaterThan(ROUND_RUNS);
  }, 120_000);
});
