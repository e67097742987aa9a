/**
 * The fast path's one-player exchanges (D.2, fast.ts oneExchanges): their order is the text's, and a bracket
 * that needs one is answered by the fast path with the exact engine's pairing (both editions).
 *
 * The bracket: round 2, w players who won in round 1 (first by pairing number), then w + 1 who had a full-point
 * bye (an unplayed round is a downfloat, A.4), then w losers. The top scoregroup is odd; under the original S1/S2
 * its downfloater is a bye player (S2), a repeated downfloat (C.12); an exchange lets a winner float instead.
 */
import { describe, expect, it } from 'vitest';
import { deriveRoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import { pairDutch2026 } from '../../src/systems/dutch/2026/round.js';
import { oneExchanges } from '../../src/systems/dutch/fast.js';
import { pairDutch, type EngineStats } from '../../src/systems/dutch/round.js';
import { unplayedRules, type DutchEdition } from '../../src/systems/shared/edition.js';
import { readTrf } from '../../src/trf/index.js';

function line(id: number, points: string, opponent: number, colour: string, result: string): string {
  const name = `Player ${String(id).padStart(4, '0')}`;
  return `001 ${String(id).padStart(4)}      ${name.padEnd(34)}${2800 - id}${' '.repeat(28)}${points.padStart(4)} ${String(id).padStart(4)}  ${String(opponent).padStart(4)} ${colour} ${result}`;
}

function exchangeCase(w: number): string {
  const lines = ['012 exchange case', `062 ${3 * w + 1}`, 'XXR 5', 'XXC white1'];
  for (let k = 1; k <= w; k++) lines.push(line(k, '1.0', 2 * w + 1 + k, k % 2 === 1 ? 'w' : 'b', '1'));
  for (let k = w + 1; k <= 2 * w + 1; k++) lines.push(line(k, '1.0', 0, '-', 'F'));
  for (let k = 1; k <= w; k++) lines.push(line(2 * w + 1 + k, '0.0', k, k % 2 === 1 ? 'b' : 'w', '0'));
  return lines.join('\n') + '\n';
}

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
      const t = buildTournament(readTrf(new TextEncoder().encode(exchangeCase(25))));
      const state = deriveRoundState(t, 2, { unplayed: unplayedRules('dutch', edition) });
      const pair = edition === '2017' ? pairDutch : pairDutch2026;
      const stats: EngineStats = { fast: 0, exact: 0 };
      const auto = pair(state, {}, stats);
      const exact = pair(state, { engine: 'exact' });
      expect(stats.exact).toBe(0);
      expect(auto.pairs).toEqual(exact.pairs);
      expect(auto.bye).toBe(exact.bye);
      // The winner who floats is BSN 25, the exchanged one: a winner left the top scoregroup, no bye player did.
      const top = new Set(Array.from({ length: 51 }, (_, i) => i + 1));
      const floated = [...top].filter((id) => !auto.pairs.some((p) => top.has(p.white) && top.has(p.black) && (p.white === id || p.black === id)));
      expect(floated).toEqual([25]);
    });
  }
});
