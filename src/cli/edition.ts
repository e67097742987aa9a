/**
 * The rules as every command shows them: one line of text for the header ("Dutch 2026 rules (start date
 * 2026-03-21)") and one JSON object (`{ system, systemSource, edition, source }`), so that a reader of any output
 * knows which text paired it and why that one: the system (--system > the file's 192/092 > Dutch), the edition
 * (option > 192 code > 092 code > 042 start date > in force; shared/edition.ts).
 */
import { ArgumentError, type Diagnostic } from '../errors.js';
import type { AccelerationInUse } from '../model/acceleration.js';
import type { Tournament } from '../model/types.js';
import { contradictedRecord, EDITIONS, EDITIONS_2026_FROM, isEdition, SYSTEMS, systemById, type Edition, type EditionChoice, type SystemChoice, type SystemName, type SystemNaming } from '../systems/index.js';

/** A system's name in text ('Dutch'). */
export const systemLabel = (id: SystemName): string => systemById(id).label;

export interface EditionJson {
  readonly system: SystemName;
  /** What chose the system: `--system`, the file's 192 or 092 record, or the default (Dutch). */
  readonly systemSource: SystemChoice['source'];
  readonly edition: string;
  readonly source: EditionChoice['source'];
}

export function editionJson(choice: EditionChoice, system: SystemChoice): EditionJson {
  return { system: choice.system, systemSource: system.source, edition: choice.edition, source: choice.source };
}

/** "092 Individual FIDE Dubov, line 2". */
function recordText(r: SystemNaming): string {
  return `${r.source.slice(-3)} ${r.text}${r.line === null ? '' : `, line ${r.line}`}`;
}

/**
 * The warning when --system contradicts the system the file names, at the record's text (column 5): the option
 * is used, but an arbiter who gave it by habit should see that the file says otherwise.
 */
export function systemWarning(choice: SystemChoice, file: string): Diagnostic | null {
  const r = contradictedRecord(choice);
  if (r === null) return null;
  return {
    position: r.line === null ? null : { file, line: r.line, column: 5 },
    message: `the file names the ${systemLabel(r.system)} system (${r.source.slice(-3)} ${r.text}); paired by ${systemLabel(choice.system)}, as --system ${choice.system} asks`,
  };
}

/** Validates --edition for the system (here, not in options.ts: check's worker threads load this without commander). */
export function parseEdition(system: SystemName, value: string | undefined): Edition | undefined {
  if (value === undefined) return undefined;
  if (isEdition(system, value)) return value;
  throw new ArgumentError(`--edition for ${system} expects one of ${(EDITIONS[system] ?? []).join(', ')}, got "${value}"`);
}

/** --edition for the system chosen from the file: an edition of another system says which record chose it. */
export function editionFor(choice: SystemChoice, value: string | undefined): Edition | undefined {
  if (value === undefined || isEdition(choice.system, value) || choice.source === 'option' || choice.record === null) return parseEdition(choice.system, value);
  const r = choice.record;
  // The system that has this edition (parseAnyEdition let through only an edition of some system).
  const other = SYSTEMS.find((s) => s.id !== choice.system && s.editions.includes(value))?.id ?? '?';
  throw new ArgumentError(
    `--edition ${value} is not an edition of ${choice.system} (${(EDITIONS[choice.system] ?? []).join(', ')}), the system the file names (${recordText(r)}); give --system ${other} to pair it by ${other}`,
  );
}

/** Why this edition: the deciding record as written (with its line), the start date, or the date of the change. */
function reason(choice: EditionChoice, t: Tournament): string {
  const at = choice.line === null ? '' : `, line ${choice.line}`;
  switch (choice.source) {
    case 'option':
      return '--edition';
    case 'record 192':
      return `192 ${t.typeRecords.record192?.text ?? ''}${at}`;
    case 'record 092':
      return `092 ${t.typeRecords.record092?.text ?? ''}${at}`;
    case 'start date':
      return `start date ${t.startDate ?? ''}`;
    case 'in force':
      // No date of today in the text: the same file gives the same output every day (after the change).
      return choice.edition === '2026' ? `no start date: the rules in force since ${EDITIONS_2026_FROM}` : 'no start date: the rules in force';
  }
}

/**
 * "Dutch 2017 rules (start date 2015-01-01)"; when the option or the file made it other than the default, and
 * not the record that chose the edition, what chose the system too: "Dubov 2018 rules (system: 092 Individual
 * FIDE Dubov, line 2; edition: start date 2019-05-01)". A file naming Dutch changes nothing: said in JSON only, so
 * that the line of every Dutch file does not grow.
 */
export function editionText(choice: EditionChoice, t: Tournament, system: SystemChoice): string {
  const edition = reason(choice, t);
  const sameRecord = system.source !== 'option' && system.source === choice.source;
  const asDefault = system.source !== 'option' && system.system === SYSTEMS[0]!.id;
  const named = asDefault || sameRecord ? null : system.source === 'option' ? '--system' : recordText(system.record!);
  const why = named === null ? edition : `system: ${named}; edition: ${edition}`;
  return `${systemLabel(choice.system)} ${choice.edition} rules (${why})`;
}

/**
 * The acceleration a round is paired with, for headers: "Baku acceleration, round 2 of 5", "Baku acceleration
 * over (rounds 1-5)", or the file's own points; null when none.
 */
export function accelerationText(a: AccelerationInUse | null, round: number): string | null {
  if (a === null) return null;
  if (a.kind === 'explicit' || a.acceleratedRounds === null) return 'acceleration points from the file (XXA / 250)';
  const n = a.acceleratedRounds;
  return round <= n ? `Baku acceleration, round ${round} of ${n}` : `Baku acceleration over (rounds 1-${n} were accelerated)`;
}

export interface AccelerationJson {
  readonly method: 'baku' | 'explicit';
  /** What asked for Baku: the option or the type record; null for the file's own points. */
  readonly source: 'option' | 'record 192' | 'record 092' | null;
  readonly acceleratedRounds: number | null;
  readonly lastGaPlayer: number | null;
}

export function accelerationJson(a: AccelerationInUse | null, t: Tournament): AccelerationJson | null {
  if (a === null) return null;
  const source = a.kind === 'baku' ? (t.accelerationChoice?.source ?? null) : null;
  return { method: a.kind, source, acceleratedRounds: a.acceleratedRounds, lastGaPlayer: a.lastGaPlayer };
}
