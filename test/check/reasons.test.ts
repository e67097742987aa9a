/**
 * `check` says why a round differs: a reason for every kind (absolute, quality, colour, order) and for each
 * absolute criterion, in both systems, on rounds paired "by hand" (games without results, as `pair -o` writes
 * them). Each variant is the rules' pairing of the round with one change; the expected reason was worked out
 * from the rule texts (the bracket, the players, both values of the deciding criterion).
 */
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { handRound } from '../support/handRound.js';

type Pairs = [number, number][];

interface RoundJson {
  round: number;
  status: string;
  reason?: { kind: string; article: string; players: number[]; text: string; bracket?: number; values?: { file: string; rules: string } };
}

function checkRound(text: string, round: number, args: string[]): { code: number; round: RoundJson } {
  const r = cli(['check', '-', '--json', '--round', String(round), ...args], text);
  const doc = JSON.parse(r.stdout) as { files: { rounds: RoundJson[] }[] };
  return { code: r.code, round: doc.files[0]!.rounds[0]! };
}

const WORKED3 = 'samples/worked-example-after-round-3.trf';
const WORKED4 = 'samples/worked-example-after-round-4.trf';
const D101 = 'test/fixtures/corpus/dutch/d17-small-101.trf';
const D1 = 'test/fixtures/corpus/dutch/d17-small-1.trf';
const DUBOV185 = 'test/fixtures/corpus/dubov/dubov-185.trf';
const DUBOV48 = 'test/fixtures/corpus/dubov/dubov-48.trf';

/** The rules' round 4 of the worked example (Arbiters' Manual): 6-2 4-5 1-3 11-7 10-14 8-9 13-12. */
const W4: Pairs = [[6, 2], [4, 5], [1, 3], [11, 7], [10, 14], [8, 9], [13, 12]];
const with_ = (base: Pairs, changes: Record<number, [number, number]>): Pairs => base.map((p, i) => changes[i] ?? p);

const dutch = (path: string, round: number, pairs: Pairs, bye: number | null = null, extra = ''): RoundJson => {
  const r = checkRound(handRound(path, round, pairs, bye, { extra }), round, ['--edition', '2017']);
  expect(r.code).toBe(1);
  return r.round;
};

describe('Dutch 2017: absolute criteria of the file\'s own pairing', () => {
  it('C.1: two players who met before', () => {
    const r = dutch(WORKED3, 4, with_(W4, { 5: [8, 12], 6: [13, 9] }));
    expect(r.status).toBe('differ');
    expect(r.reason).toMatchObject({ kind: 'absolute', article: 'C.1', players: [8, 12] });
    expect(r.reason!.text).toBe('C.1: 8 and 12 have already played each other');
  });

  it('C.1 for a forbidden pair (XXP)', () => {
    const r = dutch(WORKED3, 4, W4, null, 'XXP 10 14\n');
    expect(r.reason).toMatchObject({ kind: 'absolute', article: 'C.1', players: [10, 14] });
    expect(r.reason!.text).toMatch(/forbidden pair/);
  });

  it('C.2: a second pairing-allocated bye', () => {
    const r = dutch(D101, 5, [[2, 11], [3, 10], [4, 6], [7, 5], [8, 1], [12, 13]], 9);
    expect(r.reason).toMatchObject({ kind: 'absolute', article: 'C.2', players: [9] });
    expect(r.reason!.text).toMatch(/already received a pairing-allocated bye/);
  });

  it('C.2: the bye to a player who scored a forfeit win', () => {
    // Worked example: 13 absent in round 4, so 13 players; 6 won by forfeit in round 3.
    const text = handRound(WORKED3, 4, [[12, 2], [4, 5], [1, 3], [11, 7], [10, 14], [8, 9]], 6, { absent: [13] });
    const r = checkRound(text, 4, ['--edition', '2017']).round;
    expect(r.reason).toMatchObject({ kind: 'absolute', article: 'C.2', players: [6] });
    expect(r.reason!.text).toMatch(/scored in a round without playing/);
  });

  it('C.3: two non-topscorers with the same absolute colour preference', () => {
    const r = dutch(WORKED3, 4, with_(W4, { 2: [1, 13], 5: [9, 8], 6: [3, 12] }));
    expect(r.reason).toMatchObject({ kind: 'absolute', article: 'C.3', players: [1, 13] });
  });

  it('the colour limits do not bind topscorers in the last round (A.7): a colour reason instead', () => {
    // Round 5 is the last; 5 (3 points of 4, WW) is a topscorer, so black for him breaks no absolute criterion.
    const r = dutch(WORKED4, 5, [[2, 1], [11, 5], [4, 6], [3, 7], [9, 10], [14, 12], [13, 8]]);
    expect(r.reason).toMatchObject({ kind: 'colour', article: 'E.1', players: [5, 11] });
  });

  it('C.04.1.f: a non-topscorer beyond a colour difference of 2', () => {
    const r = dutch(D1, 3, [[2, 5], [3, 1], [4, 9], [6, 13], [7, 8], [10, 11]]);
    expect(r.reason).toMatchObject({ kind: 'absolute', article: 'C.04.1.f', players: [5] });
  });

  it('C.04.1.g: a non-topscorer with the same colour three times in a row', () => {
    const r = dutch(WORKED3, 4, with_(W4, { 2: [3, 1] }));
    expect(r.reason).toMatchObject({ kind: 'absolute', article: 'C.04.1.g', players: [1] });
    expect(r.reason!.text).toBe('C.04.1.g: 1 gets black a third time in a row (allowed to topscorers only)');
  });
});

