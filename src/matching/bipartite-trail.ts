/**
 * A bipartite matching that a depth-first search can take pairs out of and put back: the feasibility oracle of
 * the Dutch fast path's remainder search (systems/dutch/fast.ts).
 *
 * Left vertices 0..L-1, right vertices 0..R-1, adjacency only through a predicate the caller passes at each call
 * (it may only get stricter along a search path). The matching kept is always one that covers every left vertex
 * still present and every right vertex the caller marks required, in the current graph; `take(l, r)` removes l
 * and r for good (as the search fixes the pair) and repairs the matching, or reports that no such matching is
 * left. Every change is written on a trail, so `rollback(mark)` restores any earlier state exactly.
 *
 * Why the answer is exact (used as a necessary condition, so only "false" matters):
 *   - left side: Kuhn's augmenting paths. A matching covers every left vertex iff each free left vertex has an
 *     augmenting path when its turn comes (Berge; a vertex without one keeps having none after other
 *     augmentations, so a failure means the maximum matching leaves a left vertex uncovered).
 *   - required right vertices: from an uncovered required vertex u, an alternating path u - l1 - r1 - l2 - ... that
 *     ends at a free left vertex or at a right vertex that is not required is flipped; left vertices stay covered.
 *     If none exists, the right vertices reached from u are all required and their left neighbours are exactly
 *     the mates of the covered ones: |N(S)| = |S| - 1 for that set S, so no matching covers every required vertex
 *     (Hall), whatever it does on the left.
 *   - both together: when some matching covers the left side and some matching covers the required vertices, one
 *     covers both (Mendelsohn-Dulmage); the two steps above find it.
 *
 * Complexity: one search is O(L·R) predicate calls worst case (every edge once); `take` runs at most two searches
 * plus, after the predicate got stricter, an O(L + R) scan and one search per uncovered vertex. Memory O(L + R)
 * plus the trail (two entries per mate change).
 */
export type Adjacent = (left: number, right: number) => boolean;
export type Required = (right: number) => boolean;

/** At most this many free right vertices: repairAll's searches try them first from every left vertex (O(FEW_FREE) each). */
const FEW_FREE = 32;

export class TrailMatching {
  private readonly mateL: Int32Array;
  private readonly mateR: Int32Array;
  private readonly goneL: Uint8Array;
  private readonly goneR: Uint8Array;
  private readonly seen: Int32Array;
  private stamp = 0;
  /** Undo log: pairs (slot, old value); slot >= 0 is mateL[slot], -1 - r is mateR[r], gone flags are 2L+.. */
  private readonly trail: number[] = [];
  // Search stacks (explicit: paths can be as long as a side).
  private readonly stackV: Int32Array;
  private readonly stackAt: Int32Array;
  private readonly stackR: Int32Array;
  private readonly atR: Int32Array;
  private readonly viaR: Int32Array;

  constructor(
    readonly left: number,
    readonly right: number,
  ) {
    this.mateL = new Int32Array(left).fill(-1);
    this.mateR = new Int32Array(right).fill(-1);
    this.goneL = new Uint8Array(left);
    this.goneR = new Uint8Array(right);
    this.seen = new Int32Array(right);
    this.stackV = new Int32Array(left + 1);
    this.stackAt = new Int32Array(left + 1);
    this.stackR = new Int32Array(right + 1);
    this.atR = new Int32Array(right + 1);
    this.viaR = new Int32Array(right + 1);
  }

  /** Mate of left vertex l (-1: none). */
  mateOf(l: number): number {
    return this.mateL[l]!;
  }

  /** A position of the trail to roll back to. */
  mark(): number {
    return this.trail.length;
  }

  /** Undoes every change made since `mark`. O(changes). */
  rollback(mark: number): void {
    const t = this.trail;
    while (t.length > mark) {
      const old = t.pop()!;
      const slot = t.pop()!;
      if (slot >= 0) {
        if (slot < this.left) this.mateL[slot] = old;
        else if (slot < 2 * this.left) this.goneL[slot - this.left] = old;
        else this.goneR[slot - 2 * this.left] = old;
      } else {
        this.mateR[-1 - slot] = old;
      }
    }
  }

