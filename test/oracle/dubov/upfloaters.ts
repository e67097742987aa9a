/**
 * C.04.4.1 B.1-B.2 with C.4-C.10: the choice of the upfloaters of a bracket. Every candidate set is tried in D.1
 * order, the bracket it makes is paired by B.3-B.6 (bracket.ts), and the set whose pairing complies best with
 * the quality criteria wins, ties going to the earliest set.
 */
import { InternalError, NoValidPairingError } from '../../../src/errors.js';
import { canCompletePairing } from '../dutch/matching.js';
import { pairBracket, type BracketContext, type BracketPairing } from './bracket.js';
import { setsInLexicographicOrder, upfloaterContainers, upfloaterPool } from './orders.js';
import { isMaximumUpfloater, type DPlayer } from './players.js';

export interface UpfloaterContext extends BracketContext {
  /** C.8-C.10 apply "unless it is the last round". */
  readonly isLastRound: boolean;
  /** A.7 MaxT. */
  readonly maxT: number;
}

export interface UpfloaterChoice {
  readonly upfloaters: readonly DPlayer[];
  readonly pairing: BracketPairing;
  /** [C.7, C.8, C.9, C.10] of the chosen set ([C.7] in the last round); lower is better, compared in order. */
  readonly quality: readonly number[];
  /** Every legal set of the winning container, in D.1 order, with its quality (for traces). */
  readonly evaluated: readonly { readonly upfloaters: readonly DPlayer[]; readonly quality: readonly number[] }[];
}

/**
 * C.7-C.10 of a set of upfloaters, lower is better.
 * C.7: the colour misses of the pairing B.3-B.6 gives the bracket (the number of its pairs whose two players
 *   want the same colour; bracket.ts shows it is also the fewest misses of any legal pairing of that bracket).
 * C.8: upfloaters who are maximum upfloaters (A.7: upfloats already received >= MaxT).
 * C.9: "minimize the number of times a maximum upfloater is upfloated". Interpretation: the upfloats already
 *   received, summed over the set's maximum upfloaters (so, with C.8 equal, the less upfloated ones are chosen).
 * C.10: upfloaters who upfloated in the previous round.
 */
function qualityOf(upfloaters: readonly DPlayer[], pairing: BracketPairing, ctx: UpfloaterContext): number[] {
  if (ctx.isLastRound) return [pairing.colourMisses];
  const maximum = upfloaters.filter((p) => isMaximumUpfloater(p, ctx.maxT));
  return [
    pairing.colourMisses,
    maximum.length,
    maximum.reduce((n, p) => n + p.upfloats, 0),
    upfloaters.filter((p) => p.upfloatedPreviousRound).length,
  ];
}

function compareQuality(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * B.1 then B.2 for the (remaining) residents of a scoregroup; `lower` = every player still unpaired with a lower
 * score (D.1: all of them are possible upfloaters).
 * A set is legal (B.1 note) when residents + set can be paired (C.1, C.3) and the players left below can be paired
 * too (C.4; the PAB is already assigned, so "complete" means everybody).
 * B.1: the least k (of the parity of the residents: there are no downfloaters, A.3) with a legal k-set.
 * B.2: C.5 is then equal for every candidate. C.6 (read as the D.1 container order, see orders.ts) is equal
 * inside a container and strictly better in an earlier one, so the best sets are in the first container that
 * holds a legal set; there every legal set is paired by B.3-B.6 and compared by C.7-C.10, the first best winning.
 * Time O(C(P, k) · (shifts + B.6)) for a pool of P players.
 */
export function chooseUpfloaters(
  residents: readonly DPlayer[],
  lower: readonly DPlayer[],
  ctx: UpfloaterContext,
): UpfloaterChoice {
  const pool = upfloaterPool(lower);
  const legal = (set: readonly DPlayer[]): boolean => {
    ctx.budget.spend('B.1 legality');
    const rest = pool.filter((p) => !set.includes(p));
    return (
      canCompletePairing([...residents, ...set], ctx.mayMeet, () => false) &&
      canCompletePairing(rest, ctx.mayMeet, () => false)
    );
  };

  // B.1
  let k = residents.length % 2;
  for (;;) {
    if (k > pool.length) {
      throw new NoValidPairingError(
        `Dubov oracle: no set of upfloaters completes the pairing of the scoregroup of ${residents.map((p) => p.id).join(', ')}`,
      );
    }
    let found = false;
    for (const set of setsInLexicographicOrder(pool, k)) {
      if (legal(set)) {
        found = true;
        break;
      }
    }
    if (found) break;
    k += 2;
  }

  // B.2
  for (const container of upfloaterContainers(pool, k, ctx.budget)) {
    let best: UpfloaterChoice | null = null;
    const evaluated: { upfloaters: readonly DPlayer[]; quality: readonly number[] }[] = [];
    for (const set of container.sets) {
      if (!legal(set)) continue;
      const pairing = pairBracket([...residents, ...set], ctx);
      if (pairing === null) continue; // cannot happen for a legal set; kept literal
      const quality = qualityOf(set, pairing, ctx);
      evaluated.push({ upfloaters: set, quality });
      if (best === null || compareQuality(quality, best.quality) < 0) {
        best = { upfloaters: set, pairing, quality, evaluated: [] };
      }
    }
    if (best !== null) return { ...best, evaluated };
  }
  throw new InternalError('Dubov oracle: B.1 found a legal set of upfloaters that B.2 cannot pair');
}
