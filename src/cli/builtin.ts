/**
 * Node built-in modules the CLI needs for one command only, loaded on first use rather than at start-up. The CLI
 * bundle evaluates every module's imports when it loads, for every command: `node:worker_threads` (for `check
 * --jobs`) costs about 8 ms of a start-up of 150 ms (it brings the worker and stream machinery), `node:crypto`
 * (a random seed for `bbp`) about 4.5 ms. In the bundle `require` is Node's; in the ES modules of dist/src there
 * is none, and createRequire gives it (as the CLI bundle needs).
 */
import { createRequire } from 'node:module';
import type * as Crypto from 'node:crypto';
import type * as WorkerThreads from 'node:worker_threads';

function load<T>(name: string): T {
  return (typeof require === 'function' ? require(name) : createRequire(import.meta.url)(name)) as T;
}

/** node:worker_threads, loaded on the first call. */
export function workerThreads(): typeof WorkerThreads {
  return load<typeof WorkerThreads>('node:worker_threads');
}

/** node:crypto, loaded on the first call. */
export function nodeCrypto(): typeof Crypto {
  return load<typeof Crypto>('node:crypto');
}
