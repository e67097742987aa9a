/**
 * `check --jobs N`: byte-identical output to --jobs 1, in file order; an unreadable or unparsable file is
 * reported and the rest go on; the exit code is the worst one; --junit writes one test case per round.
 * The worker threads run a bundle of src/cli/checkWorker.ts (the tests run TypeScript sources; the built CLI
 * finds dist/src/cli/checkWorker.js next to itself).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { handRound } from '../support/handRound.js';
import { useTempDirs } from '../support/tmp.js';

const dir = useTempDirs('swisspair-jobs-')();
const worker = join(dir, 'checkWorker.mjs');
// Eager: the workers start at once, whatever the work (by default small files never start one).
const env = { SWISSPAIR_CHECK_WORKER: worker, SWISSPAIR_CHECK_SPREAD: 'eager' };

beforeAll(async () => {
  const bundle = await rolldown({ input: 'src/cli/checkWorker.ts', platform: 'node', logLevel: 'silent' });
  await bundle.write({ file: worker, format: 'esm', inlineDynamicImports: true });
}, 120_000);

const differing = join(dir, 'hand.trf');
const broken = join(dir, 'broken.trf');
writeFileSync(
  differing,
  handRound('samples/worked-example-after-round-3.trf', 4, [[6, 2], [4, 5], [1, 3], [11, 7], [10, 9], [8, 14], [13, 12]]),
);
writeFileSync(broken, '001 this is not a player line\n');

const files = [
  'test/fixtures/corpus/dutch/d17-small-103.trf',
  differing,
  join(dir, 'missing.trf'),
  'test/fixtures/corpus/dutch/d17-small-1.trf',
  broken,
  'samples/worked-example-complete.trf',
  'test/fixtures/corpus/dutch/d17-small-49.trf',
];

describe('check --jobs', () => {
  it('--jobs 2 writes the same bytes as --jobs 1, text and JSON, with the worst exit code', () => {
    for (const extra of [[], ['--json']]) {
      const one = cli(['check', '--edition', '2017', '--jobs', '1', ...extra, ...files], '', env);
      const two = cli(['check', '--edition', '2017', '--jobs', '2', ...extra, ...files], '', env);
      expect(two.stdout).toBe(one.stdout);
      expect(two.stderr).toBe(one.stderr);
      expect(one.code).toBe(5);
      expect(two.code).toBe(5);
    }
    const text = cli(['check', '--edition', '2017', '--jobs', '2', ...files], '', env).stdout;
    const order = files.map((f) => text.indexOf(`${f}:`));
    // Unreadable files print no line on stdout (their error goes to stderr); the others in file order.
    const shown = order.filter((i) => i >= 0);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(shown).toHaveLength(5);
    expect(text).toContain('why (quality): C.14');
  });

  it('an unreadable and an unparsable file get status error with their message; the rest are checked', () => {
    const r = cli(['check', '--edition', '2017', '--jobs', '2', '--json', ...files], '', env);
    const doc = JSON.parse(r.stdout) as { files: { file: string; error?: string; rounds: unknown[] }[]; summary: Record<string, number> };
    expect(doc.files.map((f) => f.file)).toEqual(files);
    expect(doc.files[2]!.error).toMatch(/cannot read: no such file/);
    expect(doc.files[4]!.error).toBeDefined();
    expect(doc.summary).toMatchObject({ files: 7, filesUnreadable: 2, differ: 1 });
  });

  it('with --jobs 2 one worker thread checks files beside the main thread (a stand-in worker answers for it)', () => {
    const fake = join(dir, 'fakeWorker.mjs');
    writeFileSync(
      fake,
      `import { workerData } from 'node:worker_threads';
const signal = new Int32Array(workerData.signal);
workerData.port.on('message', (t) => {
  if (t === null) return;
  workerData.port.postMessage({ index: t.index, result: { outcome: { file: 'worker ' + t.index, system: 'dutch', rounds: [] }, warnings: [], diagnostics: [] } });
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
});
`,
    );
    const eager = { SWISSPAIR_CHECK_WORKER: fake, SWISSPAIR_CHECK_SPREAD: 'eager' };
    const two = cli(['check', '--edition', '2017', '--jobs', '2', files[0]!, files[3]!, files[5]!], '', eager);
    // The worker is handed the first file; this thread checks the second meanwhile; the third goes to whichever
    // thread is free first.
    const lines = two.stdout.split('\n');
    expect(lines[0]).toBe('worker 0: ok 0/0 rounds reproduced');
    expect(lines[1]).toBe(`${files[3]}: ok 4/4 rounds reproduced, Dutch 2017 rules (--edition)`);
    expect([`worker 2: ok 0/0 rounds reproduced`, `${files[5]}: ok 5/5 rounds reproduced, Dutch 2017 rules (--edition)`]).toContain(lines[2]);
    // Two files, one worker: one file each (the worker does not take both while this thread idles).
    const pair = cli(['check', '--edition', '2017', '--jobs', '2', files[0]!, files[3]!], '', eager);
    expect(pair.stdout).toBe(`worker 0: ok 0/0 rounds reproduced\n${files[3]}: ok 4/4 rounds reproduced, Dutch 2017 rules (--edition)\n4/4 rounds reproduced in 2 files\n`);
    const one = cli(['check', '--edition', '2017', '--jobs', '1', files[0]!], '', eager);
    expect(one.stdout).toContain(`${files[0]}: ok`);
    // By default a worker starts only for seconds of work left: three small files are all checked here.
    const auto = cli(['check', '--edition', '2017', '--jobs', '2', files[0]!, files[3]!, files[5]!], '', { SWISSPAIR_CHECK_WORKER: fake });
    expect(auto.stdout).not.toContain('worker');
    expect(auto.stdout).toContain(`${files[0]}: ok`);
  });

  it('exit code: 1 when a round differs and every file is readable', () => {
    const r = cli(['check', '--edition', '2017', '--jobs', '2', files[0]!, differing], '', env);
    expect(r.code).toBe(1);
  });

  it('a progress line goes to standard error only when it is a terminal', () => {
    const r = cli(['check', '--edition', '2017', '--jobs', '2', files[0]!, files[3]!], '', env);
    expect(r.stderr).toBe('');
  });

  it('--junit writes one test case per round, a failure per differing round with its reason', () => {
    const out = join(dir, 'report.xml');
    const r = cli(['check', '--edition', '2017', '--jobs', '2', '--junit', out, differing, join(dir, 'missing.trf')], '', env);
    expect(r.code).toBe(5);
    const xml = readFileSync(out, 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="swisspair check" tests="5" failures="1" errors="1">/);
    expect(xml.match(/<testcase /g)).toHaveLength(5);
    expect(xml).toContain(
      `<testcase classname="${differing}" name="round 4">\n      <failure message="C.14 (minimise downfloaters who received a downfloat two rounds before) in the 1 bracket: the file has 1, the rules&apos; pairing 0" type="quality C.14">`.replace('&apos;', "'"),
    );
    expect(xml).toContain('name="read">\n      <error message=');
  });

  it('--junit - writes the report on standard output instead of the text; with --json it is refused (exit 3)', () => {
    const r = cli(['check', '--edition', '2017', '--junit', '-', files[5]!], '', env);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="swisspair check" tests="5" failures="0" errors="0">\n' +
        `  <testsuite name="${files[5]}" tests="5" failures="0" errors="0">\n` +
        [1, 2, 3, 4, 5].map((n) => `    <testcase classname="${files[5]}" name="round ${n}"/>\n`).join('') +
        '  </testsuite>\n</testsuites>\n',
    );
    expect(cli(['check', '--json', '--junit', '-', files[5]!], '', env).code).toBe(3);
  });
});

describe('check progress', () => {
  it('on a terminal, a progress line on standard error, erased at the end; standard output unchanged', async () => {
    const { run } = await import('../../src/cli/main.js');
    let out = '';
    let err = '';
    const code = run(['check', '--edition', '2017', '--jobs', '1', files[0]!, files[3]!], {
      stdout: { write: (s: string | Uint8Array) => (out += String(s)), isTTY: false },
      stderr: { write: (s: string) => (err += s), isTTY: true },
      readStdin: () => new Uint8Array(0),
      env: { NO_COLOR: '1' },
    });
    expect(code).toBe(0);
    expect(err).toBe('\r\u001b[Kchecked 1/2 files\r\u001b[Kchecked 2/2 files\r\u001b[K');
    expect(out).toBe(cli(['check', '--edition', '2017', files[0]!, files[3]!]).stdout);
  });
});
