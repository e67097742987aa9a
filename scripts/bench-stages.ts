/**
 * scripts/bench-stages: where a `pair -o` of one file spends its time, stage by stage, in fresh processes (issue 16
 * item 9). Each run is a new `node` process that reads the file, builds the tournament, derives the round's state,
 * pairs it, writes the round in, encodes the document and reads it back as `pair -o` does (readEncodedTrf and the
 * edit check), once each, cold, as the command runs them; it reports the wall milliseconds of each stage and the
 * garbage collector's pauses inside it. The report gives the fastest and the median of each stage over the runs
 * (the machine is shared: compare two builds by running their scripts in turn, not one after the other).
 *
 * Usage (after `npm run build`): node dist/scripts/bench-stages.js FILE [--runs N]   (default 5 runs)
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { readBackProblem } from '../src/cli/editFile.js';
import { buildTournament } from '../src/model/tournament.js';
import { deriveRoundState } from '../src/model/state.js';
import { chooseSystem, pairRound } from '../src/systems/index.js';
import { applyPairingNoted } from '../src/trf/edit.js';
import { readTrf } from '../src/trf/index.js';
import { encodeTrfText } from '../src/trf/write.js';
import { flags } from './flags.js';

const STAGES = ['parse', 'build', 'state', 'pair', 'apply', 'encode', 'readback'] as const;
type Stage = (typeof STAGES)[number];

/** One cold pass (the child process): ms and GC ms per stage, as JSON on stdout. */
function child(file: string): void {
  const pauses: [number, number][] = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) pauses.push([e.startTime, e.duration]);
  }).observe({ entryTypes: ['gc'] });
  const bytes = new Uint8Array(readFileSync(file));
  const marks: number[] = [performance.now()];
  const mark = (): void => void marks.push(performance.now());
  const doc = readTrf(bytes, { fileName: file });
  mark();
  const t = buildTournament(doc, { fileName: file });
  mark();
  const state = deriveRoundState(t, t.roundsInFile + 1, {});
  mark();
  const pairing = pairRound(state, chooseSystem(t, undefined).system, {});
  mark();
  const { document } = applyPairingNoted(doc, pairing);
  mark();
  const { text, bytes: written } = encodeTrfText(document, 'utf-8');
  mark();
  const problem = readBackProblem(written, 'utf-8', 'out.trf', doc, text);
  mark();
  // The observer reports after the stages: wait for it before summing the pauses.
  setTimeout(() => {
    const result: Record<string, [number, number]> = {};
    STAGES.forEach((stage, i) => {
      const [from, to] = [marks[i]!, marks[i + 1]!];
      const gc = pauses.filter(([at]) => at >= from && at < to).reduce((sum, [, d]) => sum + d, 0);
      result[stage] = [to - from, gc];
    });
    process.stdout.write(JSON.stringify({ result, problem }) + '\n');
  }, 50);
}

function main(argv: readonly string[]): void {
  const usage = (message: string): never => {
    console.error(`bench-stages: ${message}\nusage: node dist/scripts/bench-stages.js FILE [--runs N]`);
    process.exit(3);
  };
  if (argv[0] === '--child') return child(argv[1]!);
  const file = argv[0] ?? usage('a TRF file to pair');
  let runs = 5;
  for (const f of flags(argv.slice(1), usage)) {
    if (f.name === '--runs') runs = f.int(1, 100);
    else usage(`unknown flag ${f.name}`);
  }
  const self = fileURLToPath(import.meta.url);
  const samples = new Map<Stage, [number, number][]>(STAGES.map((s) => [s, []]));
  for (let r = 0; r < runs; r++) {
    const out = spawnSync(process.execPath, [self, '--child', file], { encoding: 'utf8' });
    if (out.status !== 0) usage(`the run failed: ${out.stderr}`);
    const { result, problem } = JSON.parse(out.stdout) as { result: Record<Stage, [number, number]>; problem: string | null };
    if (problem !== null) usage(`the written file does not read back: ${problem}`);
    for (const s of STAGES) samples.get(s)!.push(result[s]);
  }
  const ms = (v: number): string => v.toFixed(0).padStart(5);
  console.log(`${file}, ${runs} fresh processes: ms per stage (fastest, median), GC pauses inside it (median)`);
  let fastest = 0;
  for (const s of STAGES) {
    const wall = samples.get(s)!.map(([w]) => w).sort((a, b) => a - b);
    const gc = samples.get(s)!.map(([, g]) => g).sort((a, b) => a - b);
    const median = (v: number[]): number => v[Math.floor(v.length / 2)]!;
    fastest += wall[0]!;
    console.log(`${s.padEnd(9)}${ms(wall[0]!)}${ms(median(wall))}   gc ${ms(median(gc))}`);
  }
  console.log(`${'sum'.padEnd(9)}${ms(fastest)} (fastest of each)`);
}

main(process.argv.slice(2));
