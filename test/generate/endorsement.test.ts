/**
 * The generator FIDE's 2026 endorsement asks for (C.02; issue 17 items 3, 4 and 6): byes of the three kinds,
 * forfeits and unusual results, each as a count or a percentage, globally or per round; the tie-break list as 202;
 * results from the FIDE rating table; TRF-2026 records; out-of-range options refused naming the option.
 */
import { describe, expect, it } from 'vitest';
import { amountOf, parseQuota, parseRoundQuota, BYE_KINDS, UNUSUAL_KINDS } from '../../src/generate/events.js';
import { Prng } from '../../src/generate/prng.js';
import { fideExpectedHundredths, gameResult } from '../../src/generate/results.js';
import { readTrf, type PlayerRecord, type TrfDocument } from '../../src/trf/index.js';
import { cli } from '../support/cli.js';

const base = ['generate', '--players', '30', '--rounds', '7', '--seed', '11'];
const every = [
  ...['--byes', 'F=2,H=10%,Z=1', '--byes-round', '4:H=0', '--forfeits', '+-=1,-+=5%,--=1', '--forfeits-round', '6:--=0'],
  ...['--unusual', '1/2-0=1,0-1/2=1,0-0=1', '--unusual-round', '2:0-0=2', '--tiebreaks', 'BH/C1,BH,SB,DE'],
  ...['--withdrawal-rate', '0.1', '--late-entry-rate', '0.1', '--half-bye-rate', '0.02', '--draw-rate', '0.4'],
];

function generated(args: readonly string[]): { text: string; doc: TrfDocument; players: PlayerRecord[] } {
  const r = cli(args);
  expect([r.code, r.stderr]).toEqual([0, '']);
  const doc = readTrf(new TextEncoder().encode(r.stdout), { fileName: 'g.trf' });
  return { text: r.stdout, doc, players: doc.records.filter((x): x is PlayerRecord => x.kind === 'player') };
}

/** Round r's result codes, one per player. */
const codes = (players: readonly PlayerRecord[], r: number): string[] => players.map((p) => p.rounds[r - 1]!.result ?? ' ');
const count = (list: readonly string[], code: string): number => list.filter((c) => c === code).length;

describe('the FIDE rating table (B.02 8.1b)', () => {
  it.each([
    [0, 50],
    [3, 50],
    [4, 51],
    [10, 51],
    [11, 52],
    [92, 63],
    [98, 63],
    [345, 89],
    [357, 89],
    [358, 90],
    [392, 92],
    [620, 99],
    [735, 99],
    [736, 100],
    [1300, 100],
  ])('a rating difference of %i gives the higher-rated player %i hundredths, the lower-rated the rest', (d, pd) => {
    expect(fideExpectedHundredths(2000 + d, 2000)).toBe(pd);
    expect(fideExpectedHundredths(2000, 2000 + d)).toBe(100 - pd);
  });

  it("the stronger player's score follows the table whatever the draw rate", () => {
    for (const drawRate of [0, 0.3]) {
      const rng = new Prng(5);
      let score = 0;
      const games = 40_000;
      for (let i = 0; i < games; i++) {
        const [w] = gameResult(rng, 2100, 2000, drawRate, 0, 'fide');
        score += w === '1' ? 1 : w === '=' ? 0.5 : 0;
      }
      expect(score / games).toBeCloseTo(0.64, 2);
    }
  });
});

describe('event lists', () => {
  it('reads KIND=AMOUNT lists: counts, percentages, ½ for 1/2', () => {
    expect(parseQuota('H=5%,F=2,Z=3.5%', BYE_KINDS)).toEqual({ ok: true, value: { H: { percent: 5 }, F: { count: 2 }, Z: { percent: 3.5 } } });
    expect(parseQuota('½-0=1,0-0=10%', UNUSUAL_KINDS)).toEqual({ ok: true, value: { '1/2-0': { count: 1 }, '0-0': { percent: 10 } } });
    expect(parseRoundQuota('4:h=3', BYE_KINDS)).toEqual({ ok: true, value: { round: 4, quota: { H: { count: 3 } } } });
  });

  it.each(['H=101%', 'H=-1', 'X=1', 'H=1,H=2', 'H', '=1', 'H=1.5', ''])('refuses %j', (text) => {
    expect(parseQuota(text, BYE_KINDS).ok).toBe(false);
  });

  it('a percentage is of the population, rounded to the nearest (halves up)', () => {
    expect(amountOf({ percent: 5 }, 41)).toBe(2);
    expect(amountOf({ percent: 50 }, 5)).toBe(3);
    expect(amountOf({ percent: 10 }, 30)).toBe(3);
    expect(amountOf({ count: 4 }, 30)).toBe(4);
  });
});

