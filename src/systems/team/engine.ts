/**
 * The C.04.6 (2026) team pairing: the PAB by 3.4, then bracket after bracket the upfloaters by 3.5 and the pairing
 * by 3.6, colours by 4.3. Each lexicographic choice is made exactly, in polynomial time (docs/teams.md,
 * "Complexity"): the criteria are fields of a lexicographic weight, a maximum-weight matching gives their optimum,
 * and the text's order (3.5.4 sets, 3.6.3 identifiers) is applied one decision at a time by a "bump" in a field
 * below every criterion, re-optimised incrementally and then locked. A decision never costs a criterion, so each
 * is the earliest compatible with an optimal result and the earlier decisions. O(n) solves of O(n^2) each per
 * bracket after an O(n^3) start: O(n^3) per bracket.
 */
import { NoValidPairingError } from '../../errors.js';
import { maximumCardinality } from '../../matching/index.js';
import { WeightedMatcher, type MatcherOptions } from '../../matching/index.js';
import { WeightLayout, type FieldSpec } from '../shared/weightLayout.js';
import { allocateColours, colourPreference, pairColourCost } from './colours.js';
import type { TeamEntrant, TeamPair, TeamPairing, TeamRoundInput } from './types.js';
import { RoundUpfloaters, type BracketStart } from './upfloaters.js';

/** C1 (and 260): whether two teams may meet. */
export function mayMeet(input: TeamRoundInput, a: TeamEntrant, b: TeamEntrant): boolean {
  return a.tpn !== b.tpn && !a.met.has(b.tpn) && !(input.forbidden?.(a.tpn, b.tpn) ?? false);
}

function perfectlyPairable(input: TeamRoundInput, teams: readonly TeamEntrant[]): boolean {
  if (teams.length % 2 !== 0) return false;
  return maximumCardinality(teams.length, (u, v) => mayMeet(input, teams[u]!, teams[v]!)).size * 2 === teams.length;
}

/** 3.4: the PAB goes to the first team, by lowest score, most matches played, largest TPN, that leaves a legal pairing. */
export function choosePab(input: TeamRoundInput, teams: readonly TeamEntrant[]): TeamEntrant | null {
  const candidates = teams
    .filter((t) => !t.byeBarred)
    .sort((a, b) => a.score - b.score || b.matchesPlayed - a.matchesPlayed || b.tpn - a.tpn);
  for (const c of candidates) if (perfectlyPairable(input, teams.filter((t) => t !== c))) return c;
  return null;
}

const TIE = 'tie';
/** Below every decision: a guess of the text's order, so that most decisions find the matching already agreeing. */
const HINT = 'hint';

/** Adds an edge's criteria into `w` (all zero on entry); called with a < b. */
type Weigh = (a: number, b: number, w: Float64Array) => void;

interface Graph {
  readonly m: WeightedMatcher;
  readonly layout: WeightLayout;
  /** The edge's weight without the tie field: recomputed when a bump changes it, never stored per edge. */
  readonly weigh: Weigh;
  readonly scratch: Float64Array;
}

/** A matcher over `teams` with an edge for every pair allowed to meet, weighted by `fields` of `weigh`. O(n^2 K) to build, O(n^3 K) to solve. */
function buildGraph(
  input: TeamRoundInput,
  teams: readonly TeamEntrant[],
  fields: FieldSpec[],
  weighWith: (layout: WeightLayout) => Weigh,
  hint: (a: number, b: number) => number,
  start: MatcherOptions['start'] = 'best',
): Graph {
  const n = teams.length;
  const layout = new WeightLayout([...fields, { name: TIE, bound: 4 * n + 4 }, { name: HINT, bound: n * n + n }]);
  const m = new WeightedMatcher(teams.length, layout.words, 'auto', { start });
  const pairs = layout.slot('pairs');
  const hintSlot = layout.slot(HINT);
  const criteria = weighWith(layout);
  const g: Graph = {
    m,
    layout,
    weigh: (a, b, w) => {
      WeightLayout.add(w, 0, pairs, 1);
      criteria(a, b, w);
      WeightLayout.add(w, 0, hintSlot, hint(a, b));
    },
    scratch: new Float64Array(layout.words),
  };
  for (let a = 0; a < teams.length; a++) {
    for (let b = a + 1; b < teams.length; b++) {
      if (!mayMeet(input, teams[a]!, teams[b]!)) continue;
      m.setEdge(a, b, edgeWeight(g, a, b, 0));
    }
  }
  m.solve();
  for (let v = 0; v < teams.length; v++) if (m.mate(v) < 0) throw new NoValidPairingError(`round ${input.round}: no legal pairing of the remaining teams exists (C.04.6 3.3.3: the Chief Arbiter decides)`);
  return g;
}

