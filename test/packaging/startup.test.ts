/**
 * The CLI's start-up loads only the Node built-ins every command needs: `node:worker_threads` (check --jobs) and
 * `node:crypto` (a random seed for bbp) are loaded on first use (src/cli/builtin.ts), and are not loaded by a
 * command that does not use them; the checkout's entry `bin/swisspair` is CommonJS (bin/package.json), so Node
 * does not start its ES module loader for it. Runs the bundle `npm run build` made (built first when dist/ has none), as the
 * installed command runs it, and reads Node's list of the built-in modules it loaded.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve('.');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const sample = join(root, 'samples', 'worked-example-after-round-4.trf');

/** The built-in modules `swisspair args` loaded (process.moduleLoadList), and its exit code. */
function loaded(args: readonly string[], env: Record<string, string> = {}): { modules: string[]; status: number | null } {
  const script = `process.argv.splice(1, process.argv.length, ${JSON.stringify(join(root, 'bin', 'swisspair.cjs'))}, ...${JSON.stringify(args)});
process.on('exit', () => process.stderr.write('\\nMODULES ' + JSON.stringify(process.moduleLoadList) + '\\n'));
require(process.argv[1]);`;
  const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...process.env, ...env } });
  const line = r.stderr.split('\n').find((l) => l.startsWith('MODULES ')) ?? 'MODULES []';
  return { modules: JSON.parse(line.slice('MODULES '.length)) as string[], status: r.status };
}

describe('start-up', () => {
  beforeAll(() => {
    if (!existsSync(join(root, 'dist', 'swisspair.cjs'))) execFileSync(npm, ['run', 'build'], { cwd: root, stdio: 'ignore' });
  }, 300_000);

  it('pairs without loading node:worker_threads or node:crypto', () => {
    const { modules, status } = loaded(['pair', sample]);
    expect(status).toBe(0);
    expect(modules.length).toBeGreaterThan(0);
    expect(modules).not.toContain('NativeModule worker_threads');
    expect(modules).not.toContain('NativeModule crypto');
  });

  it('runs the checkout entry bin/swisspair as CommonJS, without the ES module loader', () => {
    // The entry is loaded by Node itself, so the list is read by a module preloaded with -r.
    const dir = mkdtempSync(join(tmpdir(), 'swisspair-startup-'));
    try {
      const preload = join(dir, 'preload.cjs');
      writeFileSync(preload, "process.on('exit', () => process.stderr.write('\\nMODULES ' + JSON.stringify(process.moduleLoadList) + '\\n'));\n");
      const r = spawnSync(process.execPath, ['-r', preload, join(root, 'bin', 'swisspair'), 'pair', sample, '-p', '-'], { encoding: 'utf8' });
      expect(r.status).toBe(0);
      expect(r.stdout.split('\n')[0]).toBe('7');
      const line = r.stderr.split('\n').find((l) => l.startsWith('MODULES ')) ?? 'MODULES []';
      const modules = JSON.parse(line.slice('MODULES '.length)) as string[];
      expect(modules.length).toBeGreaterThan(0);
      expect(modules).not.toContain('NativeModule internal/modules/esm/load');
      expect(modules).not.toContain('NativeModule internal/fs/promises');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('loads node:worker_threads when check runs workers', () => {
    // Workers started at once, whatever the files' size (the check's own test switch).
    const { modules, status } = loaded(['check', '--jobs', '2', sample, sample, sample], { SWISSPAIR_CHECK_SPREAD: 'eager' });
    expect(status).toBe(0);
    expect(modules).toContain('NativeModule worker_threads');
  });
});
