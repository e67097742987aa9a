/**
 * Team standings (issue 35 item 4) on a hand-made event (test/fixtures/team/hand-standings.trf: 4 teams, 4 boards,
 * 3 rounds, entered with `new --teams` / `pair -o` / `result --match`). Every expected value is computed by hand
 * from C.07 arts. 11-13 (../shared/rules/tiebreaks-teams-2026.md):
 *   R1 Alpha 2.5-1.5 Gamma (1,½,0,1)   Delta 2.5-1.5 Beta (1,1,½,0)
 *   R2 Delta 2-2 Alpha (½,½,1,0)       Beta 2.5-1.5 Gamma (1,1,½,0)
 *   R3 Alpha 2-2 Beta (1,0,½,½)        Gamma 2.5-1.5 Delta (1,1,0,½)
 *   MP: Alpha 4, Beta 3, Delta 3, Gamma 2.  GP: Alpha 6.5, Beta 6, Delta 6, Gamma 5.5.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTeamTournament } from '../../src/model/team.js';
import { parseTeamTiebreaks, teamStandings } from '../../src/standings/teams.js';
import { readTrf } from '../../src/trf/index.js';
import { cli } from '../support/cli.js';

const FILE = 'test/fixtures/team/hand-standings.trf';
const doc = readTrf(readFileSync(FILE));
const t = buildTeamTournament(doc, FILE);
const run = (list: string) => teamStandings(doc, t, parseTeamTiebreaks(list, 'mp', 'test'));
const byTeam = (list: string): Record<string, unknown> => Object.fromEntries(run(list).rows.map((r) => [r.name, r.values.length === 1 ? r.values[0] : r.values]));
const ranks = (list: string): [string, number][] => run(list).rows.map((r) => [r.name, r.rank]);

describe('team tie-breaks by hand (values in tenths)', () => {
  it('MP primary; MPvGP is the game points', () => {
    expect(run('').rows.map((r) => [r.name, r.mp, r.gp, r.rank])).toEqual([['Alpha', 40, 65, 1], ['Beta', 30, 60, 2], ['Delta', 30, 60, 2], ['Gamma', 20, 55, 4]]);
    expect(byTeam('MPvGP')).toEqual({ Alpha: 65, Beta: 60, Delta: 60, Gamma: 55 });
  });
  it('BH:MP and BH:GP: the opponents\' final scores', () => {
    // Alpha met Gamma 2, Delta 3, Beta 3; Beta: Delta 3, Gamma 2, Alpha 4; Gamma: 4+3+3; Delta: 3+4+2.
    expect(byTeam('BH:MP')).toEqual({ Alpha: 80, Beta: 90, Delta: 90, Gamma: 100 });
    expect(byTeam('BH:GP')).toEqual({ Alpha: 175, Beta: 180, Delta: 180, Gamma: 185 });
    expect(byTeam('BH:MP/C1')).toEqual({ Alpha: 60, Beta: 70, Delta: 70, Gamma: 70 });
  });
  it('SB:MP (EMMSB), EMGSB, EGGSB (SB:GP): opponent\'s total x the score against it', () => {
    expect(byTeam('SB:MP')).toEqual({ Alpha: 100, Beta: 80, Delta: 100, Gamma: 60 });
    expect(byTeam('EMMSB')).toEqual(byTeam('SB:MP'));
    // Beta: Delta 3 x 1.5 + Gamma 2 x 2.5 + Alpha 4 x 2 = 17.5.
    expect(byTeam('EMGSB')).toEqual({ Alpha: 170, Beta: 175, Delta: 185, Gamma: 180 });
    // Alpha: 5.5 x 2.5 + 6 x 2 + 6 x 2 = 37.75.
    expect(byTeam('SB:GP')).toEqual({ Alpha: 377.5, Beta: 357.5, Delta: 362.5, Gamma: 337.5 });
    expect(byTeam('EGGSB')).toEqual(byTeam('SB:GP'));
  });
  it('BC (lower is better), TBR and BBE from the board results', () => {
    // Alpha by board: 2.5, 1, 0.5, 2.5: BC = 2.5 + 2 + 1.5 + 10 = 16.
    expect(byTeam('BC')).toEqual({ Alpha: 160, Beta: 155, Delta: 140, Gamma: 145 });
    expect(byTeam('TBR')).toEqual({ Alpha: [25, 10, 5, 25], Beta: [10, 20, 15, 15], Delta: [15, 15, 25, 5], Gamma: [10, 15, 15, 15] });
    expect(byTeam('BBE')).toEqual({ Alpha: [40, 35, 25], Beta: [45, 30, 10], Delta: [55, 30, 15], Gamma: [40, 25, 10] });
  });
  it('each tie-break decides the Beta-Delta tie as the hand computation says', () => {
    expect(ranks('BH:MP')).toEqual([['Alpha', 1], ['Beta', 2], ['Delta', 2], ['Gamma', 4]]);
    expect(ranks('BH:MP,SB:MP')).toEqual([['Alpha', 1], ['Delta', 2], ['Beta', 3], ['Gamma', 4]]);
    // EDE: Delta beat Beta in round 1 (primary, within the group: 2 MP to 0).
    expect(ranks('EDE')).toEqual([['Alpha', 1], ['Delta', 2], ['Beta', 3], ['Gamma', 4]]);
    // Its value is the place within the tied group (Delta 1, Beta 2), 0 for a team tied with nobody.
    expect(run('EDE').rows.map((r) => [r.name, r.values[0]])).toEqual([['Alpha', 0], ['Delta', 1], ['Beta', 2], ['Gamma', 0]]);
    for (const list of ['BC', 'TBR', 'BBE', 'EMGSB', 'EGGSB', 'MPvGP,BH:GP,EDET']) expect(ranks(list)[1], list).toEqual(['Delta', 2]);
    expect(ranks('MPvGP,BH:GP')).toEqual([['Alpha', 1], ['Beta', 2], ['Delta', 2], ['Gamma', 4]]);
    expect(parseTeamTiebreaks('EDET', 'mp', 'x').map((x) => [x.name, x.extras])).toEqual([['EDE', ['T']]]);
  });
});

describe('standings of a team file', () => {
  it('prints the teams with the list and refuses an unknown code with its column (exit 3)', () => {
    const r = cli(['standings', FILE, '--tiebreaks', 'EDE,BH:GP,SB:GP,BC']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^ +2 +4 +Delta +3\.0 +6\.0 +1 +18\.0 +36\.25 +14\.0$/m);
    expect(r.stderr).not.toMatch(/not used for pairing/);
    const bad = cli(['standings', FILE, '--tiebreaks', 'EDE,XYZ']);
    expect(bad.code).toBe(3);
    expect(bad.stderr).toMatch(/--tiebreaks, column 5: unknown (team )?tie-break "XYZ"/);
    const j = JSON.parse(cli(['standings', FILE, '--json', '--tiebreaks', 'BH:MP']).stdout) as { rows: { name: string; values: number[] }[] };
    expect(j.rows.map((x) => [x.name, x.values[0]])).toEqual([['Alpha', 80], ['Beta', 90], ['Delta', 90], ['Gamma', 100]]);
  });
});

describe('team list errors', () => {
  it('a code valid for individuals only is refused for a team file at its column', () => {
    const r = cli(['standings', FILE, '--tiebreaks', 'BH:MP,ARO']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/--tiebreaks, column 7: a rating-based tie-break is for individuals .*"ARO"/);
  });
});
