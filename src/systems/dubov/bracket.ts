/**
 * Pairs one Dubov bracket exactly (C.04.4.1 B.1-B.6), with the weighted matcher.
 *
 * Upfloaters (B.1, B.2): one maximum-weight matching over the residents and every lower player, with fields in
 * priority order: complete round-pairing (C.4 — the players left after this bracket must still be pairable),
 * fewest upfloaters (C.5), the upfloaters' scores as high as possible compared from the highest down (C.6 as
 * D.1 orders its containers), fewest colour preferences missed in the bracket (C.7), then, except in the last round,
 * fewest maximum upfloaters (C.8), fewest upfloats among them (C.9), fewest upfloaters of the previous round
 * (C.10). Within the best container the set is the first by D.1's sequence numbers (score, then initial
 * ranking): candidates are tried in that order with a bump below every criterion and locked in or out.
 *
 * Arrangement (B.3-B.6), on the bracket alone: G1 = players wanting white (or, when nobody in the bracket has
 * played, the first half by initial ranking), G2 = the others. Since every Dubov player has a preference (A.5.4),
 * a pair inside G1 or inside G2 is exactly a pair where one player misses his colour, so the fewest such pairs is
 * C.7's optimum. B.4 shifts, from the smaller subgroup first, as many players as there are pairs inside it, then
 * from the larger one to equalise: the shifted players of a side are exactly one member of each pair inside that
 * side. Each set is the first in D.2's order (middle-out sequence numbers) that still allows an optimal pairing.
 * Then S1 = G1 by ascending ARO (B.5) and T2 = the first legal transposition of G2 by initial ranking (B.6, D.3).
 *
 * Both editions: 2026 3.2.1-3.2.6, [C4]-[C10], 4.2-4.4 are these articles renumbered (editions.ts).
 *
 * Complexity: O(n^3) for the first matching over n = residents + lower players, O(n^2) per decision, O(n)
 * decisions; the arrangement is O(b^3) per matching for a bracket of b players. The default engine ('auto') first
 * tries the fast paths, each exact when it answers (fastUpfloaters.ts, upfloaterPool.ts, fastArrange.ts): O(b^2 + n)
 * adjacency tests per bracket on the usual nearly complete graphs, O(n) memory.
 */
import { InternalError } from '../../errors.js';
import { WeightedMatcher } from '../../matching/weighted.js';
import { WeightLayout, type FieldSlot, type FieldSpec } from '../shared/weightLayout.js';
import { fastArrange } from './fastArrange.js';
import { fastUpfloaters } from './fastUpfloaters.js';
import { pooledUpfloaters } from './upfloaterPool.js';
import { colourMisses, dubovCompatible, type DubovPlayer, type DubovRound } from './player.js';
import { s1Order, shifterSequence, subgroupsOf, t2Order, type Side } from './subgroups.js';

export interface DubovBracketResult {
  /** Pairs (as players). */
  readonly pairs: readonly (readonly [DubovPlayer, DubovPlayer])[];
  /** The upfloaters taken from lower scoregroups. */
  readonly upfloaters: readonly DubovPlayer[];
}

/** Helper around a matcher: change one field of an edge, read mates right after solving. */
class Tuner {
  private readonly buf: Float64Array;
  constructor(readonly m: WeightedMatcher) {
    this.buf = new Float64Array(m.words);
  }
  add(u: number, v: number, slot: FieldSlot, delta: number): void {
    if (delta === 0 || !this.m.hasEdge(u, v)) return;
    this.m.edgeWeight(u, v, this.buf);
    WeightLayout.add(this.buf, 0, slot, delta);
    this.m.setEdge(u, v, this.buf);
  }
  cut(u: number, v: number): void {
    if (this.m.hasEdge(u, v)) this.m.removeEdge(u, v);
  }
  mate(v: number): number {
    this.m.solve();
    return this.m.mate(v);
  }
}

export { middleOut } from './subgroups.js';

/**
 * B.1/B.2: the upfloaters for the residents, by C.4-C.10 then D.1. `relaxed` leaves C.4 aside for the players
 * below (no edges among them; the first field counts the residents paired instead): the caller then checks that
 * the players left below can still be paired (upfloaterPool.ts).
 */
