/**
 * The primal-dual search of the weighted matcher: Edmonds' blossom method in the form of Galil's 1986 survey,
 * generalised to roots with unequal duals and to a forest that survives augmentations (docs/matching.md states
 * and proves the invariants).
 *
 * Alternating trees grow from every root (a free vertex with positive dual, the base of its top-level blossom)
 * along tight edges. Each dual step changes the duals by delta = the minimum of
 *   (1) the dual of an S-vertex,
 *   (2) the slack of an edge from an S-vertex to an unlabelled vertex,
 *   (3) half the slack of an edge between two different S-blossoms,
 *   (4) half the dual of a T-blossom,
 * S-vertices losing delta, T-vertices gaining it, S-blossoms gaining 2·delta, T-blossoms losing it. Every
 * event either grows a tree (labelling, blossom, expansion) or resolves one or two trees:
 *   (1) a free root reaching 0 leaves; a matched S-vertex v reaching 0 is exposed by flipping the even
 *       alternating path root..v (the root becomes covered, v free with dual 0);
 *   (2) an edge to a free unlabelled vertex (dual 0, not a root) or (3) an edge between two trees augments.
 * A resolved tree is unlabelled; the other trees carry on (their structure is untouched). So a solve with r
 * roots has at most r resolutions, with O(n) events each, each event O(n·K) plus O(n·K) per vertex that
 * becomes S: O(r·n^2·K) in all.
 *
 * The least-slack bookkeeping that makes a dual step O(n·K) lives in blossom-slack.ts.
 *
 * Integrality (weights doubled, so every weight word is even; z words even; roots start with even y words, see
 * Repairer.normalizeRoots). Let D be the sum of the deltas so far. Claim: every labelled vertex v has
 * y_v = D (mod 2) in every word. Roots start even and move by -delta = delta (mod 2); a vertex x labelled at time
 * D over a tight edge from S-vertex s has y_x = w - y_s = y_s = D (w even, no common blossom); the vertices of
 * x's blossom share x's parity (invariant I4: the vertices of a blossom agree in parity, true for new blossoms
 * since their vertices are all labelled), and so does the mate blossom (tight matched edge between the bases).
 * Hence an edge between two S-blossoms has slack y_a + y_b - w = 2D = 0 (mod 2): delta (3) is an integer; (4) is
 * one as z is even; (1) and (2) are integers anyway. So delta is integral, z changes by 2·delta and stays even,
 * and every dual stays an exact integer (below 2^50 in magnitude: checked, SizeLimitError beyond).
 */
import { InternalError } from '../errors.js';
import { BlossomState, DUAL_LIMIT, LABEL_NONE, LABEL_S, LABEL_T, SLACK_LIMIT, dualOverflow } from './blossom-state.js';
import { SlackBook, lexLess, zeroAt } from './blossom-slack.js';

const EV_DUAL = 1;
const EV_FREE = 2;
const EV_SS = 3;
const EV_EXPAND = 4;

/**
 * How deltaPass finds the next event: 'incremental' (default) scans from the first entry that may have changed
 * when the last step's delta was 0, 'full' always scans everything. Both pick the same event (the first minimal
 * entry in id order); 'full' is for tests that show it.
 */
export const eventScan: { mode: 'incremental' | 'full' } = { mode: 'incremental' };

export class BlossomSearch {
  private readonly st: BlossomState;
  private readonly book: SlackBook;
  /** Tree (root vertex) of each labelled top-level blossom. */
  private readonly treeOf: Int32Array;
  private readonly delta: Float64Array;
  private readonly d1: Float64Array;
  private readonly freed: Int32Array;
  /** Caches (vertex or blossom ids) whose value drifted beyond SLACK_LIMIT, hence stale: to recompute. */
  private readonly drifted: number[] = [];
  private trees = 0;
  private eventArg = -1;
  /**
   * Every entry (vertex id, then blossom id, as deltaPass scans them) below it holds no event of delta 0 and is
   * unchanged since the last pass, apart from those the slack book reports (takeLowestWrite). Most steps of a
   * degenerate graph have delta 0 (the circle-method bracket: 39,379 of 39,413); each then scans from here, not
   * from 0.
   */
  private scanFrom = 0;
  /** Trees resolved by the last `run` (each ends what the classical method calls a stage). */
  stages = 0;
  /** Dual steps of the last `run`. */
  steps = 0;
  /** Event counters since construction (for tests: they show which parts of the method were exercised). */
  readonly counts = { blossoms: 0, nested: 0, expansions: 0, augmentations: 0, exposures: 0, rootsDropped: 0 };

