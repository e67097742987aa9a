/**
 * The matches of a team round numbered as they are printed: `pair` prints them in this order, `show` of a team
 * file prints a paired round in it, and `result --match mN` names a match by its number. The file keeps no order,
 * so the order is one computed from the file alone (as C.04 orders individual boards): by the higher primary score
 * of the two teams before the round, descending; then the sum of their primary scores, descending; then the
 * smaller TPN of the two. The team named first has White on board 1. O(m log m) for m matches.
 */
import { teamScores } from './team.js';
import type { TeamTournament, Tpn } from './types.js';

export interface NumberedMatch {
  readonly match: number;
  /** The team with White on board 1. */
  readonly white: Tpn;
  readonly black: Tpn;
}

/** `pairs` (white = the team with White on board 1) numbered by the order above; `score(tpn)` the primary score before the round. */
export function numberMatches(pairs: readonly { readonly white: Tpn; readonly black: Tpn }[], score: (tpn: Tpn) => number): NumberedMatch[] {
  const key = (p: { white: Tpn; black: Tpn }) => ({ high: Math.max(score(p.white), score(p.black)), sum: score(p.white) + score(p.black), low: Math.min(p.white, p.black) });
  return [...pairs]
    .map((p) => ({ p, k: key(p) }))
    .sort((a, b) => b.k.high - a.k.high || b.k.sum - a.k.sum || a.k.low - b.k.low)
    .map(({ p }, i) => ({ match: i + 1, white: p.white, black: p.black }));
}

/** The primary score of every team before `round` (index tpn - 1), by the file's variant unless `primary` is given. */
export function primaryScores(t: TeamTournament, round: number, primary: 'mp' | 'gp' = t.variant.primary): readonly number[] {
  const { mp, gp } = teamScores(t, round - 1);
  return primary === 'mp' ? mp : gp;
}

/** The matches the file holds for `round` (played, forfeited or not yet played), numbered. */
export function matchesOfRound(t: TeamTournament, round: number): NumberedMatch[] {
  const pairs: { white: Tpn; black: Tpn }[] = [];
  t.rounds.forEach((history, i) => {
    const r = history[round - 1];
    const tpn = i + 1;
    if (r?.kind !== 'match' || r.opponent < tpn) return;
    const white = r.colour === 'b' ? r.opponent : tpn;
    pairs.push({ white, black: white === tpn ? r.opponent : tpn });
  });
  const score = primaryScores(t, round);
  return numberMatches(pairs, (tpn) => score[tpn - 1] ?? 0);
}
