/** Temporary folders for a test file, all removed when its tests are done (tests leave nothing behind). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** Call at the top of a test file; the function it returns makes a new empty folder under the OS temp dir. */
export function useTempDirs(prefix = 'swisspair-test-'): () => string {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
}
