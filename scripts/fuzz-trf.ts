/**
 * Fuzzer of the TRF reader. Takes the fixture files, mutates them (characters replaced, inserted or deleted,
 * columns shifted, lines swapped, duplicated or cut, record codes exchanged, line breaks and bytes injected)
 * with a seeded PRNG, and reads every mutant. The only acceptable outcomes are a document (which must then
 * write back, format canonically, check and score without throwing, then build a tournament whose warnings point
 * inside the input and derive its next round, or be refused there by an InputError positioned inside the input)
 * or a TrfParseError / InputError / SizeLimitError with at least one diagnostic positioned inside the input.
 * Anything else is a crash.
 *
 *   scripts/fuzz-trf [--count N] [--seed S] [--fixtures DIR[:DIR...]] [--timeout SECONDS]   (or: fuzz-trf N S)
 *   scripts/fuzz-trf --claims N [--seed S]   (issue 18.4: files under 64 KB full of 250/XXA/XXP/260 claims)
 *
 * Defaults: 100,000 mutants, seed 1, the repository's test/fixtures/trf, 10 s without progress = hang.
 *
 * Mutant i depends only on (seed, i), so a crash is reproduced with the same seed. The fuzzing runs in a worker
 * thread watched by the main thread, so that an infinite loop is reported (with its mutant) instead of hanging.
 * Exit status: 0 when nothing crashed, 1 otherwise, 3 for bad arguments.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { InputError, SizeLimitError, type SwisspairError } from '../src/errors.js';
import { deriveRoundState } from '../src/model/state.js';
import { buildTournament } from '../src/model/tournament.js';
import { checkConsistency } from '../src/trf/consistency.js';
import { decodeTrf } from '../src/trf/decode.js';
import { formatRecord, withoutSource } from '../src/trf/format.js';
import { parseTrf, readTrf } from '../src/trf/parse.js';
import { pointSystemOf } from '../src/trf/pointSystem.js';
import type { TrfDocument, TrfEncoding } from '../src/trf/types.js';
import { writeTrf } from '../src/trf/write.js';
import { mulberry32 } from '../src/generate/prng.js';

/** A seed file: its name and its text (fixtures are read as UTF-8 or latin1; the fuzzer only needs text). */
export interface Seed {
  readonly name: string;
  readonly text: string;
}

/** What one mutant was: text for the parser, or bytes (with an encoding) for the decoder. */
export type Mutant =
  | { readonly kind: 'text'; readonly seed: string; readonly text: string }
  | { readonly kind: 'bytes'; readonly seed: string; readonly bytes: Uint8Array; readonly encoding: TrfEncoding };

export interface Crash {
  readonly index: number;
  readonly seed: string;
  readonly problem: string;
  readonly input: string;
}

export interface FuzzSummary {
  readonly mutants: number;
  readonly parsed: number;
  readonly rejected: number;
  readonly crashes: readonly Crash[];
  readonly slowestMs: number;
}

/** The seeded mulberry32 stream (seeds recorded in failures replay it). */
export const prng = mulberry32;

/** Characters mutations insert: what TRF holds, what it must not, and what breaks naive parsers. */
const POOL = [...'0123456789      wbWBD=+-LHFUZXxr.,:;#?*|~\t\u0000\u00e9\u00fc\u20ac\ufeff\ud800\u4e2d'];
const CODES = ['001', '013', '012', '132', 'XXR', '142', 'XXC', '152', 'XXZ', '240', 'XXP', '260', 'XXS', 'BBW', 'BBU', '162', 'XXA', '250', '###', 'DAT'];

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

function int(random: () => number, max: number): number {
  return Math.floor(random() * max);
}

