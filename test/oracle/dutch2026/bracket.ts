/**
 * C.04.3 (2026) Articles 3-4 for one bracket, literally: the candidates are generated in the order of the text
 * (3.6/3.7: for each valid MDP set of 4.4 in order, each transposition of S2 (4.2) gives an MDP-Pairing, then the
 * remainder is paired as a homogeneous bracket: its transpositions, then its resident exchanges (4.3) each
 * followed by the transpositions again), each candidate is evaluated on C1-C21 (criteria.ts), and the first
 * perfect candidate is taken (3.4), which is also the first best one (3.8), because "perfect" is decided against
 * the exact optimum of all candidates.
 *
 * The optimum is found criterion by criterion: first the sets of downfloaters D (bracket players left unpaired)
 * that comply with C1-C4 and reach the best C5, with the fewest players (C6), then the best C7, C8, C9; then, for
 * each such D, the best pairing of the other players (dynamic programming over subsets: every remaining
 * criterion is a sum over pairs). That exact optimum is only computed when a cheap bound (every pair criterion at
 * zero) is not reached within EXACT_AFTER candidates; from then on the prefixes of transpositions that cannot
 * reach it are skipped. The order of what is left is the text's, so the first candidate reaching the optimum is
 * the one the text accepts, and the chosen candidate never depends on these shortcuts.
 *
 * Time: exponential in the bracket size (2^n subsets, n <= 30); brackets of up to about 16 players take
 * milliseconds to seconds.
 */
import { InternalError, SizeLimitError } from '../../../src/errors.js';
import type { Colour } from '../../../src/model/types.js';
import { canCompletePairing } from '../dutch/matching.js';
import type { OPlayer } from '../dutch/players.js';
import { combinations, residentExchanges, transpositions } from '../dutch/sequences.js';
import {
  addQuality,
  compareCriterion,
  compareQuality,
  describe,
  downfloaterQuality,
  pairQuality,
  ZERO,
  type DownfloaterFacts,
  type Member,
  type Quality,
} from './criteria.js';

export interface BracketInput {
  /** Moved-down players (1.4.1), 1.2 order. */
  readonly mdps: readonly OPlayer[];
  /** Resident players (1.3.2): one scoregroup, 1.2 order. */
  readonly residents: readonly OPlayer[];
  /** Every player of the lower scoregroups (not yet paired), 1.2 order. */
  readonly lower: readonly OPlayer[];
  /** The next scoregroup (the residents of the following bracket); null for the last bracket. */
  readonly nextGroup: readonly OPlayer[] | null;
}

export interface RoundContext {
  /** C1 and C3 for a pair. */
  readonly mayMeet: (a: OPlayer, b: OPlayer) => boolean;
  readonly initialColour: Colour;
  /** C9: the unplayed games of a player (rounds before this one without a game over the board). */
  readonly unplayedGames: (p: OPlayer) => number;
  /** Candidates built in one bracket before giving up (SizeLimitError). */
  readonly maxCandidates: number;
  /**
   * Build every candidate of the bracket (every number of pairs and of paired MDPs, in the text's order within
   * each), evaluate C4-C21 on each from scratch, and keep the first best: no optimum, no pruning. Slowest; it
   * checks the shortcuts of the default mode.
   */
  readonly exhaustive: boolean;
  /** Exhaustive mode only: indices of the quality vector to disregard (to show that a criterion matters). */
  readonly ignore: ReadonlySet<number>;
  readonly trace: ((line: string) => void) | undefined;
}

export interface BracketResult {
  readonly pairs: readonly (readonly [OPlayer, OPlayer])[];
  readonly downfloaters: readonly OPlayer[];
  readonly quality: Quality;
  readonly maxPairs: number;
  readonly m0: number;
  readonly m1: number;
  /** Position (1-based) of the chosen candidate among those built. */
  readonly chosenAt: number;
}

const WORST = Number.MAX_SAFE_INTEGER;
/** Players to pair above which the exact optimum (2^n dynamic programming) is not computed. */
const EXACT_LIMIT = 22;
/** Candidates built before the exact optimum is computed. */
const EXACT_AFTER = 2000;

/**
 * C4 and C5 for the players not yet paired after a bracket (`rest`: its downfloaters and every lower player):
 * null when no pairing of them complies with C1-C3 (C4; C2: the one left over, when their number is odd, must be
 * eligible for the PAB), else the lowest score the PAB assignee can have in such a pairing (C5; 0 when their
 * number is even). `last`: nothing is paired after this bracket, so at most one player may be left (1.9).
 * Time O(s n^3) for s distinct scores.
 */
