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

/** The exact pairing of one bracket in progress: the matcher and what its decisions share. */
interface Decider {
  readonly g: BracketGraph;
  /** Bracket members. */
  readonly m: number;
  /** Graph vertices. */
  readonly n: number;
  readonly matcher: WeightedMatcher;
  /** One weight's words, reused. */
  readonly buf: Float64Array;
  /** One unit of the bump field (the decisions' proofs, WeightedMatcher.keepsOptimum). */
  readonly unit: Float64Array;
  readonly tie: { readonly [K in keyof typeof TIE]: { word: number; scale: number } };
  readonly mdps: number;
  readonly residents: readonly number[];
  /** The pairs fixed so far. */
  readonly pairs: [number, number][];
}

/** The remainder (B.7) as the decisions of steps 3 and 4 read it. */
interface Remainder {
  readonly players: readonly number[];
  readonly has: (v: number) => boolean;
  /** x is paired, in the current matching, with a later remainder player (x is in S1R). */
  readonly isHigherMember: (x: number) => boolean;
}

/** Adds `delta` to field `slot` of edge {u, v}, if the edge exists. */
function adjust(d: Decider, u: number, v: number, slot: { word: number; scale: number }, delta: number): void {
  if (delta === 0 || !d.matcher.hasEdge(u, v)) return;
  d.matcher.edgeWeight(u, v, d.buf);
  WeightLayout.add(d.buf, 0, slot, delta);
  d.matcher.setEdge(u, v, d.buf);
}

const present = (d: Decider, v: number): boolean => !d.matcher.isRemoved(v);

function fix(d: Decider, u: number, v: number): void {
  d.pairs.push(u < v ? [u, v] : [v, u]);
  d.matcher.removePair(u, v);
}

/** The bracket graph's best matching by the criteria: the value every decision below keeps. */
function solveBracket<G extends BracketGraph>(g: G, weightsOf: (g: G) => BracketWeights): Decider {
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
  const unit = new Float64Array(K);
  WeightLayout.add(unit, 0, tie.bump, 1);
  const mdps = g.mdpCount;
  const residents: number[] = [];
  for (let r = mdps; r < m; r++) residents.push(r);
  return { g, m, n, matcher, buf, unit, tie, mdps, residents, pairs: [] };
}

/**
 * 1. D.3: S1 takes the MDPs that can be paired, highest scores and then lowest BSNs first. A locked MDP's
 *    resident edges carry a bonus larger than all candidate bonuses together, so it stays paired.
 */
function chooseS1Mdps(d: Decider): number[] {
  const { matcher, mdps, residents, tie, m } = d;
  const isResident = (v: number): boolean => v >= mdps && v < m;
  const locked: number[] = [];
  const lockBonus = mdps + 1;
  for (let x = 0; x < mdps; x++) {
    for (const r of residents) adjust(d, x, r, tie.mdp, 1);
    matcher.solve();
    if (isResident(matcher.mate(x))) {
      for (const r of residents) adjust(d, x, r, tie.mdp, lockBonus - 1);
      locked.push(x);
    } else {
      // B.2: the Limbo cannot be paired inside the bracket.
      for (const r of residents) if (matcher.hasEdge(x, r)) matcher.removeEdge(x, r);
    }
  }
  return locked;
}

/** 2. The MDP-pairing: each S1 MDP in BSN order takes the best-ranked resident a best candidate allows. */
function pairMdps(d: Decider, locked: readonly number[]): void {
  const { matcher, residents, tie, m, mdps } = d;
  for (const x of locked) {
    for (const r of residents) if (present(d, r)) adjust(d, x, r, tie.bump, m - r);
    matcher.solve();
    const p = matcher.mate(x);
    if (!(p >= mdps && p < m)) throw new InternalError(`MDP ${x} lost its resident partner`);
    fix(d, x, p);
  }
}

/**
 * 3. The remainder (B.7: paired like a homogeneous bracket), S1R = its first MaxPairs players. D.2.a/b: fewest
 *    exchanges, then the smallest difference of BSN sums (= smallest BSN sum of the new S1). With them, where the
 *    decisions below may be proved (normal brackets, PPBs), the canonical-order hint. Returns the remainder, its
 *    original S1R and S2R, and how many players the best candidates exchange.
 */
