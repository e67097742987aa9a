/**
 * A round as it is printed: its boards in the published order, and who is not on a board (the pairing-allocated
 * bye, declared byes, absences). The one place that decides the order: until the library has the order the file
 * holds (helper `loopa`'s `printedBoards`), it is C.04.2's board order (src/systems/shared/boardOrder.ts) of the
 * pairs the file holds, by the scores before the round. O(n log n).
 */
import { boardOrder } from '../systems/shared/boardOrder.js';
import type { Pair } from '../systems/shared/types.js';
import type { PlayerId, RoundOutcome } from '../model/types.js';
import { scoreAfter, type PrintEvent } from './event.js';

export interface PrintedBoard {
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

export interface PrintedRound {
  readonly round: number;
  readonly boards: readonly PrintedBoard[];
  /** The PAB first, then declared byes and absences, by pairing number. */
  readonly unpaired: readonly Unpaired[];
}

export function printedRound(event: PrintEvent, round: number): PrintedRound {
  const t = event.tournament;
  const pairs: Pair[] = [];
  const outcomes = new Map<PlayerId, RoundOutcome>();
  const unpaired: Unpaired[] = [];
  for (const p of t.players) {
    const o = p.rounds[round - 1] ?? ({ kind: 'none' } as const);
    if (o.kind === 'played' || o.kind === 'pending' || o.kind === 'forfeit') {
      outcomes.set(p.id, o);
      const white = o.colour === 'w' || (o.colour === null && p.id < o.opponent);
      if (white) pairs.push({ white: p.id, black: o.opponent } as Pair);
    } else {
      unpaired.push({ id: p.id, outcome: o });
    }
  }
  const ranked = boardOrder(pairs, (id) => ({ id, score: scoreAfter(event, id, round - 1) }));
  const boards = ranked.map((pair, i) => {
    const outcome = outcomes.get(pair.white)!;
    return { board: i + 1, white: pair.white, black: pair.black, outcome, noColours: outcome.kind === 'forfeit' && outcome.colour === null };
  });
  const order = (u: Unpaired): number => (u.outcome.kind === 'pab' ? 0 : u.outcome.kind === 'bye' ? 1 : 2);
  unpaired.sort((a, b) => order(a) - order(b) || a.id - b.id);
  return { round, boards, unpaired };
}
