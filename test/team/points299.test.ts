/**
 * TRF-2026 299 in a team file (src/model/teamPoints.ts, docs/teams.md "299 and 250 in team files"): a blank type is
 * a bonus or penalty of MP and GP counted from the round after the record's (000: from the start); a type names a
 * result and says what it is worth, in the record's round (000: all) for the teams named (none: all). Hand values on
 * test/fixtures/team/unplayed-hand.trf (match points 2/1/0, PAB 1 MP 1 GP, a forfeit win 2 GP):
 *   R1: T1-T3 forfeited, T3 wins (330 -+) | T2 1-1 T4 | T5 PAB
 *   R2: T2 1.5-0.5 T3 | T4 0-2 T5 | T1 PAB
 *   R3: T1-T2 forfeited, T1 wins | T3-T4 forfeited, T3 wins | T5 half-point bye (240 H)
 * MP / GP without 299: T1 3/3, T2 3/2.5, T3 4/4.5, T4 1/1, T5 4/4.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTeamTournament, teamScores } from '../../src/model/team.js';
import { parseTeamTiebreaks, teamStandings } from '../../src/standings/teams.js';
import { teamRoundInput } from '../../src/systems/team/index.js';
import { checkConsistency, readTrf } from '../../src/trf/index.js';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-team299-');
const FIXTURE = readFileSync('test/fixtures/team/unplayed-hand.trf', 'utf8');
const withLines = (...lines: string[]): string => `${FIXTURE.trimEnd()}\n${lines.join('\n')}\n`;
const load = (text: string) => buildTeamTournament(readTrf(new TextEncoder().encode(text)), 'x.trf');
/** [MP, GP] in points by team after `rounds` rounds. */
const scores = (text: string, rounds = 3): number[][] => {
  const { mp, gp } = teamScores(load(text), rounds);
  return mp.map((m, i) => [m / 10, gp[i]! / 10]);
};
const BASE = [[3, 3], [3, 2.5], [4, 4.5], [1, 1], [4, 4]];

describe('299 with a type: what a result is worth', () => {
  it('without 299 the hand values hold', () => {
    expect(scores(FIXTURE)).toEqual(BASE);
  });

  it('+ for every round and team (the record of TRF-2026\'s note): every match won by forfeit gives 2.0 MP, 1.5 GP', () => {
    // T1 R3 and T3 R1, R3 were won by forfeit (2.0 GP each): 0.5 less each.
    expect(scores(withLines('299 +  2.0  1.5'))).toEqual([[3, 2.5], [3, 2.5], [4, 3.5], [1, 1], [4, 4]]);
  });

  it('- scoped to a team (round 000 = all rounds): only that team\'s forfeit losses', () => {
    // T1 lost R1 by forfeit: 0.5 GP; T2 (R3) and T4 (R3) are not named.
    expect(scores(withLines('299 -  0.0  0.5 000 0001'))).toEqual([[3, 3.5], [3, 2.5], [4, 4.5], [1, 1], [4, 4]]);
    // The opponent's view of the match follows: T3's round 1 reads 2.0 - 0.5.
    const t = load(withLines('299 -  0.0  0.5 000 0001'));
    const r = t.rounds[2]![0]!;
    expect(r.kind === 'match' ? [r.gamePoints, r.opponentGamePoints] : r.kind).toEqual([20, 5]);
  });

  it('scoped to a round: a result of another round is not touched; a record that fits nothing changes nothing', () => {
    // T3 won by forfeit in R1 and R3: only R3 becomes 1.0 GP.
    expect(scores(withLines('299 +  2.0  1.0 003'))).toEqual([[3, 2], [3, 2.5], [4, 3.5], [1, 1], [4, 4]]);
    // TEC's sample: "299 + 2.0 2.5 1 1", team 1 did not win round 1 by forfeit.
    expect(scores(withLines('299 +  2.0  2.5   1    1'))).toEqual(BASE);
  });

  it('H: a half-point team bye worth 2.0 MP and 2.0 GP (240 H of T5 in R3)', () => {
    expect(scores(withLines('299 H  2.0  2.0 003 0005'))).toEqual([[3, 3], [3, 2.5], [4, 4.5], [1, 1], [5, 5]]);
  });

  it('W: a match won gets the record\'s match points (a forfeit win too, as 162\'s W), its game points stay', () => {
    // R2: T2 and T5 won over the board, T1 (R3) and T3 (R1, R3) by forfeit: 3 MP each win in place of 2. The
    // record's game points are not used (a warning says so). Gacrux gives the same MP.
    const text = withLines('299 W  3.0  9.0');
    expect(scores(text)).toEqual([[4, 3], [4, 2.5], [6, 4.5], [1, 1], [5, 4]]);
    const warnings = checkConsistency(readTrf(new TextEncoder().encode(text)), 'x.trf').warnings.map((w) => w.message);
    expect(warnings.some((m) => /299 of type W: its match points are used, its game points are not/.test(m))).toBe(true);
    // A single value at columns 8-11 is the match points: the same scores.
    expect(scores(withLines('299 W  3.0'))).toEqual([[4, 3], [4, 2.5], [6, 4.5], [1, 1], [5, 4]]);
    // A record of the result's own type wins over W: forfeit wins stay 2.0 MP, 2.0 GP.
    expect(scores(withLines('299 W  3.0', '299 +  2.0  2.0'))).toEqual([[3, 3], [4, 2.5], [4, 4.5], [1, 1], [5, 4]]);
  });

  it('D covers a half-point bye (as 162\'s D), L only a loss over the board (not a forfeit loss)', () => {
    // D 0.5: T2 and T4 drew R1; T5's R3 half-point bye too. L 0.5: T3 and T4 lost R2 over the board.
    expect(scores(withLines('299 D  0.5')).map((x) => x[0])).toEqual([3, 2.5, 4, 0.5, 3.5]);
    expect(scores(withLines('299 L  0.5')).map((x) => x[0])).toEqual([3, 3, 4.5, 1.5, 4]);
  });

  it('WIN and WON count results, not their match points', () => {
    const t = load(withLines('299 W  3.0'));
    const doc = readTrf(new TextEncoder().encode(withLines('299 W  3.0')));
    const rows = teamStandings(doc, t, parseTeamTiebreaks('WIN,WON', 'mp', 'test'), 3).rows;
    expect(Object.fromEntries(rows.map((r) => [r.tpn, r.values]))).toEqual({ 1: [1, 0], 2: [1, 1], 3: [2, 0], 4: [0, 0], 5: [1, 1] });
  });

  it('the last record that fits wins', () => {
    expect(scores(withLines('299 +  2.0  1.5', '299 +  2.0  1.0 003 0003'))).toEqual([[3, 2.5], [3, 2.5], [4, 3], [1, 1], [4, 4]]);
  });
});

