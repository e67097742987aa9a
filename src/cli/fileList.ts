/**
 * The file list of `check`: directories given on the command line stand for the TRF files under them
 * (recursively, in a stable order), and `--shard I/N` keeps the I-th of N deterministic slices of the list, as
 * test runners shard their suites, so a corpus can be spread over a CI matrix and the N reports merged back.
 */
import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { ArgumentError, FileAccessError } from '../errors.js';
import { reason } from './io.js';

/** What a directory contributes: files named `*.trf` or `*.trfx` (any case). */
const isTrfName = (name: string): boolean => /\.trfx?$/i.test(name);

/** Code-unit order, not the locale's: the same list on every machine. */
const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    // A path that cannot be stat'ed is left to the reader, which says why per file (exit 5).
    return false;
  }
}

/**
 * The TRF files under `dir`, depth first, each directory's entries by name; symbolic links are followed, a
 * directory reached twice (a link loop) is read once. O(entries).
 */
function trfFilesUnder(dir: string, seen: Set<string>): string[] {
  let real: string;
  let entries: Dirent[];
  try {
    real = realpathSync(dir);
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    throw new FileAccessError(dir, `cannot read the directory: ${reason(error)}`);
  }
  if (seen.has(real)) return [];
  seen.add(real);
  const out: string[] = [];
  for (const name of entries.map((e) => e.name).sort(byName)) {
    const path = join(dir, name);
    if (isDirectory(path)) out.push(...trfFilesUnder(path, seen));
    else if (isTrfName(name)) out.push(path);
  }
  return out;
}

/** The command line's paths with every directory replaced by its TRF files; files and `-` stay as given. */
export function expandPaths(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  return paths.flatMap((p) => {
    if (p === '-' || !isDirectory(p)) return [p];
    const files = trfFilesUnder(p, seen);
    if (files.length === 0) throw new ArgumentError(`${p}: a directory without TRF files (*.trf, *.trfx)`);
    return files;
  });
}

export interface Shard {
  /** 1-based. */
  readonly index: number;
  readonly count: number;
}

/** `--shard I/N`, 1 <= I <= N. */
export function parseShard(value: string | undefined): Shard | undefined {
  if (value === undefined) return undefined;
  const m = /^([0-9]+)\/([0-9]+)$/.exec(value);
  const index = m === null ? 0 : Number(m[1]);
  const count = m === null ? 0 : Number(m[2]);
  if (m === null || count < 1 || index < 1 || index > count) {
    throw new ArgumentError(`--shard expects I/N with 1 <= I <= N (e.g. 2/4), got "${value}"`);
  }
  return { index, count };
}

/**
 * The I-th of N contiguous slices, sizes differing by at most one: shards 1..N in turn are the list in order,
 * so their reports concatenated are the whole report. A shard may be empty when N exceeds the files.
 */
export function shardOf<T>(list: readonly T[], shard: Shard | undefined): T[] {
  if (shard === undefined) return [...list];
  const from = Math.floor(((shard.index - 1) * list.length) / shard.count);
  const to = Math.floor((shard.index * list.length) / shard.count);
  return list.slice(from, to);
}
