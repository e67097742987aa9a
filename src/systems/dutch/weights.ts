/**
 * Encodes the pairing criteria of one Dutch bracket (C.04.3 C.4-C.19, in priority order) as lexicographic edge
 * weights, so that a maximum-weight matching is a pairing that satisfies them best (B.8 "best available
 * candidate"). docs/dutch.md explains, criterion by criterion, why the maximum of these weights is exactly the
 * rule's optimum.
 *
 * Graph of a bracket: vertices 0..m-1 are the bracket's players in BSN order (MDPs first), then the players of
 * the following scoregroup (normal brackets, for C.7) or all the remaining players (PPB, for C.4), then an
 * optional bye vertex (last bracket / PPB / CLB with an odd total).
 *
 * Every criterion that counts players or score differences is written as "baseline minus what the pairing
 * avoids": the baseline is the bracket with every player unpaired, so an edge carries only what choosing it
 * changes, and the total weight of a matching differs from the criterion's value by a constant.
 */
import { WeightLayout, type FieldSlot, type FieldSpec } from '../shared/weightLayout.js';
import { colourEffects, downfloaterSD } from './criteria.js';
import { compatible, type DutchPlayer, type DutchRound } from './player.js';

export type BracketKind = 'normal' | 'last' | 'ppb' | 'clb';

export interface BracketGraph {
  readonly kind: BracketKind;
  readonly round: DutchRound;
  /** The bracket in BSN order: MDPs first, then residents (A.2 order within each part). */
  readonly members: readonly DutchPlayer[];
  /** Number of MDPs at the head of `members` (M0). */
  readonly mdpCount: number;
  /** Following scoregroup (normal) or all remaining players (PPB); empty otherwise. */
  readonly others: readonly DutchPlayer[];
  /**
   * Whether the graph has a bye vertex. Special brackets: when the number of players is odd, for the PAB of the
   * round (C.2). Normal brackets: when the following bracket is the last one and will be odd, because the
   * pairings of that bracket that C.7 compares must leave the PAB to an eligible player (C.2 is absolute).
   */
  readonly bye: boolean;
}

export const isSpecial = (kind: BracketKind): boolean => kind !== 'normal';

export function vertexCount(g: BracketGraph): number {
  return g.members.length + g.others.length + (g.bye ? 1 : 0);
}

/** Field names of the tie-break part (D rules), below every criterion. */
export const TIE = {
  mdp: 'tie:mdp-selection',
  s1: 'tie:exchange-count',
  sum: 'tie:exchange-sum',
  bump: 'tie:bump',
  order: 'tie:order',
} as const;

/** The canonical-order hint of an edge is capped at this distance, so its field stays small at any size. */
const ORDER_CAP = 255;

/**
 * The canonical-order hint (bracket.ts, normal brackets and PPBs, once the remainder is known): remainder players
 * at positions i < j lose (j - i - P)^2 in the lowest field, P = the S1R size, so that among matchings the rules
 * rank equal the matcher holds one close to S1R[i] with S2R[i], the pairing the generation order (D.1, 2026
 * Art. 4) tries first. Below every field a decision reads, it never changes a decision; it changes which of
 * equally good matchings the matcher holds, and so how many decisions its duals answer at once (keepsOptimum).
 * Capped, so that its field stays small at any size.
 */
export function orderHint(i: number, j: number, s1Size: number): number {
  const d = Math.min(Math.abs(j - i - s1Size), ORDER_CAP);
  return -d * d;
}

/**
 * The generation-order fields, below every criterion, that bracket.ts's decisions use: the same in both editions
 * (2017 D.1-D.3, 2026 Art. 4). `bound` is the bracket graph's field bound.
 */
export function tieFieldSpecs(mdpCount: number, bound: number): FieldSpec[] {
  return [
    { name: TIE.mdp, bound: (mdpCount + 2) * bound },
    { name: TIE.s1, bound },
    { name: TIE.sum, bound: bound * bound },
    { name: TIE.bump, bound: 2 * bound },
    { name: TIE.order, bound: bound * ORDER_CAP * ORDER_CAP },
  ];
}

/** Distinct values, largest first: the significance order of a PSD-like list of score differences. */
function distinctDescending(values: Iterable<number>): number[] {
  return [...new Set(values)].sort((a, b) => b - a);
}

export interface BracketWeights {
  readonly layout: WeightLayout;
  /** Writes the criteria part of the weight of edge {u, v} into out[offset..]; false when there is no edge. */
  edge(u: number, v: number, out: Float64Array, offset: number): boolean;
  readonly slotOf: (name: string) => FieldSlot;
}

interface SdFields {
  readonly prefix: string;
  readonly values: readonly number[];
}

function sdFieldSpecs(f: SdFields, bound: number): FieldSpec[] {
  return f.values.map((v) => ({ name: `${f.prefix}${v}`, bound }));
}

