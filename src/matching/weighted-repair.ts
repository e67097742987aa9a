/**
 * Incremental repair of the weighted matcher between solves (docs/matching.md, "Incremental repair" and
 * "Removals"): the change log, the classification of changed edges, the vertex cover, detaching, pricing,
 * greedy rematching, root-parity normalisation, and the first-solve start.
 *
 * Why the repaired state is a valid start for the search (invariants I1-I4 of docs/matching.md: feasible duals,
 * tight matched edges, full consistent blossoms with tight cycle edges, integral duals with even z and blossoms
 * uniform in parity):
 *   - A changed edge that is neither matched nor a cycle edge and whose new reduced cost is >= 0 (or that
 *     vanished) leaves I1-I4 intact. Every other changed edge gets its old state back for now: the matching and
 *     duals certified the old graph, so they certify this mixed graph.
 *   - detach(d) keeps I1-I4: rotating d's blossom flips even alternating paths of tight cycle edges (I2, I3); d
 *     and its mate are unmatched; the blossoms containing d, now all based at the free vertex d, are dissolved by
 *     adding z_B/2 to their vertices, which keeps the reduced cost of edges inside B and raises those leaving it
 *     (none matched). Afterwards d is free and in no blossom, so its edges are neither matched nor cycle edges:
 *     applying their new states can only break I1 at d, which y_d = max(0, max_x w(d,x) - y_x) restores.
 *   - Once every cover vertex is processed, every changed edge carries its new state: I1-I4 hold for the new
 *     graph, and only free vertices with positive dual (at most the cover and their former mates) violate
 *     complementary slackness. The search removes exactly those.
 */
import { invariant } from '../errors.js';
import { BlossomState, DUAL_LIMIT, dualOverflow } from './blossom-state.js';
import { startDuals } from './weighted-start.js';

export class Repairer {
  private readonly st: BlossomState;
  // Change log since the last solve: one entry per edge (bit 1 of `exist` marks logged edges).
  private readonly log: ChangeLog;
  /** Vertices removed while changes were pending: detached by the next repair. */
  private readonly pendingRemoval: number[] = [];
  /** Scratch: the duals of the blossoms common to an edge's ends, and a new weight doubled as stored. */
  private readonly zsum: Float64Array;
  private readonly doubled: Float64Array;
  /** Counters since construction (for tests: they show which repair paths were exercised). */
  readonly counts = { detached: 0, rotatedOut: 0, dissolved: 0, parityShifts: 0, parityDissolves: 0, deferredRemovals: 0, greedy: 0 };

  constructor(st: BlossomState) {
    this.st = st;
    this.log = new ChangeLog(st.K);
    this.zsum = new Float64Array(st.K);
    this.doubled = new Float64Array(st.K);
  }

  /** Whether edge changes or removals are waiting for the next repair. O(1). */
  hasPending(): boolean {
    return this.log.count > 0 || this.pendingRemoval.length > 0;
  }

  /** Marks v removed now and detaches it at the next repair (its blossom edges may have pending changes). */
  deferRemoval(v: number): void {
    this.st.markRemoved(v);
    this.pendingRemoval.push(v);
    this.counts.deferredRemovals++;
  }

  /**
   * Whether a change of edge {u, v} (index e) to `weight` (its words not yet doubled; null: the edge vanishes)
   * may be applied at once, with no log entry: an edge not logged since the last solve, at live vertices, that is
   * neither matched nor a cycle edge and whose new reduced cost is >= 0 (or that vanishes) leaves I1-I4 intact
   * (the header), exactly as phase 0 of the next repair would find it. Between solves only such changes and
   * detach (which keeps I1-I4 of the stored weights) touch the state, so the check reads what phase 0 would.
   * Spares the log most of a rewrite of every edge (a D.2 decision of a 1,000-player bracket: 490,000 edges of
   * K words, most of them far from tight). O(K + blossom depth).
   */
  admitsDirectly(u: number, v: number, e: number, weight: ArrayLike<number> | null): boolean {
    const st = this.st;
    if ((st.exist[e]! & 2) !== 0) return false;
    const doubled = this.doubled;
    if (weight !== null) for (let k = 0; k < st.K; k++) doubled[k] = 2 * weight[k]!;
    return !this.breaksCertificate(u, v, st.exist[e]! & 1, weight === null ? 0 : 1, doubled, 0);
  }

