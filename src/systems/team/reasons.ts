/**
 * Why a team round of a file differs from the C.04.6 pairing, in C.04.6 terms: first the absolute criteria on the
 * file's own pairing (C1, C2, and a complete round-pairing, 3.3.1); then the PAB (3.4.1-3.4.4); then colours when
 * the matches are the same (the sub-article of 4.3 that decides); else the rules' brackets replayed in order (3.3.2) up to the first where the file
 * departs: the file's upfloaters there (the partners of the top-scoregroup from lower scores) against the rules',
 * on C4, C5, C6, C7, then the bracket's pairing on C8, C9, C10, and when every criterion is equal the text's order
 * (3.5.4 for the sets, 3.6.3 for the pairings). O(n^3) for C6's matching, once per differing round.
 */
import { WeightedMatcher } from '../../matching/index.js';
import { playerId, type PlayerId } from '../../model/types.js';
import type { Reason } from '../shared/reasons/reason.js';
import { WeightLayout } from '../shared/weightLayout.js';
import { colourReason } from './colourReason.js';
import { colourPreference, pairColourCost } from './colours.js';
import { mayMeet } from './engine.js';
import type { TeamEntrant, TeamPairing, TeamRoundInput } from './types.js';

const pts = (tenths: number): string => String(tenths / 10);
const ids = (tpns: Iterable<number>): PlayerId[] => [...new Set(tpns)].sort((a, b) => a - b).map((t) => playerId(t));

function absolute(input: TeamRoundInput, file: TeamPairing, byTpn: ReadonlyMap<number, TeamEntrant>): Reason | null {
  const seen = new Set<number>();
  for (const { white, black } of file.pairs) {
    const a = byTpn.get(white);
    const b = byTpn.get(black);
    if (a !== undefined && b !== undefined && !mayMeet(input, a, b)) {
      return { kind: 'absolute', article: 'C1', players: ids([white, black]), text: `C1: teams ${white} and ${black} ${a.met.has(black) ? 'met before' : 'may not meet (260)'}` };
    }
    seen.add(white).add(black);
  }
  if (file.pab !== null && byTpn.get(file.pab)?.byeBarred === true) {
    return { kind: 'absolute', article: 'C2', players: ids([file.pab]), text: `C2: team ${file.pab} has the pairing-allocated bye after a PAB, a match won by forfeit or a full-point bye` };
  }
  if (file.pab !== null) seen.add(file.pab);
  const left = input.entrants.filter((e) => !seen.has(e.tpn)).map((e) => e.tpn);
  if (left.length > 0) return { kind: 'absolute', article: '3.3.1', players: ids(left), text: `3.3.1: the round-pairing is not complete: team${left.length > 1 ? 's' : ''} ${left.join(', ')} not paired` };
  return null;
}

function pabReason(input: TeamRoundInput, file: TeamPairing, rules: TeamPairing, byTpn: ReadonlyMap<number, TeamEntrant>): Reason {
  const f = byTpn.get(file.pab!)!;
  const r = byTpn.get(rules.pab!)!;
  const players = ids([f.tpn, r.tpn]);
  if (!pairable(input, input.entrants.filter((e) => e !== f))) return { kind: 'quality', article: '3.4.1', players, text: `3.4.1: the PAB to team ${f.tpn} leaves no legal pairing of the other teams; the rules give it to team ${r.tpn}` };
  if (f.score !== r.score) return { kind: 'quality', article: '3.4.2', players, text: `3.4.2: the PAB goes to the lowest score: team ${r.tpn} has ${pts(r.score)}, team ${f.tpn} (the file's) ${pts(f.score)}`, values: { file: pts(f.score), rules: pts(r.score) } };
  if (f.matchesPlayed !== r.matchesPlayed) return { kind: 'quality', article: '3.4.3', players, text: `3.4.3: the PAB goes to the team with the most matches played: team ${r.tpn} ${r.matchesPlayed}, team ${f.tpn} (the file's) ${f.matchesPlayed}`, values: { file: String(f.matchesPlayed), rules: String(r.matchesPlayed) } };
  return { kind: 'quality', article: '3.4.4', players, text: `3.4.4: the PAB goes to the largest TPN: team ${r.tpn}, not team ${f.tpn}` };
}

/** Whether the teams can be paired completely (C1, C3): one maximum matching. */
function pairable(input: TeamRoundInput, teams: readonly TeamEntrant[]): boolean {
  return teams.length % 2 === 0 && minCrossPairs(input, teams, () => false) !== null;
}

