/**
 * `_BAKU` team codes: Baku acceleration (C.04.7) in the pairing score of a team Swiss (src/model/teamBaku.ts):
 * GA = the first 2 x ceil(N/4) teams, a win's match points before the first half of the accelerated rounds, a
 * draw's before the rest, nothing after, and never in the standings; 250 records in their place. And 299 records kept as written.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTeamTournament, teamScores } from '../../src/model/team.js';
import { lastGaTeam, teamVirtualPoints } from '../../src/model/teamBaku.js';
import { pairTeamRound, teamRoundInput } from '../../src/systems/team/index.js';
import { readTrf } from '../../src/trf/index.js';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-teambaku-');

function event(code: string, rounds: number): string {
  const out = join(tmp(), `${code}.trf`);
  const r = cli(['new', out, '--teams', 'test/fixtures/team/club-teams.csv', '--rounds', String(rounds), '--boards', '4', '--team-code', code]);
  expect(r.code, r.stderr).toBe(0);
  return out;
}
const load = (file: string) => buildTeamTournament(readTrf(readFileSync(file)), file);
const pairs = (file: string, round: number) =>
  pairTeamRound(teamRoundInput(load(file), round)).pairs.map((p) => [p.white, p.black].sort().join('-')).sort();

describe('Baku acceleration for teams (_BAKU)', () => {
  it('GA teams get a win\'s match points, then a draw\'s, then none; the pairing follows', () => {
    const file = event('FIDE_TEAM_BAKU', 4);
    const t = load(file);
    expect(t.variant.baku).toBe(true);
    // 4 teams: GA = 2 x ceil(4/4) = 2 teams; 4 rounds: 2 accelerated, the first with 1 "point", the second with 0.5.
    expect(lastGaTeam(t, t.variant)).toBe(2);
    expect([1, 2, 3, 4].map(teamVirtualPoints(t, t.variant, 1))).toEqual([20, 20, 0, 0]);
    expect([1, 2, 3, 4].map(teamVirtualPoints(t, t.variant, 2))).toEqual([10, 10, 0, 0]);
    expect([1, 2, 3, 4].map(teamVirtualPoints(t, t.variant, 3))).toEqual([0, 0, 0, 0]);
    expect(teamRoundInput(t, 1).entrants.map((e) => e.score)).toEqual([20, 20, 0, 0]);
    // Accelerated, round 1 pairs GA among itself; without _BAKU the fold pairs 1-3 and 2-4.
    expect(pairs(file, 1)).toEqual(['1-2', '3-4']);
    expect(pairs(event('FIDE_TEAM', 4), 1)).toEqual(['1-3', '2-4']);
  });

  it('never in the standings, not with game points primary, and the code is written back as read', () => {
    const file = event('FIDE_TEAM_TYPEB_MP_BAKU', 4);
    expect(cli(['pair', file, '-o', file, '--force']).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toMatch(/^192 FIDE_TEAM_TYPEB_MP_BAKU$/m);
    const t = load(file);
    expect(teamScores(t, 1).mp.every((x) => x === 0)).toBe(true);
    expect(lastGaTeam(t, { ...t.variant, primary: 'gp' })).toBeNull();
    expect(teamRoundInput(t, 2, { variant: { ...t.variant, primary: 'gp' } }).entrants.every((e) => e.score === 0)).toBe(true);
  });
});

describe('299 (abnormal assignment points) in a team file', () => {
  it('is kept byte for byte through pair -o and result --match (applied: test/team/points299.test.ts)', () => {
    const file = event('FIDE_TEAM', 3);
    const lines = readFileSync(file, 'utf8').split('\n');
    const at = lines.findIndex((l) => l.startsWith('362'));
    const extra = ['299 +  2.0  2.5 001 0003', '299 -  0.0  1.5 001 0001'];
    lines.splice(at + 1, 0, ...extra);
    writeFileSync(file, lines.join('\n'));
    expect(cli(['pair', file, '-o', file, '--force']).code).toBe(0);
    expect(cli(['result', file, '--match', 'm1=2.5-1.5']).code).toBe(0);
    const text = readFileSync(file, 'utf8');
    for (const l of extra) expect(text).toContain(`\n${l}\n`);
  });
});

describe('250 records in a team file (virtual points of the pairing score, src/model/teamPoints.ts)', () => {
  const add = (file: string, ...lines: string[]): void => writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n${lines.join('\n')}\n`);

  it('lift teams into a higher scoregroup: round 1 pairs them together; not in later rounds, never in the standings', () => {
    const file = event('FIDE_TEAM', 4);
    expect(pairs(file, 1)).toEqual(['1-3', '2-4']); // the fold
    // Teams 1 and 4 get 2.0 virtual match points in round 1: scoregroups {1, 4} and {2, 3}.
    add(file, '250  2.0        1   1 0001 0001', '250  2.0        1   1 0004 0004');
    const t = load(file);
    expect([1, 2, 3, 4].map(teamVirtualPoints(t, t.variant, 1))).toEqual([20, 0, 0, 20]);
    expect([1, 2, 3, 4].map(teamVirtualPoints(t, t.variant, 2))).toEqual([0, 0, 0, 0]);
    expect(pairs(file, 1)).toEqual(['1-4', '2-3']);
    expect(cli(['pair', file, '-o', file, '--force']).code).toBe(0);
    for (const m of ['1=2-2', '2=2-2']) expect(cli(['result', file, '--match', m]).code).toBe(0);
    expect(teamScores(load(file), 1).mp).toEqual([10, 10, 10, 10]);
    expect(teamRoundInput(load(file), 2).entrants.map((e) => e.score)).toEqual([10, 10, 10, 10]);
    expect(cli(['check', file]).code).toBe(0);
  });

  it('override a _BAKU code (TRF-2026: for ITDX, 250 replaces the 192 acceleration)', () => {
    const file = event('FIDE_TEAM_BAKU', 4);
    expect(pairs(file, 1)).toEqual(['1-2', '3-4']); // Baku's GA = teams 1 and 2
    add(file, '250  2.0        1   1 0001 0001', '250  2.0        1   1 0004 0004');
    expect(pairs(file, 1)).toEqual(['1-4', '2-3']);
    const t = load(file);
    expect([1, 2, 3, 4].map(teamVirtualPoints(t, t.variant, 2))).toEqual([0, 0, 0, 0]); // no Baku left in round 2
  });

  it('the column of the primary score; the other when it is empty or 0.0 (the spec\'s example, trf2026-teams.md 6.1)', () => {
    const file = event('FIDE_TEAM', 4);
    // TRF-2026's example for a Baku "based on matchpoints" gives the points in the game-points column.
    add(file, '250 00.0 02.0 001 001 0001 0002', '250  1.0  3.0   1   1 0003 0003');
    const t = load(file);
    expect([1, 2, 3, 4].map(teamVirtualPoints(t, t.variant, 1))).toEqual([20, 20, 10, 0]);
    const gp = { ...t.variant, primary: 'gp' as const };
    expect([1, 2, 3, 4].map(teamVirtualPoints(t, gp, 1))).toEqual([20, 20, 30, 0]);
  });

  it('a 250 naming a team that does not exist: exit 3', () => {
    const file = event('FIDE_TEAM', 4);
    add(file, '250  2.0        1   1 0003 0007');
    const r = cli(['pair', file]);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/250 names team 7, which does not exist/);
  });
});
