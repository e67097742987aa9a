/**
 * How many decimals a tie-break value is printed with (FIDE's precision: sums of points to one decimal, SB and
 * AOB to two, ratings and counts as integers). Shared by the CLI's tables and the printed pages (src/print).
 */
import type { TiebreakName, TiebreakSpec } from './types.js';

export const DECIMALS: Readonly<Record<TiebreakName, number>> = {
  PTS: 1, STD: 1, PS: 1, BH: 1, FB: 1, KS: 1, SB: 2, AOB: 2,
  WIN: 0, WON: 0, BPG: 0, BWG: 0, REP: 0, DE: 0, ARO: 0, TPR: 0, PTP: 0, APRO: 0, APPO: 0, RTNG: 0, TPN: 0,
};

/** A value as printed; '' where the tie-break has none. */
export function formatValue(spec: TiebreakSpec, value: number | null): string {
  return value === null ? '' : value.toFixed(DECIMALS[spec.name]);
}