function weighRemainder(d: Decider): { rem: Remainder; s1r: number[]; s2r: number[]; exchanges: number } {
  const { matcher, buf, tie, g } = d;
  const players = d.residents.filter((r) => present(d, r));
  const index = new Map<number, number>(players.map((v, i) => [v, i]));
  const has = (v: number): boolean => index.has(v);
  const isHigherMember = (x: number): boolean => {
    const p = matcher.mate(x);
    return has(p) && p > x;
  };
  const rem: Remainder = { players, has, isHigherMember };
  let remainderPairs = 0;
  for (const x of players) if (isHigherMember(x)) remainderPairs++;
  const s1r = players.slice(0, remainderPairs);
  const s2r = players.slice(remainderPairs);
  const hinted = g.kind === 'normal' || g.kind === 'ppb';
  for (let i = 0; i < players.length; i++) {
    for (let j = i + 1; j < players.length; j++) {
      const u = players[i]!;
      const v = players[j]!;
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
  return { rem, s1r, s2r, exchanges };
}

/**
 * A decision below asks what some best candidate can give a player, by a bump of that player's edges to later
 * players (below every criterion) and a solve, O(n^2) each. When the current duals prove that the bumped graph
 * keeps the current matching optimal (WeightedMatcher.keepsOptimum: O(n), no change), its answer is the current
 * matching's: taken without the bump and the solves (most decisions of a large bracket). The decision is the
 * same, but the matcher may then hold another of several best matchings: not in the last bracket or the CLB,
 * where the MDPs that meet are read from the final matching. The bump's proof: x's edges to later remainder
 * players change by bump(v) units.
 */
function proves(d: Decider, rem: Remainder, x: number, bump: (v: number) => number): boolean {
  return (d.g.kind === 'normal' || d.g.kind === 'ppb') && d.matcher.keepsOptimum(x, (v) => (v > x && rem.has(v) ? bump(v) : 0), d.unit);
}

/** D.2.c: the highest BSNs moved from S1R to S2R. */
function exchangeOut(d: Decider, rem: Remainder, s1r: readonly number[], exchanges: number): void {
  const { matcher, tie } = d;
  let left = exchanges;
  for (let i = s1r.length - 1; i >= 0 && left > 0; i--) {
    const x = s1r[i]!;
    matcher.solve();
    const later = rem.players.filter((y) => y > x && present(d, y));
    // Mates are read right after a solve: a weight change may unmatch the vertex until the next solve.
    let out = !rem.isHigherMember(x);
    // The bump is -1: proved to keep the matching, it leaves x in S1R in every best candidate.
    if (!out && !proves(d, rem, x, () => -1)) {
      for (const y of later) adjust(d, x, y, tie.bump, -1);
      matcher.solve();
      out = !rem.isHigherMember(x);
      for (const y of later) adjust(d, x, y, tie.bump, 1);
    }
    if (out) {
      left--;
      for (const y of later) if (matcher.hasEdge(x, y)) matcher.removeEdge(x, y);
    }
  }
}

/** D.2.d: the lowest BSNs moved from S2R to S1R. */
function exchangeIn(d: Decider, rem: Remainder, s2r: readonly number[], exchanges: number): void {
  const { matcher, tie, n } = d;
  let left = exchanges;
  for (const y of s2r) {
    if (left === 0) break;
    matcher.solve();
    const later = rem.players.filter((z) => z > y && present(d, z));
    const already = rem.isHigherMember(y);
    // The bump is +1: proved to keep the matching, it leaves y in S2R in every best candidate.
    if (!already && proves(d, rem, y, () => 1)) continue;
    if (!already) {
      for (const z of later) adjust(d, y, z, tie.bump, 1);
      matcher.solve();
    }
    const isIn = rem.isHigherMember(y);
    if (!already) for (const z of later) adjust(d, y, z, tie.bump, -1);
    if (isIn) {
      left--;
      // y is in S1 now: it pairs with a later remainder player, never downfloats.
      for (let z = 0; z < n; z++) {
        if (z === y || !present(d, z) || !matcher.hasEdge(y, z)) continue;
        if (!(rem.has(z) && z > y)) matcher.removeEdge(y, z);
      }
    }
  }
}

/**
 * Roles are now fixed: S1 players pair only with later S2 players. The roles are read once, before the
 * removals: an edge removed here is never in the matching (a matched remainder pair u < v has u higher and v
 * not), so the matching and its dual certificate stay optimal and no mate changes; reading the roles after each
 * removal re-solved the matcher once per edge, O(n^2) solves (12 s of a 1,000-player bracket).
 */
function fixRoles(d: Decider, rem: Remainder): void {
  const { matcher } = d;
  matcher.solve();
  const higher = new Set(rem.players.filter(rem.isHigherMember));
  for (const u of rem.players) {
    const uHigher = higher.has(u);
    for (const v of rem.players) {
      if (v <= u || !matcher.hasEdge(u, v)) continue;
      if (!uHigher || higher.has(v)) matcher.removeEdge(u, v);
    }
  }
  matcher.solve();
  for (const u of rem.players) if (rem.isHigherMember(u) !== higher.has(u)) throw new InternalError(`remainder player ${u} changed role`);
  matcher.solve();
}

/** 4. D.1 on the remainder: each S1 player in BSN order takes the best-ranked partner possible. */
function pairRemainder(d: Decider, rem: Remainder): void {
  const { matcher, tie, m } = d;
  for (const x of rem.players) {
    matcher.solve();
    if (!present(d, x) || !rem.isHigherMember(x)) continue;
    // The bump prefers the best-ranked partner: proved to keep the matching, x's partner there is the one.
    if (proves(d, rem, x, (z) => m - z)) {
      fix(d, x, matcher.mate(x));
      continue;
    }
    for (const z of rem.players) if (z > x && present(d, z)) adjust(d, x, z, tie.bump, m - z);
    matcher.solve();
    const p = matcher.mate(x);
    if (!(rem.has(p) && p > x)) throw new InternalError(`S1 player ${x} lost its partner`);
    fix(d, x, p);
  }
}

/** The bracket's result from the final matching (the pairs fixed, then what the matching leaves). */
function resultOf(d: Decider): BracketResult {
  const { g, matcher, m, n, mdps, pairs } = d;
  // In the last bracket (or CLB) two MDPs may have to meet to complete the round-pairing (C.4); such a pair
  // is outside the S1/S2 scheme and is taken as the matching gives it.
  if (g.kind === 'last' || g.kind === 'clb') {
    for (let x = 0; x < mdps; x++) {
      const p = matcher.mate(x);
      if (present(d, x) && p > x && p < mdps) fix(d, x, p);
    }
  }
  const downfloaters: number[] = [];
  let byeMember: number | null = null;
  const byeVertex = g.bye ? n - 1 : -1;
  for (let x = 0; x < m; x++) {
    if (!present(d, x)) continue;
    downfloaters.push(x);
    if (byeVertex >= 0 && matcher.mate(x) === byeVertex) byeMember = x;
  }
  pairs.sort((a, b) => a[0] - b[0]);
  const rest: [number, number][] = [];
  for (let v = 0; v < n; v++) {
    const p = present(d, v) ? matcher.mate(v) : -1;
    if (p > v) rest.push([v, p]);
  }
  return { pairs, downfloaters, byeMember, rest };
}

/**
 * `weightsOf` gives the criteria of the edition being applied (default: 2017, weights.ts); the decisions of the
 * generation order below are the same in both editions (2017 D.1-D.3, 2026 Art. 4).
 */
export function pairBracket<G extends BracketGraph>(g: G, weightsOf: (g: G) => BracketWeights = bracketWeights): BracketResult {
  const d = solveBracket(g, weightsOf);
  pairMdps(d, chooseS1Mdps(d));
  const { rem, s1r, s2r, exchanges } = weighRemainder(d);
  if (exchanges > 0) {
    exchangeOut(d, rem, s1r, exchanges);
    exchangeIn(d, rem, s2r, exchanges);
  }
  fixRoles(d, rem);
  pairRemainder(d, rem);
  return resultOf(d);
}
