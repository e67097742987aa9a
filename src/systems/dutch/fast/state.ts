/**
 * The search state of the Dutch fast path (../fast.ts): one object the stages read and change, in place of the
 * variables the search's closures used to share. What is fixed for the bracket is readonly; the rest is what the
 * search changes as it goes (the running criteria totals, the pairs chosen, the budget) and what a retry with other
 * bounds replaces (bound, remPairs, mayBeFloater).
 */
import type { BracketOutcome } from '../outcome.js';
import type { NextBracket } from '../following.js';
import type { DutchPlayer, DutchRound } from '../player.js';
import type { BracketGraph } from '../weights.js';
import type { FastOptions, FastRoute } from './types.js';

export interface SearchState {
  readonly g: BracketGraph;
  readonly options: FastOptions;
  /** The following bracket (C.7), null in the last bracket and a PPB. */
  readonly next: NextBracket | null;
  /** Last bracket: who may be its leftover (C.2, or the edition's narrowing). */
  readonly mayGetBye: (p: DutchPlayer) => boolean;
  readonly members: readonly DutchPlayer[];
  readonly mdps: number;
  /** B.1.c M1: the MDPs in S1 (the first M1); the others are in the Limbo. */
  readonly m1: number;
  readonly residents: readonly number[];
  /** The Limbo (B.2): MDPs m1.., downfloaters of every candidate searched. */
  readonly limbo: readonly number[];
  readonly isForbidden: DutchRound['isForbidden'];
  readonly initial: DutchRound['initialColour'];
  readonly useOracle: boolean;
  /** Each member's colour classes as bits (classes.ts classBits): wants white 1, black 2, firmly white 4, firmly black 8. */
  readonly classes: Uint8Array;
  /** Who may be a downfloater of a candidate meeting the bounds (bounds.ts floaterRule). */
  mayBeFloater: (x: number) => boolean;
  /** The bounds a candidate must meet to be accepted. */
  bound: BracketOutcome;
  /** Pairs of the remainder in a candidate meeting the bounds: S1R's size (B.2, the remainder's MaxPairs). */
  remPairs: number;
  /** Search nodes left. */
  budget: number;
  // Running totals of the criteria the search can already count.
  c10: number;
  c11: number;
  c13: number;
  c15: number;
  /** The pairs chosen so far: the MDP-pairing's, then the remainder's. */
  readonly pairs: [number, number][];
  /** Residents an MDP has taken. */
  readonly used: Uint8Array;
  /** How the answer was found (FastOptions.onRoute). */
  route: FastRoute;
  /** MDP-pairings whose remainder was searched before the current one. */
  remaindersSearched: number;
}
