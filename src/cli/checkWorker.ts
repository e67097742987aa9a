/**
 * Worker thread of `check --jobs N`: receives { index, file } tasks on its port, answers { index, result } (or
 * { index, internal } for a bug), and bumps the shared counter so the waiting main thread wakes up.
 * The checking code is imported dynamically, so that even a failure to load it is answered, never hung on.
 */
import { workerData, type MessagePort } from 'node:worker_threads';
import type { CheckFileOptions, FileResult } from './checkFile.js';

interface Data {
  readonly port: MessagePort;
  readonly signal: SharedArrayBuffer;
  readonly options: CheckFileOptions;
}

const data = workerData as Data;
const signal = new Int32Array(data.signal);
const noStdin = (): Uint8Array => new Uint8Array(0);
const streams = { stdout: { write: () => true }, stderr: { write: () => true }, readStdin: noStdin, env: {} };

function answer(message: unknown): void {
  data.port.postMessage(message);
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
}

let check: ((file: string, options: CheckFileOptions, s: typeof streams) => FileResult) | null = null;
let loadError: string | null = null;
try {
  check = (await import('./checkFile.js')).checkFile;
} catch (error) {
  loadError = error instanceof Error ? (error.stack ?? error.message) : String(error);
}

data.port.on('message', (task: { index: number; file: string } | null) => {
  if (task === null) {
    data.port.close();
    return;
  }
  try {
    if (check === null) throw new Error(loadError ?? 'the check module did not load');
    answer({ index: task.index, result: check(task.file, data.options, streams) });
  } catch (error) {
    answer({ index: task.index, internal: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
