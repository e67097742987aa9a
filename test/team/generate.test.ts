/** A generated team event written as TRF-2026 reads back to the same team rounds, and pair of it = the engine. */
import { expect, it } from 'vitest';
import { generateTeamEvent } from '../../src/generate/teams.js';
import { teamTournamentTrf } from '../../src/generate/teamTrf.js';
import { buildTeamTournament, teamScores } from '../../src/model/team.js';
import { parseTrf } from '../../src/trf/index.js';
import { pairTeamRound, teamRoundInput } from '../../src/systems/team/index.js';
import { describe as text, VARIANTS } from './sweep.js';

it('write then read: the same scores, rounds and next pairing, for every variant with byes and forfeits', () => {
  for (let i = 0; i < 12; i++) {
    const options = { teams: 10 + i, boards: 2 + (i % 4), rounds: 4, variant: VARIANTS[i]!, absence: 0.1, forfeit: 0.1, lateTeams: 1 };
    const { tournament } = generateTeamEvent(500 + i, options);
    const file = teamTournamentTrf(tournament, `Event ${i}`);
    const back = buildTeamTournament(parseTrf(file, { fileName: 'g.trf' }), 'g.trf');
    expect(back.variant).toEqual(tournament.variant);
    expect(teamScores(back, back.roundsInFile)).toEqual(teamScores(tournament, tournament.roundsInFile));
    expect(back.rounds.map((h) => h.map((r) => (r.kind === 'match' ? `${r.opponent}${r.colour}${r.played}` : r.kind)))).toEqual(
      tournament.rounds.map((h) => h.map((r) => (r.kind === 'match' ? `${r.opponent}${r.colour}${r.played}` : r.kind))),
    );
    const next = tournament.roundsInFile + 1;
    expect(text(pairTeamRound(teamRoundInput(back, next)))).toBe(text(pairTeamRound(teamRoundInput(tournament, next))));
  }
});

it('generate --teams writes a team file that pair reads and pairs', async () => {
  const { cli } = await import('../support/cli.js');
  const g = cli(['generate', '--teams', '9', '--boards', '4', '--rounds', '5', '--seed', '3', '--team-colours', 'b', '--forfeit-rate', '0.1', '--absence-rate', '0.1']);
  expect(g.code).toBe(0);
  expect(g.stdout).toMatch(/^192 FIDE_TEAM_TYPEB_MP_GP$/m);
  expect(g.stdout).toMatch(/^330 \+- {3}1 {3}6 {3}2$/m);
  expect(g.stdout).toMatch(/^320  1\.0  2\.0   9   8   5$/m);
  expect(cli(['pair', '-', '--json'], g.stdout).code).toBe(3); // its 5 planned rounds are played
  const p = cli(['pair', '-', '--json'], g.stdout.replace(/^142 5$/m, '142 6'));
  expect(p.stderr).toBe('');
  expect(JSON.parse(p.stdout)).toMatchObject({ round: 6, code: 'FIDE_TEAM_TYPEB_MP_GP', pab: 3 });
});