/** The weight fields of a bracket graph (C.5-C.19 and the ties) and the score differences they are keyed by. */
interface BracketFields {
  readonly specs: FieldSpec[];
  readonly special: boolean;
  readonly lastRoundTopscorers: boolean;
  readonly floats1: boolean;
  readonly floats2: boolean;
  /** The lowest score of the following bracket (C.7). */
  readonly nextMin: number;
  /** Each member's SD as a downfloater (C.6). */
  readonly dfSDs: readonly number[];
  readonly c6: SdFields;
  readonly c7: SdFields;
  readonly c16: SdFields;
  readonly c17: SdFields;
  readonly c18: SdFields;
  readonly c19: SdFields;
}

/** The fields of a bracket graph's weights: O(m^2 + m·o) for collecting score differences. */
function bracketFields(g: BracketGraph): BracketFields {
  const { members, others, mdpCount, round, kind } = g;
  const m = members.length;
  const n = vertexCount(g);
  const special = isSpecial(kind);
  const bound = n + 2;
  const minScore = Math.min(...members.map((p) => p.score));
  const nextMin = others.length > 0 ? Math.min(...others.map((p) => p.score)) : minScore;
  const scores = members.map((p) => p.score);
  const lastRoundTopscorers = members.some((p) => p.topscorer);
  const rounds = round.round - 1;
  // C.6 (and C.16/C.18): downfloater SDs of the bracket's players and SDs of possible pairs.
  const pairSDs = new Set<number>();
  for (let i = 0; i < m; i++) for (let j = i + 1; j < m; j++) pairSDs.add(Math.abs(scores[i]! - scores[j]!));
  const dfSDs = scores.map((s) => downfloaterSD(s, minScore));
  const c6: SdFields = { prefix: 'c6:', values: distinctDescending([...pairSDs, ...dfSDs]) };
  const c16: SdFields = { prefix: 'c16:', values: c6.values };
  const c17: SdFields = { prefix: 'c17:', values: distinctDescending([...pairSDs].filter((v) => v > 0)) };
  const c18: SdFields = { prefix: 'c18:', values: c6.values };
  const c19: SdFields = { prefix: 'c19:', values: c17.values };

  // C.7: the following bracket is this bracket's downfloaters plus the next scoregroup.
  const nextSDs = new Set<number>();
  const everyone = [...members, ...others];
  if (!special) {
    for (const p of everyone) nextSDs.add(downfloaterSD(p.score, nextMin));
    for (const a of members) for (const b of others) nextSDs.add(a.score - b.score);
    for (let i = 0; i < others.length; i++) {
      for (let j = i + 1; j < others.length; j++) nextSDs.add(Math.abs(others[i]!.score - others[j]!.score));
    }
  }
  const c7: SdFields = { prefix: 'c7b:', values: distinctDescending(nextSDs) };

  const specs: FieldSpec[] = [];
  if (special) specs.push({ name: 'complete', bound });
  specs.push({ name: 'c5', bound });
  specs.push(...sdFieldSpecs(c6, bound));
  if (!special) {
    specs.push({ name: 'c7a', bound });
    specs.push(...sdFieldSpecs(c7, bound));
  }
  if (lastRoundTopscorers) specs.push({ name: 'c8', bound }, { name: 'c9', bound });
  specs.push({ name: 'c10', bound }, { name: 'c11', bound });
  const floats1 = rounds >= 1;
  const floats2 = rounds >= 2;
  if (floats1) specs.push({ name: 'c12', bound }, { name: 'c13', bound });
  if (floats2) specs.push({ name: 'c14', bound }, { name: 'c15', bound });
  if (floats1) specs.push(...sdFieldSpecs(c16, bound), ...sdFieldSpecs(c17, bound));
  if (floats2) specs.push(...sdFieldSpecs(c18, bound), ...sdFieldSpecs(c19, bound));
  specs.push(...tieFieldSpecs(mdpCount, bound));

  return { specs, special, lastRoundTopscorers, floats1, floats2, nextMin, dfSDs, c6, c7, c16, c17, c18, c19 };
}

/**
 * Builds the layout and the edge-weight function of a bracket graph. Layout construction is
 * O(m^2 + m·o) for collecting score differences; each edge weight costs O(rounds) (colour rules).
 */
