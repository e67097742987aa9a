/**
 * The library examples (examples/, the programs of the README's "Library" section): compiled with `tsc -p examples`
 * against the package's own published types (a self-reference to 'swisspair'), then run on the samples, each
 * output compared with what the command line gives for the same file.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-examples-');
const root = resolve('.');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const sample = 'samples/worked-example-after-round-4.trf';
const complete = 'samples/worked-example-complete.trf';

function run(example: string, args: readonly string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [join(root, 'dist', 'examples', `${example}.js`), ...args], { cwd: root, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('library examples', () => {
  beforeAll(() => {
    if (!existsSync(join(root, 'dist', 'src', 'api', 'tournament.d.ts'))) execFileSync(npm, ['run', 'build'], { cwd: root, stdio: 'ignore' });
    const built = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'examples')], { encoding: 'utf8' });
    expect(built.stdout + built.stderr).toBe('');
    expect(built.status).toBe(0);
  }, 300_000);

  it('every example in examples/ is compiled', () => {
    const sources = readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.ts'));
    expect(sources.length).toBeGreaterThanOrEqual(5);
    for (const f of sources) expect(existsSync(join(root, 'dist', 'examples', f.replace(/\.ts$/, '.js')))).toBe(true);
  });

  it('pair-next-round writes what `pair -o` writes, then enter-results reads the result back from the edited file', () => {
    const dir = tmp();
    const out = join(dir, 'round5.trf');
    const r = run('pair-next-round', [sample, out]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(cli(['pair', sample, '-o', '-']).stdout);
    const boards = cli(['pair', sample, '-p', '-']).stdout.trim().split('\n').slice(1);
    expect(r.stdout.split('\n')[0]).toBe('Round 5 (dutch 2017)');
    expect(r.stdout.trim().split('\n').filter((l) => /^\d+\. /.test(l))).toHaveLength(boards.filter((b) => !b.endsWith(' 0')).length);
    const [white, black] = boards[0]!.split(' ');
    const e = run('enter-results', [out, '5', white!, black!, '1-0']);
    expect(e.stderr).toBe('');
    expect(e.stdout).toContain(`round 5 {"kind":"played","opponent":${black},"colour":"w","result":"win"}`);
  });

  it('pair-team-round writes what `pair -o` writes for a team file, and names the matches as `pair` numbers them', () => {
    const dir = tmp();
    const teams = 'test/fixtures/teams/sharly-team-import.trf';
    const out = join(dir, 'next.trf');
    const r = run('pair-team-round', [teams, out]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(cli(['pair', teams, '-o', '-']).stdout);
    const json = JSON.parse(cli(['pair', teams, '--json']).stdout) as { round: number; matches: unknown[] };
    expect(r.stdout.split('\n')[0]).toMatch(new RegExp(`^Round ${json.round} \\(C\\.04\\.6, Type `));
    expect(r.stdout.trim().split('\n').filter((l) => /^m\d+\. /.test(l))).toHaveLength(json.matches.length);
  });

  it('standings prints every player with name, federation and rating, ranked as `standings` ranks them', () => {
    const r = run('standings', [complete, 'BH/C1,BH,SB']);
    expect(r.stderr).toBe('');
    const rows = r.stdout.trim().split('\n').slice(1);
    const json = JSON.parse(cli(['standings', complete, '--tiebreaks', 'BH/C1,BH,SB', '--json']).stdout) as { players: { rank: number; name: string }[] };
    expect(rows).toHaveLength(json.players.length);
    rows.forEach((row, i) => expect(row.startsWith(`${json.players[i]!.rank}. `) && row.includes(json.players[i]!.name)).toBe(true));
  });

  it('rating-report writes what `standings -o` writes', () => {
    const out = join(tmp(), 'report.trf');
    const r = run('rating-report', [complete, out, '2026-03-07,2026-03-08']);
    expect(r.stderr).toBe('');
    const viaCli = cli(['standings', complete, '--round-dates', '2026-03-07,2026-03-08', '-o', '-']).stdout;
    expect(viaCli.startsWith(readFileSync(out, 'utf8'))).toBe(true);
  });

  it('check reproduces every round of the complete sample (exit 0)', () => {
    const r = run('check', [complete]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const rounds = Number(/^XXR\s+(\d+)|^142\s+(\d+)/m.exec(readFileSync(complete, 'utf8'))?.slice(1).find((x) => x !== undefined) ?? '0');
    expect(r.stdout.trim().split('\n').slice(1)).toEqual(Array.from({ length: rounds }, (_, i) => `round ${i + 1}: match`));
  });
});