  /**
   * Builds the matching from nothing (left vertices in order, right neighbours in order: the greedy start then
   * matches each left vertex to its first candidate, the one a D.1 search tries first). False when no matching
   * covers the left side and the required right vertices. O(L·R) predicate calls for the greedy start plus the
   * searches.
   */
  start(adjacent: Adjacent, required: Required): boolean {
    for (let l = 0; l < this.left; l++) {
      if (this.goneL[l] !== 0 || this.mateL[l] !== -1) continue;
      for (let r = 0; r < this.right; r++) {
        if (this.goneR[r] === 0 && this.mateR[r] === -1 && adjacent(l, r)) {
          this.match(l, r);
          break;
        }
      }
    }
    return this.repairAll(adjacent, required);
  }

  /**
   * Takes the pair (l, r) out for good and repairs the matching of what is left. `stricter`: the predicates got
   * stricter since the last call, so every matched edge and every free right vertex is checked again. False when
   * no matching of the rest covers its left side and its required right vertices; the caller then rolls back.
   */
  take(l: number, r: number, adjacent: Adjacent, required: Required, stricter: boolean): boolean {
    const ml = this.mateL[l]!;
    const mr = this.mateR[r]!;
    if (ml !== -1) this.set(-1 - ml, -1);
    if (mr !== -1) this.set(mr, -1);
    this.set(l, -1);
    this.set(-1 - r, -1);
    this.setGone(2 * this.left + r, 1);
    this.setGone(this.left + l, 1);
    if (stricter) return this.repairAll(adjacent, required);
    // The two orphans together first: mr (r's former mate) takes ml (l's former one) when they are adjacent, one
    // predicate call. Every left vertex and every required right vertex is then covered as before, so the answer
    // is the one the searches below would give. A search that pairs S1R in order against a matching shifted from
    // its choices (a required vertex covered by the next S1R player, say) otherwise re-covers the same vertex by a
    // long path at every level: 57,000 of the 70,000 predicate calls of a 699-player bracket's oracle.
    if (ml !== -1 && mr !== -1 && ml !== r && mr !== l && adjacent(mr, ml)) {
      this.match(mr, ml);
      return true;
    }
    // The required right vertex first: its search is usually short when it fails (few left neighbours), while the
    // left vertex's fails only after the whole alternating tree; and it may cover mr on the way. Each search is
    // exact on whatever matching the other left (see the header), so the order changes no answer.
    if (ml !== -1 && ml !== r && this.mateR[ml] === -1 && required(ml) && !this.coverRight(ml, adjacent, required)) return false;
    if (mr !== -1 && mr !== l && this.mateL[mr] === -1 && !this.augmentLeft(mr, adjacent)) return false;
    return true;
  }

  /** Drops matched edges the predicate no longer allows, then covers every left and required right vertex. */
  private repairAll(adjacent: Adjacent, required: Required): boolean {
    for (let l = 0; l < this.left; l++) {
      const r = this.mateL[l]!;
      if (r !== -1 && !adjacent(l, r)) {
        this.set(l, -1);
        this.set(-1 - r, -1);
      }
    }
    // A near-square graph leaves few right vertices free (eight after the greedy start of a 349 x 350 remainder,
    // one or two after a take); Kuhn's depth-first search meets them only when its scans in order reach them,
    // after descending through the mates of every right vertex before (depth 320, 55,800 adjacency tests for the
    // seven free left vertices there). Every left vertex it visits tries those few first: 19,000 tests.
    const frees: number[] = [];
    for (let r = 0; r < this.right && frees.length <= FEW_FREE; r++) if (this.goneR[r] === 0 && this.mateR[r] === -1) frees.push(r);
    const few = frees.length <= FEW_FREE ? frees : null;
    for (let l = 0; l < this.left; l++) {
      if (this.goneL[l] === 0 && this.mateL[l] === -1 && !this.augmentLeft(l, adjacent, few)) return false;
    }
    for (let r = 0; r < this.right; r++) {
      if (this.goneR[r] === 0 && this.mateR[r] === -1 && required(r) && !this.coverRight(r, adjacent, required)) return false;
    }
    return true;
  }

