/**
 * `check --jobs N`: files checked in N worker threads, results gathered in file order, so the output is the
 * same bytes as with --jobs 1. The command stays synchronous: the main thread sleeps on a shared counter
 * (Atomics.wait) that each worker bumps after posting a result, and reads results with receiveMessageOnPort.
 * Files are handed out a few at a time to whichever thread is free (long files do not hold up a queue); the
 * main thread checks files too.
 * Standard input ('-') is read and checked in the main thread. When the worker script is not on disk (a
 * bundled single executable), the files are checked in this thread: same output, no parallelism.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { InternalError } from '../errors.js';
import { checkFile, type CheckFileOptions, type FileResult } from './checkFile.js';
import type { Streams } from './io.js';

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
  /** Tasks sent and not answered yet: two in flight, so a worker never idles while the main thread works. */
  inFlight: number;
}

type Answer = { index: number; result: FileResult } | { index: number; internal: string };

const IN_FLIGHT = 2;

/**
 * Checks `files` with `jobs` threads: this one and jobs - 1 workers (every thread pays its own start and JIT
 * warm-up, so the main thread works too rather than only waiting). `onResult(index, result)` is called in file
 * order as soon as every earlier file is done (streaming output, progress). Returns the results in file order.
 */
export function checkFiles(
  files: readonly string[],
  options: CheckFileOptions,
  streams: Streams,
  jobs: number,
  script: string | null,
  onResult: (index: number, result: FileResult) => void,
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
  const workers = script === null ? 0 : Math.min(jobs - 1, parallel.length - 1);
  if (workers <= 0) {
    files.forEach((_, i) => {
      here(i);
      flush();
    });
    return results as FileResult[];
  }
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const slots: Slot[] = [];
  for (let k = 0; k < workers; k++) {
    const channel = new MessageChannel();
    const worker = new Worker(script!, {
      workerData: { port: channel.port2, signal: signal.buffer, options },
      transferList: [channel.port2],
    });
    worker.unref();
    slots.push({ worker, port: channel.port1, inFlight: 0 });
  }
  const queue = [...parallel];
  const assign = (): void => {
    for (const s of slots) {
      while (s.inFlight < IN_FLIGHT && queue.length > 0) {
        const task = queue.shift()!;
        s.inFlight++;
        s.port.postMessage({ index: task.i, file: task.f });
      }
    }
  };
  let outstanding = 0;
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
  try {
    assign();
    outstanding = parallel.length - queue.length;
    // Standard input here, while the workers start.
    files.forEach((f, i) => {
      if (f === '-') here(i);
    });
    flush();
    while (queue.length > 0 || outstanding > 0) {
      const seen = Atomics.load(signal, 0);
      const got = receive();
      const before = queue.length;
      assign();
      outstanding += before - queue.length;
      if (got) flush();
      const task = queue.shift();
      if (task !== undefined) {
        here(task.i);
        flush();
      } else if (!got && outstanding > 0) {
        Atomics.wait(signal, 0, seen, 60_000);
      }
    }
    flush();
  } finally {
    for (const s of slots) {
      s.port.close();
      void s.worker.terminate();
    }
  }
  return results as FileResult[];
}
