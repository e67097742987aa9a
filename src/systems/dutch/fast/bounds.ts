/**
 * Stage 1 of the Dutch fast path (../fast.ts): the bracket's bounds, what no candidate of it can beat (docs/dutch.md,
 * "fast path"), and the tests they rest on: MaxPairs as compatibility (B.1.b) and C.4 (a PPB) allow it, who may
 * float in a candidate equal to the bounds. Pure functions of the bracket graph.
 */
import { CardinalityMatcher } from '../../../matching/cardinality.js';
import { downfloaterSD } from '../criteria.js';
import { desc, evaluateOutcome, type BracketOutcome } from '../outcome.js';
import { nextBound, nextBracket, nextValue, type NextBracket } from '../following.js';
import { compatible, type DutchPlayer } from '../player.js';
import type { BracketResult } from '../bracket.js';
import type { BracketGraph } from '../weights.js';
import { firm, prefersBlack, prefersWhite } from './colours.js';

const repeat = (value: number, times: number): number[] => Array.from({ length: Math.max(0, times) }, () => value);

/**
 * C.4 (a PPB, A.9): the players `down` (the PPB's downfloaters) and every lower player (the CLB) still allow a
 * complete round-pairing, the odd one out taking the PAB (C.2). O((d + o)^2) adjacency tests with the greedy
 * start, O((d + o)^3) at worst.
 */
export function completesRound(g: BracketGraph, down: readonly DutchPlayer[]): boolean {
  const rest = [...down, ...g.others];
  const bye = rest.length % 2 === 1 ? rest.length : -1;
  const isForbidden = g.round.isForbidden;
  const matcher = new CardinalityMatcher({
    vertexCount: rest.length + (bye === -1 ? 0 : 1),
    adjacent: (u, v) => (u === bye ? rest[v]!.pabEligible : v === bye ? rest[u]!.pabEligible : compatible(rest[u]!, rest[v]!, isForbidden)),
  });
  return 2 * matcher.maximize() === rest.length + (bye === -1 ? 0 : 1);
}

/**
 * Who may be the downfloater of a candidate whose C.5-C.7 values equal the bounds, whatever its pairs (member
 * index; memoised): in a normal bracket one with a partner in the following bracket (the C.7 bound pairs every
 * downfloater there); in a PPB one who leaves the round completable (C.4: the bounds have at most one
 * downfloater, the remainder's parity, so the set is {x}; not tested when the bounds have more); in the last
 * bracket a PAB assignee (C.2, or what the caller's mayGetBye narrows it to).
 */
export function floaterRule(g: BracketGraph, next: NextBracket | null, mayGetBye: (p: DutchPlayer) => boolean, downfloaters: number): (x: number) => boolean {
  const memo = new Map<number, boolean>();
  const isForbidden = g.round.isForbidden;
  const test = (x: number): boolean => {
    const p = g.members[x]!;
    if (next !== null) return next.players.some((q) => compatible(p, q, isForbidden));
    // C.4 of one player alone says nothing of a set of several: with more downfloaters the leaf tests the set.
    if (g.kind === 'ppb') return downfloaters > 1 || completesRound(g, [p]);
    return mayGetBye(p);
  };
  return (x) => {
    let ok = memo.get(x);
    if (ok === undefined) memo.set(x, (ok = test(x)));
    return ok;
  };
}

export interface Plan {
  readonly members: readonly DutchPlayer[];
  readonly mdps: number;
  /** B.1.c M1: the MDPs in S1 (the first M1); the others are in the Limbo. */
  readonly m1: number;
  readonly residents: readonly number[];
  readonly bound: BracketOutcome;
  /** Downfloaters the ideal pairing has. */
  readonly k: number;
}

/** C.5 at best: every MDP paired, the remainder paired but for its parity. */
export function idealPairs(g: BracketGraph): number {
  const residents = g.members.length - g.mdpCount;
  const m1 = Math.min(g.mdpCount, residents);
  return m1 + Math.floor((residents - m1) / 2);
}

/**
 * B.1.b MaxPairs as compatibility allows it: a maximum matching of the bracket (C.1, C.3; MDPs meet residents
 * only). O(m^2) adjacency tests with the greedy start, O(m^3) at worst.
 */
