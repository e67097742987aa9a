/**
 * Typed errors of the library. The library never prints and never exits: it throws one of these, and the CLI
 * renders it (one line per problem) and maps it to an exit code.
 *
 * Exit codes follow bbpPairings so that scripts written for it keep working:
 *   0 success, 1 no valid pairing exists, 2 unexpected internal error, 3 invalid input or arguments,
 *   4 size limit exceeded, 5 file cannot be read or written.
 */
export const ExitCode = {
  Success: 0,
  NoValidPairing: 1,
  InternalError: 2,
  InvalidInput: 3,
  SizeLimit: 4,
  FileAccess: 5,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** Where in an input a problem was found. Lines and columns are 1-based. */
export interface SourcePosition {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

/** One problem found in an input, with enough context for a person to fix it. */
export interface Diagnostic {
  readonly position: SourcePosition | null;
  readonly message: string;
  /** What was found at the position (verbatim, possibly shortened), when that helps. */
  readonly found?: string;
  /** What was expected instead, in words. */
  readonly expected?: string;
}

export function formatPosition(position: SourcePosition | null): string {
  return position === null ? '' : `${position.file}:${position.line}:${position.column}`;
}

/** Renders a diagnostic as the single line the CLI prints. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = formatPosition(d.position);
  let text = where === '' ? d.message : `${where}: ${d.message}`;
  if (d.found !== undefined) text += `; found ${JSON.stringify(d.found)}`;
  if (d.expected !== undefined) text += `; expected ${d.expected}`;
  return text;
}

export abstract class SwisspairError extends Error {
  abstract readonly exitCode: ExitCode;
  /** The individual problems; at least one. */
  readonly diagnostics: readonly Diagnostic[];

  constructor(diagnostics: readonly Diagnostic[], summary?: string) {
    const first = diagnostics[0];
    super(summary ?? (first === undefined ? 'error' : formatDiagnostic(first)));
    this.name = new.target.name;
    this.diagnostics = diagnostics;
  }
}

/** The input (a TRF file, a configuration, a command-line argument) is malformed or inconsistent. Exit 3. */
export class InputError extends SwisspairError {
  readonly exitCode = ExitCode.InvalidInput;
}

/** A TRF file could not be parsed: wrong column, unknown code, bad number, invalid bytes. */
export class TrfParseError extends InputError {}

/** A TRF file parsed, but its records contradict each other (the two sides of a game, unknown opponents, ...). */
export class TrfConsistencyError extends InputError {}

/** A command-line argument or option value is invalid. */
export class ArgumentError extends InputError {
  constructor(message: string) {
    super([{ position: null, message }]);
  }
}

/** The rules allow no pairing of the round (for example, everybody has met everybody). Exit 1. */
export class NoValidPairingError extends SwisspairError {
  readonly exitCode = ExitCode.NoValidPairing;
  constructor(message: string) {
    super([{ position: null, message }]);
  }
}

/** The input exceeds what swisspair supports (file size, lines, players, rounds, points). Exit 4. */
export class SizeLimitError extends SwisspairError {
  readonly exitCode = ExitCode.SizeLimit;
  constructor(message: string, position: SourcePosition | null = null, expected?: string) {
    super([{ position, message, ...(expected === undefined ? {} : { expected }) }]);
  }
}

/** A file could not be read or written. Exit 5. */
export class FileAccessError extends SwisspairError {
  readonly exitCode = ExitCode.FileAccess;
  constructor(file: string, reason: string) {
    super([{ position: null, message: `${file}: ${reason}` }]);
  }
}

/** A broken invariant inside swisspair: a bug, never the user's fault. Exit 2. */
export class InternalError extends SwisspairError {
  readonly exitCode = ExitCode.InternalError;
  constructor(message: string) {
    super([{ position: null, message }]);
  }
}

/** Throws InternalError when an invariant does not hold. */
export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new InternalError(message);
}