/** Edge {a, b}'s weight with `tie` in the tie field, in g's scratch vector. */
function edgeWeight(g: Graph, a: number, b: number, tie: number): Float64Array {
  const w = g.scratch;
  w.fill(0);
  if (a < b) g.weigh(a, b, w);
  else g.weigh(b, a, w);
  if (tie !== 0) WeightLayout.add(w, 0, g.layout.slot(TIE), tie);
  return w;
}

/** Sets the tie field of every remaining edge {v, u} with u in `to` to tie(u). */
function bump(g: Graph, v: number, to: readonly number[], tie: (u: number) => number): void {
  for (const u of to) {
    if (!g.m.hasEdge(v, u)) continue;
    g.m.setEdge(v, u, edgeWeight(g, v, u, tie(u)));
  }
}

function removeEdges(g: Graph, v: number, to: readonly number[]): void {
  for (const u of to) if (g.m.hasEdge(v, u)) g.m.removeEdge(v, u);
}

/**
 * The graph of 3.5 over every team left: a perfect matching pairs the bracket (top-scoregroup with upfloaters) and
 * the rest (C1, C3); then C4, C5 (one field per level of `levels`, the lowest first, and one for any level below
 * them, ranked first), C6 and C7 (not in the last two rounds).
 */
function upfloaterGraph(input: TeamRoundInput, rest: readonly TeamEntrant[], inTop: readonly boolean[], levels: readonly number[]): Graph {
  const n = rest.length;
  const top = inTop.filter((x) => x).length;
  const following = Math.max(...rest.filter((_, i) => !inTop[i]).map((t) => t.score));
  const lowest = levels[0]!;
  const useFloats = !input.lastTwoRounds;
  const fields: FieldSpec[] = [
    { name: 'pairs', bound: n },
    { name: 'c4', bound: n },
    { name: 'c5:below', bound: top },
    ...levels.map((l) => ({ name: `c5:${l}`, bound: Math.min(top, rest.filter((t) => t.score === l).length) })),
    { name: 'c6', bound: n },
    ...(useFloats ? [{ name: 'c7', bound: n }] : []),
  ];
  const weighWith = (layout: WeightLayout): Weigh => {
    const c4 = layout.slot('c4');
    const below = layout.slot('c5:below');
    const levelSlot = new Map(levels.map((l) => [l, layout.slot(`c5:${l}`)]));
    const c6 = layout.slot('c6');
    const c7 = useFloats ? layout.slot('c7') : null;
    return (a, b, w) => {
      if (inTop[a] !== inTop[b]) {
        const p = rest[inTop[a] ? b : a]!;
        WeightLayout.add(w, 0, c4, -1);
        WeightLayout.add(w, 0, p.score < lowest ? below : levelSlot.get(p.score)!, -1);
        if (c7 !== null && p.floatedLastRound) WeightLayout.add(w, 0, c7, -1);
      } else if (!inTop[a] && (rest[a]!.score === following) !== (rest[b]!.score === following)) {
        // C6: a pair of the following scoregroup's bracket with a team from below is one of its upfloaters.
        WeightLayout.add(w, 0, c6, -1);
      }
    };
  };
  // The classical start won (or tied, kept first) on every such graph of the 400-team benchmark.
  return buildGraph(input, rest, fields, weighWith, (a, b) => (inTop[a] === inTop[b] ? 0 : n - (inTop[a] ? b : a)), 'classical');
}

