/**
 * The result model: Elo expectancy with a draw rate (a player's expected score is the Elo expectancy whatever the
 * draw rate), and forfeits as independent no-shows (a game is forfeited with the configured probability; both
 * players missing is a double forfeit). Statistical checks over many draws from a fixed seed.
 */
import { describe, expect, it } from 'vitest';
import { Prng } from '../../src/generate/prng.js';
import { expectedScore, gameResult, noShowProbability } from '../../src/generate/results.js';

function tally(white: number, black: number, drawRate: number, forfeitRate: number, games = 40_000): Record<string, number> {
  const rng = new Prng(12345);
  const noShow = noShowProbability(forfeitRate);
  const counts: Record<string, number> = {};
  for (let i = 0; i < games; i++) {
    const key = gameResult(rng, white, black, drawRate, noShow).join('');
    counts[key] = (counts[key] ?? 0) + 1 / games;
  }
  return counts;
}

describe('game results', () => {
  it('Elo expectancy: 0.5 for equal ratings, about 0.76 for 200 points more, symmetric', () => {
    expect(expectedScore(2000, 2000)).toBe(0.5);
    expect(expectedScore(2200, 2000)).toBeCloseTo(0.7597, 4);
    expect(expectedScore(2000, 2200) + expectedScore(2200, 2000)).toBeCloseTo(1, 12);
  });

  it('equal ratings: draws at the draw rate, wins shared evenly', () => {
    const t = tally(2000, 2000, 0.3, 0);
    expect(t['==']).toBeCloseTo(0.3, 1);
    expect(t['10']).toBeCloseTo(0.35, 1);
    expect(t['01']).toBeCloseTo(0.35, 1);
  });

  it("the stronger player's expected score is the Elo expectancy, whatever the draw rate", () => {
    for (const drawRate of [0, 0.3, 0.9]) {
      const t = tally(2400, 2000, drawRate, 0);
      const score = (t['10'] ?? 0) + (t['=='] ?? 0) / 2;
      expect(score).toBeCloseTo(expectedScore(2400, 2000), 1);
      // A draw needs both sides to be able to lose it: capped at 2 (1 - E).
      expect(t['=='] ?? 0).toBeLessThanOrEqual(2 * (1 - expectedScore(2400, 2000)) + 0.01);
    }
  });

  it('forfeits at the forfeit rate; the double forfeit is both no-shows', () => {
    const t = tally(2000, 2000, 0.3, 0.2);
    const forfeited = (t['+-'] ?? 0) + (t['-+'] ?? 0) + (t['--'] ?? 0);
    expect(forfeited).toBeCloseTo(0.2, 1);
    expect(t['--']).toBeCloseTo(noShowProbability(0.2) ** 2, 2);
    expect(t['+-']).toBeCloseTo(t['-+']!, 1);
  });
});
