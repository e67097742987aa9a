/**
 * Public API of the TRF module: read (decode + parse), write (format + encode), the point system a file
 * declares, and the cross-record consistency checks. See docs/trf.md.
 */
export type * from './types.js';
export { decodeTrf, decodeTrfBytes, firstInvalidUtf8, type DecodedTrf } from './decode.js';
export { parseTrf, readTrf, checkInputSize, HEADER_CODES } from './parse.js';
export { formatRecord, withoutSource } from './format.js';
export { writeTrf, encodeTrf } from './write.js';
export { splitLines, MAX_LINES, MAX_LINE_LENGTH, MAX_INPUT_BYTES, type SplitText } from './lines.js';
export { blockColumn, slotColumn } from './player.js';
export { formatTenths } from './fields.js';
export { pointSystemOf, pointsOfBlock, DEFAULT_POINT_SYSTEM, type PointSystem } from './pointSystem.js';
export { checkConsistency, pointAdjustments, isTeamFile, type ConsistencyReport, type PointAdjustment } from './consistency.js';
export { MAX_DIAGNOSTICS } from './problems.js';
