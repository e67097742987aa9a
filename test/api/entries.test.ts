/**
 * The entries of the package (issue 34's size budget): the core `swisspair` (src/index.ts) carries Dutch, Dubov and
 * the round robins; the team system is `swisspair/team` (src/api/team.ts), which registers it; the generator is
 * `swisspair/generate`, the round-robin toolkit `swisspair/roundrobin`. Without the team entry a team file is
 * refused by name, never paired as individuals; with it the core's own functions pair its teams as the CLI does.
 * The tests run in order: the team entry is imported half-way (the registry is one per module graph).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ArgumentError, buildTournament, chooseSystem, deriveRoundState, ExitCode, pairNextRound, pairRound, readTrf, registerSystem, SYSTEMS, systemById, type TrfDocument } from '../../src/index.js';

const FILE = 'test/fixtures/teams/tec-sample-50-teams.trf';
const teamDoc = (text = readFileSync(FILE, 'latin1')): TrfDocument => readTrf(new TextEncoder().encode(text), { fileName: 'teams.trf' });
const refusal = (f: () => unknown): ArgumentError => {
  try {
    f();
  } catch (error) {
    expect(error).toBeInstanceOf(ArgumentError);
    return error as ArgumentError;
  }
  throw new Error('not refused');
};

describe('the core entry without swisspair/team', () => {
  it('registers Dutch, Dubov and the round robins, Dutch first', () => {
    expect(SYSTEMS.map((s) => s.id)).toEqual(['dutch', 'dubov', 'roundrobin']);
  });

  it('refuses a team file by its 192 code, naming the entry (exit 3), where it would have paired it as individuals', () => {
    const e = refusal(() => pairNextRound(teamDoc(), { fileName: 'teams.trf' }));
    expect(e.exitCode).toBe(ExitCode.InvalidInput);
    expect(e.message).toBe('teams.trf is a team file: the team system (C.04.6) is not in the entry "swisspair"; import "swisspair/team" (it registers the system) and pair with it');
    const t = buildTournament(teamDoc(), { fileName: 'teams.trf' });
    expect(refusal(() => chooseSystem(t)).message).toBe('teams.trf:25: 192 "FIDE_TEAM_BAKU": the team system (C.04.6) is not in the entry "swisspair"; import "swisspair/team" (it registers the system) and pair with it');
  });

  it('refuses a team file without a 192 code by its 310 records, and the id "team" naming the entry', () => {
    const text = readFileSync(FILE, 'latin1').replace(/^192 .*\n/m, '');
    expect(refusal(() => pairNextRound(teamDoc(text), { fileName: 'teams.trf' })).message).toMatch(/^teams\.trf is a team file: .*"swisspair\/team"/);
    expect(refusal(() => systemById('team')).message).toMatch(/^pairing system "team": the team system \(C\.04\.6\) is not in the entry "swisspair"; import "swisspair\/team"/);
    expect(refusal(() => systemById('burstein')).message).toBe('unknown pairing system "burstein" (known: dutch, dubov, roundrobin)');
  });

  it('refuses a team round robin by its 192 code and the id "team-roundrobin", naming the entry', () => {
    const doc = teamDoc(readFileSync(FILE, 'latin1').replace(/^192 .*$/m, '192 FIDE_TEAM_ROUNDROBIN'));
    expect(refusal(() => pairNextRound(doc, { fileName: 'league.trf' })).message).toMatch(/^league\.trf is a team-roundrobin file: the team-roundrobin system \(C\.05 Annex 1, teams\) .*"swisspair\/team"/);
    const t = buildTournament(doc, { fileName: 'league.trf' });
    expect(refusal(() => chooseSystem(t)).message).toBe('league.trf:25: 192 "FIDE_TEAM_ROUNDROBIN": the team-roundrobin system (C.05 Annex 1, teams) is not in the entry "swisspair"; import "swisspair/team" (it registers the system) and pair with it');
    expect(refusal(() => systemById('team-roundrobin')).message).toMatch(/^pairing system "team-roundrobin": .*"swisspair\/team"/);
  });
});

describe('with swisspair/team imported', () => {
  it('the team system is registered once; another system under a registered id is refused', async () => {
    const team = await import('../../src/api/team.js');
    expect(SYSTEMS.map((s) => s.id)).toEqual(['dutch', 'dubov', 'roundrobin', 'team', 'team-roundrobin']);
    registerSystem(team.teamSystem);
    expect(SYSTEMS).toHaveLength(5);
    expect(refusal(() => registerSystem({ ...team.teamSystem, id: 'dutch' })).message).toBe('a pairing system "dutch" is registered already');
  });

  it("the core's chooseSystem and pairRound pair a team file's round as the team engine does, and its standings rank every team", async () => {
    const team = await import('../../src/api/team.js');
    const { tournament } = team.openTeamTournament(teamDoc(), { fileName: 'teams.trf' });
    expect(chooseSystem(tournament).system).toBe('team');
    const teams = tournament.teams!;
    for (const round of [1, 5, 14]) {
      const viaCore = pairRound(deriveRoundState(tournament, round), 'team', { today: '2026-06-01' });
      const engine = team.pairTeamRound(team.teamRoundInput(teams, round));
      expect(viaCore.pairs.map((p) => [p.white, p.black])).toEqual(engine.pairs.map((p) => [p.white, p.black]));
      expect(viaCore.bye).toBe(engine.pab);
      expect(viaCore.typeCode).toBe('FIDE_TEAM_TYPEA_MP_GP_BAKU');
    }
    const checks = team.checkTeamRounds(teams);
    expect(checks).toHaveLength(14);
    const ranked = team.teamStandings(teamDoc(), teams, team.parseTeamTiebreaks('BH', teams.variant.primary, 'list'));
    expect(ranked.rows.map((r) => r.tpn).sort((a, b) => a - b)).toEqual(teams.teams.map((x) => x.tpn));
    expect(() => team.openTeamTournament(readTrf(readFileSync('samples/worked-example-after-round-4.trf'), { fileName: 'w.trf' }), { fileName: 'w.trf' })).toThrow(/w\.trf is no team file/);
  });

  it('swisspair/generate and swisspair/roundrobin hold what left the core', async () => {
    const generate = await import('../../src/generate/index.js');
    const roundRobin = await import('../../src/api/roundRobin.js');
    const core: Record<string, unknown> = await import('../../src/index.js');
    for (const name of ['generateTournament', 'readGeneratorConfig', 'generateRoundRobin', 'varmaAllot', 'checkRoundRobinRounds']) expect(core[name], name).toBeUndefined();
    expect(generate.generateTournament({ ...generate.DEFAULT_CONFIG, players: 10, rounds: 3, seed: 5 }).records.length).toBeGreaterThan(10);
    expect(roundRobin.varmaGroups(10)).toEqual([[3, 4, 8], [5, 7, 9], [1, 6], [2, 10]]);
    expect(roundRobin.bergerTableRound).toBe(core['bergerTableRound']);
  });
});
