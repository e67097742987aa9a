/**
 * What a round block of a TRF file means (rules README, "How the unplayed round codes count"): a game, its
 * result, a bye of some kind, nothing; and whether the player took part in that round's pairing.
 */
import type { RoundBlock } from '../trf/types.js';
import { playerId, type RoundOutcome } from './types.js';

// Outcomes without an opponent are immutable and alike: shared, not allocated once per block of the file.
const NONE: RoundOutcome = { kind: 'none' };
const PAB: RoundOutcome = { kind: 'pab' };
const FULL_BYE: RoundOutcome = { kind: 'bye', bye: 'full' };
const HALF_BYE: RoundOutcome = { kind: 'bye', bye: 'half' };
const ZERO_BYE: RoundOutcome = { kind: 'bye', bye: 'zero' };

/** Interprets one round block. Invalid combinations were rejected by the consistency check. */
export function outcomeOf(block: RoundBlock | undefined): RoundOutcome {
  if (block === undefined || block.blank) return NONE;
  const { opponent, colour, result } = block;
  if (opponent !== null) {
    const id = playerId(opponent);
    switch (result) {
      case '1':
      case 'W':
        return { kind: 'played', opponent: id, colour: colour ?? 'w', result: 'win' };
      case '=':
      case 'D':
        return { kind: 'played', opponent: id, colour: colour ?? 'w', result: 'draw' };
      case '0':
      case 'L':
        return { kind: 'played', opponent: id, colour: colour ?? 'w', result: 'loss' };
      case '+':
        return { kind: 'forfeit', opponent: id, colour, result: 'win' };
      case '-':
        return { kind: 'forfeit', opponent: id, colour, result: 'loss' };
      default:
        // A scheduled game whose result is not in yet (what `pair -o` writes).
        return { kind: 'pending', opponent: id, colour: colour ?? 'w' };
    }
  }
  switch (result) {
    case 'U':
    case '+': // legacy JaVaFo-era PAB: `0000 - +`
      return PAB;
    case 'F':
    case '1':
    case 'W':
      return FULL_BYE;
    case 'H':
    case '=': // Vega writes a half-point bye as `0000 - =`
    case 'D':
      return HALF_BYE;
    default: // Z, `0000 - -`, `0000 -  `, 0, L
      return ZERO_BYE;
  }
}

/**
 * outcomeOf for every block of a file, a game's outcome shared by the blocks that say the same (same opponent,
 * colour and result: two and a half blocks per outcome in a 9,999-player file): outcomes are immutable, and
 * each one kept costs the garbage collector a copy or two while the file is read. Found by an index into an
 * Int32Array (opponents up to `maxRank`; others are not shared), not a Map of 60,000 keys. O(1) per block.
 */
export class GameOutcomes {
  private readonly index: Int32Array;
  private readonly known: RoundOutcome[] = [NONE]; // index 0: not known yet

  constructor(private readonly maxRank: number) {
    this.index = new Int32Array((maxRank + 1) * 8);
  }

  of(block: RoundBlock | undefined): RoundOutcome {
    if (block === undefined || block.blank || block.opponent === null || block.opponent > this.maxRank) return outcomeOf(block);
    const result = gameResult(block.result);
    if (result < 0) return outcomeOf(block);
    const key = block.opponent * 8 + (block.colour === 'b' ? 4 : 0) + result;
    const known = this.index[key]!;
    if (known !== 0) return this.known[known]!;
    const outcome = outcomeOf(block);
    this.index[key] = this.known.length;
    this.known.push(outcome);
    return outcome;
  }
}

/** A game played over the board by the outcome its result code gives: 0 win, 1 draw, 2 loss; -1 for any other. */
function gameResult(result: RoundBlock['result']): number {
  switch (result) {
    case '1':
    case 'W':
      return 0;
    case '=':
    case 'D':
      return 1;
    case '0':
    case 'L':
      return 2;
    default:
      return -1;
  }
}

/** True for outcomes that show the player took part in that round's pairing (was paired or got the PAB). */
export function wasPaired(outcome: RoundOutcome): boolean {
  return outcome.kind === 'played' || outcome.kind === 'forfeit' || outcome.kind === 'pab' || outcome.kind === 'pending';
}

/** wasPaired(outcomeOf(block)), without making the outcome: a game (with any result, or none yet) or the PAB. */
export function blockWasPaired(block: RoundBlock | undefined): boolean {
  if (block === undefined || block.blank) return false;
  return block.opponent !== null || block.result === 'U' || block.result === '+';
}
