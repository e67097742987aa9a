/**
 * Round robins from the command line (issue 36): `new --round-robin` allots pairing numbers and writes the `192`
 * code and the rounds; `pair` takes every round from the Berger table (absent players' games as forfeits, C.06
 * V.4); `check` compares every round with the table board by board and names what differs; `pair` refuses a file
 * that does not follow its table (exit 3, at the line).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scheduledRound } from '../../src/systems/roundrobin/schedule.js';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-rr-');
const CLUB = 'samples/club-players.csv'; // 11 players

function csv(rows: readonly string[], header = 'Name,Rating,Federation,No'): string {
  const file = join(tmp(), `players-${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(file, [header, ...rows].join('\n') + '\n');
  return file;
}

/** Round r's games as "w-b" from the file's player lines. */
function gamesIn(text: string, round: number): string[] {
  const games: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('001')) continue;
    const id = Number(line.slice(4, 8));
    const block = line.slice(91 + (round - 1) * 10, 91 + (round - 1) * 10 + 8);
    const m = /^\s*(\d+) ([wb])/.exec(block);
    if (m !== null && m[2] === 'w') games.push(`${id}-${Number(m[1])}`);
  }
  return games.sort();
}

function newEvent(extra: readonly string[] = ['--draw-seed', '7'], players = CLUB): string {
  const file = join(tmp(), 'rr.trf');
  const r = cli(['new', file, '--players', players, '--round-robin', ...extra, '--force']);
  expect(r.code, r.stderr).toBe(0);
  return file;
}

function drawAll(file: string, round: number): void {
  const text = readFileSync(file, 'utf8');
  for (const g of gamesIn(text, round)) expect(cli(['result', file, '--round', String(round), `${g}=½-½`]).code).toBe(0);
}

