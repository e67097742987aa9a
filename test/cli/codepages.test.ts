/**
 * iconv-lite is evaluated only when a file is read or written in latin1 or windows-1252 (src/trf/codepages.ts),
 * so the default UTF-8 path never pays for its code pages at start-up: the CLI bundled with an iconv-lite that
 * throws as soon as it is evaluated still pairs a UTF-8 file, and fails on `--encoding latin1`.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Plugin } from 'rolldown';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleCli } from '../support/bundle.js';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-codepages-');
const sample = 'samples/worked-example-after-round-4.trf';

/** iconv-lite replaced by a module that throws when evaluated. */
const trappedIconv: Plugin = {
  name: 'trapped-iconv-lite',
  resolveId: (id) => (id === 'iconv-lite' ? '\0trapped-iconv-lite' : null),
  load: (id) => (id === '\0trapped-iconv-lite' ? "throw new Error('iconv-lite evaluated');\n" : null),
};

describe('iconv-lite, loaded lazily', () => {
  let bin = '';
  beforeAll(async () => {
    bin = await bundleCli(tmp(), 'src/cli/seaEntry.ts', [trappedIconv]);
  }, 60_000);
  const run = (args: string[]): { status: number | null; stdout: string; stderr: string } =>
    spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

  it('UTF-8 (the default, and asked for) never evaluates it', () => {
    for (const args of [['pair', sample, '-p', '-'], ['pair', sample, '--encoding', 'utf-8', '-p', '-'], ['check', sample]]) {
      const r = run(args);
      expect(r.stderr, args.join(' ')).toBe('');
      expect(r.status, args.join(' ')).toBe(0);
      expect(r.stdout, args.join(' ')).toBe(cli(args).stdout);
    }
  });

  it('latin1 and windows-1252 do evaluate it (the trap is real)', () => {
    for (const encoding of ['latin1', 'windows-1252']) {
      const r = run(['pair', sample, '--encoding', encoding, '-p', join(tmp(), 'out.pairs')]);
      expect(r.status, encoding).toBe(2);
      expect(r.stderr, encoding).toMatch(/iconv-lite evaluated/);
    }
  });
});
