/**
 * 2026 C8 under C4 (src/systems/dutch/following.ts): the following bracket's pairs counted over complete
 * round-pairings only. With three players below the following bracket who have all met each other, every complete
 * round-pairing pairs them with players of the following bracket, so its bound drops from 3 pairs to 2; whether a
 * set of downfloaters reaches it with every one of them paired in the following bracket is decided exactly.
 */
import { describe, expect, it } from 'vitest';
import { completionDecided, nextBound, nextBracket, nextValue } from '../../src/systems/dutch/following.js';
import type { DutchPlayer, DutchRound } from '../../src/systems/dutch/player.js';
import type { BracketGraph } from '../../src/systems/dutch/weights.js';
import { dutchPlayer } from '../support/dutchPlayer.js';

const player = (rank: number, score: number, met: readonly number[]): DutchPlayer => dutchPlayer(rank, score, { met });

/** D = ranks 0-1 (score 20, the bracket's downfloaters), N = ranks 2-6 (score 10), W = ranks 7-9 (score 0). */
function setting(met: (rank: number) => number[]): { g: BracketGraph; d: DutchPlayer[]; w: DutchPlayer[] } {
  const all = Array.from({ length: 10 }, (_, r) => player(r, r < 2 ? 20 : r < 7 ? 10 : 0, met(r)));
  const round: DutchRound = { round: 3, players: all, initialColour: 'w', isForbidden: () => false };
  const d = all.slice(0, 2);
  const g: BracketGraph = { kind: 'normal', round, members: d, mdpCount: 0, others: all.slice(2, 7), bye: false };
  return { g, d, w: all.slice(7) };
}

/** Symmetric "have met": pairs of ranks. */
const metOf = (pairs: readonly (readonly [number, number])[]) => (rank: number): number[] =>
  pairs.flatMap(([a, b]) => (a === rank ? [b] : b === rank ? [a] : []));

const W_MET: readonly (readonly [number, number])[] = [
  [7, 8],
  [7, 9],
  [8, 9],
];

describe('C8 under C4 (following.ts)', () => {
  it('caps the bound at the pairs a complete round-pairing leaves the following bracket', () => {
    const { g, d, w } = setting(metOf(W_MET));
    const free = nextBracket(g)!;
    expect(nextBound(d.map((p) => p.score), free, false).pairs).toBe(3);
    const capped = nextBracket(g, { below: w, mayGetBye: null })!;
    // |X| = 3, ν(X) = 0: three of N pair with W, so D ∪ N (7 players) have (7 - 3) / 2 = 2 pairs at most.
    expect(capped.completion!.needed).toBe(3);
    expect(nextBound(d.map((p) => p.score), capped, false).pairs).toBe(2);
    // Reached: W takes three of N, D the other two.
    expect(nextValue(d, capped, g)).toEqual(nextBound(d.map((p) => p.score), capped, false));
  });

  it('says a set of downfloaters does not reach the cap when W and D need the same players of N', () => {
    // W may meet only N's ranks 2, 3, 4; D only 2 and 3: a complete round-pairing gives W three of 2-4, leaving
    // D one at most. Without C4, D takes 2 and 3 and the bound (3 pairs) is reached.
    const { g, d, w } = setting(metOf([...W_MET, [7, 5], [7, 6], [8, 5], [8, 6], [9, 5], [9, 6], [0, 4], [0, 5], [0, 6], [1, 4], [1, 5], [1, 6]]));
    expect(nextValue(d, nextBracket(g)!, g)?.pairs).toBe(3);
    expect(nextValue(d, nextBracket(g, { below: w, mayGetBye: null })!, g)).toBeNull();
  });

  it('counts the bye vertex as one of the players below (C5 assignees only)', () => {
    // Drop W's last player: D, N and two of W are nine players, so the PAB is given; W's two have met, so with the
    // bye X holds three vertices, of which the bye and one of W may pair (ν = 1): one of W pairs across.
    const { g, d, w } = setting(metOf(W_MET));
    const two = w.slice(0, 2);
    const byRank = (rank: number) => (p: DutchPlayer): boolean => p.rank === rank;
    const capped = nextBracket(g, { below: two, mayGetBye: byRank(7) })!;
    expect(capped.completion!.needed).toBe(1);
    expect(nextBound(d.map((p) => p.score), capped, false).pairs).toBe(3);
    expect(nextValue(d, capped, g)?.pairs).toBe(3);
    // Only a player of N may take the bye: W's two both pair across, N has 7 - 2 - 1 = 4 left, two pairs.
    const nBye = nextBracket(g, { below: two, mayGetBye: byRank(6) })!;
    expect(nBye.completion!.needed).toBe(3);
    expect(nextValue(d, nBye, g)?.pairs).toBe(2);
  });

  it('decides any number of players below when no two of them may meet (all pair across), and declines more than ten otherwise', () => {
    // D = ranks 0-1, N = ranks 2-17 (16 players), W = ranks 18-29 (12 players who have all met each other).
    const all = Array.from({ length: 30 }, (_, r) => player(r, r < 2 ? 20 : r < 18 ? 10 : 0, r < 18 ? [] : Array.from({ length: 12 }, (_, i) => 18 + i).filter((x) => x !== r)));
    const round: DutchRound = { round: 3, players: all, initialColour: 'w', isForbidden: () => false };
    const d = all.slice(0, 2);
    const g: BracketGraph = { kind: 'normal', round, members: d, mdpCount: 0, others: all.slice(2, 18), bye: false };
    const w = all.slice(18);
    expect(completionDecided({ below: w, mayGetBye: null }, round)).toBe(true);
    const capped = nextBracket(g, { below: w, mayGetBye: null })!;
    // 18 players in D ∪ N, 12 of N pair with W: 3 pairs.
    expect(nextBound([20, 20], capped, false).pairs).toBe(3);
    expect(nextValue(d, capped, g)?.pairs).toBe(3);
    // Two of W who may meet: ν(W) = 1, twelve players, every split would have to be tried: not decided.
    const met = (r: number): number[] => (r < 18 ? [] : Array.from({ length: 12 }, (_, i) => 18 + i).filter((x) => x !== r && !(r + x === 18 + 19)));
    const loose = Array.from({ length: 30 }, (_, r) => player(r, r < 2 ? 20 : r < 18 ? 10 : 0, met(r)));
    expect(completionDecided({ below: loose.slice(18), mayGetBye: null }, { ...round, players: loose })).toBe(false);
  });
});
