/**
 * Stage 3 of the Dutch fast path (../fast.ts): the remainder of an MDP-pairing, split by split in the order of
 * D.2 (the original S1R/S2R, then the exchanges, fewest players first), each split searched in full (remainder.ts);
 * the splits that can hold no candidate meeting the bounds are skipped (needs.ts).
 */
import { exchangesOfSize, passes, type Exchange } from '../exchanges.js';
import { remainderNeeds } from './needs.js';
import { remainderSearch } from './remainder.js';
import type { SearchState } from './state.js';

/** One split searched to its end: probing first, then with the completion oracle if the probe gave up. */
function searchSplit(st: SearchState, exchange: Exchange | null): 'found' | 'hopeless' | 'failed' {
  const left = st.budget;
  const r = remainderSearch(st, st.useOracle ? 'probe' : 'plain', exchange);
  if (r !== 'restart') return r;
  st.budget = left;
  return remainderSearch(st, 'oracle', exchange) as 'found' | 'hopeless' | 'failed';
}

/**
 * Every remainder candidate of the MDP-pairing in `st.pairs` (the MDP search's leaf): true when one meets the
 * bounds (its pairs added to st.pairs, st.route set), false when none does (the next MDP-pairing comes), null
 * when the budget ran out or the exchanges are not searched (FastOptions.exchanges false).
 */
export function remainders(st: SearchState): boolean | null {
  const { residents, used, options } = st;
  // B.7: every remainder candidate of this MDP-pairing comes before the next MDP-pairing. A remainder whose
  // every split was searched to its end, or proved to hold no candidate meeting the bounds, lets the search
  // move on; one that runs out of budget first ends it.
  const split = (exchange: Exchange | null): 'found' | 'hopeless' | 'failed' => searchSplit(st, exchange);
  const answered = (exchange: Exchange | null): true => {
    st.route = { mdpPairing: st.remaindersSearched, exchange };
    return true;
  };
  st.remaindersSearched++;
  const r = split(null);
  if (r === 'found') return answered(null);
  if (r === 'hopeless') return false;
  if (st.budget < 0 || !(options.exchanges ?? true)) return null;
  // D.2: when every transposition of the original split fails the bounds (the search ended, not its budget),
  // the exchanges come next in the text's order (fewest players first), each split searched in full the same
  // way; the sizes no candidate meeting the bounds can have are skipped (remainderNeeds). The first candidate
  // meeting the bounds is still the first optimal one in generation order (docs/dutch.md, "Exchanges"). A
  // split costs O(n) to set up: it is charged to the budget as |remainder| nodes, and so is the analysis.
  const rem = residents.filter((x) => used[x] === 0);
  st.budget -= rem.length;
  if (st.budget < 0) return null;
  // B.7: all the candidates of this MDP-pairing (its remainder's transpositions and exchanges) come before
  // the next MDP-pairing; when none of them can meet the bounds, the search goes on to the next one.
  const needs = remainderNeeds(st, rem);
  if (!needs.feasible) return false;
  const h = st.remPairs;
  // The downfloaters of a candidate are S2 players left free, each one who may float: only the exchanges whose S2
  // holds enough of them are generated (exchanges.ts walks past the others without listing them), by the most
  // demanding class; the others are tested on each exchange generated. The walk is charged one node per
  // |remainder| elements it tries, so that it stays within the budget.
  const [filter, ...others] = needs.floaters;
  let tried = 0;
  const step = (): boolean => {
    if (++tried === rem.length) {
      tried = 0;
      st.budget--;
    }
    return st.budget >= 0;
  };
  for (let size = Math.max(1, needs.minExchange); size <= h; size++) {
    for (const exchange of exchangesOfSize(h, rem.length - h, size, filter, step)) {
      if (!others.every((f) => passes(f, exchange))) continue;
      st.budget -= rem.length;
      if (st.budget < 0) return null;
      const x = split(exchange);
      if (x === 'found') return answered(exchange);
      if (x === 'hopeless') return false;
      if (st.budget < 0) return null;
    }
    if (st.budget < 0) return null;
  }
  // Every exchange of this remainder was searched to its end (or skipped as holding none): the next MDP-pairing.
  return false;
}
