/**
 * What a bye request meets in the file (issue 33.3: `bye` over another bye or a result says old -> new, and
 * needs --force), and the removal of a declared bye. Syntax level: the round blocks and the `240` records.
 */
import { EditRefused, roundsInDocument } from './edit.js';
import type { TrfDocument, TrfRecord } from './types.js';

/** What the player has in the round now: a bye code written in the round (`U`, `H`, `F`, `Z`), a `240` declaration, or nothing. */
export interface ExistingBye {
  readonly code: 'U' | 'H' | 'F' | 'Z';
  /** `block`: written in the round's columns; `declared`: a 240 record for a round not paired yet. */
  readonly where: 'block' | 'declared';
}

/** The bye `player` has in `round` (written, or declared by 240), or null. O(records). */
export function existingBye(doc: TrfDocument, round: number, player: number): ExistingBye | null {
  const paired = round <= roundsInDocument(doc);
  let declared: ExistingBye | null = null;
  for (const r of doc.records) {
    if (paired && r.kind === 'player' && r.startingRank === player) {
      const b = r.rounds[round - 1];
      if (b !== undefined && !b.blank && b.opponent === null && (b.result === 'U' || b.result === 'H' || b.result === 'F' || b.result === 'Z')) return { code: b.result, where: 'block' };
    }
    if (!paired && r.kind === 'byeDeclaration' && r.round === round && r.ids.includes(player)) declared = { code: r.type, where: 'declared' };
  }
  return declared;
}

/**
 * The document without the bye declared (240) for `player` in `round`, a round not paired yet. A paired round
 * is refused: its bye is written in the round, which `unpair` removes. O(records).
 */
export function removeDeclaredBye(doc: TrfDocument, round: number, player: number): TrfDocument {
  if (round <= roundsInDocument(doc)) {
    throw new EditRefused(`round ${round} is paired: its byes are written in the round`, `remove the round (\`swisspair unpair\`), then the bye, then pair it again`);
  }
  let found = false;
  const records: TrfRecord[] = [];
  for (const r of doc.records) {
    if (r.kind !== 'byeDeclaration' || r.round !== round || !r.ids.includes(player)) {
      records.push(r);
      continue;
    }
    found = true;
    const ids = r.ids.filter((id) => id !== player);
    if (ids.length > 0) records.push({ kind: 'byeDeclaration', type: r.type, round, ids });
  }
  if (!found) throw new EditRefused(`${player} has no bye declared for round ${round}`, 'a player with a 240 record for that round');
  return { ...doc, records };
}
