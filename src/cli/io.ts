/**
 * File access for the CLI: `-` is stdin/stdout, every other path a file. Inputs are never modified. An output
 * that is a regular file (or does not exist yet) is written atomically: a temporary file in the same directory,
 * then a rename, so a crash never leaves half a file and a reader never sees one. Anything else (a device, a
 * FIFO, /dev/stdout, a process substitution) cannot be renamed onto and is written straight. A symlink is
 * followed: its target is replaced and the link stays. A replaced file keeps its permissions.
 */
import {
  closeSync,
  fchmodSync,
  fchownSync,
  fstatSync,
  fsyncSync,
  lstatSync,
  openSync,
  readFileSync,
  readdirSync,
  readSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { ArgumentError, FileAccessError, InputError } from '../errors.js';
import { releaseAllLocks, withLock } from './fileLock.js';

export interface Streams {
  readonly stdout: { write(chunk: string | Uint8Array): unknown; readonly isTTY?: boolean };
  readonly stderr: { write(chunk: string): unknown; readonly isTTY?: boolean };
  /** Reads all of standard input. */
  readonly readStdin: () => Uint8Array;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** The system error code of an fs failure, if any. */
function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error ? String((error as NodeJS.ErrnoException).code) : undefined;
}

/** A failed system call in words, for a one-line message. */
export function reason(error: unknown): string {
  switch (errorCode(error)) {
    case 'ENOENT':
      return 'no such file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'is a directory';
    case 'ENOTDIR':
      return 'a part of the path is not a directory';
    case 'ENOSPC':
      return 'no space left on device';
    case 'EDQUOT':
      return 'disk quota exceeded';
    case 'EROFS':
      return 'read-only file system';
    case 'EPIPE':
      return 'the reading end of the pipe is closed';
    case 'EFBIG':
      return 'file too large';
    case 'EIO':
      return 'input/output error';
  }
  return error instanceof Error ? error.message : String(error);
}

export function readInput(path: string, streams: Streams): Uint8Array {
  if (path === '-') return streams.readStdin();
  try {
    return readFileSync(path);
  } catch (error) {
    throw new FileAccessError(path, `cannot read: ${reason(error)}`);
  }
}

/** What writing to a path means, decided before anything is written. */
export interface OutputOptions {
  /** The files this command reads: writing onto one of them is refused unless `force`. */
  readonly inputs?: readonly string[];
  readonly force?: boolean;
  /**
   * The file (and its bytes, as read) the data was computed from. When the output is that file, it is replaced
   * only if it still holds those bytes, checked under the file's lock (fileLock.ts); else ConcurrentEditError.
   */
  readonly basedOn?: { readonly path: string; readonly bytes: Uint8Array };
}

/**
 * The file changed between the command's read and its write (another command or program edited it): nothing is
 * written (exit 3). `line`: the first line that differs.
 */
export class ConcurrentEditError extends InputError {
  constructor(
    readonly path: string,
    readonly line: number,
  ) {
    super([{ position: null, message: `${path} changed after this command read it (another command or program edited it; first change on line ${line}): nothing written; run the command again` }]);
  }
}

/** The first line (1-based) where two texts' bytes differ. O(size). */
function firstDifferentLine(a: Uint8Array, b: Uint8Array): number {
  let line = 1;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n && a[i] === b[i]; i++) if (a[i] === 10) line++;
  return line;
}

/** stat that answers null for a path that does not exist (or cannot be reached). */
function statOrNull(path: string, follow = true): Stats | null {
  try {
    return follow ? statSync(path) : lstatSync(path);
  } catch {
    return null;
  }
}

/**
 * Refuses `output` when it is the same file as one of `inputs` (same device and inode: a hard link, a symlink
 * or another spelling of the path count too), unless `force`. Exit 3: the command line is wrong, and writing
 * would lose the input. O(inputs).
 */
export function refuseOverwritingInput(output: string, options: OutputOptions, option = '-o'): void {
  if (output === '-' || options.force === true) return;
  const out = statOrNull(output);
  if (out === null || !out.isFile()) return;
  for (const input of options.inputs ?? []) {
    if (input === '-') continue;
    const s = statOrNull(input);
    if (s !== null && s.dev === out.dev && s.ino === out.ino) {
      throw new ArgumentError(
        `${option} ${output} is the input file ${input}; swisspair never replaces its input: write elsewhere, or pass --force`,
      );
    }
  }
}

/**
 * Per-process links (/proc/self/fd/N, where /dev/stdout and a process substitution's /dev/fd/63 lead): they may
 * name a pipe, or a file a shell opened, which a rename would detach. Devices are caught by not being files.
 */
const SPECIAL = /^\/proc\//;

/** The path with its folder's links resolved (/dev/fd/63 -> /proc/<pid>/fd/63); as given if the folder is missing. */
function inRealFolder(path: string): string {
  try {
    return join(realpathSync(dirname(resolve(path))), basename(path));
  } catch {
    return resolve(path);
  }
}

