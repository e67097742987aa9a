/**
 * A corpus of team tournaments paired by swisspair (test/fixtures/teams/corpus.json): 24 seeded events, every
 * variant, with absences, forfeited matches and late teams, each round's pairing stored. Any change to the engine
 * that changes a pairing fails here. UPDATE_TEAM_CORPUS=1 rewrites the file (only after the oracle agrees).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { generateTeamEvent, type TeamEventOptions } from '../../src/generate/teams.js';
import { describe as text, VARIANTS } from './sweep.js';

const FILE = 'test/fixtures/teams/corpus.json';
interface Entry { seed: number; options: TeamEventOptions; rounds: string[] }

function build(): Entry[] {
  return Array.from({ length: 24 }, (_, i) => {
    const options: TeamEventOptions = { teams: 6 + ((i * 7) % 35), boards: 2 + (i % 5), rounds: 5 + (i % 7), variant: VARIANTS[i % VARIANTS.length]!, absence: i % 3 === 0 ? 0.08 : 0, forfeit: i % 2 === 0 ? 0.05 : 0, lateTeams: i % 4 };
    const seed = 1000 + i;
    return { seed, options, rounds: generateTeamEvent(seed, options).rounds.map((r) => text(r.pairing)) };
  });
}

it('every stored round is paired again the same', () => {
  if (process.env.UPDATE_TEAM_CORPUS === '1') writeFileSync(FILE, JSON.stringify(build(), null, 1) + '\n');
  const stored = JSON.parse(readFileSync(FILE, 'utf8')) as Entry[];
  expect(stored.length).toBe(24);
  expect(stored.reduce((s, e) => s + e.rounds.length, 0)).toBeGreaterThan(150);
  for (const e of stored) expect(generateTeamEvent(e.seed, e.options).rounds.map((r) => text(r.pairing))).toEqual(e.rounds);
});
