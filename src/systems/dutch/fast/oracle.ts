/**
 * Part of stage 4 of the Dutch fast path (../fast.ts): the remainder search's completion oracle.
 */
import { TrailMatching } from '../../../matching/bipartite-trail.js';
import { floatRule, pairCodeOf } from './classes.js';
import type { SplitWalk } from './split.js';
import type { SearchState } from './state.js';

/**
 * Feasibility oracle: a bipartite matching of the S1R players still unassigned into the free S2R players,
 * over the pairs a candidate meeting the bounds may contain, that also pairs every free S2R player who may
 * not be a downfloater. Each condition below holds for every completion meeting the bounds, so a choice after
 * which no such matching exists has no candidate meeting the bounds below it: skipping it skips nothing the
 * search would accept, and the first candidate found is the same. Conditions:
 *   - the pair is allowed (C.1, C.3), and adds nothing to C.8/C.9 (their bound is 0) and no more to C.10 and
 *     C.11 than what is left of their bounds;
 *   - tightness: for a class of players (wanting white, black, strongly white, strongly black) with X of them
 *     left and f free S2R players (f = pairs left + downfloaters), a pair satisfies at most one of them and a
 *     downfloater is not counted, so at least X - f of them miss their colour; when what is left of the bound
 *     equals X - f, every remaining pair must hold one of them and every downfloater must be one (for the
 *     strong classes this needs every miss to count in C.11: an absolute preference is missed only in a
 *     pair that C.8/C.9 count, and those pairs are excluded); what is left only shrinks along a search path,
 *     so once tight, tight;
 *   - a downfloater (a free S2R player at the end) must not have floated down in the last round (two rounds
 *     before) when the bound leaves no repeated downfloater (C.12, C.14), must have a partner in the following
 *     bracket (the bounds pair every downfloater there), and in the last bracket must be a PAB assignee.
 *
 * Built only in the search's 'oracle' mode: O(n) set-up and O(|S1R|·|S2R|) bytes of pair codes.
 */
export class CompletionOracle {
  private readonly class1: Uint8Array;
  private readonly class2: Uint8Array;
  /** Per pair (S1R index, S2R index): -1 not computed, -2 not allowed, else C.10 effect | C.11 effect << 2. */
  private readonly pairCode: Int8Array;
  private readonly mustPair: Uint8Array;
  private readonly matching: TrailMatching;
  private readonly markAt: Int32Array;
  private b10 = 0;
  private b11 = 0;
  private tight = 0;
  private modeKey: number;

  constructor(
    private readonly st: SearchState,
    private readonly walk: SplitWalk,
  ) {
    const { s1, s2 } = walk;
    this.class1 = Uint8Array.from(s1, (x) => st.classes[x]!);
    this.class2 = Uint8Array.from(s2, (x) => st.classes[x]!);
    this.pairCode = new Int8Array(s1.length * s2.length).fill(-1);
    const mayFloat = floatRule(st);
    this.mustPair = Uint8Array.from(s2, (y) => (mayFloat(y) ? 0 : 1));
    this.matching = new TrailMatching(s1.length, s2.length);
    this.markAt = new Int32Array(s1.length + 1);
    this.modeKey = this.readMode();
  }

  private codeOf(i: number, j: number): number {
    const R = this.walk.s2.length;
    let c = this.pairCode[i * R + j]!;
    if (c === -1) {
      c = pairCodeOf(this.st, this.walk.s1[i]!, this.walk.s2[j]!);
      this.pairCode[i * R + j] = c;
    }
    return c;
  }

  /** What is left of the C.10/C.11 bounds (capped at 2) and which classes are tight, as one key. */
  private readMode(): number {
    const { st, walk: w } = this;
    const left10 = st.bound.c10 - st.c10;
    const left11 = st.bound.c11 - st.c11;
    this.b10 = Math.min(2, left10);
    this.b11 = Math.min(2, left11);
    this.tight =
      (left10 === w.w1 + w.w2 - w.free ? 1 : 0) |
      (left10 === w.b1 + w.b2 - w.free ? 2 : 0) |
      (left11 === w.fw1 + w.fw2 - w.free ? 4 : 0) |
      (left11 === w.fb1 + w.fb2 - w.free ? 8 : 0);
    return this.b10 | (this.b11 << 2) | (this.tight << 4);
  }

  // The class test first: it costs two loads, and under a tight bound it refuses most pairs before their code
  // (compatibility and colour effects) is computed.
  private readonly adjacent = (i: number, j: number): boolean => {
    const tight = this.tight;
    if (((this.class1[i]! | this.class2[j]!) & tight) !== tight) return false;
    const c = this.codeOf(i, j);
    return c >= 0 && (c & 3) <= this.b10 && c >> 2 <= this.b11;
  };

  private readonly required = (j: number): boolean => this.mustPair[j] === 1 || (this.class2[j]! & this.tight) !== this.tight;

  start(): boolean {
    return this.matching.start(this.adjacent, this.required);
  }

  /** After walk.apply(d, j): keeps the pair if the rest can be completed. */
  take(d: number, j: number): boolean {
    this.markAt[d] = this.matching.mark();
    const before = this.modeKey;
    this.modeKey = this.readMode();
    return this.matching.take(d, j, this.adjacent, this.required, this.modeKey !== before);
  }

  /** After walk.undo(d): back to the state before depth d's pair. */
  back(d: number): void {
    this.matching.rollback(this.markAt[d]!);
    this.modeKey = this.readMode();
  }
}
