/**
 * A literal C.04.6 (2026) oracle, written from the text of 3.3-3.6 and 2.1-2.3 only: it enumerates the sets of
 * upfloaters (smallest size first, C4) and every pairing of a bracket, computes C4-C10 as written, and takes the
 * first in the text's lexicographic orders (3.5.3-3.5.4, 3.6.1-3.6.3). Exponential: for small brackets only
 * (returns null when a bracket is too large to enumerate). Whether a group of teams can be paired at all (C1,
 * C3) is asked of the library's cardinality matching, a separate and separately tested component.
 */
import { maximumCardinality } from '../../src/matching/index.js';
import { allocateColours, colourPreference, pairColourCost } from '../../src/systems/team/colours.js';
import type { TeamEntrant, TeamPair, TeamPairing, TeamRoundInput } from '../../src/systems/team/types.js';

export const ORACLE_LIMITS = { bracket: 12, subsets: 20_000 };

class TooBig extends Error {}

const meet = (input: TeamRoundInput, a: TeamEntrant, b: TeamEntrant): boolean =>
  a.tpn !== b.tpn && !a.met.has(b.tpn) && !(input.forbidden?.(a.tpn, b.tpn) ?? false);

function pairable(input: TeamRoundInput, teams: readonly TeamEntrant[]): boolean {
  if (teams.length % 2 !== 0) return false;
  return maximumCardinality(teams.length, (u, v) => meet(input, teams[u]!, teams[v]!)).size * 2 === teams.length;
}

/** Every legal pairing (3.1.1) of the teams, as lists of pairs. */
function* pairings(input: TeamRoundInput, teams: readonly TeamEntrant[]): Generator<[TeamEntrant, TeamEntrant][]> {
  if (teams.length === 0) {
    yield [];
    return;
  }
  const [first, ...others] = teams;
  for (const partner of others) {
    if (!meet(input, first!, partner)) continue;
    for (const rest of pairings(input, others.filter((t) => t !== partner))) yield [[first!, partner], ...rest];
  }
}

function* subsetsOfSize<T>(items: readonly T[], k: number, from = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - k; i++) for (const rest of subsetsOfSize(items, k - 1, i + 1)) yield [items[i]!, ...rest];
}

