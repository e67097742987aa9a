/**
 * What `check` asks a system for, to say why a file's round differs from the rules' pairing (src/check/roundReason.ts
 * orders the questions): the articles of its absolute criteria, its colour rules, and the replay of its bracket
 * sequence on the file's pairing. A system without one gets no reason beyond "differs".
 */
import type { RoundState } from '../../../model/state.js';
import type { PlayerId } from '../../../model/types.js';
import type { ColourSubject } from '../colours.js';
import type { RoundPairing } from '../types.js';
import type { AbsoluteArticles } from './absolute.js';
import type { ColourArticles } from './colourReason.js';
import type { PairingSummary, Reason } from './reason.js';

export interface RoundEvaluator {
  absolute(state: RoundState): AbsoluteArticles;
  readonly colours: ColourArticles;
  subjects(state: RoundState): { subject: (id: PlayerId) => ColourSubject; neitherPlayed?: (a: PlayerId, b: PlayerId) => boolean };
  brackets(state: RoundState, file: PairingSummary, rules: RoundPairing): Reason | null;
  /**
   * Every quality criterion the file's pairing loses against the rules', bracket by bracket along the rules'
   * sequence (the first loss of the first differing bracket first, marked `deciding` when it is what `brackets`
   * names). The replay goes on past a differing bracket only while the file sends down (or up) the same players
   * as the rules, so that the next bracket holds the same players in both. `pair --manual` prints them.
   */
  bracketLosses?(state: RoundState, file: PairingSummary, rules: RoundPairing): readonly Loss[];
}

/** A criterion the file's pairing is worse on, as a quality reason; `deciding` for the one `check` names. */
export interface Loss extends Reason {
  readonly deciding: boolean;
}

/**
 * The engine's bracket trace, when it has one of the expected shape (every listed field an array): an engine
 * whose trace differs (a new edition's) then gets the fallback reason rather than a crash.
 */
export function traces<T>(p: RoundPairing, arrays: readonly string[]): readonly T[] {
  if (!('brackets' in p) || !Array.isArray(p.brackets)) return [];
  const list = p.brackets as unknown[];
  const ok = list.every((b) => typeof b === 'object' && b !== null && arrays.every((k) => Array.isArray((b as Record<string, unknown>)[k])));
  return ok ? (list as T[]) : [];
}
