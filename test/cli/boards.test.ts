/**
 * Issue 33.1: a result entered by board lands on the game printed on that board when the round was paired,
 * whatever was corrected since (the order is kept in the file: src/trf/boards.ts); `show` prints the pairing the
 * file holds, in that order, with the results entered so far.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTrf, printedBoards } from '../../src/index.js';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-boards-');
const sample4 = 'samples/worked-example-after-round-4.trf'; // 14 players, rounds 1-4 complete, XXR 5

function copyOf(path: string, replace: (text: string) => string = (t) => t): string {
  const file = join(tmp(), 'in.trf');
  writeFileSync(file, replace(readFileSync(path, 'utf8')));
  return file;
}

/** Round 5 paired by `pair -o` (board 1: 2-1, board 2: 5-11, board 3: 4-6). */
function paired(): string {
  const file = copyOf(sample4);
  expect(cli(['pair', file, '-o', file, '--force']).code).toBe(0);
  return file;
}

const block = (text: string, id: number, round: number): string => {
  const line = text.split('\n').find((l) => l.startsWith(`001 ${String(id).padStart(4)}`))!;
  return line.slice(91 + 10 * (round - 1), 99 + 10 * (round - 1));
};

describe('result --board after a correction of an earlier round', () => {
  it('lands on the game printed on that board (today: on the board the corrected scores put first)', () => {
    const file = paired();
    // Correcting round 4 (6-2: 0-1 -> 1-0) puts Finn (6) level first: the order computed now starts 4-6.
    expect(cli(['result', file, '--round', '4', '6-2=1-0', '--force']).code).toBe(0);
    const r = cli(['result', file, '--round', '5', '--board', '1=1-0']);
    expect(r.code).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(block(text, 2, 5)).toBe('   1 w 1'); // board 1 as printed: 2-1
    expect(block(text, 4, 5).trimEnd()).toBe('   6 w'); // board 3, still open
  });

  it('pair -o keeps the printed order in ### lines other programs skip', () => {
    const text = readFileSync(paired(), 'utf8');
    expect(text).toMatch(/^### swisspair round 5 boards 1-7: 2-1 5-11 4-6 3-7 9-10 14-12 13-8$/m);
    const doc = parseTrf(text);
    expect(printedBoards(doc, 5).status).toBe('kept');
    expect(printedBoards(doc, 5).boards!.slice(0, 2)).toEqual([
      { board: 1, white: 2, black: 1 },
      { board: 2, white: 5, black: 11 },
    ]);
    expect(printedBoards(doc, 4).status).toBe('absent');
  });

  it('is refused (exit 3, nothing written) for a round whose printed order the file does not keep', () => {
    const file = copyOf(sample4);
    const before = readFileSync(file);
    const r = cli(['result', file, '--round', '4', '--board', '1=0-1', '--force']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('does not keep the board order printed for round 4');
    expect(r.stderr).toContain(`swisspair show ${file} --round 4`);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('is refused when the pairing was changed after its order was written (stale lines)', () => {
    const file = paired();
    // Another program exchanged the colours of board 1.
    const text = readFileSync(file, 'utf8')
      .split('\n')
      .map((l) => (l.startsWith('001    1') ? l.replace(/ {3}2 b$/, '   2 w') : l.startsWith('001    2') ? l.replace(/ {3}1 w$/, '   1 b') : l))
      .join('\n');
    writeFileSync(file, text);
    expect(printedBoards(parseTrf(text), 5).status).toBe('stale');
    const r = cli(['result', file, '--board', '1=1-0']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('was changed after its board order was written');
  });
});

describe('show', () => {
  it('prints the file\'s pairing in printed order with the results so far (pair --round re-computes)', () => {
    const file = paired();
    expect(cli(['result', file, '--round', '4', '6-2=1-0', '--force']).code).toBe(0);
    expect(cli(['result', file, '--board', '2=½-½']).code).toBe(0);
    const r = cli(['show', file]);
    expect(r.code).toBe(0);
    const rows = r.stdout.split('\n');
    expect(rows[0]).toBe('Round 5');
    expect(rows[2]).toMatch(/^\s+1\s+2\s+Bruno\s+2\.5\s+-\s+3\.0\s+1\s+Alice$/);
    expect(rows[3]).toMatch(/^\s+2\s+5\s+Eloise\s+3\.0\s+½-½\s+2\.5\s+11\s+Nancy$/);
    const json = JSON.parse(cli(['show', file, '--json']).stdout);
    expect(json.order).toBe('printed');
    expect(json.boards[1]).toMatchObject({ board: 2, white: { id: 5 }, black: { id: 11 }, result: '½-½' });
    expect(json.boards[0].result).toBeNull();
  });

  it('shows an earlier round with its results and the pairing-allocated bye, saying the order is computed', () => {
    const file = copyOf(sample4);
    const r = cli(['show', file, '--round', '2']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Pairing-allocated bye: 14 Robert');
    expect(r.stdout).toContain('Not paired: 12 Oskar (zero-point bye)');
    expect(r.stderr).toContain('the file does not keep the order printed; boards in the order computed');
  });

  it.each([
    [['--round', '6'], 'error: --round 6: the file has rounds 1-4\n'],
    [['--round', 'x'], 'error: --round expects a positive round number, got "x"\n'],
    [['--rounds', '2'], /unknown option '--rounds'/],
  ])('bad input %j: exit 3, one line, no stack trace', (args, message) => {
    const r = cli(['show', copyOf(sample4), ...args]);
    expect(r.code).toBe(3);
    if (typeof message === 'string') expect(r.stderr).toBe(message);
    else expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('a file with no round paired: exit 3 saying so', () => {
    const file = copyOf(sample4, (t) => t.replace(/^(001 .{76}).*$/gm, '$1'));
    const r = cli(['show', file]);
    expect([r.code, r.stderr]).toEqual([3, `error: ${file}: no round is paired yet (\`swisspair pair ${file}\` pairs round 1)\n`]);
  });
});
