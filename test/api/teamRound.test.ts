/**
 * `pairNextTeamRound` (swisspair/team) is the one code path of `pair TEAMS.trf -o`: the bytes the library writes
 * are the bytes the command writes, in every C.04.6 variant, with team byes (240), forfeited matches (330), PABs
 * (320), a line-up, and the variant options; the core's `pairNextRound` sends a team file there.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ArgumentError, encodeTrf, pairNextRound, readTrf, type TrfDocument } from '../../src/index.js';
import { openTeamTournament, pairNextTeamRound, type PairNextTeamRoundOptions } from '../../src/api/team.js';
import { cli } from '../support/cli.js';
import { cutTeamEventAfter } from '../support/teamEvents.js';
import { useTempDirs } from '../support/tmp.js';

const tempDir = useTempDirs();

function generated(colours: string, score: string, teams: number, seed: number): string {
  const r = cli(['generate', '--teams', String(teams), '--boards', '4', '--team-colours', colours, '--team-score', score, '--rounds', '5', '--seed', String(seed), '--absence-rate', '0.05', '--forfeit-rate', '0.05']);
  expect(r.code, r.stderr).toBe(0);
  return r.stdout;
}

/** `pair FILE -o OUT` (the command's bytes) and the library's bytes for the same file and options. */
function both(text: string | Uint8Array, args: readonly string[], options: PairNextTeamRoundOptions = {}): { command: Uint8Array; library: Uint8Array } {
  const dir = tempDir();
  const file = join(dir, 'teams.trf');
  writeFileSync(file, text);
  const out = join(dir, 'out.trf');
  const r = cli(['pair', file, '-o', out, ...args]);
  expect(r.code, r.stderr).toBe(0);
  const document = readTrf(readFileSync(file), { fileName: file });
  const next = pairNextTeamRound(document, { fileName: file, ...options });
  return { command: new Uint8Array(readFileSync(out)), library: encodeTrf(next.document, 'utf-8', file) };
}

