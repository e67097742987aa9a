/**
 * Rules editions. FIDE replaced the Dutch (C.04.3, 2017) and Dubov (C.04.4.1, 2018) texts on 1 February 2026;
 * tournaments that started before keep the old ones. An edition is chosen once, at the entry point
 * (src/systems/choose.ts): by the caller, else by a record of the file naming it (TRF-2026 `192`, or `092` when it
 * holds such a code, as bbpPairings 6 writes), else by the start date (`042`), else the edition in force on `today`.
 * Here: the types of that choice, and what the two individual Swiss systems share in it.
 */
import { UNPLAYED_2017, type UnplayedRoundRules } from '../../model/unplayed.js';
import type { SystemName } from './types.js';

export type DutchEdition = '2017' | '2026';
export type DubovEdition = '2018' | '2026';
/** An edition or variant of a system, as `--edition` names it ('2017', '2026', ...): one of its `editions`. */
export type Edition = string;

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

/**
 * The edition an ETT26 code of the individual Swiss systems names (`FIDE_DUTCH_2026_BAKU`, `FIDE_DUBOV`, ...), as
 * each of them reads its own codes: undefined for a code that is not `FIDE_<word>[_YEAR][_BAKU]`, edition null
 * when it names no year. 2025 is the draft name of the text applied from 2026 (bbpPairings 6 writes
 * FIDE_DUTCH_2025); a year before it names the edition before 2026 (`older`).
 */
export function readSwissCode(word: string, older: string, text: string): { edition: string | null } | undefined {
  const m = /^FIDE_([A-Z]+)(?:_(\d{4}))?(?:_BAKU)?$/i.exec(text.trim());
  if (!m || m[1]!.toUpperCase() !== word) return undefined;
  const year = m[2];
  if (year === undefined) return { edition: null };
  return { edition: Number(year) >= 2025 ? '2026' : older };
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

export function isoToday(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The edition before 2026 or the 2026 one, by the date (ISO) of the change (C.04.3, C.04.4.1). */
export const byDate =
  (older: string) =>
  (date: string): string =>
    date < EDITIONS_2026_FROM ? older : '2026';

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

/** The unplayed-round reading an edition of the Dutch or the Dubov system asks the model for. */
export function unplayedRules(system: SystemName, edition: Edition): UnplayedRoundRules {
  if (edition !== '2026') return UNPLAYED_2017;
  return system === 'dutch' ? UNPLAYED_DUTCH_2026 : UNPLAYED_DUBOV_2026;
}
