/**
 * Writing a new round into a document: what `pair -o` does. Player lines keep every character they had; only
 * the round's 8-column block is spliced in at its columns (and the points column is updated when the new
 * block carries points, i.e. the PAB). XXZ records are consumed by the round they were for and dropped.
 */
import { formatTenths } from './fields.js';
import { blockColumn } from './player.js';
import type { PlayerRecord, RoundBlock, Tenths, TrfDocument, TrfRecord } from './types.js';

/** The eight characters of a block: `OOOO C R`. */
export function formatBlock(block: RoundBlock): string {
  if (block.blank) return '        ';
  const opponent = block.opponent === null ? '0000' : String(block.opponent).padStart(4, ' ');
  return `${opponent} ${block.colour ?? '-'} ${block.result ?? ' '}`;
}

/**
 * Puts `text` at 1-based `column` of `line`, padding with blanks. Trailing blanks are trimmed, except those of
 * `text` itself when it ends the line: a line that stops before a round's block has no such round.
 */
function splice(line: string, column: number, text: string): string {
  const padded = line.padEnd(column - 1, ' ');
  const joined = (padded.slice(0, column - 1) + text + padded.slice(column - 1 + text.length)).trimEnd();
  return joined.length < column ? joined.padEnd(column - 1 + text.length, ' ') : joined;
}

/**
 * A copy of `record` whose round `round` is `block` (earlier missing rounds become blank blocks) and whose points
 * are `points` when given. When the record has its source text, the text is edited in place.
 */
export function withRoundBlock(record: PlayerRecord, round: number, block: RoundBlock, points?: Tenths): PlayerRecord {
  const rounds = [...record.rounds];
  while (rounds.length < round - 1) rounds.push({ opponent: null, colour: null, result: null, blank: true });
  rounds[round - 1] = block;
  const next: PlayerRecord = { ...record, rounds, points: points ?? record.points };
  if (record.raw === undefined) return next;
  let raw = splice(record.raw, blockColumn(round), formatBlock(block));
  if (points !== undefined) raw = splice(raw, 81, formatTenths(points).padStart(4, ' '));
  // A shorter earlier round text would leave the new block's columns misread: keep every earlier block present.
  return { ...next, raw };
}

export interface RoundEntries {
  /** New block per starting rank. Players not listed keep what they have. */
  readonly blocks: ReadonlyMap<number, RoundBlock>;
  /** Points column per starting rank, for the players whose points change. */
  readonly points?: ReadonlyMap<number, Tenths>;
}

/**
 * Writes round `round` into the document. Rounds after it are removed from the edited players' lines (re-pairing
 * an earlier round discards what followed). XXZ records are dropped: they named the absentees of this round.
 * O(records).
 */
export function writeRound(doc: TrfDocument, round: number, entries: RoundEntries): TrfDocument {
  const records: TrfRecord[] = [];
  for (const record of doc.records) {
    if (record.kind === 'absent') continue;
    if (record.kind !== 'player') {
      records.push(record);
      continue;
    }
    const block = entries.blocks.get(record.startingRank);
    const truncated = truncateAfter(record, round);
    if (block === undefined) {
      records.push(truncated);
      continue;
    }
    records.push(withRoundBlock(truncated, round, block, entries.points?.get(record.startingRank)));
  }
  return { ...doc, records };
}

function truncateAfter(record: PlayerRecord, round: number): PlayerRecord {
  if (record.rounds.length <= round) return record;
  const rounds = record.rounds.slice(0, round);
  if (record.raw === undefined) return { ...record, rounds };
  const end = blockColumn(round) + 7; // last column of round `round`'s block
  return { ...record, rounds, raw: record.raw.slice(0, end).trimEnd() };
}
