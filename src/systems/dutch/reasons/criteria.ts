/**
 * The Dutch bracket criteria as evaluators of a candidate (a bracket's pairs, downfloaters and PAB assignee),
 * written from the rule texts: 2017 (C.04.3 C.5-C.19) and 2026 (C5-C21, ../shared/rules/dutch-2025.md §3).
 * The completion criterion (C.4 / C4) is listed for the special brackets (last, PPB, CLB), where it is one.
 *
 * Float criteria follow A.4.b (2017) / 1.4 (2026): in a pair of different scores the higher player receives a
 * downfloat and the lower an upfloat; an unpaired player (downfloater, PAB assignee) receives a downfloat.
 */
import type { PlayerId } from '../../../model/types.js';
import { colourEffects, downfloaterSD } from '../criteria.js';
import { compatible, type DutchPlayer, type DutchRound } from '../player.js';
import { byeAssigneeScore, c9MayApply, type ByeAssignee } from '../2026/criteria.js';
import { bestNextBracket } from '../../shared/nextBracket.js';
import type { Criterion } from '../../shared/reasons/criteria.js';

export interface DutchCandidate {
  /** [higher, lower] by A.2 rank. */
  readonly pairs: readonly (readonly [DutchPlayer, DutchPlayer])[];
  readonly downfloaters: readonly DutchPlayer[];
  /** The PAB assignee, when the bracket is the last one. */
  readonly bye: DutchPlayer | null;
}

export interface DutchBracketContext {
  readonly special: boolean;
  readonly members: readonly DutchPlayer[];
  readonly mdps: ReadonlySet<PlayerId>;
  /** The next scoregroup (normal brackets), for C.7 / C8. */
  readonly next: readonly DutchPlayer[];
  /** Whether the next scoregroup is the last one: its odd player out then takes the PAB (C.2 applies). */
  readonly nextIsLast: boolean;
  /** Every player below the bracket (PPB), who must still be pairable with its downfloaters (C.4 / C4). */
  readonly lower: readonly DutchPlayer[];
  readonly round: DutchRound;
  /**
   * 2026: every player below the bracket's scoregroup, over whom C4 and C5 reach from every bracket (1.9, 3.8.1).
   * Absent: C4 is read in the special brackets and C5 in the last one only (`pair --explain`, which does not
   * pay a matching per alternative).
   */
  readonly below?: readonly DutchPlayer[];
  /** Games played over the board, for C9 (2026). */
  readonly playedGames: (id: PlayerId) => number;
}

const desc = (xs: number[]): number[] => xs.sort((a, b) => b - a);
const count = <T>(xs: readonly T[], f: (x: T) => boolean): number => xs.filter(f).length;

/** Who receives a downfloat (with the score difference A.8 gives it) and who an upfloat, in a candidate. */
function floats(c: DutchCandidate, minScore: number): { down: [DutchPlayer, number][]; up: [DutchPlayer, number][] } {
  const down: [DutchPlayer, number][] = c.downfloaters.map((p) => [p, downfloaterSD(p.score, minScore)]);
  const up: [DutchPlayer, number][] = [];
  for (const [h, l] of c.pairs) {
    const sd = h.score - l.score;
    if (sd > 0) {
      down.push([h, sd]);
      up.push([l, sd]);
    }
  }
  return { down, up };
}

function colourTotals(c: DutchCandidate, round: DutchRound): { c8: number; c9: number; c10: number; c11: number } {
  const t = { c8: 0, c9: 0, c10: 0, c11: 0 };
  for (const [h, l] of c.pairs) {
    const e = colourEffects(h, l, round.initialColour);
    t.c8 += e.c8;
    t.c9 += e.c9;
    t.c10 += e.c10;
    t.c11 += e.c11;
  }
  return t;
}

/**
 * What the downfloaters leave the following bracket: pairs, then a list (SDs in 2017, scores in 2026). When that
 * bracket is the last and odd, a PAB vertex joins it, adjacent to the eligible players (C.2 is absolute): the
 * PAB counts as a pair and its assignee keeps his own value in the list, as the engine's weights do. O(n^3).
 */
