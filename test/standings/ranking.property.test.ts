/**
 * Laws of the ranking (C.07 4.2) on random tournaments: the rows are in rank order; a rank is one more than the
 * number of players ahead; two players share a rank exactly when no entry of the list separates them
 * (decidingTiebreak is null), and otherwise the entry that separates them favours the one ranked ahead. Random
 * results (forfeits included), a PAB for odd sizes, a full-point bye for an absent player, both editions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTournament } from '../../src/model/tournament.js';
import { decidingTiebreak, lowerIsBetter, standings } from '../../src/standings/index.js';
import { readTrf } from '../../src/trf/index.js';
import { tinyTrf } from '../support/trfBuilder.js';

const RESULTS = ['1', '=', '0', '+', '-'] as const;
const LISTS = ['BH/C1,SB,DE', 'DE,BH,AOB', 'SB/M1,ARO,TPR,PTP', 'PS,WIN,WON,BPG,BWG,REP', 'FB,KS,APRO,APPO,TPN', 'PTS,STD,RTNG'];

/** A schedule of `rounds` rounds over n players (circle method), one result per game, some players absent. */
const tournamentArb = fc
  .record({ n: fc.integer({ min: 3, max: 9 }), rounds: fc.integer({ min: 1, max: 5 }) })
  .chain(({ n, rounds }) =>
    fc.record({
      n: fc.constant(n),
      rounds: fc.constant(rounds),
      results: fc.array(fc.constantFrom(...RESULTS), { minLength: rounds * n, maxLength: rounds * n }),
      absent: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: rounds, maxLength: rounds }),
      ratings: fc.array(fc.integer({ min: 1400, max: 2700 }), { minLength: n, maxLength: n }),
      list: fc.constantFrom(...LISTS),
      rules: fc.constantFrom('2024' as const, '2026' as const),
    }),
  );

function schedule(n: number, rounds: number, results: readonly string[], absent: readonly number[]): string[][] {
  const m = n % 2 === 0 ? n : n + 1; // circle method with a dummy for odd n
  const out: string[][] = [];
  for (let r = 0; r < rounds; r++) {
    const games: string[] = [];
    const seats = Array.from({ length: m }, (_, k) => (k === 0 ? 0 : ((k - 1 + r) % (m - 1)) + 1));
    for (let k = 0; k < m / 2; k++) {
      const a = seats[k]! + 1;
      const b = seats[m - 1 - k]! + 1;
      if (a > n || b > n) {
        const alone = a > n ? b : a;
        if (alone <= n) games.push(`${alone} U`);
        continue;
      }
      if (a === absent[r] || b === absent[r]) {
        const present = a === absent[r] ? b : a;
        games.push(`${present} F`);
        continue;
      }
      games.push(`${a}-${b} ${results[r * n + k]!}`);
    }
    out.push(games);
  }
  return out;
}

describe('ranking laws (C.07 4.2)', () => {
  it('ranks follow the list: shared exactly when nothing separates, else the deciding entry favours the one ahead', () => {
    fc.assert(
      fc.property(tournamentArb, ({ n, rounds, results, absent, ratings, list, rules }) => {
        const text = tinyTrf({ ratings, totalRounds: rounds, rounds: schedule(n, rounds, results, absent) });
        const t = buildTournament(readTrf(new TextEncoder().encode(text)), { fileName: 'p.trf' });
        const s = standings(t, { tiebreaks: list, rules });
        const rows = s.players;
        rows.forEach((row, k) => {
          expect(row.rank).toBe(1 + rows.filter((o) => o.rank < row.rank).length);
          if (k > 0) expect(rows[k - 1]!.rank <= row.rank).toBe(true);
        });
        for (let a = 0; a < rows.length; a++) {
          for (let b = a + 1; b < rows.length; b++) {
            const d = decidingTiebreak(s, rows[a]!.id, rows[b]!.id);
            if (rows[a]!.rank === rows[b]!.rank) {
              expect(d).toBeNull();
              continue;
            }
            expect(d).not.toBeNull();
            const spec = s.tiebreaks.find((x) => x.code === d!.code);
            const lower = spec !== undefined && lowerIsBetter(spec);
            const better = (x: number | null, y: number | null): boolean =>
              x !== null && (y === null || (lower ? x < y : x > y));
            expect(better(d!.valueA, d!.valueB)).toBe(true);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
