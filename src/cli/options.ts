/**
 * What every command imports from the command line's shell: the context it reports through, and the options
 * shared by several commands, each parsed by one function so that every command accepts and refuses the same
 * values with the same message (exit 3). `--round` and `--encoding` values are read in load.ts; `--system` is a
 * commander choice. main.ts imports the commands, so nothing here may import main.ts.
 */
import './systems.js'; // every pairing system registered (the team system's entry too)
import { Option } from 'commander';
import { ArgumentError, type Diagnostic } from '../errors.js';
import { EDITIONS, isEdition, SYSTEMS, systemIds, type SystemName } from '../systems/index.js';
import { parseEdition } from './edition.js';
import type { AccelerationMethod } from '../model/types.js';
import type { Streams } from './io.js';
import { TIEBREAK_RULES, type TiebreakRules } from '../standings/types.js';
import { CONTROL_CHARACTER } from '../trf/entry.js';

export interface CommandContext {
  readonly streams: Streams;
  /** Exit code the command asks for (0 unless set). */
  exitCode: number;
  warn(diagnostics: readonly Diagnostic[]): void;
}

/**
 * `--system`. A command that reads a tournament has no commander default: it must know whether the option was
 * given (given > the system the file's 192/092 names > Dutch; chooseSystem). A command that makes a tournament
 * (new, generate) has no file to read it from: `fixed` is its default.
 */
export const systemOption = (fixed?: SystemName): Option => {
  const option = new Option('--system <name>', fixed === undefined ? `pairing system (default: the one the file's 192/092 record names, else ${SYSTEMS[0]!.id})` : 'pairing system');
  return fixed === undefined ? option.choices(systemIds()) : option.choices(systemIds()).default(fixed);
};
/** `--edition`; `byDefault` says what decides without it (a command that makes a file has no 192/092 to read). */
export const editionOption = (byDefault = "the file's 192/092 record, else its start date, else the edition in force"): Option =>
  new Option('--edition <year>', `rules edition: ${SYSTEMS.map((s) => `${s.label} ${s.editions.join(' | ')}`).join(', ')} (default: ${byDefault})`);

export { parseEdition } from './edition.js';

/**
 * --edition before the file is read, when the system may come from the file: --system's editions when given,
 * else those of any system (exit 3 before any file is read); editionFor (edition.ts) checks it
 * against the file's system.
 */
export function parseAnyEdition(system: SystemName | undefined, value: string | undefined): string | undefined {
  if (value === undefined || system !== undefined) return parseEdition(system ?? SYSTEMS[0]!.id, value);
  if (SYSTEMS.some((s) => isEdition(s.id, value))) return value;
  const all = [...new Set(SYSTEMS.flatMap((s) => EDITIONS[s.id] ?? []))].sort();
  const each = SYSTEMS.map((s) => `${s.label} ${s.editions.join(', ')}`).join('; ');
  throw new ArgumentError(`--edition expects one of ${all.join(', ')} (${each}), got "${value}"`);
}


export const accelerationOption = (): Option =>
  new Option(
    '--acceleration <method>',
    "computed acceleration: baku (C.04.7 Baku acceleration; default: on when the file's 192 code ends in _BAKU; XXA / 250 points in the file take precedence)",
  );

/** Validates --acceleration: `baku` (any case), or undefined when not given. */
export function parseAcceleration(value: string | undefined): AccelerationMethod | undefined {
  if (value === undefined) return undefined;
  if (value.toLowerCase() === 'baku') return 'baku';
  throw new ArgumentError(`--acceleration expects baku (the only acceleration FIDE defines, C.04.7), got "${value}"`);
}

/**
 * The accumulator of a repeatable option. No commander default: its help would print "(default: [])"; an option
 * never given is undefined, read as none (`options.x ?? []`).
 */
export const repeatable = (value: string, previous: readonly string[] | undefined): readonly string[] => [...(previous ?? []), value];

export const encodingOption = (): Option =>
  new Option('--encoding <name>', 'input text encoding: utf-8 (default, BOM optional), latin1, windows-1252');

/** Highest rating a TRF holds (four columns). */
const MAX_RATING = 9999;

/** `--unrated-rating <n>`: an integer rating 0-9999 (Dubov's rating for unrated players), or undefined. */
export function parseUnratedRating(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[0-9]{1,4}$/.test(value) || Number(value) > MAX_RATING) {
    throw new ArgumentError(`--unrated-rating expects an integer rating 0-${MAX_RATING}, got "${value}"`);
  }
  return Number(value);
}

/** A calendar date option: `YYYY-MM-DD` (or with `/` or `.`), returned as `YYYY-MM-DD`. Exit 3 otherwise. */
export function parseIsoDate(option: string, value: string): string {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value.trim());
  const month = Number(m?.[2]);
  const day = Number(m?.[3]);
  if (m === null || month < 1 || month > 12 || day < 1 || day > 31) throw new ArgumentError(`${option} expects a date YYYY-MM-DD, got "${value}"`);
  return `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
}

/** A player's pairing number (`--player`): an integer 1-9999. */
export function parsePlayerNumber(option: string, value: string): number {
  if (!/^\d{1,4}$/.test(value) || Number(value) < 1) throw new ArgumentError(`${option} expects a pairing number from 1 to 9999, got "${value}"`);
  return Number(value);
}

/** `-o` for the editing commands: write the edited tournament elsewhere instead of over FILE. */
export const editOutputOption = (): Option => new Option('-o, --output <file>', "write the edited tournament here instead of over FILE ('-' for standard output)");
export const tiebreaksOption = (): Option =>
  new Option(
    '--tiebreaks <list>',
    "tie-break list in TRF-2026 notation, e.g. 'BH/C1,BH,SB,DE' (points first unless PTS is in it; default: the file's 212, else 202, else points only)",
  );
export const tiebreakRulesOption = (): Option =>
  new Option(
    '--tiebreak-rules <year>',
    'tie-break regulations (C.07): 2024 | 2026 (default: the start date, 042: before 2026-03-01 the 2024 text; else the text in force)',
  );

/** Validates --tiebreak-rules. */
export function parseTiebreakRules(value: string | undefined): TiebreakRules | undefined {
  if (value === undefined) return undefined;
  if ((TIEBREAK_RULES as readonly string[]).includes(value)) return value as TiebreakRules;
  throw new ArgumentError(`--tiebreak-rules expects one of ${TIEBREAK_RULES.join(', ')}, got "${value}"`);
}

// FIDE titles and control characters: the player list reader (src/trf/playerCsv.ts, which the page uses too) needs them.
export { CONTROL_CHARACTER, FIDE_TITLES, fideTitle } from '../trf/entry.js';

/**
 * Text an option writes into the file (a name, a city, an arbiter): refused when it holds a control character
 * (issue 33 item 5: names are data; an ESC in a name would reach every terminal that prints it). Exit 3, with the
 * option, the character's position and its code.
 */
export function refuseControlCharacters(option: string, value: string): void {
  const at = value.search(CONTROL_CHARACTER);
  if (at < 0) return;
  const code = `\\x${value.charCodeAt(at).toString(16).toUpperCase().padStart(2, '0')}`;
  throw new ArgumentError(`${option}: character ${at + 1} is a control character (${code}); a name is text: remove it`);
}
