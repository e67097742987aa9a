/**
 * The following bracket of a normal bracket, as C.7 (2017) and C8 (2026) read it: the downfloaters D and the next
 * scoregroup N, D paired with N's residents only; its value is its number of pairs, then its PSD.
 *
 * 2026 C8 under C4 (`completion`): the exact engine maximises the following bracket's pairs only over complete
 * round-pairings (C4 and C5 come first), so when the players below N (W, and the PAB when the number of players
 * is odd) cannot pair among themselves, some of N must pair with them and the following bracket pairs fewer. The
 * bound is then capped: X = W plus a bye vertex, ν(X) its maximum matching; at least |X| - 2ν(X) of X pair across,
 * so the following bracket has at most (|D ∪ N| - |X| + 2ν(X)) / 2 pairs. Whether a set D reaches the bound is
 * decided exactly (completesWith): some S of X of the size the bound leaves to pair across, X \ S perfectly
 * matchable among themselves, and D ∪ N ∪ S perfectly matchable with S paired to N and every D to N; |X| is at
 * most COMPLETION_BELOW (the subsets are enumerated), or any size when no two of X may meet (then S is all of X),
 * else the caller does not ask (completionDecided).
 */
import { InternalError } from '../../errors.js';
import { CardinalityMatcher } from '../../matching/cardinality.js';
import { saturateLeft } from '../../matching/saturate.js';
import { downfloaterSD, ONE_POINT } from './criteria.js';
import { desc } from './outcome.js';
import { compatible, type DutchPlayer, type DutchRound } from './player.js';
import type { BracketGraph } from './weights.js';

/** Most players (with the bye vertex) below the following bracket for which C8 under C4 is decided. */
export const COMPLETION_BELOW = 10;

const repeat = (value: number, times: number): number[] => Array.from({ length: Math.max(0, times) }, () => value);

/** The players below the following bracket (2026 C4), and who may take the PAB (C2, C5) when one is given. */
export interface Completion {
  readonly below: readonly DutchPlayer[];
  readonly mayGetBye: ((p: DutchPlayer) => boolean) | null;
}

export interface CompletionBelow extends Completion {
  /** |X| - 2ν(X): how many of X pair with the following bracket in every complete round-pairing, at least. */
  readonly needed: number;
}

/** X's vertices: W, then the bye vertex when there is one; adjacency within X. */
function belowAdjacent(c: Completion, isForbidden: DutchRound['isForbidden']): (u: number, v: number) => boolean {
  const w = c.below;
  return (u, v) => {
    if (u === w.length) return c.mayGetBye!(w[v]!);
    if (v === w.length) return c.mayGetBye!(w[u]!);
    return compatible(w[u]!, w[v]!, isForbidden);
  };
}

/** ν(X): X's vertices the players below, then the bye vertex when there is one. */
function belowMatching(c: Completion, round: DutchRound): number {
  const size = c.below.length + (c.mayGetBye === null ? 0 : 1);
  return new CardinalityMatcher({ vertexCount: size, adjacent: belowAdjacent(c, round.isForbidden) }).maximize();
}

/**
 * Whether C8 under C4 is decided for these players below (completesWith): at most COMPLETION_BELOW of them with
 * the bye vertex, every split of them tried; or any number when no two of them may meet (ν(X) = 0), where the only
 * split is all of them pairing across. O(|X|^2) adjacency tests with the greedy start.
 */
export function completionDecided(c: Completion, round: DutchRound): boolean {
  return c.below.length + (c.mayGetBye === null ? 0 : 1) <= COMPLETION_BELOW || belowMatching(c, round) === 0;
}

function completionBelow(c: Completion, g: BracketGraph): CompletionBelow {
  if (!completionDecided(c, g.round)) throw new InternalError('C8 under C4 asked for players below it does not decide');
  const size = c.below.length + (c.mayGetBye === null ? 0 : 1);
  return { ...c, needed: size - 2 * belowMatching(c, g.round) };
}

/**
 * The sets S of X's vertices (ascending) of size `across` to try: every one when |X| <= COMPLETION_BELOW; when no
 * two of X may meet, only all of them (X \ S must pair among themselves).
 */
function* splits(xs: number, across: number, independent: boolean): Generator<number[]> {
  if (independent) {
    if (across === xs) yield Array.from({ length: xs }, (_, x) => x);
    return;
  }
  if (xs > COMPLETION_BELOW) throw new InternalError('C8 under C4 asked for players below it does not decide');
  for (let mask = 0; mask < 1 << xs; mask++) {
    const s: number[] = [];
    for (let x = 0; x < xs; x++) if ((mask >> x) & 1) s.push(x);
    if (s.length === across) yield s;
  }
}