/**
 * Where an atomic replacement has to happen: the path itself, or the end of its symlink chain; null when the
 * output must be written straight (a device, a FIFO, a socket, or a link into /proc, where /dev/stdout and a
 * process substitution's /dev/fd/63 lead). O(links).
 */
function atomicTarget(path: string): string | null {
  let current = path;
  for (let hops = 0; hops < 40; hops++) {
    current = inRealFolder(current);
    if (SPECIAL.test(current)) return null;
    const s = statOrNull(current, false);
    if (s === null) return current; // a new file (or a dangling link's target)
    if (!s.isSymbolicLink()) return s.isFile() ? current : null;
    current = resolve(dirname(current), readlinkSync(current));
  }
  return null; // a loop of links: let open() report it
}

/**
 * Names of standard output itself. Opening one would start a second file offset (and truncate a file the shell
 * opened for appending): the data goes through descriptor 1 instead, after what was written there before.
 */
const STDOUT_ALIASES: ReadonlySet<string> = new Set(['/dev/stdout', '/dev/fd/1', '/proc/self/fd/1']);

/** Temporary files being written; removed if a signal arrives before they are renamed. */
const pending = new Set<string>();
let counter = 0;
let signalsHooked = false;
/** Whether an output file was replaced, and the exit code of the command (settleSignals): a signal after that is too late to undo the edit. */
let replacedOne = false;
let finishedWith: number | null = null;

/**
 * A SIGINT/SIGTERM/SIGHUP that arrives while an output is written takes effect once the write is complete or
 * undone (synchronous writes run to their end before a handler can run); any temporary file still there is
 * removed, and the process exits with 128 + the signal's number (130 for SIGINT), as a shell reports a process
 * killed by it (raising the signal again would not do: libuv keeps its handler until the loop closes it).
 * Handlers are installed at the first atomic write only, so that a long pairing before it stays interruptible
 * the ordinary way.
 */
function hookSignals(): void {
  if (signalsHooked) return;
  signalsHooked = true;
  const numbers = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const;
  for (const [signal, number] of Object.entries(numbers)) {
    process.on(signal, () => {
      const done = replacedOne && pending.size === 0;
      removePendingTemporaries();
      releaseAllLocks();
      // The file was already replaced: the edit happened, and the command says so by its own exit code.
      process.exit(done ? (finishedWith ?? 0) : 128 + number);
    });
  }
}

/**
 * Gives a signal that arrived during a write its turn before the process exits: its handler only runs from the
 * event loop, and a process with nothing left to do exits without reading pending signals. Call once the
 * command is done.
 */
