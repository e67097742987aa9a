/**
 * Removing the last paired round (issue 33.4, FIDE C.02: a pairing program lets the arbiter undo a pairing): every
 * player line loses the round's block, the points columns are recomputed, and the round's swisspair comment lines
 * (printed board order, manual mark) go. A half- or full-point bye written in the round without a `240` record
 * for it (entered with `bye` after pairing) becomes a `240` declaration, so pairing the round again leaves that
 * player out as the arbiter asked. `XXZ` and `240` records stay. O(records).
 */
import { addBye, roundsInDocument, writeRound, EditRefused } from './edit.js';
import { withoutRoundComments } from './boards.js';
import type { TrfDocument } from './types.js';

/** A game of the removed round with its result codes (white's first), for the arbiter to see what goes. */
export interface RemovedResult {
  readonly white: number;
  readonly black: number;
  readonly codes: string;
}

export interface Unpaired {
  readonly document: TrfDocument;
  /** Games of the round that had a result entered. */
  readonly results: readonly RemovedResult[];
  /** Byes written in the round that are kept as 240 declarations. */
  readonly declared: readonly { readonly player: number; readonly kind: 'H' | 'F' }[];
}

/** The document without round `round`, which must be the last round in it. */
export function unpairRound(doc: TrfDocument, round: number): Unpaired {
  const last = roundsInDocument(doc);
  if (last === 0) throw new EditRefused('no round is paired yet', 'a file with a paired round');
  if (round !== last) throw new EditRefused(`round ${round} is not the last round paired (the file has rounds 1-${last})`, `--round ${last}; remove the later rounds first`);
  const results: RemovedResult[] = [];
  const declared: { player: number; kind: 'H' | 'F' }[] = [];
  const announced = new Set<number>();
  const blockOf = new Map<number, string>();
  for (const r of doc.records) {
    if (r.kind === 'byeDeclaration' && r.round === round) for (const id of r.ids) announced.add(id);
    if (r.kind === 'player') blockOf.set(r.startingRank, r.rounds[round - 1]?.result ?? ' ');
  }
  for (const r of doc.records) {
    if (r.kind !== 'player') continue;
    const b = r.rounds[round - 1];
    if (b === undefined || b.blank) continue;
    if (b.opponent !== null && b.result !== null && (b.colour === 'w' || (b.colour === null && r.startingRank < b.opponent))) {
      results.push({ white: r.startingRank, black: b.opponent, codes: `${b.result}${blockOf.get(b.opponent) ?? ' '}` });
    }
    if (b.opponent === null && (b.result === 'H' || b.result === 'F') && !announced.has(r.startingRank)) declared.push({ player: r.startingRank, kind: b.result });
  }
  let document = withoutRoundComments(writeRound(doc, round - 1, { blocks: new Map(), fillPoints: true }), round);
  for (const d of declared) document = addBye(document, { round, player: d.player, kind: d.kind });
  return { document, results, declared };
}
