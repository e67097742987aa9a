/**
 * Fast choice of upfloaters for the usual Dubov brackets, exact by construction:
 *
 * - even residents that can be paired among themselves, the players below still completable: no upfloater is
 *   needed, and C.5 makes zero the best number;
 * - odd residents: one upfloater is the least possible; candidates are examined best-first on a lower bound of
 *   their criteria (C.6 score, C.7 misses no pairing can avoid — half the imbalance between white and black
 *   seekers —, C.8, C.9, C.10, then D.1's sequence), each one's real C.7 value computed, until no remaining
 *   candidate's bound can beat the best real value found. That is the exact optimum over single upfloaters.
 *
 * Anything else (two or more upfloaters, or too many candidates to examine) returns null and the exact engine
 * (a weighted matching over all lower players) decides. Cost per candidate examined: C.7's value, O(b) adjacency
 * tests when a pairing meets its lower bound (else an O(b^3) weighted matching), and one completability check of
 * the players below (O(n) on a nearly complete graph, O(n^3) worst case).
 */
import { hasPerfectBipartite } from '../../matching/bipartite.js';
import { CardinalityMatcher } from '../../matching/cardinality.js';
import { WeightedMatcher } from '../../matching/weighted.js';
import { WeightLayout } from '../shared/weightLayout.js';
import { completable } from './bye.js';
import { colourMisses, dubovCompatible, type DubovPlayer, type DubovRound } from './player.js';

const MAX_CANDIDATES = 60;

/**
 * C.7's lower bound, half the imbalance between white and black seekers, when a legal pairing meets it, else
 * null. Certificate: the smaller colour group plus s = imbalance / 2 players of the larger one against the rest of
 * the larger one has a perfect matching (s misses). O(n) adjacency tests on a nearly complete graph.
 */
function missesAtBound(members: readonly DubovPlayer[], round: DubovRound): number | null {
  const white = members.filter((p) => p.colourPreference.colour === 'w');
  const black = members.filter((p) => p.colourPreference.colour !== 'w');
  const [small, large] = white.length <= black.length ? [white, black] : [black, white];
  const s = (large.length - small.length) / 2;
  const left = [...small, ...large.slice(0, s)];
  const right = large.slice(s);
  const perfect = hasPerfectBipartite({
    size: left.length,
    adjacent: (l, r) => dubovCompatible(left[l]!, right[r]!, round.isForbidden),
  });
  return perfect ? s : null;
}

/** Fewest colour misses over the legal perfect pairings of `members`, or null when there is none. */
function bestMisses(members: readonly DubovPlayer[], round: DubovRound): number | null {
  const n = members.length;
  if (n % 2 === 1) return null;
  if (n === 0) return 0;
  const atBound = missesAtBound(members, round);
  if (atBound !== null) return atBound;
  const bound = n + 2;
  const layout = new WeightLayout([
    { name: 'complete', bound },
    { name: 'misses', bound },
  ]);
  const complete = layout.slot('complete');
  const misses = layout.slot('misses');
  const m = new WeightedMatcher(n, layout.words);
  const w = new Float64Array(layout.words);
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      if (!dubovCompatible(members[u]!, members[v]!, round.isForbidden)) continue;
      w.fill(0);
      WeightLayout.add(w, 0, complete, 1);
      WeightLayout.add(w, 0, misses, -colourMisses(members[u]!, members[v]!));
      m.setEdge(u, v, w);
    }
  }
  m.solve();
  let total = 0;
  for (let u = 0; u < n; u++) {
    const v = m.mate(u);
    if (v < 0) return null;
    if (v > u) total += colourMisses(members[u]!, members[v]!);
  }
  return total;
}

/**
 * Whether the players can be paired but for one. A greedy pairing answers the usual case in O(b) adjacency tests;
 * only when it leaves more than one player out does a maximum matching decide (its search from the one player an
 * odd bracket leaves out would explore the whole graph, O(b^2), for nothing).
 */
export function pairsAllButOne(players: readonly DubovPlayer[], round: DubovRound): boolean {
  const n = players.length;
  const taken = new Uint8Array(n);
  let free = 0;
  for (let u = 0; u < n; u++) {
    if (taken[u]) continue;
    let v = u + 1;
    while (v < n && (taken[v] || !dubovCompatible(players[u]!, players[v]!, round.isForbidden))) v++;
    if (v < n) taken[v] = 1;
    else free++;
    taken[u] = 1;
  }
  if (free <= 1) return true;
  const m = new CardinalityMatcher({ vertexCount: n, adjacent: (u, v) => dubovCompatible(players[u]!, players[v]!, round.isForbidden) });
  return 2 * m.maximize() >= n - 1;
}

type Vector = readonly number[];
const better = (a: Vector, b: Vector): boolean => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
};

/**
 * The upfloaters of the bracket when one of the two easy cases applies, else null. `lower` is in D.1 sequence
 * order (score descending, then initial ranking).
 */
export function fastUpfloaters(residents: readonly DubovPlayer[], lower: readonly DubovPlayer[], round: DubovRound): DubovPlayer[] | null {
  if (residents.length % 2 === 0) {
    return completable(residents, round) && completable(lower, round) ? [] : null;
  }
  // One upfloater raises the residents' largest pairing by one pair at most: when they cannot pair all but one of
  // themselves, no single upfloater completes the bracket, and each candidate would cost an O(b^3) weighted
  // matching to find that out (4,999 residents who all want the same colour absolutely: two minutes).
  if (!pairsAllButOne(residents, round)) return null;
  const quality = !round.isLastRound;
  const white = residents.filter((p) => p.colourPreference.colour === 'w').length;
  const black = residents.length - white;
  // Criteria as a vector to minimise: -score (C.6), misses (C.7), C.8, C.9, C.10, D.1 sequence number.
  const candidates = lower.map((x, seq) => {
    const w = white + (x.colourPreference.colour === 'w' ? 1 : 0);
    const b = black + (x.colourPreference.colour === 'w' ? 0 : 1);
    const max = quality && x.upfloats >= round.maxUpfloats;
    return {
      x,
      bound: [-x.score, Math.abs(w - b) / 2, max ? 1 : 0, max ? x.upfloats : 0, quality && x.upfloatedPreviousRound ? 1 : 0, seq],
    };
  });
  candidates.sort((p, q) => (better(p.bound, q.bound) ? -1 : better(q.bound, p.bound) ? 1 : 0));
  let best: { x: DubovPlayer; real: Vector } | null = null;
  let examined = 0;
  for (const c of candidates) {
    if (best !== null && !better(c.bound, best.real)) break;
    if (++examined > MAX_CANDIDATES) return null;
    const misses = bestMisses([...residents, c.x], round);
    if (misses === null || !completable(lower, round, new Set([c.x.rank]))) continue;
    const real = [c.bound[0]!, misses, ...c.bound.slice(2)];
    if (best === null || better(real, best.real)) best = { x: c.x, real };
  }
  return best === null ? null : [best.x];
}
