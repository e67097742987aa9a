/**
 * A bracket of thousands of MDPs: round 3 of 2n players where the n winners of rounds 1-2 all had White twice
 * (absolute preference for Black, so C.3 lets none of them meet another: they all float) and the n losers Black
 * twice. The next bracket holds n MDPs and n residents. The MDP-pairing search once recursed a level per MDP and
 * overflowed the call stack (RangeError) with 4,999 of them; the CLI is run here in a Node process with a small
 * stack (--stack-size=200, about 200 kB) on 1,500, which the recursive search overflowed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleCli } from '../support/bundle.js';

function colourWall(n: number): string {
  const line = (rank: number, rating: number, points: string, blocks: readonly string[]): string => {
    const head = `001 ${String(rank).padStart(4)}      ${`Player ${rank}`.padEnd(34)}${String(rating).padStart(4)} FID`;
    return `${head.padEnd(80)}${points.padStart(4)}`.padEnd(91) + blocks.join('  ');
  };
  const lines = ['012 Colour wall', '142 9', '192 FIDE_DUTCH_2026'];
  for (let i = 1; i <= n; i++) lines.push(line(i, 2800 - (i % 500), '2.0', [`${String(n + i).padStart(4)} w 1`, `${String(n + (i % n) + 1).padStart(4)} w 1`]));
  for (let j = 1; j <= n; j++) lines.push(line(n + j, 2000 - (j % 500), '0.0', [`${String(j).padStart(4)} b 0`, `${String(j > 1 ? j - 1 : n).padStart(4)} b 0`]));
  return `${lines.join('\n')}\n`;
}

describe('Dutch: a bracket of thousands of MDPs', () => {
  it('pairs round 3 of the colour wall (1,500 MDPs over 1,500 residents) in a 200 kB call stack, every winner against a loser', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'swisspair-wall-'));
    try {
      const cli = await bundleCli(dir);
      const file = join(dir, 'wall.trf');
      writeFileSync(file, colourWall(1500));
      for (const edition of ['2017', '2026']) {
        const run = spawnSync(process.execPath, ['--stack-size=200', cli, 'pair', file, '--edition', edition, '-p', '-'], { encoding: 'utf8' });
        expect(run.stderr).not.toContain('RangeError');
        expect(run.status).toBe(0);
        const pairs = run.stdout.trim().split('\n').slice(1).map((l) => l.trim().split(/\s+/).map(Number));
        expect(pairs).toHaveLength(1500);
        // Absolute preferences decide the colours: the loser, Black twice, has White.
        for (const [white, black] of pairs) {
          expect(white).toBeGreaterThan(1500);
          expect(black).toBeLessThanOrEqual(1500);
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
