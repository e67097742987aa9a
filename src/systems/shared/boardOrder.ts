/**
 * Published board order (C.04.2, rules README): pairs sorted by the score of the pair's higher-ranked player
 * (higher first), then by the sum of the two scores (higher first), then by the pairing number of the
 * higher-ranked player (better first). The bye is listed after the boards.
 */
import type { PlayerId } from '../../model/types.js';
import type { Pair } from './types.js';

export interface RankedPlayer {
  readonly score: number;
  readonly id: PlayerId;
}

/** A.2 order: higher score first, then lower pairing number. Negative when a ranks above b. */
export function compareRank(a: RankedPlayer, b: RankedPlayer): number {
  return b.score - a.score || a.id - b.id;
}

/** Sorts pairs into board order. O(p log p). */
export function boardOrder(pairs: readonly Pair[], playerOf: (id: PlayerId) => RankedPlayer): Pair[] {
  const keyed = pairs.map((pair) => {
    const w = playerOf(pair.white);
    const b = playerOf(pair.black);
    // No [higher, lower] destructured: one per board of a 5,000-board round, in code not yet optimised.
    const whiteHigher = compareRank(w, b) <= 0;
    return { pair, higher: whiteHigher ? w : b, lower: whiteHigher ? b : w };
  });
  keyed.sort(
    (x, y) =>
      y.higher.score - x.higher.score ||
      y.higher.score + y.lower.score - (x.higher.score + x.lower.score) ||
      x.higher.id - y.higher.id,
  );
  return keyed.map((k) => k.pair);
}

/**
 * boardOrder with each player's score found by id in an array (ids are starting ranks, at most 9999), not a Map
 * of one entry (and one [id, player] array) per player: a round engine's last step on 10,000 players.
 * O(n + p log p).
 */
export function boardOrderOf(pairs: readonly Pair[], players: readonly RankedPlayer[]): Pair[] {
  const scores: number[] = [];
  for (let i = 0; i < players.length; i++) scores[players[i]!.id] = players[i]!.score;
  return boardOrder(pairs, (id) => ({ id, score: scores[id]! }));
}
