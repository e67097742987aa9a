/**
 * Output safety (issue 11, item 2): the input is never replaced, atomic writes only where a rename is right,
 * full disks and closed pipes are exit 5 in one line, `pair -o` never writes what it cannot read back, names are
 * printed as data, option values are parsed alike by every command, and the input encoding is kept.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  linkSync,
  lstatSync,
  openSync,
  closeSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { descriptorStream } from '../../src/cli/io.js';
import { FileAccessError } from '../../src/errors.js';
import { buildTournament } from '../../src/model/tournament.js';
import { blockColumn, readTrf } from '../../src/trf/index.js';
import { bundleCli } from '../support/bundle.js';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-out-');
const sample = (n: number): string => `samples/worked-example-after-round-${n}.trf`;
const complete = 'samples/worked-example-complete.trf';
const linux = process.platform === 'linux';

/** A copy of a sample in a fresh folder (tests may try to overwrite it). */
function copyOf(path: string, name = 'in.trf'): string {
  const file = join(tmp(), name);
  writeFileSync(file, readFileSync(path));
  return file;
}

describe('-o / -p naming the input', () => {
  it.each([
    ['-o', (f: string) => f],
    ['-p', (f: string) => f],
    ['-o', (f: string) => `${f.replace(/in\.trf$/, '')}./in.trf`],
  ])('%s onto the input is refused (exit 3), the input unchanged', (option, spell) => {
    const input = copyOf(sample(1));
    const before = readFileSync(input);
    const r = cli(['pair', input, option, spell(input)]);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(new RegExp(`^error: ${option} .* is the input file .*never replaces its input.*--force\\n$`));
    expect(readFileSync(input).equals(before)).toBe(true);
  });

  it('a hard link or a symlink to the input is the input too', () => {
    const input = copyOf(sample(1));
    const hard = join(tmp(), 'hard.trf');
    linkSync(input, hard);
    const soft = join(tmp(), 'soft.trf');
    symlinkSync(input, soft);
    expect(cli(['pair', input, '-o', hard]).code).toBe(3);
    expect(cli(['pair', input, '-o', soft]).code).toBe(3);
    expect(readFileSync(input, 'utf8')).toBe(readFileSync(sample(1), 'utf8'));
  });

  it('--force lets -o replace the input', () => {
    const input = copyOf(sample(1));
    const r = cli(['pair', input, '-o', input, '--force']);
    expect(r.code).toBe(0);
    expect(readFileSync(input, 'utf8')).toMatch(/^001    5 .*    12 w 1     1 w$/m);
  });

  it('generate -o onto its --config file is refused', () => {
    const cfg = join(tmp(), 'rtg.cfg');
    writeFileSync(cfg, 'PlayersNumber=8\nRoundsNumber=3\n');
    const r = cli(['generate', '--config', cfg, '--seed', '1', '-o', cfg]);
    expect(r.code).toBe(3);
    expect(readFileSync(cfg, 'utf8')).toBe('PlayersNumber=8\nRoundsNumber=3\n');
  });

  it('-p and -o naming one file, or both standard output, are refused', () => {
    const out = join(tmp(), 'x');
    expect(cli(['pair', sample(1), '-p', out, '-o', out]).stderr).toMatch(/-p and -o both name/);
    expect(cli(['pair', sample(1), '-p', '-', '-o', '-']).code).toBe(3);
  });
});

