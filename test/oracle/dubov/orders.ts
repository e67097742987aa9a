/**
 * C.04.4.1 D: the orders in which the oracle tries sets of upfloaters (D.1), sets of shifters (D.2) and
 * transpositions of G2 (D.3), plus the D.0 schema they share. Everything is an explicit enumeration in the
 * text's order: the oracle takes "the first ... that ..." by walking these lists from the start.
 */
import { SizeLimitError } from '../../../src/errors.js';
import { compareInitialRanking, type DPlayer } from './players.js';

/** Counts the candidates the oracle builds in one round; past the limit it gives up (SizeLimitError). */
export class Budget {
  private used = 0;
  constructor(readonly limit: number) {}
  spend(what: string, n = 1): void {
    this.used += n;
    if (this.used > this.limit) {
      throw new SizeLimitError(`Dubov oracle: more than ${this.limit} candidates (while enumerating ${what})`);
    }
  }
  get spent(): number {
    return this.used;
  }
}

/**
 * D.0.c: the k-element sets of a pool whose members are listed by sequence number (#1 first), in lexicographic
 * order of the sequence numbers: {#1,#2} before {#1,#3}, {#1,#P} before {#2,#3}. Lazy.
 * Time O(C(P, k) · k) for the whole walk.
 */
export function* setsInLexicographicOrder<T>(bySequenceNumber: readonly T[], k: number): Generator<T[]> {
  const n = bySequenceNumber.length;
  if (k < 0 || k > n) return;
  const idx = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    yield idx.map((i) => bySequenceNumber[i]!);
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return;
    idx[i]!++;
    for (let j = i + 1; j < k; j++) idx[j] = idx[j - 1]! + 1;
  }
}

/**
 * D.1.a: the pool of possible upfloaters with their sequence numbers: score (descending), then initial ranking.
 */
export function upfloaterPool(lower: readonly DPlayer[]): DPlayer[] {
  return [...lower].sort((a, b) => b.score - a.score || compareInitialRanking(a, b));
}

export interface Container {
  /** The scores of the container's upfloaters, highest first. */
  readonly scores: readonly number[];
  /** Its sets, each listed by sequence number, in lexicographic order of the sequence numbers (D.1.b). */
  readonly sets: readonly (readonly DPlayer[])[];
}

/**
 * C.6 as the container order. Settled by evidence: although C.6 says "maximize the lowest score among the
 * upfloaters", D.1's own example puts {#1,#6} (3 and 1.5 points) before {#4,#5} (2.5 and 2.5); both public
 * implementations and the reference corpus (dubov-111 round 6, a consensus round) follow the example. So the
 * upfloaters' scores are compared from the HIGHEST down: more upfloaters with the highest score first, then the
 * next score, and so on. Negative when the scores `a` are better (come first).
 */
export function compareUpfloaterScores(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return b[i]! - a[i]!;
  }
  return 0;
}

/**
 * D.1.b: every k-set of the pool, subdivided in containers (sets whose players have the same scores), the
 * containers sorted "along the lines described by criterion C.6" (see compareUpfloaterScores), the sets in each
 * container in lexicographic order of their sequence numbers. `pool` must come from upfloaterPool.
 * Time and memory O(C(P, k) · k); every set is charged to the budget.
 */
export function upfloaterContainers(pool: readonly DPlayer[], k: number, budget: Budget): Container[] {
  const byKey = new Map<string, { scores: number[]; sets: DPlayer[][] }>();
  for (const set of setsInLexicographicOrder(pool, k)) {
    budget.spend('D.1 upfloater sets');
    const scores = set.map((p) => p.score).sort((x, y) => y - x);
    const key = scores.join(',');
    let c = byKey.get(key);
    if (c === undefined) {
      c = { scores, sets: [] };
      byKey.set(key, c);
    }
    c.sets.push(set);
  }
  return [...byKey.values()].sort((a, b) => compareUpfloaterScores(a.scores, b.scores));
}

/**
 * D.2.b: the list re-ordered by sequence number. #1 goes to the player in the (remaining) middle of the list or,
 * when two players are in the (remaining) middle, to the one with a higher position in the list; that player
 * leaves the list and the rule is applied again to the remaining players. For A..G this gives D C E B F A G.
 * Time O(n^2).
 */
export function middleOut<T>(sorted: readonly T[]): T[] {
  const remaining = [...sorted];
  const out: T[] = [];
  while (remaining.length > 0) {
    // One middle (odd length): index (n-1)/2. Two middles (even length): the higher one, index n/2 - 1.
    const middle = Math.floor((remaining.length - 1) / 2);
    out.push(remaining.splice(middle, 1)[0]!);
  }
  return out;
}

export type ShifterKind = 'white' | 'black';

/**
 * D.2.a then D.2.b: the possible shifters by sequence number. White seekers: ascending ARO, then initial ranking
 * (highest first). Black seekers: initial ranking.
 */
export function shifterPool(players: readonly DPlayer[], kind: ShifterKind): DPlayer[] {
  const sorted =
    kind === 'white'
      ? [...players].sort((a, b) => a.aro - b.aro || compareInitialRanking(a, b))
      : [...players].sort(compareInitialRanking);
  return middleOut(sorted);
}

/**
 * B.6 with D.3: the first transposition of G2 (G2 players numbered by initial ranking, transpositions in
 * lexicographic order of those numbers) such that S1[i] may meet T2[i] for every i. A depth-first walk in
 * lexicographic order that abandons a prefix as soon as one of its pairs is illegal: it returns exactly the
 * first legal transposition of the full ordered list, without building the illegal ones. Every prefix tried is
 * charged to the budget. Worst case O(n!) prefixes.
 */
export function firstLegalTransposition(
  s1: readonly DPlayer[],
  g2: readonly DPlayer[],
  legal: (a: DPlayer, b: DPlayer) => boolean,
  budget: Budget,
): DPlayer[] | null {
  const pool = [...g2].sort(compareInitialRanking); // D.3.a
  if (pool.length !== s1.length) return null;
  const used = new Array<boolean>(pool.length).fill(false);
  const t2: DPlayer[] = [];
  const go = (i: number): boolean => {
    if (i === s1.length) return true;
    for (let j = 0; j < pool.length; j++) {
      if (used[j]) continue;
      budget.spend('D.3 transpositions');
      if (!legal(s1[i]!, pool[j]!)) continue;
      used[j] = true;
      t2.push(pool[j]!);
      if (go(i + 1)) return true;
      t2.pop();
      used[j] = false;
    }
    return false;
  };
  return go(0) ? t2 : null;
}
