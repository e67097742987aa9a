/**
 * vitest global setup: the whole run gets a private temporary root (TMPDIR, which os.tmpdir() reads, and the
 * test workers inherit), and the run fails if a test left anything in it. Private, so that other runs on the
 * same machine cannot be mistaken for ours.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const outer = tmpdir();
  const root = mkdtempSync(join(outer, 'swisspair-run-'));
  const saved = { TMPDIR: process.env['TMPDIR'], TMP: process.env['TMP'], TEMP: process.env['TEMP'] };
  process.env['TMPDIR'] = process.env['TMP'] = process.env['TEMP'] = root;
  return () => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    const left = readdirSync(root);
    rmSync(root, { recursive: true, force: true });
    if (left.length > 0) throw new Error(`tests left temporary files behind: ${left.join(', ')}`);
  };
}
