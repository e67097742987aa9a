/**
 * Collects the diagnostics of one parse, so that a file with many mistakes is reported in one go (a user fixing a
 * TRF by hand wants all problems at once, not one per run) while a garbage input cannot produce an unbounded list.
 */
import { TrfParseError, formatDiagnostic, type Diagnostic } from '../errors.js';

/** Beyond this many problems the rest of the file is not worth reporting: it is probably not a TRF at all. */
export const MAX_DIAGNOSTICS = 100;

export class Problems {
  private readonly list: Diagnostic[] = [];
  private truncated = false;

  constructor(readonly file: string) {}

  /** Records a problem at a 1-based line and column. */
  add(line: number, column: number, message: string, found?: string, expected?: string): void {
    if (this.list.length >= MAX_DIAGNOSTICS) {
      this.truncated = true;
      return;
    }

    const d: Diagnostic = {
      position: { file: this.file, line, column },
      message,
      ...(found === undefined ? {} : { found }),
      ...(expected === undefined ? {} : { expected }),
    };
    this.list.push(d);
  }

  get count(): number {
    return this.list.length;
  }

  /** True once the cap is reached; the parser stops early then. */
  get full(): boolean {
    return this.list.length >= MAX_DIAGNOSTICS;
  }

  /** Notes that reading stopped at the cap with input left, so the report says it is incomplete. */
  stopEarly(): void {
    this.truncated = true;
  }

  /** Throws a TrfParseError with every collected diagnostic, if there is any. */
  throwIfAny(): void {
    if (this.list.length === 0) return;
    const diagnostics = this.truncated
      ? [
          ...this.list,
          { position: null, message: `stopped reading ${this.file} after ${MAX_DIAGNOSTICS} problems` },
        ]
      : this.list;
    throw new TrfParseError(diagnostics, summarize(this.file, diagnostics));
  }
}

/** One-line summary used as the error message: the first problem, and how many more there are. */
export function summarize(file: string, diagnostics: readonly Diagnostic[]): string | undefined {
  if (diagnostics.length <= 1) return undefined;
  const first = diagnostics[0];
  return first === undefined ? undefined : `${file}: ${diagnostics.length} problems; first: ${formatDiagnostic(first)}`;
}

/**
 * Reports problems of one line. Columns past the end of the line (a missing field) are clamped to just after
 * its last character, so every position points into the input.
 */
export class LineReport {
  private reported = false;

  constructor(
    private readonly problems: Problems,
    readonly line: number,
    readonly text: string,
  ) {}

  add(column: number, message: string, found?: string, expected?: string): void {
    this.reported = true;
    this.problems.add(this.line, Math.max(1, Math.min(column, this.text.length + 1)), message, found, expected);
  }

  /** Whether anything was reported for this line. */
  get failed(): boolean {
    return this.reported;
  }
}