function binom(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

/** The valid sets of the smallest size (C4): the bracket and the teams left can both be paired (C1, C3). */
function smallestValidSets(input: TeamRoundInput, top: readonly TeamEntrant[], pool: readonly TeamEntrant[]): TeamEntrant[][] {
  for (let k = 0; k <= pool.length; k++) {
    if ((top.length + k) % 2 !== 0) continue;
    if (binom(pool.length, k) > ORACLE_LIMITS.subsets) throw new TooBig();
    const valid: TeamEntrant[][] = [];
    for (const set of subsetsOfSize(pool, k)) {
      if (pairable(input, [...top, ...set]) && pairable(input, pool.filter((t) => !set.includes(t)))) valid.push(set);
    }
    if (valid.length > 0) return valid;
  }
  return [];
}

/** Lexicographic comparison of number sequences. */
function lex(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/** C6: the number of upfloaters the following scoregroup's bracket needs (0 when it became all upfloaters). */
function c6(input: TeamRoundInput, pool: readonly TeamEntrant[], set: readonly TeamEntrant[]): number {
  const following = Math.max(...pool.map((t) => t.score));
  const left = pool.filter((t) => !set.includes(t));
  const group = left.filter((t) => t.score === following);
  if (group.length === 0) return 0;
  const below = left.filter((t) => t.score !== following);
  const sets = smallestValidSets(input, group, below);
  return sets.length === 0 ? Number.MAX_SAFE_INTEGER : sets[0]!.length;
}

/** 3.5: the upfloaters of the top-scoregroup's bracket. */
function upfloaters(input: TeamRoundInput, top: readonly TeamEntrant[], pool: readonly TeamEntrant[]): TeamEntrant[] {
  if (pool.length === 0) return [];
  const smallest = smallestValidSets(input, top, pool);
  // C5: maximise the upfloaters' scores taken in ascending order.
  const ascending = (s: readonly TeamEntrant[]): number[] => s.map((t) => t.score).sort((a, b) => a - b);
  const bestC5 = smallest.map(ascending).sort((a, b) => lex(b, a))[0]!;
  let sets = smallest.filter((s) => lex(ascending(s), bestC5) === 0);
  // 3.5.5: comply with C6, then C7 (not in the last two rounds).
  const c6s = sets.map((s) => c6(input, pool, s));
  sets = sets.filter((_, i) => c6s[i] === Math.min(...c6s));
  if (!input.lastTwoRounds) {
    const c7 = (s: readonly TeamEntrant[]): number => s.filter((t) => t.floatedLastRound).length;
    const best = Math.min(...sets.map(c7));
    sets = sets.filter((s) => c7(s) === best);
  }
  // 3.5.3-3.5.4: each set by descending score then ascending TPN; the sets in the lexicographic order of their TPNs.
  const sequence = (s: readonly TeamEntrant[]): number[] => [...s].sort((a, b) => b.score - a.score || a.tpn - b.tpn).map((t) => t.tpn);
  return sets.sort((a, b) => lex(sequence(a), sequence(b)))[0]!;
}

/** 3.6: the first pairing by identifier among those complying best with C8, C9, C10. */
function bracketPairing(input: TeamRoundInput, bracket: readonly TeamEntrant[], ups: readonly TeamEntrant[]): [TeamEntrant, TeamEntrant][] {
  if (bracket.length > ORACLE_LIMITS.bracket) throw new TooBig();
  let best: { cost: number[]; id: number[]; pairs: [TeamEntrant, TeamEntrant][] } | null = null;
  for (const pairs of pairings(input, bracket)) {
    let c8 = 0;
    let c9 = 0;
    let c10 = 0;
    for (const [a, b] of pairs) {
      const cost = pairColourCost(colourPreference(a, input.variant.colours, input.lastRound), colourPreference(b, input.variant.colours, input.lastRound));
      c8 += cost.c8;
      if (input.variant.colours === 'b') c9 += cost.c9;
      const aUp = ups.includes(a);
      const bUp = ups.includes(b);
      if (!input.lastTwoRounds && aUp !== bUp && (aUp ? b : a).floatedLastRound) c10++;
    }
    // 3.6.1-3.6.2: top members (smaller TPN) ascending, then the bottom members in the same order.
    const ordered = pairs.map(([a, b]) => (a.tpn < b.tpn ? [a.tpn, b.tpn] : [b.tpn, a.tpn])).sort((x, y) => x[0]! - y[0]!);
    const id = [...ordered.map((p) => p[0]!), ...ordered.map((p) => p[1]!)];
    const cost = [c8, c9, c10];
    if (best === null || lex(cost, best.cost) < 0 || (lex(cost, best.cost) === 0 && lex(id, best.id) < 0)) best = { cost, id, pairs };
  }
  return best!.pairs;
}

/** The round by the text, or null when a bracket is too large to enumerate. Throws when no pairing exists. */
export function oraclePairRound(input: TeamRoundInput): TeamPairing | null {
  try {
    let rest = [...input.entrants];
    let pab: TeamEntrant | null = null;
    if (rest.length % 2 === 1) {
      // 3.4: leaves a legal pairing, lowest score, most matches played, largest TPN; C2.
      const order = rest.filter((t) => !t.byeBarred).sort((a, b) => a.score - b.score || b.matchesPlayed - a.matchesPlayed || b.tpn - a.tpn);
      pab = order.find((c) => pairable(input, rest.filter((t) => t !== c))) ?? null;
      if (pab === null) throw new Error('no PAB');
      rest = rest.filter((t) => t !== pab);
    }
    if (!pairable(input, rest)) throw new Error('no pairing');
    const pairs: TeamPair[] = [];
    while (rest.length > 0) {
      const topScore = Math.max(...rest.map((t) => t.score));
      const top = rest.filter((t) => t.score === topScore);
      const ups = upfloaters(input, top, rest.filter((t) => t.score !== topScore));
      for (const [a, b] of bracketPairing(input, [...top, ...ups], ups)) pairs.push(allocateColours(a, b, input));
      rest = rest.filter((t) => !top.includes(t) && !ups.includes(t));
    }
    return { pairs, pab: pab?.tpn ?? null };
  } catch (e) {
    if (e instanceof TooBig) return null;
    throw e;
  }
}