describe('Dutch 2017: quality, colour and order', () => {
  it('quality C.14: the bracket floats a player who downfloated two rounds before', () => {
    // 1.0 bracket {9, 10, 14}: the rules pair 10-14 and float 9; the file floats 14 (downfloat in round 2).
    const r = dutch(WORKED3, 4, with_(W4, { 4: [10, 9], 5: [8, 14] }));
    expect(r.reason).toEqual({
      kind: 'quality',
      article: 'C.14',
      players: [9, 10, 14],
      text: "C.14 (minimise downfloaters who received a downfloat two rounds before) in the 1 bracket: the file has 1, the rules' pairing 0",
      bracket: 1,
      values: { file: '1', rules: '0' },
    });
  });

  it('quality C.5, C.6, C.10, C.11, C.12, C.13 name the first criterion the file loses on', () => {
    const cases: [string, number, Pairs, number | null, string, string, string][] = [
      [D101, 5, [[2, 13], [3, 10], [4, 6], [7, 5], [8, 1], [12, 9]], 11, 'C.5', '1', '2'],
      [D101, 5, [[2, 6], [3, 10], [4, 9], [7, 5], [8, 1], [12, 13]], 11, 'C.6', '{1.5, 0, 0}', '{1, 0.5, 0}'],
      [D101, 5, [[2, 7], [3, 10], [4, 6], [9, 5], [8, 1], [12, 13]], 11, 'C.10', '2', '0'],
      [D101, 4, [[1, 3], [5, 10], [9, 7], [2, 6], [11, 4], [13, 8]], null, 'C.11', '1', '0'],
      ['test/fixtures/corpus/dutch/d17-small-49.trf', 4, [[1, 4], [2, 5], [7, 3], [9, 13], [10, 12], [11, 8]], 6, 'C.12', '1', '0'],
      [D101, 6, [[1, 10], [3, 7], [4, 2], [5, 9], [12, 6], [13, 11]], null, 'C.13', '1', '0'],
    ];
    for (const [path, round, pairs, bye, article, file, rules] of cases) {
      const r = dutch(path, round, pairs, bye);
      expect(r.reason, `${path} round ${round}`).toMatchObject({ kind: 'quality', article, values: { file, rules } });
    }
  });

  it('colour: the same pairs with one pair\'s colours swapped names the allocation rule (E.1, E.2, E.4)', () => {
    const e1 = dutch(WORKED3, 4, with_(W4, { 4: [14, 10] }));
    expect(e1.reason).toMatchObject({ kind: 'colour', article: 'E.1', players: [10, 14] });
    expect(e1.reason!.text).toBe('E.1: 10 should have white against 14 (both colour preferences can be granted); the file gives 14 white');
    const e2 = dutch(D101, 4, [[1, 3], [5, 2], [9, 7], [6, 10], [11, 4], [13, 8]]);
    expect(e2.reason).toMatchObject({ kind: 'colour', article: 'E.2', players: [6, 10] });
    const e4 = dutch(D101, 4, [[3, 1], [5, 2], [9, 7], [10, 6], [11, 4], [13, 8]]);
    expect(e4.reason).toMatchObject({ kind: 'colour', article: 'E.4', players: [1, 3] });
  });

  it('order: equal on every criterion, the generation order decides (D.1 transposition, D.2 exchange)', () => {
    const d1 = dutch(WORKED3, 4, with_(W4, { 2: [1, 7], 3: [11, 3] }));
    expect(d1.reason).toMatchObject({ kind: 'order', article: 'D.1', players: [1, 3, 7], bracket: 2 });
    const d2 = dutch(WORKED3, 4, with_(W4, { 0: [6, 5], 1: [4, 2] }));
    expect(d2.reason).toMatchObject({ kind: 'order', article: 'D.2', players: [2, 5, 6], bracket: 2.5 });
  });

  it('text output: one line under the round', () => {
    const r = cli(['check', '-', '--edition', '2017'], handRound(WORKED3, 4, with_(W4, { 4: [14, 10] })));
    expect(r.stdout).toBe(
      '<stdin>: DIFFERS 3/4 rounds reproduced, Dutch 2017 rules (--edition)\n' +
        '  round 4: the file has 14-10; the rules give 10-14\n' +
        '    why (colour): E.1: 10 should have white against 14 (both colour preferences can be granted); the file gives 14 white\n',
    );
  });
});

