/**
 * C.04.3 B: the pairing of one bracket, literally. Every candidate is built in the exact sequence of B.3/B.6/B.7
 * (D.1 transpositions, D.2 resident-exchanges, D.3 MDP-exchanges), evaluated on C.5-C.19 (criteria.ts), and the
 * first perfect candidate is accepted (B.4); failing that, the first best one (B.8).
 *
 * "Perfect" (B.4) is decided against an ideal quality vector that no candidate can beat. First a cheap bound
 * (C.5-C.7 at their best, every other criterion at zero); when the sequence runs long without reaching it, the
 * exact optimum of all candidates (dynamic programming over subsets, possible because every criterion is a sum
 * over pairs and downfloaters), after which transposition prefixes that cannot reach the optimum are skipped.
 * None of this changes which candidate is chosen (the first one, in the sequence, with the best quality); with
 * `earlyStop: false` every candidate is built and evaluated, and the tests check both give the same pairings.
 *
 * Time: exponential in the bracket size (the sequence has up to (n/2)! C(n, n/2) candidates). Brackets of up to
 * about 12 players take milliseconds; larger ones may hit `maxCandidates` (SizeLimitError).
 */
import { InternalError, SizeLimitError } from '../../../src/errors.js';
import { canCompletePairing, maximumMatchingSize } from './matching.js';
import {
  addQuality,
  compareCriterion,
  compareQuality,
  downfloaterQuality,
  downfloaterSd,
  evaluate,
  mergeDescending,
  ONE_POINT,
  pairQuality,
  type Candidate,
  type EvaluationContext,
  type Quality,
} from './criteria.js';
import type { OPlayer } from './players.js';
import { combinations, mdpS1Choices, residentExchanges, transpositions, type Member } from './sequences.js';
import type { Colour } from '../../../src/model/types.js';

/** How the bracket sits in the round (A.9). */
export type BracketRole =
  /**
   * An ordinary bracket with more scoregroups below: C.7 looks at `nextGroup`, which is the last scoregroup when
   * `nextIsLast` (its pairing then has to give the PAB to an eligible player, C.2).
   */
  | { readonly kind: 'normal'; readonly nextGroup: readonly OPlayer[]; readonly nextIsLast: boolean }
  /** The penultimate pairing bracket: C.4, the downfloaters with `lower` must allow a complete round-pairing. */
  | { readonly kind: 'ppb'; readonly lower: readonly OPlayer[] }
  /** The last bracket (possibly the CLB): it completes the round; its one downfloater, if any, gets the PAB (C.2). */
  | { readonly kind: 'last' };

export interface BracketInput {
  /** Moved-down players, A.2 order. */
  readonly mdps: readonly OPlayer[];
  /** Resident players (the scoregroup, or the collapsed scoregroup of the CLB), A.2 order. */
  readonly residents: readonly OPlayer[];
  readonly role: BracketRole;
}

export interface RoundContext {
  /** C.1 and C.3 for a pair. */
  readonly mayMeet: (a: OPlayer, b: OPlayer) => boolean;
  readonly initialColour: Colour;
  /** B.8 enumeration budget per bracket (candidates built). */
  readonly maxCandidates: number;
  /** Largest number of paired players for which the ideal of B.4 is computed exactly (2^n states). */
  readonly exactIdealLimit: number;
  /** False: no B.4 early acceptance and no pruning; every candidate is built and evaluated (B.8 only). */
  readonly earlyStop: boolean;
  /** Candidates built before the exact ideal is computed (and pruning starts). */
  readonly exactIdealAfter: number;
  readonly trace: ((line: string) => void) | undefined;
}