  /**
   * Augmenting path from free left vertex l0 to any free right vertex; flipped if found. `frees`: every right
   * vertex free now, when they are few: each left vertex reached tries them before its scan (a path found sooner,
   * never one that does not exist).
   */
  private augmentLeft(l0: number, adjacent: Adjacent, frees: readonly number[] | null = null): boolean {
    const stamp = ++this.stamp;
    const sv = this.stackV;
    const sa = this.stackAt;
    let top = 0;
    sv[0] = l0;
    sa[0] = 0;
    while (top >= 0) {
      const l = sv[top]!;
      let r = sa[top]!;
      if (r === 0 && frees !== null) {
        for (let i = 0; i < frees.length; i++) {
          const f = frees[i]!;
          if (this.mateR[f] === -1 && this.goneR[f] === 0 && adjacent(l, f)) return this.flipLeftPath(top, f);
        }
      }
      let advanced = false;
      for (; r < this.right; r++) {
        if (this.goneR[r] !== 0 || this.seen[r] === stamp || !adjacent(l, r)) continue;
        this.seen[r] = stamp;
        const m = this.mateR[r]!;
        if (m === -1) return this.flipLeftPath(top, r);
        sa[top] = r + 1;
        top++;
        sv[top] = m;
        sa[top] = 0;
        advanced = true;
        break;
      }
      if (!advanced) top--;
    }
    return false;
  }

  /** Flips augmentLeft's path: each left vertex on its stack (0..top) takes the right vertex it went through, the top one r. */
  private flipLeftPath(top: number, r: number): true {
    let cur = r;
    for (let i = top; i >= 0; i--) {
      const li = this.stackV[i]!;
      const prev = this.mateL[li]!;
      this.match(li, cur);
      cur = prev;
    }
    return true;
  }

  /**
   * Covers free required right vertex r0: an alternating path r0 - l1 - r1 - l2 - ... ending at a free left vertex
   * or at a right vertex that is not required (which is freed); flipped if found.
   */
  private coverRight(r0: number, adjacent: Adjacent, required: Required): boolean {
    const stamp = ++this.stamp;
    this.seen[r0] = stamp;
    // The stack holds right vertices; stackAt is the next left vertex to try from each.
    const sv = this.stackR;
    const sa = this.atR;
    const via = this.viaR;
    let top = 0;
    sv[0] = r0;
    sa[0] = this.left - 1;
    while (top >= 0) {
      const r = sv[top]!;
      let l = sa[top]!;
      let advanced = false;
      for (; l >= 0; l--) {
        if (this.goneL[l] !== 0 || !adjacent(l, r)) continue;
        const m = this.mateL[l]!;
        if (m !== -1 && this.seen[m] === stamp) continue;
        if (m === -1 || !required(m)) {
          // Flip: l takes r, and up the stack each via-left vertex takes the right vertex below it.
          if (m !== -1) this.set(-1 - m, -1);
          let li = l;
          for (let i = top; i >= 0; i--) {
            const ri = sv[i]!;
            const next = i > 0 ? via[i - 1]! : -1;
            this.match(li, ri);
            li = next;
          }
          return true;
        }
        this.seen[m] = stamp;
        sa[top] = l - 1;
        via[top] = l;
        top++;
        sv[top] = m;
        sa[top] = this.left - 1;
        advanced = true;
        break;
      }
      if (!advanced) top--;
    }
    return false;
  }

  private match(l: number, r: number): void {
    this.set(l, r);
    this.set(-1 - r, l);
  }

  private set(slot: number, value: number): void {
    if (slot >= 0) {
      this.trail.push(slot, this.mateL[slot]!);
      this.mateL[slot] = value;
    } else {
      this.trail.push(slot, this.mateR[-1 - slot]!);
      this.mateR[-1 - slot] = value;
    }
  }

  private setGone(slot: number, value: number): void {
    if (slot < 2 * this.left) {
      this.trail.push(slot, this.goneL[slot - this.left]!);
      this.goneL[slot - this.left] = value;
    } else {
      this.trail.push(slot, this.goneR[slot - 2 * this.left]!);
      this.goneR[slot - 2 * this.left] = value;
    }
  }
}
