/**
 * A round of a round robin: the Berger table round it plays (with FIDE's swap of the last two rounds of the
 * first cycle) and its colours (reversed in every second cycle). O(n) per round.
 */
import { bergerTableRound, roundsPerCycle, tableSize } from './berger.js';
import type { RoundRobinFormat } from './format.js';

export interface ScheduledGame {
  readonly white: number;
  readonly black: number;
}

export interface ScheduledRound {
  readonly round: number;
  /** Table round played (1 .. N-1) and the cycle (0-based). */
  readonly tableRound: number;
  readonly cycle: number;
  /** Games in table order (the bye of an odd field left out). */
  readonly games: readonly ScheduledGame[];
  /** The player without an opponent in an odd field, else null. */
  readonly bye: number | null;
}

/** Rounds of the whole event: one cycle times the number of cycles. */
export function totalRounds(players: number, format: Pick<RoundRobinFormat, 'cycles'>): number {
  return roundsPerCycle(players) * format.cycles;
}

/** Round `round` (1 .. totalRounds) of a round robin of `players` players. RangeError outside. */
export function scheduledRound(players: number, format: Pick<RoundRobinFormat, 'cycles' | 'swapLastTwo'>, round: number): ScheduledRound {
  const perCycle = roundsPerCycle(players);
  if (players < 2 || !Number.isInteger(round) || round < 1 || round > perCycle * format.cycles) {
    throw new RangeError(`round ${round} is outside 1..${perCycle * format.cycles}`);
  }
  const cycle = Math.floor((round - 1) / perCycle);
  let tableRound = ((round - 1) % perCycle) + 1;
  // rules/round-robin-berger.md §1: "the last two rounds of the first half of the schedule be switched".
  if (format.swapLastTwo && cycle === 0 && perCycle >= 2 && tableRound >= perCycle - 1) tableRound = 2 * perCycle - 1 - tableRound;
  const reversed = cycle % 2 === 1;
  const dummy = players % 2 === 1 ? tableSize(players) : null;
  const games: ScheduledGame[] = [];
  let bye: number | null = null;
  for (const b of bergerTableRound(players, tableRound)) {
    if (b.white === dummy) bye = b.black;
    else if (b.black === dummy) bye = b.white;
    else games.push(reversed ? { white: b.black, black: b.white } : { white: b.white, black: b.black });
  }
  return { round, tableRound, cycle, games, bye };
}
