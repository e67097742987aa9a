/**
 * What every view of a printed event reads: the tournament model, the records only the file holds (sex, birth
 * date, round dates), and each player's running score. Built once per print. O(players x rounds).
 */
import { buildTournament } from '../model/tournament.js';
import { pointsOf } from '../model/points.js';
import type { PlayerId, PlayerInfo, Tournament } from '../model/types.js';
import { blockColumn } from '../trf/player.js';
import type { PlayerRecord, TrfDocument } from '../trf/types.js';

export interface PrintEvent {
  readonly document: TrfDocument;
  readonly tournament: Tournament;
  /** The page head's event name: the caller's title, else the file's 012, else the file name. */
  readonly title: string;
  readonly byId: ReadonlyMap<PlayerId, PlayerInfo>;
  /** The file's 001 record of each player (sex, birth date). */
  readonly records: ReadonlyMap<PlayerId, PlayerRecord>;
  /** running[i][r] = points (tenths) of players[i] after round r (r = 0: before round 1). */
  readonly running: readonly (readonly number[])[];
  readonly indexOf: ReadonlyMap<PlayerId, number>;
  /** Round r's date (132) as written, by round; the event's dates (042 - 052) otherwise. */
  readonly roundDates: ReadonlyMap<number, string>;
  readonly eventDates: string;
}

export function printEvent(document: TrfDocument, title?: string, tournament?: Tournament): PrintEvent {
  const t = tournament ?? buildTournament(document);
  const records = new Map<PlayerId, PlayerRecord>();
  const headers = new Map<string, string>();
  for (const r of document.records) {
    if (r.kind === 'player') records.set(r.startingRank as PlayerId, r);
    else if (r.kind === 'header') headers.set(r.code, r.text);
  }
  const indexOf = new Map<PlayerId, number>();
  t.players.forEach((p, i) => indexOf.set(p.id, i));
  const rounds = Math.max(t.roundsInFile, 0);
  const running = t.players.map((p) => {
    const adjust = t.adjustments?.get(p.id) ?? [];
    const sums = [0];
    for (let r = 1; r <= rounds; r++) {
      const outcome = p.rounds[r - 1] ?? { kind: 'none' as const };
      sums.push(sums[r - 1]! + pointsOf(outcome, t.pointSystem) + (adjust[r - 1] ?? 0));
    }
    return sums;
  });
  const start = (headers.get('042') ?? '').trim();
  const end = (headers.get('052') ?? '').trim();
  return {
    document,
    tournament: t,
    title: title ?? (t.name || t.fileName),
    byId: new Map(t.players.map((p) => [p.id, p])),
    records,
    running,
    indexOf,
    roundDates: roundDatesOf(headers.get('132') ?? ''),
    eventDates: start === '' ? end : end === '' || end === start ? start : `${start} – ${end}`,
  };
}

/** `132`: YY/MM/DD at each round's block (round 1 at columns 92-99; the text starts at column 5). */
function roundDatesOf(text: string): Map<number, string> {
  const dates = new Map<number, string>();
  for (let r = 1; ; r++) {
    const start = blockColumn(r) - 5;
    if (start >= text.length) break;
    const date = text.slice(start, start + 8).trim();
    if (/^\d{2}\/\d{2}\/\d{2}$/.test(date)) dates.set(r, `20${date}`);
  }
  return dates;
}

export function dateOf(event: PrintEvent, round: number): string {
  return event.roundDates.get(round) ?? event.eventDates;
}

/** Points (tenths) of a player after round r. */
export function scoreAfter(event: PrintEvent, id: PlayerId, round: number): number {
  const sums = event.running[event.indexOf.get(id)!]!;
  return sums[Math.min(round, sums.length - 1)]!;
}