export function pabScore(rest: readonly OPlayer[], meet: (a: OPlayer, b: OPlayer) => boolean, last: boolean): number | null {
  if (last && rest.length > 1) return null;
  if (rest.length % 2 === 0) return canCompletePairing(rest, meet, () => false) ? 0 : null;
  const scores = [...new Set(rest.filter((p) => p.pabEligible).map((p) => p.score))].sort((a, b) => a - b);
  for (const s of scores) {
    if (canCompletePairing(rest, meet, (p) => p.pabEligible && p.score === s)) return s;
  }
  return null;
}

const maskOf = (ms: readonly Member[]): number => ms.reduce((m, x) => m | (1 << (x.bsn - 1)), 0);
const scoresDesc = (ms: readonly Member[]): number[] => ms.map((m) => m.player.score).sort((a, b) => b - a);

/** A bracket's members with BSNs (4.1): MDPs first (they rank above the residents), each part in 1.2 order. */
function membersOf(mdps: readonly OPlayer[], residents: readonly OPlayer[]): Member[] {
  return [
    ...mdps.map((player) => ({ player, mdp: true })),
    ...residents.map((player) => ({ player, mdp: false })),
  ].map((m, i) => ({ ...m, bsn: i + 1 }));
}

/**
 * "Pairs a bracket can make" (3.3): an MDP of S1 meets a resident of S2, residents meet residents; two MDPs are
 * never paired together in a bracket. Plus C1/C3.
 */
const edgeIn =
  (meet: (a: OPlayer, b: OPlayer) => boolean) =>
  (a: Member, b: Member): boolean =>
    !(a.mdp && b.mdp) && meet(a.player, b.player);

/** Whether the members in `mask` can all be paired by `edge`, memoised. O(2^n n) over all calls. */
function matchableOver(members: readonly Member[], edge: (a: Member, b: Member) => boolean): (mask: number) => boolean {
  const memo = new Map<number, boolean>();
  const go = (mask: number): boolean => {
    if (mask === 0) return true;
    const cached = memo.get(mask);
    if (cached !== undefined) return cached;
    let i = 0;
    while (((mask >>> i) & 1) === 0) i++;
    let ok = false;
    for (let j = i + 1; j < members.length && !ok; j++) {
      if (((mask >>> j) & 1) !== 0 && edge(members[i]!, members[j]!)) ok = go(mask & ~(1 << i) & ~(1 << j));
    }
    memo.set(mask, ok);
    return ok;
  };
  return go;
}

/**
 * The downfloater sets of a bracket that comply with C1-C4 and are best on C5, then C6 (fewest players), then
 * C7 (scores, descending). Enumerated by increasing size: the first size at which some set reaches the best C5
 * the round allows (`target`) holds all of them, as larger sets lose on C6. Returns them with their C5 value.
 */
function bestDownfloaterSets(
  members: readonly Member[],
  lower: readonly OPlayer[],
  meet: (a: OPlayer, b: OPlayer) => boolean,
  matchable: (mask: number) => boolean,
  target: number,
  last: boolean,
): { sets: Member[][]; c5: number } {
  const all = maskOf(members);
  let best: { sets: Member[][]; c5: number; c7: number[] } | null = null;
  for (let d = members.length % 2; d <= members.length; d += 2) {
    for (const ds of combinations(members, d)) {
      if (!matchable(all & ~maskOf(ds))) continue;
      const c5 = pabScore([...ds.map((m) => m.player), ...lower], meet, last);
      if (c5 === null) continue; // C4
      const c7 = scoresDesc(ds);
      if (best === null || c5 < best.c5) {
        best = { sets: [ds], c5, c7 };
        continue;
      }
      if (c5 > best.c5) continue;
      const c = d === best.sets[0]!.length ? compareCriterion(c7, best.c7) : 1;
      if (c < 0) best = { sets: [ds], c5, c7 };
      else if (c === 0) best.sets.push(ds);
    }
    if (best !== null && best.c5 === target) break;
  }
  if (best === null) throw new InternalError('oracle 2026: no downfloater set complies with C1-C4');
  return best;
}

/**
 * C8: the best the following bracket (`ds` as its MDPs, `nextGroup` its residents) can do on C5, C6 and C7,
 * under C1-C4. Interpretation: "every criterion from C1 to C7 is complied with" in the following bracket is read
 * as "C5, C6 and C7 of the following bracket at their best", compared in that order (C1-C4 are conditions).
 */