/**
 * Whether the downfloaters `d` can have `pairs` pairs in the following bracket, every one of them paired there,
 * in a complete round-pairing of everybody left (D, N, W and the PAB). Exact: every S of X of the size left to
 * pair across is tried (at most C(COMPLETION_BELOW, |S|)), each with an O(|X|^3) matching of X \ S and an
 * O((d + n)^2)-adjacency-test matching of D ∪ N ∪ S (greedy start on a dense graph: about O(d + n)).
 */
function completesWith(d: readonly DutchPlayer[], pairs: number, next: NextBracket, g: BracketGraph): boolean {
  const c = next.completion!;
  const y = [...d, ...next.players];
  const k = d.length;
  const xs = c.below.length + (c.mayGetBye === null ? 0 : 1);
  const across = y.length - 2 * pairs;
  if (across < 0 || across > xs || (xs - across) % 2 !== 0) return false;
  const isForbidden = g.round.isForbidden;
  const inX = belowAdjacent(c, g.round.isForbidden);
  // Y player u (N only: D pairs inside Y) with X vertex x.
  const yx = (u: number, x: number): boolean => u >= k && (x === c.below.length ? c.mayGetBye!(y[u]!) : compatible(y[u]!, c.below[x]!, isForbidden));
  const n = y.length;
  const floaters = downfloatersMatched(n, k, (u, v) => (u >= k || v >= k) && compatible(y[u]!, y[v]!, isForbidden));
  if (floaters === null) return false;
  for (const s of splits(xs, across, c.needed === xs)) {
    const rest: number[] = [];
    for (let x = 0, i = 0; x < xs; x++) {
      if (s[i] === x) i++;
      else rest.push(x);
    }
    const restMatcher = new CardinalityMatcher({ vertexCount: rest.length, adjacent: (u, v) => inX(rest[u]!, rest[v]!) });
    if (2 * restMatcher.maximize() !== rest.length) continue;
    const whole = new CardinalityMatcher({
      vertexCount: n + s.length,
      adjacent: (u, v) => {
        if (u >= n && v >= n) return false;
        if (u >= n) return yx(v, s[u - n]!);
        if (v >= n) return yx(u, s[v - n]!);
        return (u >= k || v >= k) && compatible(y[u]!, y[v]!, isForbidden);
      },
      initialMate: (v) => (v < n ? floaters[v]! : -1),
    });
    if (2 * whole.maximize() === n + s.length) return true;
  }
  return false;
}

/** Maximum number of pairs among `players` under the absolute criteria. */
function maxPairsAmong(players: readonly DutchPlayer[], g: BracketGraph): number {
  const m = new CardinalityMatcher({
    vertexCount: players.length,
    adjacent: (u, v) => compatible(players[u]!, players[v]!, g.round.isForbidden),
  });
  return m.maximize();
}

export interface NextBracket {
  readonly players: readonly DutchPlayer[];
  readonly lowest: number;
  readonly maxPairsAlone: number;
  /** 2026 C8 under C4 (below): the players under the following bracket that the round must still complete. */
  readonly completion: CompletionBelow | null;
}

/**
 * C.7 values of the following bracket (the downfloaters D, then the next scoregroup N; MDPs pair only with
 * residents): its maximum number of pairs and its PSD, over a maximum pairing that pairs every downfloater.
 * Returns null when no pairing of the following bracket pairs every downfloater (the bounds want them all paired).
 *
 * The downfloaters are matched first, on their own edges: a maximum pairing found from scratch may leave one
 * unpaired when another pairs them all (its greedy start can give a downfloater's only partner to another
 * downfloater or to a resident), and the leaf would then refuse a candidate that meets the bounds and take a
 * later one. Augmenting that first matching to a maximum one never unpairs a vertex, and with every downfloater
 * paired the PSD follows from the number of pairs (N is one scoregroup). O((k + n)^2) adjacency tests with the
 * greedy start, O((k + n)^3) at worst.
 */
