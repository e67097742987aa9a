/**
 * Acceleration records that give one player two values for one round (two `250` ranges that overlap, a `250`
 * over an `XXA`, an `XXA` repeated). TRF-2026 defines a 250 record as the fictitious points of a range of players
 * in a range of rounds and does not say how two of them would combine (added? the later one?), so such a file is
 * refused at the later record rather than read one way silently. O(records x 250 records + XXA records).
 */
import type { Diagnostic, SourcePosition } from '../errors.js';
import { tokenize } from './fields.js';
import type { AcceleratedRoundsRecord, AccelerationRecord, TrfRecord } from './types.js';

interface Grant {
  readonly code: 'XXA' | '250';
  readonly line: number | undefined;
  readonly firstPlayer: number;
  readonly lastPlayer: number;
  readonly firstRound: number;
  readonly lastRound: number;
}

function grantOf(record: AccelerationRecord | AcceleratedRoundsRecord): Grant | null {
  if (record.kind === 'acceleration') {
    if (record.points.length === 0) return null;
    return { code: 'XXA', line: record.line, firstPlayer: record.id, lastPlayer: record.id, firstRound: 1, lastRound: record.points.length };
  }
  const { firstPlayer, lastPlayer, firstRound, lastRound } = record;
  return { code: '250', line: record.line, firstPlayer, lastPlayer, firstRound, lastRound };
}

/** The first (player, round) both grants give a value for, or null. */
function overlap(a: Grant, b: Grant): { player: number; round: number } | null {
  const player = Math.max(a.firstPlayer, b.firstPlayer);
  const round = Math.max(a.firstRound, b.firstRound);
  if (player > Math.min(a.lastPlayer, b.lastPlayer) || round > Math.min(a.lastRound, b.lastRound)) return null;
  return { player, round };
}

/** Column of the players of the record: the first player of a 250 (fifth field), the id of an XXA. */
function playerColumn(record: TrfRecord, code: Grant['code']): number {
  const tokens = tokenize(record.raw ?? '', 5);
  if (code === 'XXA') return tokens[0]?.column ?? 5;
  return tokens.length === 6 ? tokens[4]!.column : 23;
}

export function accelerationOverlaps(records: readonly TrfRecord[], at: (record: TrfRecord, column: number) => SourcePosition | null): Diagnostic[] {
  const errors: Diagnostic[] = [];
  const xxaById = new Map<number, Grant>();
  const ranges: Grant[] = [];
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!; // by index: no iterator object per line
    if (record.kind !== 'acceleration' && record.kind !== 'acceleratedRounds') continue;
    const grant = grantOf(record);
    if (grant === null) continue;
    const earlier = grant.code === 'XXA' ? [...ranges, ...(xxaById.has(grant.firstPlayer) ? [xxaById.get(grant.firstPlayer)!] : [])] : [...ranges, ...xxaById.values()];
    for (const other of earlier) {
      const both = overlap(grant, other);
      if (both === null) continue;
      const where = other.line === undefined ? `an earlier ${other.code} record` : `the ${other.code} record of line ${other.line}`;
      errors.push({
        position: at(record, playerColumn(record, grant.code)),
        message: `${grant.code} gives player ${both.player} a second acceleration value for round ${both.round}: ${where} gives one already (TRF-2026 does not say how two would combine)`,
        found: (record.raw ?? '').slice(4).trim(),
        expected: 'one acceleration value per player and round: ranges of players and rounds that do not overlap',
      });
      break;
    }
    if (grant.code === 'XXA') xxaById.set(grant.firstPlayer, grant);
    else ranges.push(grant);
  }
  return errors;
}