export function bracketWeights(g: BracketGraph): BracketWeights {
  const { members, others, mdpCount, round } = g;
  const m = members.length;
  const { specs, special, lastRoundTopscorers, floats1, floats2, nextMin, dfSDs, c6, c7, c16, c17, c18, c19 } = bracketFields(g);
  const layout = new WeightLayout(specs);
  const slot = (name: string): FieldSlot => layout.slot(name);
  const add = (out: Float64Array, offset: number, name: string, value: number): void => {
    if (value !== 0) WeightLayout.add(out, offset, slot(name), value);
  };
  const families = new Map<SdFields, (sd: number) => FieldSlot>();
  for (const f of [c6, c7, c16, c17, c18, c19]) families.set(f, layout.family(f.prefix));
  const sdAdd = (out: Float64Array, offset: number, f: SdFields, sd: number, value: number): void => {
    if (value !== 0) WeightLayout.add(out, offset, families.get(f)!(sd), value);
  };
  // C.12-C.19 by float history (1: the last round, 2: the one before), built once, not per edge.
  const floatFields = [
    [0, 'c12', 'c13', c16, c17, floats1],
    [1, 'c14', 'c15', c18, c19, floats2],
  ] as const;

  const player = (v: number): DutchPlayer | null =>
    v < m ? members[v]! : v < m + others.length ? others[v - m]! : null;

  function memberPair(u: number, v: number, out: Float64Array, offset: number): void {
    // u < v, so u ranks higher (BSN order) and its score is at least v's.
    const h = members[u]!;
    const l = members[v]!;
    const sd = h.score - l.score;
    if (special) add(out, offset, 'complete', 1);
    add(out, offset, 'c5', 1);
    // C.6: the pair removes two downfloater SDs from the PSD and adds its own SD.
    sdAdd(out, offset, c6, dfSDs[u]!, 1);
    sdAdd(out, offset, c6, dfSDs[v]!, 1);
    sdAdd(out, offset, c6, sd, -1);
    if (!special) {
      // C.7: both leave the following bracket.
      sdAdd(out, offset, c7, downfloaterSD(h.score, nextMin), 1);
      sdAdd(out, offset, c7, downfloaterSD(l.score, nextMin), 1);
    }
    const colours = colourEffects(h, l, round.initialColour);
    if (lastRoundTopscorers) {
      add(out, offset, 'c8', -colours.c8);
      add(out, offset, 'c9', -colours.c9);
    }
    add(out, offset, 'c10', -colours.c10);
    add(out, offset, 'c11', -colours.c11);
    // C.12-C.19. Baseline: every bracket player unpaired, i.e. downfloating. Pairing spares the downfloat of
    // a player unless he is the higher-scored one of a heterogeneous pair; the lower one then upfloats.
    const hetero = sd > 0;
    for (const [k, fDown, fUp, sdDown, sdUp, on] of floatFields) {
      if (!on) continue;
      const hDown = h.floats[k] === 'down';
      const lDown = l.floats[k] === 'down';
      const lUp = l.floats[k] === 'up';
      add(out, offset, fDown, (lDown ? 1 : 0) + (hDown && !hetero ? 1 : 0));
      if (hetero && lUp) add(out, offset, fUp, -1);
      if (lDown) sdAdd(out, offset, sdDown, dfSDs[v]!, 1);
      if (hDown) {
        sdAdd(out, offset, sdDown, dfSDs[u]!, 1);
        if (hetero) sdAdd(out, offset, sdDown, sd, -1);
      }
      if (hetero && lUp) sdAdd(out, offset, sdUp, sd, -1);
    }
  }

  function edge(u: number, v: number, out: Float64Array, offset: number): boolean {
    if (u > v) [u, v] = [v, u];
    for (let k = 0; k < layout.words; k++) out[offset + k] = 0;
    const a = player(u);
    const b = player(v);
    if (a === null) return false; // u < v, so only v can be the bye vertex
    if (b === null) {
      // Bye vertex: C.2 (absolute) — only an eligible player may be left over for the PAB. In a normal
      // bracket it stands for the PAB of the following (last) bracket: a completed pair of that bracket (C.7).
      if (!a.pabEligible) return false;
      add(out, offset, special ? 'complete' : 'c7a', 1);
      return true;
    }
    if (!compatible(a, b, round.isForbidden)) return false;
    const uMember = u < m;
    const vMember = v < m;
    if (uMember && vMember) {
      // B.2/B.3: MDPs are paired only with residents. In the last bracket / PPB / CLB an MDP-MDP edge may
      // still be needed to complete the round-pairing (C.4), so it carries completion weight only.
      if (v < mdpCount) {
        if (!special) return false;
        add(out, offset, 'complete', 1);
        return true;
      }
      memberPair(u, v, out, offset);
      return true;
    }
    if (special) {
      add(out, offset, 'complete', 1);
      return true;
    }
    // C.7: a pair of the following bracket (a downfloater with a next-scoregroup player, or two of the latter).
    add(out, offset, 'c7a', 1);
    sdAdd(out, offset, c7, downfloaterSD(a.score, nextMin), 1);
    sdAdd(out, offset, c7, downfloaterSD(b.score, nextMin), 1);
    sdAdd(out, offset, c7, Math.abs(a.score - b.score), -1);
    return true;
  }

  return { layout, edge, slotOf: slot };
}
