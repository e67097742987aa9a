/**
 * What the parts of the bbpPairings command line share: the failure they report (one line in bbpPairings's
 * wording, and its exit code), how an output name is resolved, and writing an output.
 */
import { dirname, join } from 'node:path';
import { ExitCode, FileAccessError, formatDiagnostic, type SwisspairError } from '../../errors.js';
import { VERSION } from '../../version.js';
import { writeOutput, type Streams } from '../io.js';

/** A failure of the drop-in: the one line bbpPairings would print for it, and its exit code. */
export class BbpFailure extends Error {
  constructor(
    readonly line: string,
    readonly exitCode: number,
  ) {
    super(line);
  }
}

/** An error's diagnostics on one line (file:line:column each). */
export const messages = (error: SwisspairError): string =>
  error.diagnostics.length === 0 ? error.message : error.diagnostics.map(formatDiagnostic).join('; ');

/**
 * bbpPairings resolves an output (or check-list) name without a directory against the input's directory:
 * `--dutch dir/in.trf -p out.pairs` writes dir/out.pairs. Kept, since callers rely on it.
 */
export function relativeTo(path: string, base: string): string {
  return /[\\/]/.test(path) || path === '-' ? path : join(dirname(base), path);
}

/** Writes an output (atomically, as every swisspair output), or fails as bbpPairings does (exit 5). */
export function writeOrFail(path: string, data: string | Uint8Array, streams: Streams): void {
  try {
    writeOutput(path, data, streams);
  } catch (error) {
    if (error instanceof FileAccessError) throw new BbpFailure(`The output file (${path}) could not be opened.`, ExitCode.FileAccess);
    throw error;
  }
}

export function programInfo(): string {
  return `swisspair ${VERSION} (bbpPairings command line)`;
}
