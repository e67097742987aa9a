/**
 * The `--name value` flags of the scripts (soak, sweep-bbp): every flag takes a value; integers are checked
 * against their range where they are read. `usage` reports a bad command line and does not return.
 */
import { accessSync, constants } from 'node:fs';

export interface Flag {
  readonly name: string;
  readonly value: string;
  /** The value as an integer from lo to hi, or usage() with what was expected. */
  int(lo: number, hi: number): number;
}

export function flags(argv: readonly string[], usage: (message: string) => never): Flag[] {
  const out: Flag[] = [];
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i]!;
    const value = argv[i + 1];
    if (value === undefined) usage(`${name} needs a value`);
    out.push({
      name,
      value,
      int: (lo, hi) => {
        if (!/^[0-9]+$/.test(value) || Number(value) < lo || Number(value) > hi) usage(`${name} expects an integer from ${lo} to ${hi}`);
        return Number(value);
      },
    });
  }
  return out;
}

/**
 * The path of an external engine (never part of the repository) when it is an executable file; otherwise null,
 * after saying on standard output why the script is skipped.
 */
export function engineOrSkip(script: string, path: string | undefined): string | null {
  let why: string | null = null;
  if (path === undefined) why = 'no engine path given (--bbp PATH or SWISSPAIR_BBP)';
  else {
    try {
      accessSync(path, constants.X_OK);
    } catch {
      why = `${path} is not an executable file`;
    }
  }
  if (why === null) return path!;
  process.stdout.write(`${script}: skipped: ${why}; bbpPairings is never part of the repository\n`);
  return null;
}

/** The `usage` of a script: prints what was wrong and the usage line on standard error, and exits 3. */
export function usageOf(script: string, line: string): (message: string) => never {
  return (message) => {
    process.stderr.write(`${script}: ${message}\n${line}\n`);
    process.exit(3);
  };
}
