/** Whether a document is a team tournament: read by the team model (src/model/team.ts), not as individuals. */
import type { TrfDocument } from './types.js';

/** A TRF-2026 team tournament: 310 team records, or a 192 type code for teams. O(records). */
export function isTeamFile(doc: Pick<TrfDocument, 'records'>): boolean {
  return doc.records.some(
    (r) => (r.kind === 'unknown' && /^310 /.test(r.text)) || (r.kind === 'header' && r.code === '192' && /^\s*FIDE[_-]TEAM/i.test(r.text)),
  );
}