  constructor(st: BlossomState) {
    this.st = st;
    const n = st.n;
    this.book = new SlackBook(st);
    this.treeOf = new Int32Array(2 * n).fill(-1);
    this.delta = new Float64Array(st.K);
    this.d1 = new Float64Array(st.K);
    this.freed = new Int32Array(n);
  }

  /** Stale least-slack entries recomputed since construction (for tests). */
  get refreshes(): number {
    return this.book.refreshes;
  }

  /**
   * Grows and resolves trees until no free vertex has a positive dual. Precondition (docs/matching.md): duals
   * feasible, matched edges tight, blossoms full with tight cycle edges, all roots' duals with even words.
   * O(r·n^2·K) for r roots.
   */
  run(): void {
    const st = this.st;
    const n = st.n;
    this.stages = 0;
    this.steps = 0;
    st.label.fill(LABEL_NONE);
    st.vlab.fill(LABEL_NONE);
    st.labelFrom.fill(-1);
    st.labelTo.fill(-1);
    st.bestTo.fill(-1);
    st.sBestA.fill(-1);
    st.sBestB.fill(-1);
    st.sList.fill(null);
    this.treeOf.fill(-1);
    this.trees = 0;
    this.scanFrom = 0;
    for (let v = 0; v < n; v++) {
      if (st.removed[v] !== 0 || st.mate[v] !== -1 || !st.dualPositive(v)) continue;
      const b = st.top[v]!;
      if (st.base[b] !== v) throw new InternalError('weighted matching: free vertex is not the base of its blossom');
      st.setLabel(b, LABEL_S);
      st.labelFrom[b] = -1;
      st.labelTo[b] = v;
      this.treeOf[b] = v;
      this.trees++;
      this.book.makeS(b);
    }
    let sinceResolution = 0;
    while (this.trees > 0) {
      if (++sinceResolution > 12 * n + 20) throw new InternalError('weighted matching: too many dual steps');
      this.steps++;
      const event = this.computeDelta();
      this.applyDelta();
      if (this.handleEvent(event)) {
        this.stages++;
        sinceResolution = 0;
      }
    }
    st.label.fill(LABEL_NONE);
    st.vlab.fill(LABEL_NONE);
    st.sList.fill(null);
    st.expandZeroBlossoms();
  }

  /** Finds the smallest delta (validating stale caches first); leaves it in this.delta. O(n·K) per pass. */
  private computeDelta(): number {
    for (;;) {
      const type = this.deltaPass();
      const arg = this.eventArg;
      if (type === EV_FREE && !this.book.bestValid(arg)) {
        this.book.refreshBest(arg);
        continue;
      }
      if (type === EV_SS && !this.book.sBestValid(arg)) {
        this.book.refreshSBest(arg);
        continue;
      }
      return type;
    }
  }

  private deltaPass(): number {
    // The first entry of delta 0 at or after `from` is the first of all (the entries before it have none), which
    // is the one the full pass below would pick: no dual step, and the events of one stage scan what changed.
    const from = Math.min(this.scanFrom, this.book.takeLowestWrite());
    // From 0 the full pass finds the same event, and the minimum too when no entry is 0: one scan, not two.
    if (eventScan.mode === 'incremental' && from > 0) {
      const type = this.firstZero(from);
      if (type !== 0) {
        this.scanFrom = this.eventArg;
        return type;
      }
    }
    const type = this.fullPass();
    this.scanFrom = zeroAt(this.delta, 0, this.st.K) ? this.eventArg : 0;
    return type;
  }

