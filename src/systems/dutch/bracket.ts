/**
 * Pairs one Dutch bracket exactly: the best candidate by the criteria (B.8), and among equally good candidates
 * the one generated first in the B.6/B.7 order (D.1-D.3).
 *
 * Method: one maximum-weight matching with the criteria of weights.ts gives the best value; the D order is then
 * applied decision by decision, each decision being a small weight change at one vertex (a "bump" in a field
 * below every criterion) followed by an incremental re-optimisation, and a lock (edges removed or a pair fixed)
 * once decided. A decision never lowers the criteria value, because every bump lives below the criteria.
 *
 * Order of decisions (candidate generation order of B.7, then B.6 for the remainder):
 *   1. which MDPs are in S1 (D.3: highest scores, then lowest BSNs) — the rest are in the Limbo;
 *   2. the MDP-pairing: each S1 MDP in turn takes the best-ranked resident possible (D.1 on S2);
 *   3. remainder exchanges (D.2: fewest, smallest BSN-sum difference, highest BSNs out of S1R, lowest in);
 *   4. the remainder transposition: each S1R player in turn takes the best-ranked partner possible (D.1).
 *
 * Complexity: O(n^3) time for the first matching (n = vertices of the bracket graph) and O(n^2) per decision,
 * O(n) decisions: O(n^3) per bracket; O(n^2·K) memory for the dense weights (K words per weight).
 */
import { InternalError } from '../../errors.js';
import { WeightedMatcher } from '../../matching/weighted.js';
import { WeightLayout } from '../shared/weightLayout.js';
import { bracketWeights, orderHint, TIE, vertexCount, type BracketGraph, type BracketWeights } from './weights.js';

export interface BracketResult {
  /** Pairs of member indices (BSN order: higher-ranked first). */
  readonly pairs: readonly (readonly [number, number])[];
  /** Members not paired in the bracket (they float down), in BSN order. */
  readonly downfloaters: readonly number[];
  /** In a bracket with a bye vertex: the member left for the pairing-allocated bye. */
  readonly byeMember: number | null;
  /**
   * Exact engine only: the rest of the optimal matching, pairs of graph vertices not paired in the bracket
   * (a downfloater with a later player or the bye vertex, two later players), for callers that must check it.
   */
  readonly rest?: readonly (readonly [number, number])[];
}

/**
 * `weightsOf` gives the criteria of the edition being applied (default: 2017, weights.ts); the decisions of the
 * generation order below are the same in both editions (2017 D.1-D.3, 2026 Art. 4).
 */