/**
 * The fewest pairs that `cross` marks in a perfect matching of `teams`, or null when none exists. C6: the pairs
 * of the following scoregroup with lower teams, i.e. the upfloaters its bracket needs. O(n^3).
 */
function minCrossPairs(input: TeamRoundInput, teams: readonly TeamEntrant[], cross: (a: TeamEntrant, b: TeamEntrant) => boolean): number | null {
  const n = teams.length;
  if (n === 0) return 0;
  const layout = new WeightLayout([{ name: 'pairs', bound: n }, { name: 'cross', bound: n }]);
  const m = new WeightedMatcher(n, layout.words);
  const w = new Float64Array(layout.words);
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      if (!mayMeet(input, teams[a]!, teams[b]!)) continue;
      w.fill(0);
      WeightLayout.add(w, 0, layout.slot('pairs'), 1);
      if (cross(teams[a]!, teams[b]!)) WeightLayout.add(w, 0, layout.slot('cross'), -1);
      m.setEdge(a, b, w);
    }
  }
  m.solve();
  let count = 0;
  for (let v = 0; v < n; v++) {
    const u = m.mate(v);
    if (u < 0) return null;
    if (u > v && cross(teams[v]!, teams[u]!)) count++;
  }
  return count;
}

interface Side {
  readonly ups: readonly TeamEntrant[];
  readonly pairs: readonly [TeamEntrant, TeamEntrant][];
}

/** The bracket of `top` in a pairing: its upfloaters (partners from lower scores) and its pairs. */
function bracketOf(top: readonly TeamEntrant[], partner: ReadonlyMap<number, TeamEntrant>): Side {
  const inTop = new Set(top.map((t) => t.tpn));
  const ups = top.map((t) => partner.get(t.tpn)!).filter((p) => !inTop.has(p.tpn));
  const pairs = top.filter((t) => !inTop.has(partner.get(t.tpn)!.tpn) || t.tpn < partner.get(t.tpn)!.tpn).map((t) => [t, partner.get(t.tpn)!] as [TeamEntrant, TeamEntrant]);
  return { ups: ups.sort((a, b) => b.score - a.score || a.tpn - b.tpn), pairs };
}

interface Measure {
  readonly article: string;
  readonly what: string;
  readonly value: (s: Side) => number[];
}

/** C4-C10 as measures of a bracket (lower is better, compared lexicographically), in priority order. */
function measures(input: TeamRoundInput, rest: readonly TeamEntrant[], top: readonly TeamEntrant[]): Measure[] {
  const floats = !input.lastTwoRounds;
  const prefOf = (t: TeamEntrant) => colourPreference(t, input.variant.colours, input.lastRound);
  const topScore = top[0]!.score;
  const colour = (s: Side, key: 'c8' | 'c9'): number => s.pairs.reduce((n, [a, b]) => n + pairColourCost(prefOf(a), prefOf(b))[key], 0);
  const c6 = (s: Side): number => {
    const gone = new Set([...top, ...s.ups].map((t) => t.tpn));
    const left = rest.filter((t) => !gone.has(t.tpn));
    if (left.length === 0) return 0;
    const following = Math.max(...left.map((t) => t.score));
    return minCrossPairs(input, left, (a, b) => (a.score === following) !== (b.score === following)) ?? 0;
  };
  const list: Measure[] = [
    { article: 'C4', what: 'upfloaters', value: (s) => [s.ups.length] },
    { article: 'C5', what: 'upfloaters\' scores (ascending, higher is better)', value: (s) => s.ups.map((u) => -u.score).reverse() },
    { article: 'C6', what: 'upfloaters the following scoregroup then needs', value: (s) => [c6(s)] },
    ...(floats ? [{ article: 'C7', what: 'upfloaters that floated last round', value: (s: Side) => [s.ups.filter((u) => u.floatedLastRound).length] }] : []),
    { article: 'C8', what: 'teams whose colour preference is not fulfilled', value: (s) => [colour(s, 'c8')] },
    ...(input.variant.colours === 'b' ? [{ article: 'C9', what: 'teams whose strong colour preference is not fulfilled', value: (s: Side) => [colour(s, 'c9')] }] : []),
    ...(floats ? [{ article: 'C10', what: 'upfloaters\' opponents that floated last round', value: (s: Side) => [s.pairs.filter(([a, b]) => (a.score === topScore) !== (b.score === topScore) && (a.score === topScore ? a : b).floatedLastRound).length] }] : []),
  ];
  return list;
}