describe('pairings made by hand: pending rounds, the last round, --round', () => {
  // The worked example's last round (5) with 2 and 5 paired again (they met in round 3).
  const breach: Pairs = [[2, 5], [1, 11], [4, 6], [3, 7], [9, 10], [14, 12], [13, 8]];

  it('a last round breaking an absolute criterion is reported, without results and with them', () => {
    for (const results of [false, true]) {
      const text = handRound(WORKED4, 5, breach, null, { results });
      const r = cli(['check', '-', '--json', '--edition', '2017'], text);
      expect(r.code).toBe(1);
      const doc = JSON.parse(r.stdout) as { files: { rounds: RoundJson[] }[] };
      const rounds = doc.files[0]!.rounds;
      expect(rounds.map((x) => x.status)).toEqual(['match', 'match', 'match', 'match', 'differ']);
      expect(rounds[4]!.reason).toMatchObject({ kind: 'absolute', article: 'C.1', players: [2, 5] });
    }
  });

  it('the rules\' own pairing entered by hand is reproduced (exit 0)', () => {
    const text = handRound(WORKED4, 5, [[2, 1], [5, 11], [4, 6], [3, 7], [9, 10], [14, 12], [13, 8]]);
    const r = cli(['check', '-', '--edition', '2017'], text);
    expect(r.stdout).toBe('<stdin>: ok 5/5 rounds reproduced, Dutch 2017 rules (--edition)\n');
    expect(r.code).toBe(0);
  });

  it('--round N checks that round only; a round the file does not have is an input error (exit 3)', () => {
    const text = handRound(WORKED4, 5, breach);
    const one = cli(['check', '-', '--json', '--round', '2', '--edition', '2017'], text);
    const doc = JSON.parse(one.stdout) as { files: { rounds: RoundJson[] }[] };
    expect(doc.files[0]!.rounds.map((x) => x.round)).toEqual([2]);
    expect(one.code).toBe(0);
    const none = cli(['check', '-', '--round', '6', '--edition', '2017'], text);
    expect(none.code).toBe(3);
    expect(none.stderr).toMatch(/has 5 round\(s\), no round 6 to check/);
    expect(cli(['check', '-', '--round', 'x'], text).code).toBe(3);
  });

  it('Dutch 2026: the absolute criteria carry the 2026 articles (C1), whatever the engine answers', () => {
    const text = handRound(WORKED3, 4, with_(W4, { 5: [8, 12], 6: [13, 9] }));
    const r = checkRound(text, 4, ['--edition', '2026']).round;
    expect(r.reason).toMatchObject({ kind: 'absolute', article: 'C1', players: [8, 12] });
  });
});

