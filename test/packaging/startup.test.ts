/**
 * The CLI's start-up loads only the Node built-ins every command needs: `node:worker_threads` (check --jobs) and
 * `node:crypto` (a random seed for bbp) are loaded on first use (src/cli/builtin.ts), not by a command that does
 * not use them; the checkout's entry `bin/swisspair` is CommonJS (bin/package.json), so Node does not start its
 * ES module loader for it. Node's list of the built-in modules a run loaded is read by a module preloaded with -r.
 * The CLI is bundled from the sources (test/support/bundle.ts); the entry and the workers, which need the build's
 * files, are checked after `npm run build` only.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleCli } from '../support/bundle.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-startup-');
const root = resolve('.');
const sample = join(root, 'samples', 'worked-example-after-round-4.trf');
const built = existsSync(join(root, 'dist', 'swisspair.cjs'));

let preload = '';

/** Runs `node -r preload script args`: its exit status, standard output and the built-in modules it loaded. */
function run(script: string, args: readonly string[], env: Record<string, string> = {}): { status: number | null; stdout: string; modules: string[] } {
  const r = spawnSync(process.execPath, ['-r', preload, script, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
  const line = r.stderr.split('\n').find((l) => l.startsWith('MODULES ')) ?? 'MODULES []';
  return { status: r.status, stdout: r.stdout, modules: JSON.parse(line.slice('MODULES '.length)) as string[] };
}

describe('start-up', () => {
  let bin = '';
  beforeAll(async () => {
    const dir = tmp();
    preload = join(dir, 'preload.cjs');
    writeFileSync(preload, "process.on('exit', () => process.stderr.write('\\nMODULES ' + JSON.stringify(process.moduleLoadList) + '\\n'));\n");
    bin = await bundleCli(dir);
  }, 60_000);

  it('pairs without loading node:worker_threads or node:crypto', () => {
    const { modules, status, stdout } = run(bin, ['pair', sample, '-p', '-']);
    expect(status).toBe(0);
    expect(stdout.split('\n')[0]).toBe('7');
    expect(modules.length).toBeGreaterThan(0);
    expect(modules).not.toContain('NativeModule worker_threads');
    expect(modules).not.toContain('NativeModule crypto');
  });

  it('loads node:crypto when bbp draws a random seed', () => {
    const out = join(tmp(), 'random.trf');
    const { modules, status } = run(bin, ['--dutch', '-g', '-o', out]);
    expect(status).toBe(0);
    expect(modules).toContain('NativeModule crypto');
  });

  it.skipIf(!built)('runs the checkout entry bin/swisspair as CommonJS, without the ES module loader (after npm run build)', () => {
    const { modules, status, stdout } = run(join(root, 'bin', 'swisspair'), ['pair', sample, '-p', '-']);
    expect(status).toBe(0);
    expect(stdout.split('\n')[0]).toBe('7');
    expect(modules).not.toContain('NativeModule internal/modules/esm/load');
    expect(modules).not.toContain('NativeModule internal/fs/promises');
    expect(modules).not.toContain('NativeModule worker_threads');
  });

  it.skipIf(!built)('loads node:worker_threads when check runs workers (after npm run build)', () => {
    // Workers started at once, whatever the files' size (the check's own test switch).
    const { modules, status } = run(join(root, 'bin', 'swisspair'), ['check', '--jobs', '2', sample, sample, sample], { SWISSPAIR_CHECK_SPREAD: 'eager' });
    expect(status).toBe(0);
    expect(modules).toContain('NativeModule worker_threads');
  });
});
