/**
 * Independent check of the weighted matcher's optimality certificate (used by tests; O(n^2·depth·K)):
 *   - the matching is symmetric, uses existing edges only, and leaves removed vertices alone;
 *   - every blossom is a consistent odd cycle of children joined by existing tight edges, alternately unmatched
 *     and matched, its base the base of child 0, its parent and top links right, z_B >= 0 with even words;
 *   - every vertex dual is >= 0 with integer words within the exactness limit, zero when the vertex is free;
 *   - every existing edge has reduced cost >= 0, and 0 when matched.
 * Together these are LP complementary slackness for Edmonds' matching polytope, so the matching is maximum.
 */
import { BlossomState, DUAL_LIMIT } from './blossom-state.js';

/**
 * Checks a matcher's optimality certificate (feasible integral duals, tight matched and blossom edges, consistent
 * blossoms, free vertices with zero dual) and returns the violations found; empty means the matching is provably
 * optimal. For tests: O(n^2·depth·K).
 */
export function verifyMatcher(m: { solvedState(): BlossomState }): string[] {
  return verifyCertificate(m.solvedState());
}

export function verifyCertificate(st: BlossomState): string[] {
  const problems: string[] = [];
  const { n, K } = st;
  const report = (message: string): void => {
    if (problems.length < 20) problems.push(message);
  };
  const vec = (arr: Float64Array, o: number): string => Array.from(arr.subarray(o, o + K)).join(',');

  for (let v = 0; v < n; v++) {
    const m = st.mate[v]!;
    if (st.removed[v] !== 0) {
      if (m !== -1) report(`removed vertex ${v} is matched`);
      continue;
    }
    if (m >= 0) {
      if (st.mate[m] !== v) report(`mate not symmetric at ${v}`);
      if ((st.exist[st.idx(v, m)]! & 1) === 0) report(`matched edge {${v}, ${m}} does not exist`);
    }
    let sign = 0;
    for (let k = 0; k < K; k++) {
      const x = st.y[v * K + k]!;
      if (!Number.isInteger(x) || Math.abs(x) > DUAL_LIMIT) report(`dual of ${v} word ${k} is ${x}`);
      if (sign === 0 && x !== 0) sign = x > 0 ? 1 : -1;
    }
    if (sign < 0) report(`dual of ${v} is negative: ${vec(st.y, v * K)}`);
    if (m === -1 && sign > 0) report(`free vertex ${v} has positive dual ${vec(st.y, v * K)}`);
  }

  // Blossom structure.
  const slack = new Float64Array(K);
  const edgeSlack = (u: number, v: number): Float64Array => {
    const e = st.idx(u, v);
    st.commonZ(u, v, slack);
    for (let k = 0; k < K; k++) slack[k] = st.y[u * K + k]! + st.y[v * K + k]! + slack[k]! - st.w[e * K + k]!;
    return slack;
  };
  const isZero = (a: Float64Array): boolean => a.every((x) => x === 0);
  const topOf = (b: number): number => {
    let t = b;
    while (st.parent[t]! >= 0) t = st.parent[t]!;
    return t;
  };
  const inside = (v: number, b: number): boolean => {
    for (let x = v; x >= 0; x = st.parent[x]!) if (x === b) return true;
    return false;
  };
  for (let v = 0; v < n; v++) if (st.top[v] !== topOf(v)) report(`top of ${v} is ${st.top[v]}, expected ${topOf(v)}`);
  for (const b of st.liveBlossoms()) {
    const ch = st.children[b]!;
    const ea = st.endA[b]!;
    const eb = st.endB[b]!;
    const m = ch.length;
    if (m < 3 || m % 2 === 0 || ea.length !== m || eb.length !== m) {
      report(`blossom ${b} has ${m} children`);
      continue;
    }
    let zsign = 0;
    for (let k = 0; k < K; k++) {
      const x = st.z[b * K + k]!;
      if (!Number.isInteger(x) || x % 2 !== 0 || Math.abs(x) > DUAL_LIMIT) report(`z of ${b} word ${k} is ${x}`);
      if (zsign === 0 && x !== 0) zsign = x > 0 ? 1 : -1;
    }
    if (zsign < 0) report(`blossom ${b} has negative z`);
    if (st.base[b] !== st.base[ch[0]!]) report(`blossom ${b} base ${st.base[b]} is not child 0's base`);
    const bm = st.mate[st.base[b]!]!;
    if (bm >= 0 && inside(bm, b)) report(`base of blossom ${b} is matched inside it`);
    for (let j = 0; j < m; j++) {
      const c = ch[j]!;
      const d = ch[(j + 1) % m]!;
      if (st.parent[c] !== b) report(`child ${c} of ${b} has parent ${st.parent[c]}`);
      const a = ea[j]!;
      const e = eb[j]!;
      if (!inside(a, c) || !inside(e, d)) report(`cycle edge ${j} of ${b} has ends outside its children`);
      if ((st.exist[st.idx(a, e)]! & 1) === 0) {
        report(`cycle edge {${a}, ${e}} of ${b} does not exist`);
        continue;
      }
      if (!isZero(edgeSlack(a, e))) report(`cycle edge {${a}, ${e}} of ${b} is not tight`);
      const matched = st.mate[a] === e;
      if (matched !== (j % 2 === 1)) report(`cycle edge ${j} of ${b} has the wrong matched state`);
      if (j % 2 === 1 && (st.base[c] !== a || st.base[d] !== e)) report(`matched cycle edge ${j} of ${b} not at bases`);
    }
  }

  for (let u = 0; u < n; u++) {
    for (let v = 0; v < u; v++) {
      const e = st.idx(u, v);
      if ((st.exist[e]! & 1) === 0) continue;
      if (st.removed[u] !== 0 || st.removed[v] !== 0) {
        report(`edge {${u}, ${v}} touches a removed vertex`);
        continue;
      }
      const s = edgeSlack(u, v);
      let sign = 0;
      for (let k = 0; k < K; k++) {
        if (s[k] !== 0) {
          sign = s[k]! > 0 ? 1 : -1;
          break;
        }
      }
      if (sign < 0) report(`edge {${u}, ${v}} has negative reduced cost ${Array.from(s).join(',')}`);
      if (st.mate[u] === v && sign !== 0) report(`matched edge {${u}, ${v}} is not tight`);
    }
  }
  return problems;
}
