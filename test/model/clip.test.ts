/**
 * Input that claims more than the tournament has costs nothing (issue 18.4): 250, XXA, XXP and 260 naming players
 * beyond the file, and 250 naming rounds after the tournament's last, are clipped with a warning at the field;
 * the derived structures follow the real tournament. Property: whatever such records a file under 64 KB holds,
 * the acceleration table holds at most players x rounds values and the forbidden groups at most the ids written.
 * (Timing is in scripts/fuzz-trf.ts --claims, not here.)
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExitCode, formatDiagnostic, SwisspairError } from '../../src/errors.js';
import { deriveRoundState, forbiddenLookup } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import { playerId, type PlayerId } from '../../src/model/types.js';
import { readTrf } from '../../src/trf/index.js';

// 21 players, 10 rounds, no XXR: the tournament's last round is 11.
const BASE = readFileSync('test/fixtures/check/standings-202.trf', 'utf-8').replace(/\n+$/, '');
const BASE_LINES = BASE.split('\n').length;

function build(extra: readonly string[]) {
  const text = [BASE, ...extra].join('\n') + '\n';
  return buildTournament(readTrf(new TextEncoder().encode(text), { fileName: 'c.trf', encoding: 'utf-8' }), { fileName: 'c.trf' });
}
const warnings = (extra: readonly string[]): string[] => build(extra).warnings.map(formatDiagnostic).filter((w) => !w.includes('points column'));
const line = (k: number): number => BASE_LINES + k;

describe('records beyond the tournament are clipped with a warning', () => {
  it('250 over players 1-9999 and rounds 1-999: 21 players for 11 rounds, two warnings at the fields', () => {
    const t = build(['250  1.0  1.0    1 999    1 9999']);
    expect(warnings(['250  1.0  1.0    1 999    1 9999'])).toEqual([
      `c.trf:${line(1)}:20: 250 names rounds up to 999, the tournament has 11: read as 1-11; found "999"; expected a round up to 11`,
      `c.trf:${line(1)}:29: 250 names players up to 9999, the file has players up to 21: read as 1-21; found "9999"; expected a starting rank up to 21`,
    ]);
    expect(t.acceleration.size).toBe(21);
    for (const points of t.acceleration.values()) expect(points).toEqual(Array(11).fill(10));
  });

  it('20 such lines cost what the tournament has (the issue: 6-16 s and 513 MB before)', () => {
    // Disjoint players, so that the records do not give one player two values (refused: test/trf/accelerationRecords).
    const lines = Array.from({ length: 20 }, (_, k) => `250  1.0  1.0    1 999 ${String(k + 1).padStart(4)} ${String(k + 1).padStart(4)}`);
    const t = build(lines);
    expect(t.acceleration.size).toBe(20);
    expect([...t.acceleration.values()].every((p) => p.length === 11 && p.every((x) => x === 10))).toBe(true);
  });

  it('20 overlapping such lines are refused at the second, by their ranges (nothing is expanded first)', () => {
    expect(() => build(Array(20).fill('250  1.0  1.0    1 999    1 9999'))).toThrow(
      new RegExp(`c\\.trf:${line(2)}:\\d+: 250 gives player 1 a second acceleration value for round 1`),
    );
  });

  it('a 250 starting beyond the players or the rounds is ignored', () => {
    expect(warnings(['250  1.0  1.0    1   2  500  600', '250  1.0  1.0   50  60    1    2'])).toEqual([
      `c.trf:${line(1)}:25: 250 names players from 500, beyond the file's players (1-21): ignored; found "500"; expected a player and a round of the tournament`,
      `c.trf:${line(2)}:17: 250 names rounds from 50, after the tournament's last round (11): ignored; found "50"; expected a player and a round of the tournament`,
    ]);
    expect(build(['250  1.0  1.0    1   2  500  600']).acceleration.size).toBe(0);
  });

  it('XXP, 260 and XXA: players beyond the file are dropped with a warning; a group left with one player is dropped', () => {
    const extra = ['XXP 1 2 9999', '260   1   3    3 4000', 'XXA 9999  1.0'];
    expect(warnings(extra)).toEqual([
      `c.trf:${line(1)}:9: XXP names player 9999, beyond the file's players (1-21): ignored; found "9999"; expected a starting rank up to 21`,
      `c.trf:${line(2)}:18: 260 names player 4000, beyond the file's players (1-21): ignored; found "4000"; expected a starting rank up to 21`,
      `c.trf:${line(3)}:5: XXA names player 9999, beyond the file's players (1-21): ignored; found "9999"; expected a starting rank up to 21`,
    ]);
    const t = build(extra);
    expect(t.forbiddenGroups).toEqual([{ ids: [1, 2], firstRound: 1, lastRound: Number.MAX_SAFE_INTEGER }]);
    expect(t.acceleration.size).toBe(0);
    expect(deriveRoundState(t, 11).isForbidden(playerId(1), playerId(2))).toBe(true);
  });

  it('a player inside the range who does not exist is still an error', () => {
    expect(() => build(['XXP 1 0'])).toThrow();
  });
});

describe('forbidden groups', () => {
  it('one XXP naming 4,000 players (a 55 KB file) is one group of 4,000, not 8 million pairs', () => {
    const lines = ['012 x', ...Array.from({ length: 4000 }, (_, i) => `001 ${String(i + 1).padStart(4)}`), `XXP ${Array.from({ length: 4000 }, (_, i) => i + 1).join(' ')}`];
    const text = lines.join('\n') + '\n';
    expect(text.length).toBeLessThan(64 * 1024);
    const t = buildTournament(readTrf(new TextEncoder().encode(text), { fileName: 'x.trf', encoding: 'utf-8' }), { fileName: 'x.trf' });
    expect(t.forbiddenGroups.map((g) => g.ids.length)).toEqual([4000]);
    const state = deriveRoundState(t, 1);
    expect(state.isForbidden(playerId(1), playerId(4000))).toBe(true);
    expect(state.isForbidden(playerId(7), playerId(7))).toBe(false);
  });

  const ids = (xs: number[]): PlayerId[] => xs.map(playerId);
  const groupArb = fc.record({
    ids: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 0, maxLength: 20 }),
    firstRound: fc.integer({ min: 1, max: 5 }),
    span: fc.integer({ min: 0, max: 4 }),
  });

  it('the lookup is every pair of every group in force, whatever the group sizes (law)', () => {
    fc.assert(
      fc.property(fc.array(groupArb, { maxLength: 8 }), fc.integer({ min: 1, max: 9 }), (raw, round) => {
        const groups = raw.map((g) => ({ ids: ids(g.ids), firstRound: g.firstRound, lastRound: g.firstRound + g.span }));
        const lookup = forbiddenLookup(groups, round);
        const naive = new Set<string>();
        for (const g of groups) {
          if (round < g.firstRound || round > g.lastRound) continue;
          for (const a of g.ids) for (const b of g.ids) if (a !== b) naive.add(`${a}-${b}`);
        }
        const wrong: string[] = [];
        for (let a = 1; a <= 30; a++) for (let b = 1; b <= 30; b++) if (lookup(playerId(a), playerId(b)) !== naive.has(`${a}-${b}`)) wrong.push(`${a}-${b}`);
        expect(wrong).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a file under 64 KB of such claims: derived sizes follow the tournament (property)', () => {
  const claim = fc.oneof(
    fc.tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 9999 })).map(
      ([r1, r2, p1, p2]) => `250  1.0  1.0  ${String(Math.min(r1, r2)).padStart(3)} ${String(Math.max(r1, r2)).padStart(3)} ${String(Math.min(p1, p2)).padStart(4)} ${String(Math.max(p1, p2)).padStart(4)}`,
    ),
    fc.uniqueArray(fc.integer({ min: 22, max: 9999 }), { minLength: 2, maxLength: 300 }).map((xs) => `XXP ${[1, 2, ...xs].join(' ')}`),
    fc.tuple(fc.integer({ min: 1, max: 999 }), fc.uniqueArray(fc.integer({ min: 22, max: 9999 }), { minLength: 2, maxLength: 300 })).map(
      ([r, xs]) => `260 ${String(r).padStart(3)} 999 ${[3, 4, ...xs].join(' ')}`,
    ),
    fc.integer({ min: 22, max: 9999 }).map((id) => `XXA ${String(id).padStart(4)}  1.0  1.0`),
  );

  it('acceleration at most players x rounds; forbidden ids at most those written; warnings point inside the file', () => {
    fc.assert(
      fc.property(fc.array(claim, { maxLength: 200 }), (extra) => {
        const text = [BASE, ...extra].join('\n');
        fc.pre(text.length < 64 * 1024);
        let t: ReturnType<typeof build>;
        try {
          t = build(extra);
        } catch (error) {
          // Two values for one player and round (overlapping claims) are refused, exit 3: also a bounded cost.
          if (error instanceof SwisspairError && error.exitCode === ExitCode.InvalidInput) return;
          throw error;
        }
        const values = [...t.acceleration.values()].reduce((n, p) => n + p.length, 0);
        expect(values).toBeLessThanOrEqual(21 * 11);
        const forbiddenIds = t.forbiddenGroups.reduce((n, g) => n + g.ids.length, 0);
        expect(forbiddenIds).toBeLessThanOrEqual(text.length / 2);
        for (const g of t.forbiddenGroups) expect(g.ids.every((id) => id >= 1 && id <= 21)).toBe(true);
        for (const w of t.warnings) if (w.position !== null) expect(w.position.line).toBeLessThanOrEqual(BASE_LINES + extra.length);
        // The round's state (what every engine reads) is derived from them.
        expect(deriveRoundState(t, 11).players).toHaveLength(21);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
