/**
 * The CLI built from the TypeScript sources into one file (rolldown), for the tests that need a real process:
 * signals, closed pipes, full disks, exit statuses. No `npm run build` needed.
 */
import { join } from 'node:path';
import { rolldown } from 'rolldown';

/** Bundles `entry` (default: the CLI entry point) into `dir`; returns the path of the runnable .mjs file. */
export async function bundleCli(dir: string, entry = 'src/cli/seaEntry.ts'): Promise<string> {
  const file = join(dir, 'swisspair.mjs');
  const bundle = await rolldown({
    input: entry,
    platform: 'node',
    logLevel: 'silent',
    resolve: { extensionAlias: { '.js': ['.ts', '.js'] } },
  });
  await bundle.write({ file, format: 'esm', codeSplitting: false });
  await bundle.close();
  return file;
}
