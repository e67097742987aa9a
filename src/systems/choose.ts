/**
 * The system and its edition, chosen once, at the entry point, for every system of the registry: the caller's
 * (`--system`, `--edition`), else what the file's records name (TRF-2026 `192`, or `092` holding such a code as
 * bbpPairings 6 writes, or naming a system in its free text), else the start date (`042`), else the edition in force.
 */
import type { Tournament } from '../model/types.js';
import { EDITIONS as REGISTERED_EDITIONS, refuseUnregisteredCode, SYSTEMS, systemById } from './registry.js';
import { isoToday, type Edition, type EditionChoice, type EditionSource, type SystemChoice, type SystemNaming } from './shared/edition.js';
import type { SystemName } from './shared/types.js';

/** Each system's editions, oldest first. */
export const EDITIONS: Readonly<Record<SystemName, readonly Edition[]>> = REGISTERED_EDITIONS;

/** A system and edition named by a `192` code (`FIDE_DUTCH_2026_BAKU`, `FIDE_DUBOV`, ...); null for any other text. */
export function editionFromCode(text: string): { system: SystemName; edition: Edition | null } | null {
  for (const s of SYSTEMS) {
    const code = s.readCode(text);
    if (code !== undefined) return { system: s.id, edition: code.edition };
  }
  return null;
}

export function isEdition(system: SystemName, value: string): value is Edition {
  return (EDITIONS[system] ?? []).includes(value);
}

/** The system a file's type record names by a code (in 192, or in 092), or null. */
export function systemFromRecords(t: Tournament): SystemName | null {
  for (const r of [t.typeRecords.record192, t.typeRecords.record092]) {
    if (r !== null) {
      const code = editionFromCode(r.text);
      if (code !== null) return code.system;
    }
  }
  return null;
}

/**
 * The system the file names: a code in 192, else in 092 a code or, as free text (TRF-16 "type of tournament"),
 * the name of exactly one system (JaVaFo writes "Individual Swiss Dutch 2017 rules", CPPDubovSystem "Individual
 * FIDE Dubov"); null when no record names one.
 */
export function systemNamed(t: Tournament): SystemNaming | null {
  const { record192, record092 } = t.typeRecords;
  // A code of a system kept in an entry of its own (the team system) is refused by name, not paired by the default.
  for (const [code, r] of [['192', record192], ['092', record092]] as const) {
    if (r !== null && /^[A-Z0-9_]+$/i.test(r.text.trim()) && editionFromCode(r.text) === null) refuseUnregisteredCode(r.text, `${t.fileName}${r.line === null ? '' : `:${r.line}`}: ${code}`);
  }
  if (record192 !== null) {
    const code = editionFromCode(record192.text);
    if (code !== null) return { system: code.system, source: 'record 192', text: record192.text, line: record192.line };
  }
  if (record092 === null) return null;
  const code = editionFromCode(record092.text);
  const named = SYSTEMS.filter((s) => s.namedBy(record092.text));
  const system: SystemName | null = code !== null ? code.system : named.length === 1 ? named[0]!.id : null;
  return system === null ? null : { system, source: 'record 092', text: record092.text, line: record092.line };
}

/** The system to pair by: the caller's (`--system`), else the one the file names, else the registry's first. */
export function chooseSystem(t: Tournament, explicit?: SystemName): SystemChoice {
  const named = systemNamed(t);
  if (explicit !== undefined) return { system: explicit, source: 'option', record: named };
  if (named !== null) return { system: named.system, source: named.source, record: named };
  return { system: SYSTEMS[0]!.id, source: 'default', record: null };
}

/** The record the caller's system contradicts, or null. */
export function contradictedRecord(choice: SystemChoice): SystemNaming | null {
  return choice.source === 'option' && choice.record !== null && choice.record.system !== choice.system ? choice.record : null;
}

/**
 * Chooses the edition for `system`. `explicit` is the caller's (already validated with isEdition); a record only
 * decides when it names the same system. `today` is an ISO date (YYYY-MM-DD).
 */
export function chooseEdition(t: Tournament, system: SystemName, explicit?: Edition, today: string = isoToday()): EditionChoice {
  if (explicit !== undefined) return { system, edition: explicit, source: 'option', line: null };
  const s = systemById(system);
  const records: [EditionSource, typeof t.typeRecords.record192][] = [
    ['record 192', t.typeRecords.record192],
    ['record 092', t.typeRecords.record092],
  ];
  for (const [source, r] of records) {
    if (r === null) continue;
    const code = s.readCode(r.text);
    if (code !== undefined && code.edition !== null) return { system, edition: code.edition, source, line: r.line };
  }
  if (t.startDate !== null) return { system, edition: s.editionOn(t.startDate), source: 'start date', line: null };
  return { system, edition: s.editionOn(today), source: 'in force', line: null };
}

/** The `192` code written for an edition (`FIDE_DUTCH_2026`). */
export function editionCode(system: SystemName, edition: Edition): string {
  return systemById(system).writeCode(edition, false);
}

/** The edition in force on `today` (ISO date): the old one before 1 February 2026, the 2026 one from then on. */
export function editionInForce(system: SystemName, today: string = isoToday()): Edition {
  return systemById(system).editionOn(today);
}
