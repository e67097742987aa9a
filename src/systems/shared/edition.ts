/**
 * Rules editions. FIDE replaced the Dutch (C.04.3, 2017) and Dubov (C.04.4.1, 2018) texts on 1 February 2026;
 * tournaments that started before keep the old ones. An edition is chosen once, here, at the entry point: by the
 * caller, else by a record of the file naming it (TRF-2026 `192`, or `092` when it holds such a code, as
 * bbpPairings 6 writes), else by the start date (`042`), else the edition in force on `today`.
 */
import type { Tournament } from '../../model/types.js';
import { UNPLAYED_2017, type UnplayedRoundRules } from '../../model/unplayed.js';
import type { SystemName } from './types.js';

export type DutchEdition = '2017' | '2026';
export type DubovEdition = '2018' | '2026';
export type Edition = DutchEdition | DubovEdition;

export const EDITIONS: { readonly dutch: readonly DutchEdition[]; readonly dubov: readonly DubovEdition[] } = {
  dutch: ['2017', '2026'],
  dubov: ['2018', '2026'],
};

/** First day of the 2026 editions (Council 28/10/2025, applied from 1 February 2026). */
export const EDITIONS_2026_FROM = '2026-02-01';

export type EditionSource = 'option' | 'record 192' | 'record 092' | 'start date' | 'in force';

export interface EditionChoice {
  readonly system: SystemName;
  readonly edition: Edition;
  /** What decided it, for messages and JSON. */
  readonly source: EditionSource;
  /** Source line of the deciding record, when a record decided. */
  readonly line: number | null;
}

/** A system and edition named by an ETT26 code (`FIDE_DUTCH_2026_BAKU`, `FIDE_DUBOV`, ...); null for any other text. */
export function editionFromCode(text: string): { system: SystemName; edition: Edition | null } | null {
  const m = /^FIDE_(DUTCH|DUBOV)(?:_(\d{4}))?(?:_BAKU)?$/i.exec(text.trim());
  if (!m) return null;
  const system: SystemName = m[1]!.toUpperCase() === 'DUTCH' ? 'dutch' : 'dubov';
  const year = m[2];
  if (year === undefined) return { system, edition: null };
  const y = Number(year);
  // 2025 is the draft name of the text applied from 2026 (bbpPairings 6 writes FIDE_DUTCH_2025).
  if (y >= 2025) return { system, edition: '2026' };
  return { system, edition: system === 'dutch' ? '2017' : '2018' };
}

export function isEdition(system: SystemName, value: string): value is Edition {
  return (EDITIONS[system] as readonly string[]).includes(value);
}

const OLD: { readonly dutch: DutchEdition; readonly dubov: DubovEdition } = { dutch: '2017', dubov: '2018' };

/** The system a file's type record names by an ETT26 code (in 192, or in 092), or null. */
export function systemFromRecords(t: Tournament): SystemName | null {
  for (const r of [t.typeRecords.record192, t.typeRecords.record092]) {
    if (r !== null) {
      const code = editionFromCode(r.text);
      if (code !== null) return code.system;
    }
  }
  return null;
}

export type SystemSource = 'option' | 'record 192' | 'record 092' | 'default';

/** A record naming a system: which record, its text as written and its line. */
export interface SystemNaming {
  readonly system: SystemName;
  readonly source: 'record 192' | 'record 092';
  readonly text: string;
  readonly line: number | null;
}

export interface SystemChoice {
  readonly system: SystemName;
  /** What decided it, for messages and JSON. */
  readonly source: SystemSource;
  /** The record that named a system: the deciding one, or the one the option overrode. */
  readonly record: SystemNaming | null;
}

/**
 * The system the file names: an ETT26 code in 192, else in 092 a code or, as free text (TRF-16 "type of
 * tournament"), the word Dutch or Dubov alone (JaVaFo writes "Individual Swiss Dutch 2017 rules", CPPDubovSystem
 * "Individual FIDE Dubov"); null when no record names one of the two.
 */
