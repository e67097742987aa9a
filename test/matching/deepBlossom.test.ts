/**
 * Blossoms nest up to n/2 deep. Rotating the base of a deep nest (an augmentation through it) once recursed a
 * level per blossom, and on the 10,000-vertex graphs of a large round (the circle-method history of
 * docs/dutch.md, 9,999 players) overflowed the call stack: RangeError instead of a pairing. The rotation must
 * work at any depth: checked in process, and in a Node process with a call stack far smaller than the depth
 * needs when recursing (--stack-size=100, about 100 kB: Node itself starts in it; the recursive rotation of
 * 1,500 nested blossoms overflowed it).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleCli } from '../support/bundle.js';
import { rotateDeepChain } from '../support/deepBlossom.js';

describe('blossom rotation at any nesting depth', () => {
  it('makes the deepest vertex the base of 200 nested blossoms, pairing the rest as the cycles say', () => {
    expect(rotateDeepChain(200)).toBeNull();
  });

  it('rotates 1,500 nested blossoms with a 100 kB call stack', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'swisspair-deep-'));
    try {
      const script = join(dir, 'deepBlossom.mjs');
      renameSync(await bundleCli(dir, 'test/support/deepBlossom.ts'), script);
      const run = spawnSync(process.execPath, ['--stack-size=100', script, '1500'], { encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(run.stdout.trim()).toBe('null');
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