function following(
  ds: readonly Member[],
  nextGroup: readonly OPlayer[],
  lower2: readonly OPlayer[],
  meet: (a: OPlayer, b: OPlayer) => boolean,
  target: number,
): readonly [number, number, readonly number[]] {
  const next = membersOf(
    ds.map((m) => m.player),
    nextGroup,
  );
  if (next.length > 30) throw new SizeLimitError(`oracle 2026: following bracket of ${next.length} players`);
  const matchable = matchableOver(next, edgeIn(meet));
  try {
    const best = bestDownfloaterSets(next, lower2, meet, matchable, target, lower2.length === 0);
    return [best.c5, best.sets[0]!.length, scoresDesc(best.sets[0]!)];
  } catch (e) {
    if (e instanceof InternalError) return [WORST, WORST, []];
    throw e;
  }
}

export function pairBracket(input: BracketInput, round: RoundContext): BracketResult {
  const members = membersOf(input.mdps, input.residents);
  const n = members.length;
  if (n > 30) throw new SizeLimitError(`oracle 2026: bracket of ${n} players`);
  const mdpMembers = members.filter((m) => m.mdp);
  const residentMembers = members.filter((m) => !m.mdp);
  const m0 = mdpMembers.length; // 3.1: M0
  const lowestScore = residentMembers[residentMembers.length - 1]!.player.score;
  const last = input.nextGroup === null;
  const edge = edgeIn(round.mayMeet);
  const matchable = matchableOver(members, edge);
  const all = maskOf(members);
  if (round.exhaustive) return exhaustiveBracket(input, round, members);

  // C5: the lowest PAB score any completion of the round from here allows (every D reaching it is found below).
  const target = pabScore([...members.map((m) => m.player), ...input.lower], round.mayMeet, false);
  if (target === null) throw new InternalError('oracle 2026: C4 failed before the bracket');
  const c567 = bestDownfloaterSets(members, input.lower, round.mayMeet, matchable, target, last);

  // C8 then C9 among the sets best on C5-C7.
  const lower2 = input.nextGroup === null ? [] : input.lower.slice(input.nextGroup.length);
  const withFacts = c567.sets.map((ds) => {
    const next = input.nextGroup === null ? ([0, 0, []] as const) : following(ds, input.nextGroup, lower2, round.mayMeet, c567.c5);
    // C9 (with its note): "brackets that downfloat exactly one player, who will end up receiving the PAB".
    // Interpretation: the one downfloater x will receive it when a PAB is due (odd number of players left) and
    // C5's lowest assignee score is x's own: every lower player scores less, so only x can take it. Not only
    // in the last bracket (random tournament 277 round 8 of test/dutch2026: bbpPairings 6 gives the bye to the
    // 3-point player with no unplayed game, deciding it in the 3-point bracket above an ineligible 2.5 group).
    const pabDue = (ds.length + input.lower.length) % 2 === 1;
    const c9 = pabDue && ds.length === 1 && c567.c5 === ds[0]!.player.score ? round.unplayedGames(ds[0]!.player) : 0;
    const facts: DownfloaterFacts = { c5: c567.c5, next, c9 };
    return { ds, facts, q: downfloaterQuality(ds, facts, lowestScore) };
  });
  const cut = (q: Quality): Quality => q.slice(0, 7);
  let head: Quality | null = null;
  for (const w of withFacts) if (head === null || compareQuality(cut(w.q), head) < 0) head = cut(w.q);
  const optimal = withFacts.filter((w) => compareQuality(cut(w.q), head!) === 0);

  // 3.1: MaxPairs and M1 of the best candidates (all optimal sets hold the same scores, hence the same MDPs count).
  const maxPairs = (n - optimal[0]!.ds.length) / 2;
  const m1 = m0 - optimal[0]!.ds.filter((m) => m.mdp).length;
  const limboScores = scoresDesc(optimal[0]!.ds.filter((m) => m.mdp));

  // The exact optimum: best pairing of the players left by each optimal D (every criterion left is a sum).
  const pairCache = new Map<number, Quality>();
  const pairValue = (a: Member, b: Member): Quality => {
    const key = Math.min(a.bsn, b.bsn) * 64 + Math.max(a.bsn, b.bsn);
    let q = pairCache.get(key);
    if (q === undefined) {
      q = pairQuality(a, b, round.initialColour);
      pairCache.set(key, q);
    }
    return q;
  };
  const memo = new Map<number, Quality | null>();
  const bestMatching = (mask: number): Quality | null => {
    if (mask === 0) return ZERO;
    const cached = memo.get(mask);
    if (cached !== undefined) return cached;
    let i = 0;
    while (((mask >>> i) & 1) === 0) i++;
    let result: Quality | null = null;
    for (let j = i + 1; j < n; j++) {
      if (((mask >>> j) & 1) === 0 || !edge(members[i]!, members[j]!)) continue;
      const sub = bestMatching(mask & ~(1 << i) & ~(1 << j));
      if (sub === null) continue;
      const q = addQuality(pairValue(members[i]!, members[j]!), sub);
      if (result === null || compareQuality(q, result) < 0) result = q;
    }
    memo.set(mask, result);
    return result;
  };
  const targets = optimal.map((w) => ({ mask: maskOf(w.ds), q: w.q }));
  /** The exact optimum: the best pairing of the players each optimal D leaves (every criterion left is a sum). */
  const exactOptimum = (): Quality => {
    let best: Quality | null = null;
    for (const t of targets) {
      const pairs = bestMatching(all & ~t.mask);
      if (pairs === null) continue;
      const q = addQuality(t.q, pairs);
      if (best === null || compareQuality(q, best) < 0) best = q;
    }
    if (best === null) throw new InternalError('oracle 2026: no candidate reaches the optimal downfloaters');
    return best;
  };
  // "Perfect" is first decided against a cheap bound no candidate can beat (the downfloaters' part at its best,
  // every pair criterion at zero); when the sequence runs long without reaching it, against the exact optimum,
  // after which the prefixes that cannot reach it are skipped. Neither changes which candidate is taken (the
  // first one with the best quality): only the time.
  let optimum: Quality = targets.map((t) => t.q).reduce((a, b) => (compareQuality(a, b) <= 0 ? a : b));
  let exact = false;
  const exactPossible = n - optimal[0]!.ds.length <= EXACT_LIMIT;

  /** False when no completion of a partial candidate (pairs so far `partial`, players used) reaches the optimum. */
  const mayReach = (partial: Quality, used: number): boolean =>
    !exact ||
    targets.some((t) => {
      if ((t.mask & used) !== 0) return false;
      const rest = bestMatching(all & ~used & ~t.mask);
      return rest !== null && compareQuality(addQuality(addQuality(partial, t.q), rest), optimum) === 0;
    });

  type Base = { readonly quality: Quality; readonly used: number };
  /** 4.2 transpositions of `b` against `a`, without the prefixes that cannot reach the optimum. */
  const pairings = (a: readonly Member[], b: readonly Member[], base: Base): Generator<readonly Member[]> => {
    const sums: Quality[] = [base.quality];
    const used: number[] = [base.used];
    return transpositions(b, a.length, (i, m) => {
      if (!edge(a[i]!, m)) return false;
      const q = addQuality(sums[i]!, pairValue(a[i]!, m));
      const u = used[i]! | (1 << (a[i]!.bsn - 1)) | (1 << (m.bsn - 1));
      if (!mayReach(q, u)) return false;
      sums[i + 1] = q;
      used[i + 1] = u;
      return true;
    });
  };
  const byBsn = (x: Member, y: Member): number => x.bsn - y.bsn;

  /** 3.6: a homogeneous bracket or a remainder `r` (BSN order) with N1 = `n1` pairs. */
  function* homogeneous(r: readonly Member[], n1: number, base: Base): Generator<{ pairs: [Member, Member][]; rest: Member[] }> {
    const s1 = r.slice(0, n1);
    const s2 = r.slice(n1);
    // 4.1 (and the TEC commentary): a remainder gets fresh BSNs 1, 2, ... for the exchanges of 4.3.
    const local = new Map(r.map((m, i) => [m, i + 1]));
    const layouts = function* (): Generator<readonly [Member[], Member[]]> {
      yield [s1, s2];
      for (let k = 1; k <= Math.min(s1.length, s2.length); k++) {
        for (const e of residentExchanges(s1, s2, k, (m) => local.get(m)!)) {
          yield [
            [...s1.filter((m) => !e.out.includes(m)), ...e.in].sort(byBsn),
            [...s2.filter((m) => !e.in.includes(m)), ...e.out].sort(byBsn),
          ];
        }
      }
    };
    for (const [a, b] of layouts()) {
      for (const t of pairings(a, b, base)) {
        yield { pairs: a.map((m, i) => [m, t[i]!]), rest: b.filter((m) => !t.includes(m)) };
      }
    }
  }

  /** 3.7: the whole sequence of candidates. */
  function* sequence(): Generator<{ pairs: [Member, Member][]; rest: Member[] }> {
    const start: Base = { quality: ZERO, used: 0 };
    if (m0 === 0) {
      yield* homogeneous(residentMembers, maxPairs, start);
      return;
    }
    // 4.4: the sets of M1 MDPs in order of their smallest differing BSN (lexicographic order of the sorted BSNs);
    // valid when the Limbo they leave complies with C7 (holds the scores of the optimal Limbo).
    for (const s1 of combinations(mdpMembers, m1)) {
      const limbo = mdpMembers.filter((m) => !s1.includes(m));
      if (compareCriterion(scoresDesc(limbo), limboScores) !== 0) continue;
      for (const t of pairings(s1, residentMembers, start)) {
        const mdpPairing: [Member, Member][] = s1.map((m, i) => [m, t[i]!]);
        let quality = ZERO;
        for (const [x, y] of mdpPairing) quality = addQuality(quality, pairValue(x, y));
        const remainder = residentMembers.filter((m) => !t.includes(m));
        for (const c of homogeneous(remainder, maxPairs - m1, { quality, used: maskOf(mdpPairing.flat()) })) {
          yield { pairs: [...mdpPairing, ...c.pairs], rest: [...limbo, ...c.rest] };
        }
      }
    }
  }

  let built = 0;
  let first: { c: { pairs: [Member, Member][]; rest: Member[] }; q: Quality; at: number } | null = null;
  for (const c of sequence()) {
    built++;
    if (built > round.maxCandidates) {
      throw new SizeLimitError(`oracle 2026: bracket of ${n} players needs more than ${round.maxCandidates} candidates`);
    }
    const t = targets.find((x) => x.mask === maskOf(c.rest));
    if (t !== undefined) {
      let q = t.q;
      for (const [x, y] of c.pairs) q = addQuality(q, pairValue(x, y));
      if (first === null || compareQuality(q, first.q) < 0) first = { c, q, at: built };
    }
    // 3.4: perfect (it reaches the optimum of every criterion), accepted at once.
    if (first !== null && compareQuality(first.q, optimum) === 0) break;
    if (!exact && exactPossible && built >= EXACT_AFTER) {
      exact = true;
      optimum = exactOptimum();
      if (first !== null && compareQuality(first.q, optimum) === 0) break;
    }
  }
  // 3.8: no perfect candidate within the bound: the first best one (the whole sequence was built).
  if (first === null) {
    throw new InternalError(`oracle 2026: the sequence of a bracket of ${n} players built no candidate`);
  }
  const { c, q } = first;
  const downfloaters = [...c.rest].sort(byBsn).map((m) => m.player);
  round.trace?.(
    `bracket [${members.map((m) => `${m.mdp ? '*' : ''}${m.player.id}(${m.player.score / 10})`).join(' ')}] ` +
      `MaxPairs=${maxPairs} M0=${m0} M1=${m1}: ${c.pairs.map(([a, b]) => `${a.player.id}-${b.player.id}`).join(' ')} ` +
      `float [${downfloaters.map((p) => p.id).join(' ')}] candidate ${first.at}/${built} ${describe(q)}`,
  );
  return {
    pairs: c.pairs.map(([a, b]) => [a.player, b.player] as const),
    downfloaters,
    quality: q,
    maxPairs,
    m0,
    m1,
    chosenAt: first.at,
  };
}