export function systemNamed(t: Tournament): SystemNaming | null {
  const { record192, record092 } = t.typeRecords;
  if (record192 !== null) {
    const code = editionFromCode(record192.text);
    if (code !== null) return { system: code.system, source: 'record 192', text: record192.text, line: record192.line };
  }
  if (record092 === null) return null;
  const code = editionFromCode(record092.text);
  const dutch = /dutch/i.test(record092.text);
  const dubov = /dubov/i.test(record092.text);
  const system: SystemName | null = code !== null ? code.system : dutch === dubov ? null : dutch ? 'dutch' : 'dubov';
  return system === null ? null : { system, source: 'record 092', text: record092.text, line: record092.line };
}

/** The system to pair by: the caller's (`--system`), else the one the file names, else Dutch. */
export function chooseSystem(t: Tournament, explicit?: SystemName): SystemChoice {
  const named = systemNamed(t);
  if (explicit !== undefined) return { system: explicit, source: 'option', record: named };
  if (named !== null) return { system: named.system, source: named.source, record: named };
  return { system: 'dutch', source: 'default', record: null };
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
  const records: [EditionSource, typeof t.typeRecords.record192][] = [
    ['record 192', t.typeRecords.record192],
    ['record 092', t.typeRecords.record092],
  ];
  for (const [source, r] of records) {
    if (r === null) continue;
    const code = editionFromCode(r.text);
    if (code !== null && code.system === system && code.edition !== null) {
      return { system, edition: code.edition, source, line: r.line };
    }
  }
  if (t.startDate !== null) {
    const edition = t.startDate < EDITIONS_2026_FROM ? OLD[system] : '2026';
    return { system, edition, source: 'start date', line: null };
  }
  return { system, edition: today < EDITIONS_2026_FROM ? OLD[system] : '2026', source: 'in force', line: null };
}

export function isoToday(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The ETT26 code written in `192` for an edition. */
export function editionCode(system: SystemName, edition: Edition): string {
  return `FIDE_${system.toUpperCase()}_${edition}`;
}

/**
 * C.04.1 (2026) art. 4 / Dutch 2026 C2: a player "who has already received a pairing-allocated bye, or has
 * already scored in one single round without playing as many points as rewarded for a win" gets no PAB: a
 * forfeit win and, new in 2026, a full-point bye bar it; a half-point bye does not.
 */
function barsPab2026(o: Parameters<UnplayedRoundRules['barsPab']>[0], points: number, system: { readonly win: number }): boolean {
  return o.kind === 'pab' || (o.kind !== 'pending' && o.kind !== 'none' && points >= system.win && system.win > 0);
}

/**
 * Dutch 2026 1.4.3-1.4.4: a downfloat goes to a player who receives a PAB, or who scores without playing more
 * points than a loss (forfeit win, full or half-point bye); nobody else floats without a game (a forfeit loss,
 * a zero-point bye or an absence gives no float, unlike 2017 A.4.b).
 */
export const UNPLAYED_DUTCH_2026: UnplayedRoundRules = {
  floatOf: (o, points, system) => (o.kind === 'pab' || (o.kind !== 'pending' && points > system.loss) ? 'down' : null),
  barsPab: barsPab2026,
};

/** Dubov 2026: no floats are read from unplayed rounds (upfloats are played games); the PAB bar is C.04.1 (2026). */
export const UNPLAYED_DUBOV_2026: UnplayedRoundRules = {
  floatOf: () => null,
  barsPab: barsPab2026,
};

/** The unplayed-round reading an edition asks the model for. */
export function unplayedRules(system: SystemName, edition: Edition): UnplayedRoundRules {
  if (edition !== '2026') return UNPLAYED_2017;
  return system === 'dutch' ? UNPLAYED_DUTCH_2026 : UNPLAYED_DUBOV_2026;
}

/** The edition in force on `today` (ISO date): the old one before 1 February 2026, the 2026 one from then on. */
export function editionInForce(system: SystemName, today: string = isoToday()): Edition {
  return today < EDITIONS_2026_FROM ? OLD[system] : '2026';
}