  /** The first entry from `from` on (vertex ids, then blossom ids) whose event has delta 0, as fullPass reads them. */
  private firstZero(from: number): number {
    const st = this.st;
    const n = st.n;
    const K = st.K;
    const vlab = st.vlab;
    let type = 0;
    let arg = -1;
    for (let v = from; v < n && type === 0; v++) {
      const lab = vlab[v]!;
      if (lab === LABEL_S) {
        if (st.top[v] === v && st.sBestA[v]! >= 0 && zeroAt(st.sBestSlack, v * K, K)) {
          type = EV_SS;
          arg = v;
        }
      } else if (lab === LABEL_NONE && st.bestTo[v]! >= 0 && zeroAt(st.bestSlack, v * K, K)) {
        type = EV_FREE;
        arg = v;
      }
    }
    for (let b = Math.max(from, n); b < 2 * n && type === 0; b++) {
      const lab = st.label[b]!;
      if (lab === LABEL_NONE || st.parent[b] !== -1 || st.children[b] === null) continue;
      if (lab === LABEL_T) {
        if (zeroAt(st.z, b * K, K)) {
          type = EV_EXPAND;
          arg = b;
        }
      } else if (st.sBestA[b]! >= 0 && zeroAt(st.sBestSlack, b * K, K)) {
        type = EV_SS;
        arg = b;
      }
    }
    if (type !== 0) {
      this.delta.fill(0);
      this.eventArg = arg;
    }
    return type;
  }

  private fullPass(): number {
    const st = this.st;
    const n = st.n;
    const K = st.K;
    const y = st.y;
    const top = st.top;
    const label = st.label;
    const vlab = st.vlab;
    const bestTo = st.bestTo;
    const bestSlack = st.bestSlack;
    const sBestA = st.sBestA;
    const sBestSlack = st.sBestSlack;
    const delta = this.delta;
    const d1 = this.d1;
    let type = 0;
    let arg = -1;
    let v1 = -1;
    for (let v = 0; v < n; v++) {
      const lab = vlab[v]!;
      if (lab === LABEL_S) {
        if (v1 < 0 || lexLess(y, v * K, d1, 0, K)) {
          v1 = v;
          for (let k = 0; k < K; k++) d1[k] = y[v * K + k]!;
        }
        if (top[v] === v && sBestA[v]! >= 0 && (type === 0 || halfLess(sBestSlack, v * K, delta, K))) {
          type = EV_SS;
          arg = v;
          for (let k = 0; k < K; k++) delta[k] = sBestSlack[v * K + k]! / 2;
        }
      } else if (lab === LABEL_NONE && bestTo[v]! >= 0) {
        if (type === 0 || lexLess(bestSlack, v * K, delta, 0, K)) {
          type = EV_FREE;
          arg = v;
          for (let k = 0; k < K; k++) delta[k] = bestSlack[v * K + k]!;
        }
      }
    }
    const z = st.z;
    for (let b = n; b < 2 * n; b++) {
      const lab = label[b]!;
      if (lab === LABEL_NONE || st.parent[b] !== -1 || st.children[b] === null) continue;
      if (lab === LABEL_T) {
        if (type === 0 || halfLess(z, b * K, delta, K)) {
          type = EV_EXPAND;
          arg = b;
          for (let k = 0; k < K; k++) delta[k] = z[b * K + k]! / 2;
        }
      } else if (sBestA[b]! >= 0) {
        if (type === 0 || halfLess(sBestSlack, b * K, delta, K)) {
          type = EV_SS;
          arg = b;
          for (let k = 0; k < K; k++) delta[k] = sBestSlack[b * K + k]! / 2;
        }
      }
    }
    if (v1 < 0) throw new InternalError('weighted matching: trees without S-vertices');
    if (type === 0 || lexLess(d1, 0, delta, 0, K)) {
      type = EV_DUAL;
      arg = v1;
      delta.set(d1);
    }
    this.eventArg = arg;
    return type;
  }

