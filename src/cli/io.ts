/**
 * File access for the CLI: `-` is stdin/stdout, every other path a file. Inputs are never modified; outputs are
 * written atomically (a temporary file in the same directory, then a rename), so a crash never leaves half a
 * file and a reader never sees one.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, readSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { FileAccessError } from '../errors.js';

export interface Streams {
  readonly stdout: { write(chunk: string | Uint8Array): unknown; readonly isTTY?: boolean };
  readonly stderr: { write(chunk: string): unknown; readonly isTTY?: boolean };
  /** Reads all of standard input. */
  readonly readStdin: () => Uint8Array;
  readonly env: Readonly<Record<string, string | undefined>>;
}

function reason(error: unknown): string {
  if (error instanceof Error && 'code' in error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'no such file';
    if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
    if (code === 'EISDIR') return 'is a directory';
    if (code === 'ENOTDIR') return 'a part of the path is not a directory';
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

/** Writes `data` to `path` ('-' = stdout) atomically. */
export function writeOutput(path: string, data: string | Uint8Array, streams: Streams): void {
  if (path === '-') {
    streams.stdout.write(data);
    return;
  }
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(temp, data);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw new FileAccessError(path, `cannot write: ${reason(error)}`);
  }
}

/**
 * Reads stdin synchronously (the CLI handles one document at a time), until end of file. Standard input may be
 * non-blocking (importing chalk makes it so), and then a pipe whose writer has not written yet reads EAGAIN
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
      const code = (error as NodeJS.ErrnoException).code;
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
