/**
 * The rules edition as every command shows it: one line of text for the header ("Dutch 2026 rules (start date
 * 2026-03-21)") and one JSON object (`{ system, edition, source }`), so that a reader of any output knows which
 * text paired it and why that one (option > 192 code > 092 code > 042 start date > in force; shared/edition.ts).
 */
import type { AccelerationInUse } from '../model/acceleration.js';
import type { Tournament } from '../model/types.js';
import { EDITIONS_2026_FROM, type EditionChoice, type SystemName } from '../systems/index.js';

const SYSTEM_NAME: Readonly<Record<SystemName, string>> = { dutch: 'Dutch', dubov: 'Dubov' };

export interface EditionJson {
  readonly system: SystemName;
  readonly edition: string;
  readonly source: EditionChoice['source'];
}

export function editionJson(choice: EditionChoice): EditionJson {
  return { system: choice.system, edition: choice.edition, source: choice.source };
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

/** "Dutch 2017 rules (start date 2015-01-01)". */
export function editionText(choice: EditionChoice, t: Tournament): string {
  return `${SYSTEM_NAME[choice.system]} ${choice.edition} rules (${reason(choice, t)})`;
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