describe('new --round-robin', () => {
  it('writes the 192 code, the rounds of the table, and numbers drawn by lot (same seed, same numbers)', () => {
    const file = newEvent();
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('192 FIDE_ROUNDROBIN');
    expect(text).toContain('142 11'); // 11 players: the table of 12, 11 rounds
    expect(text).toContain('092 Individual: Round-Robin');
    const names = (t: string): string[] => t.split('\n').filter((l) => l.startsWith('001')).map((l) => l.slice(14, 47).trim());
    const again = join(tmp(), 'again.trf');
    cli(['new', again, '--players', CLUB, '--round-robin', '--draw-seed', '7']);
    expect(names(readFileSync(again, 'utf8'))).toEqual(names(text));
    const other = join(tmp(), 'other.trf');
    cli(['new', other, '--players', CLUB, '--round-robin', '--draw-seed', '8']);
    expect(names(readFileSync(other, 'utf8'))).not.toEqual(names(text));
  });

  it('--double: FIDE_DOUBLEROUNDROBIN, twice the rounds; --no-swap: BERGER_DOUBLEROUNDROBIN', () => {
    expect(readFileSync(newEvent(['--draw-seed', '1', '--double']), 'utf8')).toMatch(/142 22\n[\s\S]*192 FIDE_DOUBLEROUNDROBIN/);
    expect(readFileSync(newEvent(['--draw-seed', '1', '--double', '--no-swap']), 'utf8')).toContain('192 BERGER_DOUBLEROUNDROBIN');
  });

  it('--numbers given: the list\'s number column; a number twice is exit 3 at its line and column', () => {
    const list = csv(['Ann,2000,NOR,3', 'Bob,2100,SWE,1', 'Cid,1900,DEN,2', 'Dan,1800,FIN,4']);
    const text = readFileSync(newEvent(['--numbers', 'given'], list), 'utf8');
    expect(text).toMatch(/001    1 .{5}Bob[\s\S]*001    2 .{5}Cid[\s\S]*001    3 .{5}Ann/);
    const bad = csv(['Ann,2000,NOR,3', 'Bob,2100,SWE,3', 'Cid,1900,DEN,2', 'Dan,1800,FIN,4']);
    const r = cli(['new', join(tmp(), 'x.trf'), '--players', bad, '--round-robin', '--numbers', 'given']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/:3:\d+: pairing number 3 is also on line 2/);
  });

  it('needs a way to allot the numbers, and refuses --rounds other than the table\'s', () => {
    const r = cli(['new', join(tmp(), 'x.trf'), '--players', CLUB, '--round-robin']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('--draw-seed S (drawing of lots), --numbers given');
    const w = cli(['new', join(tmp(), 'x.trf'), '--players', CLUB, '--round-robin', '--draw-seed', '1', '--rounds', '9']);
    expect(w.code).toBe(3);
    expect(w.stderr).toContain('has 11 rounds');
  });

  it('--varma: federations kept in one Varma group; outside 9..24 players it says so (exit 3)', () => {
    const feds = ['NOR', 'NOR', 'NOR', 'SWE', 'SWE', 'SWE', 'DEN', 'DEN', 'FIN', 'ISL', 'EST', 'LAT'];
    const list = csv(feds.map((f, i) => `P${String(i).padStart(2, '0')},${2000 + i},${f},`));
    const file = newEvent(['--varma', '--draw-seed', '3'], list);
    const r = cli(['new', join(tmp(), 'y.trf'), '--players', list, '--round-robin', '--varma', '--draw-seed', '3', '--force']);
    expect(r.stderr).toMatch(/Varma tables \(C.05 Annex 2\), 12 players, by federation, seed 3: NOR \(3\) group [ABC]; SWE \(3\) group [ABC]; DEN \(2\) group/);
    const groups = [[4, 5, 9, 10], [1, 2, 7], [6, 8, 12], [3, 11]];
    const fedOf = new Map<number, string>();
    for (const line of readFileSync(file, 'utf8').split('\n')) if (line.startsWith('001')) fedOf.set(Number(line.slice(4, 8)), line.slice(53, 56));
    for (const fed of ['NOR', 'SWE', 'DEN']) {
      const ids = [...fedOf].filter(([, f]) => f === fed).map(([id]) => id);
      expect(groups.filter((g) => ids.some((id) => g.includes(id))).length, fed).toBe(1);
    }
    const small = csv(['A,1,NOR,', 'B,2,NOR,', 'C,3,SWE,']);
    const s = cli(['new', join(tmp(), 'z.trf'), '--players', small, '--round-robin', '--varma', '--draw-seed', '1']);
    expect(s.code).toBe(3);
    expect(s.stderr).toContain('the Varma tables (C.05 Annex 2) cover 9 to 24 players; the list has 3');
    const big = csv(Array.from({ length: 25 }, (_, i) => `Q${i},${1500 + i},NOR,`));
    expect(cli(['new', join(tmp(), 'z.trf'), '--players', big, '--round-robin', '--varma', '--draw-seed', '1']).stderr).toContain('the list has 25');
  });
});

describe('pair and check a round robin', () => {
  it('every round of a double round robin is its table round, written with -o, paired ahead of results; check: all reproduced', () => {
    const file = newEvent(['--draw-seed', '2', '--double']);
    for (let r = 1; r <= 22; r++) {
      const p = cli(['pair', file, '-o', file, '--force']);
      expect(p.code, p.stderr).toBe(0);
      const s = scheduledRound(11, { cycles: 2, swapLastTwo: true }, r);
      expect(gamesIn(readFileSync(file, 'utf8'), r)).toEqual(s.games.map((g) => `${g.white}-${g.black}`).sort());
      if (r % 3 === 0) drawAll(file, r);
    }
    expect(readFileSync(file, 'utf8')).toMatch(/0000 - Z/); // the odd field's bye
    const c = cli(['check', file]);
    expect(c.stdout).toContain('ok 22/22 rounds reproduced, Berger tables (C.05 Annex 1), FIDE_DOUBLEROUNDROBIN: 11 players, 22 rounds');
    const past = cli(['pair', file]);
    expect(past.code).toBe(3);
    expect(past.stderr).toMatch(/:\d+:5: round 23: the table of 11 players \(FIDE_DOUBLEROUNDROBIN\) has 22 rounds/);
  });

  it('prints the boards in table order; result --board follows it', () => {
    const file = newEvent();
    const p = cli(['pair', file, '-o', file, '--force']);
    expect(p.stdout).toMatch(/^Round 1 of 11, FIDE_ROUNDROBIN: Berger table round 1\n/);
    expect(p.stdout).toMatch(/\n {4}1 {6}2 [^\n]* {5}11 /);
    expect(p.stdout).toContain('No game (odd number of players): 1 ');
    expect(cli(['result', file, '--board', '1=1-0']).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toMatch(/001    2 .*  11 w 1/);
  });

  it('a withdrawn player\'s remaining games are forfeits: "-" for him, "+" for his opponents (C.06 V.4)', () => {
    const file = newEvent();
    cli(['pair', file, '-o', file, '--force']);
    drawAll(file, 1);
    expect(cli(['withdraw', file, '--player', '5', '--from-round', '2']).code).toBe(0);
    const p = cli(['pair', file, '-o', file, '--force']);
    expect(p.stdout).toContain('black absent: 1-0 forfeit');
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/001    5 .*   9 b -/);
    expect(text).toMatch(/001    9 .*   5 w \+/);
    expect(text).not.toMatch(/^240 Z {3}2 /m); // the forfeit says it; later rounds keep their declarations
    expect(text).toMatch(/^240 Z {3}3 {4}5/m);
    expect(cli(['check', file]).code).toBe(0);
  });

  it('a round that departs from the table: check names the board (exit 1), pair refuses at the line (exit 3)', () => {
    const file = newEvent();
    cli(['pair', file, '-o', file, '--force']);
    cli(['pair', file, '-o', file, '--force']);
    // Round 1 board 2 is 3-10: write it with the colours reversed.
    const text = readFileSync(file, 'utf8')
      .split('\n')
      .map((l) => (l.startsWith('001    3 ') ? l.slice(0, 91) + l.slice(91).replace('  10 w', '  10 b') : l.startsWith('001   10 ') ? l.slice(0, 91) + l.slice(91).replace('   3 b', '   3 w') : l))
      .join('\n');
    writeFileSync(file, text);
    const c = cli(['check', file]);
    expect(c.code).toBe(1);
    expect(c.stdout).toContain('round 1: the file has 10-3; the rules give 3-10');
    expect(c.stdout).toContain('why (table): board 2: the table has 3-10; the file has the colours reversed (10-3)');
    const p = cli(['pair', file]);
    expect(p.code).toBe(3);
    expect(p.stderr).toMatch(/rr\.trf:\d+:92: round 1 board 2: the table has 3-10; the file has the colours reversed/);
  });

  it('a pairing number missing, and more rounds than the table has: check says which, pair refuses', () => {
    const file = join(tmp(), 'four.trf');
    const line = (id: number, blocks: readonly string[]): string =>
      `001 ${String(id).padStart(4)} m    ${`P${id}`.padEnd(33)} 2000 NOR             2000/01/01  0.0     ${blocks.map((b) => `  ${b.padStart(8)}`).join('')}`;
    const head = '012 Four\n142 3\n192 FIDE_ROUNDROBIN\n';
    // The table of 4: 1-4 2-3 | 4-3 1-2 | 2-4 3-1; a fourth round is one too many.
    const four = [
      line(1, ['4 w =', '2 w =', '3 b =', '2 b =']),
      line(2, ['3 w =', '1 b =', '4 w =', '1 w =']),
      line(3, ['2 b =', '4 b =', '1 w =', '4 w =']),
      line(4, ['1 b =', '3 w =', '2 b =', '3 b =']),
    ];
    writeFileSync(file, head + four.join('\n') + '\n');
    const c = cli(['check', file]);
    expect(c.stdout).toContain('round 4: cannot be paired: round 4: more rounds than the table has (4 players, FIDE_ROUNDROBIN: 3 rounds)');
    expect(c.code).toBe(1);
    const gap = join(tmp(), 'gap.trf');
    writeFileSync(gap, head + [line(1, ['4 w =']), line(2, []), line(4, ['1 b ='])].join('\n') + '\n');
    const g = cli(['check', gap]);
    expect(g.stdout + g.stderr).toContain('pairing number 3 is missing');
    const p = cli(['pair', gap]);
    expect(p.code).toBe(3);
    expect(p.stderr).toMatch(/gap\.trf:6:5: pairing number 3 is missing/);
  });
});

describe('--system roundrobin', () => {
  it('pairs a file without a round-robin code by the variant given, and writes the code for the next round', () => {
    const file = join(tmp(), 'plain.trf');
    const players = ['A', 'B', 'C', 'D'].map((n, i) => `001 ${String(i + 1).padStart(4)}      ${n.padEnd(33)} 2000                             0.0`);
    writeFileSync(file, `012 T\n142 6\n${players.join('\n')}\n`);
    expect(cli(['pair', file, '--system', 'roundrobin', '--edition', 'fide-double', '-o', file, '--force']).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('192 FIDE_DOUBLEROUNDROBIN');
    // 4 players: the first cycle's last two rounds (2 and 3) swapped, so round 2 is table round 3: 2-4 3-1.
    const p = cli(['pair', file]);
    expect(p.stdout).toMatch(/^Round 2 of 6, FIDE_DOUBLEROUNDROBIN: Berger table round 3 \(the last two rounds of the first cycle swapped\), cycle 1 of 2\n/);
    expect(cli(['pair', file, '-p', '-']).stdout).toBe('2\n2 4\n3 1\n');
  });
});

describe('generate --round-robin', () => {
  it('writes random round robins that check against their tables; same seed, same file', () => {
    for (let seed = 1; seed <= 24; seed++) {
      const players = 3 + (seed % 14);
      const args = ['generate', '--round-robin', '--players', String(players), '--seed', String(seed), '--forfeit-rate', '0.1', '--withdrawal-rate', '0.2', ...(seed % 3 === 0 ? ['--double'] : [])];
      const g = cli(args);
      expect(g.code, g.stderr).toBe(0);
      expect(cli(args).stdout).toBe(g.stdout);
      const file = join(tmp(), `g${seed}.trf`);
      writeFileSync(file, g.stdout);
      const c = cli(['check', file]);
      expect(c.code, c.stdout).toBe(0);
      expect(c.stdout).toMatch(/ok (\d+)\/\1 rounds reproduced, Berger tables/);
    }
  });

  it('a withdrawn player loses every game after he leaves by forfeit, and his opponents win them', () => {
    const text = cli(['generate', '--round-robin', '--players', '10', '--seed', '5', '--withdrawal-rate', '1']).stdout;
    const lines = text.split('\n').filter((l) => l.startsWith('001'));
    for (const line of lines) {
      const results = [...line.slice(91).matchAll(/ {1,3}(\d+) ([wb]) (.)/g)].map((m) => m[3]);
      const first = results.indexOf('-');
      if (first < 0) continue;
      expect(results.slice(first).every((r) => r === '-'), line).toBe(true);
    }
    expect(text).toMatch(/ [wb] \+/);
  });

  it('refuses the Swiss-only options and rounds past the table', () => {
    expect(cli(['generate', '--round-robin', '--players', '6', '--seed', '1', '--byes', 'H=1']).stderr).toContain('--byes belong to a Swiss');
    const r = cli(['generate', '--round-robin', '--players', '6', '--seed', '1', '--rounds', '6']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('a FIDE_ROUNDROBIN of 6 players has 5 rounds');
  });
});

describe('print --view schedule', () => {
  it("prints a round robin's whole table with the results entered, and its crosstable grid; a Swiss file has no schedule", () => {
    const file = newEvent();
    cli(['pair', file, '-o', file, '--force']);
    expect(cli(['result', file, '--board', '1=1-0']).code).toBe(0);
    const html = cli(['print', file, '--view', 'schedule']).stdout;
    expect(html).toContain('Schedule, FIDE_ROUNDROBIN (Berger tables, C.05 Annex 1): 11 players, 11 rounds');
    const rows = [...html.matchAll(/<tr><td class="num">(\d*)<\/td><td class="num">(\d*)<\/td><td class="name">[^<]*\((\d+)\)<\/td><td class="name">[^<]*\((\d+)\)<\/td><td class="res">([^<]*)<\/td><\/tr>/g)];
    expect(rows.length).toBe(55); // 11 rounds x 5 games
    expect(rows[0]!.slice(1)).toEqual(['1', '1', '2', '11', '1 – 0']);
    const r11 = scheduledRound(11, { cycles: 1, swapLastTwo: false }, 11);
    expect(rows.slice(50).map((m) => `${m[3]}-${m[4]}`)).toEqual(r11.games.map((g) => `${g.white}-${g.black}`));
    expect(html).toContain(`<i>no game:</i>`);
    const all = cli(['print', file]).stdout;
    expect(all).toContain('Schedule, FIDE_ROUNDROBIN');
    expect(all).toContain('crosstable grid');
    const swiss = cli(['print', 'samples/worked-example-after-round-4.trf']).stdout;
    expect(swiss).not.toContain('schedule');
    expect(cli(['print', 'samples/worked-example-after-round-4.trf', '--view', 'schedule']).stdout).toContain('schedule: the file is not a round robin');
  });
});

describe('the round-robin default tie-break list (C.07 4.1.1)', () => {
  it('standings and check rank a round robin that names no list by DE, WIN, SB, KS, and say where the list comes from', () => {
    const file = join(tmp(), 'd.trf');
    const g = cli(['generate', '--round-robin', '--players', '6', '--seed', '5']);
    expect(g.code, g.stderr).toBe(0);
    writeFileSync(file, g.stdout.split('\n').filter((l) => !/^(202|212) /.test(l)).join('\n'));
    const s = cli(['standings', file, '--json']);
    expect(s.code, s.stderr).toBe(0);
    const doc = JSON.parse(s.stdout) as { tiebreaks: { code: string }[] | string[]; listSource: string };
    expect(doc.listSource).toBe('round-robin default (C.07 4.1.1)');
    expect(JSON.stringify(doc.tiebreaks)).toMatch(/DE.*WIN.*SB.*KS/);
    expect(cli(['standings', file]).stdout).toContain('the round-robin default, completed as C.07 4.1.1 says): points, then DE, WIN, SB, KS');
    // A list in the file wins over the default.
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^(192 .*)$/m, '$1\n202 SB'));
    expect(JSON.parse(cli(['standings', file, '--json']).stdout).listSource).toBe('record 202');
  });
});

describe('show and inspect of a round robin paired ahead of its results', () => {
  it('show prints any written round with the results entered so far, and says the schedule is ahead of them', () => {
    const file = newEvent();
    for (let i = 0; i < 3; i++) expect(cli(['pair', file, '-o', file, '--force']).code).toBe(0);
    const r = cli(['show', file, '--round', '2']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Round 2');
    expect(r.stdout).toContain('written ahead of their results: 3 rounds in the file, no round has all its results yet');
    // The odd field's player without a game is said as such, not as a zero-point bye.
    expect(r.stdout).toMatch(/Not paired: \d+ .*\(no game: odd number of players\)/);
    const j = JSON.parse(cli(['show', file, '--json']).stdout) as { round: number; resultsEnteredUpTo: number; boards: unknown[] };
    expect([j.round, j.resultsEnteredUpTo, j.boards.length]).toEqual([3, 0, 5]);
    // Round 1's results in: complete up to round 1, the points counted.
    const boards = Array.from({ length: 5 }, (_, i) => `${i + 1}=1-0`);
    expect(cli(['result', file, '--round', '1', '--board', ...boards.flatMap((b, i) => (i === 0 ? [b] : ['--board', b]))]).code).toBe(0);
    const after = cli(['show', file, '--round', '3']);
    expect(after.stdout).toContain('results complete up to round 1');
    expect(after.stdout).toMatch(/1\.0/);
  });

  it('inspect shows the state before a round paired ahead of results, and says the round is the table\'s', () => {
    const file = newEvent();
    for (let i = 0; i < 3; i++) expect(cli(['pair', file, '-o', file, '--force']).code).toBe(0);
    const r = cli(['inspect', file]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('written ahead of their results');
    expect(r.stdout).toContain("Pairings fixed in advance: round 3 is the table's");
    const j = JSON.parse(cli(['inspect', file, '--round', '2', '--json']).stdout) as { round: number; fixedSchedule: boolean; resultsEnteredUpTo: number };
    expect([j.round, j.fixedSchedule, j.resultsEnteredUpTo]).toEqual([2, true, 0]);
  });

  it('a Swiss file with open results before the round is still refused (exit 3)', () => {
    const file = join(tmp(), 's.trf');
    expect(cli(['new', file, '--players', CLUB, '--rounds', '5']).code).toBe(0);
    expect(cli(['pair', file, '-o', file, '--force']).code).toBe(0);
    expect(cli(['inspect', file, '--round', '2']).code).toBe(3);
  });
});
