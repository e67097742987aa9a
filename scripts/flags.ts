/**
 * The `--name value` flags of the scripts (soak, sweep-bbp): every flag takes a value; integers are checked
 * against their range where they are read. `usage` reports a bad command line and does not return.
 */
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
