/**
 * C.04.6 3.5 for a whole round: one weighted matcher over every team of the round (after the PAB), kept from
 * bracket to bracket. A perfect matching of the teams not yet paired pairs the top-scoregroup with its upfloaters
 * and the rest among themselves (C1, C3); the weight's fields, most significant first, are C4 (top-pool pairs),
 * C5 (one field for the upfloaters more than LEVEL_SLOTS levels below the top-scoregroup, then one per level, the
 * lowest first), C6 (pairs of the following scoregroup with a lower team) and C7 (not in the last two rounds).
 *
 * Why one matcher: which edges carry a criterion depends only on which teams are the top-scoregroup and which the
 * following scoregroup. When a bracket is paired its teams leave the graph and only the edges at the new
 * top-scoregroup and the new following scoregroup change, so each team's edges are re-weighted at most twice in
 * a round and the matcher repairs what changed instead of starting again. Building a graph over every remaining
 * team for each bracket was most of a round of 400 teams.
 *
 * The level fields are exact when no upfloater comes from further below (C5 then puts none there either: a set
 * with a lower upfloater is worse); otherwise `needs` says so and the engine pairs that bracket with a graph of
 * every level (engine.ts), exactly as before.
 */
import { NoValidPairingError } from '../../errors.js';
import { BatchWeightedMatcher } from '../../matching/index.js';
import { WeightLayout, type FieldSlot } from '../shared/weightLayout.js';
import type { TeamEntrant, TeamRoundInput } from './types.js';

/** Score levels below the top-scoregroup with a C5 field of their own (the upfloaters nearly always come from them). */
export const LEVEL_SLOTS = 2;

const LOWER = 0;
const TOP = 1;
const FOLLOWING = 2;

interface Slots {
  readonly pairs: FieldSlot;
  readonly c4: FieldSlot;
  readonly below: FieldSlot;
  /** Index 0: the highest level below the top-scoregroup. */
  readonly levels: readonly FieldSlot[];
  readonly c6: FieldSlot;
  readonly c7: FieldSlot | null;
  readonly tie: FieldSlot;
  /** Below every criterion: -1 for a pair of different scores, so that the lower teams' part of the matching stays in its scoregroups and a role change breaks few of its pairs. */
  readonly same: FieldSlot;
  readonly hint: FieldSlot;
}

/** The round's field layout. Bounds hold for any matching of any bracket of the round: a top-scoregroup or a following scoregroup has at most `group` teams (the largest scoregroup of the round). */
function layoutFor(n: number, group: number, useFloats: boolean): { layout: WeightLayout; slots: Slots } {
  const levelNames = Array.from({ length: LEVEL_SLOTS }, (_, i) => `c5:${i}`);
  const layout = new WeightLayout([
    { name: 'pairs', bound: Math.ceil(n / 2) },
    { name: 'c4', bound: group },
    { name: 'c5:below', bound: group },
    ...[...levelNames].reverse().map((name) => ({ name, bound: group })),
    { name: 'c6', bound: group },
    ...(useFloats ? [{ name: 'c7', bound: group }] : []),
    { name: 'tie', bound: group },
    { name: 'same', bound: Math.ceil(n / 2) },
    { name: 'hint', bound: group * n },
  ]);
  const slots: Slots = {
    pairs: layout.slot('pairs'),
    c4: layout.slot('c4'),
    below: layout.slot('c5:below'),
    levels: levelNames.map((name) => layout.slot(name)),
    c6: layout.slot('c6'),
    c7: useFloats ? layout.slot('c7') : null,
    tie: layout.slot('tie'),
    same: layout.slot('same'),
    hint: layout.slot('hint'),
  };
  return { layout, slots };
}

/** The bracket being formed: indices into the round's teams. */
export interface BracketStart {
  readonly top: readonly number[];
  /** Potential upfloaters (3.5.1), by descending score, then ascending TPN. */
  readonly pool: readonly number[];
}

export class RoundUpfloaters {
  readonly teams: readonly TeamEntrant[];
  private readonly n: number;
  private readonly m: BatchWeightedMatcher;
  private readonly slots: Slots;
  private readonly w: Float64Array;
  private readonly alive: Uint8Array;
  private readonly role: Uint8Array;
  /** Score level -> its rank below the top-scoregroup (0 = the following scoregroup). */
  private rank = new Map<number, number>();
  private current: BracketStart = { top: [], pool: [] };

