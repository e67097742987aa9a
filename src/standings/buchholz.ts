/**
 * The Buchholz family (C.07 2024 art. 8: BH, FB, AOB) and Sonneborn-Berger (art. 9.1), with the cut and median
 * modifiers (art. 14) and the management of unplayed rounds (art. 16; 2026: the cap of art. 16.4). All sums are
 * in integer tenths (SB: tenths × tenths) so that ties are exact. O(players × rounds) per tie-break.
 */
import { countsAsGame, isVoluntarilyUnplayed, memo, type Context } from './context.js';
import type { TiebreakSpec } from './types.js';

/** One round's contribution: the opponent's (or the dummy's) score, and the SB product. */
export interface Contribution {
  readonly score: number;
  readonly product: number;
  readonly voluntary: boolean;
}

interface Scores {
  /** Own points per round (FB: last-round pairings made draws). */
  readonly points: readonly (readonly number[])[];
  /** Own total (the dummy opponent's score, art. 16.3.1). */
  readonly own: readonly number[];
  /** Score as an opponent's Buchholz counts it (art. 16.3.2). */
  readonly adjusted: readonly number[];
}

/**
 * C.07 2024 8.2 (FB): the Buchholz "as if every pairing of the last round had ended in a draw" — a pairing, so a
 * forfeit of the last round becomes a draw too; a bye of the last round keeps its points.
 * Art. 16.3.2: an opponent's unplayed rounds after the last round he was paired or given a win without playing
 * (the rounds of a withdrawal) count as draws; the earlier ones keep their points. Round robin: they count as
 * lost (the text's draw protects the opponents of a Swiss player who leaves; a round robin has no such pairing).
 */
function scores(ctx: Context, fore: boolean): Scores {
  return memo(ctx, `scores:${fore}`, () => {
    const draw = ctx.system.draw;
    const last = ctx.round - 1;
    const points = ctx.points.map((pts, i) =>
      fore && last >= 0 && ctx.opponents[i]![last]! >= 0 ? pts.map((p, r) => (r === last ? draw : p)) : pts,
    );
    const own = points.map((pts) => pts.reduce((a, b) => a + b, 0));
    const adjusted = points.map((pts, i) => {
      const outcomes = ctx.outcomes[i]!;
      let lastPresent = -1;
      for (let r = 0; r < outcomes.length; r++) {
        const foreDraw = fore && r === last && ctx.opponents[i]![r]! >= 0;
        if (foreDraw || !isVoluntarilyUnplayed(outcomes[r]!)) lastPresent = r;
      }
      let sum = 0;
      for (let r = 0; r < pts.length; r++) {
        sum += r <= lastPresent || ctx.opponents[i]![r]! >= 0 ? pts[r]! : ctx.roundRobin ? 0 : draw;
      }
      return sum;
    });
    return { points, own, adjusted };
  });
}

/**
 * Each round's contribution to player i's Buchholz / Sonneborn-Berger.
 * - A game (art. 16.1: in a round robin, or with /P, a scheduled game not played counts as played): the
 *   opponent's adjusted score. FB counts a last-round forfeit as a drawn game.
 * - Otherwise (Swiss) the dummy opponent of art. 16.3.1, whose score is the player's own; the 2026 text caps it
 *   (16.4.1: with a scheduled opponent who did not play, at most that opponent's adjusted score; 16.4.2: with
 *   none, at most a draw in every round).
 * - Round robin: a round without a scheduled opponent contributes nothing.
 */
/** Contributions of every player and round, flat (index player × rounds + round): no object per round. */
interface Table {
  readonly rounds: number;
  readonly score: Int32Array;
  readonly product: Int32Array;
  readonly voluntary: Uint8Array;
  /** 0 where the round contributes nothing (round robin, no scheduled opponent). */
  readonly present: Uint8Array;
}