describe('pairNextTeamRound writes what pair -o writes', () => {
  const seen = new Set<string>();
  const variants: readonly [string, string][] = [['a', 'mp'], ['a', 'gp'], ['b', 'mp'], ['b', 'gp'], ['none', 'mp'], ['none', 'gp']];
  it.each(variants)('Type %s, %s primary: rounds 1-5 of two generated events with byes, absences and forfeits, byte for byte', (colours, score) => {
    for (const [teams, seed] of [[7, 11], [10, 12]] as const) {
      const text = generated(colours, score, teams, seed + colours.length * 7 + score.charCodeAt(0));
      for (const code of ['240', '320', '330']) if (new RegExp(`^${code} `, 'm').test(text)) seen.add(code);
      for (let k = 0; k <= 4; k++) {
        const { command, library } = both(cutTeamEventAfter(text, k), []);
        expect(Buffer.from(library).toString('latin1'), `${colours}/${score} ${teams} teams after round ${k}`).toBe(Buffer.from(command).toString('latin1'));
      }
    }
  });

  it('the generated events above have team byes (240), PABs (320) and forfeited matches (330)', () => {
    expect([...seen].sort()).toEqual(['240', '320', '330']);
  });

  it('the real team files (Sharly-Chess, the TEC sample): byte for byte', () => {
    // The TEC sample has its 14 planned rounds: 142 raised to 15 lets a 15th be paired.
    const files: [string, Buffer][] = [
      ['test/fixtures/teams/sharly-team-import.trf', readFileSync('test/fixtures/teams/sharly-team-import.trf')],
      ['test/fixtures/teams/tec-sample-50-teams.trf', Buffer.from(readFileSync('test/fixtures/teams/tec-sample-50-teams.trf', 'latin1').replace(/^142 14$/m, '142 15'), 'latin1')],
    ];
    for (const [f, bytes] of files) {
      const { command, library } = both(bytes, []);
      expect(Buffer.from(library).equals(Buffer.from(command)), f).toBe(true);
    }
  });

  it('a round past the planned rounds (142) is refused, by the library and by pair (exit 3), as for individuals', () => {
    const f = 'test/fixtures/teams/tec-sample-50-teams.trf';
    expect(() => pairNextTeamRound(readTrf(readFileSync(f), { fileName: f }))).toThrow('all 14 planned rounds are in the file: there is no round 15 to pair');
    const r = cli(['pair', f]);
    expect([r.code, r.stderr]).toEqual([3, expect.stringContaining('all 14 planned rounds are in the file: there is no round 15 to pair')]);
  });

  it('--team-colours / --team-score are the options colours / primary, and the result says the variant and the numbered matches', () => {
    const text = cutTeamEventAfter(generated('a', 'mp', 9, 3), 2);
    const { command, library } = both(text, ['--team-colours', 'b', '--team-score', 'gp'], { colours: 'b', primary: 'gp' });
    expect(Buffer.from(library).toString('latin1')).toBe(Buffer.from(command).toString('latin1'));
    const next = pairNextTeamRound(readTrf(new TextEncoder().encode(text), { fileName: 't.trf' }), { colours: 'b', primary: 'gp' });
    expect(next.variant).toMatchObject({ colours: 'b', primary: 'gp' });
    expect(next.round).toBe(3);
    const json = JSON.parse(cli(['pair', '-', '--json', '--team-colours', 'b', '--team-score', 'gp'], text).stdout) as { matches: unknown; pab: unknown };
    expect(next.matches).toEqual(json.matches);
    expect(next.pairing.pab).toBe(json.pab);
    // The written round reads back: the tournament returned has round 3 with the team model.
    expect(next.tournament.roundsInFile).toBe(3);
    expect(next.tournament.teams?.roundsInFile).toBe(3);
  });

  it('a line-up (--lineup FILE, the option lineups) puts those players on the boards', () => {
    const text = cutTeamEventAfter(generated('a', 'mp', 7, 5), 2);
    const dir = tempDir();
    const lineupFile = join(dir, 'lineup.txt');
    writeFileSync(lineupFile, '1 4 3 2 1\n# team 3 reversed\n3 12 11 10 9\n');
    const lineups = new Map([[1, [4, 3, 2, 1]], [3, [12, 11, 10, 9]]]);
    const { command, library } = both(text, ['--lineup', lineupFile], { lineups });
    expect(Buffer.from(library).toString('latin1')).toBe(Buffer.from(command).toString('latin1'));
    const next = pairNextTeamRound(readTrf(new TextEncoder().encode(text), { fileName: 't.trf' }), { lineups });
    const t = next.tournament.teams!;
    // Each team of a match that plays a line-up gets a 300 record, so that the model reads its board 1 player (and
    // the team's colour, 1.6.1) from the line-up, not from 310 order; the file reads back with them.
    const written = t.section.lineups.map((l) => [l.round, l.team, l.players]);
    for (const tpn of [1, 3]) {
      const pair = next.pairing.pairs.find((x) => x.white === tpn || x.black === tpn);
      if (pair === undefined) continue; // the PAB: its players get U, no 300
      expect(written).toContainEqual([3, tpn, lineups.get(tpn)]);
      const r = t.rounds[tpn - 1]![2]!;
      expect(r.kind === 'match' && r.colour).toBe(pair.white === tpn ? 'w' : 'b');
      const boardOne = next.tournament.players.find((p) => (p.id as number) === lineups.get(tpn)![0])!;
      const opponent = pair.white === tpn ? pair.black : pair.white;
      const played = boardOne.rounds[2];
      expect(played !== undefined && 'opponent' in played ? played.opponent : null).toBe((lineups.get(opponent) ?? t.teams[opponent - 1]!.players)[0]);
    }
    expect(written.length).toBeGreaterThan(0);
  });

  it('refuses a line-up naming a player of another team, and a file that is no team file (ArgumentError, exit 3)', () => {
    const doc = readTrf(new TextEncoder().encode(cutTeamEventAfter(generated('a', 'mp', 7, 5), 1)), { fileName: 't.trf' });
    expect(() => pairNextTeamRound(doc, { lineups: new Map([[1, [5, 6, 7, 8]]]) })).toThrow(new ArgumentError('the line-up of team 1 names player 5, who is not in its 310 roster'));
    expect(() => pairNextTeamRound(doc, { lineups: new Map([[9, [1]]]) })).toThrow(/names team 9, but the file has teams 1-7/);
    const individuals = readTrf(readFileSync('samples/worked-example-after-round-4.trf'), { fileName: 'w.trf' });
    expect(() => pairNextTeamRound(individuals, { fileName: 'w.trf' })).toThrow(/^w\.trf is no team file/);
  });

  it("the core's pairNextRound sends a team file to pairNextTeamRound, with or without a 192 code (never pairs it as individuals)", () => {
    const text = cutTeamEventAfter(generated('a', 'mp', 7, 5), 2);
    for (const t of [text, text.replace(/^192 .*\n/m, '')]) {
      const doc: TrfDocument = readTrf(new TextEncoder().encode(t), { fileName: 'club.trf' });
      expect(() => pairNextRound(doc, { fileName: 'club.trf' })).toThrow(new ArgumentError("club.trf is a team file: pairNextTeamRound (swisspair/team) pairs it and writes each board's players"));
      expect(openTeamTournament(pairNextTeamRound(doc).document).tournament.teams?.roundsInFile).toBe(3);
    }
  });

  it('a team round robin: the Berger table round by round, an absent team losing by forfeit, byte for byte', () => {
    for (const extra of [[], ['--double']]) {
      const dir = tempDir();
      const file = join(dir, 'league.trf');
      const made = cli(['new', file, '--teams', 'test/fixtures/team/club-teams.csv', '--boards', '4', '--round-robin', ...extra]);
      expect(made.code, made.stderr).toBe(0);
      // Team 2 declared absent in round 2 (240): its match is lost by forfeit (330).
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^(310 .*)$/m, '240 F   2    2\n$1'));
      for (let round = 1; round <= 3; round++) {
        const before = readFileSync(file);
        const next = pairNextTeamRound(readTrf(before, { fileName: file }), { fileName: file });
        expect(cli(['pair', file, '-o', file, '--force']).code).toBe(0);
        expect(Buffer.from(encodeTrf(next.document, 'utf-8', file)).toString('latin1'), `round ${round} ${extra.join(' ')}`).toBe(readFileSync(file, 'latin1'));
        expect(next.schedule?.round).toBe(round);
        expect(next.round).toBe(round);
        expect(next.pairing.pairs).toHaveLength(next.matches.length);
        if (round === 2) expect(next.schedule?.matches.some((m) => m.absent !== 'none')).toBe(true);
      }
      expect(readFileSync(file, 'utf8')).toMatch(/^330 /m);
    }
    const doc = readTrf(new TextEncoder().encode(cli(['new', '-', '--teams', 'test/fixtures/team/club-teams.csv', '--boards', '4', '--round-robin']).stdout), { fileName: 'rr.trf' });
    expect(() => pairNextTeamRound(doc, { fileName: 'rr.trf', lineups: new Map([[1, [1, 2, 3, 4]]]) })).toThrow(/^rr\.trf is a team round robin: its boards are played in 310 order; a line-up is for a team Swiss$/);
  });
});