export function bracketMaxPairs(g: BracketGraph): number {
  const mdps = g.mdpCount;
  const m = new CardinalityMatcher({
    vertexCount: g.members.length,
    adjacent: (u, v) => (u >= mdps || v >= mdps) && compatible(g.members[u]!, g.members[v]!, g.round.isForbidden),
  });
  return m.maximize();
}

/**
 * A PPB's pairs as C.4 allows them, at most (A.9; MaxPairs counts C.4 in a PPB, oracle reading 4): every lower
 * player (and the PAB, when the total is odd) must be paired, among themselves or with the PPB's downfloaters,
 * and among themselves at most ν(lower + PAB) pairs form; the rest need d >= |lower| + [PAB] - 2ν downfloaters.
 * O(o^2) adjacency tests with the greedy start, O(o^3) at worst (o = lower players).
 */
export function completionMaxPairs(g: BracketGraph): number {
  const lower = g.others;
  const bye = (g.members.length + lower.length) % 2 === 1 ? lower.length : -1;
  const matcher = new CardinalityMatcher({
    vertexCount: lower.length + (bye === -1 ? 0 : 1),
    adjacent: (u, v) => (u === bye ? lower[v]!.pabEligible : v === bye ? lower[u]!.pabEligible : compatible(lower[u]!, lower[v]!, g.round.isForbidden)),
  });
  const needed = lower.length + (bye === -1 ? 0 : 1) - 2 * matcher.maximize();
  return Math.floor((g.members.length - needed) / 2);
}

/** C.4 leaves a PPB-shaped graph (every lower player in `others`) fewer pairs than the ideal (2026: C4 before C6). */
export function completionCapsPairs(g: BracketGraph): boolean {
  return completionMaxPairs(g) < idealPairs(g);
}

/** Residents no other bracket player may meet (C.1, C.3). O(m^2) adjacency tests at worst. */
export function isolatedResidents(g: BracketGraph): Set<number> {
  const { members, mdpCount } = g;
  const out = new Set<number>();
  for (let r = mdpCount; r < members.length; r++) {
    if (!members.some((q, j) => j !== r && compatible(members[r]!, q, g.round.isForbidden))) out.add(r);
  }
  return out;
}

/** What the float bounds (C.12-C.19) are computed from: plan's view of the bracket. */
interface FloatInput {
  readonly members: readonly DutchPlayer[];
  readonly residents: readonly number[];
  readonly isolated: ReadonlySet<number>;
  readonly mayFloat: (x: number) => boolean;
  /** Resident downfloaters not isolated. */
  readonly freeResidents: number;
  /** Resident downfloaters. */
  readonly kRes: number;
  readonly m1: number;
  readonly mdps: number;
  readonly limbo: readonly DutchPlayer[];
  readonly limboTop: number | null;
  readonly tied: readonly DutchPlayer[];
  readonly tiedInLimbo: number;
  readonly mdpSDs: readonly number[];
  /** The residents' score. */
  readonly s: number;
  readonly res: readonly DutchPlayer[];
}

interface FloatBound {
  readonly down: number;
  readonly up: number;
  readonly downSD: number[];
  readonly upSD: number[];
}