  /**
   * `teams` by ascending TPN, an even number that can be paired completely. O(n^2 K) to build, O(n^3 K) for the
   * first solve.
   */
  constructor(input: TeamRoundInput, teams: readonly TeamEntrant[], mayMeet: (a: TeamEntrant, b: TeamEntrant) => boolean) {
    this.teams = teams;
    const n = (this.n = teams.length);
    const counts = new Map<number, number>();
    for (const t of teams) counts.set(t.score, (counts.get(t.score) ?? 0) + 1);
    const { layout, slots } = layoutFor(n, Math.max(1, ...counts.values()), !input.lastTwoRounds);
    this.slots = slots;
    this.w = new Float64Array(layout.words);
    // Its first solve: the classical start won every round of the 400-team benchmark (the others priced for nothing).
    this.m = new BatchWeightedMatcher(n, layout.words, 'auto', { start: 'classical' });
    this.alive = new Uint8Array(n).fill(1);
    this.role = new Uint8Array(n);
    this.assignRoles();
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) if (mayMeet(teams[a]!, teams[b]!)) this.m.setEdge(a, b, this.weight(a, b, 0));
    }
    this.m.solve();
    for (let v = 0; v < n; v++) {
      if (this.m.mate(v) < 0) throw new NoValidPairingError(`round ${input.round}: no legal pairing of the remaining teams exists (C.04.6 3.3.3: the Chief Arbiter decides)`);
    }
  }

  /** The top-scoregroup and the potential upfloaters of the next bracket. */
  bracket(): BracketStart {
    return this.current;
  }

  /**
   * C4 and C5 of the optimum: how many upfloaters each level gives (index = rank below the top-scoregroup), or
   * null when one comes from below the levels with a field of their own (the caller then uses every level).
   */
  needs(): number[] | null {
    const need = new Array<number>(LEVEL_SLOTS).fill(0);
    for (const p of this.current.pool) {
      if (this.role[this.m.mate(p)] !== TOP) continue;
      const r = this.rank.get(this.teams[p]!.score)!;
      if (r >= LEVEL_SLOTS) return null;
      need[r]!++;
    }
    return need;
  }

  /**
   * 3.5.3-3.5.5: the first set in 3.5.4's order among those optimal for C4-C7. For the levels from the highest
   * down and their teams by ascending TPN: a bump (+1 in the tie field, below every criterion) on the team's edges
   * to the top-scoregroup and a re-solve say whether an optimal set holding the earlier choices holds it; it is
   * then locked in (its edges to the other lower teams go) or out (its edges to the top-scoregroup go).
   */
  choose(need: readonly number[]): number[] {
    const chosen: number[] = [];
    const { top, pool } = this.current;
    for (let r = 0; r < need.length; r++) {
      let taken = 0;
      for (const p of pool) {
        if (taken === need[r]) break;
        if (this.rank.get(this.teams[p]!.score) !== r) continue;
        if (this.role[this.m.mate(p)] !== TOP) {
          for (const t of top) if (this.m.hasEdge(p, t)) this.m.setEdge(p, t, this.weight(p, t, 1));
          this.m.solve();
        }
        if (this.role[this.m.mate(p)] === TOP) {
          for (const q of pool) if (this.m.hasEdge(p, q)) this.m.removeEdge(p, q);
          chosen.push(p);
          taken++;
        } else for (const t of top) if (this.m.hasEdge(p, t)) this.m.removeEdge(p, t);
      }
    }
    return chosen;
  }

  /**
   * The bracket of `paired` is paired: its teams leave, the next top-scoregroup and following scoregroup take
   * their roles and their edges are re-weighted (O(k n K) for the k teams of those two groups); the next solve
   * repairs the matching.
   */
  finish(paired: readonly number[]): void {
    for (const v of paired) this.alive[v] = 0;
    for (const v of paired) {
      if (this.m.isRemoved(v)) continue;
      const u = this.m.mate(v);
      if (u >= 0 && this.alive[u] === 0 && !this.m.isRemoved(u)) this.m.removePair(v, u);
      else this.m.removeVertex(v);
    }
    this.assignRoles();
    const { top } = this.current;
    for (const v of top) this.m.setEdgesAt(v, (u) => (this.role[u] !== TOP ? this.weight(v, u, 0) : null));
    for (let v = 0; v < this.n; v++) {
      if (this.alive[v] === 0 || this.role[v] !== FOLLOWING) continue;
      this.m.setEdgesAt(v, (u) => (this.role[u] === LOWER ? this.weight(v, u, 0) : null));
    }
    this.m.solve();
  }

  /** Roles, level ranks and the next bracket's start from the teams still alive. O(n log n). */
  private assignRoles(): void {
    const live = this.teams.map((_, i) => i).filter((i) => this.alive[i] === 1);
    const levels = [...new Set(live.map((i) => this.teams[i]!.score))].sort((a, b) => b - a);
    this.rank = new Map(levels.slice(1).map((s, r) => [s, r]));
    for (const i of live) {
      const s = this.teams[i]!.score;
      this.role[i] = s === levels[0] ? TOP : s === levels[1] ? FOLLOWING : LOWER;
    }
    const pool = live.filter((i) => this.role[i] !== TOP);
    pool.sort((a, b) => this.teams[b]!.score - this.teams[a]!.score || a - b);
    this.current = { top: live.filter((i) => this.role[i] === TOP), pool };
  }

  /** Edge {a, b}'s weight by the current roles, with `tie` in the tie field. */
  private weight(a: number, b: number, tie: number): Float64Array {
    const { w, slots } = this;
    w.fill(0);
    WeightLayout.add(w, 0, slots.pairs, 1);
    if (this.teams[a]!.score !== this.teams[b]!.score) WeightLayout.add(w, 0, slots.same, -1);
    const ra = this.role[a]!;
    const rb = this.role[b]!;
    if ((ra === TOP) !== (rb === TOP)) {
      const p = ra === TOP ? b : a;
      const team = this.teams[p]!;
      const r = this.rank.get(team.score)!;
      WeightLayout.add(w, 0, slots.c4, -1);
      WeightLayout.add(w, 0, r < LEVEL_SLOTS ? slots.levels[r]! : slots.below, -1);
      if (slots.c7 !== null && team.floatedLastRound) WeightLayout.add(w, 0, slots.c7, -1);
      WeightLayout.add(w, 0, slots.tie, tie);
      WeightLayout.add(w, 0, slots.hint, this.n - p);
    } else if (ra !== TOP && rb !== TOP && (ra === FOLLOWING) !== (rb === FOLLOWING)) {
      // C6: a pair of the following scoregroup with a lower team is one of its bracket's upfloaters.
      WeightLayout.add(w, 0, slots.c6, -1);
    }
    return w;
  }
}