describe('Dubov 2018', () => {
  const dubov = (path: string, round: number, pairs: Pairs, bye: number | null = null, edition = '2018'): RoundJson => {
    const r = checkRound(handRound(path, round, pairs, bye), round, ['--system', 'dubov', '--edition', edition]);
    expect(r.code).toBe(1);
    return r.round;
  };
  // dubov-185 round 3, the rules' pairing: 1-8 3-17 5-2 7-4 10-6 12-9 14-20 16-13 18-11 19-15.
  const R3: Pairs = [[1, 8], [3, 17], [5, 2], [7, 4], [10, 6], [12, 9], [14, 20], [16, 13], [18, 11], [19, 15]];

  it('absolute: C.1, C.3, C.04.1.f, C.04.1.g', () => {
    expect(dubov(DUBOV185, 3, with_(R3, { 0: [1, 4], 3: [7, 8] })).reason).toMatchObject({ kind: 'absolute', article: 'C.1', players: [7, 8] });
    expect(dubov(DUBOV185, 3, with_(R3, { 4: [10, 19], 9: [6, 15] })).reason).toMatchObject({ kind: 'absolute', article: 'C.3', players: [10, 19] });
    expect(dubov(DUBOV185, 3, with_(R3, { 0: [1, 10], 4: [8, 6] })).reason).toMatchObject({ kind: 'absolute', article: 'C.04.1.f', players: [10] });
    const g = dubov(DUBOV185, 5, [[1, 13], [3, 9], [5, 18], [7, 14], [20, 6], [11, 10], [12, 8], [15, 2], [16, 4], [17, 19]]);
    expect(g.reason).toMatchObject({ kind: 'absolute', article: 'C.04.1.g', players: [9] });
  });

  it('absolute C.2: a second pairing-allocated bye', () => {
    const r = dubov(DUBOV48, 3, [[1, 15], [3, 17], [5, 9], [6, 4], [7, 13], [10, 11], [12, 23], [14, 20], [16, 8], [18, 22], [21, 19], [25, 2]], 24);
    expect(r.reason).toMatchObject({ kind: 'absolute', article: 'C.2', players: [24] });
  });

  it('B.0: the bye to the lowest score, then by initial ranking', () => {
    const q = dubov(DUBOV48, 3, [[20, 15], [3, 17], [5, 9], [6, 4], [7, 13], [10, 11], [12, 23], [14, 24], [16, 8], [18, 22], [21, 19], [25, 2]], 1);
    expect(q.reason).toMatchObject({ kind: 'quality', article: 'B.0', players: [1, 20], values: { file: '1', rules: '0' } });
    const o = dubov(DUBOV48, 3, [[1, 15], [3, 17], [5, 9], [6, 4], [7, 13], [20, 11], [12, 23], [14, 24], [16, 8], [18, 22], [21, 19], [25, 2]], 10);
    expect(o.reason).toMatchObject({ kind: 'order', article: 'B.0', players: [10, 20] });
  });

  it('quality: C.5, C.6, C.7, C.10', () => {
    expect(dubov(DUBOV185, 3, with_(R3, { 0: [1, 17], 1: [3, 8] })).reason).toMatchObject({ kind: 'quality', article: 'C.5', values: { file: '2', rules: '0' } });
    expect(dubov(DUBOV185, 5, [[1, 3], [13, 20], [5, 18], [7, 14], [9, 6], [11, 10], [12, 8], [15, 2], [16, 4], [17, 19]]).reason).toMatchObject({
      kind: 'quality',
      article: 'C.6',
      bracket: 4,
      values: { file: '{2.5}', rules: '{3}' },
    });
    expect(dubov(DUBOV185, 3, with_(R3, { 0: [1, 14], 6: [8, 20] })).reason).toMatchObject({ kind: 'quality', article: 'C.7', values: { file: '2', rules: '0' } });
    expect(dubov(DUBOV185, 3, with_(R3, { 4: [10, 15], 9: [19, 6] })).reason).toMatchObject({ kind: 'quality', article: 'C.10', values: { file: '1', rules: '0' } });
  });

  it('colour: E.1, E.3, E.4', () => {
    expect(dubov(DUBOV185, 3, with_(R3, { 0: [8, 1] })).reason).toMatchObject({ kind: 'colour', article: 'E.1', players: [1, 8] });
    const e3 = dubov(DUBOV185, 6, [[10, 2], [4, 1], [6, 17], [8, 3], [12, 11], [14, 13], [15, 20], [16, 7], [18, 9], [19, 5]]);
    expect(e3.reason).toMatchObject({ kind: 'colour', article: 'E.3', players: [2, 10] });
    const e4 = dubov(DUBOV185, 5, [[1, 13], [3, 20], [18, 5], [7, 14], [9, 6], [11, 10], [12, 8], [15, 2], [16, 4], [17, 19]]);
    expect(e4.reason).toMatchObject({ kind: 'colour', article: 'E.4', players: [5, 18] });
  });

  it('order: D.1 upfloaters, D.2 shifters, D.3 transpositions', () => {
    expect(dubov(DUBOV185, 3, with_(R3, { 4: [10, 11], 8: [18, 6] })).reason).toMatchObject({ kind: 'order', article: 'D.1', bracket: 0.5 });
    const d2 = dubov(DUBOV185, 5, [[1, 13], [3, 20], [5, 6], [7, 14], [9, 18], [11, 10], [12, 8], [15, 2], [16, 4], [17, 19]]);
    expect(d2.reason).toMatchObject({ kind: 'order', article: 'D.2', bracket: 1 });
    expect(dubov(DUBOV185, 3, with_(R3, { 0: [1, 20], 6: [14, 8] })).reason).toMatchObject({ kind: 'order', article: 'D.3', bracket: 2 });
  });

  it('Dubov 2026 reads the same criteria, cited by its own articles (C.5 -> C5, D.n -> 4.n+1, E.n -> 5.2.n+1)', () => {
    const q = dubov(DUBOV185, 3, with_(R3, { 0: [1, 17], 1: [3, 8] }), null, '2026').reason;
    expect(q).toMatchObject({ kind: 'quality', article: 'C5' });
    expect(q!.text).toMatch(/^C5\b/);
    expect(dubov(DUBOV185, 3, with_(R3, { 0: [1, 4], 3: [7, 8] }), null, '2026').reason).toMatchObject({ kind: 'absolute', article: 'C1', players: [7, 8] });
    expect(dubov(DUBOV185, 3, with_(R3, { 0: [8, 1] }), null, '2026').reason).toMatchObject({ kind: 'colour', article: '5.2.2', players: [1, 8] });
    expect(dubov(DUBOV185, 3, with_(R3, { 4: [10, 11], 8: [18, 6] }), null, '2026').reason).toMatchObject({ kind: 'order', article: '4.2' });
  });
});

