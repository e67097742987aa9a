/**
 * scripts/build-web (run by `npm run build`): the library for the browser and the page on it.
 *
 * - dist/web/swisspair.js: the public API (src/index.ts) and its printed views (src/print, the entry
 *   `swisspair/print`) as one minified script defining the global `swisspair` (web/library.ts), bundled with no
 *   polyfill and no stub (the library imports no Node module: test/browser/nodeFree.test.ts);
 * - dist/web/swisspair.html: the page (web/page.html, web/app.ts) with its script and the print stylesheet inline,
 *   opened from disk: no server, no network (its Content-Security-Policy forbids any connection).
 *
 * Sizes are printed: the public API gzipped must stay under 80 kB (issue 34 item 3; test/browser/browser.test.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';
import { STYLE } from '../src/print/html.js';

/** The project root, whether this runs from scripts/ (sources) or dist/scripts/ (built). */
export const root = ((): string => {
  const here = dirname(fileURLToPath(import.meta.url));
  return resolve(here, here.includes(`${join('dist', 'scripts')}`) ? '../..' : '..');
})();

/** `input` (a TypeScript or JavaScript module) as one minified browser script; `name` is its global. */
export async function bundleForBrowser(input: string, name?: string): Promise<string> {
  const bundle = await rolldown({ input, platform: 'browser', logLevel: 'warn' });
  try {
    const { output } = await bundle.generate({ format: 'iife', ...(name === undefined ? {} : { name }), minify: true, codeSplitting: false });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

/** The page: web/page.html with the app's bundle and src/print's stylesheet inline. */
export async function buildPage(): Promise<string> {
  const app = await bundleForBrowser(join(root, 'web', 'app.ts'));
  const page = readFileSync(join(root, 'web', 'page.html'), 'utf8');
  // A `</script` inside the bundle would end the element early.
  const script = app.replace(/<\/script/gi, '<\\/script');
  return page.replace('/*PRINT_STYLE*/', () => STYLE).replace('/*APP*/', () => script);
}

export function gzipSize(text: string): number {
  return gzipSync(Buffer.from(text, 'utf8'), { level: 9 }).length;
}

async function main(): Promise<void> {
  const out = join(root, 'dist', 'web');
  mkdirSync(out, { recursive: true });
  const core = await bundleForBrowser(join(root, 'src', 'index.ts'), 'swisspair');
  const library = await bundleForBrowser(join(root, 'web', 'library.ts'), 'swisspair');
  writeFileSync(join(out, 'swisspair.js'), library);
  const page = await buildPage();
  writeFileSync(join(out, 'swisspair.html'), page);
  const kb = (n: number): string => `${(n / 1000).toFixed(1)} kB`;
  process.stdout.write(
    `public API (src/index.ts): ${kb(Buffer.byteLength(core))} minified, ${kb(gzipSize(core))} gzipped (budget: under 80 kB); with swisspair/print ` +
      `(dist/web/swisspair.js): ${kb(Buffer.byteLength(library))}, ${kb(gzipSize(library))} gzipped; dist/web/swisspair.html: ${kb(Buffer.byteLength(page))}\n`,
  );
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`build-web: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
