/** Runs the CLI in-process with captured streams. */
import { run } from '../../src/cli/main.js';

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function cli(args: readonly string[], stdin = '', env: Record<string, string> = {}): CliResult {
  let stdout = '';
  let stderr = '';
  const code = run(args, {
    stdout: { write: (s: string | Uint8Array) => (stdout += typeof s === 'string' ? s : new TextDecoder().decode(s)), isTTY: false },
    stderr: { write: (s: string) => (stderr += s), isTTY: false },
    readStdin: () => new TextEncoder().encode(stdin),
    env,
  });
  return { code, stdout, stderr };
}