  /** Applies this.delta to all duals and cached slacks. O(n·K). */
  private applyDelta(): void {
    const st = this.st;
    const n = st.n;
    const K = st.K;
    const delta = this.delta;
    let zero = true;
    for (let k = 0; k < K; k++) if (delta[k] !== 0) zero = false;
    if (zero) return;
    this.scanFrom = 0;
    const y = st.y;
    const z = st.z;
    const top = st.top;
    const label = st.label;
    const vlab = st.vlab;
    const bestTo = st.bestTo;
    const bestSlack = st.bestSlack;
    const sBestA = st.sBestA;
    const sBestSlack = st.sBestSlack;
    let overflow = false;
    let drift = false;
    for (let v = 0; v < n; v++) {
      const lab = vlab[v]!;
      const vo = v * K;
      if (lab === LABEL_S) {
        for (let k = 0; k < K; k++) {
          const value = y[vo + k]! - delta[k]!;
          if (value > DUAL_LIMIT || value < -DUAL_LIMIT) overflow = true;
          y[vo + k] = value;
        }
        if (top[v] === v && sBestA[v]! >= 0) {
          for (let k = 0; k < K; k++) {
            const value = sBestSlack[vo + k]! - 2 * delta[k]!;
            if (value > SLACK_LIMIT || value < -SLACK_LIMIT) drift = true;
            sBestSlack[vo + k] = value;
          }
          if (drift) {
            this.drifted.push(v);
            drift = false;
          }
        }
      } else if (lab === LABEL_T) {
        for (let k = 0; k < K; k++) {
          const value = y[vo + k]! + delta[k]!;
          if (value > DUAL_LIMIT || value < -DUAL_LIMIT) overflow = true;
          y[vo + k] = value;
        }
      } else if (bestTo[v]! >= 0) {
        let zeroSlack = 1;
        for (let k = 0; k < K; k++) {
          const value = bestSlack[vo + k]! - delta[k]!;
          if (value > SLACK_LIMIT || value < -SLACK_LIMIT) drift = true;
          bestSlack[vo + k] = value;
          if (value !== 0) zeroSlack = 0;
        }
        st.bestZero[v] = zeroSlack;
        if (drift) {
          this.drifted.push(v);
          drift = false;
        }
      }
    }
    for (let b = n; b < 2 * n; b++) {
      const lab = label[b]!;
      if (lab === LABEL_NONE || st.parent[b] !== -1 || st.children[b] === null) continue;
      const bo = b * K;
      if (lab === LABEL_S) {
        for (let k = 0; k < K; k++) {
          const value = z[bo + k]! + 2 * delta[k]!;
          if (value > DUAL_LIMIT || value < -DUAL_LIMIT) overflow = true;
          z[bo + k] = value;
        }
        if (sBestA[b]! >= 0) {
          for (let k = 0; k < K; k++) {
            const value = sBestSlack[bo + k]! - 2 * delta[k]!;
            if (value > SLACK_LIMIT || value < -SLACK_LIMIT) drift = true;
            sBestSlack[bo + k] = value;
          }
          if (drift) {
            this.drifted.push(b);
            drift = false;
          }
        }
      } else {
        for (let k = 0; k < K; k++) z[bo + k] = z[bo + k]! - 2 * delta[k]!;
      }
    }
    if (overflow) throw dualOverflow();
    // A valid cache holds a reduced cost (< SLACK_LIMIT); one that drifted beyond is stale: recompute it.
    for (let i = 0; i < this.drifted.length; i++) {
      const x = this.drifted[i]!;
      if (x >= n || vlab[x] === LABEL_S) this.book.refreshSBest(x);
      else this.book.refreshBest(x);
    }
    this.drifted.length = 0;
  }

  /** Handles the event found by computeDelta; returns true when a tree was resolved. */
  private handleEvent(event: number): boolean {
    const st = this.st;
    const arg = this.eventArg;
    // Every event but a tree's growth changes entries anywhere (labels of whole trees, blossoms): the next pass
    // scans all. A growth changes the two blossoms' own entries, and the slack book reports what makeS writes.
    const from = this.scanFrom;
    this.scanFrom = 0;
    switch (event) {
      case EV_DUAL: {
        // An S-vertex reached dual 0. A free one (a root) simply leaves; a matched one is exposed.
        const root = this.treeOf[st.top[arg]!]!;
        if (st.mate[arg] !== -1) {
          this.counts.exposures++;
          this.augmentFrom(arg, -1);
        } else {
          this.counts.rootsDropped++;
        }
        this.resolve(root, -1);
        return true;
      }
      case EV_FREE: {
        const s = st.bestTo[arg]!;
        const tree = this.treeOf[st.top[s]!]!;
        const xb = st.top[arg]!;
        const base = st.base[xb]!;
        const m = st.mate[base]!;
        if (m === -1) {
          // A free vertex with dual 0 outside the forest: augment root..s, x.
          st.rotate(xb, arg);
          st.mate[arg] = s;
          this.augmentFrom(s, arg);
          this.counts.augmentations++;
          this.resolve(tree, -1);
          return true;
        }
        st.setLabel(xb, LABEL_T);
        st.labelFrom[xb] = s;
        st.labelTo[xb] = arg;
        this.treeOf[xb] = tree;
        const yb = st.top[m]!;
        if (st.label[yb] !== LABEL_NONE) throw new InternalError('weighted matching: mate of unlabelled blossom is labelled');
        st.setLabel(yb, LABEL_S);
        st.labelFrom[yb] = base;
        st.labelTo[yb] = m;
        this.treeOf[yb] = tree;
        this.book.makeS(yb);
        this.scanFrom = Math.min(from, xb, yb);
        return false;
      }
      case EV_SS: {
        const a = st.sBestA[arg]!;
        const b = st.sBestB[arg]!;
        const ta = this.treeOf[st.top[a]!]!;
        const tb = this.treeOf[st.top[b]!]!;
        if (ta !== tb) {
          this.augmentFrom(a, b);
          this.augmentFrom(b, a);
          this.counts.augmentations++;
          this.resolve(ta, tb);
          return true;
        }
        this.formBlossom(this.commonAncestor(a, b), a, b);
        return false;
      }
      case EV_EXPAND:
        this.expandT(arg);
        return false;
      default:
        throw new InternalError('weighted matching: unknown event');
    }
  }

