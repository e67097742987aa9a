/**
 * Benchmarks of the matching module (not run by `npm test`):
 *   npx tsc -p tsconfig.json && node dist/scripts/bench-matching.js [--bye] [n ...]
 * For each n (default 200 500 1000 2000), on a dense random graph (95% of all pairs) with K = 4 word weights:
 *   - first solve() from scratch;
 *   - 100 "hard" single-vertex updates: every edge at a random vertex gets a new random weight, then solve()
 *     and mate() of that vertex (the worst kind of change: the matching around it is reshuffled);
 *   - the engine's decision loop: for each vertex in turn, raise the lowest word of all its edges by a
 *     distinct amount (a tie-break bump), solve(), then fix it with its mate (removePair), until none is left.
 * Then the cardinality matcher on a dense implicit graph: maximize(), then 100 single removals + maximize(); and
 * on the C5 witness's shape (benchByeOfOne).
 * Times are process CPU milliseconds (robust against other load on the machine).
 */
import { CardinalityMatcher } from '../src/matching/cardinality.js';
import { WeightedMatcher } from '../src/matching/weighted.js';
import { mulberry32 } from '../src/generate/prng.js';

const rng = mulberry32;

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

const K = 4;

/** Pairing-engine-like weights: small significant words, then wider ones, some negative. */
function weight(r: () => number, out: Float64Array): void {
  out[0] = 1 + Math.floor(r() * 4);
  out[1] = Math.floor(r() * 16) - 8;
  out[2] = Math.floor(r() * 1024);
  out[3] = Math.floor(r() * 2 ** 30) - 2 ** 29;
}

function build(n: number, r: () => number): WeightedMatcher {
  const m = new WeightedMatcher(n, K);
  const buf = new Float64Array(K);
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      if (r() < 0.05) continue;
      weight(r, buf);
      m.setEdge(u, v, buf);
    }
  }
  return m;
}

function benchWeighted(n: number, print = true): void {
  const r = rng(n);
  const buf = new Float64Array(K);
  let m = build(n, r);
  let t0 = cpuMs();
  m.solve();
  const first = cpuMs() - t0;
  const firstStats = m.stats();

  t0 = cpuMs();
  const updates = 100;
  for (let i = 0; i < updates; i++) {
    const u = Math.floor(r() * n);
    for (let v = 0; v < n; v++) {
      if (v === u || !m.hasEdge(u, v)) continue;
      weight(r, buf);
      m.setEdge(u, v, buf);
    }
    m.solve();
    m.mate(u);
  }
  const hard = (cpuMs() - t0) / updates;

  m = build(n, rng(n + 1));
  m.solve();
  t0 = cpuMs();
  let decisions = 0;
  for (let u = 0; u < n; u++) {
    if (m.isRemoved(u)) continue;
    for (let v = 0; v < n; v++) {
      if (v === u || !m.hasEdge(u, v)) continue;
      m.edgeWeight(u, v, buf);
      buf[3] = buf[3]! + (n - v);
      m.setEdge(u, v, buf);
    }
    m.solve();
    decisions++;
    const p = m.mate(u);
    if (p >= 0) m.removePair(u, p);
    else m.removeVertex(u);
  }
  const loop = cpuMs() - t0;
  if (!print) return;
  console.log(
    `weighted n=${n} K=${K}: first solve ${first.toFixed(0)} ms (${firstStats.stages} trees resolved); ` +
      `hard update ${hard.toFixed(2)} ms each; decision loop ${loop.toFixed(0)} ms for ${decisions} decisions ` +
      `(${(loop / decisions).toFixed(2)} ms each)`,
  );
}

function benchCardinality(n: number, print = true): void {
  const r = rng(7 * n);
  const salt = Math.floor(r() * 1e9);
  // Dense implicit graph: each pair is missing with probability ~5% (a hash of the pair).
  const adjacent = (u: number, v: number): boolean => {
    const a = Math.min(u, v);
    const b = Math.max(u, v);
    let h = Math.imul((a * 73856093) ^ (b * 19349663) ^ salt, 0x9e3779b1);
    h ^= h >>> 15;
    return (h >>> 0) % 100 >= 5;
  };
  const cm = new CardinalityMatcher({ vertexCount: n, adjacent });
  let t0 = cpuMs();
  const size = cm.maximize();
  const first = cpuMs() - t0;
  t0 = cpuMs();
  for (let i = 0; i < 100; i++) {
    const v = Math.floor(r() * n);
    if (!cm.isRemoved(v)) cm.removeVertex(v);
    cm.maximize();
  }
  const inc = cpuMs() - t0;
  if (!print) return;
  console.log(`cardinality n=${n}: maximize ${first.toFixed(0)} ms (size ${size}); 100 removals + maximize ${inc.toFixed(0)} ms`);
}

/**
 * The 2026 C5 witness's shape (docs/matching.md, "Even inside a blossom"): n players who may all meet, n odd, and a
 * bye vertex adjacent to one player only, whom the greedy start pairs with another: the augmenting path reaches
 * him only once he turns even inside a blossom. Before that vertex was tried against the free ones at once, the
 * search scanned every even vertex queued before it (O(n^2) steps; 0.9 s at 9,000).
 */
function benchByeOfOne(n: number, print = true): void {
  const players = n % 2 === 1 ? n : n + 1;
  const bye = players;
  const only = players - 3;
  const cm = new CardinalityMatcher({
    vertexCount: players + 1,
    adjacent: (u, v) => (u === bye ? v === only : v === bye ? u === only : true),
  });
  const t0 = cpuMs();
  const size = cm.maximize();
  const ms = cpuMs() - t0;
  if (!print) return;
  console.log(`cardinality, bye of one, n=${players}: maximize ${ms.toFixed(0)} ms (size ${size}, bye with ${cm.mate(bye)})`);
}

/** Runs everything once on small inputs so that the measured runs are not dominated by JIT compilation. */
function warmUp(): void {
  benchWeighted(200, false);
  benchCardinality(1000, false);
  benchByeOfOne(1001, false);
}

warmUp();
const args = process.argv.slice(2);
const sizes = args.map(Number).filter((x) => x > 0);
// --bye: the C5 witness's shape only (its sizes go to 9,999, far beyond the dense weighted cases).
const byeOnly = args.includes('--bye');
if (!byeOnly) {
  for (const n of sizes.length > 0 ? sizes : [200, 500, 1000, 2000]) benchWeighted(n);
  for (const n of sizes.length > 0 ? sizes : [1000, 5000, 10000]) benchCardinality(n);
}
for (const n of sizes.length > 0 ? sizes : [1000, 5000, 9999]) benchByeOfOne(n);
