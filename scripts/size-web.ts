/**
 * scripts/size-web: what the browser bundle of an entry is made of (issue 34 item 3's size budget).
 *
 * Bundles the entry as scripts/build-web.ts does (rolldown, browser, minified), then for each module of the
 * unminified bundle: its minified bytes, and its gzipped contribution (the gzipped size of all modules' minified
 * code concatenated, less the same without that module: what removing it would save). Folders are summed.
 * Cost: one gzip of the whole bundle per module, O(modules x bundle size).
 * Usage: node dist/scripts/size-web.js [ENTRY.ts] [--modules]   (default entry: src/index.ts)
 */
import { relative, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';
import { minifySync } from 'rolldown/utils';
import { bundleForBrowser, gzipSize, root } from './build-web.js';

const args = process.argv.slice(2);
const entry = join(root, args.find((a) => !a.startsWith('--')) ?? 'src/index.ts');
const perModule = args.includes('--modules');

const gz = (s: string): number => gzipSync(Buffer.from(s, 'utf8'), { level: 9 }).length;

async function modules(input: string): Promise<{ id: string; code: string }[]> {
  const bundle = await rolldown({ input, platform: 'browser', logLevel: 'warn' });
  try {
    const { output } = await bundle.generate({ format: 'esm', minify: false, codeSplitting: false });
    return Object.entries(output[0].modules).map(([id, m]) => ({ id: relative(root, id), code: minifySync(id, m.code ?? '', { mangle: true, compress: true }).code }));
  } finally {
    await bundle.close();
  }
}

async function main(): Promise<void> {
  const real = await bundleForBrowser(entry, 'swisspair');
  const mods = (await modules(entry)).filter((m) => m.code.length > 0);
  const all = mods.map((m) => m.code).join('\n');
  const total = gz(all);
  const rows = mods.map((m, i) => ({ id: m.id, bytes: m.code.length, gzip: total - gz(mods.filter((_, j) => j !== i).map((x) => x.code).join('\n')) }));
  const folders = new Map<string, { bytes: number; gzip: number; n: number }>();
  for (const r of rows) {
    const folder = r.id.split('/').slice(0, r.id.startsWith('src/systems/') ? 3 : 2).join('/');
    const f = folders.get(folder) ?? { bytes: 0, gzip: 0, n: 0 };
    folders.set(folder, { bytes: f.bytes + r.bytes, gzip: f.gzip + r.gzip, n: f.n + 1 });
  }
  const kb = (n: number): string => (n / 1000).toFixed(1).padStart(6);
  console.log(`${relative(root, entry)}: ${kb(real.length)} kB minified, ${kb(gzipSize(real))} kB gzipped (the build's figure); ${mods.length} modules`);
  console.log(`  minified per module, gzipped: ${kb(total)} kB; "gz" below = what removing that part alone would save`);
  console.log('  folder                              modules   min kB    gz kB');
  for (const [f, v] of [...folders].sort((a, b) => b[1].gzip - a[1].gzip)) console.log(`  ${f.padEnd(36)}${String(v.n).padStart(6)}   ${kb(v.bytes)}   ${kb(v.gzip)}`);
  if (perModule) {
    console.log('  module                                                     min kB    gz kB');
    for (const r of rows.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${r.id.padEnd(58)}${kb(r.bytes)}   ${kb(r.gzip)}`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`size-web: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