  /**
   * Phase 0's rule: a change of edge {u, v} from existing (oldEx) to existing (nowEx) with the stored (doubled)
   * weight w[wo..] breaks I1-I4 when an end is removed, the edge was matched or a cycle edge, or it now exists
   * with a negative reduced cost (with the z of every blossom common to its ends). O(K + blossom depth).
   */
  private breaksCertificate(u: number, v: number, oldEx: number, nowEx: number, w: Float64Array, wo: number): boolean {
    const st = this.st;
    if (st.removed[u] !== 0 || st.removed[v] !== 0) return true;
    if (oldEx !== 0 && (st.mate[u] === v || st.isCycleEdge(u, v))) return true;
    if (nowEx === 0) return false;
    st.commonZ(u, v, this.zsum);
    return slackNegative(st.y, u * st.K, v * st.K, this.zsum, w, wo, st.K);
  }

  /** Records the state of edge e before its first change since the last solve. O(K). */
  record(u: number, v: number, e: number): void {
    const st = this.st;
    if ((st.exist[e]! & 2) !== 0) return;
    st.exist[e] = st.exist[e]! | 2;
    st.mirrorExist(u, v);
    this.log.push(u, v, st.exist[e]! & 1, st.w, e * st.K);
  }

  /** Deletes every edge at v (both layouts). O(n). */
  deleteEdges(v: number): void {
    const st = this.st;
    for (let x = 0; x < st.n; x++) {
      if (x === v) continue;
      st.exist[st.idx(v, x)] = 0;
      st.exist[st.idx(x, v)] = 0;
    }
  }

  /**
   * Takes d out of the matching and out of every blossom while keeping the certificate valid for all edges:
   * rotate d's outermost blossom so that d is the base of every blossom containing it (the matching inside
   * stays tight and the blossoms full), unmatch d and its partner c (outside all of d's blossoms), then dissolve
   * those blossoms, adding z/2 to their vertices (the only edge leaving them that was matched is gone).
   * Returns c (-1 if d was free). O(n·depth).
   */
  detach(d: number): number {
    const st = this.st;
    const b = st.top[d]!;
    this.counts.detached++;
    let c: number;
    if (b !== d) {
      c = st.mate[st.base[b]!]!;
      if (st.base[b] !== d) this.counts.rotatedOut++;
      st.rotate(b, d);
    } else {
      c = st.mate[d]!;
    }
    if (c >= 0) st.mate[c] = -1;
    st.mate[d] = -1;
    while (st.top[d] !== d) {
      st.dissolveTop(st.top[d]!);
      this.counts.dissolved++;
    }
    return c;
  }

  /** First solve: the start of weighted-start.ts (feasible duals, a greedy matching of tight edges). O(n^2·K). */
  freshStart(trials?: number): number {
    this.counts.greedy += startDuals(this.st, trials);
    return 0;
  }

  /**
   * Matches free vertex d (in no blossom) to a free vertex x over a tight edge, if one exists and either dual is
   * positive: x is the base of its blossom, so the certificate stays valid and one or two roots disappear. O(n·K).
   */
  private greedyMatch(d: number): void {
    const st = this.st;
    const n = st.n;
    const K = st.K;
    const w = st.w;
    const y = st.y;
    const dPositive = st.dualPositive(d);
    for (let x = 0; x < n; x++) {
      if (x === d || st.mate[x] !== -1 || st.removed[x] !== 0) continue;
      const e = st.idx(d, x);
      if ((st.exist[e]! & 1) === 0) continue;
      let tight = true;
      for (let k = 0; k < K; k++) {
        if (y[d * K + k]! + y[x * K + k]! - w[e * K + k]! !== 0) {
          tight = false;
          break;
        }
      }
      if (tight && (dPositive || st.dualPositive(x))) {
        st.mate[d] = x;
        st.mate[x] = d;
        this.counts.greedy++;
        return;
      }
    }
  }