export interface BracketResult {
  readonly pairs: readonly (readonly [OPlayer, OPlayer])[];
  readonly downfloaters: readonly OPlayer[];
  readonly quality: Quality;
  readonly candidatesBuilt: number;
  /** Position (1-based) of the chosen candidate in the sequence. */
  readonly chosenAt: number;
  readonly perfect: boolean;
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

const keyOf = (ps: readonly OPlayer[]): string =>
  ps
    .map((p) => p.id)
    .sort((a, b) => a - b)
    .join(',');

/** A.2 order of bracket members = BSN order. */
const byBsn = (a: Member, b: Member): number => a.bsn - b.bsn;

/**
 * The lexicographically smallest PSD (A.8) of a pairing in which `floaters` float and all of `rest` are paired
 * (null if they cannot be). Adding the same SDs to two sorted lists keeps their order, so the best pairing of
 * any subset does not depend on the pairs already chosen: dynamic programming over subsets of `rest`. When the
 * residents share one score the PSD depends only on who is paired, and no search is needed.
 * Time O(2^n n^2) in the worst case (n = |rest|), O(n) when the residents share one score.
 */
function minimumPsd(
  rest: readonly Member[],
  floaters: readonly Member[],
  lowestScore: number,
  edge: (a: Member, b: Member) => boolean,
): number[] | null {
  const floaterSds = floaters.map((m) => downfloaterSd(m.player, lowestScore)).sort((x, y) => y - x);
  const residents = rest.filter((m) => !m.mdp);
  if (maximumMatchingSize(rest, edge) * 2 !== rest.length) return null;
  if (residents.every((m) => m.player.score === residents[0]!.player.score)) {
    const mdps = rest.filter((m) => m.mdp);
    const pairSds = [
      ...mdps.map((m) => m.player.score - residents[0]!.player.score),
      ...new Array<number>(rest.length / 2 - mdps.length).fill(0),
    ].sort((x, y) => y - x);
    return mergeDescending(pairSds, floaterSds);
  }
  if (rest.length > 30) throw new SizeLimitError(`oracle: PSD search over ${rest.length} players`);
  const memo = new Map<number, number[] | null>();
  const best = (mask: number): number[] | null => {
    if (mask === 0) return [];
    const cached = memo.get(mask);
    if (cached !== undefined) return cached;
    let i = 0;
    while (((mask >>> i) & 1) === 0) i++;
    let result: number[] | null = null;
    for (let j = i + 1; j < rest.length; j++) {
      if (((mask >>> j) & 1) === 0 || !edge(rest[i]!, rest[j]!)) continue;
      const sub = best(mask & ~(1 << i) & ~(1 << j));
      if (sub === null) continue;
      const list = mergeDescending([Math.abs(rest[i]!.player.score - rest[j]!.player.score)], sub);
      if (result === null || compareCriterion(list, result) < 0) result = list;
    }
    memo.set(mask, result);
    return result;
  };
  const pairSds = best((1 << rest.length) - 1);
  return pairSds === null ? null : mergeDescending(pairSds, floaterSds);
}

export function pairBracket(input: BracketInput, round: RoundContext): BracketResult {
  const members: Member[] = [
    ...input.mdps.map((player) => ({ player, mdp: true })),
    ...input.residents.map((player) => ({ player, mdp: false })),
  ].map((m, i) => ({ ...m, bsn: i + 1 })); // D: BSNs in A.2 order (MDPs always rank above residents)
  const mdpMembers = members.filter((m) => m.mdp);
  const residentMembers = members.filter((m) => !m.mdp);
  const m0 = mdpMembers.length; // B.1.a
  const lowestScore = members[members.length - 1]!.player.score;

  /** Pairs a bracket can hold: C.1/C.3, and never two MDPs (B.3 pairs MDPs only with residents of S2). */
  const edge = (a: Member, b: Member): boolean => !(a.mdp && b.mdp) && round.mayMeet(a.player, b.player);

  // The downfloater sets a candidate may leave: C.4 in the PPB; in the last bracket at most one player, who
  // must be eligible for the PAB (C.2; approved A.9: the PAB is part of the pairing of the last bracket).
  const validCache = new Map<string, boolean>();
  const validDownfloaters = (ds: readonly OPlayer[]): boolean => {
    const role = input.role;
    if (role.kind === 'normal') return true;
    if (role.kind === 'last') return ds.length === 0 || (ds.length === 1 && ds[0]!.pabEligible);
    const key = keyOf(ds);
    let ok = validCache.get(key);
    if (ok === undefined) {
      ok = canCompletePairing([...ds, ...role.lower], round.mayMeet, (p) => p.pabEligible);
      validCache.set(key, ok);
    }
    return ok;
  };

  /**
   * The smallest downfloater sets D (drawn from `pool`, with `fixed` always floating) that are valid and leave
   * the rest of the pool pairable among themselves. Their common size gives the maximum number of pairs.
   * Time O(sum over sizes of C(n, k) n^3) until the first size that works.
   */
  const smallestDownfloaterSets = (pool: readonly Member[], fixed: readonly Member[]): Member[][] => {
    for (let k = pool.length % 2; k <= pool.length; k += 2) {
      const found = combinations(pool, k).filter((ds) => {
        if (!validDownfloaters([...fixed, ...ds].map((m) => m.player))) return false;
        const rest = pool.filter((m) => !ds.includes(m));
        return maximumMatchingSize(rest, edge) * 2 === rest.length;
      });
      if (found.length > 0) return found;
    }
    return [];
  };

  // B.1.b: MaxPairs, the maximum allowed by the absolute criteria (and C.4 / C.2 as above).
  const bestSets = smallestDownfloaterSets(members, []);
  if (bestSets.length === 0) {
    throw new InternalError(
      `oracle: bracket {${keyOf(members.map((m) => m.player))}} has no valid candidate ` +
        '(the round-pairing was judged completable only by pairing two MDPs with each other)',
    );
  }
  const maxPairs = (members.length - bestSets[0]!.length) / 2;

  // B.1.c: M1, "the maximum number of MDPs that can be paired in the bracket (see C.6)". Interpretation: the
  // largest number of MDPs paired by a candidate that is optimal for C.5 and then C.6. In a bracket whose
  // residents share one score this is simply the largest number of MDPs that can be paired at all (pairing one
  // more MDP always lowers the PSD); in the CLB, whose collapsed residents have different scores, the minimum PSD
  // may pair fewer MDPs (a high MDP getting the PAB can beat pairing it with a far lower player), and the
  // reference engines follow C.6 there.
  const mdpsPaired = (ds: readonly Member[]): number => m0 - ds.filter((m) => m.mdp).length;
  const withPsd = bestSets.map((ds) => {
    const rest = members.filter((m) => !ds.includes(m));
    return { ds, psd: minimumPsd(rest, ds, lowestScore, edge) };
  });
  let optimumPsd: readonly number[] | null = null;
  for (const { psd } of withPsd) {
    if (psd !== null && (optimumPsd === null || compareCriterion(psd, optimumPsd) < 0)) optimumPsd = psd;
  }
  const psdOptimal = withPsd.filter(({ psd }) => psd !== null && compareCriterion(psd, optimumPsd!) === 0);
  const m1 = Math.max(...psdOptimal.map(({ ds }) => mdpsPaired(ds)));
  const targetSets = psdOptimal.filter(({ ds }) => mdpsPaired(ds) === m1).map(({ ds }) => ds);

  // C.7: the best the following bracket (these downfloaters as its MDPs + the next scoregroup) can do, under
  // the absolute criteria that bracket will be paired with. Interpretation: when the following bracket is the
  // last one, its pairing includes the PAB (approved A.9), so at most one player may stay unpaired and he must be
  // eligible (C.2); a set of downfloaters that leaves the last bracket no such pairing ranks below all others
  // (the round could not be completed; A.9 then re-pairs this bracket as the PPB anyway).
  const followingCache = new Map<string, readonly [number, readonly number[]]>();
  const following = (ds: readonly OPlayer[]): readonly [number, readonly number[]] => {
    if (input.role.kind !== 'normal') return [0, []];
    const role = input.role;
    const key = keyOf(ds);
    const cached = followingCache.get(key);
    if (cached !== undefined) return cached;
    const next: Member[] = [
      ...ds.map((player) => ({ player, mdp: true })),
      ...role.nextGroup.map((player) => ({ player, mdp: false })),
    ].map((m, i) => ({ ...m, bsn: i + 1 }));
    const nextLowest = role.nextGroup[role.nextGroup.length - 1]!.score;
    const lastOk = (floaters: readonly Member[]): boolean =>
      !role.nextIsLast || floaters.length === 0 || (floaters.length === 1 && floaters[0]!.player.pabEligible);
    let best: readonly [number, readonly number[]] | null = null;
    for (let k = next.length % 2; k <= next.length && best === null; k += 2) {
      for (const floaters of combinations(next, k)) {
        if (!lastOk(floaters)) continue;
        const rest = next.filter((m) => !floaters.includes(m));
        if (maximumMatchingSize(rest, edge) * 2 !== rest.length) continue;
        // The next scoregroup is homogeneous, so the PSD depends only on who floats: each paired MDP has SD
        // (MDP score - scoregroup score), resident pairs SD 0, downfloaters the A.8 value.
        const pairedMdps = rest.filter((m) => m.mdp);
        const sds = [
          ...pairedMdps.map((m) => m.player.score - nextLowest),
          ...new Array<number>(rest.length / 2 - pairedMdps.length).fill(0),
          ...floaters.map((m) => downfloaterSd(m.player, nextLowest)),
        ].sort((a, b) => b - a);
        const value = [-(rest.length / 2), sds] as const;
        if (best === null || compareQuality(value, best) < 0) best = value;
      }
    }
    const result = best ?? [1, []];
    followingCache.set(key, result);
    return result;
  };

  const ctx: EvaluationContext = {
    lowestScore,
    initialColour: round.initialColour,
    following: input.role.kind === 'normal' ? following : null,
  };

  // The ideal of B.4. Every criterion is a sum over the pairs and the downfloaters of a candidate (criteria.ts,
  // addQuality), so the best pairing of the players left after a downfloater set is found by dynamic
  // programming over subsets; its minimum over the downfloater sets that reach C.5, C.6 and M1 is the exact
  // optimum of the candidates. Brackets too large for that get a lower bound instead (C.5-C.7 exact, the rest 0).
  const pairCache = new Map<number, Quality>();
  const pairValue = (i: number, j: number): Quality => {
    const key = i * 64 + j;
    let q = pairCache.get(key);
    if (q === undefined) {
      q = pairQuality(members[i]!.player, members[j]!.player, ctx);
      pairCache.set(key, q);
    }
    return q;
  };
  const ZERO: Quality = [0, [], 0, [], 0, 0, 0, 0, 0, 0, 0, 0, [], [], [], []];
  const matchingMemo = new Map<number, Quality | null>();
  /** Best sum of pair values over the perfect matchings of the members in `mask` (bit i = BSN i+1). */
  const bestMatching = (mask: number): Quality | null => {
    if (mask === 0) return ZERO;
    const cached = matchingMemo.get(mask);
    if (cached !== undefined) return cached;
    let i = 0;
    while (((mask >>> i) & 1) === 0) i++;
    let result: Quality | null = null;
    for (let j = i + 1; j < members.length; j++) {
      if (((mask >>> j) & 1) === 0 || !edge(members[i]!, members[j]!)) continue;
      const sub = bestMatching(mask & ~(1 << i) & ~(1 << j));
      if (sub === null) continue;
      const q = addQuality(pairValue(i, j), sub);
      if (result === null || compareQuality(q, result) < 0) result = q;
    }
    matchingMemo.set(mask, result);
    return result;
  };
  const idealOver = (exact: boolean): Quality | null => {
    let ideal: Quality | null = null;
    for (const ds of targetSets) {
      const floating = downfloaterQuality(
        ds.map((m) => m.player),
        ctx,
      );
      let q: Quality;
      if (exact) {
        let mask = 0;
        for (const m of members) if (!ds.includes(m)) mask |= 1 << (m.bsn - 1);
        const pairs = bestMatching(mask);
        if (pairs === null) continue;
        q = addQuality(floating, pairs);
      } else {
        q = [-maxPairs, optimumPsd!, floating[2]!, floating[3]!, 0, 0, 0, 0, 0, 0, 0, 0, [], [], [], []];
      }
      if (ideal === null || compareQuality(q, ideal) < 0) ideal = q;
    }
    return ideal;
  };
  // The cheap bound first; the exact one only when the sequence runs long without reaching it.
  let ideal = idealOver(false);
  let idealIsExact = false;
  const exactPossible =
    members.length <= 30 && members.length - (targetSets[0]?.length ?? 0) <= round.exactIdealLimit;

  // B.3 remainder parameters: the remainder is paired as a homogeneous bracket, with its own MaxPairs.
  const remainderCache = new Map<string, number>();
  const remainderMaxPairs = (rem: readonly Member[], limbo: readonly Member[]): number => {
    const key = `${keyOf(rem.map((m) => m.player))}|${keyOf(limbo.map((m) => m.player))}`;
    let n1 = remainderCache.get(key);
    if (n1 === undefined) {
      const sets = smallestDownfloaterSets(rem, limbo);
      n1 = sets.length === 0 ? -1 : (rem.length - sets[0]!.length) / 2;
      remainderCache.set(key, n1);
    }
    return n1;
  };

  let built = 0;
  let best: { candidate: Candidate; quality: Quality; at: number } | null = null;

  /** B.6 on a homogeneous bracket or remainder `r` (sorted by BSN) with N1 = `n1`. */
  // Pruning (time only). Once the exact optimum is known, a partial candidate (the pairs fixed so far by a
  // transposition) whose quality plus the best possible completion of the players still free is already worse
  // than the optimum cannot be the first perfect candidate, nor any candidate after it matters: its subtree is
  // skipped. The order of the remaining candidates is untouched. Sound because qualities add (addQuality).
  const bit = (m: Member): number => 1 << (m.bsn - 1);
  const allMask = members.length <= 30 ? (1 << members.length) - 1 : 0;
  const completionMemo = new Map<number, Quality | null | undefined>();
  /** Best quality of `pairsNeeded` more pairs among the free players (`free` mask), the others floating. */
  const bestCompletion = (free: number, pairsNeeded: number): Quality | null | undefined => {
    const key = free * 32 + pairsNeeded;
    if (completionMemo.has(key)) return completionMemo.get(key);
    const freeMembers = members.filter((m) => (free & bit(m)) !== 0);
    const d = freeMembers.length - 2 * pairsNeeded;
    let result: Quality | null | undefined = null;
    if (d < 0) result = null;
    else if (binomial(freeMembers.length, d) > 2000) result = undefined; // too costly: no bound
    else {
      for (const ds of combinations(freeMembers, d)) {
        const players = ds.map((m) => m.player);
        if (!validDownfloaters(players)) continue;
        let mask = free;
        for (const m of ds) mask &= ~bit(m);
        const pairs = bestMatching(mask);
        if (pairs === null) continue;
        const q = addQuality(downfloaterQuality(players, ctx), pairs);
        if (result === null || compareQuality(q, result) < 0) result = q;
      }
    }
    completionMemo.set(key, result);
    return result;
  };
  /** False when no completion of a partial candidate can reach the exact optimum. */
  const mayReachIdeal = (partial: Quality, used: number, pairsSoFar: number): boolean => {
    if (!idealIsExact || ideal === null) return true;
    const completion = bestCompletion(allMask & ~used, maxPairs - pairsSoFar);
    if (completion === undefined) return true;
    if (completion === null) return false;
    return compareQuality(addQuality(partial, completion), ideal) <= 0;
  };
  const ZERO_PARTIAL: Quality = [0, [], 0, [], 0, 0, 0, 0, 0, 0, 0, 0, [], [], [], []];

  /** D.1 transpositions of `b` against `a`, skipping illegal pairs (C.1/C.3) and hopeless prefixes. */
  const pairings = (
    a: readonly Member[],
    b: readonly Member[],
    base: { readonly quality: Quality; readonly used: number; readonly pairs: number },
  ): Generator<readonly Member[]> => {
    const sums: Quality[] = [base.quality];
    const used: number[] = [base.used];
    return transpositions(b, a.length, (i, m) => {
      if (!edge(a[i]!, m)) return false;
      // Kept up to date even before the exact optimum is known: pruning may start in the middle of a sequence.
      const q = addQuality(sums[i]!, pairValue(Math.min(a[i]!.bsn, m.bsn) - 1, Math.max(a[i]!.bsn, m.bsn) - 1));
      const u = used[i]! | bit(a[i]!) | bit(m);
      if (!mayReachIdeal(q, u, base.pairs + i + 1)) return false;
      sums[i + 1] = q;
      used[i + 1] = u;
      return true;
    });
  };

  /** B.6 on a homogeneous bracket or remainder `r` (sorted by BSN) with N1 = `n1`. */
  function* homogeneous(
    r: readonly Member[],
    n1: number,
    base: { readonly quality: Quality; readonly used: number; readonly pairs: number },
  ): Generator<{ pairs: [Member, Member][]; rest: Member[] }> {
    const s1 = r.slice(0, n1);
    const s2 = r.slice(n1);
    // D: the players of a remainder are tagged with their own consecutive sequence numbers, as the remainder "is
    // then paired with the same rules used for a homogeneous bracket" (B.3). Only D.2 rule b (sums of BSNs) can
    // tell this from keeping the bracket's numbers; the corpus (d17-small-216 round 9) follows the remainder's.
    const local = new Map(r.map((m, i) => [m, i + 1]));
    const localBsn = (m: Member): number => local.get(m)!;
    const layouts = function* (): Generator<readonly [Member[], Member[]]> {
      yield [s1, s2];
      for (let k = 1; k <= Math.min(s1.length, s2.length); k++) {
        // D.2 rule a sorts by size first, so each size can be generated and sorted on its own.
        for (const e of residentExchanges(s1, s2, k, localBsn)) {
          const newS1 = [...s1.filter((m) => !e.out.includes(m)), ...e.in].sort(byBsn);
          const newS2 = [...s2.filter((m) => !e.in.includes(m)), ...e.out].sort(byBsn);
          yield [newS1, newS2];
        }
      }
    };
    for (const [a, b] of layouts()) {
      for (const t of pairings(a, b, base)) {
        yield { pairs: a.map((m, i) => [m, t[i]!]), rest: b.filter((m) => !t.includes(m)) };
      }
    }
  }

  /** B.3/B.7: the full sequence of candidates of the bracket. */
  function* sequence(): Generator<{ pairs: [Member, Member][]; rest: Member[] }> {
    const start = { quality: ZERO_PARTIAL, used: 0, pairs: 0 };
    if (m0 === 0) {
      yield* homogeneous(residentMembers, maxPairs, start);
      return;
    }
    for (const s1 of mdpS1Choices(mdpMembers, m1)) {
      const limbo = mdpMembers.filter((m) => !s1.includes(m));
      for (const t of pairings(s1, residentMembers, start)) {
        const mdpPairing: [Member, Member][] = s1.map((m, i) => [m, t[i]!]);
        const remainder = residentMembers.filter((m) => !t.includes(m));
        const n1r = remainderMaxPairs(remainder, limbo);
        if (n1r < 0) continue;
        let quality = ZERO_PARTIAL;
        let used = 0;
        for (const [x, y] of mdpPairing) {
          quality = addQuality(quality, pairValue(Math.min(x.bsn, y.bsn) - 1, Math.max(x.bsn, y.bsn) - 1));
          used |= bit(x) | bit(y);
        }
        for (const c of homogeneous(remainder, n1r, { quality, used, pairs: mdpPairing.length })) {
          yield { pairs: [...mdpPairing, ...c.pairs], rest: [...limbo, ...c.rest] };
        }
      }
    }
  }

  for (const built0 of sequence()) {
    built++;
    if (built > round.maxCandidates) {
      throw new SizeLimitError(
        `oracle: bracket of ${members.length} players needs more than ${round.maxCandidates} candidates`,
      );
    }
    const candidate: Candidate = {
      pairs: built0.pairs.map(([a, b]) => [a.player, b.player] as const),
      downfloaters: [...built0.rest].sort(byBsn).map((m) => m.player),
    };
    if (!validDownfloaters(candidate.downfloaters)) continue; // C.4 / C.2: not a candidate
    const quality = evaluate(candidate, ctx);
    if (best === null || compareQuality(quality, best.quality) < 0) best = { candidate, quality, at: built };
    if (!round.earlyStop) continue;
    if (ideal !== null && compareQuality(quality, ideal) === 0) break; // B.4: perfect, accepted at once
    if (!idealIsExact && exactPossible && built >= round.exactIdealAfter) {
      idealIsExact = true;
      ideal = idealOver(true);
      if (ideal !== null && compareQuality(best.quality, ideal) === 0) break;
    }
  }
  if (best === null) {
    throw new InternalError(`oracle: bracket {${keyOf(members.map((m) => m.player))}} produced no valid candidate`);
  }
  const perfect = ideal !== null && compareQuality(best.quality, ideal) === 0;
  round.trace?.(
    `bracket [${members.map((m) => `${m.mdp ? '*' : ''}${m.player.id}(${m.player.score / ONE_POINT})`).join(' ')}] ` +
      `${input.role.kind} MaxPairs=${maxPairs} M0=${m0} M1=${m1}: ` +
      `${best.candidate.pairs.map(([a, b]) => `${a.id}-${b.id}`).join(' ')} ` +
      `float [${best.candidate.downfloaters.map((p) => p.id).join(' ')}] ` +
      `candidate ${best.at}/${built}${perfect ? ' perfect' : ''} q=${JSON.stringify(best.quality)}`,
  );
  return {
    pairs: best.candidate.pairs,
    downfloaters: best.candidate.downfloaters,
    quality: best.quality,
    candidatesBuilt: built,
    chosenAt: best.at,
    perfect,
  };
}
