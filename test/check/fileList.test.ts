/**
 * `check DIR` (the TRF files under a directory, recursively, in a stable order) and `check --shard I/N` (the
 * I-th of N contiguous slices): the N shards' JSON documents and JUnit reports, concatenated in shard order,
 * are the whole run's (issue 15).
 */
import { copyFileSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseShard, shardOf } from '../../src/cli/fileList.js';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const tempDir = useTempDirs();
const SOURCES = ['d17-small-98.trf', 'd17-small-13.trf', 'd17-small-116.trf', 'd17-small-126.trf', 'd17-small-213.trf'];

/** A tree: b/ (two files, one upper-case extension), a.trf, c/d/ (two files), a note and a link loop. */
function tree(): string {
  const root = tempDir();
  const put = (rel: string, source: string): void => {
    mkdirSync(join(root, rel, '..'), { recursive: true });
    copyFileSync(`test/fixtures/corpus/dutch/${source}`, join(root, rel));
  };
  put('b/x.trf', SOURCES[0]!);
  put('b/Y.TRF', SOURCES[1]!);
  put('a.trf', SOURCES[2]!);
  put('c/d/1.trf', SOURCES[3]!);
  put('c/d/2.trfx', SOURCES[4]!);
  writeFileSync(join(root, 'c', 'notes.txt'), 'not a tournament\n');
  symlinkSync('..', join(root, 'c', 'up'));
  return root;
}

const json = (args: string[]) => JSON.parse(cli(['check', '--edition', '2026', '--jobs', '1', '--json', ...args]).stdout) as {
  files: { file: string }[];
  summary: Record<string, number>;
};

describe('check DIR', () => {
  it('reads the TRF files under the directory, recursively, in name order, each once', () => {
    const root = tree();
    const files = json([root]).files.map((f) => f.file.slice(root.length + 1));
    expect(files).toEqual(['a.trf', 'b/Y.TRF', 'b/x.trf', 'c/d/1.trf', 'c/d/2.trfx']);
  });

  it('a directory without TRF files is a usage error (exit 3)', () => {
    const r = cli(['check', tempDir()]);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/a directory without TRF files/);
  });
});

describe('check --shard I/N', () => {
  it('slices contiguously, sizes within one, every item once', () => {
    const list = Array.from({ length: 11 }, (_, i) => i);
    for (const n of [1, 2, 3, 4, 11, 13]) {
      const shards = Array.from({ length: n }, (_, i) => shardOf(list, { index: i + 1, count: n }));
      expect(shards.flat()).toEqual(list);
      const sizes = shards.map((s) => s.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
  });

  it.each(['0/3', '4/3', '1/0', '2', 'a/b', '1/2/3'])('refuses --shard %s (exit 3)', (v) => {
    expect(() => parseShard(v)).toThrow(/--shard expects I\/N/);
    expect(cli(['check', '--shard', v, 'test/fixtures/check']).code).toBe(3);
  });

  it('the N JSON documents merge into the whole: files concatenated, summaries added', () => {
    const root = tree();
    const whole = json([root]);
    for (const n of [2, 3]) {
      const parts = Array.from({ length: n }, (_, i) => json(['--shard', `${i + 1}/${n}`, root]));
      expect(parts.flatMap((p) => p.files)).toEqual(whole.files);
      const sum: Record<string, number> = {};
      for (const p of parts) for (const [k, v] of Object.entries(p.summary)) sum[k] = (sum[k] ?? 0) + v;
      expect(sum).toEqual(whole.summary);
    }
  });

  it('the N JUnit reports merge into the whole: test suites concatenated, counts added', () => {
    const root = tree();
    const junit = (args: string[]): string => cli(['check', '--edition', '2026', '--jobs', '1', '--junit', '-', ...args]).stdout;
    const whole = junit([root]);
    const head = /<testsuites name="swisspair check" tests="(\d+)" failures="(\d+)" errors="(\d+)">\n/;
    const suites = (xml: string): string => xml.replace(/^[\s\S]*?<testsuites[^>]*>\n/, '').replace(/<\/testsuites>\n$/, '');
    const counts = (xml: string): number[] => head.exec(xml)!.slice(1).map(Number);
    const parts = [1, 2, 3].map((i) => junit(['--shard', `${i}/3`, root]));
    expect(parts.map(suites).join('')).toBe(suites(whole));
    const sum = parts.map(counts).reduce((a, b) => a.map((x, i) => x + b[i]!));
    expect(sum).toEqual(counts(whole));
    expect(counts(whole)[1]).toBeGreaterThan(0);
  });

  it('exit code of a shard is the worst of its files', () => {
    const root = tree();
    const codes = [1, 2, 3].map((i) => cli(['check', '--edition', '2026', '--jobs', '1', '--shard', `${i}/3`, root]).code);
    expect(Math.max(...codes)).toBe(cli(['check', '--edition', '2026', '--jobs', '1', root]).code);
  });
});
