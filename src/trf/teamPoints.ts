/**
 * The fields of a TRF-2026 299 record as a team file reads them: match points (columns 8-11) and game points
 * (14-17). The record is read by whitespace-separated fields (src/trf/records.ts: writers do not agree on the
 * columns), so two values are the match points then the game points; a single value is told by where it starts:
 * up to column 12 the match points, after it the game points (the individual "points" column). O(line).
 */
import { tokenize } from './fields.js';
import type { PointAdjustmentRecord, Tenths } from './types.js';

/** The 299 types of TRF-2026 (column 5): results whose match and game points the record gives. */
export const TEAM_RESULT_TYPES: readonly string[] = ['W', 'D', 'L', 'F', 'H', 'Z', '+', '-'];

/** Match points and game points of a 299 record in a team file, in tenths; null for a field the record leaves blank. */
export function teamPointFields(record: PointAdjustmentRecord): { readonly matchPoints: Tenths | null; readonly gamePoints: Tenths | null } {
  if (record.points.length >= 2) return { matchPoints: record.points[0]!, gamePoints: record.points[1]! };
  const value = record.points[0] ?? null;
  const first = record.raw === undefined ? undefined : tokenize(record.raw, record.type === '' ? 5 : 6)[0];
  if (first !== undefined && first.column <= 12) return { matchPoints: value, gamePoints: null };
  return { matchPoints: null, gamePoints: value };
}
