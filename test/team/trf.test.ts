/** TRF-2026 team records: parse(format(x)) = x, the real team files, and bad input at file:line:column (exit 3). */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTeamTournament, teamScores } from '../../src/model/team.js';
import { teamVariantFromCode, TEAM_SWISS_CODES, teamCodeOf } from '../../src/model/teamVariant.js';
import { parseTrf } from '../../src/trf/index.js';
import { LineReport, Problems } from '../../src/trf/problems.js';
import { formatTeamLine, readTeamLine, type TeamRecordLine } from '../../src/trf/team.js';
import { cli } from '../support/cli.js';

const tenths = fc.integer({ min: 0, max: 9999 });
const tpn = fc.integer({ min: 1, max: 999 });
const id = fc.integer({ min: 1, max: 9999 });
const name = fc.stringMatching(/^[A-Za-z][A-Za-z .'-]{0,30}[A-Za-z]$/);
const record: fc.Arbitrary<TeamRecordLine> = fc.oneof(
  fc.record({
    kind: fc.constant('team' as const), code: fc.constant('310' as const), tpn, name, nickname: fc.stringMatching(/^[A-Z]{0,5}$/),
    strength: fc.option(fc.integer({ min: 0, max: 999999 })), matchPoints: fc.option(tenths), gamePoints: fc.option(tenths),
    rank: fc.option(fc.integer({ min: 0, max: 999 })), players: fc.array(id, { maxLength: 14 }),
  }),
  fc.record({ kind: fc.constant('pab' as const), matchPoints: fc.option(fc.integer({ min: 0, max: 999 })), gamePoints: fc.option(fc.integer({ min: 0, max: 999 })), teams: fc.array(fc.option(tpn), { maxLength: 15 }).map((t) => { const x = [...t]; while (x.length > 0 && x[x.length - 1] === null) x.pop(); return x; }) }),
  fc.record({ kind: fc.constant('forfeit' as const), type: fc.constantFrom('+-' as const, '-+' as const, '--' as const), round: fc.integer({ min: 1, max: 999 }), white: tpn, black: tpn }),
  fc.record({ kind: fc.constant('lineup' as const), round: fc.integer({ min: 1, max: 999 }), team: tpn, opponent: tpn, players: fc.array(fc.option(id), { maxLength: 14 }) }),
  fc.record({ kind: fc.constant('matchPoints' as const), values: fc.uniqueArray(fc.constantFrom('TW' as const, 'TD' as const, 'TL' as const), { minLength: 1 }).chain((keys) => fc.tuple(...keys.map(() => fc.integer({ min: 0, max: 999 }))).map((vs) => new Map(keys.map((k, i) => [k, vs[i]!])))) }),
  fc.record({ kind: fc.constant('boardColours' as const), colours: fc.stringMatching(/^[WB]{1,14}$/) }),
);
const codeOf: Record<TeamRecordLine['kind'], string> = { team: '310', pab: '320', forfeit: '330', lineup: '300', matchPoints: '362', boardColours: '352' };

describe('TRF-2026 team records', () => {
  it('read(format(x)) = x for 310, 320, 330, 300, 362, 352', () => {
    fc.assert(fc.property(record, (r) => {
      const text = formatTeamLine(r);
      const problems = new Problems('x');
      const back = readTeamLine(codeOf[r.kind], new LineReport(problems, 1, text));
      expect(problems.count).toBe(0);
      expect(back).toEqual(r);
    }), { numRuns: 500 });
  });

  it('keeps the TEC sample columns: 310 fields, 320 by rounds, 330', () => {
    const p = new Problems('x');
    const line = '310  11 India 2                          IND2    2351   19.0   32.0   9    50   43   69   74   77';
    expect(readTeamLine('310', new LineReport(p, 1, line))).toMatchObject({ tpn: 11, name: 'India 2', nickname: 'IND2', strength: 2351, matchPoints: 190, gamePoints: 320, rank: 9, players: [50, 43, 69, 74, 77] });
    expect(readTeamLine('320', new LineReport(p, 1, '320  1.0  2.0          50  49'))).toMatchObject({ matchPoints: 10, gamePoints: 20, teams: [null, null, 50, 49] });
    expect(readTeamLine('330', new LineReport(p, 1, '330 -+  11  10   9'))).toEqual({ kind: 'forfeit', type: '-+', round: 11, white: 10, black: 9 });
  });

  it('every 192 team Swiss code has a variant, and the shortest code reads back', () => {
    for (const code of TEAM_SWISS_CODES) expect(teamVariantFromCode(code)).not.toBeNull();
    expect(teamVariantFromCode('FIDE_TEAM')).toEqual({ colours: 'a', primary: 'mp', secondaryForColours: true, baku: false });
    expect(teamVariantFromCode('FIDE_TEAM_GP')).toEqual({ colours: 'none', primary: 'gp', secondaryForColours: false, baku: false });
    expect(teamVariantFromCode('FIDE_TEAM_TYPEB_GP_MP')).toEqual({ colours: 'b', primary: 'gp', secondaryForColours: true, baku: false });
    for (const code of TEAM_SWISS_CODES.filter((c) => c.startsWith('FIDE'))) expect(teamVariantFromCode(teamCodeOf(teamVariantFromCode(code)!))).toEqual(teamVariantFromCode(code));
  });
});

describe('the team model on real files', () => {
  it('reads the TEC 50-team sample (Sharly-Chess copy): 49 of 50 teams match its 310 totals', () => {
    const f = 'test/fixtures/teams/tec-sample-50-teams.trf';
    const t = buildTeamTournament(parseTrf(readFileSync(f, 'utf8'), { fileName: f }), f);
    expect([t.teams.length, t.boards, t.roundsInFile]).toEqual([50, 4, 14]);
    expect(t.variant).toEqual({ colours: 'a', primary: 'mp', secondaryForColours: true, baku: true });
    const s = teamScores(t, 14);
    const differ = t.section.teams.filter((x, i) => x.matchPoints !== s.mp[i] || x.gamePoints !== s.gp[i]).map((x) => x.tpn);
    // Team 47: the file's 802 gives it an HPB in round 3 that no 240 declares (the sample contradicts itself).
    expect(differ).toEqual([47]);
    expect(t.rounds[2]![6]).toMatchObject({ kind: 'match', opponent: 10, played: true });
  });

  it('reads the Sharly-Chess team import test (300 line-ups with reserves, 320, 362 TW 3.0)', () => {
    const f = 'test/fixtures/teams/sharly-team-import.trf';
    const t = buildTeamTournament(parseTrf(readFileSync(f, 'utf8'), { fileName: f }), f);
    expect(t.scoring).toEqual({ win: 30, draw: 10, loss: 0 });
    expect(t.rounds[4]![0]).toMatchObject({ kind: 'pab', matchPoints: 20, gamePoints: 50 });
    expect(t.rounds[2]![1]).toMatchObject({ kind: 'pab' });
  });
});

/** A 001 line by the TRF columns: one round, opponent, colour, result. */
function player(id: number, opponent: number, colour: string, result: string): string {
  return `001 ${String(id).padStart(4)}      ${`Player ${id}`.padEnd(33)} 2000${' '.repeat(28)}     ${String(id).padStart(4)}  ${String(opponent).padStart(4)} ${colour} ${result}`;
}
/** A 310 line: players from column 74. */
function team(tpn: number, name: string, players: number[]): string {
  return `310 ${String(tpn).padStart(3)} ${name.padEnd(32)}${' '.repeat(32)}${players.map((p) => String(p).padStart(4)).join(' ')}`;
}
const BASE = [
  '012 Bad team file',
  '142 5',
  '192 FIDE_TEAM_TYPEA_MP_GP',
  '352 WB',
  player(1, 3, 'w', '1'),
  player(2, 4, 'b', '='),
  player(3, 1, 'b', '0'),
  player(4, 2, 'w', '='),
  team(1, 'Alpha', [1, 2]),
  team(2, 'Beta', [3, 4]),
];
function teamFile(edit: (lines: string[]) => void): string {
  const lines = [...BASE];
  edit(lines);
  return lines.join('\n') + '\n';
}

describe('bad team files: exit 3 with file:line:column', () => {
  const cases: [string, (l: string[]) => void, RegExp][] = [
    ['a 310 naming a player twice', (l) => (l[8] = team(1, 'Alpha', [1, 1])), /<stdin>:9:81: player 1 named twice in team 1/],
    ['a player in two teams', (l) => (l[9] = team(2, 'Beta', [3, 2])), /<stdin>:10:81: player 2 is in two teams \(1 and 2\)/],
    ['an unknown 192 team code', (l) => (l[2] = '192 FIDE_TEAM_TYPEC'), /<stdin>:3:5: unknown team tournament code in 192/],
    ['a team with fewer players than boards', (l) => (l[3] = '352 WBW'), /<stdin>:9:74: team 1 has 2 players for 3 boards/],
    ['a board result contradicting the match (330 forfeit, games played)', (l) => l.push('330 +-   1   1   2'), /<stdin>:11:5: 330 says the match 1-2 of round 1 was forfeited/],
    ['a board against a team-mate', (l) => l.splice(4, 4, player(1, 2, 'w', '1'), player(2, 1, 'b', '0'), player(3, 4, 'w', '='), player(4, 3, 'b', '=')), /<stdin>:5:92: player 1 of team 1 meets player 2, who is a team-mate/],
  ];
  for (const [what, edit, message] of cases) {
    it(what, () => {
      const r = cli(['pair', '-'], teamFile(edit));
      expect(r.code).toBe(3);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).toBe('');
    });
  }
  it('the unedited file reads; its two teams have met, so round 2 has no legal pairing (exit 1, 3.3.3)', () => {
    const r = cli(['pair', '-'], teamFile(() => {}));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/round 2: no legal pairing of all teams exists \(C.04.6 3.3.3/);
  });
});

describe('pair of a team file', () => {
  it('prints the matches and the PAB, and -o writes each board and 320', () => {
    const r = cli(['pair', 'test/fixtures/teams/sharly-team-import.trf']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Round 3, C.04.6 Swiss team system 2026/);
    expect(r.stdout).toMatch(/1 +1 +ERP A +3\.0 +3\.5 +- +3\.0 +11\.5 +4 +Lyon olympic Echecs/);
    expect(r.stdout).toMatch(/Pairing-allocated bye: 2 Crest/);
    const o = cli(['pair', 'test/fixtures/teams/sharly-team-import.trf', '--json']);
    expect(JSON.parse(o.stdout)).toMatchObject({ system: 'team', code: 'FIDE_TEAM_TYPEA_MP_GP', round: 3, matches: [{ white: 1, black: 4 }, { white: 3, black: 5 }], pab: 2 });
    const w = cli(['pair', 'test/fixtures/teams/sharly-team-import.trf', '-o', '-']);
    // ERP A (7 10 15 14) against Lyon (23 22 5 9), 352 WBBW: board 1 White, boards 2-3 Black, board 4 White.
    expect(w.stdout).toMatch(/^001    7 .*22 w {6}23 w$/m);
    expect(w.stdout).toMatch(/^001   10 .*23 b {6}22 b$/m);
    expect(w.stdout).toMatch(/^320  2\.0  5\.0   5   3   2$/m);
  });
  it('--team-colours none changes the variant', () => {
    const o = cli(['pair', 'test/fixtures/teams/sharly-team-import.trf', '--json', '--team-colours', 'none', '--team-score', 'gp']);
    expect(JSON.parse(o.stdout)).toMatchObject({ code: 'FIDE_TEAM_GP_MP', variant: { colours: 'none', primary: 'gp' } });
  });
});

describe("a team file's player points column (81-84): the player's games alone", () => {
  it('the real Sharly-Chess team files, whose PAB players say 0.0 under `0000 - U` (and 162 P 5.0), raise no points warning', () => {
    for (const f of ['test/fixtures/teams/sharly-team-import.trf', 'test/fixtures/real/fixtures/Sharly-Chess__sharly-chess__trf-team-import-test.trf']) {
      const r = cli(['show', f]);
      expect(r.code).toBe(0);
      expect(r.stderr).not.toMatch(/points column says/);
    }
  });

  it('pair writes `0000 - U` for the PAB team with no point; a forfeit win and games count; check warns of nothing', () => {
    const lines = [...BASE.slice(0, 4)];
    for (let id = 1; id <= 6; id++) lines.push(`001 ${String(id).padStart(4)}      ${`Player ${id}`.padEnd(33)} 2000${' '.repeat(28)} 0.0`);
    lines.push(team(1, 'Alpha', [1, 2]), team(2, 'Beta', [3, 4]), team(3, 'Gamma', [5, 6]));
    const file = lines.join('\n') + '\n';
    const paired = cli(['pair', '-', '-o', '-'], file);
    expect(paired.code).toBe(0);
    // Three teams: one has the PAB; its players' lines say U and keep 0.0.
    const bye = [...paired.stdout.matchAll(/^001 +(\d+) .* (\d+\.\d) +0000 - U$/gm)];
    expect(bye.map((m) => m[2])).toEqual(['0.0', '0.0']);
    const match = JSON.parse(cli(['pair', '-', '--json'], file).stdout) as { matches: { white: number }[] };
    const played = cli(['result', '-', '-o', '-', '--match', `${match.matches[0]!.white}=+-`], paired.stdout);
    expect(played.code).toBe(0);
    expect(played.stderr).not.toMatch(/points column says/);
    const winners = [...played.stdout.matchAll(/^001 +(\d+) .* (\d+\.\d) +\d+ [wb] \+$/gm)].map((m) => m[2]);
    expect(winners).toEqual(['1.0', '1.0']);
    const checked = cli(['check', '-'], played.stdout);
    expect(checked.stderr).not.toMatch(/points column says/);
  });
});