function following(c: DutchCandidate, ctx: DutchBracketContext, sds: boolean): { pairs: number; list: readonly number[] } {
  const players = [...c.downfloaters, ...ctx.next];
  if (ctx.special || ctx.next.length === 0) return { pairs: 0, list: [] };
  const nextMin = Math.min(...ctx.next.map((p) => p.score));
  const value = (p: DutchPlayer): number => (sds ? downfloaterSD(p.score, nextMin) : p.score);
  const bye = ctx.nextIsLast && players.length % 2 === 1 ? players.length : -1;
  return bestNextBracket({
    size: players.length + (bye >= 0 ? 1 : 0),
    compatible: (u, v) => (v === bye ? players[u]!.pabEligible : u === bye ? players[v]!.pabEligible : compatible(players[u]!, players[v]!, ctx.round.isForbidden)),
    unpaired: (u) => (u === bye ? null : value(players[u]!)),
    paired: (u, v) => {
      if (u === bye || v === bye) return value(players[u === bye ? v : u]!);
      return sds ? Math.abs(players[u]!.score - players[v]!.score) : null;
    },
  });
}

/**
 * C8 (2026) read as the engine reads it (docs/dutch-2026.md): the following bracket's pairs, then its
 * downfloaters' scores, in a complete round-pairing of every player not yet paired with the PAB to a C5 player
 * (score `byeScore`): that bracket's own C4 and C5. Its MDPs (this bracket's downfloaters) pair only its
 * residents; the PAB is not a pair. O(n^3) over the players below.
 */
function following2026(c: DutchCandidate, ctx: DutchBracketContext, below: readonly DutchPlayer[], byeScore: number | null): { pairs: number; list: readonly number[] } {
  const d = c.downfloaters.length;
  const inNext = d + ctx.next.length;
  const nextIds = new Set(ctx.next.map((p) => p.id));
  const players = [...c.downfloaters, ...ctx.next, ...below.filter((p) => !nextIds.has(p.id))];
  const bye = byeScore === null ? -1 : players.length;
  const mayBye = (p: DutchPlayer): boolean => p.pabEligible && p.score === byeScore;
  return bestNextBracket({
    size: players.length + (bye >= 0 ? 1 : 0),
    complete: true,
    compatible: (u, v) => (v === bye ? mayBye(players[u]!) : u === bye ? mayBye(players[v]!) : compatible(players[u]!, players[v]!, ctx.round.isForbidden)),
    inBracket: (u, v) => u !== bye && v !== bye && u < inNext && v < inNext && (u >= d || v >= d),
    unpaired: (u) => (u < inNext ? players[u]!.score : null),
    paired: () => null,
  });
}

/**
 * C.4 / C4 in a special bracket (last, PPB, CLB): whether the downfloaters and every lower player can still all
 * be paired, one of them left for the PAB when their number is odd (C.2: an eligible one). 1 or 0. O(n^3).
 */
function completes(c: DutchCandidate, ctx: DutchBracketContext): number {
  const players = [...c.downfloaters, ...ctx.lower];
  const best = bestNextBracket({
    size: players.length,
    compatible: (u, v) => compatible(players[u]!, players[v]!, ctx.round.isForbidden),
    unpaired: (u) => (players[u]!.pabEligible ? 0 : 1),
    paired: () => null,
  });
  const left = best.list;
  return left.length <= 1 && left.every((x) => x === 0) ? 1 : 0;
}

const completion = (article: string, ctx: DutchBracketContext): Criterion<DutchCandidate>[] =>
  ctx.special ? [{ article, measure: 'a complete round-pairing (1: complete)', better: 'max', value: (c) => completes(c, ctx) }] : [];

/** Memoises a candidate-derived value (each criterion asks for it once per candidate). */
function memo<C extends object, V>(f: (c: C) => V): (c: C) => V {
  const cache = new WeakMap<C, V>();
  return (c) => {
    if (!cache.has(c)) cache.set(c, f(c));
    return cache.get(c)!;
  };
}