describe('how a file is written', () => {
  it('a replaced regular file keeps its permissions, and no temporary file is left', () => {
    const dir = tmp();
    const out = join(dir, 'r2.trf');
    writeFileSync(out, 'old');
    chmodSync(out, 0o640);
    expect(cli(['pair', sample(1), '-o', out]).code).toBe(0);
    expect(statSync(out).mode & 0o777).toBe(0o640);
    expect(readFileSync(out, 'utf8')).toMatch(/^001    5 .*    12 w 1/m);
    expect(readdirSync(dir)).toEqual(['r2.trf']);
  });

  it('a symlink is followed: the target is replaced, the link stays a link', () => {
    const dir = tmp();
    const target = join(dir, 'target.trf');
    writeFileSync(target, 'old');
    const link = join(dir, 'link.trf');
    symlinkSync('target.trf', link);
    expect(cli(['pair', sample(1), '-p', link]).code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(target, 'utf8')).toBe('7\n5 1\n2 7\n6 3\n4 9\n8 11\n10 13\n14 0\n');
    expect(readdirSync(dir).sort()).toEqual(['link.trf', 'target.trf']);
  });

  it('a chain of symlinks, or a dangling one, leads to the file written; the links stay', () => {
    const dir = tmp();
    symlinkSync('middle.txt', join(dir, 'first.txt'));
    symlinkSync('last.txt', join(dir, 'middle.txt'));
    expect(cli(['pair', sample(1), '-p', join(dir, 'first.txt')]).code).toBe(0);
    expect(lstatSync(join(dir, 'first.txt')).isSymbolicLink()).toBe(true);
    expect(lstatSync(join(dir, 'middle.txt')).isSymbolicLink()).toBe(true);
    expect(lstatSync(join(dir, 'last.txt')).isFile()).toBe(true);
    expect(readFileSync(join(dir, 'last.txt'), 'utf8')).toMatch(/^7\n5 1\n/);
    expect(readdirSync(dir).sort()).toEqual(['first.txt', 'last.txt', 'middle.txt']);
  });

  it.runIf(linux)('a FIFO is written straight (it stays a FIFO, its reader gets the data)', async () => {
    const dir = tmp();
    const fifo = join(dir, 'pairs.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const reader = spawn('cat', [fifo]);
    let got = '';
    reader.stdout.on('data', (d: Buffer) => (got += d.toString()));
    const done = new Promise((resolve) => reader.on('close', resolve));
    expect(cli(['pair', sample(1), '-p', fifo]).code).toBe(0);
    await done;
    expect(got).toBe('7\n5 1\n2 7\n6 3\n4 9\n8 11\n10 13\n14 0\n');
    expect(lstatSync(fifo).isFIFO()).toBe(true);
  });

  it.runIf(linux)('a device is written straight: /dev/null stays a device', () => {
    expect(cli(['pair', sample(1), '-o', '/dev/null']).code).toBe(0);
    expect(cli(['pair', sample(1), '-p', '/dev/null']).code).toBe(0);
    expect(statSync('/dev/null').isCharacterDevice()).toBe(true);
  });

  it.runIf(linux && existsSync('/dev/full'))('a full disk (/dev/full) is exit 5 with one line', () => {
    const r = cli(['pair', sample(1), '-o', '/dev/full']);
    expect(r.code).toBe(5);
    expect(r.stderr).toBe('error: /dev/full: cannot write: no space left on device\n');
    const fd = openSync('/dev/full', 'w');
    try {
      expect(() => descriptorStream(fd).write('x')).toThrow(FileAccessError);
    } finally {
      closeSync(fd);
    }
  });

  it('a folder that does not exist is exit 5, and nothing is left behind', () => {
    const r = cli(['pair', sample(1), '-o', join(tmp(), 'no', 'such', 'dir.trf')]);
    expect(r.code).toBe(5);
    expect(r.stderr).toMatch(/^error: .*dir\.trf: cannot write: no such file\n$/);
  });
});

describe('processes: closed pipes, full standard output, signals', () => {
  let bin = '';
  let writer = '';
  beforeAll(async () => {
    const dir = tmp();
    bin = await bundleCli(dir);
    writer = await bundleCli(join(dir, 'w'), 'test/support/writeBig.ts');
  });

  it.runIf(linux && existsSync('/dev/full'))('standard output on a full disk: exit 5, one line, no stack trace', () => {
    const fd = openSync('/dev/full', 'w');
    try {
      const r = spawnSync(process.execPath, [bin, 'pair', sample(1)], { stdio: ['ignore', fd, 'pipe'], encoding: 'utf8' });
      expect(r.status).toBe(5);
      expect(r.stderr).toBe('error: <stdout>: cannot write: no space left on device\n');
    } finally {
      closeSync(fd);
    }
  });

  it.runIf(linux)('-p /dev/stdout is written straight: appended to the file the shell opened, never renamed onto', () => {
    const dir = tmp();
    const file = join(dir, 'log.txt');
    writeFileSync(file, 'before\n');
    const inode = statSync(file).ino;
    const fd = openSync(file, 'a');
    try {
      const r = spawnSync(process.execPath, [bin, 'pair', sample(1), '-p', '/dev/stdout'], { stdio: ['ignore', fd, 'pipe'] });
      expect(r.status).toBe(0);
    } finally {
      closeSync(fd);
    }
    expect(statSync(file).ino).toBe(inode);
    expect(readFileSync(file, 'utf8')).toMatch(/^before\n7\n5 1\n2 7\n6 3\n4 9\n8 11\n10 13\n14 0\nRound 2[,\n]/);
    expect(readdirSync(dir)).toEqual(['log.txt']);
  });

  it.runIf(linux && existsSync('/bin/bash'))('a process substitution (-p >(cat)) is written straight', () => {
    const r = spawnSync('/bin/bash', ['-c', `"${process.execPath}" "${bin}" pair "${sample(1)}" -p >(cat) >/dev/null; wait`], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('7\n5 1\n2 7\n6 3\n4 9\n8 11\n10 13\n14 0\n');
  });

  it.runIf(linux && existsSync('/bin/bash'))('a slow reader gets every byte, and the exit code is the command\'s (the process ends once all is written)', () => {
    const dir = tmp();
    const big = join(dir, 'big.trf');
    expect(spawnSync(process.execPath, [bin, 'generate', '--players', '5000', '--rounds', '2', '--seed', '3', '-o', big]).status).toBe(0);
    const direct = spawnSync(process.execPath, [bin, 'pair', big, '--round', '2'], { encoding: 'utf8', maxBuffer: 1 << 26 });
    expect(direct.status).toBe(0);
    expect(direct.stdout.length).toBeGreaterThan(2 * 65536); // more than a pipe holds: written while the reader sleeps
    const slow = spawnSync('/bin/bash', ['-c', `"${process.execPath}" "${bin}" pair "${big}" --round 2 | (sleep 0.5; wc -c); echo "status \${PIPESTATUS[0]}"`], { encoding: 'utf8' });
    expect(slow.stdout).toBe(`${Buffer.byteLength(direct.stdout)}\nstatus 0\n`);
    // check of a file whose round the rules pair otherwise: exit 1, as the table says.
    const differs = spawnSync(process.execPath, [bin, 'check', 'test/fixtures/check/worked-example-round-4-by-hand.trf'], { encoding: 'utf8' });
    expect(differs.status).toBe(1);
  });

  it('a closed pipe (the reader has gone): exit 5, one line', async () => {
    const child = spawn(process.execPath, [bin, 'pair', sample(1)], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy(); // the reader goes away before anything is written
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(5);
    expect(stderr).toBe('error: <stdout>: cannot write: the reading end of the pipe is closed\n');
  });

  it.runIf(linux)('SIGINT during a large atomic write leaves no .tmp file, and ends the process with 130 (0 once the file is replaced)', async () => {
    const dir = tmp();
    const out = join(dir, 'big.trf');
    const child = spawn(process.execPath, [writer, out, '256'], { stdio: 'ignore' });
    let sent = false;
    const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    const poll = setInterval(() => {
      if (!sent && readdirSync(dir).some((f) => f.endsWith('.tmp'))) {
        sent = true;
        child.kill('SIGINT');
      }
    }, 1);
    const { code } = await exit;
    clearInterval(poll);
    expect(sent).toBe(true); // the write was caught in progress
    const left = readdirSync(dir);
    expect(left.filter((f) => f.endsWith('.tmp') || f.endsWith('.lock'))).toEqual([]);
    // The write, once begun, completes or is undone: never half a file. Completed, the edit happened: exit 0.
    if (left.includes('big.trf')) {
      expect(statSync(out).size).toBe(256 * 1024 * 1024);
      expect(code).toBe(0);
    } else expect(code).toBe(130);
  });

  it.runIf(linux)('SIGINT once the file is replaced: exit 0, the edit happened (issue 33.3; it was 130)', async () => {
    const dir = tmp();
    const out = join(dir, 'small.trf');
    const child = spawn(process.execPath, [writer, out, '1', '1500'], { stdio: ['ignore', 'pipe', 'ignore'] });
    child.stdout.once('data', () => child.kill('SIGINT'));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(0);
    expect(statSync(out).size).toBe(1024 * 1024);
    expect(readdirSync(dir)).toEqual(['small.trf']);
  });
});

describe('pair -o: what is written', () => {
  it('--round N on a longer file is refused (it would drop the later rounds); --force writes and says so', () => {
    const dir = tmp();
    const out = join(dir, 'r2.trf');
    const r = cli(['pair', complete, '--round', '2', '-o', out]);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/--round 2 writes rounds 1-2 only and would drop rounds 3-5 of the file/);
    expect(existsSync(out)).toBe(false);
    const forced = cli(['pair', complete, '--round', '2', '-o', out, '--force']);
    expect(forced.code).toBe(0);
    expect(forced.stderr).toMatch(/warning: -o: the file written has rounds 1-2; rounds 3-5 of the input are not in it/);
    const back = buildTournament(readTrf(readFileSync(out), { fileName: out }), { fileName: out });
    expect(back.roundsInFile).toBe(2);
    // -p alone never drops anything: no refusal.
    expect(cli(['pair', complete, '--round', '2', '-p', '-']).code).toBe(0);
  });

  it('never writes a file it cannot read back: XXS W=99.9 overflows the points column -> exit 4, nothing written', () => {
    const text = readFileSync(sample(4), 'utf8').replace('XXR 5\n', 'XXR 5\nXXS W=99.9\n');
    const input = join(tmp(), 'w999.trf');
    writeFileSync(input, text);
    const out = join(tmp(), 'out.trf');
    const r = cli(['pair', input, '-o', out]);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/^error: -o: the tournament with round 5 added does not fit the TRF format, nothing written/m);
    expect(existsSync(out)).toBe(false);
  });

  it('property: every file pair -o writes reads back, or nothing is written (exit 4)', () => {
    const dir = tmp();
    const base = (n: number): string => readFileSync(sample(n), 'utf8');
    const texts = [1, 2, 3, 4].map(base);
    let n = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 0, max: 999 }),
        fc.boolean(),
        (which, win, draw, crlf) => {
          // The draw is at most the win; the points column of the input is left stale (a warning, not an error).
          const system = `XXS W=${(win / 10).toFixed(1)} D=${(Math.min(draw, win) / 10).toFixed(1)}`;
          let text = texts[which]!.replace('XXR 5\n', `XXR 5\n${system}\n`);
          if (crlf) text = text.replace(/\n/g, '\r\n');
          const input = join(dir, `in${n}.trf`);
          const out = join(dir, `out${n++}.trf`);
          writeFileSync(input, text);
          const r = cli(['pair', input, '-o', out]);
          if (r.code === 4) return !existsSync(out);
          if (r.code !== 0) return false;
          const bytes = readFileSync(out);
          buildTournament(readTrf(bytes, { fileName: out }), { fileName: out });
          return true;
        },
      ),
      { seed: 1111, numRuns: Number(process.env['SWISSPAIR_PROPERTY_RUNS'] ?? 60) },
    );
  });

  it('--encoding latin1 input is written back in latin1, its columns counted in characters', () => {
    const utf8 = readFileSync(sample(1), 'utf8').replace('GM Alice                   ', 'GM Müller-Šťastná          ');
    expect(utf8).toContain('Müller');
    const input = join(tmp(), 'latin1.trf');
    // Š and ť are not latin1: use latin1 letters only.
    writeFileSync(input, Buffer.from(utf8.replace('Šťastná', 'Østergå'), 'latin1'));
    const out = join(tmp(), 'out.trf');
    expect(cli(['pair', input, '--encoding', 'latin1', '-o', out]).code).toBe(0);
    const bytes = readFileSync(out);
    expect(bytes.includes(Buffer.from('Müller-Østergå', 'latin1'))).toBe(true);
    expect(bytes.includes(Buffer.from('Müller', 'utf8'))).toBe(false);
    // Read back with the same encoding: player 1's round-2 block is where the reader expects it.
    const line = bytes.toString('latin1').split('\n').find((l) => l.startsWith('001    1 '))!;
    expect(line.slice(blockColumn(2) - 1, blockColumn(2) + 5)).toMatch(/^ *\d+ [wb]$/);
    const back = buildTournament(readTrf(bytes, { fileName: out, encoding: 'latin1' }), { fileName: out });
    expect(back.roundsInFile).toBe(2);
  });

  it('UTF-8 names with multi-byte characters keep their columns (counted in characters) on read and write', () => {
    const text = readFileSync(sample(1), 'utf8').replace('GM Alice                   ', 'GM Ærøskøbing Ōtani        ');
    const input = join(tmp(), 'utf8.trf');
    writeFileSync(input, text);
    const out = join(tmp(), 'out.trf');
    expect(cli(['pair', input, '-o', out]).code).toBe(0);
    const line = readFileSync(out, 'utf8').split('\n').find((l) => l.startsWith('001    1 '))!;
    expect(line).toContain('Ærøskøbing Ōtani');
    expect([...line].slice(blockColumn(2) - 1, blockColumn(2) + 5).join('')).toMatch(/^ *\d+ [wb]$/);
  });
});

