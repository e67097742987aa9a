/**
 * The criteria of C.04.3 (2026) Art. 2 for one bracket, as lexicographic edge weights: a maximum-weight matching
 * of the bracket graph is a pairing that satisfies C4-C21 best, in their priority order (3.8 "best candidate").
 *
 * Graph: vertices 0..m-1 are the bracket (BSN order, MDPs first), then the players of the next scoregroup (the
 * following bracket's residents, for C8), then every other player not yet paired (for C4), then a bye vertex
 * when the number of players to pair is odd. Edges exist only under the absolute criteria C1-C3 (player.ts
 * `compatible`); the bye vertex is adjacent only to the players who may receive the PAB: eligible (C2) and of
 * the lowest score a complete round-pairing allows (C5, computed once per round in round.ts).
 *
 * Fields, most significant first (every count written as "baseline minus what the pairing avoids", as in the
 * 2017 weights: the baseline is the bracket with every player unpaired, so an edge carries what choosing it
 * changes):
 *   complete   C4 + C5: +1 on every edge; maximal <=> every player paired, the PAB to a C5 player
 *   c6         C6: pairs of the bracket (an MDP pairs only a resident, 3.2)
 *   c7:s       C7: downfloaters' scores, descending: a bracket pair spares both players at their score s
 *   c8a, c8:s  C8: the following bracket's C6 and C7 (its C1-C5 are the graph's edges and `complete`)
 *   c9         C9: played games of the PAB assignee (bye edges), when the bracket's one downfloater gets the PAB
 *   c10..c13   colour criteria (= 2017 C.8-C.11) of the bracket's pairs, colours by 5.2 (= 2017 E)
 *   c14..c17   repeated floats: resident downfloaters (C14/C16), MDP opponents who upfloated (C15/C17)
 *   c18..c21   their scores / score differences, descending (see docs/dutch-2026.md for the reading)
 *   tie:*      the generation order of Art. 4, decided by bracket.ts
 */
import { WeightLayout, type FieldSlot, type FieldSpec } from '../../shared/weightLayout.js';
import { colourEffects } from '../criteria.js';
import { compatible, type DutchPlayer } from '../player.js';
import { tieFieldSpecs, vertexCount, type BracketGraph, type BracketWeights } from '../weights.js';

export interface BracketGraph2026 extends BracketGraph {
  /** How many of `others` (at their head) form the next scoregroup; the rest only serve completion (C4). */
  readonly nextCount: number;
  /** C5: the score the PAB assignee must have (null when the number of players is even). */
  readonly byeScore: number | null;
  /** C9 is in force in this bracket (its one downfloater receives the PAB). */
  readonly c9: boolean;
  /**
   * false: the graph is the bracket and the next scoregroup only, without C4 (round.ts checks the answer against
   * the round's completion afterwards); two MDPs have no edge, the bye vertex only carries C9. Default true.
   */
  readonly completion?: boolean;
}

/** C2 + C5: may this player be the one left for the PAB? */
export function byeCandidate(p: DutchPlayer, byeScore: number | null): boolean {
  return byeScore !== null && p.pabEligible && p.score === byeScore;
}

const descending = (values: Iterable<number>): number[] => [...new Set(values)].sort((a, b) => b - a);

