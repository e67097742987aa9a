/**
 * Running Gacrux (FIDE's tie-break tool, OttoMilvang/TieBreakServer, a local copy outside the repo) for the
 * comparison scripts (compare-gacrux, compare-gacrux-teams): its `-dT` tab-separated table read into rows by
 * pairing number, and the scripts' `--name value` options. Nothing of Gacrux is in the repo.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export interface Table {
  readonly header: string[];
  /** By pairing number (player or team): the row's cells. */
  readonly rows: Map<number, string[]>;
}

/** The value of `--name value` on the command line, or undefined. */
export function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
}

/** Decimal places written in a value. */
export function decimals(text: string): number {
  return text.includes('.') ? text.split('.')[1]!.length : 0;
}

/**
 * tiebreakchecker.py with `args` (ending in `-dT`): the table, keyed by the column `key` (the pairing number's),
 * each cell passed through `cell`; or the reason it failed.
 */
export function runGacrux(dir: string, file: string, args: readonly string[], key: number, cell: (text: string) => string = (t) => t): Table | string {
  const r = spawnSync('python3', [join(dir, 'tiebreakchecker.py'), '-i', file, ...args], { encoding: 'utf8' });
  if (r.status !== 0) return `gacrux failed on ${file}: ${r.stderr.split('\n').slice(-3).join(' ')}`;
  const lines = r.stdout.trim().split('\n').map((l) => l.split('\t').map(cell));
  const rows = new Map<number, string[]>();
  for (const l of lines.slice(1)) rows.set(Number(l[key]), l);
  return { header: lines[0]!, rows };
}