/** One mutation of a list of lines. */
function mutateLines(lines: string[], random: () => number): void {
  if (lines.length === 0) {
    lines.push(pick(random, CODES));
    return;
  }
  const i = int(random, lines.length);
  const line = lines[i] as string;
  const at = int(random, line.length + 1);
  switch (int(random, 12)) {
    case 0: // replace a character
      lines[i] = line.slice(0, at) + pick(random, POOL) + line.slice(at + 1);
      break;
    case 1: // insert a character
      lines[i] = line.slice(0, at) + pick(random, POOL) + line.slice(at);
      break;
    case 2: // delete a character
      lines[i] = line.slice(0, at) + line.slice(at + 1);
      break;
    case 3: {
      // shift the rest of the line one column, where the round blocks are
      const column = line.length > 90 ? 90 + int(random, line.length - 90) : at;
      lines[i] = random() < 0.5 ? `${line.slice(0, column)} ${line.slice(column)}` : line.slice(0, column) + line.slice(column + 1);
      break;
    }
    case 4: {
      const j = int(random, lines.length);
      lines[i] = lines[j] as string;
      lines[j] = line;
      break;
    }
    case 5: // truncate the line
      lines[i] = line.slice(0, at);
      break;
    case 6: // duplicate the line
      lines.splice(i, 0, line);
      break;
    case 7: // exchange the record code
      lines[i] = pick(random, CODES) + line.slice(3);
      break;
    case 8: // inject a line break
      lines[i] = line.slice(0, at) + pick(random, ['\n', '\r', '\r\n']) + line.slice(at);
      break;
    case 9: // an oversized number
      lines[i] = `${line.slice(0, at)}${'9'.repeat(1 + int(random, 30))}${line.slice(at)}`;
      break;
    case 10: // drop the line
      lines.splice(i, 1);
      break;
    default: // a run of blanks (makes lines longer than any block)
      lines[i] = line.slice(0, at) + ' '.repeat(1 + int(random, 40)) + line.slice(at);
  }
}