/**
 * 3.5 with a C5 field for every score level below the top-scoregroup, for the rare bracket whose upfloaters come
 * from further below than the round graph's level fields reach (upfloaters.ts). `rest`: the teams not yet paired,
 * by TPN; returns indices into it.
 */
function chooseUpfloatersEveryLevel(input: TeamRoundInput, rest: readonly TeamEntrant[], inTop: readonly boolean[]): number[] {
  const pool = rest.map((_, i) => i).filter((i) => !inTop[i]);
  const top = rest.map((_, i) => i).filter((i) => inTop[i]);
  const levels = [...new Set(pool.map((i) => rest[i]!.score))].sort((a, b) => a - b);
  const g = upfloaterGraph(input, rest, inTop, levels);
  const chosen: number[] = [];
  for (const level of [...levels].reverse()) {
    const need = pool.filter((i) => rest[i]!.score === level && inTop[g.m.mate(i)]).length;
    let taken = 0;
    for (const p of pool.filter((i) => rest[i]!.score === level)) {
      if (taken < need && !inTop[g.m.mate(p)]) {
        bump(g, p, top, () => 1);
        g.m.solve();
      }
      if (taken < need && inTop[g.m.mate(p)]) {
        removeEdges(g, p, pool);
        chosen.push(p);
        taken++;
      } else removeEdges(g, p, top);
    }
  }
  return chosen;
}

/** 3.5: the upfloaters of the round graph's next bracket (indices into its teams). */
function chooseUpfloaters(input: TeamRoundInput, graph: RoundUpfloaters, start: BracketStart): number[] {
  if (start.pool.length === 0) return [];
  const need = graph.needs();
  if (need !== null) return graph.choose(need);
  const live = [...start.top, ...start.pool].sort((a, b) => a - b);
  const isTop = new Set(start.top);
  const ups = chooseUpfloatersEveryLevel(input, live.map((i) => graph.teams[i]!), live.map((i) => isTop.has(i)));
  return ups.map((i) => live[i]!);
}

/**
 * 3.6.3: the fold (the i-th team by TPN against the (n/2 + i)-th) has the first identifier of all pairings; when it
 * is legal and loses nothing on C8-C10 (`free`: the pair costs no criterion), it is the answer with no matching.
 * O(n).
 */
function foldPairing(input: TeamRoundInput, order: readonly number[], free: (a: number, b: number) => boolean, teams: readonly TeamEntrant[]): [number, number][] | null {
  const half = order.length / 2;
  const pairs: [number, number][] = [];
  for (let i = 0; i < half; i++) {
    const a = order[i]!;
    const b = order[i + half]!;
    if (!mayMeet(input, teams[a]!, teams[b]!) || !free(a, b)) return null;
    pairs.push([a, b]);
  }
  return pairs;
}

