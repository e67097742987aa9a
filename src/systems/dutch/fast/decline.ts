/**
 * Stage 6 of the Dutch fast path (../fast.ts): its answer, or why it declines the bracket (the caller then runs
 * the exact engine).
 */
import type { BracketResult } from '../bracket.js';
import type { SearchState } from './state.js';
import type { DeclineReason } from './types.js';
import type { Found } from './search.js';

/** Why the search found nothing: no candidate meets the bounds ('mdp'), the budget ran out, or the exchanges were off ('split'). */
export function declineReason(st: SearchState, found: Exclude<Found, true>): DeclineReason {
  return found === false ? 'mdp' : st.budget < 0 ? 'budget' : 'split';
}

/** The candidate found (st.pairs) as the bracket's result: pairs by their higher member, the rest downfloaters. */
export function answerOf(st: SearchState): BracketResult {
  const { members, pairs, g } = st;
  const paired = new Uint8Array(members.length);
  for (let i = 0; i < pairs.length; i++) {
    paired[pairs[i]![0]] = 1;
    paired[pairs[i]![1]] = 1;
  }
  const downfloaters: number[] = [];
  for (let x = 0; x < members.length; x++) if (paired[x] === 0) downfloaters.push(x);
  const sorted = pairs.map((p) => (p[0] < p[1] ? ([p[0], p[1]] as const) : ([p[1], p[0]] as const))).sort((a, b) => a[0] - b[0]);
  return {
    pairs: sorted,
    downfloaters,
    byeMember: g.kind === 'last' && downfloaters.length === 1 ? downfloaters[0]! : null,
  };
}
