/**
 * The CLI built from the TypeScript sources into one file (rolldown), for the tests that need a real process:
 * signals, closed pipes, full disks, exit statuses. No `npm run build` needed.
 */
import { join } from 'node:path';
import { rolldown, type Plugin } from 'rolldown';

/**
 * Bundles `entry` (default: the CLI entry point) into `dir`, with rolldown `plugins` if given; returns the path
 * of the runnable .mjs file.
 */
export async function bundleCli(dir: string, entry = 'src/cli/seaEntry.ts', plugins: readonly Plugin[] = []): Promise<string> {
  const file = join(dir, 'swisspair.mjs');
  const bundle = await rolldown({
    input: entry,
    platform: 'node',
    logLevel: 'silent',
    resolve: { extensionAlias: { '.js': ['.ts', '.js'] } },
    plugins: [...plugins],
  });
  await bundle.write({ file, format: 'esm', codeSplitting: false });
  await bundle.close();
  return file;
}