export function nextValue(d: readonly DutchPlayer[], next: NextBracket, g: BracketGraph): { pairs: number; psd: number[] } | null {
  if (next.completion !== null) {
    // Under C4 the value a leaf is compared with is the bound: reached or not (exactly, completesWith).
    const best = nextBound(d.map((p) => p.score), next, false);
    return completesWith(d, best.pairs, next, g) ? best : null;
  }
  const all = [...d, ...next.players];
  const k = d.length;
  const isForbidden = g.round.isForbidden;
  const floaters = downfloatersMatched(all.length, k, (u, v) => compatible(all[u]!, all[v]!, isForbidden));
  if (floaters === null) return null;
  // The following bracket is the last one and odd: its leftover gets the PAB and must be eligible (C.2). The
  // bounds want every downfloater paired over the board, so downfloaters are not offered the bye here.
  const bye = g.bye ? all.length : -1;
  const matcher = new CardinalityMatcher({
    vertexCount: all.length + (g.bye ? 1 : 0),
    adjacent: (u, v) => {
      if (u === bye) return v >= k && all[v]!.pabEligible;
      if (v === bye) return u >= k && all[u]!.pabEligible;
      return (u >= k || v >= k) && compatible(all[u]!, all[v]!, isForbidden);
    },
    initialMate: (v) => (v < all.length ? floaters[v]! : -1),
  });
  const pairs = matcher.maximize();
  const psd: number[] = [];
  for (let v = 0; v < all.length; v++) {
    const mate = matcher.mate(v);
    if (mate === -1 || mate === bye) {
      if (v < k) throw new InternalError(`the following bracket's maximum pairing unpaired downfloater ${v}`);
      psd.push(downfloaterSD(all[v]!.score, next.lowest));
    } else if (mate > v) psd.push(Math.abs(all[v]!.score - all[mate]!.score));
  }
  return { pairs, psd: desc(psd) };
}

/**
 * The mate of each vertex in a matching of the downfloaters (vertices 0..k-1) into the other vertices that pairs
 * them all (-1 for the others left free), or null when none does. A maximum pairing of the following bracket
 * started from it pairs every downfloater, since augmenting never unpairs a vertex; one started from scratch may
 * not, when the greedy start gives a downfloater's only partner away. O(k n) adjacency tests with the greedy
 * start, O(k^2 n) at worst (saturateLeft).
 */
export function downfloatersMatched(vertexCount: number, k: number, meets: (u: number, v: number) => boolean): Int32Array | null {
  const left = saturateLeft(k, vertexCount - k, (l, r) => meets(l, k + r));
  if (left === null) return null;
  const mates = new Int32Array(vertexCount).fill(-1);
  left.forEach((r, l) => {
    mates[l] = k + r;
    mates[k + r] = l;
  });
  return mates;
}

/** Best conceivable C.7 values with downfloaters of these scores (all paired in the following bracket). */
export function nextBound(scores: readonly number[], next: NextBracket, bye: boolean): { pairs: number; psd: number[] } {
  const k = scores.length;
  const n = next.players.length;
  // Under C4 the players below need that many partners from the following bracket (completion.needed).
  const completionCap = next.completion === null ? Infinity : Math.floor((n + k - next.completion.needed) / 2);
  const pairs = Math.min(Math.floor((n + k) / 2), next.maxPairsAlone + k, n, completionCap);
  const nScore = next.players[0]!.score;
  const unpaired = n + k - 2 * pairs;
  // With a bye vertex the leftover's PAB counts as one more completed pair of that bracket.
  const withBye = bye && unpaired > 0 ? pairs + 1 : pairs;
  return { pairs: withBye, psd: desc([...scores.map((x) => x - nScore), ...repeat(ONE_POINT, unpaired), ...repeat(0, pairs - k)]) };
}

/** The following bracket of a normal bracket (null for the others); `completion` as FastOptions.completion. */
export function nextBracket(g: BracketGraph, completion: Completion | null = null): NextBracket | null {
  if (g.kind !== 'normal') return null;
  return {
    players: g.others,
    lowest: Math.min(...g.others.map((p) => p.score)),
    maxPairsAlone: maxPairsAmong(g.others, g),
    completion: completion === null ? null : completionBelow(completion, g),
  };
}


/**
 * C.7 of a normal bracket's answer at the best any candidate with downfloaters of those scores could have
 * (nextBound): every downfloater paired in the following bracket, with the most pairs and the least PSD there.
 * O((k + n)^2) adjacency tests with the greedy start (one nextValue).
 */
export function followingAtBound(g: BracketGraph, down: readonly number[]): boolean {
  const next = nextBracket(g);
  if (next === null) return false;
  const value = nextValue(down.map((x) => g.members[x]!), next, g);
  if (value === null) return false;
  const best = nextBound(down.map((x) => g.members[x]!.score), next, g.bye);
  return value.pairs === best.pairs && value.psd.length === best.psd.length && value.psd.every((v, i) => v === best.psd[i]);
}