  /**
   * Unlabels trees r1 and r2 (r2 may be -1). Their former S-vertices get their least-slack S-edge computed;
   * every cache entry pointing at them becomes stale through the epoch stamp. O(n), plus O(n·K) per former
   * S-vertex when other trees remain.
   */
  private resolve(r1: number, r2: number): void {
    const st = this.st;
    const n = st.n;
    const vlab = st.vlab;
    const top = st.top;
    const label = st.label;
    const treeOf = this.treeOf;
    let count = 0;
    for (let v = 0; v < n; v++) {
      const lab = vlab[v]!;
      if (lab === LABEL_NONE) continue;
      const tree = treeOf[top[v]!]!;
      if (tree !== r1 && tree !== r2) continue;
      if (lab === LABEL_S) {
        this.book.sEpoch[v]!++;
        this.freed[count++] = v;
      }
      vlab[v] = LABEL_NONE;
    }
    // Second pass over the top-level blossoms (the first one still needed their tree ids).
    for (let v = 0; v < n; v++) {
      const b = top[v]!;
      if (vlab[v] !== LABEL_NONE || label[b] === LABEL_NONE) continue;
      label[b] = LABEL_NONE;
      st.labelFrom[b] = -1;
      st.labelTo[b] = -1;
      st.sList[b] = null;
      st.sBestA[b] = -1;
      treeOf[b] = -1;
    }
    this.trees -= r2 >= 0 && r2 !== r1 ? 2 : 1;
    // With no tree left the search ends and the next one starts its entries afresh (run): refreshing them here,
    // O(n·K) per former S-vertex, was half of a team round's repairs, whose one tree floods the graph.
    if (this.trees === 0) return;
    for (let i = 0; i < count; i++) this.book.refreshBest(this.freed[i]!);
  }

  /** Nearest common S-blossom of the S-vertices a and b of one tree. O(depth). */
  private commonAncestor(a: number, b: number): number {
    const st = this.st;
    const top = st.top;
    const labelFrom = st.labelFrom;
    const mark = st.mark;
    const stamp = st.nextStamp();
    for (let x = top[a]!; ; ) {
      mark[x] = stamp;
      const lf = labelFrom[x]!;
      if (lf < 0) break;
      x = top[labelFrom[top[lf]!]!]!;
    }
    for (let x = top[b]!; ; ) {
      if (mark[x] === stamp) return x;
      const lf = labelFrom[x]!;
      if (lf < 0) throw new InternalError('weighted matching: S-vertices of one tree without common ancestor');
      x = top[labelFrom[top[lf]!]!]!;
    }
  }

  /** The path of blossoms from S-blossom top[v] up to (excluding) stop: S, T, S, T, ... */
  private pathTo(v: number, stop: number): number[] {
    const st = this.st;
    const path: number[] = [];
    for (let x = st.top[v]!; x !== stop; ) {
      path.push(x);
      const t = st.top[st.labelFrom[x]!]!;
      path.push(t);
      x = st.top[st.labelFrom[t]!]!;
    }
    return path;
  }

