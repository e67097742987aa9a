/**
 * scripts/build-sea: builds swisspair as one executable file with Node's own Single Executable Applications
 * (https://nodejs.org/api/single-executable-applications.html), the replacement for the archived `pkg`.
 *
 * 1. bundle dist/src/cli/seaEntry.js and its dependencies into one CommonJS script (rolldown; the same bundle
 *    as the installed command's, see scripts/build-bundle.ts);
 * 2. `node --experimental-sea-config` turns it into a blob, with V8's code cache of the script (start-up);
 * 3. a copy of this Node binary gets the blob injected (postject) and the SEA fuse flipped.
 *
 * Output: build/sea/swisspair (for the platform and Node version that built it; no download is needed).
 * Run `npm run build` first.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleCliEntry } from './build-bundle.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'build', 'sea');

async function main(): Promise<void> {
  const entry = join(root, 'dist', 'src', 'cli', 'seaEntry.js');
  if (!existsSync(entry)) throw new Error('dist/ is missing: run `npm run build` first');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });

  const script = join(out, 'swisspair.cjs');
  await bundleCliEntry(script);

  const config = join(out, 'sea-config.json');
  const blob = join(out, 'swisspair.blob');
  writeFileSync(config, JSON.stringify({ main: script, output: blob, disableExperimentalSEAWarning: true, useCodeCache: true }));
  execFileSync(process.execPath, ['--experimental-sea-config', config], { stdio: 'inherit' });

  const exe = join(out, process.platform === 'win32' ? 'swisspair.exe' : 'swisspair');
  copyFileSync(process.execPath, exe);
  chmodSync(exe, 0o755);
  const postject = join(root, 'node_modules', 'postject', 'dist', 'cli.js');
  const args = [postject, exe, 'NODE_SEA_BLOB', blob, '--sentinel-fuse', 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2'];
  if (process.platform === 'darwin') args.push('--macho-segment-name', 'NODE_SEA');
  execFileSync(process.execPath, args, { stdio: 'inherit' });
  process.stdout.write(`built ${exe}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`build-sea: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