describe('names are printed as data', () => {
  const evil = (): string => {
    const name = 'GM \u001b[2J\u001b]0;pwn\u0007Al';
    const text = readFileSync(complete, 'utf8').replace('GM Alice                   ', name.padEnd(27, ' '));
    const file = join(tmp(), 'evil\u001b[31m.trf');
    writeFileSync(file, text);
    return file;
  };

  it('no control character from the file reaches the terminal: pair, check, inspect (text)', () => {
    const file = evil();
    for (const args of [['pair', file, '--round', '3'], ['inspect', file, '--round', '2'], ['check', file]]) {
      const r = cli(args);
      expect(r.code, args.join(' ')).toBe(0);
      // eslint-disable-next-line no-control-regex
      expect(r.stdout + r.stderr, args[0]).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    }
    expect(cli(['pair', file, '--round', '2']).stdout).toContain(' \\x1B[2J\\x1B]0;pwn\\x07Al');
    expect(cli(['check', file]).stdout).toContain('evil\\x1B[31m.trf: ok');
  });

  it('JSON keeps the name exactly (escaped by JSON itself)', () => {
    const r = cli(['pair', evil(), '--round', '2', '--json']);
    // eslint-disable-next-line no-control-regex
    expect(r.stdout).not.toMatch(/\u001b/);
    expect(JSON.stringify(JSON.parse(r.stdout))).toContain('"\\u001b[2J');
  });
});

describe('option values are parsed alike by every command', () => {
  it.each(['abc', '-5', '1.5', '12345', ''])('--unrated-rating %j: exit 3 and the same message from pair and check', (v) => {
    const pair = cli(['pair', sample(1), '--unrated-rating', v]);
    const check = cli(['check', complete, '--unrated-rating', v]);
    expect(pair.code).toBe(3);
    expect(check.code).toBe(3);
    expect(pair.stderr).toBe(`error: --unrated-rating expects an integer rating 0-9999, got "${v}"\n`);
    expect(check.stderr).toBe(pair.stderr);
  });

  it.each([
    ['--round', 'x', ['pair', 'inspect']],
    ['--encoding', 'ebcdic', ['pair', 'inspect', 'check']],
  ])('%s %s: exit 3 and one message from every command', (option, value, commands) => {
    const messages = commands.map((c) => {
      const r = cli([c, c === 'check' ? complete : sample(1), option, value]);
      expect(r.code, c).toBe(3);
      return r.stderr;
    });
    expect(new Set(messages).size).toBe(1);
  });
});