/** O(m + o) to lay out; each edge weight costs O(rounds) (colour rules). */
export function bracketWeights2026(g: BracketGraph2026): BracketWeights {
  const { members, others, mdpCount, round, nextCount } = g;
  const m = members.length;
  const n = vertexCount(g);
  const bound = n + 2;
  const lastRoundTopscorers = members.some((p) => p.topscorer);
  const rounds = round.round - 1;
  const floats1 = rounds >= 1;
  const floats2 = rounds >= 2;
  const next = others.slice(0, nextCount);

  const memberScores = descending(members.map((p) => p.score));
  const nextScores = descending([...members, ...next].map((p) => p.score));
  const sds = new Set<number>();
  for (let i = 0; i < mdpCount; i++) sds.add(members[i]!.score - members[m - 1]!.score);
  const upSDs = descending([...sds].filter((v) => v > 0));

  const completion = g.completion ?? true;
  const specs: FieldSpec[] = completion ? [{ name: 'complete', bound }, { name: 'c6', bound }] : [{ name: 'c6', bound }];
  specs.push(...memberScores.map((s) => ({ name: `c7:${s}`, bound })));
  specs.push({ name: 'c8a', bound }, ...nextScores.map((s) => ({ name: `c8:${s}`, bound })));
  specs.push({ name: 'c9', bound: rounds + 2 });
  if (lastRoundTopscorers) specs.push({ name: 'c10', bound }, { name: 'c11', bound });
  specs.push({ name: 'c12', bound }, { name: 'c13', bound });
  if (floats1) specs.push({ name: 'c14', bound }, { name: 'c15', bound });
  if (floats2) specs.push({ name: 'c16', bound }, { name: 'c17', bound });
  if (floats1) specs.push(...memberScores.map((s) => ({ name: `c18:${s}`, bound })), ...upSDs.map((v) => ({ name: `c19:${v}`, bound })));
  if (floats2) specs.push(...memberScores.map((s) => ({ name: `c20:${s}`, bound })), ...upSDs.map((v) => ({ name: `c21:${v}`, bound })));
  specs.push(...tieFieldSpecs(mdpCount, bound));

  const layout = new WeightLayout(specs);
  const slot = (name: string): FieldSlot => layout.slot(name);
  const add = (out: Float64Array, offset: number, name: string, value: number): void => {
    if (value !== 0) WeightLayout.add(out, offset, slot(name), value);
  };
  const put = (out: Float64Array, offset: number, s: FieldSlot, value: number): void => {
    if (value !== 0) WeightLayout.add(out, offset, s, value);
  };
  // The fields named by a score or a score difference, resolved by that number (WeightLayout.family).
  const c7 = layout.family('c7:');
  const c8 = layout.family('c8:');
  // C14-C21 by float history (1: the last round, 2: the one before), built once, not per edge.
  const floatFields = [
    [0, 'c14', 'c15', layout.family('c18:'), layout.family('c19:'), floats1],
    [1, 'c16', 'c17', layout.family('c20:'), layout.family('c21:'), floats2],
  ] as const;
  const player = (v: number): DutchPlayer | null => (v < m ? members[v]! : v < m + others.length ? others[v - m]! : null);

  function bracketPair(h: DutchPlayer, l: DutchPlayer, out: Float64Array, offset: number): void {
    add(out, offset, 'c6', 1);
    // C7: the pair spares two downfloaters, at their scores.
    put(out, offset, c7(h.score), 1);
    put(out, offset, c7(l.score), 1);
    const colours = colourEffects(h, l, round.initialColour);
    if (lastRoundTopscorers) {
      add(out, offset, 'c10', -colours.c8);
      add(out, offset, 'c11', -colours.c9);
    }
    add(out, offset, 'c12', -colours.c10);
    add(out, offset, 'c13', -colours.c11);
    // C14-C21. h is an MDP exactly when the pair is heterogeneous (MDPs pair only residents). An MDP is no
    // resident downfloater whether paired or not (C14/C16 do not count it); a resident paired is spared. C15/
    // C17 count the resident l when he upfloats to h again; C19/C21 weigh it by the score difference.
    // C18/C20: the bracket's downfloaters who downfloated before, by score (a pair spares both players).
    const hetero = h.score > l.score;
    const sd = h.score - l.score;
    for (const [k, fDown, fUp, sDown, sUp, on] of floatFields) {
      if (!on) continue;
      const hDown = h.floats[k] === 'down';
      const lDown = l.floats[k] === 'down';
      add(out, offset, fDown, (lDown ? 1 : 0) + (hDown && !hetero ? 1 : 0));
      if (hetero && l.floats[k] === 'up') {
        add(out, offset, fUp, -1);
        put(out, offset, sUp(sd), -1);
      }
      if (lDown) put(out, offset, sDown(l.score), 1);
      if (hDown) put(out, offset, sDown(h.score), 1);
    }
  }

  function edge(u: number, v: number, out: Float64Array, offset: number): boolean {
    if (u > v) [u, v] = [v, u];
    for (let k = 0; k < layout.words; k++) out[offset + k] = 0;
    const a = player(u);
    const b = player(v);
    if (a === null) return false;
    if (b === null) {
      if (!byeCandidate(a, g.byeScore) || (!completion && !(g.c9 && u < m))) return false;
      if (completion) add(out, offset, 'complete', 1);
      // C9: fewest unplayed games = most games played over the board (the colour history holds exactly those).
      // One more than the games played, so that the edge of an assignee who has played none still has a weight
      // (every bye edge of such a bracket carries the same +1: the order between assignees is unchanged).
      if (g.c9 && u < m) add(out, offset, 'c9', a.colours.length + 1);
      return true;
    }
    if (!compatible(a, b, round.isForbidden)) return false;
    const uMember = u < m;
    const vMember = v < m;
    const vNext = v - m < nextCount;
    // Without completion only the edges that carry a criterion exist.
    if (!completion && ((uMember && vMember && v < mdpCount) || !vNext)) return false;
    if (completion) add(out, offset, 'complete', 1);
    if (uMember && vMember) {
      // 3.2: S1 holds MDPs, S2 residents; two MDPs never meet in the bracket (the edge serves C4 only).
      if (v >= mdpCount) bracketPair(a, b, out, offset);
      return true;
    }
    if (vNext) {
      // C8: a pair of the following bracket (a downfloater of this one with a resident of it, or two residents);
      // two of this bracket's downfloaters would both be MDPs there and cannot meet.
      add(out, offset, 'c8a', 1);
      put(out, offset, c8(a.score), 1);
      put(out, offset, c8(b.score), 1);
    }
    return true;
  }

  return { layout, edge, slotOf: slot };
}