  /** The S-S edge {a, b} inside one tree closes an odd cycle through lca: contract it. O(n·K·new S). */
  private formBlossom(lca: number, a: number, b: number): void {
    const st = this.st;
    const p = this.pathTo(a, lca);
    const q = this.pathTo(b, lca);
    const ch: number[] = [lca];
    const ea: number[] = [];
    const eb: number[] = [];
    for (let i = p.length - 1; i >= 0; i--) {
      const c = p[i]!;
      ea.push(st.labelFrom[c]!);
      eb.push(st.labelTo[c]!);
      ch.push(c);
    }
    ea.push(a);
    eb.push(b);
    for (let i = 0; i < q.length; i++) {
      const c = q[i]!;
      ch.push(c);
      ea.push(st.labelTo[c]!);
      eb.push(st.labelFrom[c]!);
    }
    const f = st.formBlossom(ch, ea, eb);
    this.counts.blossoms++;
    for (const c of ch) if (c >= st.n) this.counts.nested++;
    st.setLabel(f, LABEL_S);
    st.labelFrom[f] = st.labelFrom[lca]!;
    st.labelTo[f] = st.labelTo[lca]!;
    this.treeOf[f] = this.treeOf[lca]!;
    this.book.absorb(f, ch);
    for (let i = 0; i < ch.length; i++) {
      st.label[ch[i]!] = LABEL_NONE;
      this.treeOf[ch[i]!] = -1;
    }
  }

  /** Expands T-blossom b (z_b = 0): relabels the even path from the entry child to the base child. */
  private expandT(b: number): void {
    const st = this.st;
    const p = st.labelFrom[b]!;
    const q = st.labelTo[b]!;
    const tree = this.treeOf[b]!;
    const ch = st.children[b]!;
    const ea = st.endA[b]!;
    const eb = st.endB[b]!;
    const m = ch.length;
    let c = q;
    while (st.parent[c] !== b) c = st.parent[c]!;
    const i = ch.indexOf(c);
    st.expandStructure(b);
    this.treeOf[b] = -1;
    this.counts.expansions++;
    for (let j = 0; j < m; j++) {
      st.setLabel(ch[j]!, LABEL_NONE);
      st.labelFrom[ch[j]!] = -1;
      st.labelTo[ch[j]!] = -1;
      this.treeOf[ch[j]!] = -1;
    }
    const newS: number[] = [];
    this.labelChild(c, LABEL_T, p, q, tree);
    if (i % 2 === 1) {
      // Forward: ch[i] -matched- ch[i+1] -unmatched- ch[i+2] ... ch[0].
      for (let j = i; j < m; j += 2) {
        this.labelChild(ch[j + 1]!, LABEL_S, ea[j]!, eb[j]!, tree);
        newS.push(ch[j + 1]!);
        this.labelChild(ch[(j + 2) % m]!, LABEL_T, ea[j + 1]!, eb[j + 1]!, tree);
      }
    } else {
      // Backward: ch[i] -matched- ch[i-1] -unmatched- ch[i-2] ... ch[0].
      for (let j = i; j > 0; j -= 2) {
        this.labelChild(ch[j - 1]!, LABEL_S, eb[j - 1]!, ea[j - 1]!, tree);
        newS.push(ch[j - 1]!);
        this.labelChild(ch[j - 2]!, LABEL_T, eb[j - 2]!, ea[j - 2]!, tree);
      }
    }
    for (const s of newS) this.book.makeS(s);
  }

  private labelChild(b: number, lab: number, from: number, to: number, tree: number): void {
    this.st.setLabel(b, lab);
    this.st.labelFrom[b] = from;
    this.st.labelTo[b] = to;
    this.treeOf[b] = tree;
  }

  /**
   * Matches S-vertex s to j (j = -1: leaves s free) and flips the alternating path from s's blossom to its
   * tree root, rotating every blossom on the way so the matching stays consistent. O(n).
   */
  private augmentFrom(s: number, j: number): void {
    const st = this.st;
    const mate = st.mate;
    for (;;) {
      const bs = st.top[s]!;
      const t = st.labelFrom[bs]!;
      st.rotate(bs, s);
      mate[s] = j;
      if (t < 0) return;
      const bt = st.top[t]!;
      const p = st.labelFrom[bt]!;
      const q = st.labelTo[bt]!;
      st.rotate(bt, q);
      mate[q] = p;
      s = p;
      j = q;
    }
  }
}

/** a[ao..]/2 < b lexicographically (a has even words, so the halves are exact). O(K). */
function halfLess(a: Float64Array, ao: number, b: Float64Array, K: number): boolean {
  for (let k = 0; k < K; k++) {
    const x = a[ao + k]! / 2;
    const y = b[k]!;
    if (x !== y) return x < y;
  }
  return false;
}