/** Mutant i of a run: 1-4 line mutations of a fixture, or (one time in eight) random bytes flipped. O(file). */
export function mutant(seeds: readonly Seed[], seed: number, index: number): Mutant {
  const random = prng((Math.imul(seed, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0);
  const source = pick(random, seeds);
  if (random() < 0.125) {
    const bytes = Buffer.from(source.text, 'utf8');
    for (let k = 1 + int(random, 4); k > 0 && bytes.length > 0; k--) bytes[int(random, bytes.length)] = int(random, 256);
    return { kind: 'bytes', seed: source.name, bytes: new Uint8Array(bytes), encoding: pick(random, ['utf-8', 'latin1', 'windows-1252'] as const) };
  }
  let text = source.text;
  if (random() < 0.1) text = text.slice(0, int(random, text.length + 1)); // truncate the file
  const lines = text.split('\n');
  for (let k = 1 + int(random, 4); k > 0; k--) mutateLines(lines, random);
  return { kind: 'text', seed: source.name, text: lines.join('\n') };
}

/**
 * Reads one mutant and checks the outcome; returns a description of what went wrong, or null (and whether it
 * parsed). O(size of the mutant).
 */
export function check(m: Mutant): { readonly problem: string | null; readonly parsed: boolean } {
  let doc: TrfDocument;
  try {
    doc = m.kind === 'text' ? parseTrf(m.text, { fileName: 'mutant.trf' }) : readTrf(m.bytes, { fileName: 'mutant.trf', encoding: m.encoding });
  } catch (error) {
    if (!(error instanceof InputError) && !(error instanceof SizeLimitError)) return { problem: describe(error), parsed: false };
    return { problem: misplaced(error, textOf(m)), parsed: false };
  }
  try {
    // An accepted text must write back as read, apart from the line terminators (normalised to the first).
    if (m.kind === 'text') {
      const expected = m.text.replace(/^\ufeff/, '').replace(/\r\n|\r|\n/g, doc.lineEnding);
      if (writeTrf(doc) !== expected) return { problem: 'writeTrf(readTrf(x)) differs from x', parsed: true };
    }
    for (const record of doc.records) {
      const bare = withoutSource(record);
      const line = formatRecord(bare);
      // After an empty line, so that a line starting with U+FEFF (legal inside a file) is not taken for a BOM.
      const again = parseTrf(`\n${line}\n`).records;
      if (again.length !== 2 || !sameRecord(withoutSource(again[1] as typeof record), bare)) {
        return { problem: `canonical form is not a fixed point: ${JSON.stringify(line)}`, parsed: true };
      }
    }
    checkConsistency(doc, 'mutant.trf');
    const system = pointSystemOf(doc);
    if (!Object.values(system).every((v) => Number.isInteger(v))) return { problem: 'point system not integral', parsed: true };
  } catch (error) {
    return { problem: `after a successful parse: ${describe(error)}`, parsed: true };
  }
  return { problem: model(doc, textOf(m)), parsed: true };
}

/**
 * A document that reads must build a tournament (with warnings inside the input) and derive the state of the next
 * round, or be refused by an InputError positioned inside the input (contradicting records, games without a
 * result). Null when so.
 */
function model(doc: TrfDocument, text: string | null): string | null {
  try {
    const t = buildTournament(doc, { fileName: 'mutant.trf' });
    for (const w of t.warnings) {
      const where = misplaced(new InputError([w]), text);
      if (where !== null) return `warning ${where}`;
    }
    deriveRoundState(t, t.roundsInFile + 1, { pastLastRound: true });
    return null;
  } catch (error) {
    if (!(error instanceof InputError)) return `building the tournament: ${describe(error)}`;
    return misplaced(error, text);
  }
}

/** The text the diagnostics refer to; null when the bytes do not decode (then the error is about a byte). */
function textOf(m: Mutant): string | null {
  if (m.kind === 'text') return m.text;
  try {
    return decodeTrf(m.bytes, { encoding: m.encoding });
  } catch {
    return null;
  }
}

/** Null when some diagnostic points inside the text (line within it, column within the line or just after). */
function misplaced(error: SwisspairError, text: string | null): string | null {
  // Undecodable bytes: the position is counted in the bytes, so it only has to be a position.
  const lines = text === null ? null : text.replace(/^\ufeff/, '').split(/\r\n|\r|\n/);
  const inside = error.diagnostics.some((d) => {
    const p = d.position;
    if (p === null || p.line < 1 || p.column < 1) return false;
    if (lines === null) return true;
    if (p.line > lines.length) return false;
    return p.column >= 1 && p.column <= (lines[p.line - 1] as string).length + 1;
  });
  return inside ? null : `no diagnostic inside the input: ${JSON.stringify(error.diagnostics.slice(0, 3))}`;
}

function sameRecord(a: unknown, b: unknown): boolean {
  return JSON.stringify(a, mapsAsArrays) === JSON.stringify(b, mapsAsArrays);
}

function mapsAsArrays(_key: string, value: unknown): unknown {
  return value instanceof Map ? [...value] : value;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Runs mutants [from, to) and reports through `progress` the index about to be read (for the watchdog). */
export function runFuzz(seeds: readonly Seed[], seed: number, from: number, to: number, progress?: (index: number) => void): FuzzSummary {
  let parsed = 0;
  let rejected = 0;
  let slowestMs = 0;
  const crashes: Crash[] = [];
  for (let index = from; index < to; index++) {
    progress?.(index);
    const m = mutant(seeds, seed, index);
    const started = performance.now();
    const outcome = check(m);
    slowestMs = Math.max(slowestMs, performance.now() - started);
    if (outcome.parsed) parsed++;
    else rejected++;
    if (outcome.problem !== null) crashes.push({ index, seed: m.seed, problem: outcome.problem, input: inputOf(m) });
  }
  return { mutants: to - from, parsed, rejected, crashes, slowestMs };
}

function inputOf(m: Mutant): string {
  return m.kind === 'text' ? m.text : `${m.encoding} bytes ${Buffer.from(m.bytes).toString('base64')}`;
}

/** Reads the fixture files of a directory (UTF-8 unless the name says latin1 or windows1252). */
/** Seeds of several directories, separated by ':' (e.g. test/fixtures/trf:test/fixtures/real/fixtures). */
export function loadSeedDirs(dirs: string): Seed[] {
  return dirs.split(':').flatMap((dir) => loadSeeds(dir));
}

export function loadSeeds(dir: string): Seed[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.trf'))
    .sort()
    .map((name) => {
      const bytes = readFileSync(join(dir, name));
      const text = /latin1|windows1252/.test(name) ? bytes.toString('latin1') : bytes.toString('utf8');
      return { name, text };
    });
}

interface Options {
  readonly count: number;
  readonly seed: number;
  readonly fixtures: string;
  readonly timeoutSeconds: number;
}

function parseArguments(args: readonly string[]): Options | string {
  const named = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg.startsWith('--')) {
      const value = args[i + 1];
      if (value === undefined) return `${arg} needs a value`;
      named.set(arg.slice(2), value);
      i++;
    } else positional.push(arg);
  }
  const number = (value: string | undefined, fallback: number, what: string): number | string => {
    if (value === undefined) return fallback;
    return /^\d+$/.test(value) ? Number(value) : `${what} must be a non-negative integer, not ${JSON.stringify(value)}`;
  };
  const count = number(named.get('count') ?? positional[0], 100_000, 'count');
  const seed = number(named.get('seed') ?? positional[1], 1, 'seed');
  const timeoutSeconds = number(named.get('timeout'), 10, 'timeout');
  if (typeof count === 'string') return count;
  if (typeof seed === 'string') return seed;
  if (typeof timeoutSeconds === 'string') return timeoutSeconds;
  const fixtures = (named.get('fixtures') ?? defaultFixtures()).split(':').map((dir) => resolve(dir)).join(':');
  return { count, seed, timeoutSeconds, fixtures };
}

/** The repository's fixtures: dist/scripts/../../test/fixtures/trf, else relative to the working directory. */
function defaultFixtures(): string {
  const beside = fileURLToPath(new URL('../../test/fixtures/trf', import.meta.url));
  return existsSync(beside) ? beside : 'test/fixtures/trf';
}

/**
 * One file under 64 KB that claims more than it has (issue 18.4): a fixture, or up to 4,000 players on minimal
 * 001 lines, then 250 / XXA / XXP / 260 lines with players and rounds up to 9999 / 999, until 64 KB.
 */
export function claimsFile(seeds: readonly Seed[], seed: number, index: number): string {
  const random = mulberry32((seed * 1_000_003 + index) >>> 0);
  const shortPlayers = random() < 0.3;
  const players = shortPlayers ? 1 + int(random, 4000) : 0;
  const lines = shortPlayers ? ['012 claims', ...Array.from({ length: players }, (_, i) => `001 ${String(i + 1).padStart(4)}`)] : pick(random, seeds).text.split(/\r\n|\r|\n/);
  const maxId = shortPlayers ? players : 60;
  const id = (): number => (random() < 0.5 ? 1 + int(random, maxId) : 1 + int(random, 9999));
  const distinct = (n: number): number[] => [...new Set(Array.from({ length: n }, id))];
  let size = lines.reduce((n, l) => n + l.length + 1, 0);
  for (;;) {
    const kind = int(random, 4);
    const r1 = 1 + int(random, 999);
    const line =
      kind === 0
        ? `250  1.0  1.0  ${String(random() < 0.5 ? 1 : r1).padStart(3)} 999 ${String(1).padStart(4)} 9999`
        : kind === 1
          ? `XXA ${String(id()).padStart(4)}${'  1.0'.repeat(1 + int(random, 20))}`
          : kind === 2
            ? `XXP ${distinct(2 + int(random, shortPlayers ? players : 300)).join(' ')}`
            : `260 ${String(r1).padStart(3)} 999 ${distinct(2 + int(random, 300)).join(' ')}`;
    if (size + line.length + 1 >= 64 * 1024) break;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n') + '\n';
}

/** --claims: read, build and derive the next round of N such files; the slowest time and the peak memory. */
function runClaims(seeds: readonly Seed[], seed: number, count: number): number {
  let slowest = 0;
  let slowestIndex = -1;
  let read = 0;
  for (let i = 0; i < count; i++) {
    const text = claimsFile(seeds, seed, i);
    const start = performance.now();
    try {
      const t = buildTournament(parseTrf(text, { fileName: 'claims.trf' }), { fileName: 'claims.trf' });
      deriveRoundState(t, t.roundsInFile + 1);
      read++;
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
    }
    const ms = performance.now() - start;
    if (ms > slowest) [slowest, slowestIndex] = [ms, i];
  }
  const peakMb = process.resourceUsage().maxRSS / 1024;
  const ok = slowest < 2000 && peakMb < 200;
  process.stdout.write(
    `fuzz-trf --claims: seed ${seed}, ${count} files under 64 KB (${read} read, ${count - read} refused): slowest ${slowest.toFixed(0)} ms (file ${slowestIndex}), ` +
      `peak memory ${peakMb.toFixed(0)} MB (targets: 2,000 ms, 200 MB): ${ok ? 'ok' : 'OVER'}\n`,
  );
  return ok ? 0 : 1;
}

/** Main thread: starts the worker, watches its progress, prints the summary. */
async function main(args: readonly string[]): Promise<number> {
  if (args[0] === '--claims') {
    const count = Number(args[1] ?? 200);
    const seed = args[2] === '--seed' ? Number(args[3] ?? 1) : 1;
    return runClaims(loadSeedDirs(defaultFixtures()), seed, count);
  }
  const options = parseArguments(args);
  if (typeof options === 'string') {
    process.stderr.write(`fuzz-trf: ${options}\nusage: fuzz-trf [--count N] [--seed S] [--fixtures DIR] [--timeout SECONDS]\n`);
    return 3;
  }
  const seeds = loadSeedDirs(options.fixtures);
  if (seeds.length === 0) {
    process.stderr.write(`fuzz-trf: no .trf files in ${options.fixtures}\n`);
    return 3;
  }
  const current = new Int32Array(new SharedArrayBuffer(4));
  const started = performance.now();
  const worker = new Worker(new URL(import.meta.url), { workerData: { ...options, current } });
  const result = await new Promise<FuzzSummary | string>((done) => {
    let last = -1;
    let idleSince = performance.now();
    const timer = setInterval(() => {
      const now = Atomics.load(current, 0);
      if (now !== last) {
        last = now;
        idleSince = performance.now();
      } else if (performance.now() - idleSince > options.timeoutSeconds * 1000) {
        clearInterval(timer);
        void worker.terminate();
        done(`mutant ${now} did not finish within ${options.timeoutSeconds} s (infinite loop?); input: ${JSON.stringify(inputOf(mutant(seeds, options.seed, now)))}`);
      }
    }, 250);
    worker.on('message', (summary: FuzzSummary) => {
      clearInterval(timer);
      done(summary);
    });
    worker.on('error', (error) => {
      clearInterval(timer);
      done(`worker failed: ${describe(error)}`);
    });
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (typeof result === 'string') {
    process.stdout.write(`fuzz-trf: seed ${options.seed}: ${result}\n`);
    return 1;
  }
  process.stdout.write(
    `fuzz-trf: seed ${options.seed}, ${result.mutants} mutants of ${seeds.length} files in ${seconds} s: ` +
      `${result.parsed} read, ${result.rejected} rejected with diagnostics, ${result.crashes.length} crashes; ` +
      `slowest ${result.slowestMs.toFixed(1)} ms\n`,
  );
  for (const crash of result.crashes.slice(0, 10)) {
    process.stdout.write(`  mutant ${crash.index} (of ${crash.seed}): ${crash.problem}\n    input: ${JSON.stringify(crash.input.slice(0, 2000))}\n`);
  }
  return result.crashes.length === 0 ? 0 : 1;
}

/** Worker thread: fuzzes and posts the summary. */
function work(): void {
  const data = workerData as Options & { readonly current: Int32Array };
  const seeds = loadSeedDirs(data.fixtures);
  const summary = runFuzz(seeds, data.seed, 0, data.count, (index) => Atomics.store(data.current, 0, index));
  parentPort?.postMessage(summary);
}

if (!isMainThread && parentPort !== null && (workerData as { current?: unknown } | null)?.current instanceof Int32Array) {
  work();
} else if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`fuzz-trf: internal error: ${describe(error)}\n`);
      process.exitCode = 2;
    },
  );
}