function chooseUpfloaters(
  residents: readonly DubovPlayer[],
  lower: readonly DubovPlayer[],
  round: DubovRound,
  relaxed = false,
): DubovPlayer[] {
  const r = residents.length;
  const all = [...residents, ...lower];
  const n = all.length;
  const bound = n + 2;
  // C.6 / D.1 containers: the upfloaters' scores compared from the highest down (see the note in docs/dubov.md:
  // D.1's example orders {3, 1.5} before {2.5, 2.5}, and so do both public implementations).
  const lowerScores = [...new Set(lower.map((p) => p.score))].sort((a, b) => b - a);
  const quality = !round.isLastRound;
  const specs: FieldSpec[] = [
    { name: 'complete', bound },
    { name: 'c5', bound },
    ...lowerScores.map((s) => ({ name: `c6:${s}`, bound })),
    { name: 'c7', bound },
  ];
  if (quality) {
    specs.push({ name: 'c8', bound }, { name: 'c9', bound: bound * (round.round + 1) }, { name: 'c10', bound });
  }
  specs.push({ name: 'd1', bound: bound * (bound + 2) });
  const layout = new WeightLayout(specs);
  const slot = (name: string): FieldSlot => layout.slot(name);
  const m = new WeightedMatcher(n, layout.words);
  const w = new Float64Array(layout.words);
  const put = (name: string, value: number): void => {
    if (value !== 0) WeightLayout.add(w, 0, slot(name), value);
  };
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      const a = all[u]!;
      const b = all[v]!;
      if ((relaxed && u >= r) || !dubovCompatible(a, b, round.isForbidden)) continue;
      w.fill(0);
      put('complete', relaxed ? (v < r ? 2 : 1) : 1);
      if (u < r) {
        put('c7', -colourMisses(a, b));
        if (v >= r) {
          // b floats up into the bracket.
          put('c5', -1);
          put(`c6:${b.score}`, 1);
          if (quality && b.upfloats >= round.maxUpfloats) {
            put('c8', -1);
            put('c9', -b.upfloats);
          }
          if (quality && b.upfloatedPreviousRound) put('c10', -1);
        }
      }
      m.setEdge(u, v, w);
    }
  }
  const t = new Tuner(m);
  m.solve();
  let wanted = 0;
  for (let x = r; x < n; x++) if (m.mate(x) >= 0 && m.mate(x) < r) wanted++;
  // D.1: within the best container, the lexicographically first set of sequence numbers (score, then rank).
  const d1 = slot('d1');
  const lock = bound;
  const chosen: DubovPlayer[] = [];
  for (let x = r; x < n && chosen.length < wanted; x++) {
    let up = t.mate(x) < r && t.mate(x) >= 0;
    if (!up) {
      for (let y = 0; y < r; y++) t.add(x, y, d1, 1);
      up = t.mate(x) < r && t.mate(x) >= 0;
      for (let y = 0; y < r; y++) t.add(x, y, d1, -1);
    }
    if (up) {
      for (let y = 0; y < r; y++) t.add(x, y, d1, lock);
      chosen.push(all[x]!);
    } else {
      for (let y = 0; y < r; y++) t.cut(x, y);
    }
  }
  if (chosen.length !== wanted) throw new InternalError('Dubov: upfloater selection lost an upfloater');
  return chosen;
}

