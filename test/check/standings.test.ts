/**
 * `check` of the standings (issue 15 item 3): each written rank (001 columns 86-89) that the tie-break list does
 * not give is reported with the first tie-break that decides and both values, in text, JSON and JUnit, and
 * makes exit 1; a tie the list leaves unbroken may be written in either order. Fixture: test/fixtures/check/
 * standings-202.trf (a 2017-corpus tournament with `202 BH/C1 BH SB` and the ranks that list gives).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkStandings } from '../../src/check/standings.js';
import { buildTournament } from '../../src/model/tournament.js';
import { readTrf } from '../../src/trf/index.js';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const FIXTURE = 'test/fixtures/check/standings-202.trf';
const TEXT = readFileSync(FIXTURE, 'utf-8');
const tempDir = useTempDirs();

/** The fixture with the written ranks of some players replaced, and lines edited. */
function variant(ranks: Record<number, number>, edit: (line: string) => string = (l) => l): string {
  const lines = TEXT.split('\n').map((line) => {
    if (!line.startsWith('001')) return edit(line);
    const id = Number(line.slice(4, 8));
    return id in ranks ? line.slice(0, 85) + String(ranks[id]).padStart(4) + line.slice(89) : line;
  });
  const path = join(tempDir(), 'standings.trf');
  writeFileSync(path, lines.join('\n'));
  return path;
}

const tournament = (path: string) => buildTournament(readTrf(readFileSync(path), { fileName: path, encoding: 'utf-8' }), { fileName: path });

describe('check: written ranks against the tie-break list', () => {
  it('ranks that follow the list: match, exit 0', () => {
    expect(checkStandings(tournament(FIXTURE))).toMatchObject({ status: 'match', checked: 21, differences: [], tiebreaks: ['BH/C1', 'BH', 'SB'], listSource: 'record 202', round: 10 });
    const r = cli(['check', '--standings-only', FIXTURE]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('21/21 ranks follow the tie-break list');
  });

  it('two ranks swapped: both reported with the first tie-break that decides and both values', () => {
    // 7 (BH/C1 47.5) is 9th by the list, 9 (BH/C1 47) 10th: same points, BH/C1 decides.
    const s = checkStandings(tournament(variant({ 7: 10, 9: 9 })))!;
    expect(s.status).toBe('differ');
    expect(s.differences).toEqual([
      expect.objectContaining({ player: 7, fileRank: 10, rulesRank: 9, against: 9, tiebreak: { code: 'BH/C1', player: 47.5, against: 47 } }),
      expect.objectContaining({ player: 9, fileRank: 9, rulesRank: 10, against: 7, tiebreak: { code: 'BH/C1', player: 47, against: 47.5 } }),
    ]);
  });

  it('points decide first under a 202 list (points implied)', () => {
    const s = checkStandings(tournament(variant({ 3: 4, 8: 5 })))!;
    expect(s.differences[0]).toMatchObject({ player: 3, fileRank: 4, rulesRank: 5, against: 8, tiebreak: { code: 'PTS', player: 5.5, against: 6.5 } });
  });

  it('a tie the list leaves unbroken may be written in either order', () => {
    // By BH/C1 alone, 13 and 16 tie (4.5 points, 43): ranks 13 and 14 in either order.
    const path = variant({ 13: 14, 16: 13 });
    expect(checkStandings(tournament(path), { tiebreaks: 'BH/C1' })).toMatchObject({ status: 'match' });
    // By the file's list BH decides no more (46 each) but SB does (18.75 against 17.75).
    expect(checkStandings(tournament(path))!.differences.map((d) => [d.player, d.tiebreak?.code])).toEqual([
      [13, 'SB'],
      [16, 'SB'],
    ]);
  });

  it('a 212 list is the whole order: PTS where it is written', () => {
    const path = variant({}, (l) => (l.startsWith('202') ? '212 BH/C1 PTS' : l));
    const s = checkStandings(tournament(path))!;
    expect(s.listSource).toBe('record 212');
    // Player 5 has the highest BH/C1 (54.5): first by this list, 12th in the file.
    expect(s.differences.find((d) => d.player === 5)).toMatchObject({ fileRank: 12, rulesRank: 1, tiebreak: { code: 'BH/C1', player: 54.5 } });
  });

  it('no check without ranks or without a list', () => {
    const noList = variant({}, (l) => (l.startsWith('202') ? '' : l));
    expect(checkStandings(tournament(noList))).toBeNull();
    expect(checkStandings(tournament(noList), { tiebreaks: 'BH' })).not.toBeNull();
    const noRanks = join(tempDir(), 'no-ranks.trf');
    writeFileSync(noRanks, TEXT.split('\n').map((l) => (l.startsWith('001') ? `${l.slice(0, 85)}    ${l.slice(89)}` : l)).join('\n'));
    expect(checkStandings(tournament(noRanks), { tiebreaks: 'BH' })).toBeNull();
    expect(JSON.parse(cli(['check', '--json', '--edition', '2017', noRanks]).stdout).files[0].standings).toBeUndefined();
  });

  it('text, JSON and JUnit report the wrong ranks beside the rounds; exit 1', () => {
    const path = variant({ 7: 10, 9: 9 });
    const text = cli(['check', '--edition', '2017', path]);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain('19/21 ranks follow the tie-break list');
    expect(text.stdout).toContain('player 7: rank 10 in the file, 9 by the tie-break list; BH/C1 decides between him and player 9 (rank 10 by the list): 47.5 against 47');
    const doc = JSON.parse(cli(['check', '--edition', '2017', '--json', path]).stdout);
    expect(doc.files[0].rounds).toHaveLength(10);
    expect(doc.files[0].standings).toMatchObject({ status: 'differ', checked: 21, differences: [{ player: 7 }, { player: 9 }] });
    expect(doc.summary).toMatchObject({ standingsChecked: 1, standingsDiffer: 1, standingsError: 0, ranksDiffer: 2 });
    const junit = cli(['check', '--edition', '2017', '--junit', '-', path]).stdout;
    expect(junit).toContain('tests="11" failures="1" errors="0"');
    expect(junit).toMatch(/<testcase classname="[^"]*" name="standings">\n {6}<failure message="2 ranks of 21 do not follow the tie-break list BH\/C1, BH, SB" type="standings">player 7: rank 10/);
  });

  it('--standings-only checks no round; --pairings-only no rank', () => {
    const path = variant({ 7: 10, 9: 9 });
    const only = JSON.parse(cli(['check', '--standings-only', '--json', path]).stdout);
    expect(only.files[0].rounds).toEqual([]);
    expect(only.files[0].standings.status).toBe('differ');
    const pairings = cli(['check', '--pairings-only', '--edition', '2017', '--json', path]);
    expect(pairings.code).toBe(0);
    expect(JSON.parse(pairings.stdout).files[0].standings).toBeUndefined();
    expect(cli(['check', '--standings-only', '--pairings-only', path]).code).toBe(3);
  });

  it('a bad tie-break list: --tiebreaks is exit 3 before any file; a bad 202 record is a standings error, exit 3', () => {
    const bad = cli(['check', '--tiebreaks', 'BH,XYZ', FIXTURE]);
    expect(bad.code).toBe(3);
    expect(bad.stderr).toMatch(/unknown tie-break "XYZ"/);
    const path = variant({}, (l) => (l.startsWith('202') ? '202 BH/Q' : l));
    const r = cli(['check', '--standings-only', path]);
    expect(r.code).toBe(3);
    expect(r.stdout).toMatch(/standings: cannot be made: .*invalid modifier "\/Q"/);
  });
});