describe('299 with a blank type: a bonus or penalty', () => {
  it('counts from the round after the record\'s round, in MP and GP, in the standings', () => {
    const text = withLines('299     -1.0 -0.5   1 0004');
    expect(scores(text, 1)[3]).toEqual([0, 0.5]); // T4 after R1: 1 MP, 1 GP less the penalty
    expect(scores(text, 0)[3]).toEqual([0, 0]);
    expect(scores(text)[3]).toEqual([0, 0.5]);
    const doc = readTrf(new TextEncoder().encode(text));
    const rows = teamStandings(doc, load(text), parseTeamTiebreaks('MPvGP', 'mp', 'test'), 3).rows;
    expect(rows.find((r) => r.tpn === 4)).toMatchObject({ mp: 0, gp: 5, values: [5] });
  });

  it('round 000 counts from the start; a record naming no team is not used (a warning)', () => {
    expect(scores(withLines('299      2.0  1.0 000 0002'), 0)[1]).toEqual([2, 1]);
    const text = withLines('299      2.0  1.0   2');
    expect(scores(text)).toEqual(BASE);
    expect(checkConsistency(readTrf(new TextEncoder().encode(text)), 'x.trf').warnings.some((w) => /299 bonus or penalty names no team/.test(w.message))).toBe(true);
  });

  it('is in the pairing score of the next round (the team engine\'s input), not before', () => {
    const text = withLines('299      4.0  2.0   1 0004');
    const t = load(text);
    const score = (round: number) => teamRoundInput(t, round).entrants.find((e) => e.tpn === 4);
    expect(score(1)).toMatchObject({ score: 0, secondary: 0 });
    expect(score(2)).toMatchObject({ score: 50, secondary: 30 });
  });

  it('a team number that is not a team: exit 3 with the line', () => {
    const file = join(tmp(), 'bad.trf');
    writeFileSync(file, withLines('299      1.0  1.0   1    9'));
    const r = cli(['standings', file]);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/bad\.trf:27:5: 299 names team 9, which does not exist/);
  });

  it('team numbers are not read as players in a team file (no individual points warning)', () => {
    const text = withLines('299      1.0  1.0   1    2');
    const messages = checkConsistency(readTrf(new TextEncoder().encode(text)), 'x.trf').warnings.map((w) => w.message);
    expect(messages.filter((m) => /points column|299/.test(m))).toEqual([]);
  });
});

describe('299 in the pairing and in check', () => {
  /** 4 teams, 4 rounds, round 1 paired (1-3, 2-4 by the fold) and won by teams 1 and 2 (3-1 each). */
  function afterRoundOne(): string {
    const file = join(tmp(), 'club.trf');
    expect(cli(['new', file, '--teams', 'test/fixtures/team/club-teams.csv', '--rounds', '4', '--boards', '4']).code).toBe(0);
    expect(cli(['pair', file, '-o', file, '--force']).code).toBe(0);
    for (const m of ['1=3-1', '2=3-1']) expect(cli(['result', file, '--match', m]).code).toBe(0);
    return file;
  }
  const pairs = (file: string, round: number): string[] => {
    const t = buildTeamTournament(readTrf(readFileSync(file)), file);
    return t.rounds.flatMap((h, i) => {
      const r = h[round - 1];
      return r?.kind === 'match' && i + 1 < r.opponent ? [`${i + 1}-${r.opponent}`] : [];
    });
  };

  it('a bonus that lifts a team into the top scoregroup changes the next pairing; check follows it', () => {
    const plain = afterRoundOne();
    expect(cli(['pair', plain, '-o', plain, '--force']).code).toBe(0);
    expect(pairs(plain, 2)).toEqual(['1-2', '3-4']); // 2 MP: 1, 2; 0 MP: 3, 4
    const file = afterRoundOne();
    // Team 3 gets 4.0 MP after round 1: 4 MP alone at the top; its upfloater is 2 (it met 1).
    writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n299      4.0  2.0   1 0003\n`);
    expect(cli(['pair', file, '-o', file, '--force']).code).toBe(0);
    expect(pairs(file, 2)).toEqual(['1-4', '2-3']);
    expect(cli(['check', file]).code).toBe(0);
    // Without the record, check re-pairs round 2 as 1-2, 3-4: the file's round differs.
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^299 .*\n/m, ''));
    const r = cli(['check', file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/round 2/i);
  });
});
