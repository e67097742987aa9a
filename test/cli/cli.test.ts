/**
 * The command line: outputs, files, exit codes and messages, in-process (src/cli/main.ts `run`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const sample = (n: number): string => `samples/worked-example-after-round-${n}.trf`;
const tmp = useTempDirs('swisspair-cli-');

describe('inspect', () => {
  it("shows the paper's round-5 scoregroups and preferences for the worked example after round 4", () => {
    const r = cli(['inspect', sample(4)]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('3.5: 2w\n');
    expect(r.stdout).toContain('3.0: 1b, 5WW\n');
    expect(r.stdout).toContain('2.5: 4b, 6BB, 11B\n');
    expect(r.stdout).toContain('2.0: 3w, 7w\n');
    expect(r.stdout).toContain('1.5: 9w, 10b, 14W\n');
    expect(r.stdout).toContain('1.0: 8b, 13b\n');
    expect(r.stdout).toContain('0.5: 12W\n');
    expect(r.stderr).toBe('');
  });

  it('--round N shows the state before an earlier round; --json is machine-readable', () => {
    const r = cli(['inspect', sample(4), '--round', '3', '--json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as { round: number; players: { id: number; colourPreference: { code: string }; floats: { previousRound: string | null }; pabEligible: boolean }[] };
    expect(doc.round).toBe(3);
    const p5 = doc.players.find((p) => p.id === 5)!;
    expect(p5.colourPreference.code).toBe('BB');
    const p14 = doc.players.find((p) => p.id === 14)!;
    expect(p14.floats.previousRound).toBe('down');
    expect(p14.pabEligible).toBe(false);
  });

  it('reads standard input with -', () => {
    const r = cli(['inspect', '-'], readFileSync(sample(2), 'utf8'));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('2.0: 2b, 5BB');
  });

  it('no colour codes when stdout is not a terminal, unless FORCE_COLOR', () => {
    expect(cli(['inspect', sample(1)]).stdout).not.toMatch(/\u001b\[/);
    expect(cli(['inspect', sample(1)], '', { FORCE_COLOR: '1' }).stdout).toMatch(/\u001b\[/);
    expect(cli(['inspect', sample(1)], '', { FORCE_COLOR: '1', NO_COLOR: '1' }).stdout).toMatch(/\u001b\[/);
  });

  it('colour bytes: bold, red and yellow as SGR codes, the same at every FORCE_COLOR level; none for FORCE_COLOR=0 or NO_COLOR', () => {
    for (const level of ['1', '2', '3', 'true']) {
      const out = cli(['pair', sample(4), '--edition', '2017'], '', { FORCE_COLOR: level }).stdout;
      expect(out.startsWith('\u001b[1mRound 5\u001b[22m, '), level).toBe(true);
      expect(out.replace(/^\u001b\[1m(Round 5)\u001b\[22m/, '$1')).toBe(cli(['pair', sample(4), '--edition', '2017']).stdout);
      const missing = cli(['pair', 'no-such.trf'], '', { FORCE_COLOR: level });
      expect(missing.stderr).toBe('\u001b[31merror\u001b[39m: no-such.trf: cannot read: no such file\n');
    }
    expect(cli(['pair', sample(4), '--edition', '2017'], '', { FORCE_COLOR: '0' }).stdout).not.toMatch(/\u001b\[/);
    expect(cli(['pair', sample(4), '--edition', '2017'], '', { NO_COLOR: '1' }).stdout).not.toMatch(/\u001b\[/);
  });
});

describe('pair', () => {
  it('prints the boards in C.04.2 order, then the bye', () => {
    const r = cli(['pair', sample(1)]);
    expect(r.code).toBe(0);
    const boards = r.stdout
      .split('\n')
      .filter((l) => /^\s+\d+\s+\d+/.test(l))
      .map((l) => l.trim().split(/\s+/));
    expect(boards.map((b) => `${b[1]}-${b[6]}`)).toEqual(['5-1', '2-7', '6-3', '4-9', '8-11', '10-13']);
    expect(r.stdout).toMatch(/Pairing-allocated bye: 14 Robert \(0\.0\)/);
    expect(r.stdout).toMatch(/Not paired: 12 Oskar \(absent \(XXZ\)\)/);
  });

  it('-p writes the JaVaFo/bbpPairings pairs file (count including the bye, then white black, bye as N 0)', () => {
    const dir = tmp();
    const out = join(dir, 'pairs.txt');
    expect(cli(['pair', sample(1), '-p', out]).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe('7\n5 1\n2 7\n6 3\n4 9\n8 11\n10 13\n14 0\n');
  });

  it('-p - writes the pairs file to stdout and nothing else', () => {
    const r = cli(['pair', sample(4), '-p', '-']);
    expect(r.stdout).toBe('7\n2 1\n5 11\n4 6\n3 7\n9 10\n14 12\n13 8\n');
  });

  it('--json gives boards with names and scores', () => {
    const r = cli(['pair', sample(3), '--json']);
    const doc = JSON.parse(r.stdout) as { round: number; boards: { board: number; white: { id: number; score: number }; black: { id: number } }[]; bye: unknown };
    expect(doc.round).toBe(4);
    expect(doc.boards[0]).toEqual({ board: 1, white: { id: 6, name: 'Finn', score: 2.5 }, black: { id: 2, name: 'Bruno', score: 2.5 } });
    expect(doc.bye).toBeNull();
  });

  it('-o writes the tournament with the round added; with results entered it pairs the next round', () => {
    const dir = tmp();
    const out = join(dir, 'r2.trf');
    const r = cli(['pair', sample(1), '-o', out]);
    expect(r.code).toBe(0);
    const written = readFileSync(out, 'utf8');
    // Round 2 blocks: opponents and colours, results open; the PAB and the absence recorded.
    expect(written).toMatch(/^001    5 .*    12 w 1     1 w$/m);
    expect(written).toMatch(/^001   14 .*  0000 - U$/m);
    expect(written).toMatch(/^001   12 .*  0000 - Z$/m);
    // Issue 16: the absence is kept (a withdrawn player is not paired again), and what was done is said.
    expect(written).toMatch(/^XXZ 12$/m);
    expect(r.stderr).toMatch(/round 2: 12 .*: zero-point bye \(0000 - Z, 0\.0\), absent \(XXZ; the record stays/);
    // Reading it back: round 2 is in the file but its games have no results yet.
    const pending = cli(['pair', out]);
    expect(pending.code).toBe(3);
    // Issue 33.3: said as a round already paired, naming `show` and `--round`.
    expect(pending.stderr).toMatch(/round 2 is already paired in the file \(no result entered yet\): `swisspair show .*` prints its pairing; .* or pass --round 2/);
    // The input is never modified.
    expect(readFileSync(sample(1), 'utf8')).toMatch(/^XXZ 12$/m);
  });

  it('--round N re-pairs an earlier round from the rounds before it', () => {
    const r = cli(['pair', 'samples/worked-example-complete.trf', '--round', '3', '-p', '-']);
    expect(r.stdout).toBe('7\n2 5\n3 4\n11 6\n14 1\n7 10\n12 8\n9 13\n');
  });
});

describe('check', () => {
  it('exit 0 and a count when every round reproduces', () => {
    const r = cli(['check', 'samples/worked-example-complete.trf']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('ok 5/5 rounds reproduced');
  });

  it('names standard input <stdin> in the report, as text and as JSON', () => {
    const text = readFileSync('samples/worked-example-complete.trf', 'utf8');
    expect(cli(['check', '-'], text).stdout).toBe('<stdin>: ok 5/5 rounds reproduced, Dutch 2017 rules (start date 2015-01-01)\n');
    const doc = JSON.parse(cli(['check', '-', '--json'], text).stdout) as { files: { file: string }[] };
    expect(doc.files[0]!.file).toBe('<stdin>');
  });

  it('exit 1 and both pairings when a round differs; --json has the documented shape', () => {
    const dir = tmp();
    const bad = join(dir, 'swapped.trf');
    // Swap the colours of one game of round 3 (11-6 forfeit becomes 6-11): the file no longer follows the rules.
    const text = readFileSync('samples/worked-example-complete.trf', 'utf8')
      .replace(/^(001    6 .*?)11 b \+/m, '$111 w +')
      .replace(/^(001   11 .*?) 6 w -/m, '$1 6 b -');
    writeFileSync(bad, text);
    const r = cli(['check', bad]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('round 3: the file has 6-11; the rules give 11-6');
    const j = cli(['check', '--json', bad, 'samples/worked-example-complete.trf']);
    expect(j.code).toBe(1);
    const doc = JSON.parse(j.stdout) as {
      files: { file: string; system: string; rounds: { round: number; status: string; expected: unknown; actual: unknown }[] }[];
      summary: Record<string, number>;
    };
    expect(doc.files.map((f) => f.system)).toEqual(['dutch', 'dutch']);
    expect(doc.files[0]!.rounds.map((x) => x.status)).toEqual(['match', 'match', 'differ', 'match', 'match']);
    expect(doc.summary).toMatchObject({ files: 2, rounds: 10, match: 9, differ: 1, error: 0 });
  });

  it('exit 3 for a file that is not a valid TRF, with line and column', () => {
    const dir = tmp();
    const bad = join(dir, 'bad.trf');
    writeFileSync(bad, readFileSync(sample(2), 'utf8').replace(/^(001    3 .{89})1/m, '$1X'));
    const r = cli(['check', bad]);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(new RegExp(`${bad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:99: .*result`));
  });
});

describe('errors and exit codes', () => {
  it('3: misplaced column, unknown result code, the two sides of a game disagreeing — one line each, line:column', () => {
    const dir = tmp();
    const lines = readFileSync(sample(2), 'utf8').split('\n');
    const i = lines.findIndex((l) => l.startsWith('001    1 '));
    const j = lines.findIndex((l) => l.startsWith('001    2 '));
    const k = lines.findIndex((l) => l.startsWith('001    9 '));
    lines[i] = lines[i]!.replace('     8 w 1', '      8 w 1'); // shifted one column right
    lines[j] = lines[j]!.replace('9 b 1', '9 b Q'); // unknown result code
    lines[k] = lines[k]!.replace('2 w 0', '2 w 1'); // 2 says he won, 9 says he won
    const bad = join(dir, 'broken.trf');
    writeFileSync(bad, lines.join('\n'));
    const r = cli(['inspect', bad]);
    expect(r.code).toBe(3);
    const errors = r.stderr.trim().split('\n');
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors.every((e) => e.startsWith(`error: ${bad}:`))).toBe(true);
    expect(r.stderr).toMatch(/:\d+:9[0-9]: .*shift|column/);
    expect(r.stderr).toMatch(/Q/);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('5: a file that cannot be read', () => {
    const r = cli(['pair', '/nonexistent/round.trf']);
    expect(r.code).toBe(5);
    expect(r.stderr).toBe('error: /nonexistent/round.trf: cannot read: no such file\n');
  });

  it('1: no valid pairing exists', () => {
    const dir = tmp();
    const f = join(dir, 'two.trf');
    writeFileSync(
      f,
      '012 Two players\nXXR 3\n' +
        '001    1      A                                 2000                             1.0          2 w 1\n' +
        '001    2      B                                 1900                             0.0          1 b 0\n',
    );
    const r = cli(['pair', f]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/no valid pairing exists for round 2/);
  });

  it('3: bad arguments', () => {
    expect(cli(['pair', sample(1), '--system', 'monrad']).code).toBe(3);
    expect(cli(['pair', sample(1), '--round', 'x']).code).toBe(3);
    expect(cli(['frobnicate']).code).toBe(3);
    expect(cli(['pair', sample(1), '--encoding', 'ebcdic']).stderr).toMatch(/unknown encoding/);
  });

  it('--help and --version exit 0', () => {
    expect(cli(['--help']).code).toBe(0);
    expect(cli(['--version']).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('the built launcher runs (after npm run build)', async () => {
    if (!existsSync('dist/src/cli/main.js')) return;
    const { execFileSync } = await import('node:child_process');
    const out = execFileSync(process.execPath, ['bin/swisspair', 'pair', sample(4), '-p', '-'], { encoding: 'utf8' });
    expect(out.split('\n')[0]).toBe('7');
  });
});