  /**
   * Incremental repair (docs/matching.md): classify the logged edge changes, detach a vertex cover of those that
   * break the certificate, price each detached vertex at its smallest feasible dual. O(log + k·n·K + blossoms).
   */
  repair(): number {
    const st = this.st;
    const n = st.n;
    const K = st.K;
    const w = st.w;
    const log = this.log;
    const ends = log.ends;
    const logWeight = log.weight;
    const entries = log.count;
    const newExist = new Uint8Array(entries);
    const repairs: number[] = [];
    // Phase 0: which changed edges break the certificate? Those get their old state back for now.
    for (let i = 0; i < entries; i++) {
      const u = ends[2 * i]!;
      const v = ends[2 * i + 1]!;
      const e = st.idx(u, v);
      st.exist[e] = st.exist[e]! & ~2;
      st.mirrorExist(u, v);
      const oldEx = log.exist[i]!;
      const nowEx = st.exist[e]! & 1;
      const gone = st.removed[u] !== 0 || st.removed[v] !== 0;
      if (!gone && oldEx === nowEx && (nowEx === 0 || this.sameAsLogged(i, e))) continue;
      if (!this.breaksCertificate(u, v, oldEx, nowEx, w, e * K)) continue;
      repairs.push(i);
      newExist[i] = nowEx;
      for (let k = 0; k < K; k++) {
        const old = logWeight[i * K + k]!;
        logWeight[i * K + k] = w[e * K + k]!;
        w[e * K + k] = old;
      }
      st.exist[e] = (st.exist[e]! & ~1) | oldEx;
      st.mirror(u, v);
    }
    // Phase 1: a small vertex cover of the repair edges (pending removals first, then by decreasing degree).
    const degree = new Int32Array(n);
    for (const i of repairs) {
      degree[ends[2 * i]!]!++;
      degree[ends[2 * i + 1]!]!++;
    }
    const start = new Int32Array(n + 1);
    for (let v = 0; v < n; v++) start[v + 1] = start[v]! + degree[v]!;
    const fill = start.slice(0, n);
    const incident = new Int32Array(2 * repairs.length);
    for (const i of repairs) {
      incident[fill[ends[2 * i]!]!++] = i;
      incident[fill[ends[2 * i + 1]!]!++] = i;
    }
    const chosen = new Uint8Array(n);
    const order: number[] = [];
    for (const r of this.pendingRemoval) {
      chosen[r] = 1;
      order.push(r);
    }
    const candidates: number[] = [];
    for (let v = 0; v < n; v++) if (degree[v]! > 0 && chosen[v] === 0) candidates.push(v);
    candidates.sort((a, b) => degree[b]! - degree[a]! || a - b);
    for (const v of candidates) {
      for (let j = start[v]!; j < start[v + 1]!; j++) {
        const i = incident[j]!;
        const other = ends[2 * i]! === v ? ends[2 * i + 1]! : ends[2 * i]!;
        if (chosen[other] === 0) {
          chosen[v] = 1;
          order.push(v);
          break;
        }
      }
    }
    // Phase 2: detach each chosen vertex, apply its changes, price it (or delete it).
    const applied = new Uint8Array(entries);
    for (const d of order) {
      this.detach(d);
      for (let j = start[d]!; j < start[d + 1]!; j++) {
        const i = incident[j]!;
        if (applied[i] !== 0) continue;
        applied[i] = 1;
        const u = ends[2 * i]!;
        const v = ends[2 * i + 1]!;
        const e = st.idx(u, v);
        for (let k = 0; k < K; k++) w[e * K + k] = logWeight[i * K + k]!;
        st.exist[e] = (st.exist[e]! & ~1) | newExist[i]!;
        st.mirror(u, v);
      }
      if (st.removed[d] !== 0) {
        this.deleteEdges(d);
        st.y.fill(0, d * K, (d + 1) * K);
      } else {
        this.priceVertex(d);
        this.greedyMatch(d);
      }
    }
    log.count = 0;
    this.pendingRemoval.length = 0;
    return order.length;
  }

  /** Whether edge e (log entry i) has the weight it had at the last solve. O(K). */
  private sameAsLogged(i: number, e: number): boolean {
    const K = this.st.K;
    const logWeight = this.log.weight;
    for (let k = 0; k < K; k++) if (logWeight[i * K + k] !== this.st.w[e * K + k]) return false;
    return true;
  }

  /** Sets the dual of free, blossom-free vertex d to max(0, max_x w(d,x) - y_x): the least feasible. O(n·K). */
  private priceVertex(d: number): void {
    const st = this.st;
    const n = st.n;
    const K = st.K;
    const w = st.w;
    const y = st.y;
    const best = st.tmpVec;
    best.fill(0);
    for (let x = 0; x < n; x++) {
      if (x === d) continue;
      const e = st.idx(d, x);
      if ((st.exist[e]! & 1) === 0) continue;
      const eo = e * K;
      const xo = x * K;
      let greater = false;
      for (let k = 0; k < K; k++) {
        const c = w[eo + k]! - y[xo + k]!;
        if (c !== best[k]) {
          greater = c > best[k]!;
          break;
        }
      }
      if (greater) for (let k = 0; k < K; k++) best[k] = w[eo + k]! - y[xo + k]!;
    }
    for (let k = 0; k < K; k++) {
      if (best[k]! > DUAL_LIMIT || best[k]! < -DUAL_LIMIT) throw dualOverflow();
      y[d * K + k] = best[k]!;
    }
  }