export function pairBracket<G extends BracketGraph>(g: G, weightsOf: (g: G) => BracketWeights = bracketWeights): BracketResult {
  const m = g.members.length;
  const n = vertexCount(g);
  const weights = weightsOf(g);
  const K = weights.layout.words;
  const matcher = new WeightedMatcher(n, K);
  const buf = new Float64Array(K);
  // Later vertex outside: the order the triangular layout stores edges in (large graphs), the same cost square.
  for (let v = 1; v < n; v++) {
    for (let u = 0; u < v; u++) {
      if (weights.edge(u, v, buf, 0)) matcher.setEdge(u, v, buf);
    }
  }
  matcher.solve();

  const tie = {
    mdp: weights.slotOf(TIE.mdp),
    s1: weights.slotOf(TIE.s1),
    sum: weights.slotOf(TIE.sum),
    bump: weights.slotOf(TIE.bump),
    order: weights.slotOf(TIE.order),
  };
  /** Adds `delta` to field `slot` of edge {u, v}, if the edge exists. */
  const adjust = (u: number, v: number, slot: { word: number; scale: number }, delta: number): void => {
    if (delta === 0 || !matcher.hasEdge(u, v)) return;
    matcher.edgeWeight(u, v, buf);
    WeightLayout.add(buf, 0, slot, delta);
    matcher.setEdge(u, v, buf);
  };
  const present = (v: number): boolean => !matcher.isRemoved(v);
  const pairs: [number, number][] = [];
  const fix = (u: number, v: number): void => {
    pairs.push(u < v ? [u, v] : [v, u]);
    matcher.removePair(u, v);
  };

  const mdps = g.mdpCount;
  const residents: number[] = [];
  for (let r = mdps; r < m; r++) residents.push(r);
  const isResident = (v: number): boolean => v >= mdps && v < m;

  // 1. D.3: S1 takes the MDPs that can be paired, highest scores and then lowest BSNs first. A locked MDP's
  //    resident edges carry a bonus larger than all candidate bonuses together, so it stays paired.
  const locked: number[] = [];
  const lockBonus = mdps + 1;
  for (let x = 0; x < mdps; x++) {
    for (const r of residents) adjust(x, r, tie.mdp, 1);
    matcher.solve();
    if (isResident(matcher.mate(x))) {
      for (const r of residents) adjust(x, r, tie.mdp, lockBonus - 1);
      locked.push(x);
    } else {
      // B.2: the Limbo cannot be paired inside the bracket.
      for (const r of residents) if (matcher.hasEdge(x, r)) matcher.removeEdge(x, r);
    }
  }

  // 2. The MDP-pairing: each S1 MDP in BSN order takes the best-ranked resident a best candidate allows.
  for (const x of locked) {
    for (const r of residents) if (present(r)) adjust(x, r, tie.bump, m - r);
    matcher.solve();
    const p = matcher.mate(x);
    if (!isResident(p)) throw new InternalError(`MDP ${x} lost its resident partner`);
    fix(x, p);
  }

  // 3. The remainder (B.7: paired like a homogeneous bracket). S1R = its first MaxPairs players.
  const remainder = residents.filter(present);
  const index = new Map<number, number>(remainder.map((v, i) => [v, i]));
  const inRemainder = (v: number): boolean => index.has(v);
  const isHigherMember = (x: number): boolean => {
    const p = matcher.mate(x);
    return inRemainder(p) && p > x;
  };
  let remainderPairs = 0;
  for (const x of remainder) if (isHigherMember(x)) remainderPairs++;
  const s1r = remainder.slice(0, remainderPairs);
  const s2r = remainder.slice(remainderPairs);
  // D.2.a/b: fewest exchanges, then the smallest difference of BSN sums (= smallest BSN sum of the new S1). With
  // them, where the decisions below may be proved (normal brackets, PPBs), the canonical-order hint.
  const hinted = g.kind === 'normal' || g.kind === 'ppb';
  for (let i = 0; i < remainder.length; i++) {
    for (let j = i + 1; j < remainder.length; j++) {
      const u = remainder[i]!;
      const v = remainder[j]!;
      if (!matcher.hasEdge(u, v)) continue;
      matcher.edgeWeight(u, v, buf);
      if (i < remainderPairs) WeightLayout.add(buf, 0, tie.s1, 1);
      WeightLayout.add(buf, 0, tie.sum, -i);
      if (hinted) WeightLayout.add(buf, 0, tie.order, orderHint(i, j, remainderPairs));
      matcher.setEdge(u, v, buf);
    }
  }
  matcher.solve();
  let exchanges = 0;
  for (const x of s1r) if (!isHigherMember(x)) exchanges++;

  // A decision below asks what some best candidate can give a player, by a bump of that player's edges to later
  // players (below every criterion) and a solve, O(n^2) each. When the current duals prove that the bumped graph
  // keeps the current matching optimal (WeightedMatcher.keepsOptimum: O(n), no change), its answer is the current
  // matching's: taken without the bump and the solves (most decisions of a large bracket). The decision is the
  // same, but the matcher may then hold another of several best matchings: not in the last bracket or the CLB,
  // where the MDPs that meet are read from the final matching.
  const unit = new Float64Array(K);
  WeightLayout.add(unit, 0, tie.bump, 1);
  /** The bump's proof: x's edges to later remainder players change by bump(v) units. */
  const proves = (x: number, bump: (v: number) => number): boolean =>
    (g.kind === 'normal' || g.kind === 'ppb') && matcher.keepsOptimum(x, (v) => (v > x && inRemainder(v) ? bump(v) : 0), unit);

  if (exchanges > 0) {
    // D.2.c: the highest BSNs moved from S1R to S2R.
    let left = exchanges;
    for (let i = s1r.length - 1; i >= 0 && left > 0; i--) {
      const x = s1r[i]!;
      matcher.solve();
      const later = remainder.filter((y) => y > x && present(y));
      // Mates are read right after a solve: a weight change may unmatch the vertex until the next solve.
      let out = !isHigherMember(x);
      // The bump is -1: proved to keep the matching, it leaves x in S1R in every best candidate.
      if (!out && !proves(x, () => -1)) {
        for (const y of later) adjust(x, y, tie.bump, -1);
        matcher.solve();
        out = !isHigherMember(x);
        for (const y of later) adjust(x, y, tie.bump, 1);
      }
      if (out) {
        left--;
        for (const y of later) if (matcher.hasEdge(x, y)) matcher.removeEdge(x, y);
      }
    }
    // D.2.d: the lowest BSNs moved from S2R to S1R.
    left = exchanges;
    for (const y of s2r) {
      if (left === 0) break;
      matcher.solve();
      const later = remainder.filter((z) => z > y && present(z));
      const already = isHigherMember(y);
      // The bump is +1: proved to keep the matching, it leaves y in S2R in every best candidate.
      if (!already && proves(y, () => 1)) continue;
      if (!already) {
        for (const z of later) adjust(y, z, tie.bump, 1);
        matcher.solve();
      }
      const isIn = isHigherMember(y);
      if (!already) for (const z of later) adjust(y, z, tie.bump, -1);
      if (isIn) {
        left--;
        // y is in S1 now: it pairs with a later remainder player, never downfloats.
        for (let z = 0; z < n; z++) {
          if (z === y || !present(z) || !matcher.hasEdge(y, z)) continue;
          if (!(inRemainder(z) && z > y)) matcher.removeEdge(y, z);
        }
      }
    }
  }
  // Roles are now fixed: S1 players pair only with later S2 players. The roles are read once, before the
  // removals: an edge removed here is never in the matching (a matched remainder pair u < v has u higher and v
  // not), so the matching and its dual certificate stay optimal and no mate changes; reading the roles after each
  // removal re-solved the matcher once per edge, O(n^2) solves (12 s of a 1,000-player bracket).
  matcher.solve();
  const higher = new Set(remainder.filter(isHigherMember));
  for (const u of remainder) {
    const uHigher = higher.has(u);
    for (const v of remainder) {
      if (v <= u || !matcher.hasEdge(u, v)) continue;
      if (!uHigher || higher.has(v)) matcher.removeEdge(u, v);
    }
  }
  matcher.solve();
  for (const u of remainder) if (isHigherMember(u) !== higher.has(u)) throw new InternalError(`remainder player ${u} changed role`);
  matcher.solve();

  // 4. D.1 on the remainder: each S1 player in BSN order takes the best-ranked partner possible.
  for (const x of remainder) {
    matcher.solve();
    if (!present(x) || !isHigherMember(x)) continue;
    // The bump prefers the best-ranked partner: proved to keep the matching, x's partner there is the one.
    if (proves(x, (z) => m - z)) {
      fix(x, matcher.mate(x));
      continue;
    }
    for (const z of remainder) if (z > x && present(z)) adjust(x, z, tie.bump, m - z);
    matcher.solve();
    const p = matcher.mate(x);
    if (!(inRemainder(p) && p > x)) throw new InternalError(`S1 player ${x} lost its partner`);
    fix(x, p);
  }

  // In the last bracket (or CLB) two MDPs may have to meet to complete the round-pairing (C.4); such a pair
  // is outside the S1/S2 scheme and is taken as the matching gives it.
  if (g.kind === 'last' || g.kind === 'clb') {
    for (let x = 0; x < mdps; x++) {
      const p = matcher.mate(x);
      if (present(x) && p > x && p < mdps) fix(x, p);
    }
  }

  const downfloaters: number[] = [];
  let byeMember: number | null = null;
  const byeVertex = g.bye ? n - 1 : -1;
  for (let x = 0; x < m; x++) {
    if (!present(x)) continue;
    downfloaters.push(x);
    if (byeVertex >= 0 && matcher.mate(x) === byeVertex) byeMember = x;
  }
  pairs.sort((a, b) => a[0] - b[0]);
  const rest: [number, number][] = [];
  for (let v = 0; v < n; v++) {
    const p = present(v) ? matcher.mate(v) : -1;
    if (p > v) rest.push([v, p]);
  }
  return { pairs, downfloaters, byeMember, rest };
}