/** C.04.3 (2017) C.5-C.19, in priority order. */
export function dutch2017Criteria(ctx: DutchBracketContext): Criterion<DutchCandidate>[] {
  const minScore = Math.min(...ctx.members.map((p) => p.score));
  const fl = memo((c: DutchCandidate) => floats(c, minScore));
  const col = memo((c: DutchCandidate) => colourTotals(c, ctx.round));
  const next = memo((c: DutchCandidate) => following(c, ctx, true));
  const topscorers = ctx.members.some((p) => p.topscorer);
  const list: Criterion<DutchCandidate>[] = [
    ...completion('C.4', ctx),
    { article: 'C.5', measure: 'the number of pairs', better: 'max', value: (c) => c.pairs.length },
    {
      article: 'C.6',
      measure: 'the PSD, the score differences of pairs and downfloaters',
      better: 'min',
      points: true,
      value: (c) => desc([...c.pairs.map(([h, l]) => h.score - l.score), ...c.downfloaters.map((p) => downfloaterSD(p.score, minScore))]),
    },
  ];
  if (!ctx.special) {
    list.push(
      { article: 'C.7', measure: 'the number of pairs in the following bracket', better: 'max', value: (c) => next(c).pairs },
      { article: 'C.7', measure: 'the PSD of the following bracket', better: 'min', points: true, value: (c) => next(c).list },
    );
  }
  if (topscorers) {
    list.push(
      { article: 'C.8', measure: 'topscorers or their opponents with a colour difference beyond ±2', better: 'min', value: (c) => col(c).c8 },
      { article: 'C.9', measure: 'topscorers or their opponents with the same colour three times in a row', better: 'min', value: (c) => col(c).c9 },
    );
  }
  list.push(
    { article: 'C.10', measure: 'the players who do not get their colour preference', better: 'min', value: (c) => col(c).c10 },
    { article: 'C.11', measure: 'the players who do not get their strong colour preference', better: 'min', value: (c) => col(c).c11 },
  );
  const played = ctx.round.round - 1;
  for (const [k, cDown, cUp] of [
    [0, 'C.12', 'C.13'],
    [1, 'C.14', 'C.15'],
  ] as const) {
    if (played <= k) continue;
    const when = k === 0 ? 'the previous round' : 'two rounds before';
    list.push(
      { article: cDown, measure: `downfloaters who received a downfloat ${when}`, better: 'min', value: (c) => count(fl(c).down, ([p]) => p.floats[k] === 'down') },
      { article: cUp, measure: `upfloaters who received an upfloat ${when}`, better: 'min', value: (c) => count(fl(c).up, ([p]) => p.floats[k] === 'up') },
    );
  }
  for (const [k, sDown, sUp] of [
    [0, 'C.16', 'C.17'],
    [1, 'C.18', 'C.19'],
  ] as const) {
    if (played <= k) continue;
    const when = k === 0 ? 'the previous round' : 'two rounds before';
    list.push(
      {
        article: sDown,
        measure: `the score differences of downfloaters who received a downfloat ${when}`,
        better: 'min',
        points: true,
        value: (c) => desc(fl(c).down.filter(([p]) => p.floats[k] === 'down').map(([, sd]) => sd)),
      },
      {
        article: sUp,
        measure: `the score differences of upfloaters who received an upfloat ${when}`,
        better: 'min',
        points: true,
        value: (c) => desc(fl(c).up.filter(([p]) => p.floats[k] === 'up').map(([, sd]) => sd)),
      },
    );
  }
  return list;
}

const c5Last: Criterion<DutchCandidate> = {
  article: 'C5',
  measure: 'the score of the PAB assignee',
  better: 'min',
  points: true,
  value: (c) => (c.bye === null ? [] : [c.bye.score]),
};

/**
 * C4 and C5 (2026) above a normal bracket: they are not a bracket's own criteria but hold for the round (1.9;
 * 3.8.1 compares C5 before C6), so a candidate is judged by the round-pairings it leaves possible: whether the
 * players not yet paired (its downfloaters and everybody below) can still all be paired, and the lowest score
 * the PAB assignee can then have. Without this an upper bracket that pairs fewer players so that the bye goes
 * to a lower score would seem to lose on C6. O(n^3 log S) per candidate, memoised.
 */
function roundCompletion(left: (c: DutchCandidate) => ByeAssignee | undefined): Criterion<DutchCandidate>[] {
  return [
    { article: 'C4', measure: 'a complete round-pairing (1: complete)', better: 'max', value: (c) => (left(c) === undefined ? 0 : 1) },
    {
      article: 'C5',
      measure: 'the lowest score the PAB assignee can then have',
      better: 'min',
      points: true,
      value: (c) => {
        const s = left(c)?.score;
        return s === undefined || s === null ? [] : [s];
      },
    },
  ];
}

