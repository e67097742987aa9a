/**
 * Players entering a tournament: the 001 line of a player, the initial order of C.04.2 (rating, then title, then
 * name), and a new tournament's document built from a player list and the event's settings. Late entries to a
 * running tournament are an edit (edit.ts `addPlayer`).
 */
import type { HeaderRecord, PlayerRecord, PointSystemRecord, RoundBlock, Tenths, TrfDocument, TrfRecord } from './types.js';

/** What a player list gives of a player (the 001 columns 10-79). */
export interface PlayerEntry {
  readonly name: string;
  /** 0 when unrated. */
  readonly rating: number;
  readonly title: string;
  readonly federation: string;
  readonly fideId: string;
  /** `YYYY/MM/DD` or a year, or ''. */
  readonly birthDate: string;
  /** 'm', 'w' or ''. */
  readonly sex: string;
}

/** C.04.2 B: GM > IM > WGM > FM > WIM > CM > WFM > WCM > no title. TRF-16 single letters read the same. */
const TITLES: readonly (readonly string[])[] = [['GM', 'G'], ['IM', 'I'], ['WGM', 'W'], ['FM', 'F'], ['WIM', 'M'], ['CM', 'C'], ['WFM'], ['WCM']];

function titleRank(title: string): number {
  const t = title.trim().toUpperCase();
  const i = TITLES.findIndex((names) => names.includes(t));
  return i < 0 ? TITLES.length : i;
}

/** The name as compared alphabetically: accents and case do not order names. */
const nameKey = (name: string): string => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** C.04.2 B initial order: higher rating first, then the higher title, then alphabetically. Negative when a is first. */
export function compareInitialOrder(a: PlayerEntry, b: PlayerEntry): number {
  if (a.rating !== b.rating) return b.rating - a.rating;
  const t = titleRank(a.title) - titleRank(b.title);
  if (t !== 0) return t;
  const ka = nameKey(a.name);
  const kb = nameKey(b.name);
  return ka < kb ? -1 : ka > kb ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** The 001 record of a player (formatted canonically when written). */
export function playerRecord(entry: PlayerEntry, startingRank: number, rounds: readonly RoundBlock[] = [], points: Tenths | null = 0): PlayerRecord {
  return {
    kind: 'player',
    startingRank,
    sex: entry.sex,
    title: entry.title,
    name: entry.name,
    rating: entry.rating,
    federation: entry.federation,
    fideId: entry.fideId,
    birthDate: entry.birthDate,
    points,
    rank: null,
    rounds,
  };
}

/** The tournament records `new` writes; optional ones are left out when not given. */
export interface TournamentSettings {
  readonly name: string;
  readonly city?: string;
  readonly federation?: string;
  /** `YYYY/MM/DD`. */
  readonly startDate?: string;
  readonly endDate?: string;
  readonly chiefArbiter?: string;
  readonly rounds: number;
  readonly initialColour: 'white' | 'black';
  /** Win, draw, loss in tenths (TRF-2026 `162`). */
  readonly points: { readonly win: Tenths; readonly draw: Tenths; readonly loss: Tenths };
  /** TRF-2026 `192` code, e.g. FIDE_DUTCH_2026. */
  readonly typeCode: string;
  /** TRF-2026 `202` tie-break list, e.g. `BH/C1 BH SB`; omitted when empty. */
  readonly tiebreaks?: string;
  /**
   * The players are given in pairing-number order (a round robin's numbers drawn by lot or given): numbered as
   * given, not sorted into the C.04.2 initial order; `092` then says Round-Robin.
   */
  readonly numberedAsGiven?: boolean;
}

/**
 * A new TRF-2026 document: the header records (`012`..`132`, `142`, `152`, `162`, `192`, `202`), then the players in
 * the C.04.2 initial order, numbered from 1, with 0.0 points and no round yet. O(n log n).
 */
export function newTournament(settings: TournamentSettings, players: readonly PlayerEntry[]): TrfDocument {
  const header = (code: string, text: string | undefined): HeaderRecord[] =>
    text === undefined || text.trim() === '' ? [] : [{ kind: 'header', code, text: text.trim() }];
  const ordered = settings.numberedAsGiven === true ? [...players] : [...players].sort(compareInitialOrder);
  const points: PointSystemRecord = {
    kind: 'pointSystem',
    code: '162',
    values: new Map([
      ['W', settings.points.win],
      ['D', settings.points.draw],
      ['L', settings.points.loss],
    ]),
  };
  const records: TrfRecord[] = [
    ...header('012', settings.name),
    ...header('022', settings.city),
    ...header('032', settings.federation),
    ...header('042', settings.startDate),
    ...header('052', settings.endDate),
    ...header('062', String(ordered.length)),
    ...header('072', String(ordered.filter((p) => p.rating > 0).length)),
    ...header('092', settings.numberedAsGiven === true ? 'Individual: Round-Robin' : 'Individual: Swiss-System'),
    ...header('102', settings.chiefArbiter),
    { kind: 'totalRounds', code: '142', rounds: settings.rounds },
    { kind: 'initialColour', code: '152', colour: settings.initialColour, rank: false },
    points,
    ...header('192', settings.typeCode),
    ...header('202', settings.tiebreaks),
    ...ordered.map((p, i) => playerRecord(p, i + 1)),
  ];
  return { records, lineEnding: '\n', bom: false, finalNewline: true };
}

/** FIDE titles as `new` and `add-player` accept them (TRF 001 columns 11-13). */
export const FIDE_TITLES: readonly string[] = ['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM'];

/** A title for a player entry: one of FIDE_TITLES (any case) or nothing; null when it is not one. */
export function fideTitle(text: string): string | null {
  const t = text.trim().toUpperCase();
  return t === '' || FIDE_TITLES.includes(t) ? t : null;
}

/** A control character (C0, DEL, C1; TAB included): never part of a name or a title. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
