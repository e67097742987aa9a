/** The Dutch fast path's options, reports and the facts its stages pass each other (../fast.ts). */
import type { FewChooser } from '../bestOfFew.js';
import type { Exchange, FloaterFilter } from '../exchanges.js';
import type { Completion } from '../following.js';
import type { DutchPlayer } from '../player.js';

/** What every candidate meeting the bounds needs of a remainder, whatever its split (fastBracket's remainderNeeds). */
export interface RemainderNeeds {
  /** Some pairing of the remainder over the pairs such a candidate may hold exists. */
  readonly feasible: boolean;
  /** No exchange of fewer players generates such a candidate. */
  readonly minExchange: number;
  /**
   * What the S2R of such a candidate's split must hold, one condition per class of downfloater (any, then those
   * wanting white, black, strongly white, strongly black), the most demanding first: floaters(out) - floaters(in)
   * >= need over the remainder's players of that class who may float.
   */
  readonly floaters: readonly FloaterFilter[];
}


/**
 * How the fast path found its answer (tests): `mdpPairing` MDP-pairings had their remainder searched to its end
 * before the one answered (0: the first that passed its own checks), and `exchange` is the remainder's exchange
 * (null: the original S1R/S2R).
 */
export interface FastRoute {
  readonly mdpPairing: number;
  readonly exchange: Exchange | null;
}

export interface FastOptions {
  /** Search nodes allowed per bracket player before declining. */
  readonly budgetPerPlayer?: number;
  /**
   * Last bracket: who may be its leftover, the PAB assignee. Default C.2 (eligible); the 2026 engine narrows it
   * to the assignees C5 and C9 allow.
   */
  readonly mayGetBye?: (p: DutchPlayer) => boolean;
  /**
   * The remainder search's completion oracle (default true). False runs the search without it, for tests that
   * show which brackets only the oracle lets the fast path answer; the answer, when there is one, is the same.
   */
  readonly oracle?: boolean;
  /**
   * Whether the remainder search goes on to the exchanges of D.2 when the original split fails
   * (default true; false for tests that show which brackets only the exchanges let the fast path answer).
   */
  readonly exchanges?: boolean;
  /**
   * B.8: a bracket of at most FEW_PLAYERS whose optimum misses the bounds has every pairing valued, and the 2017
   * values the chooser returns become the bounds of one more search (bestOfFew.ts). Each edition's entry passes
   * its own (its criteria are ordered otherwise); none: the bracket is declined.
   */
  readonly bestOfFew?: FewChooser;
  /**
   * 2026 C8 under C4 (following.ts): the players below the following bracket, whom the round must still pair, so
   * that the following bracket's value is read over complete round-pairings only. Normal brackets only.
   */
  readonly completion?: Completion;
  /** Told why the fast path declines, for diagnostics (scripts/exact-brackets); not called when it answers. */
  readonly onDecline?: (reason: DeclineReason) => void;
  /** Told how the fast path found its answer (tests); not called when it declines. */
  readonly onRoute?: (route: FastRoute) => void;
}

/**
 * Why the fast path declined a bracket: 'special' a PPB or CLB; 'limbo' more MDPs than residents outside a normal bracket; 'mdp' no
 * candidate of any MDP-pairing, with any exchange, meets the bounds (a worse-than-ideal pairing is needed);
 * 'split' the same, found without searching the exchanges (FastOptions.exchanges false); 'budget' the search ran
 * out of nodes. 2026 only (2026/fast.ts):
 * 'c9' a normal bracket that downfloats the PAB assignee; 'completion' the answer does not extend to the round (C4/C5).
 */
export type DeclineReason = 'special' | 'limbo' | 'mdp' | 'split' | 'budget' | 'c9' | 'completion';