describe('Dutch 2017 reasons on tournaments paired by the 2026 rules (bbpPairings 6)', () => {
  const rounds = (path: string): [number, string, string, string | null, string | null][] => {
    const r = cli(['check', '--edition', '2017', '--json', path]);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout) as { files: { rounds: RoundJson[] }[] };
    return doc.files[0]!.rounds
      .filter((x) => x.status !== 'match')
      .map((x) => [x.round, x.reason!.kind, x.reason!.article, x.reason!.values?.file ?? null, x.reason!.values?.rules ?? null]);
  };

  it('C.7 (the PSD of the following bracket), C.10, C.14', () => {
    expect(rounds('test/fixtures/check/2026-rules-d25-111.trf')).toEqual([
      [5, 'quality', 'C.14', '1', '0'],
      [6, 'quality', 'C.10', '1', '0'],
      [7, 'quality', 'C.14', '1', '0'],
      [8, 'quality', 'C.7', '{1.5, 0}', '{1, 0.5}'],
    ]);
  });

  it('C.13, C.16 (score differences of repeated downfloaters), C.12', () => {
    expect(rounds('test/fixtures/check/2026-rules-d25-166.trf')).toEqual([
      [4, 'quality', 'C.13', '1', '0'],
      [7, 'quality', 'C.16', '{2}', '{0.5}'],
      [8, 'quality', 'C.12', '3', '2'],
    ]);
  });
});
