/**
 * The Berger tables of C.05 Annex 1 as printed for 3/4 .. 15/16 players (test/fixtures/roundrobin, copied from
 * rules/round-robin-berger.md §3): every round, every board, every colour, for even and odd fields (odd: the
 * highest number is the bye), and the double round robins built from them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bergerTableRound } from '../../src/systems/roundrobin/berger.js';
import { scheduledRound, totalRounds } from '../../src/systems/roundrobin/schedule.js';

type Printed = Map<number, Map<number, [number, number][]>>;

function printedTables(): Printed {
  const text = readFileSync(new URL('../fixtures/roundrobin/berger-printed.txt', import.meta.url), 'utf8');
  const tables: Printed = new Map();
  for (const line of text.split('\n')) {
    const m = /^(\d+) (\d+): (.*)$/.exec(line);
    if (m === null) continue;
    const pairs = m[3]!.split(', ').map((s) => s.split('-').map(Number) as [number, number]);
    const size = Number(m[1]);
    if (!tables.has(size)) tables.set(size, new Map());
    tables.get(size)!.set(Number(m[2]), pairs);
  }
  return tables;
}

const PRINTED = printedTables();
const SINGLE = { cycles: 1, swapLastTwo: false };

describe('Berger tables (C.05 Annex 1)', () => {
  it('the fixture has the 63 table rounds of 4 .. 16 players', () => {
    expect([...PRINTED.keys()]).toEqual([4, 6, 8, 10, 12, 14, 16]);
    expect([...PRINTED.values()].reduce((s, t) => s + t.size, 0)).toBe(63);
  });

  it('every table round of 4 .. 16 players equals the printed one, board order and colours included', () => {
    let compared = 0;
    for (const [size, rounds] of PRINTED) {
      for (const [t, pairs] of rounds) {
        expect(bergerTableRound(size, t).map((b) => [b.white, b.black]), `${size} players, round ${t}`).toEqual(pairs);
        compared++;
      }
    }
    expect(compared).toBe(63);
  });

  it('every round of 3 .. 16 players (126 rounds) is the printed round; odd fields: the highest number is the bye', () => {
    let compared = 0;
    for (let n = 3; n <= 16; n++) {
      const size = n + (n % 2);
      expect(totalRounds(n, SINGLE)).toBe(size - 1);
      for (let r = 1; r < size; r++) {
        const printed = PRINTED.get(size)!.get(r)!;
        const s = scheduledRound(n, SINGLE, r);
        const games = printed.filter(([w, b]) => w <= n && b <= n);
        const byePair = printed.find(([w, b]) => w > n || b > n);
        expect(s.games.map((g) => [g.white, g.black]), `${n} players, round ${r}`).toEqual(games);
        expect(s.bye).toBe(byePair === undefined ? null : byePair[0] > n ? byePair[1] : byePair[0]);
        compared++;
      }
    }
    expect(compared).toBe(126);
  });

  it('a double round robin: the second cycle is the first with colours reversed (BERGER_DOUBLEROUNDROBIN)', () => {
    const double = { cycles: 2, swapLastTwo: false };
    for (let n = 3; n <= 16; n++) {
      const c = totalRounds(n, SINGLE);
      expect(totalRounds(n, double)).toBe(2 * c);
      for (let r = 1; r <= c; r++) {
        const first = scheduledRound(n, double, r);
        const second = scheduledRound(n, double, r + c);
        expect(second.games.map((g) => [g.black, g.white])).toEqual(first.games.map((g) => [g.white, g.black]));
        expect(second.bye).toBe(first.bye);
      }
    }
  });

  it("FIDE's double round robin swaps the last two rounds of the first cycle only (10 players: rounds 8 and 9)", () => {
    const fide = { cycles: 2, swapLastTwo: true };
    const at = (r: number, f = fide): number[][] => scheduledRound(10, f, r).games.map((g) => [g.white, g.black]);
    expect(at(8)).toEqual(PRINTED.get(10)!.get(9));
    expect(at(9)).toEqual(PRINTED.get(10)!.get(8));
    for (const r of [1, 2, 3, 4, 5, 6, 7]) expect(at(r)).toEqual(PRINTED.get(10)!.get(r));
    // Second cycle: table rounds 1..9 in order, colours reversed.
    for (let t = 1; t <= 9; t++) expect(at(9 + t)).toEqual(PRINTED.get(10)!.get(t)!.map(([w, b]) => [b, w]));
  });

  it('with the swap no player has the same colour three times running (the reason for it, Vega manual §1)', () => {
    for (let n = 4; n <= 30; n += 2) {
      const fide = { cycles: 2, swapLastTwo: true };
      const colours = new Map<number, string>();
      for (let r = 1; r <= totalRounds(n, fide); r++) {
        for (const g of scheduledRound(n, fide, r).games) {
          colours.set(g.white, (colours.get(g.white) ?? '') + 'W');
          colours.set(g.black, (colours.get(g.black) ?? '') + 'B');
        }
      }
      for (const [id, seq] of colours) expect(seq, `${n} players, player ${id}`).not.toMatch(/WWW|BBB/);
    }
  });

  it('every pair meets exactly once per cycle, for 2 .. 40 players', () => {
    for (let n = 2; n <= 40; n++) {
      const met = new Set<string>();
      for (let r = 1; r <= totalRounds(n, SINGLE); r++) {
        const s = scheduledRound(n, SINGLE, r);
        const seen = new Set<number>(s.bye === null ? [] : [s.bye]);
        for (const g of s.games) {
          const key = `${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`;
          expect(met.has(key)).toBe(false);
          met.add(key);
          seen.add(g.white).add(g.black);
        }
        expect(seen.size).toBe(n);
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
    }
  });
});
