/**
 * Stage 4 of the Dutch fast path (../fast.ts): the search of one split of a remainder (B.7: paired like a
 * homogeneous bracket), S1R player by S1R player taking partners in S2R (BSN) order (D.1), depth first, with the
 * completion oracle (oracle.ts) refusing choices after which no candidate meeting the bounds is left; each
 * complete candidate goes to the leaf valuation (leaf.ts).
 */
import { colourEffectBits } from '../criteria.js';
import type { Exchange } from '../exchanges.js';
import { compatible } from '../player.js';
import { leaf } from './leaf.js';
import { CompletionOracle } from './oracle.js';
import { SplitWalk } from './split.js';
import type { SearchState } from './state.js';

/** Nodes per S1 player the remainder search spends backtracking before it calls in the completion oracle. */
const PROBE_NODES_PER_PLAYER = 4;

/**
 * mode 'plain': the search alone; 'oracle': with the completion oracle; 'probe': the search alone until its
 * dead ends have cost PROBE_NODES_PER_PLAYER nodes per S1 player, where it takes back its pairs and returns
 * 'restart' (the caller then searches again with the oracle). Probing first spares easy brackets (no dead end,
 * or a few shallow ones: most of them) the oracle's set-up.
 */
export type SearchMode = 'plain' | 'oracle' | 'probe';

/**
 * 'found' (the pairs in st.pairs); 'hopeless' when the remainder cannot meet the bounds whatever its exchanges
 * (checked before any choice, on counts that do not depend on the split); 'failed' when this split cannot (or
 * the budget ran out); 'restart' (probe only).
 */
export type SplitResult = 'found' | 'hopeless' | 'failed' | 'restart';

/** Searches the remainder's split by `exchange` (null: the original S1R/S2R). */
export function remainderSearch(st: SearchState, mode: SearchMode, exchange: Exchange | null = null): SplitResult {
  const walk = new SplitWalk(st, exchange);
  const { s1, s2, taken, choice } = walk;
  if (walk.hopeless()) return 'hopeless';
  const oracle = mode === 'oracle' ? new CompletionOracle(st, walk) : null;
  if (oracle !== null && !oracle.start()) return 'failed';
  /** The probe's dead end: every pair taken back, nothing else changed. */
  const restart = (depth: number): 'restart' => {
    for (let k = depth - 1; k >= 0; k--) walk.undo(k);
    return 'restart';
  };
  // The probe backtracks like the plain search for a while: most dead ends are shallow and cost a few nodes,
  // less than the oracle's set-up (measured on ../shared/corpus/dutch); it switches to the oracle once its dead
  // ends have cost PROBE_NODES_PER_PLAYER nodes per S1 player.
  const probeUntil = st.budget - PROBE_NODES_PER_PLAYER * s1.length;
  const leafCharge = Math.max(0, Math.floor(s1.length / 4) - 1);
  const switchToOracle = (): boolean => mode === 'probe' && st.budget < probeUntil;
  let d = 0;
  for (;;) {
    if (--st.budget < 0) return 'failed';
    if (d === s1.length) {
      const dfs = s2.filter((_, j) => taken[j] === 0);
      if (leaf(st, dfs)) return 'found';
      // A failed leaf cost O(m) (the whole bracket's criteria and C.7's matching), not O(1): the probe charges it
      // as a quarter of its allowance, so that a bracket whose leaves keep failing on what the oracle sees
      // (a repeated downfloat, say: 2,290 failed leaves, 1 s, in a 9,999-player round 2) switches soon.
      if (mode === 'probe') st.budget -= leafCharge;
      if (d === 0) return 'failed';
      if (switchToOracle()) return restart(d);
      d--;
      walk.undo(d);
      oracle?.back(d);
    }
    const next = nextPartner(st, walk, oracle, d);
    if (next === OUT_OF_BUDGET) return 'failed';
    if (next === -1) {
      choice[d] = -1;
      if (d === 0) return 'failed';
      if (switchToOracle()) return restart(d);
      d--;
      walk.undo(d);
      oracle?.back(d);
      continue;
    }
    d++;
    choice[d] = -1;
  }
}

const OUT_OF_BUDGET = -2;

/**
 * The next partner of S1R[d] after its current one, in S2R (BSN) order (D.1), taken (walk.apply, and kept by the
 * oracle): its S2R index; -1 when there is none; OUT_OF_BUDGET when the oracle's refusals spent the budget.
 */
function nextPartner(st: SearchState, walk: SplitWalk, oracle: CompletionOracle | null, d: number): number {
  const { members, isForbidden, initial } = st;
  const { s1, s2, choice, nextFree, effect10, effect11 } = walk;
  const R2 = s2.length;
  const x = s1[d]!;
  const a = members[x]!;
  // The free S2R players after the current partner (free again: undone), in S2R order.
  for (let j = choice[d] === -1 ? nextFree[R2]! : nextFree[choice[d]!]!; j !== R2; j = nextFree[j]!) {
    const b = members[s2[j]!]!;
    if (!compatible(a, b, isForbidden)) continue;
    const e = colourEffectBits(a, b, initial);
    // C.8/C.9 (topscorers' colours, last round): their bound is 0, so a pair that adds to them is in no candidate
    // meeting the bounds, as the oracle's pairCodeOf says. Skipped here too: the probe has no oracle, and the
    // oracle does not test the pair chosen, only the rest; without this a last-round bracket took such pairs
    // and failed at every leaf below them (2,154 failed leaves, 1 s, then the exact engine).
    if ((e & 15) !== 0) continue;
    const e10 = (e >> 4) & 3;
    const e11 = (e >> 6) & 3;
    if (st.c10 + e10 > st.bound.c10 || st.c11 + e11 > st.bound.c11) continue;
    effect10[d] = e10;
    effect11[d] = e11;
    st.c10 += e10;
    st.c11 += e11;
    const ok = walk.lookAhead(x, s2[j]!);
    st.c10 -= e10;
    st.c11 -= e11;
    if (!ok) continue;
    // The pair is taken, then kept only if the rest can still be completed (a necessary condition).
    walk.apply(d, j);
    if (oracle === null || oracle.take(d, j)) return j;
    walk.undo(d);
    oracle?.back(d);
    // A refused choice may have cost a whole augmenting search: it counts as a node, so that the refusals too
    // stay within the budget.
    if (--st.budget < 0) return OUT_OF_BUDGET;
  }
  return -1;
}