/** B.3-B.6 on a bracket whose members are fixed. */
function arrange(bracket: readonly DubovPlayer[], round: DubovRound): [DubovPlayer, DubovPlayer][] {
  const b = bracket.length;
  // B.3: side 1 is G1.
  const groups = subgroupsOf(bracket);
  const side = (p: DubovPlayer): Side => groups.side(p);
  const index = new Map(bracket.map((p, i) => [p.id, i]));
  const bound = b + 2;
  const layout = new WeightLayout([
    { name: 'complete', bound },
    { name: 'sameSide', bound },
    { name: 'bump', bound: bound * (bound + 2) },
  ]);
  const complete = layout.slot('complete');
  const sameSide = layout.slot('sameSide');
  const bump = layout.slot('bump');
  const m = new WeightedMatcher(b, layout.words);
  const w = new Float64Array(layout.words);
  for (let u = 0; u < b; u++) {
    for (let v = u + 1; v < b; v++) {
      if (!dubovCompatible(bracket[u]!, bracket[v]!, round.isForbidden)) continue;
      w.fill(0);
      WeightLayout.add(w, 0, complete, 1);
      if (side(bracket[u]!) === side(bracket[v]!)) WeightLayout.add(w, 0, sameSide, -1);
      m.setEdge(u, v, w);
    }
  }
  const t = new Tuner(m);
  m.solve();
  const same = (s: Side): number => {
    let k = 0;
    for (let u = 0; u < b; u++) {
      const v = m.mate(u);
      if (v > u && side(bracket[u]!) === s && side(bracket[v]!) === s) k++;
    }
    return k;
  };
  const a1 = bracket.filter((p) => side(p) === 1).length;
  const a2 = b - a1;
  const k = { 1: same(1), 2: same(2) };
  // B.4: first the smaller subgroup (G1 when equal), then the larger one.
  const order: Side[] = a1 <= a2 ? [1, 2] : [2, 1];
  const shifted = new Set<number>();
  for (const s of order) {
    // D.2: white seekers by ascending ARO then initial ranking, black seekers by initial ranking; middle-out.
    const sequence = shifterSequence(bracket, groups, s);
    let left = k[s];
    const sideIdx = (p: DubovPlayer): number => index.get(p.id)!;
    const sameSidePartnerFree = (x: number): boolean => {
      const y = t.mate(x);
      return y >= 0 && side(bracket[y]!) === s && !shifted.has(y);
    };
    for (const p of sequence) {
      if (left === 0) break;
      const x = sideIdx(p);
      let ok = sameSidePartnerFree(x);
      if (!ok) {
        for (let y = 0; y < b; y++) if (y !== x && side(bracket[y]!) === s && !shifted.has(y)) t.add(x, y, bump, 1);
        ok = sameSidePartnerFree(x);
        for (let y = 0; y < b; y++) if (y !== x && side(bracket[y]!) === s && !shifted.has(y)) t.add(x, y, bump, -1);
      }
      if (!ok) continue;
      // x moves to the other subgroup: it pairs with a player of its own side who stays.
      shifted.add(x);
      left--;
      for (let y = 0; y < b; y++) {
        if (y !== x && (side(bracket[y]!) !== s || shifted.has(y))) t.cut(x, y);
      }
    }
    if (left !== 0) throw new InternalError('Dubov: B.4 could not place every shift');
  }
  // Final subgroups, and only pairs across them remain.
  const inG1 = (x: number): boolean => (side(bracket[x]!) === 1) !== shifted.has(x);
  for (let u = 0; u < b; u++) for (let v = u + 1; v < b; v++) if (inG1(u) === inG1(v)) t.cut(u, v);
  // B.5: S1 = G1 by ascending ARO, then initial ranking. B.6/D.3: T2 the first legal transposition of G2.
  const s1 = [...Array(b).keys()].filter(inG1).sort((x, y) => s1Order(bracket[x]!, bracket[y]!));
  const g2 = [...Array(b).keys()].filter((x) => !inG1(x)).sort((x, y) => t2Order(bracket[x]!, bracket[y]!));
  const pairs: [DubovPlayer, DubovPlayer][] = [];
  for (const x of s1) {
    g2.forEach((y, i) => t.add(x, y, bump, g2.length - i));
    const y = t.mate(x);
    if (y < 0 || inG1(y)) throw new InternalError('Dubov: B.6 found no legal transposition');
    pairs.push([bracket[x]!, bracket[y]!]);
    m.removePair(x, y);
  }
  return pairs;
}

/**
 * C.4 (2026 [C4]) alone decides the upfloaters when no two players below may meet: the players left below must
 * still be pairable, so none of them may be left, and every one floats up (the round being completable, checked
 * before any bracket, they can). The weighted matching would otherwise be built over the residents and them (a
 * 9,974-player last bracket above six players who had all met: 16 s for the pooled relaxation, which takes none,
 * then 40 s). O(|lower|^2) adjacency tests at worst, ended by the first pair that may meet.
 */
function forcedUpfloaters(lower: readonly DubovPlayer[], round: DubovRound): DubovPlayer[] | null {
  for (let u = 0; u < lower.length; u++) {
    for (let v = u + 1; v < lower.length; v++) if (dubovCompatible(lower[u]!, lower[v]!, round.isForbidden)) return null;
  }
  return [...lower];
}

/**
 * Pairs the remaining residents of a scoregroup, with upfloaters from `lower` (all unpaired lower players, in D.1
 * order). 'auto' asks the fast paths first, in order, and the full matchings only when they decline.
 */
export function pairDubovBracket(
  residents: readonly DubovPlayer[],
  lower: readonly DubovPlayer[],
  round: DubovRound,
  engine: 'auto' | 'exact' = 'auto',
): DubovBracketResult {
  const upfloaters =
    lower.length === 0
      ? []
      : engine === 'exact'
        ? chooseUpfloaters(residents, lower, round)
        : (forcedUpfloaters(lower, round) ??
          fastUpfloaters(residents, lower, round) ??
          pooledUpfloaters(residents, lower, round, (pool) => chooseUpfloaters(residents, pool, round, true)) ??
          chooseUpfloaters(residents, lower, round));
  const bracket = [...residents, ...upfloaters];
  const pairs = (engine === 'auto' ? fastArrange(bracket, round) : null) ?? arrange(bracket, round);
  return { pairs, upfloaters };
}