/** 3.6: the pairing of the bracket, first by 3.6.3 among those best on C8, C9, C10. */
function pairBracket(input: TeamRoundInput, bracket: readonly TeamEntrant[], upfloater: readonly boolean[]): [TeamEntrant, TeamEntrant][] {
  const n = bracket.length;
  const order = bracket.map((_, i) => i).sort((a, b) => bracket[a]!.tpn - bracket[b]!.tpn);
  const rank = new Array<number>(n);
  order.forEach((v, i) => (rank[v] = i));
  const prefs = bracket.map((t) => colourPreference(t, input.variant.colours, input.lastRound));
  const useFloats = !input.lastTwoRounds;
  const fields: FieldSpec[] = [
    { name: 'pairs', bound: n },
    { name: 'c8', bound: n },
    { name: 'c9', bound: n },
    ...(useFloats ? [{ name: 'c10', bound: n }] : []),
  ];
  const weighWith = (layout: WeightLayout): Weigh => {
    const c8 = layout.slot('c8');
    const c9 = input.variant.colours === 'b' ? layout.slot('c9') : null;
    const c10 = useFloats ? layout.slot('c10') : null;
    return (a, b, w) => {
      const cost = pairColourCost(prefs[a]!, prefs[b]!);
      WeightLayout.add(w, 0, c8, -cost.c8);
      if (c9 !== null) WeightLayout.add(w, 0, c9, -cost.c9);
      if (c10 !== null && upfloater[a] !== upfloater[b] && bracket[upfloater[a] ? b : a]!.floatedLastRound) WeightLayout.add(w, 0, c10, -1);
    };
  };
  const fold = foldPairing(input, order, (a, b) => {
    const cost = pairColourCost(prefs[a]!, prefs[b]!);
    return cost.c8 === 0 && !(useFloats && upfloater[a] !== upfloater[b] && bracket[upfloater[a] ? b : a]!.floatedLastRound);
  }, bracket);
  if (fold !== null) return fold.map(([a, b]) => [bracket[a]!, bracket[b]!]);
  const g = buildGraph(input, bracket, fields, weighWith, (a, b) => n - Math.abs(Math.abs(rank[a]! - rank[b]!) - n / 2));
  if (order.every((v, i) => i >= n / 2 || g.m.mate(v) === order[i + n / 2])) return order.slice(0, n / 2).map((v, i) => [bracket[v]!, bracket[order[i + n / 2]!]!]);
  // 3.6.2: the identifier starts with the top members in ascending order: take each team as a top member if it can be.
  const tops: number[] = [];
  for (const [i, v] of order.entries()) {
    const larger = order.slice(i + 1);
    const smaller = order.slice(0, i);
    if (rank[g.m.mate(v)]! < i) {
      bump(g, v, larger, () => 1);
      g.m.solve();
    }
    if (rank[g.m.mate(v)]! > i) {
      removeEdges(g, v, smaller);
      tops.push(v);
    } else removeEdges(g, v, larger);
  }
  // Then the bottom members in the tops' order: each top's smallest possible partner.
  const pairs: [TeamEntrant, TeamEntrant][] = [];
  for (const t of tops) {
    bump(g, t, order, (u) => n - rank[u]!);
    g.m.solve();
    const b = g.m.mate(t);
    pairs.push([bracket[t]!, bracket[b]!]);
    g.m.removePair(t, b);
  }
  return pairs;
}

/** Pairs one round (C.04.6 3.3.2). Throws NoValidPairingError when no complete round-pairing exists (3.3.3). */
export function pairTeamRound(input: TeamRoundInput): TeamPairing {
  let rest = [...input.entrants].sort((a, b) => a.tpn - b.tpn);
  let pab: TeamEntrant | null = null;
  if (rest.length % 2 === 1) {
    pab = choosePab(input, rest);
    if (pab === null) throw new NoValidPairingError(`round ${input.round}: no team can receive the pairing-allocated bye and leave a legal pairing (C.04.6 3.4, 3.3.3)`);
    rest = rest.filter((t) => t !== pab);
  } else if (!perfectlyPairable(input, rest)) {
    throw new NoValidPairingError(`round ${input.round}: no legal pairing of all teams exists (C.04.6 3.3.3: the Chief Arbiter decides)`);
  }
  const pairs: TeamPair[] = [];
  if (rest.length === 0) return { pairs, pab: pab?.tpn ?? null };
  const graph = new RoundUpfloaters(input, rest, (a, b) => mayMeet(input, a, b));
  for (let start = graph.bracket(); start.top.length > 0; start = graph.bracket()) {
    const members = [...start.top, ...chooseUpfloaters(input, graph, start)].sort((a, b) => a - b);
    const bracket = members.map((i) => rest[i]!);
    const topScore = rest[start.top[0]!]!.score;
    const upfloater = bracket.map((t) => t.score !== topScore);
    for (const [a, b] of pairBracket(input, bracket, upfloater)) pairs.push(allocateColours(a, b, input));
    graph.finish(members);
  }
  return { pairs, pab: pab?.tpn ?? null };
}
