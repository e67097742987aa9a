/**
 * The Berger tables of FIDE C.05 Annex 1 for any number of players (rules/round-robin-berger.md §2-§3).
 *
 * With N players (N even; an odd field adds a dummy N whose opponent has the bye), the table has N-1 rounds of
 * N/2 boards. In table round t, player N meets p = (t+1)/2 when t is odd (p has White) and p = N/2 + t/2 when t is
 * even (N has White); that is board 1. Board k+1 (k = 1 .. N/2-1) is (p+k, p-k), both counted cyclically in
 * 1 .. N-1, the first with White. This closed form reproduces the printed tables of 3/4 .. 15/16 players pairing
 * for pairing and colour for colour (test/roundrobin/printedTables.test.ts) and Gacrux's generic construction
 * (§2, "Berger explained") for every size compared (scripts/compare-berger-gacrux.mjs).
 *
 * O(N) per round, O(1) per board.
 */

/** One board of a table round: pairing numbers, White first. `black` may be the dummy N of an odd field. */
export interface TableBoard {
  readonly white: number;
  readonly black: number;
}

/** The size of the table for `players` players: the next even number (the dummy takes the last number). */
export function tableSize(players: number): number {
  return players + (players % 2);
}

/** Rounds of one cycle for `players` players. */
export function roundsPerCycle(players: number): number {
  return Math.max(0, tableSize(players) - 1);
}

/** Player N's opponent in table round t: the player on board 1. */
function boardOnePlayer(size: number, t: number): number {
  return t % 2 === 1 ? (t + 1) / 2 : size / 2 + t / 2;
}

/** `x` counted cyclically in 1 .. m. */
function cyclic(x: number, m: number): number {
  return ((((x - 1) % m) + m) % m) + 1;
}

/**
 * Table round `t` (1 .. N-1) for `players` players, boards in the printed order (board 1 is player N's game; with
 * an odd field it is the bye). Throws RangeError outside the table: callers check the round first.
 */
export function bergerTableRound(players: number, t: number): readonly TableBoard[] {
  const size = tableSize(players);
  const cycle = size - 1;
  if (!Number.isInteger(t) || t < 1 || t > cycle) throw new RangeError(`table round ${t} is outside 1..${cycle}`);
  const p = boardOnePlayer(size, t);
  const boards: TableBoard[] = [t % 2 === 1 ? { white: p, black: size } : { white: size, black: p }];
  for (let k = 1; k < size / 2; k++) boards.push({ white: cyclic(p + k, cycle), black: cyclic(p - k, cycle) });
  return boards;
}
