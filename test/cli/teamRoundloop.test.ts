/**
 * The round loop of a team event (issue 35 item 5): `new --teams` writes a TRF-2026 team file (001 per player in
 * board order, 310 per team, 192/352/362), `result --match` enters a match by boards, whole, or forfeited (330),
 * and every bad input is exit 3 naming the option or file:line:column, the file left as it was.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTeamTournament } from '../../src/model/team.js';
import { readTrf } from '../../src/trf/index.js';
import { cli } from '../support/cli.js';
import { cutTeamEventAfter } from '../support/teamEvents.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-teamloop-');
const CSV = 'test/fixtures/team/club-teams.csv';

function made(extra: string[] = []): string {
  const out = join(tmp(), 't.trf');
  const r = cli(['new', out, '--teams', CSV, '--rounds', '3', '--boards', '4', '--name', 'Club Teams', ...extra]);
  expect(r.code, r.stderr).toBe(0);
  return out;
}
const team = (file: string) => buildTeamTournament(readTrf(readFileSync(file)), file);
const line = (text: string, id: number): string => text.split('\n').find((l) => l.startsWith(`001 ${String(id).padStart(4)}`))!;

describe('new --teams', () => {
  it('numbers players team by team in board order, one 310 per team, the variant in 192', () => {
    const out = made();
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/^192 FIDE_TEAM_TYPEA_MP_GP$/m);
    expect(text).toMatch(/^352 WBWB$/m);
    expect(text).toMatch(/^362 TW 2\.0   TD 1\.0   TL 0\.0$/m);
    expect(text).toMatch(/^082 4$/m);
    expect(text).toContain('310   2 Beta                                     2200                       5    6    7    8    9');
    expect(line(text, 10)).toContain('Jones, Jo');
    const t = team(out);
    expect(t.teams.map((x) => [x.name, x.players])).toEqual([
      ['Alpha', [1, 2, 3, 4]], ['Beta', [5, 6, 7, 8, 9]], ['Gamma', [10, 11, 12, 13]], ['Delta', [14, 15, 16, 17]],
    ]);
    expect(t.boards).toBe(4);
    expect(t.variant).toEqual({ colours: 'a', primary: 'mp', secondaryForColours: true, baku: false });
  });

  it('takes the file to write as OUT or as -o, as every other command writes; neither or two different: exit 3', () => {
    const byOption = join(tmp(), 'o.trf');
    expect(cli(['new', '-o', byOption, '--teams', CSV, '--rounds', '3', '--boards', '4', '--name', 'Club Teams']).code).toBe(0);
    expect(readFileSync(byOption, 'utf8')).toBe(readFileSync(made(), 'utf8'));
    const none = cli(['new', '--teams', CSV]);
    expect([none.code, none.stderr]).toEqual([3, "error: give the file to write: swisspair new OUT.trf (or -o OUT.trf; '-' for standard output)\n"]);
    const two = cli(['new', join(tmp(), 'a.trf'), '-o', join(tmp(), 'b.trf'), '--teams', CSV]);
    expect(two.code).toBe(3);
    expect(two.stderr).toMatch(/two files to write: .*a\.trf and -o .*b\.trf; give one/);
  });

  it('writes the chosen variant, board colours, match points and team order', () => {
    const out = made(['--team-colours', 'b', '--team-score', 'gp', '--board-colours', 'WBBW', '--match-points', '3,1,0', '--team-order', 'rating']);
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/^192 FIDE_TEAM_TYPEB_GP_MP$/m);
    expect(text).toMatch(/^352 WBBW$/m);
    const t = team(out);
    expect(t.scoring).toEqual({ win: 30, draw: 10, loss: 0 });
    // Mean rating of the first 4 boards: Alpha 2250, Gamma 2230, Beta 2200, Delta 2150.
    expect(t.teams.map((x) => x.name)).toEqual(['Alpha', 'Gamma', 'Beta', 'Delta']);
    const coded = join(tmp(), 'c.trf');
    expect(cli(['new', coded, '--teams', CSV, '--rounds', '3', '--team-code', 'FIDE_TEAM_GP']).code).toBe(0);
    expect(readFileSync(coded, 'utf8')).toMatch(/^192 FIDE_TEAM_GP$/m);
  });

  it('refuses a team with fewer players than boards, a player in two teams, no team column: exit 3 at file:line:column', () => {
    const out = join(tmp(), 'x.trf');
    let r = cli(['new', out, '--teams', CSV, '--rounds', '3', '--boards', '5']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/club-teams\.csv:2:1: .*team "Alpha" has 4 players for 5 boards/);
    const twice = join(tmp(), 'twice.csv');
    writeFileSync(twice, readFileSync(CSV, 'utf8').replace('Delta,"Quinn, Q",2000,4004', 'Delta,"Quinn, Q",2000,1001'));
    r = cli(['new', out, '--teams', twice, '--rounds', '3']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/twice\.csv:18:\d+: .*FIDE id is also on line 2: a player belongs to one team/);
    const noTeam = join(tmp(), 'noteam.csv');
    writeFileSync(noTeam, 'Name,Rating\nA,2000\n');
    r = cli(['new', out, '--teams', noTeam, '--rounds', '3']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/noteam\.csv:1:1: the header names no team column/);
    for (const bad of [['--team-code', 'FIDE_TEAM_TYPEC'], ['--team-colours', 'c'], ['--board-colours', 'WXB'], ['--match-points', '2,1']]) {
      r = cli(['new', out, '--teams', CSV, '--rounds', '3', ...bad]);
      expect(r.code, bad.join(' ')).toBe(3);
      expect(r.stderr).toContain(bad[0]!);
    }
    expect(cli(['new', out, '--rounds', '3']).stderr).toMatch(/--players FILE .* or --teams FILE/);
  });
});

describe('result --match', () => {
  function paired(): string {
    const out = made();
    expect(cli(['pair', out, '-o', out, '--force']).code).toBe(0);
    return out; // round 1: 1 Alpha - 3 Gamma, 4 Delta - 2 Beta
  }

  it('by boards, from team T\'s side whatever its colour on the board', () => {
    const out = paired();
    const r = cli(['result', out, '--match', '3', '--boards', '0-1,½-½,1-0,0-1']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('round 1: match 1 (3-1): 4 boards entered');
    expect(r.stderr).not.toMatch(/not used for pairing/);
    const text = readFileSync(out, 'utf8');
    // Board 1: Alpha's 1 (white) beat Gamma's 10; board 2: 11 (white) drew with 2; board 3: 12 (black) won.
    expect(line(text, 1)).toMatch(/10 w 1$/);
    expect(line(text, 10)).toMatch(/ 1 b 0$/);
    expect(line(text, 2)).toMatch(/11 b =$/);
    expect(line(text, 12)).toMatch(/ 3 b 1$/);
    const t = team(out);
    expect(t.rounds[0]![0]).toMatchObject({ kind: 'match', opponent: 3, gamePoints: 25, opponentGamePoints: 15, matchPoints: 20, played: true });
    expect(t.rounds[2]![0]).toMatchObject({ kind: 'match', opponent: 1, gamePoints: 15, matchPoints: 0 });
  });

  it('whole (T=2.5-1.5) lays the boards out and says so; a forfeited match (T=+-) is on every board and in 330', () => {
    const out = paired();
    let r = cli(['result', out, '--match', '1=2.5-1.5']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/laid out from board 1/);
    r = cli(['result', out, '--match', '2-4=-+']);
    expect(r.code, r.stderr).toBe(0);
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/^330 \+-   1   4   2$/m);
    const t = team(out);
    expect(t.rounds[0]![0]).toMatchObject({ gamePoints: 25, matchPoints: 20 });
    expect(t.rounds[1]![0]).toMatchObject({ kind: 'match', opponent: 4, played: false, forfeit: 'lost', matchPoints: 0, gamePoints: 0 });
    expect(t.rounds[3]![0]).toMatchObject({ kind: 'match', opponent: 2, played: false, forfeit: 'won', matchPoints: 20, gamePoints: 40 });
    // The next round is paired from these results.
    r = cli(['pair', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/ 4 +Delta +2\.0 +4\.0 +- +2\.0 +2\.5 +1 +Alpha/);
  });

  it('refuses what does not fit the match: exit 3, the option named, the file unchanged', () => {
    const out = paired();
    const before = readFileSync(out);
    const cases: [string[], RegExp][] = [
      [['--match', '1=1-0'], /--match: 1-0 does not add up to the 4 boards/],
      [['--match', '1', '--boards', '1-0,1-0'], /--boards: 2 results for the 4 boards/],
      [['--match', '1', '--boards', '1-0,x,1-0,1-0'], /--boards: board 2: "x" is not a result/],
      [['--match', '1-4=2-2'], /--match 1-4: in round 1 team 1 meets team 3/],
      [['--match', '9=2-2'], /--match 9: the file has teams 1-4/],
      [['--match', 'one'], /--match expects/],
      [['--match', '1'], /give the board results/],
      [['--boards', '1-0,1-0,1-0,1-0'], /name it with --match/],
    ];
    for (const [args, message] of cases) {
      const r = cli(['result', out, ...args]);
      expect(r.code, args.join(' ')).toBe(3);
      expect(r.stderr).toMatch(message);
      expect(readFileSync(out)).toEqual(before);
    }
    expect(cli(['result', out, '--match', '1=2-2']).code).toBe(0);
    const again = cli(['result', out, '--match', '1=3-1']);
    expect(again.code).toBe(3);
    expect(again.stderr).toMatch(/already has a result/);
    expect(cli(['result', out, '--match', '1=3-1', '--force']).code).toBe(0);
    expect(team(out).rounds[0]![0]).toMatchObject({ gamePoints: 30 });
  });
});

describe('match numbers: pair, show and result --match mN number the matches alike', () => {
  it('numbers by the higher score, then the sum, then the smaller TPN; mN reads from the first team\'s side', () => {
    const out = made();
    let r = cli(['pair', out, '-o', out, '--force']);
    expect(r.code, r.stderr).toBe(0);
    r = cli(['result', out, '--match', 'm2=3-1']);
    expect(r.code, r.stderr).toBe(0);
    // Round 1, all on 0: by the smaller TPN, match 1 is 1 Alpha - 3 Gamma, match 2 is 4 Delta - 2 Beta (Delta White on board 1).
    expect(r.stderr).toContain('round 1: match 2 (4-2): 4 boards entered');
    expect(team(out).rounds[3]![0]).toMatchObject({ kind: 'match', opponent: 2, gamePoints: 30, opponentGamePoints: 10 });
    expect(cli(['result', out, '--match', '1', '--boards', '1-0,1-0,½-½,0-1']).code).toBe(0);
    r = cli(['show', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^ +1 +1 +Alpha +2\.5-1\.5 +3 +Gamma$/m);
    expect(r.stdout).toMatch(/^ +2 +4 +Delta +3\.0-1\.0 +2 +Beta$/m);
    // Round 2: Delta and Alpha lead with 2 MP: their match comes first, whatever the TPNs.
    r = cli(['pair', out, '-o', out, '--force']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^ +1 +(1 +Alpha|4 +Delta) +2\.0 .* (4 +Delta|1 +Alpha)$/m);
    const shown = cli(['show', out, '--json']);
    const sheet = JSON.parse(shown.stdout) as { matches: { match: number; white: { tpn: number }; black: { tpn: number }; result: string | null }[] };
    expect(sheet.matches.map((m) => [m.match, [m.white.tpn, m.black.tpn].sort()])).toEqual([[1, [1, 4]], [2, [2, 3]]]);
    expect(sheet.matches.every((m) => m.result === null)).toBe(true);
    r = cli(['result', out, '--match', 'm1=+-']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(cli(['show', out, '--json']).stdout).matches[0].result).toBe('+-');
    r = cli(['result', out, '--match', 'm3=2-2']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/--match m3: round 2 has matches 1-2/);
  });
});

describe('bye --team', () => {
  it('declares a team bye (240 naming the team): pair leaves the team out and the model scores it', () => {
    const out = made();
    let r = cli(['bye', out, '--team', '2', '--round', '1', '--kind', 'H']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('team 2 Beta: half-point bye declared for round 1 (240 H)');
    expect(readFileSync(out, 'utf8')).toMatch(/^240 H   1 +2$/m);
    r = cli(['pair', out, '-o', out, '--force']);
    expect(r.code, r.stderr).toBe(0);
    const t = team(out);
    expect(t.rounds[1]![0]).toMatchObject({ kind: 'bye', bye: 'half', matchPoints: 10, gamePoints: 20 });
    // Three teams left: two play, one has the PAB.
    expect(t.rounds.filter((x) => x[0]!.kind === 'match')).toHaveLength(2);
    expect(t.rounds.filter((x) => x[0]!.kind === 'pab')).toHaveLength(1);
    const playing = t.rounds.findIndex((x) => x[0]!.kind === 'match') + 1;
    r = cli(['bye', out, '--team', String(playing), '--round', '1', '--kind', 'Z']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/plays team \d+ in round 1; a forfeited match is entered with result --match/);
    r = cli(['bye', out, '--team', '2', '--round', '1', '--kind', 'F']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/has a half-point bye in round 1 \(240\); pass --force/);
    expect(cli(['bye', out, '--team', '2', '--round', '1', '--kind', 'F', '--force']).code).toBe(0);
    expect(team(out).rounds[1]![0]).toMatchObject({ kind: 'bye', bye: 'full', matchPoints: 20 });
    expect(cli(['bye', out, '--team', '7', '--round', '2', '--kind', 'H']).stderr).toMatch(/--team 7: the file has teams 1-4/);
    expect(cli(['bye', out, '--team', '1', '--round', '4', '--kind', 'H']).stderr).toMatch(/--round 4: the tournament has 3 rounds/);
  });

  it('--remove takes a declared team bye back before the round is paired, and refuses after', () => {
    const out = made();
    expect(cli(['bye', out, '--team', '3', '--round', '2', '--kind', 'H']).code).toBe(0);
    expect(cli(['bye', out, '--team', '2', '--round', '2', '--kind', 'Z']).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^240 H   2 +3$/m);
    let r = cli(['bye', out, '--team', '3', '--round', '2', '--remove']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('team 3 Gamma: the half-point bye declared for round 2 is removed; the team is paired in round 2');
    const text = readFileSync(out, 'utf8');
    expect(text).not.toMatch(/^240 H/m);
    expect(text).toMatch(/^240 Z   2 +2$/m);
    expect(team(out).declaredByes.get(2)?.get(3)).toBeUndefined();
    const before = readFileSync(out);
    r = cli(['bye', out, '--team', '3', '--round', '2', '--remove']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/--team 3: Gamma has no bye declared for round 2/);
    expect(readFileSync(out)).toEqual(before);
    // Once round 1 is paired, its byes are written in the round: --remove is refused, the file untouched.
    expect(cli(['bye', out, '--team', '4', '--round', '1', '--kind', 'H']).code).toBe(0);
    expect(cli(['pair', out, '-o', out, '--force']).code).toBe(0);
    const paired = readFileSync(out);
    r = cli(['bye', out, '--team', '4', '--round', '1', '--remove']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/round 1 is paired/);
    expect(readFileSync(out)).toEqual(paired);
  });
});

describe('withdraw --team', () => {
  /** A generated 6-team event (2 boards, 5 rounds planned) with its first two rounds, as a file. */
  function twoRounds(): string {
    const g = cli(['generate', '--teams', '6', '--boards', '2', '--rounds', '5', '--seed', '3']);
    expect(g.code, g.stderr).toBe(0);
    const file = join(tmp(), 'w.trf');
    writeFileSync(file, cutTeamEventAfter(g.stdout, 2));
    return file;
  }

  it('writes a 240 Z naming the team in every round left; pair leaves it out and says so', () => {
    const file = twoRounds();
    const out = join(tmp(), 'w3.trf');
    const r = cli(['withdraw', file, '--team', '2', '-o', out]);
    expect([r.code, r.stderr]).toEqual([0, `${out}: team 2 Team 2 withdrawn: absent in rounds 3-5 (240 Z)\n`]);
    expect(readFileSync(out, 'utf8').match(/^240 .*$/gm)).toEqual(['240 Z   3    2', '240 Z   4    2', '240 Z   5    2']);
    const paired = cli(['pair', out, '--json']);
    const matches = (JSON.parse(paired.stdout) as { matches: { white: number; black: number }[]; pab: number | null });
    expect([...matches.matches.flatMap((m) => [m.white, m.black]), matches.pab]).not.toContain(2);
    expect(cli(['pair', out]).stdout).toContain('Not paired: 2 Team 2 (zero-point bye, 240)');
  });

  it('refuses a paired round, a withdrawal that changes nothing, an unknown team, and neither --player nor --team: exit 3', () => {
    const file = twoRounds();
    const paired = cli(['withdraw', file, '--team', '2', '--from-round', '2']);
    expect([paired.code, paired.stderr]).toEqual([3, expect.stringContaining("round 2 is paired already; team 2's match there is a forfeit")]);
    const out = join(tmp(), 'w3.trf');
    expect(cli(['withdraw', file, '--team', '2', '-o', out]).code).toBe(0);
    expect(cli(['withdraw', out, '--team', '2']).stderr).toContain('Team 2 is already absent from round 3 on; nothing to do');
    expect(cli(['withdraw', file, '--team', '9']).stderr).toContain('--team 9: the file has teams 1-6');
    expect(cli(['withdraw', file]).stderr).toContain('give --player N, or --team N in a team file');
  });
});
