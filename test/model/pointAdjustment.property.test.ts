/**
 * Law of the TRF-2026 299 bonus/penalty: adding `299  b  r  p` to a tournament raises player p's score by b before
 * every round after r, and changes no other score, no score before round r + 1, and nothing but p's points-column
 * check. Generated tournaments (fixed seed; SWISSPAIR_PROPERTY_RUNS cases, default 60).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, generateTournament } from '../../src/generate/generate.js';
import { deriveRoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import type { Tournament } from '../../src/model/types.js';
import type { TrfDocument } from '../../src/trf/types.js';

const RUNS = Number(process.env.SWISSPAIR_PROPERTY_RUNS ?? 60);

/** Scores before every round 1..roundsInFile + 1, by player (index 0 = round 1). */
function scores(t: Tournament): number[][] {
  const rounds = Array.from({ length: t.roundsInFile + 1 }, (_, i) => deriveRoundState(t, i + 1, { pastLastRound: true }));
  return t.players.map((_, p) => rounds.map((s) => s.players[p]!.score));
}

describe('299 bonus and penalty', () => {
  it('shifts one player\'s scores after its round by its value, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.integer({ min: 0, max: 10_000 }),
          players: fc.integer({ min: 8, max: 14 }), // enough players for 4 rounds to be pairable
          rounds: fc.integer({ min: 1, max: 4 }),
          who: fc.nat(),
          when: fc.nat(),
          bonus: fc.integer({ min: -30, max: 30 }).filter((b) => b !== 0),
        }),
        ({ seed, players, rounds, who, when, bonus }) => {
          const doc = generateTournament({ ...DEFAULT_CONFIG, players, rounds, seed, edition: '2017' });
          const player = (who % players) + 1;
          const round = (when % rounds) + 1;
          const adjusted: TrfDocument = {
            ...doc,
            records: [...doc.records, { kind: 'pointAdjustment', type: '', points: [bonus], round, ids: [player] }],
          };
          const before = buildTournament(doc);
          const after = buildTournament(adjusted);
          const a = scores(before);
          const b = scores(after);
          a.forEach((row, p) =>
            row.forEach((s, k) => {
              // k is the index of round k + 1: the bonus counts before rounds round + 1, round + 2, ...
              expect(b[p]![k]).toBe(p + 1 === player && k + 1 > round ? s + bonus : s);
            }),
          );
          const messages = (t: Tournament): string[] => t.warnings.map((w) => w.message);
          const added = messages(after).filter((m) => !messages(before).includes(m));
          expect(added).toHaveLength(1);
          expect(added[0]).toMatch(new RegExp(`^player ${player} .*the points column says`));
        },
      ),
      { seed: 299, numRuns: RUNS },
    );
  });
});