/** The float bounds of the last round (index 0) and the one before (1): C.12/C.13/C.16/C.17 and C.14/C.15/C.18/C.19. */
function floatBounds(input: FloatInput): [FloatBound, FloatBound] {
  const { members, residents, isolated, mayFloat, freeResidents, kRes, m1, mdps, limbo, limboTop, tied, tiedInLimbo, mdpSDs, s, res } = input;
  const limboSD = (p: DutchPlayer): number => downfloaterSD(p.score, s);
  // The resident downfloaters: k of them, each one who may float. Usually k <= 1 (the remainder's parity); then
  // C.12 comes before C.14: when that one floats without repeating last round's downfloat, a candidate equal to
  // the bounds up to C.12 has such a downfloater, and C.14 counts only those. With more, each criterion counts on
  // its own (still a bound). O(R) floater tests at worst, usually O(k).
  const clean = (r: number, i: 0 | 1): boolean => members[r]!.floats[i] !== 'down';
  const floatersUpTo = (f: (r: number) => boolean): number => {
    let n = 0;
    for (const r of isolated) if (f(r)) n++;
    let more = 0;
    for (const r of residents) {
      if (more >= freeResidents) break;
      if (!isolated.has(r) && f(r) && mayFloat(r)) more++;
    }
    return n + more;
  };
  const clean0 = floatersUpTo((r) => clean(r, 0));
  const clean1 = floatersUpTo((r) => (kRes !== 1 || clean0 === 0 || clean(r, 0)) && clean(r, 1));
  const forRound = (i: 0 | 1): FloatBound => {
    // An MDP receives a downfloat whether paired down or in the Limbo (A.4.b); its SD differs (A.8). Of the tied
    // MDPs, the Limbo holds as few with a downfloat as it can.
    const down = (p: DutchPlayer): boolean => p.floats[i] === 'down';
    const tiedDown = tied.filter(down).length;
    const tiedDownInLimbo = Math.max(0, tiedInLimbo - (tied.length - tiedDown));
    const limboDown = [...limbo.filter((p) => p.score !== limboTop && down(p)), ...tied.filter(down).slice(0, tiedDownInLimbo)];
    const inLimbo = new Set(limboDown);
    const mdpDown = members.slice(0, mdps).filter((p) => down(p) && !inLimbo.has(p));
    const cleanUp = res.filter((p) => p.floats[i] !== 'up').length;
    const forcedDown = kRes - (i === 0 ? clean0 : clean1);
    const forcedUp = Math.max(0, m1 - cleanUp);
    const smallest = [...mdpSDs].sort((a, b) => a - b).slice(0, forcedUp);
    return {
      down: mdpDown.length + limboDown.length + forcedDown,
      up: forcedUp,
      downSD: desc([...mdpDown.map((p) => p.score - s), ...limboDown.map(limboSD), ...repeat(downfloaterSD(s, s), forcedDown)]),
      upSD: desc(smallest),
    };
  };
  return [forRound(0), forRound(1)];
}

/**
 * The bounds: what no candidate of this bracket can beat (see docs/dutch.md, "fast path"). `mayFloat` (a
 * floaterRule) sharpens the float bounds: a candidate equal to the bounds up to C.11 has only such downfloaters.
 * `maxPairs` caps the pairs (C.5) at what the bracket's compatibility allows (bracketMaxPairs), when known, and
 * `isolated` are residents no bracket player may meet: downfloaters of every candidate, counted as such.
 */