/**
 * The exhaustive mode (RoundContext.exhaustive): every candidate, for every M1 (most first) and every number of
 * pairs (most first), in the order of 3.6/3.7 within each; C4-C9 evaluated per candidate from scratch. Candidates
 * of different M1 or pair counts never tie (C5-C7 tell them apart), so the first best of this sequence is the
 * first best of the text's. Time: the whole sequence, times a few matchings per candidate.
 */
function exhaustiveBracket(input: BracketInput, round: RoundContext, members: readonly Member[]): BracketResult {
  const n = members.length;
  const mdpMembers = members.filter((m) => m.mdp);
  const residentMembers = members.filter((m) => !m.mdp);
  const lowestScore = residentMembers[residentMembers.length - 1]!.player.score;
  const last = input.nextGroup === null;
  const edge = edgeIn(round.mayMeet);
  const lower2 = input.nextGroup === null ? [] : input.lower.slice(input.nextGroup.length);
  const byBsn = (x: Member, y: Member): number => x.bsn - y.bsn;
  const factsCache = new Map<number, Quality | null>();
  /** The downfloaters' part of a candidate leaving `ds`, or null when it fails C4. */
  const floating = (ds: readonly Member[]): Quality | null => {
    const key = maskOf(ds);
    if (factsCache.has(key)) return factsCache.get(key)!;
    let q: Quality | null = null;
    const c5 = pabScore([...ds.map((m) => m.player), ...input.lower], round.mayMeet, last);
    if (c5 !== null) {
      const next = input.nextGroup === null ? ([0, 0, []] as const) : following(ds, input.nextGroup, lower2, round.mayMeet, c5);
      const pabDue = (ds.length + input.lower.length) % 2 === 1;
      const c9 = pabDue && ds.length === 1 && c5 === ds[0]!.player.score ? round.unplayedGames(ds[0]!.player) : 0;
      q = downfloaterQuality(ds, { c5, next, c9 }, lowestScore);
    }
    factsCache.set(key, q);
    return q;
  };
  const plain = (a: readonly Member[], b: readonly Member[]): Generator<readonly Member[]> =>
    transpositions(b, a.length, (i, m) => edge(a[i]!, m));
  function* homogeneous(r: readonly Member[], n1: number): Generator<{ pairs: [Member, Member][]; rest: Member[] }> {
    const s1 = r.slice(0, n1);
    const s2 = r.slice(n1);
    const local = new Map(r.map((m, i) => [m, i + 1]));
    const layouts: (readonly [Member[], Member[]])[] = [[s1, s2]];
    for (let k = 1; k <= Math.min(s1.length, s2.length); k++) {
      for (const e of residentExchanges(s1, s2, k, (m) => local.get(m)!)) {
        layouts.push([
          [...s1.filter((m) => !e.out.includes(m)), ...e.in].sort(byBsn),
          [...s2.filter((m) => !e.in.includes(m)), ...e.out].sort(byBsn),
        ]);
      }
    }
    for (const [a, b] of layouts) {
      for (const t of plain(a, b)) yield { pairs: a.map((m, i) => [m, t[i]!]), rest: b.filter((m) => !t.includes(m)) };
    }
  }
  function* sequence(): Generator<{ pairs: [Member, Member][]; rest: Member[]; m1: number; maxPairs: number }> {
    for (let m1 = Math.min(mdpMembers.length, residentMembers.length); m1 >= 0; m1--) {
      for (let maxPairs = Math.floor(n / 2); maxPairs >= m1; maxPairs--) {
        if (maxPairs - m1 > Math.floor((residentMembers.length - m1) / 2)) continue;
        for (const s1 of combinations(mdpMembers, m1)) {
          const limbo = mdpMembers.filter((m) => !s1.includes(m));
          for (const t of plain(s1, residentMembers)) {
            const mdpPairing: [Member, Member][] = s1.map((m, i) => [m, t[i]!]);
            const remainder = residentMembers.filter((m) => !t.includes(m));
            for (const c of homogeneous(remainder, maxPairs - m1)) {
              yield { pairs: [...mdpPairing, ...c.pairs], rest: [...limbo, ...c.rest], m1, maxPairs };
            }
          }
        }
      }
    }
  }
  let built = 0;
  let first: { pairs: [Member, Member][]; rest: Member[]; m1: number; maxPairs: number; q: Quality; at: number } | null =
    null;
  for (const c of sequence()) {
    built++;
    if (built > round.maxCandidates) {
      throw new SizeLimitError(`oracle 2026: bracket of ${n} players needs more than ${round.maxCandidates} candidates`);
    }
    let q = floating(c.rest);
    if (q === null) continue;
    for (const [x, y] of c.pairs) q = addQuality(q, pairQuality(x, y, round.initialColour));
    if (round.ignore.size > 0) q = q.map((v, i) => (!round.ignore.has(i) ? v : typeof v === 'number' ? 0 : []));
    if (first === null || compareQuality(q, first.q) < 0) first = { ...c, q, at: built };
  }
  if (first === null) throw new InternalError(`oracle 2026: no candidate of a bracket of ${n} players complies with C4`);
  return {
    pairs: first.pairs.map(([a, b]) => [a.player, b.player] as const),
    downfloaters: [...first.rest].sort(byBsn).map((m) => m.player),
    quality: first.q,
    maxPairs: first.maxPairs,
    m0: mdpMembers.length,
    m1: first.m1,
    chosenAt: first.at,
  };
}
