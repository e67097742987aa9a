/**
 * A round as it is printed: its boards in the order `show` prints (the order kept in the file when `pair -o`
 * wrote it, src/trf/boards.ts; else C.04.2's board order of the pairs the file holds, by the pairing scores before
 * the round, as `show` computes it), and who is not on a board (the pairing-allocated bye, declared byes,
 * absences). O(n log n).
 */
import { pairingScores } from '../model/state.js';
import { boardOrder } from '../systems/shared/boardOrder.js';
import { printedBoards } from '../trf/boards.js';
import type { TrfDocument } from '../trf/types.js';
import { playerId, type PlayerId, type RoundOutcome } from '../model/types.js';
import type { PrintEvent } from './event.js';

export interface PrintBoard {
  readonly board: number;
  readonly white: PlayerId;
  readonly black: PlayerId;
  /** The white player's outcome of the round (the black side's is its mirror). */
  readonly outcome: RoundOutcome;
  /** A forfeit recorded with no colours: the two sides are listed by pairing number. */
  readonly noColours: boolean;
}

export interface Unpaired {
  readonly id: PlayerId;
  readonly outcome: RoundOutcome;
}

export interface PrintRound {
  readonly round: number;
  /** `printed`: the order kept in the file; `computed`: the file keeps none (or a stale one). */
  readonly order: 'printed' | 'computed';
  readonly boards: readonly PrintBoard[];
  /** The PAB first, then declared byes, then absences, by pairing number. */
  readonly unpaired: readonly Unpaired[];
}

/** The boards of `round` in printed order: the file's, else computed as `show` computes it. */
function orderedGames(document: TrfDocument, event: PrintEvent, round: number): { order: PrintRound['order']; games: { white: number; black: number }[] } {
  const printed = printedBoards(document, round);
  if (printed.boards !== null) return { order: 'printed', games: [...printed.boards] };
  const scores = pairingScores(event.tournament, round, { pastLastRound: true });
  const pairs = printed.games.map((g) => ({ white: playerId(g.white), black: playerId(g.black) }));
  return { order: 'computed', games: boardOrder(pairs, (id) => ({ id, score: scores.get(id) ?? 0 })) };
}

export function printedRound(event: PrintEvent, round: number): PrintRound {
  const outcomeOf = (id: number): RoundOutcome => event.byId.get(id as PlayerId)?.rounds[round - 1] ?? { kind: 'none' };
  const { order, games } = orderedGames(event.document, event, round);
  const boards = games.map((g, i) => {
    const outcome = outcomeOf(g.white);
    return { board: i + 1, white: g.white as PlayerId, black: g.black as PlayerId, outcome, noColours: outcome.kind === 'forfeit' && outcome.colour === null };
  });
  const unpaired: Unpaired[] = [];
  for (const p of event.tournament.players) {
    const o = outcomeOf(p.id);
    if (o.kind !== 'played' && o.kind !== 'pending' && o.kind !== 'forfeit') unpaired.push({ id: p.id, outcome: o });
  }
  const rank = (u: Unpaired): number => (u.outcome.kind === 'pab' ? 0 : u.outcome.kind === 'bye' ? 1 : 2);
  unpaired.sort((a, b) => rank(a) - rank(b) || a.id - b.id);
  return { round, order, boards, unpaired };
}