  /**
   * Makes every word of every root's dual even (the integrality argument needs all roots of a stage to agree in
   * parity). A root r is the base of its top-level blossom B; adding e (0/1 words) to every vertex of B and
   * taking 2e from z_B keeps every reduced cost inside B and raises those leaving B (none matched, as r is
   * free). When z_B < 2e, dissolve B (free: r is its base) and retry on r's new blossom. O(n·K + blossoms).
   */
  normalizeRoots(): void {
    const st = this.st;
    const n = st.n;
    const K = st.K;
    const y = st.y;
    const z = st.z;
    const e = new Float64Array(K);
    for (let r = 0; r < n; r++) {
      if (st.removed[r] !== 0 || st.mate[r] !== -1 || !st.dualPositive(r)) continue;
      for (;;) {
        let odd = false;
        for (let k = 0; k < K; k++) {
          e[k] = Math.abs(y[r * K + k]! % 2);
          if (e[k] !== 0) odd = true;
        }
        if (!odd) break;
        const b = st.top[r]!;
        if (b === r) {
          for (let k = 0; k < K; k++) y[r * K + k] = y[r * K + k]! + e[k]!;
          break;
        }
        invariant(st.base[b] === r, 'free vertex is not the base of its blossom');
        if (!zAtLeastTwice(z, b * K, e, K)) {
          st.dissolveTop(b);
          this.counts.parityDissolves++;
          continue;
        }
        this.counts.parityShifts++;
        for (let k = 0; k < K; k++) z[b * K + k] = z[b * K + k]! - 2 * e[k]!;
        const count = st.collect(b, st.verts);
        for (let i = 0; i < count; i++) {
          const vo = st.verts[i]! * K;
          for (let k = 0; k < K; k++) y[vo + k] = y[vo + k]! + e[k]!;
        }
        break;
      }
    }
  }
}

/** Whether y_u + y_v + zsum - w < 0 lexicographically. O(K). */
function slackNegative(y: Float64Array, uo: number, vo: number, zsum: Float64Array, w: Float64Array, eo: number, K: number): boolean {
  for (let k = 0; k < K; k++) {
    const s = y[uo + k]! + y[vo + k]! + zsum[k]! - w[eo + k]!;
    if (s !== 0) return s < 0;
  }
  return false;
}

/** Whether z[zo..] - 2e >= 0 lexicographically. O(K). */
function zAtLeastTwice(z: Float64Array, zo: number, e: Float64Array, K: number): boolean {
  for (let k = 0; k < K; k++) {
    const s = z[zo + k]! - 2 * e[k]!;
    if (s !== 0) return s > 0;
  }
  return true;
}

/**
 * The repair's change log: per changed edge its ends and its state before the first change, in typed arrays that
 * double when full (a decision of a large bracket logs every remainder pair: 490,000 entries of 9 words). O(K)
 * amortised per entry.
 */
class ChangeLog {
  ends = new Int32Array(128);
  exist = new Uint8Array(64);
  weight: Float64Array;
  count = 0;

  constructor(private readonly K: number) {
    this.weight = new Float64Array(64 * K);
  }

  /** Logs edge {u, v}, existing or not (ex), with the K words of w from wo. */
  push(u: number, v: number, ex: number, w: Float64Array, wo: number): void {
    const K = this.K;
    if (this.count === this.exist.length) {
      const size = 2 * this.count;
      const ends = new Int32Array(2 * size);
      ends.set(this.ends);
      this.ends = ends;
      const exist = new Uint8Array(size);
      exist.set(this.exist);
      this.exist = exist;
      const weight = new Float64Array(size * K);
      weight.set(this.weight);
      this.weight = weight;
    }
    const i = this.count++;
    this.ends[2 * i] = u;
    this.ends[2 * i + 1] = v;
    this.exist[i] = ex;
    const weight = this.weight;
    for (let k = 0; k < K; k++) weight[i * K + k] = w[wo + k]!;
  }
}
