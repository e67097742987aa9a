/**
 * `check --jobs N`: files checked in up to N threads, results gathered in file order, so the output is the same
 * bytes as with --jobs 1. The command stays synchronous: the main thread sleeps on a shared counter
 * (Atomics.wait) that each worker bumps after posting a result, and reads results with receiveMessageOnPort.
 * Files are handed out a few at a time to whichever thread is free (long files do not hold up a queue); the
 * main thread checks files too.
 * A worker thread is a V8 isolate that pays its own JIT warm-up, about 1.5-2 s of CPU for the checker (most of it
 * the optimising compiler, on V8's background threads), so workers start only when the work left repays them
 * (src/cli/spread.ts): the main thread checks alone for a warm-up period, then estimates the time the files left
 * would take at its recent rate; large files count from the start.
 * Standard input ('-') is read and checked in the main thread. When the worker script is not on disk (a
 * bundled single executable), the files are checked in this thread: same output, no parallelism.
 */
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { MessagePort, Worker } from 'node:worker_threads';
import { workerThreads } from './builtin.js';
import { InternalError } from '../errors.js';
import { checkFile, type CheckFileOptions, type FileResult } from './checkFile.js';
import type { Streams } from './io.js';
import { DEFAULT_SPREAD, RateMeter, workersToStart, type SpreadPolicy } from './spread.js';

/** The worker script next to this module (dist/src/cli/checkWorker.js), or the one `override` names. */
export function workerScript(override: string | undefined): string | null {
  try {
    const path = override ?? fileURLToPath(new URL('./checkWorker.js', import.meta.url));
    return existsSync(path) ? path : null;
  } catch {
    // A bundle without a module URL (the single executable): no worker script.
    return null;
  }
}

interface Slot {
  readonly worker: Worker;
  readonly port: MessagePort;
  /** Tasks sent and not answered yet: up to IN_FLIGHT while files outnumber threads, so a worker never idles. */
  inFlight: number;
}

type Answer = { index: number; result: FileResult } | { index: number; internal: string };

const IN_FLIGHT = 2;

/** The size of a file in bytes, the measure of the work it holds; 0 when it cannot be read (it fails at once). */
function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/**
 * Checks `files` with up to `jobs` threads: this one and at most jobs - 1 workers, started when `spread` says the
 * work left repays them. `onResult(index, result)` is called in file order as soon as every earlier file is done
 * (streaming output, progress). Returns the results in file order.
 */
export function checkFiles(
  files: readonly string[],
  options: CheckFileOptions,
  streams: Streams,
  jobs: number,
  script: string | null,
  onResult: (index: number, result: FileResult) => void,
  spread: SpreadPolicy = DEFAULT_SPREAD,
): FileResult[] {
  const results: (FileResult | undefined)[] = new Array(files.length);
  let next = 0;
  const flush = (): void => {
    while (next < files.length && results[next] !== undefined) {
      onResult(next, results[next]!);
      next++;
    }
  };
  const here = (i: number): void => {
    results[i] = checkFile(files[i]!, options, streams);
  };
  const parallel = files.map((f, i) => ({ f, i })).filter(({ f }) => f !== '-');
  const maxWorkers = script === null ? 0 : Math.min(jobs - 1, parallel.length - 1);
  if (maxWorkers <= 0) {
    files.forEach((_, i) => {
      here(i);
      flush();
    });
    return results as FileResult[];
  }
  // Standard input first, here: it cannot go to a worker.
  files.forEach((f, i) => {
    if (f === '-') here(i);
  });
  flush();

  const queue = parallel.map((t) => ({ ...t, size: sizeOf(t.f) }));
  let bytesLeft = queue.reduce((sum, t) => sum + t.size, 0);
  let largeBytesLeft = queue.reduce((sum, t) => sum + (t.size >= spread.largeFileBytes ? t.size : 0), 0);
  let bytesChecked = 0;
  const meter = new RateMeter();
  const start = performance.now();
  const slots: Slot[] = [];
  const signal = new Int32Array(new SharedArrayBuffer(4));
  try {
    // Alone until the work left is worth a worker's warm-up.
    while (queue.length > 0) {
      const k = workersToStart({ meter, bytesLeft, largeBytesLeft, filesLeft: queue.length, maxWorkers }, spread);
      if (k > 0) {
        for (let w = 0; w < k; w++) slots.push(startWorker(script!, signal, options));
        break;
      }
      const task = queue.shift()!;
      here(task.i);
      flush();
      bytesLeft -= task.size;
      if (task.size >= spread.largeFileBytes) largeBytesLeft -= task.size;
      bytesChecked += task.size;
      meter.record(performance.now() - start, bytesChecked);
    }
    if (slots.length > 0) together(files, queue, slots, signal, results, here, flush);
    flush();
  } finally {
    for (const s of slots) {
      s.port.close();
      void s.worker.terminate();
    }
  }
  return results as FileResult[];
}

function startWorker(script: string, signal: Int32Array, options: CheckFileOptions): Slot {
  const { MessageChannel, Worker } = workerThreads();
  const channel = new MessageChannel();
  const worker = new Worker(script, {
    workerData: { port: channel.port2, signal: signal.buffer, options },
    transferList: [channel.port2],
  });
  worker.unref();
  return { worker, port: channel.port1, inFlight: 0 };
}

/** The rest of the queue with the workers: each keeps IN_FLIGHT files, this thread takes the next one meanwhile. */
function together(
  files: readonly string[],
  queue: { f: string; i: number }[],
  slots: Slot[],
  signal: Int32Array,
  results: (FileResult | undefined)[],
  here: (i: number) => void,
  flush: () => void,
): void {
  let outstanding = 0;
  const assign = (): void => {
    for (const s of slots) {
      // A second file in flight only while there is more than a file per thread: with two large files and one
      // worker, the worker must not take both while this thread has nothing to do.
      while (queue.length > 0 && s.inFlight < (queue.length > slots.length + 1 ? IN_FLIGHT : 1)) {
        const task = queue.shift()!;
        s.inFlight++;
        outstanding++;
        s.port.postMessage({ index: task.i, file: task.f });
      }
    }
  };
  const { receiveMessageOnPort } = workerThreads();
  const receive = (): boolean => {
    let got = false;
    for (const s of slots) {
      for (let m = receiveMessageOnPort(s.port); m !== undefined; m = receiveMessageOnPort(s.port)) {
        const answer = m.message as Answer;
        if ('internal' in answer) throw new InternalError(`checking ${files[answer.index]}: ${answer.internal}`);
        results[answer.index] = answer.result;
        s.inFlight--;
        outstanding--;
        got = true;
      }
    }
    return got;
  };
  assign();
  while (queue.length > 0 || outstanding > 0) {
    const seen = Atomics.load(signal, 0);
    const got = receive();
    assign();
    if (got) flush();
    const task = queue.shift();
    if (task !== undefined) {
      here(task.i);
      flush();
    } else if (!got && outstanding > 0) {
      Atomics.wait(signal, 0, seen, 60_000);
    }
  }
}