const compare = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
};

const sideText = (s: Side): string => s.pairs.map(([a, b]) => `${Math.min(a.tpn, b.tpn)}-${Math.max(a.tpn, b.tpn)}`).sort().join(' ');

/** The first bracket where the file departs, and the first criterion (or the text's order) that decides there. */
function bracketReason(input: TeamRoundInput, file: TeamPairing, rules: TeamPairing): Reason | null {
  const partnerIn = (p: TeamPairing, byTpn: ReadonlyMap<number, TeamEntrant>) => {
    const m = new Map<number, TeamEntrant>();
    for (const { white, black } of p.pairs) m.set(white, byTpn.get(black)!).set(black, byTpn.get(white)!);
    return m;
  };
  const byTpn = new Map(input.entrants.map((e) => [e.tpn, e]));
  const fp = partnerIn(file, byTpn);
  const rp = partnerIn(rules, byTpn);
  let rest = input.entrants.filter((e) => e.tpn !== rules.pab).sort((a, b) => a.tpn - b.tpn);
  while (rest.length > 0) {
    const topScore = Math.max(...rest.map((t) => t.score));
    const top = rest.filter((t) => t.score === topScore);
    const f = bracketOf(top, fp);
    const r = bracketOf(top, rp);
    const members = [...top, ...r.ups];
    if (sideText(f) !== sideText(r)) {
      for (const m of measures(input, rest, top)) {
        const [fv, rv] = [m.value(f), m.value(r)];
        const c = compare(fv, rv);
        if (c === 0) continue;
        const show = (v: number[]) => (m.article === 'C5' ? v.map((x) => pts(-x)).reverse().join(' ') || '-' : String(v[0]));
        const worse = c > 0 ? '' : '; the file\'s choice is better there, so the engine and the criteria disagree (please report it)';
        return { kind: 'quality', article: m.article, players: ids([...members, ...f.ups].map((t) => t.tpn)), bracket: topScore / 10, values: { file: show(fv), rules: show(rv) }, text: `${m.article} (minimise the ${m.what}) in the bracket of the ${pts(topScore)} scoregroup: the file has ${show(fv)}, the C.04.6 pairing ${show(rv)}${worse}` };
      }
      const sameSet = f.ups.map((t) => t.tpn).join(' ') === r.ups.map((t) => t.tpn).join(' ');
      const article = sameSet ? '3.6.3' : '3.5.4';
      const what = sameSet ? `pairing ${sideText(r)} comes before the file's ${sideText(f)} (identifiers, 3.6.2)` : `set of upfloaters {${r.ups.map((t) => t.tpn).join(',')}} comes before the file's {${f.ups.map((t) => t.tpn).join(',')}}`;
      return { kind: 'order', article, players: ids([...members, ...f.ups].map((t) => t.tpn)), bracket: topScore / 10, text: `${article}: equal on C4-C10 in the bracket of the ${pts(topScore)} scoregroup; the ${what}` };
    }
    const gone = new Set(members.map((t) => t.tpn));
    rest = rest.filter((t) => !gone.has(t.tpn));
  }
  return null;
}

/**
 * The reason, in C.04.6 terms, why `file` (a pairing of the round `input` describes) differs from `rules` (the
 * engine's). Null when they are the same. O(n^3).
 */
export function teamRoundReason(input: TeamRoundInput, file: TeamPairing, rules: TeamPairing): Reason | null {
  const byTpn = new Map(input.entrants.map((e) => [e.tpn, e]));
  const bad = absolute(input, file, byTpn);
  if (bad !== null) return bad;
  if (file.pab !== rules.pab && file.pab !== null && rules.pab !== null) return pabReason(input, file, rules, byTpn);
  const key = (p: TeamPairing) => p.pairs.map((x) => `${Math.min(x.white, x.black)}-${Math.max(x.white, x.black)}`).sort().join(' ');
  if (key(file) === key(rules)) {
    const rulesWhite = new Set(rules.pairs.map((x) => x.white));
    const turned = file.pairs.filter((x) => !rulesWhite.has(x.white));
    if (turned.length === 0) return null;
    const x = turned[0]!;
    // The sub-article of 4.3 that decides the first such match (src/systems/team/colourReason.ts).
    const { article, text } = colourReason(byTpn.get(x.white)!, byTpn.get(x.black)!, input, turned.length - 1);
    return { kind: 'colour', article, players: ids(turned.flatMap((p) => [p.white, p.black])), text };
  }
  return bracketReason(input, file, rules);
}
