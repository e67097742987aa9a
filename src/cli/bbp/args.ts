/**
 * The bbpPairings command line, as its README states the syntax (no other grammar is accepted):
 *
 *   PROGRAM [-r]
 *   PROGRAM [-r] SYSTEM input-file -c [-l [check-list-file]]
 *   PROGRAM [-r] SYSTEM input-file -p [output-file] [-l [check-list-file]]
 *   PROGRAM [-r] SYSTEM (model-file -g | -g [config-file]) -o trf_file [-s random_seed] [-l [check-list-file]]
 *
 * SYSTEM is --dutch or --burstein there; swisspair takes the flag of every system that has one (BbpSupport.flag:
 * --dutch, --dubov). Anything else is a usage error (exit 3). O(arguments).
 */
import { SYSTEMS as PAIRING_SYSTEMS } from '../../systems/index.js';

/** The system a flag names: a system's id ('dutch'), or the word of a bbpPairings flag no system has ('burstein'). */
export type BbpSystem = string;

/** `-l [file]`: null path = the default name (the input's, with the extension .list). */
export interface Checklist {
  readonly path: string | null;
}

export type BbpRequest =
  | { readonly kind: 'info' }
  | { readonly kind: 'check'; readonly info: boolean; readonly system: BbpSystem; readonly input: string; readonly checklist: Checklist | null }
  | {
      readonly kind: 'pair';
      readonly info: boolean;
      readonly system: BbpSystem;
      readonly input: string;
      /** null: standard output. */
      readonly output: string | null;
      readonly checklist: Checklist | null;
    }
  | {
      readonly kind: 'generate';
      readonly info: boolean;
      readonly system: BbpSystem;
      readonly model: string | null;
      readonly config: string | null;
      readonly output: string;
      readonly seed: string | null;
      readonly checklist: Checklist | null;
    };

/** bbpPairings's own system flags: one that no system of swisspair takes is still its syntax (and refused by name). */
const BBP_FLAGS = ['--dutch', '--burstein'];

const FLAGS: readonly string[] = [...PAIRING_SYSTEMS.flatMap((s) => (s.bbp === undefined ? [] : [s.bbp.flag])), ...BBP_FLAGS];
const SYSTEMS: Readonly<Record<string, BbpSystem>> = Object.fromEntries(
  [...FLAGS].reverse().map((flag) => [flag, PAIRING_SYSTEMS.find((s) => s.bbp?.flag === flag)?.id ?? flag.slice(2)]),
);

/** Whether argv is meant for the drop-in: it starts with a system flag, or with -r. */
export function isBbpCommandLine(argv: readonly string[]): boolean {
  const first = argv[0] === '-r' ? argv[1] : argv[0];
  return argv[0] === '-r' || (first !== undefined && first in SYSTEMS);
}

/** The request, or null when argv follows none of the forms (the caller prints the syntax). */
export function parseBbpArgs(argv: readonly string[]): BbpRequest | null {
  const info = argv[0] === '-r';
  const rest = info ? argv.slice(1) : argv;
  if (rest.length === 0) return info ? { kind: 'info' } : null;
  const system = SYSTEMS[rest[0]!];
  if (system === undefined) return null;
  const t = rest.slice(1);
  let i = 0;
  const checklistAt = (): Checklist | null | undefined => {
    // undefined: tokens left over that are not a check-list option.
    if (i === t.length) return null;
    if (t[i] !== '-l') return undefined;
    if (i + 1 === t.length) return { path: null };
    return i + 2 === t.length ? { path: t[i + 1]! } : undefined;
  };
  const generate = (model: string | null): BbpRequest | null => {
    // After "-g": [config-file] -o trf_file [-s random_seed]
    let config: string | null = null;
    if (model === null && t[i] !== undefined && t[i] !== '-o') config = t[i++]!;
    if (t[i] !== '-o' || t[i + 1] === undefined) return null;
    const output = t[i + 1]!;
    i += 2;
    let seed: string | null = null;
    if (t[i] === '-s' && t[i + 1] !== undefined) {
      seed = t[i + 1]!;
      i += 2;
    }
    const checklist = checklistAt();
    return checklist === undefined ? null : { kind: 'generate', info, system, model, config, output, seed, checklist };
  };
  if (t[0] === '-g') {
    i = 1;
    return generate(null);
  }
  const input = t[0];
  if (input === undefined) return null;
  switch (t[1]) {
    case '-c': {
      i = 2;
      const checklist = checklistAt();
      return checklist === undefined ? null : { kind: 'check', info, system, input, checklist };
    }
    case '-p': {
      i = 2;
      let output: string | null = null;
      if (t[i] !== undefined && t[i] !== '-l') output = t[i++]!;
      const checklist = checklistAt();
      return checklist === undefined ? null : { kind: 'pair', info, system, input, output, checklist };
    }
    case '-g':
      i = 2;
      return generate(input);
    default:
      return null;
  }
}

/** The syntax, as printed on a usage error. */
export function usage(program: string): string {
  const systems = `(${[...new Set(FLAGS)].join(' | ')})`;
  const list = '[-l [check-list-file]]';
  return [
    'Command line argument syntax (the bbpPairings command line; see `swisspair --help` for the swisspair commands):',
    `${program} [-r]`,
    `${program} [-r] ${systems} input-file -c ${list}`,
    `${program} [-r] ${systems} input-file -p [output-file] ${list}`,
    `${program} [-r] ${systems} (model-file -g | -g [config-file]) -o trf_file [-s random_seed] ${list}`,
    '',
  ].join('\n');
}
