/**
 * `check` of team files (issue 35 item 4, rounds): every round re-paired by the C.04.6 engine and compared with
 * the file (matches, the team with White on board 1, the PAB). Events swisspair generated are reproduced round
 * for round; a round whose colours were changed is reported as differing, exit 1.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTeamRounds } from '../../src/check/teams.js';
import { buildTeamTournament } from '../../src/model/team.js';
import { readTrf } from '../../src/trf/index.js';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-teamcheck-');

function generated(colours: string, score: string, seed: number): string {
  const out = join(tmp(), `${colours}-${score}-${seed}.trf`);
  const r = cli(['generate', '--teams', '11', '--boards', '4', '--rounds', '6', '--team-colours', colours, '--team-score', score, '--seed', String(seed), '-o', out]);
  expect(r.code, r.stderr).toBe(0);
  return out;
}

/** Every player's round-1 colour flipped: each match of round 1 now has the other team White on board 1. */
function flipRound1(file: string): void {
  const text = readFileSync(file, 'utf8').split('\n').map((l) => (l.startsWith('001') && l.length >= 97 ? l.slice(0, 96) + ({ w: 'b', b: 'w' }[l[96]!] ?? l[96]!) + l.slice(97) : l));
  writeFileSync(file, text.join('\n'));
}

describe('check of a team file', () => {
  it('reproduces every round of events swisspair paired, in every colour rule and score', () => {
    for (const [colours, score, seed] of [['a', 'mp', 1], ['b', 'gp', 2], ['none', 'mp', 3]] as const) {
      const file = generated(colours, score, seed);
      const r = cli(['check', file]);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(r.stdout).toMatch(/ok 6\/6 rounds reproduced, C\.04\.6 Swiss team system 2026/);
      const t = buildTeamTournament(readTrf(readFileSync(file)), file);
      expect(checkTeamRounds(t).map((x) => x.status)).toEqual(Array(6).fill('match'));
    }
  });

  it('a round with other colours differs: exit 1, the matches named by team numbers', () => {
    const file = generated('a', 'mp', 4);
    flipRound1(file);
    const r = cli(['check', file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/round 1: the file has \d+-\d+/);
    // The reason in C.04.6 terms: the sub-article of 4.3 that decides (round 1: 4.3.1), the team the rules give White on board 1 named.
    expect(r.stdout).toMatch(/why \(colour\): 4\.3\.1: White on board 1 goes to team \d+, not team \d+: neither team has played a match: the first-team, team \d+, has an (odd|even) TPN and gets the (initial-colour|opposite of the initial-colour) \((White|Black)\)/);
    const t = buildTeamTournament(readTrf(readFileSync(file)), file);
    const round1 = checkTeamRounds(t, t.variant, [1])[0]!;
    expect(round1.status).toBe('differ');
    expect(round1.reason).toMatchObject({ kind: 'colour', article: '4.3.1' });
    // The same matches with the colours the other way round.
    expect(round1.expected.pairs.map(([w, b]) => `${b}-${w}`).sort()).toEqual(round1.actual!.pairs.map(([w, b]) => `${w}-${b}`).sort());
  });

  it('checks the hand-made fixture entered with new --teams, pair -o and result --match', () => {
    const r = cli(['check', 'test/fixtures/team/hand-standings.trf', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as { files: { rounds: { status: string }[] }[] };
    expect(j.files[0]!.rounds.map((x) => x.status)).toEqual(['match', 'match', 'match']);
  });
});
