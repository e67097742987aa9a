/**
 * Reads a tie-break list in TRF-2026 notation (`BH/C1, SB, DE` or `PTS BH/M1 ARO/U1400`): entries separated by
 * commas and/or blanks, each `NAME[/modifier...]`. An unknown name or a modifier the tie-break does not take is
 * an error at its column, never skipped. O(length).
 */
import { InputError, type SourcePosition } from '../errors.js';
import type { TiebreakName, TiebreakSpec } from './types.js';

/** A tie-break list that cannot be read. Exit 3, with the column of the bad entry. */
export class TiebreakListError extends InputError {}

const NAMES: ReadonlySet<string> = new Set<TiebreakName>([
  'PTS', 'STD', 'WIN', 'WON', 'BPG', 'BWG', 'REP', 'PS', 'BH', 'FB', 'AOB', 'SB', 'KS', 'DE', 'ARO', 'TPR', 'PTP',
  'APRO', 'APPO', 'RTNG', 'TPN',
]);
/** Which modifiers each tie-break takes (C.07 2024 art. 14.x; `/P` art. 16; `/U` art. 10). */
const CUT: ReadonlySet<string> = new Set(['BH', 'FB', 'SB', 'ARO', 'TPR', 'PTP', 'AOB']);
const CUT_LOW_ONLY: ReadonlySet<string> = new Set(['PS']);
const AS_PLAYED: ReadonlySet<string> = new Set(['BH', 'FB', 'SB', 'AOB', 'KS', 'DE']);
const UNRATED: ReadonlySet<string> = new Set(['ARO', 'TPR', 'PTP', 'APRO', 'APPO', 'RTNG']);

const KNOWN_LIST = [...NAMES, 'GE'].join(', ');

export interface ListPlace {
  /** File and line of a `202`/`212` record; absent for a command-line option. */
  readonly file?: string;
  readonly line?: number;
  /** Column of the text's first character (5 for a record); 1 by default. */
  readonly column?: number;
  /** How the list is named in messages, e.g. `--tiebreaks` or `record 202`. */
  readonly what?: string;
}

function fail(place: ListPlace, column: number, message: string, found: string, expected: string): never {
  const position: SourcePosition | null =
    place.file !== undefined && place.line !== undefined ? { file: place.file, line: place.line, column } : null;
  const where = position === null ? `${place.what ?? 'tie-break list'}, column ${column}: ` : '';
  throw new TiebreakListError([{ position, message: where + message, found, expected }]);
}

function spec(entry: string, column: number, place: ListPlace): TiebreakSpec {
  const parts = entry.split('/');
  const written = parts[0]!.toUpperCase();
  const name = written === 'GE' ? 'REP' : written; // C.07 2026 renames GE (2024 art. 7.5) to REP
  if (!NAMES.has(name)) fail(place, column, `unknown tie-break "${parts[0]}"`, entry, `one of ${KNOWN_LIST}`);
  let cutLow = 0;
  let cutHigh = 0;
  let asPlayed = false;
  let unratedRating: number | null = null;
  let at = column + parts[0]!.length + 1;
  for (const modifier of parts.slice(1)) {
    const m = /^([CMPU])(\d*)$/i.exec(modifier);
    const kind = m?.[1]?.toUpperCase();
    const digits = m?.[2] ?? '';
    const n = Number(digits);
    const takes =
      kind === 'C' ? CUT.has(name) || CUT_LOW_ONLY.has(name) : kind === 'M' ? CUT.has(name) : kind === 'P' ? AS_PLAYED.has(name) : kind === 'U' ? UNRATED.has(name) : false;
    const shape = kind === 'P' ? digits === '' : digits !== '' && digits.length <= 4 && (kind === 'U' || n >= 1);
    if (m === null || !takes || !shape) {
      fail(place, at, `invalid modifier "/${modifier}" for ${name}`, entry, modifiersOf(name));
    }
    if (kind === 'C') cutLow += n;
    else if (kind === 'M') {
      cutLow += n;
      cutHigh += n;
    } else if (kind === 'P') asPlayed = true;
    else unratedRating = n;
    at += modifier.length + 1;
  }
  return { code: entry, name: name as TiebreakName, cutLow, cutHigh, asPlayed, unratedRating };
}

function modifiersOf(name: string): string {
  const list: string[] = [];
  if (CUT.has(name) || CUT_LOW_ONLY.has(name)) list.push('/Cn (n >= 1)');
  if (CUT.has(name)) list.push('/Mn');
  if (AS_PLAYED.has(name)) list.push('/P');
  if (UNRATED.has(name)) list.push('/Un (a rating)');
  return list.length === 0 ? `no modifier (${name} takes none)` : list.join(', ');
}

/** Parses a list; throws TiebreakListError at the first bad entry. An empty text is an empty list. */
export function parseTiebreakList(text: string, place: ListPlace = {}): TiebreakSpec[] {
  const first = place.column ?? 1;
  const specs: TiebreakSpec[] = [];
  const re = /[^\s,]+/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) specs.push(spec(m[0], first + m.index, place));
  return specs;
}
