/**
 * Smoke test of the single executable (`npm run sea` writes build/sea/swisspair; skipped when it is not built,
 * since building it copies the 100 MB node binary): it pairs, checks and fails exactly as the sources do.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';

const sea = 'build/sea/swisspair';

describe.runIf(existsSync(sea))('build/sea/swisspair', () => {
  const run = (args: string[]): { status: number | null; stdout: string; stderr: string } =>
    spawnSync(sea, args, { encoding: 'utf8' });

  it('pairs, checks and inspects as the sources do', () => {
    for (const args of [
      ['pair', 'samples/worked-example-after-round-4.trf', '-p', '-'],
      ['pair', 'samples/worked-example-after-round-4.trf', '--encoding', 'windows-1252', '-p', '-'], // iconv-lite, bundled
      ['check', 'samples/worked-example-complete.trf'],
      ['inspect', 'samples/worked-example-after-round-2.trf', '--json'],
      ['--version'],
    ]) {
      const r = run(args);
      const expected = cli(args);
      expect(r.status, args.join(' ')).toBe(expected.code);
      expect(r.stdout, args.join(' ')).toBe(expected.stdout);
    }
  });

  it('errors: exit codes and one-line messages', () => {
    const missing = run(['pair', 'no-such-file.trf']);
    expect(missing.status).toBe(5);
    expect(missing.stderr).toBe('error: no-such-file.trf: cannot read: no such file\n');
    expect(run(['pair', 'samples/worked-example-after-round-1.trf', '--round', 'x']).status).toBe(3);
  });
});