/** C.04.3 (2026) C5-C21, in priority order (../shared/rules/dutch-2025.md §3). */
export function dutch2026Criteria(ctx: DutchBracketContext): Criterion<DutchCandidate>[] {
  const col = memo((c: DutchCandidate) => colourTotals(c, ctx.round));
  const below = ctx.below;
  // The round-pairings a candidate leaves (C4, C5): its downfloaters and everybody below.
  const left = memo((c: DutchCandidate) => byeAssigneeScore([...c.downfloaters, ...(below ?? [])], ctx.round));
  const next = memo((c: DutchCandidate) => (below === undefined ? following(c, ctx, false) : following2026(c, ctx, below, left(c)?.score ?? null)));
  const topscorers = ctx.members.some((p) => p.topscorer);
  const isMdp = (p: DutchPlayer): boolean => ctx.mdps.has(p.id);
  const mdpPairs = (c: DutchCandidate): (readonly [DutchPlayer, DutchPlayer])[] => c.pairs.filter(([h]) => isMdp(h));
  const list: Criterion<DutchCandidate>[] = [
    ...(below === undefined || ctx.special ? [...completion('C4', ctx), c5Last] : roundCompletion(left)),
    { article: 'C6', measure: 'the number of downfloaters', better: 'min', value: (c) => c.downfloaters.length },
    { article: 'C7', measure: 'the scores of the downfloaters', better: 'min', points: true, value: (c) => desc(c.downfloaters.map((p) => p.score)) },
  ];
  if (!ctx.special) {
    list.push(
      { article: 'C8', measure: 'the number of pairs in the following bracket', better: 'max', value: (c) => next(c).pairs },
      { article: 'C8', measure: 'the scores of the downfloaters of the following bracket', better: 'min', points: true, value: (c) => next(c).list },
    );
  }
  // C9's note: a bracket that downfloats exactly one player, who will receive the PAB (the last bracket's
  // assignee, or, judged over the round, a higher bracket's one downfloater when C5 reaches up to it).
  const residentScore = Math.min(...ctx.members.map((p) => p.score));
  const assignee = (c: DutchCandidate): DutchPlayer | null => {
    if (c.bye !== null || below === undefined) return c.bye;
    const only = c.downfloaters.length === 1 ? c.downfloaters[0]! : null;
    return only !== null && c9MayApply(left(c)?.score ?? null, residentScore) ? only : null;
  };
  list.push({
    article: 'C9',
    measure: 'the unplayed games of the PAB assignee',
    better: 'min',
    value: (c) => {
      const a = assignee(c);
      return a === null ? [] : [ctx.round.round - 1 - ctx.playedGames(a.id)];
    },
  });
  if (topscorers) {
    list.push(
      { article: 'C10', measure: 'topscorers or their opponents with a colour difference beyond ±2', better: 'min', value: (c) => col(c).c8 },
      { article: 'C11', measure: 'topscorers or their opponents with the same colour three times in a row', better: 'min', value: (c) => col(c).c9 },
    );
  }
  list.push(
    { article: 'C12', measure: 'the players who do not get their colour preference', better: 'min', value: (c) => col(c).c10 },
    { article: 'C13', measure: 'the players who do not get their strong colour preference', better: 'min', value: (c) => col(c).c11 },
  );
  const played = ctx.round.round - 1;
  for (const [k, cDown, cUp] of [
    [0, 'C14', 'C15'],
    [1, 'C16', 'C17'],
  ] as const) {
    if (played <= k) continue;
    const when = k === 0 ? 'the previous round' : 'two rounds before';
    list.push(
      {
        article: cDown,
        measure: `resident downfloaters who received a downfloat ${when}`,
        better: 'min',
        value: (c) => count(c.downfloaters, (p) => !isMdp(p) && p.floats[k] === 'down'),
      },
      { article: cUp, measure: `MDP opponents who received an upfloat ${when}`, better: 'min', value: (c) => count(mdpPairs(c), ([, l]) => l.floats[k] === 'up') },
    );
  }
  for (const [k, sDown, sUp] of [
    [0, 'C18', 'C19'],
    [1, 'C20', 'C21'],
  ] as const) {
    if (played <= k) continue;
    const when = k === 0 ? 'the previous round' : 'two rounds before';
    list.push(
      // The score difference of a downfloater is undefined in the text; read as docs/dutch-2026.md (C18-C21)
      // says, with [ANN p.31]: the downfloaters (residents, MDPs left in the Limbo, the PAB assignee) who
      // downfloated before, by their score, descending.
      {
        article: sDown,
        measure: `the scores of the downfloaters who received a downfloat ${when}`,
        better: 'min',
        points: true,
        value: (c) => desc(c.downfloaters.filter((p) => p.floats[k] === 'down').map((p) => p.score)),
      },
      {
        article: sUp,
        measure: `the score differences of MDP opponents who received an upfloat ${when}`,
        better: 'min',
        points: true,
        value: (c) => desc(mdpPairs(c).filter(([, l]) => l.floats[k] === 'up').map(([h, l]) => h.score - l.score)),
      },
    );
  }
  return list;
}
