/**
 * TrailMatching (the Dutch fast path's completion oracle) against brute force on small random bipartite graphs:
 * after every start / take it must say whether a matching covering every left vertex left and every required
 * right vertex left exists, exactly, keep such a matching when it says yes, and restore any earlier state on
 * rollback.
 */
import { describe, expect, it } from 'vitest';
import { TrailMatching } from '../../src/matching/bipartite-trail.js';
import { prng } from '../support/randomTournament.js';

interface Case {
  readonly L: number;
  readonly R: number;
  edge: boolean[][];
  required: boolean[];
}

/** Whether the left vertices not gone can be matched injectively into the right ones, covering every required one. */
function brute(c: Case, goneL: boolean[], goneR: boolean[]): boolean {
  const lefts = [...Array(c.L).keys()].filter((l) => !goneL[l]);
  const used = Array<boolean>(c.R).fill(false);
  const go = (i: number): boolean => {
    if (i === lefts.length) return [...Array(c.R).keys()].every((r) => goneR[r] || !c.required[r] || used[r]);
    const l = lefts[i]!;
    for (let r = 0; r < c.R; r++) {
      if (goneR[r] || used[r] || !c.edge[l]![r]) continue;
      used[r] = true;
      if (go(i + 1)) return true;
      used[r] = false;
    }
    return false;
  };
  return go(0);
}

/** The matching kept is valid: edges of the graph, every left vertex and required right vertex covered. */
function valid(m: TrailMatching, c: Case, goneL: boolean[], goneR: boolean[]): boolean {
  const covered = Array<boolean>(c.R).fill(false);
  for (let l = 0; l < c.L; l++) {
    if (goneL[l]) continue;
    const r = m.mateOf(l);
    if (r < 0 || goneR[r] || covered[r] || !c.edge[l]![r]) return false;
    covered[r] = true;
  }
  return [...Array(c.R).keys()].every((r) => goneR[r] || !c.required[r] || covered[r]);
}

const mates = (m: TrailMatching, L: number): number[] => Array.from({ length: L }, (_, l) => m.mateOf(l));

describe('TrailMatching', () => {
  it('decides completions exactly through takes, stricter predicates and rollbacks (2,000 random graphs)', () => {
    let yes = 0;
    let no = 0;
    for (let seed = 1; seed <= 2000; seed++) {
      const rnd = prng(seed * 7877);
      const L = Math.floor(rnd() * 5);
      const R = L + Math.floor(rnd() * 3);
      const density = 0.3 + rnd() * 0.6;
      const c: Case = {
        L,
        R,
        edge: Array.from({ length: L }, () => Array.from({ length: R }, () => rnd() < density)),
        required: Array.from({ length: R }, () => rnd() < 0.3),
      };
      const goneL = Array<boolean>(L).fill(false);
      const goneR = Array<boolean>(R).fill(false);
      const m = new TrailMatching(L, R);
      const adjacent = (l: number, r: number): boolean => c.edge[l]![r]!;
      const required = (r: number): boolean => c.required[r]!;
      const ok = m.start(adjacent, required);
      expect(ok).toBe(brute(c, goneL, goneR));
      if (!ok) {
        no++;
        continue;
      }
      expect(valid(m, c, goneL, goneR)).toBe(true);
      // Take pairs one by one (sometimes making the predicates stricter first), as the fast path's search does.
      const history: { mark: number; mates: number[]; l: number; r: number; edge: boolean[][]; required: boolean[] }[] = [];
      for (let l = 0; l < L; l++) {
        const options = [...Array(R).keys()].filter((r) => !goneR[r] && c.edge[l]![r]);
        if (options.length === 0) break;
        const r = options[Math.floor(rnd() * options.length)]!;
        const stricter = rnd() < 0.3;
        const saved = { edge: c.edge.map((row) => [...row]), required: [...c.required] };
        const mark = m.mark();
        const before = mates(m, L);
        if (stricter) {
          for (let a = 0; a < L; a++) for (let b = 0; b < R; b++) if ((a !== l || b !== r) && rnd() < 0.15) c.edge[a]![b] = false;
          for (let b = 0; b < R; b++) if (rnd() < 0.15) c.required[b] = true;
        }
        goneL[l] = true;
        goneR[r] = true;
        const kept = m.take(l, r, adjacent, required, stricter);
        expect(kept).toBe(brute(c, goneL, goneR));
        if (kept) {
          yes++;
          expect(valid(m, c, goneL, goneR)).toBe(true);
          history.push({ mark, mates: before, l, r, ...saved });
        } else {
          no++;
          m.rollback(mark);
          goneL[l] = false;
          goneR[r] = false;
          c.edge = saved.edge;
          c.required = saved.required;
          expect(mates(m, L)).toEqual(before);
          break;
        }
      }
      // Back up the whole path: each rollback restores the matching as it was before that take.
      for (const h of history.reverse()) {
        m.rollback(h.mark);
        goneL[h.l] = false;
        goneR[h.r] = false;
        c.edge = h.edge;
        c.required = h.required;
        expect(mates(m, L)).toEqual(h.mates);
        expect(valid(m, c, goneL, goneR)).toBe(true);
      }
    }
    // Both answers must be exercised for the comparison to mean something.
    expect(yes).toBeGreaterThan(1000);
    expect(no).toBeGreaterThan(200);
  });
});