export async function settleSignals(code = 0): Promise<void> {
  finishedWith = code;
  if (!signalsHooked) return;
  // libuv reads the signal in one turn and runs its handler in a later one: a few turns, microseconds each.
  for (let turn = 0; turn < 3; turn++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** Removes every temporary file not yet renamed. */
export function removePendingTemporaries(): void {
  for (const temp of pending) rmSync(temp, { force: true });
  pending.clear();
}

/** Writes all of `data` to a descriptor (writeSync may write less than asked). */
function writeAll(fd: number, data: Uint8Array): void {
  for (let offset = 0; offset < data.length; ) offset += writeSync(fd, data, offset, data.length - offset);
}

function toBytes(data: string | Uint8Array): Uint8Array {
  return typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
}

/**
 * The temporary file next to `target`, created exclusively, with the permissions (and, when allowed, the owner)
 * of the file it replaces; filled, flushed to disk, then renamed over the target.
 */
function replaceAtomically(target: string, data: Uint8Array): void {
  const old = statOrNull(target);
  hookSignals();
  const temp = join(dirname(target), `.${basename(target)}.${process.pid}-${++counter}.tmp`);
  pending.add(temp);
  try {
    const fd = openSync(temp, 'wx', 0o666);
    try {
      if (old !== null) {
        fchmodSync(fd, old.mode & 0o7777);
        try {
          fchownSync(fd, old.uid, old.gid);
        } catch {
          // Only root may give a file away; the permissions above are what matters.
        }
      }
      writeAll(fd, data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
    replacedOne = true;
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  } finally {
    pending.delete(temp);
  }
}

/**
 * Writes `data` to `path` ('-' = stdout): atomically onto a regular file or a new path, straight onto anything
 * else (see the module comment). Every failure is a FileAccessError naming the path (exit 5). O(size).
 */
export function writeOutput(path: string, data: string | Uint8Array, streams: Streams, options: OutputOptions = {}): void {
  if (path === '-' || STDOUT_ALIASES.has(path)) {
    streams.stdout.write(data);
    return;
  }
  refuseOverwritingInput(path, options);
  let target: string | null;
  try {
    target = atomicTarget(path);
    if (target === null) {
      writeFileSync(path, data);
      return;
    }
  } catch (error) {
    throw new FileAccessError(path, `cannot write: ${reason(error)}`);
  }
  const real = target;
  withLock(real, () => {
    removeLeftTemporaries(real);
    if (options.basedOn !== undefined) assertUnchanged(path, real, options.basedOn);
    try {
      replaceAtomically(real, toBytes(data));
    } catch (error) {
      throw new FileAccessError(path, `cannot write: ${reason(error)}`);
    }
  });
}

/**
 * The output is the file the data was computed from and no longer holds the bytes read: ConcurrentEditError.
 * Called holding the lock, so no other swisspair command can change it before the rename. O(size).
 */
function assertUnchanged(path: string, target: string, basedOn: { readonly path: string; readonly bytes: Uint8Array }): void {
  if (basedOn.path === '-') return;
  const source = atomicTarget(basedOn.path);
  if (source !== target) {
    const a = statOrNull(basedOn.path);
    const b = statOrNull(target);
    if (a === null || b === null || a.dev !== b.dev || a.ino !== b.ino) return;
  }
  let now: Uint8Array;
  try {
    now = readFileSync(target);
  } catch {
    return; // removed meanwhile: writing it again loses nothing
  }
  if (Buffer.compare(now, basedOn.bytes) !== 0) throw new ConcurrentEditError(path, firstDifferentLine(now, basedOn.bytes));
}

/** The lock target of a path (see atomicTarget): null when the path is not a regular file or a new one. */
export function lockTarget(path: string): string | null {
  if (path === '-' || STDOUT_ALIASES.has(path)) return null;
  try {
    return atomicTarget(path);
  } catch {
    return null;
  }
}

/**
 * Removes the temporary files a killed command left next to `target` (`.NAME.PID-N.tmp`). Called holding the
 * target's lock: only the holder writes one, so any other is left over. O(entries of the folder).
 */
function removeLeftTemporaries(target: string): void {
  const prefix = `.${basename(target)}.`;
  let names: string[];
  try {
    names = readdirSync(dirname(target));
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || !/^\d+-\d+\.tmp$/.test(name.slice(prefix.length))) continue;
    const path = join(dirname(target), name);
    if (!pending.has(path)) rmSync(path, { force: true });
  }
}

/**
 * Whether a descriptor is a terminal, for colours and progress lines. A character device stands for a terminal:
 * node:tty's isatty would load net and the whole stream machinery, a fifth of the start-up of a `pair` run, and
 * the other character devices (/dev/null, /dev/full) have no reader to be bothered by colour codes.
 */
function isTerminal(fd: number): boolean {
  try {
    return fstatSync(fd).isCharacterDevice();
  } catch {
    return false;
  }
}

/**
 * Standard output or error as a synchronous writer on its descriptor, so that a full disk (ENOSPC) or a closed
 * pipe (EPIPE) is an error thrown where the write happens, rendered as one line with exit 5, instead of an
 * 'error' event on a Node stream after the command has returned. A non-blocking pipe that is full (EAGAIN) is
 * waited for.
 */
export function descriptorStream(fd: number): { write(chunk: string | Uint8Array): void; readonly isTTY: boolean } {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const name = fd === 1 ? '<stdout>' : fd === 2 ? '<stderr>' : `descriptor ${fd}`;
  // Nothing can be reported about standard error failing; its writes are dropped then.
  const quiet = fd === 2;
  return {
    isTTY: isTerminal(fd),
    write(chunk) {
      const data = toBytes(chunk);
      let offset = 0;
      while (offset < data.length) {
        try {
          offset += writeSync(fd, data, offset, data.length - offset);
        } catch (error) {
          if (errorCode(error) === 'EAGAIN') {
            Atomics.wait(pause, 0, 0, 1);
            continue;
          }
          if (quiet) return;
          throw new FileAccessError(name, `cannot write: ${reason(error)}`);
        }
      }
    },
  };
}

/**
 * Reads stdin synchronously (the CLI handles one document at a time), until end of file. Standard input may be
 * non-blocking, and then a pipe whose writer has not written yet reads EAGAIN
 * (`swisspair generate ... | swisspair check -`): wait a little and read again rather than fail.
 */
export function readAllStdin(): Uint8Array {
  const chunks: Buffer[] = [];
  const buffer = Buffer.alloc(1 << 16);
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    let n: number;
    try {
      n = readSync(0, buffer, 0, buffer.length, null);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'EAGAIN') {
        Atomics.wait(pause, 0, 0, 5);
        continue;
      }
      if (code === 'EOF') break; // Windows: end of a pipe
      throw new FileAccessError('-', `cannot read: ${reason(error)}`);
    }
    if (n === 0) break;
    chunks.push(Buffer.from(buffer.subarray(0, n)));
  }
  return Buffer.concat(chunks);
}