describe('generate with the endorsement options', () => {
  const { text, doc, players } = generated([...base, ...every.slice(0, 14)]);

  it('writes TRF-2026 by default: 142, 152, 202, and no XXR/XXC', () => {
    expect(text).toMatch(/^192 FIDE_DUTCH_2026\n202 BH\/C1,BH,SB,DE\n142 7\n152 [WB]\n/m);
    expect(text).not.toMatch(/^XX[RC]/m);
  });

  it('byes: exactly the counts and percentages asked for, each round, with their 240 records; a round list replaces the global one', () => {
    for (let r = 1; r <= 7; r++) {
      const c = codes(players, r);
      expect([count(c, 'F'), count(c, 'H'), count(c, 'Z')]).toEqual([2, r === 4 ? 0 : 3, 1]);
      for (const type of ['F', 'H', 'Z'] as const) {
        const declared = doc.records.filter((x) => x.kind === 'byeDeclaration' && x.round === r && x.type === type).flatMap((x) => (x.kind === 'byeDeclaration' ? x.ids : []));
        expect(declared).toEqual(players.filter((p) => p.rounds[r - 1]!.result === type).map((p) => p.startingRank));
      }
    }
  });

  it('forfeits and unusual results: exactly as asked, unusual ones as each side its own code (as `result` writes them), no 299', () => {
    expect(doc.records.filter((x) => x.kind === 'pointAdjustment')).toEqual([]);
    for (let r = 1; r <= 7; r++) {
      const c = codes(players, r);
      const doubles = players.filter((p) => p.rounds[r - 1]!.result === '-' && players[p.rounds[r - 1]!.opponent! - 1]!.rounds[r - 1]!.result === '-').length / 2;
      // 24 players in a game (30 less 6 byes): 12 games, 5% of 12 rounded is 1.
      expect([count(c, '+'), doubles]).toEqual([2, r === 6 ? 0 : 1]);
      // White's code then black's, per game played: a game drawn by the Elo model is never =/0, 0/= or 0/0.
      const games = players.flatMap((p) => {
        const b = p.rounds[r - 1]!;
        return b.colour === 'w' && b.opponent !== null ? [`${b.result}${players[b.opponent - 1]!.rounds[r - 1]!.result}`] : [];
      });
      // 1/2-0, 0-1/2 and 0-0 once each (round 2: 0-0 twice).
      expect([count(games, '=0'), count(games, '0='), count(games, '00')]).toEqual([1, 1, r === 2 ? 2 : 1]);
    }
  });

  it('the points column is the sum of the round blocks, and check reproduces every round', () => {
    const worth: Readonly<Record<string, number>> = { '1': 10, '+': 10, F: 10, U: 10, '=': 5, H: 5 };
    for (const p of players) expect(p.points).toBe(p.rounds.reduce((t, b) => t + (worth[b.result ?? ''] ?? 0), 0));
    const r = cli(['check', '-'], text);
    expect(r.stdout).toMatch(/ok 7\/7 rounds reproduced/);
    expect(r.code).toBe(0);
  });

  it('the same seed gives the same bytes with every option on; another seed another file', () => {
    const all = [...base, ...every];
    expect(cli(all).stdout).toBe(cli(all).stdout);
    expect(cli([...all.slice(0, 5), '12', ...every]).stdout).not.toBe(cli(all).stdout);
  });

  it('Dubov too: every round reproduced', () => {
    const g = generated(['generate', '--system', 'dubov', '--players', '24', '--rounds', '7', '--seed', '4', ...every.slice(0, 14)]);
    expect(cli(['check', '--system', 'dubov', '-'], g.text).code).toBe(0);
  });

  it('--format trf16 writes the old records only: XXR, XXC, BB*/XXS, no 142/152/162/240', () => {
    const r = cli([...base, '--format', 'trf16', '--byes', 'H=2', '--points-win', '3', '--points-draw', '1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^XXR 7$/m);
    expect(r.stdout).toMatch(/^BBW  3\.0$/m);
    expect(r.stdout).not.toMatch(/^(142|152|162|240|202|299)/m);
    const t26 = cli([...base, '--points-win', '3', '--points-draw', '1']).stdout;
    expect(t26).toMatch(/^162  W 3\.0    D 1\.0    L 0\.0    A 0\.0    P 3\.0$/m);
    expect(t26).not.toMatch(/^(BB|XXS)/m);
  });

  it('--edition 2017 writes TRF-16, so a zero-point bye worth more than a forfeit loss is written (BBZ, BBF), not refused as TRF-2026 would', () => {
    const g = generated([...base, '--edition', '2017', '--points-zero-bye', '0.5']);
    expect(g.text).toMatch(/^192 FIDE_DUTCH_2017$/m);
    expect(g.text).toMatch(/^BBZ {2}0\.5$/m);
    expect(g.text).toMatch(/^BBF {2}0\.0$/m);
    expect(cli(['check', '-'], g.text).code).toBe(0);
  });

  it('--format trf16 takes unusual results too (TRF-16 result codes express them), and check reproduces every round', () => {
    const g = generated([...base, '--format', 'trf16', '--unusual', '1/2-0=1,0-1/2=1,0-0=1', '--points-draw', '0']);
    expect(g.text).not.toMatch(/^(142|152|162|240|202|299)/m);
    expect(g.players.some((p) => p.rounds.some((b) => b.opponent !== null && b.result === '='))).toBe(true);
    expect(cli(['check', '-'], g.text).code).toBe(0);
  });
});

describe('generate: options out of range are exit 3 naming the option', () => {
  it.each([
    [['--byes', 'H=101%'], /^error: --byes expects a list KIND=AMOUNT/],
    [['--byes', 'F=31'], /^error: --byes asks for 31 byes in a round, more than the 30 there can be$/m],
    [['--byes', 'F=20,H=11'], /^error: --byes asks for 31 byes in a round, more than the 30 there can be$/m],
    [['--byes', 'F=60%,H=50%'], /^error: --byes asks for 110% byes in a round, more than 100%$/m],
    [['--byes-round', '3:Z=40'], /^error: --byes-round 3 asks for 40 byes in a round/m],
    [['--byes-round', '9:H=1'], /^error: --byes-round 9: the tournament has 7 rounds$/m],
    [['--byes-round', '4H=1'], /^error: --byes-round expects ROUND:KIND=AMOUNT/],
    [['--forfeits', '+-=16'], /^error: --forfeits asks for 16 forfeits in a round, more than the 15 there can be$/m],
    [['--forfeits', 'x=1'], /^error: --forfeits expects a list KIND=AMOUNT/],
    [['--unusual', '0-0=200%'], /^error: --unusual expects a list KIND=AMOUNT/],
    [['--tiebreaks', 'BH,XYZ'], /^error: --tiebreaks expects a comma-separated list of C\.07 tie-breaks/],
    [['--points-zero-bye', '0.5'], /TRF-2026 162 has one value \(A\) for a zero-point bye and a forfeit loss/],
  ])('%j', (args, message) => {
    const r = cli([...base, ...args]);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).toBe('');
  });
});

describe('generate --acceleration baku (C.04.7)', () => {
  const args = ['generate', '--players', '40', '--rounds', '7', '--seed', '3', '--byes', 'H=5%'];
  const opponentOfOne = (text: string): number => Number(text.split('\n').find((l) => l.startsWith('001    1'))!.slice(91, 95));

  it('writes 192 ..._BAKU, pairs by the pairing score (GA meets GA in round 1), and check reproduces every round', () => {
    const baku = generated([...args, '--acceleration', 'baku']);
    expect(baku.text).toMatch(/^192 FIDE_DUTCH_2026_BAKU$/m);
    // 40 players: GA is 1-20, each with a virtual point before round 1, so player 1 meets the top of GA's lower half.
    expect(opponentOfOne(baku.text)).toBeLessThanOrEqual(20);
    expect(opponentOfOne(generated(args).text)).toBeGreaterThan(20);
    const r = cli(['check', '-'], baku.text);
    expect([r.code, r.stdout]).toEqual([0, expect.stringMatching(/ok 7\/7 rounds reproduced.*Baku acceleration/)]);
  });

  it('is refused with another point system (exit 3, the reason given), and an unknown method is exit 3', () => {
    const three = cli([...args, '--acceleration', 'baku', '--points-win', '3']);
    expect([three.code, three.stderr]).toEqual([3, expect.stringMatching(/Baku acceleration needs the standard point system \(C\.04\.7/)]);
    expect(cli([...args, '--acceleration', 'fast']).stderr).toMatch(/^error: --acceleration expects baku/);
  });
});
