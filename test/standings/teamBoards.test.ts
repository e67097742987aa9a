/**
 * Individual board standings of a team file (`standings --boards`, issue 35 item 4), by hand.
 * hand-standings.trf: Adams (Alpha board 1) scored 1, ½, 1 against Jones 2380, Nash 2300, Evans 2350: 2.5 / 3,
 * ARO 7030 / 3 = 2343, p = 83% -> dp 273 (B.02 8.1(a)), TPR 2616. Ives (a Beta reserve) never played.
 * unplayed-hand.trf: Team 5's board 1 had the PAB (320: 1.0 GP for 2 boards, 0.5 each), won in round 2, a
 * half-point bye in round 3: 2.0 points, 1 game, 100%.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTeamTournament } from '../../src/model/team.js';
import { teamBoardStandings } from '../../src/standings/teamBoards.js';
import { readTrf } from '../../src/trf/index.js';
import { cli } from '../support/cli.js';

const boardsOf = (file: string) => {
  const doc = readTrf(readFileSync(file));
  return teamBoardStandings(doc, buildTeamTournament(doc, file));
};

describe('board standings', () => {
  it('points, games, percentage, ARO and TPR from the text, by board then percentage', () => {
    const b = boardsOf('test/fixtures/team/hand-standings.trf');
    const adams = b.rows.find((r) => r.player === 1)!;
    expect([adams.board, adams.points, adams.games, adams.percentage, adams.aro, adams.tpr, adams.boardsPlayed]).toEqual([1, 25, 3, 83.3, 2343, 2616, [1]]);
    expect(b.rows.filter((r) => r.board === 1).map((r) => r.player)).toEqual([1, 14, 5, 10]);
    const ives = b.rows.find((r) => r.player === 9)!;
    expect([ives.board, ives.games, ives.percentage, ives.tpr]).toEqual([5, 0, null, null]);
    expect(b.rows[b.rows.length - 1]!.player).toBe(9);
  });
  it('a team PAB gives each board its share of the PAB\'s game points; byes and forfeits count in points, not in games', () => {
    const b = boardsOf('test/fixtures/team/unplayed-hand.trf');
    const p9 = b.rows.find((r) => r.player === 9)!;
    expect([p9.points, p9.games, p9.percentage]).toEqual([20, 1, 100]);
    // Team 1 board 1: lost R1 by forfeit (0), PAB R2 (0.5), won R3 by forfeit (1): 1.5, no game.
    expect(b.rows.find((r) => r.player === 1)!.points).toBe(15);
  });
  it('the CLI prints it as text, JSON and CSV; --boards on an individual file is refused (exit 3)', () => {
    const text = cli(['standings', 'test/fixtures/team/hand-standings.trf', '--boards']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^ +1 +1 +Adams, Ann +Alpha +2400 +2\.5 +3 +83\.3 +2343 +2616 +1$/m);
    expect(text.stdout).toMatch(/^ +R1 +9 +Ives, Ian +Beta +2000 +0\.0 +0 +- +- +- *$/m);
    const csv = cli(['standings', 'test/fixtures/team/hand-standings.trf', '--boards', '--csv']).stdout.split('\r\n');
    expect(csv[0]).toBe('board,id,name,team_name,rating,points,games,percentage,aro,tpr,boards_played');
    expect(csv[1]).toBe('1,1,"Adams, Ann",Alpha,2400,2.5,3,83.3,2343,2616,1');
    const j = JSON.parse(cli(['standings', 'test/fixtures/team/hand-standings.trf', '--boards', '--json']).stdout) as { players: { player: number; tpr: number | null }[] };
    expect(j.players[0]).toMatchObject({ player: 1, tpr: 2616 });
    const bad = cli(['standings', 'test/fixtures/standings/unrated.trf', '--boards']);
    expect(bad.code).toBe(3);
    expect(bad.stderr).toMatch(/--boards is for team files/);
  });
});