export function plan(
  g: BracketGraph,
  next: NextBracket | null,
  mayFloat: (x: number) => boolean,
  maxPairs = Infinity,
  isolated: ReadonlySet<number> = new Set(),
): Plan | null {
  const members = g.members;
  const m = members.length;
  const mdps = g.mdpCount;
  const residents: number[] = [];
  for (let r = mdps; r < m; r++) residents.push(r);
  const R = residents.length;
  const s = members[m - 1]!.score; // residents' score (the lowest of the bracket)
  // B.1.c, B.2: with more MDPs than residents, S1 holds the first M1 = R of them (A.2 order) and the rest are in the
  // Limbo, bound to float. Pairing the highest MDPs gives the smallest PSD (C.6), so every candidate as good as the
  // bounds up to C.6 has a Limbo of the lowest MDPs: this one, or (D.3) one that swaps MDPs of the Limbo's top
  // score ('tied') across the split. The bounds below hold for any of those. Outside a normal bracket (the last
  // bracket and the CLB may pair MDPs together) the exact engine decides.
  const m1 = Math.min(mdps, R);
  if (m1 < mdps && g.kind !== 'normal') return null;
  // The Limbo is the tail of the MDPs and its top score the first of it: MDPs come in A.2 order (round.ts puts
  // the downfloaters of the bracket above in the order it floated them), which these bounds rely on; MDPs in
  // any other order are left to the exact engine.
  if (m1 < mdps) for (let i = 1; i < mdps; i++) if (members[i - 1]!.score < members[i]!.score) return null;
  const limbo = members.slice(m1, mdps);
  const limboTop = limbo.length > 0 ? limbo[0]!.score : null;
  const tied = members.slice(0, mdps).filter((p) => p.score === limboTop);
  const tiedInLimbo = limbo.filter((p) => p.score === limboTop).length;
  const pairs = Math.min(maxPairs, idealPairs(g));
  // Fewer pairs than S1's MDPs: one more would have to go to the Limbo.
  if (pairs < m1) return null;
  const k = m - 2 * pairs;
  /** Resident downfloaters. */
  const kRes = k - limbo.length;
  if (isolated.size > kRes) return null;
  const mdpSDs = members.slice(0, m1).map((p) => p.score - s);
  const limboSD = (p: DutchPlayer): number => downfloaterSD(p.score, s);
  const psd = desc([...mdpSDs, ...repeat(0, pairs - m1), ...limbo.map(limboSD), ...repeat(downfloaterSD(s, s), kRes)]);

  const count = (f: (p: DutchPlayer) => boolean, from: readonly DutchPlayer[] = members): number => from.filter(f).length;
  const res = residents.map((r) => members[r]!);
  // Each pair grants at most one of two players wanting the same colour, and the downfloaters are not counted:
  // the isolated ones are downfloaters whatever the pairing, the others at most k - |isolated| more.
  // The Limbo's tied MDPs may be swapped with S1's: the colour bounds let any of them float.
  const paired = members.filter((p, x) => !isolated.has(x) && (x >= mdps || x < m1 || p.score === limboTop));
  const free = kRes + tiedInLimbo - isolated.size;
  /** Resident downfloaters not isolated. */
  const freeResidents = kRes - isolated.size;
  const c10 = Math.max(0, count(prefersWhite, paired) - free - pairs, count(prefersBlack, paired) - free - pairs);
  // C.11 counts strong preferences only, and a pair holds at most one firm (strong or absolute) player who gets
  // the colour wanted. An absolute preference is missed only in a topscorers' pair (C.3), where C.8 or C.9 counts
  // the miss (|CD| > 2 or a third colour in a row, A.6.a); the bound has C.8 = C.9 = 0, so a candidate that equals
  // it up to C.10 misses no absolute preference and each firm miss is a C.11 miss: the count bounds C.11 with
  // topscorers too (the last round; with 0 here the fast path declined every topscorers' bracket, issue 18).
  const c11 = Math.max(0, count((p) => prefersWhite(p) && firm(p), paired) - free - pairs, count((p) => prefersBlack(p) && firm(p), paired) - free - pairs);
  const played = g.round.round - 1;
  const floats = { members, residents, isolated, mayFloat, freeResidents, kRes, m1, mdps, limbo, limboTop, tied, tiedInLimbo, mdpSDs, s, res };
  const [f1, f2] = floatBounds(floats);
  const nb = next === null ? null : nextBound([...limbo.map((p) => p.score), ...repeat(s, kRes)], next, g.bye);
  return {
    members,
    mdps,
    m1,
    residents,
    k,
    bound: {
      pairs,
      psd,
      nextPairs: nb?.pairs ?? null,
      nextPsd: nb?.psd ?? null,
      c8: 0,
      c9: 0,
      c10,
      c11,
      c12: played >= 1 ? f1.down : 0,
      c13: played >= 1 ? f1.up : 0,
      c14: played >= 2 ? f2.down : 0,
      c15: played >= 2 ? f2.up : 0,
      c16: played >= 1 ? f1.downSD : [],
      c17: played >= 1 ? f1.upSD : [],
      c18: played >= 2 ? f2.downSD : [],
      c19: played >= 2 ? f2.upSD : [],
    },
  };
}

/**
 * For diagnostics (scripts/exact-brackets): the bounds the fast path holds a normal or last bracket to, and the
 * criteria values of a given pairing of it (C.7 with a maximum pairing of the following bracket; null when that
 * pairing leaves a downfloater unpaired).
 */
export function boundsOf(g: BracketGraph): BracketOutcome | null {
  if (g.kind !== 'normal' && g.kind !== 'last') return null;
  const next = nextBracket(g);
  const ideal = plan(g, next, floaterRule(g, next, (p) => p.pabEligible, g.members.length - 2 * idealPairs(g)));
  if (ideal === null) return null;
  const cap = bracketMaxPairs(g);
  if (cap >= ideal.bound.pairs) return plan(g, next, floaterRule(g, next, (p) => p.pabEligible, ideal.k))?.bound ?? null;
  return plan(g, next, floaterRule(g, next, (p) => p.pabEligible, g.members.length - 2 * cap), cap, isolatedResidents(g))?.bound ?? null;
}
export function outcomeOf(g: BracketGraph, r: BracketResult): BracketOutcome | null {
  const next = nextBracket(g);
  const nextV = next === null ? null : nextValue(r.downfloaters.map((x) => g.members[x]!), next, g);
  if (next !== null && nextV === null) return null;
  return evaluateOutcome({ members: g.members, pairs: r.pairs, downfloaters: r.downfloaters, initialColour: g.round.initialColour, playedRounds: g.round.round - 1, next: nextV });
}
