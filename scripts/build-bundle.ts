/**
 * scripts/build-bundle (run by `npm run build`, after tsc): the CLI and its dependencies bundled into one
 * CommonJS file, dist/swisspair.cjs, which bin/swisspair.cjs runs, plus its V8 code cache. Start-up is what
 * integrations that run one process per round wait for (scripts/bench-startup measures it):
 *
 * - one file instead of about eighty ES modules: no module resolution, and a CommonJS entry keeps Node from
 *   loading its ES module loader at all;
 * - commander's top-level `require('node:child_process')` (for executable subcommands, which swisspair has none
 *   of) would load child_process, net, dgram and the stream machinery: the bundle gets a stub instead;
 * - chalk's colour-support detection (supports-color, which loads os and tty) is never used: src/cli/render.ts
 *   gives every Chalk its level from the CLI's own rules, so the bundle gets a stub that detects nothing;
 * - dist/swisspair.cjs.cache: the code cache of the bundle after one `pair -p - -o` run (functions compiled lazily
 *   during the run included), which the launcher hands to V8 so that it does not compile them again. V8
 *   rejects a cache made by another V8 version or for other source, and the launcher then compiles as usual.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown, type Plugin } from 'rolldown';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A stub for an import of `from` (a package name) by that package's own files. */
function stub(name: string, from: string, wanted: (id: string) => boolean, code: string): Plugin {
  const virtual = `\0${name}`;
  const inPackage = new RegExp(`[\\\\/]node_modules[\\\\/]${from}[\\\\/]`);
  return {
    name,
    resolveId: (id, importer) => (importer !== undefined && inPackage.test(importer) && wanted(id) ? virtual : null),
    load: (id) => (id === virtual ? code : null),
  };
}

/**
 * commander's node:child_process: a spawn that refuses (it spawns nothing for swisspair); swisspair's own code
 * keeps the real module if it ever imports it.
 */
const noChildProcess = stub('swisspair-no-child-process', 'commander', (id) => id === 'node:child_process' || id === 'child_process',
  "export function spawn() { throw new Error('swisspair has no executable subcommands'); }\nexport default { spawn };\n");

/** chalk's supports-color: no colour detected (every Chalk the CLI makes has an explicit level). */
const noColourDetection = stub('swisspair-no-colour-detection', 'chalk', (id) => id === '#supports-color',
  'export default { stdout: false, stderr: false };\n');

/** Bundles dist/src/cli/seaEntry.js (the self-running CLI entry) into one CommonJS `file`. */
export async function bundleCliEntry(file: string): Promise<void> {
  const entry = join(root, 'dist', 'src', 'cli', 'seaEntry.js');
  if (!existsSync(entry)) throw new Error('dist/ is missing: run `tsc -p tsconfig.json` first');
  const bundle = await rolldown({ input: entry, platform: 'node', logLevel: 'warn', plugins: [noChildProcess, noColourDetection] });
  try {
    await bundle.write({ file, format: 'cjs', codeSplitting: false, minify: true, sourcemap: false });
  } finally {
    await bundle.close();
  }
}

/**
 * The worker thread of `check --jobs N` bundled next to the CLI bundle, as dist/checkWorker.js (an ES module:
 * it awaits at top level): the bundle looks for `./checkWorker.js` beside itself, as dist/src/cli/main.js does.
 */
export async function bundleCheckWorker(file: string): Promise<void> {
  const entry = join(root, 'dist', 'src', 'cli', 'checkWorker.js');
  const bundle = await rolldown({ input: entry, platform: 'node', logLevel: 'warn', plugins: [noColourDetection] });
  try {
    await bundle.write({ file, format: 'esm', codeSplitting: false, minify: true, sourcemap: false });
  } finally {
    await bundle.close();
  }
}

/**
 * Runs the launcher once on a sample pairing with SWISSPAIR_CODE_CACHE_OUT set: it writes the code cache. The same
 * process first runs the command lines of SWISSPAIR_CODE_CACHE_WARM (`check` of a Swiss and of a round robin, a
 * round robin's `pair`, `standings`, `show`, a team round robin's `check`), so that their functions are in the
 * cache too: a `check` started from it compiles less (scripts/bench-roundrobin, docs/round-robin.md "Speed").
 */
function writeCodeCache(cache: string): void {
  rmSync(cache, { force: true });
  const launcher = join(root, 'bin', 'swisspair.cjs');
  const sample = join(root, 'samples', 'worked-example-after-round-4.trf');
  const dir = mkdtempSync(join(tmpdir(), 'swisspair-code-cache-'));
  // -o too: the functions of an edit and of reading it back (every editing command's) are then in the cache.
  const written = join(dir, 'out.trf');
  const generated = (args: readonly string[], name: string): string => {
    const r = spawnSync(process.execPath, [launcher, 'generate', ...args], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`the warm-up file ${name} could not be generated: ${r.stderr}`);
    writeFileSync(join(dir, name), r.stdout);
    return join(dir, name);
  };
  const rr = generated(['--round-robin', '--players', '12', '--seed', '2', '--forfeit-rate', '0.05'], 'rr.trf');
  const teams = generated(['--teams', '6', '--round-robin', '--seed', '2'], 'teams.trf');
  const warm = [
    ['check', sample, '--jobs', '1'],
    ['check', rr, '--jobs', '1'],
    ['pair', rr, '--round', '6', '-p', '-'],
    ['standings', rr],
    ['show', rr],
    ['check', teams, '--jobs', '1'],
  ];
  const run = spawnSync(process.execPath, [launcher, 'pair', sample, '-p', '-', '-o', written], {
    env: { ...process.env, SWISSPAIR_CODE_CACHE_OUT: cache, SWISSPAIR_CODE_CACHE_WARM: JSON.stringify(warm) },
    encoding: 'utf8',
  });
  rmSync(dir, { recursive: true, force: true });
  if (run.status !== 0 || !existsSync(cache)) throw new Error(`the warm-up run failed (exit ${run.status}): ${run.stderr}`);
}

async function main(): Promise<void> {
  const file = join(root, 'dist', 'swisspair.cjs');
  await bundleCliEntry(file);
  await bundleCheckWorker(join(root, 'dist', 'checkWorker.js'));
  writeCodeCache(`${file}.cache`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`build-bundle: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
