/**
 * C.04.3 D: the orders in which transpositions (D.1), resident-exchanges (D.2) and MDP-exchanges (D.3) are
 * tried. Everything works on bracket members tagged with their in-bracket sequence number (BSN).
 */
import type { OPlayer } from './players.js';

export interface Member {
  readonly player: OPlayer;
  /** In-bracket sequence number (D): 1, 2, 3, ... in A.2 order. */
  readonly bsn: number;
  /** Moved-down player (A.4.a). */
  readonly mdp: boolean;
}

/** All k-element subsets of `items`, each in the order of `items`, in lexicographic order of positions. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const go = (start: number): void => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i]!);
      go(i + 1);
      pick.pop();
    }
  };
  go(0);
  return out;
}

/**
 * D.1: the transpositions of S2, i.e. the sequences of `n1` distinct members of S2 in increasing lexicographic
 * order of their BSNs (the rest of S2 is ignored). `accept(i, m)` prunes sequences whose i-th member cannot be
 * paired with the i-th member of S1 (such sequences give no candidate, C.1/C.3), without changing the order of
 * the others. `s2` must be sorted by BSN. Lazy: yields each sequence as it is found.
 */
export function* transpositions(
  s2: readonly Member[],
  n1: number,
  accept: (i: number, m: Member) => boolean,
): Generator<readonly Member[]> {
  const used = new Array<boolean>(s2.length).fill(false);
  const seq: Member[] = [];
  function* go(i: number): Generator<readonly Member[]> {
    if (i === n1) {
      yield [...seq];
      return;
    }
    for (let j = 0; j < s2.length; j++) {
      if (used[j] || !accept(i, s2[j]!)) continue;
      used[j] = true;
      seq.push(s2[j]!);
      yield* go(i + 1);
      seq.pop();
      used[j] = false;
    }
  }
  yield* go(0);
}

export interface Exchange {
  /** BSNs moved from the original S1 to S2 (resident-exchange) or from S1 to the Limbo. */
  readonly out: readonly Member[];
  /** BSNs moved into S1. */
  readonly in: readonly Member[];
}


/** First difference of two equally long number lists, compared with `better(x, y)` (x better than y). */
function firstDifference(a: readonly number[], b: readonly number[], higherIsBetter: boolean): number {
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return higherIsBetter ? b[i]! - a[i]! : a[i]! - b[i]!;
  }
  return 0;
}

/**
 * D.2: every resident-exchange between the original S1 and the original S2, best first:
 * a) fewer exchanged BSNs; b) smaller (sum moved S2->S1) - (sum moved S1->S2); c) the highest different BSN
 * among those moved S1->S2 (compared from the highest down); d) the lowest different BSN among those moved
 * S2->S1 (compared from the lowest up). Rules a-d leave no ties between different exchanges.
 * With `size`, only the exchanges of that many BSNs (rule a makes them a contiguous block of the order).
 * `bsnOf` gives the sequence numbers to use (a remainder numbers its own players, see bracket.ts).
 * Time O(E log E) for E = sum_k C(|S1|,k) C(|S2|,k) exchanges.
 */
export function residentExchanges(
  s1: readonly Member[],
  s2: readonly Member[],
  size?: number,
  bsnOf: (m: Member) => number = (m) => m.bsn,
): Exchange[] {
  const all: Exchange[] = [];
  for (let k = size ?? 1; k <= (size ?? Math.min(s1.length, s2.length)); k++) {
    const outs = combinations(s1, k);
    const ins = combinations(s2, k);
    for (const out of outs) for (const into of ins) all.push({ out, in: into });
  }
  const sum = (ms: readonly Member[]): number => ms.reduce((s, m) => s + bsnOf(m), 0);
  const desc = (ms: readonly Member[]): number[] => ms.map(bsnOf).sort((x, y) => y - x);
  const asc = (ms: readonly Member[]): number[] => ms.map(bsnOf).sort((x, y) => x - y);
  return all.sort(
    (x, y) =>
      x.out.length - y.out.length ||
      sum(x.in) - sum(x.out) - (sum(y.in) - sum(y.out)) ||
      firstDifference(desc(x.out), desc(y.out), true) ||
      firstDifference(asc(x.in), asc(y.in), false),
  );
}

/**
 * D.3 (with B.7): every composition of S1 reachable by MDP-exchanges between the original S1 and the Limbo
 * (the original S1 first), best first: a) the highest different score among the players of the new S1
 * (scores compared from the highest down); b) the lowest lexicographic value of the new S1's BSNs (ascending).
 * Returns the new S1s, each sorted by BSN (A.2).
 */
export function mdpS1Choices(mdps: readonly Member[], m1: number): Member[][] {
  const scoresDesc = (ms: readonly Member[]): number[] => ms.map((m) => m.player.score).sort((x, y) => y - x);
  const bsnsAsc = (ms: readonly Member[]): number[] => ms.map((m) => m.bsn).sort((x, y) => x - y);
  return combinations(mdps, m1).sort(
    (x, y) => firstDifference(scoresDesc(x), scoresDesc(y), true) || firstDifference(bsnsAsc(x), bsnsAsc(y), false),
  );
}