function contributions(ctx: Context, fore: boolean, asPlayed: boolean): Table {
  return memo(ctx, `contributions:${fore}:${asPlayed}`, () => {
    const s = scores(ctx, fore);
    const played = asPlayed || ctx.roundRobin;
    const rounds = ctx.round;
    const size = ctx.outcomes.length * rounds;
    const table: Table = { rounds, score: new Int32Array(size), product: new Int32Array(size), voluntary: new Uint8Array(size), present: new Uint8Array(size) };
    const last = rounds - 1;
    const cap = ctx.system.draw * rounds;
    ctx.outcomes.forEach((outcomes, i) => {
      for (let r = 0; r < rounds; r++) {
        const o = outcomes[r]!;
        const opp = ctx.opponents[i]![r]!;
        const at = i * rounds + r;
        let score: number;
        if (opp >= 0 && (countsAsGame(o, played) || (fore && r === last && o.kind === 'forfeit'))) {
          score = s.adjusted[opp]!;
        } else if (!ctx.roundRobin) {
          score = s.own[i]!;
          if (ctx.rules === '2026') score = Math.min(score, opp >= 0 ? s.adjusted[opp]! : cap);
          table.voluntary[at] = isVoluntarilyUnplayed(o) ? 1 : 0;
        } else continue;
        table.present[at] = 1;
        table.score[at] = score;
        table.product[at] = score * ctx.points[i]![r]!;
      }
    });
    return table;
  });
}

/** Player i's contributions after the cut, summed: `score` (BH, FB) or `product` (SB). */
function total(table: Table, i: number, spec: TiebreakSpec, field: 'score' | 'product'): number {
  const from = i * table.rounds;
  let sum = 0;
  if (spec.cutLow === 0 && spec.cutHigh === 0) {
    for (let at = from; at < from + table.rounds; at++) sum += table[field][at]!;
    return sum;
  }
  const list: Contribution[] = [];
  for (let at = from; at < from + table.rounds; at++) {
    if (table.present[at] === 1) list.push({ score: table.score[at]!, product: table.product[at]!, voluntary: table.voluntary[at] === 1 });
  }
  for (const c of cut(list, spec.cutLow, spec.cutHigh, (x) => x[field])) sum += c[field];
  return sum;
}

const byLow = (a: Contribution, b: Contribution): number => a.score - b.score || a.product - b.product;

/**
 * Art. 14.1 / 14.2 with 16.3.3: the cut removes the least significant contributions, lowest opponent score first
 * (SB: the lower product among equal scores). A voluntarily unplayed round is cut before them, unless the lowest
 * contribution is worth more in the tie-break than it (a player must not gain from a round he chose not to play,
 * so the cut takes whichever removes more). The median also removes the highest.
 */
export function cut(list: readonly Contribution[], low: number, high: number, value: (c: Contribution) => number): readonly Contribution[] {
  if (low === 0 && high === 0) return list;
  const rest = [...list];
  for (let k = 0; k < Math.min(low, list.length) && rest.length > 0; k++) {
    const sorted = [...rest].sort(byLow);
    const lowest = sorted[0]!;
    const voluntary = sorted.find((c) => c.voluntary);
    const drop = voluntary !== undefined && !(value(lowest) > value(voluntary)) ? voluntary : lowest;
    rest.splice(rest.indexOf(drop), 1);
  }
  for (let k = 0; k < Math.min(high, list.length - low) && rest.length > 0; k++) {
    const sorted = [...rest].sort((a, b) => byLow(b, a));
    rest.splice(rest.indexOf(sorted[0]!), 1);
  }
  return rest;
}

/** BH (art. 8.1) or FB (art. 8.2), in points. */
export function buchholz(ctx: Context, spec: TiebreakSpec, fore: boolean): number[] {
  return memo(ctx, `bh:${fore}:${spec.cutLow}:${spec.cutHigh}:${spec.asPlayed}`, () => {
    const table = contributions(ctx, fore, spec.asPlayed);
    return ctx.outcomes.map((_, i) => total(table, i, spec, 'score') / 10);
  });
}

/** SB (art. 9.1): each opponent's score times the points scored against him, in points. */
export function sonnebornBerger(ctx: Context, spec: TiebreakSpec): number[] {
  const table = contributions(ctx, false, spec.asPlayed);
  return ctx.outcomes.map((_, i) => total(table, i, spec, 'product') / 100);
}

/**
 * AOB (art. 8.3): the average of the Buchholz of the opponents met over the board (a cut applies to each
 * Buchholz), to two decimals (FIDE prints it so, and ranks by what it prints). Null with no game.
 */
export function averageOfBuchholz(ctx: Context, spec: TiebreakSpec): (number | null)[] {
  const bh = buchholz(ctx, spec, false).map((v) => Math.round(v * 10));
  return ctx.outcomes.map((outcomes, i) => {
    let sum = 0;
    let n = 0;
    outcomes.forEach((o, r) => {
      const opp = ctx.opponents[i]![r]!;
      if (o.kind === 'played' && opp >= 0) {
        sum += bh[opp]!;
        n++;
      }
    });
    // tenths / n, to hundredths, half up
    return n === 0 ? null : Math.floor((20 * sum + n) / (2 * n)) / 100;
  });
}
