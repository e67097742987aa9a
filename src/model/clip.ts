/**
 * Input that claims more than the tournament has costs nothing (issue 18.4): `250`, `XXA`, `XXP` and `260`
 * records naming players above the highest starting rank, and `250` records naming rounds after the
 * tournament's last, are clipped to the tournament, with a warning at the field, so that time and memory follow
 * the players and rounds that exist (a `250` over players 1-9999 and rounds 1-999 in a 20-player, 9-round file
 * accelerates 20 players for 9 rounds). A player inside the range who does not exist stays an error (the
 * consistency check's). The tournament's last round is the larger of XXR/142 and the round after the last
 * paired one; a `260` range is kept as written (it costs nothing per round).
 */
import type { Diagnostic } from '../errors.js';
import { tokenize } from '../trf/fields.js';
import type { TrfDocument, TrfRecord } from '../trf/types.js';

export interface Bounds {
  /** The highest starting rank of the file. */
  readonly maxPlayer: number;
  /** The tournament's last round. */
  readonly maxRound: number;
  readonly fileName: string;
}

/** The tournament's last round: XXR/142 (the first one), or the round after the last paired, whichever is later. */
export function lastRoundOf(doc: TrfDocument, roundsInFile: number): number {
  const planned = doc.records.find((r) => r.kind === 'totalRounds');
  return Math.max(planned?.kind === 'totalRounds' ? planned.rounds : 0, roundsInFile + 1);
}

function warning(record: TrfRecord, column: number, bounds: Bounds, message: string, found: string, expected: string): Diagnostic {
  const position = record.line === undefined ? null : { file: bounds.fileName, line: record.line, column };
  return { position, message, found, expected };
}

/** Columns of the tokens after the code (column 5 on); where a token is missing, column 5. */
const columns = (record: TrfRecord): number[] => tokenize(record.raw ?? '', 5).map((t) => t.column);

/** Ids above the file's players dropped, each with a warning; `skip` tokens come before the ids. O(ids). */
function clipIds(record: TrfRecord, ids: readonly number[], skip: number, code: string, bounds: Bounds, out: Diagnostic[]): number[] {
  const cols = columns(record);
  const kept: number[] = [];
  ids.forEach((id, i) => {
    if (id <= bounds.maxPlayer) kept.push(id);
    else out.push(warning(record, cols[skip + i] ?? 5, bounds, `${code} names player ${id}, beyond the file's players (1-${bounds.maxPlayer}): ignored`, String(id), `a starting rank up to ${bounds.maxPlayer}`));
  });
  return kept;
}

/** One record clipped to the tournament; null when nothing of it is left. */
function clip(record: TrfRecord, bounds: Bounds, out: Diagnostic[]): TrfRecord | null {
  switch (record.kind) {
    case 'forbiddenPairs': {
      const ids = clipIds(record, record.ids, 0, 'XXP', bounds, out);
      if (ids.length === record.ids.length) return record;
      return ids.length >= 2 ? { ...record, ids } : null;
    }
    case 'prohibitedPairings': {
      const ids = clipIds(record, record.ids, 2, '260', bounds, out);
      if (ids.length === record.ids.length) return record;
      return ids.length >= 2 ? { ...record, ids } : null;
    }
    case 'acceleration':
      return clipIds(record, [record.id], 0, 'XXA', bounds, out).length === 0 ? null : record;
    case 'acceleratedRounds': {
      // Fields from the end: ... first-round last-round first-player last-player (game points may be blank).
      const cols = columns(record);
      const col = (fromEnd: number): number => cols[cols.length - fromEnd] ?? 5;
      const { maxPlayer, maxRound } = bounds;
      if (record.firstPlayer > maxPlayer || record.firstRound > maxRound) {
        const [what, column, value] =
          record.firstPlayer > maxPlayer ? [`players from ${record.firstPlayer}, beyond the file's players (1-${maxPlayer})`, col(2), record.firstPlayer] : [`rounds from ${record.firstRound}, after the tournament's last round (${maxRound})`, col(4), record.firstRound];
        out.push(warning(record, column, bounds, `250 names ${what}: ignored`, String(value), 'a player and a round of the tournament'));
        return null;
      }
      let clipped = record;
      if (record.lastRound > maxRound) {
        out.push(warning(record, col(3), bounds, `250 names rounds up to ${record.lastRound}, the tournament has ${maxRound}: read as ${record.firstRound}-${maxRound}`, String(record.lastRound), `a round up to ${maxRound}`));
        clipped = { ...clipped, lastRound: maxRound };
      }
      if (record.lastPlayer > maxPlayer) {
        out.push(warning(record, col(1), bounds, `250 names players up to ${record.lastPlayer}, the file has players up to ${maxPlayer}: read as ${record.firstPlayer}-${maxPlayer}`, String(record.lastPlayer), `a starting rank up to ${maxPlayer}`));
        clipped = { ...clipped, lastPlayer: maxPlayer };
      }
      return clipped;
    }
    default:
      return record;
  }
}

/** The records clipped to the tournament, and a warning per clipped field. O(records + ids). */
export function clipToTournament(records: readonly TrfRecord[], bounds: Bounds): { records: TrfRecord[]; warnings: Diagnostic[] } {
  const warnings: Diagnostic[] = [];
  const kept: TrfRecord[] = [];
  for (let i = 0; i < records.length; i++) {
    const c = clip(records[i]!, bounds, warnings); // by index: no iterator object per line
    if (c !== null) kept.push(c);
  }
  return { records: kept, warnings };
}
