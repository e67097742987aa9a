/**
 * `check` of a team file's ranks (issue 35 item 4): the 310 ranks (columns 69-71) against the team list (202 here:
 * MPvGP after the primary MP), with the first entry that decides, in the report and its JSON, and the list used.
 * test/fixtures/team/ranks-written.trf is unplayed-hand.trf (see test/standings/teamsUnplayed.test.ts) with ranks
 * written and teams 1 and 2 swapped: both have 3 MP; MPvGP (their GP) 3 against 2.5 puts team 1 third.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTeamStandings } from '../../src/check/teamStandings.js';
import { buildTeamTournament } from '../../src/model/team.js';
import { readTrf } from '../../src/trf/index.js';
import { cli } from '../support/cli.js';

const FILE = 'test/fixtures/team/ranks-written.trf';

describe('check of team ranks', () => {
  it('says each rank that does not follow the list, the deciding entry and its values (exit 1)', () => {
    const r = cli(['check', FILE]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('3/5 ranks follow the tie-break list');
    expect(r.stdout).toContain('standings after round 3, tie-breaks MP, MPvGP (record 202; C.07 2026): 2 ranks do not follow the list');
    expect(r.stdout).toContain('team 1: rank 4 in the file, 3 by the tie-break list; MPvGP decides between it and team 2 (rank 4 by the list): 3 against 2.5');
  });
  it('JSON gives the list, its source and each difference with numbers', () => {
    const j = JSON.parse(cli(['check', FILE, '--json', '--standings-only']).stdout) as { files: { standings: { tiebreaks: string[]; listSource: string; differences: { player: number; tiebreak: unknown }[] } }[] };
    const s = j.files[0]!.standings;
    expect([s.tiebreaks, s.listSource]).toEqual([['MP', 'MPvGP'], 'record 202']);
    expect(s.differences.map((d) => [d.player, d.tiebreak])).toEqual([[1, { code: 'MPvGP', player: 3, against: 2.5 }], [2, { code: 'MPvGP', player: 2.5, against: 3 }]]);
  });
  it('the ranks follow another list given by --tiebreaks (team codes); a tie may be written in either order', () => {
    // By GP alone (MP, then BH:MP): T1 and T2 both 3 MP, BH:MP 9 against 8: team 1 third again.
    expect(cli(['check', FILE, '--standings-only', '--tiebreaks', 'BH:MP']).code).toBe(1);
    // MP only: T1 and T2 tied at 3-4, T3 and T5 at 1-2: every written rank is within its tie.
    const doc = readTrf(readFileSync(FILE));
    const c = checkTeamStandings(doc, buildTeamTournament(doc, FILE), { tiebreaks: '' });
    expect(c?.status).toBe('match');
    expect(c?.checked).toBe(5);
    const bad = cli(['check', FILE, '--tiebreaks', 'BH:MP,XYZ']);
    expect(bad.code).toBe(3);
    expect(bad.stderr).toMatch(/--tiebreaks, column 7: unknown/);
  });
  it('a team file without ranks is not rank-checked', () => {
    const dir = mkdtempSync(join(tmpdir(), 'swisspair-team-ranks-'));
    const plain = join(dir, 'plain.trf');
    writeFileSync(plain, readFileSync('test/fixtures/team/unplayed-hand.trf'));
    const r = cli(['check', plain]);
    rmSync(dir, { recursive: true, force: true });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(/ranks follow/);
  });
});
