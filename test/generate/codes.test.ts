/**
 * Every round code the generator writes, where it writes it, and what it is worth: games (1 0 =), forfeits
 * (+ -, and - - for a double forfeit), the PAB (U), requested half-point byes (H), announced absences (Z), and
 * the Z of late entries (before they join) and withdrawals (after they leave). The points column must be the
 * sum of the blocks under the point system the file declares.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, generateTournament, type GeneratorConfig } from '../../src/generate/generate.js';
import { buildTournament } from '../../src/model/tournament.js';
import { encodeTrf, pointSystemOf, readTrf, type PlayerRecord, type RoundBlock, type TrfDocument } from '../../src/trf/index.js';

const base = { ...DEFAULT_CONFIG, edition: '2017' as const, players: 30, rounds: 9, seed: 7 };

/** Generates, writes and reads back (so the assertions see what the file says). */
function generate(c: GeneratorConfig): { doc: TrfDocument; players: PlayerRecord[] } {
  const doc = readTrf(encodeTrf(generateTournament(c)), { fileName: 'generated.trf' });
  const players = doc.records.filter((r): r is PlayerRecord => r.kind === 'player');
  return { doc, players };
}

const code = (b: RoundBlock): string => (b.opponent === null ? `0000 ${b.colour ?? '-'} ${b.result}` : `${b.colour} ${b.result}`);

describe('round codes', () => {
  const busy = generate({
    ...base,
    forfeitRate: 0.2,
    halfPointByeRate: 0.05,
    absenceRate: 0.05,
    withdrawalRate: 0.1,
    lateEntryRate: 0.1,
  });

  it('writes every code: 1 0 = + - U H Z', () => {
    const codes = new Set(busy.players.flatMap((p) => p.rounds.map((b) => b.result)));
    expect([...codes].sort()).toEqual(['+', '-', '0', '1', '=', 'H', 'U', 'Z']);
  });

  it('games and forfeits have an opponent and a colour, both sides agreeing; byes have neither', () => {
    const byRank = new Map(busy.players.map((p) => [p.startingRank, p]));
    const complement: Record<string, readonly string[]> = { '1': ['0'], '0': ['1'], '=': ['='], '+': ['-'], '-': ['+', '-'] };
    let doubleForfeits = 0;
    for (const p of busy.players) {
      p.rounds.forEach((b, i) => {
        expect(b.blank).toBe(false);
        if (b.opponent === null) {
          expect(['0000 - U', '0000 - H', '0000 - Z']).toContain(code(b));
          return;
        }
        const other = byRank.get(b.opponent)!.rounds[i]!;
        expect(other.opponent).toBe(p.startingRank);
        expect(other.colour).toBe(b.colour === 'w' ? 'b' : 'w');
        expect(complement[b.result!]).toContain(other.result);
        if (b.result === '-' && other.result === '-') doubleForfeits++;
      });
    }
    // A double forfeit: neither player turned up.
    expect(doubleForfeits).toBeGreaterThan(0);
  });

  it('at most one PAB a round, and only when an odd number of players is paired', () => {
    for (let r = 0; r < base.rounds; r++) {
      const blocks = busy.players.map((p) => p.rounds[r]!);
      const pab = blocks.filter((b) => b.result === 'U').length;
      const inGames = blocks.filter((b) => b.opponent !== null).length;
      expect(pab).toBe((inGames + pab) % 2);
    }
  });

  it('the points column is the sum of the blocks, under the standard and under a non-standard point system', () => {
    expect(buildTournament(busy.doc, { fileName: 'generated.trf' }).warnings).toEqual([]);
    const points = { win: 30, draw: 15, loss: 5, zeroBye: 2, forfeitLoss: 1, pab: 20 };
    const odd = generate({ ...base, seed: 8, forfeitRate: 0.2, halfPointByeRate: 0.05, absenceRate: 0.05, points });
    expect(buildTournament(odd.doc, { fileName: 'generated.trf' }).warnings).toEqual([]);
    const system = pointSystemOf(odd.doc);
    expect(system).toMatchObject({ win: 30, draw: 15, loss: 5, zeroBye: 2, forfeitLoss: 1, pab: 20, forfeitWin: 30, halfBye: 15 });
    const text = new TextDecoder().decode(encodeTrf(odd.doc));
    expect(text).toMatch(/^BBW  3\.0\nBBD  1\.5\nBBL  0\.5\nBBZ  0\.2\nBBF  0\.1\nBBU  2\.0\nXXS W=3\.0 D=1\.5 WL=0\.5 BL=0\.5 ZPB=0\.2 FL=0\.1 PAB=2\.0$/m);
  });

  it('the standard point system writes no point-system record', () => {
    expect(busy.doc.records.some((r) => r.kind === 'pointSystem')).toBe(false);
  });

  it('a late entry is absent (Z) from the rounds before he joins, and never after', () => {
    const { players } = generate({ ...base, lateEntryRate: 0.3 });
    const late = players.filter((p) => p.rounds[0]!.result === 'Z');
    expect(late.length).toBeGreaterThan(3);
    for (const p of players) {
      const joined = p.rounds.findIndex((b) => b.result !== 'Z');
      // Joins by round ceil(9 / 2) = 5 and is then present in every round.
      expect(joined).toBeGreaterThanOrEqual(0);
      expect(joined).toBeLessThanOrEqual(4);
      expect(p.rounds.slice(joined).every((b) => b.result !== 'Z')).toBe(true);
    }
  });

  it('a withdrawn player is absent (Z) from every round after he leaves, at least the last one', () => {
    const { players } = generate({ ...base, withdrawalRate: 0.3 });
    const gone = players.filter((p) => p.rounds[base.rounds - 1]!.result === 'Z');
    expect(gone.length).toBeGreaterThan(3);
    for (const p of players) {
      const left = p.rounds.findIndex((b) => b.result === 'Z');
      if (left === -1) continue;
      expect(left).toBeGreaterThanOrEqual(1);
      expect(p.rounds.slice(left).every((b) => b.result === 'Z')).toBe(true);
    }
  });

  it('byes are dropped rather than leave fewer than two players to pair', () => {
    const { players } = generate({ ...base, players: 10, rounds: 3, absenceRate: 1 });
    for (let r = 0; r < 3; r++) {
      expect(players.filter((p) => p.rounds[r]!.opponent !== null).length).toBe(2);
      expect(players.filter((p) => p.rounds[r]!.result === 'Z').length).toBe(8);
    }
  });
});

describe('rank column', () => {
  it('ranks by score, ties by pairing number, every rank once (readers such as py4swiss require it)', () => {
    const { players } = generate({ ...base, players: 25, rounds: 5, seed: 3 });
    const expected = [...players]
      .sort((a, b) => (b.points ?? 0) - (a.points ?? 0) || a.startingRank - b.startingRank)
      .map((p) => p.startingRank);
    const byRank = [...players].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)).map((p) => p.startingRank);
    expect(byRank).toEqual(expected);
    expect(players.map((p) => p.rank).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(players.map((_, i) => i + 1));
  });
});
