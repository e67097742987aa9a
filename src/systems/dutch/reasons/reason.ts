/**
 * Dutch reasons (2017 and 2026): the rules' bracket sequence (the engine's BracketTrace) replayed on the file's
 * pairing. Brackets where the file makes the rules' choice are passed; at the first one where it does not, the
 * file's choice and the rules' are evaluated on the edition's criteria (criteria.ts) in priority order.
 * Both choices are judged in the same bracket (same MDPs and residents), since every bracket above matched.
 */
import type { RoundState } from '../../../model/state.js';
import type { PlayerId } from '../../../model/types.js';
import type { BracketTrace } from '../round.js';
import { dutchPlayers, type DutchPlayer, type DutchRound } from '../player.js';
import { initialColourOf } from '../../shared/initialColour.js';
import type { DutchEdition } from '../../shared/edition.js';
import { allDifferences, firstDifference } from '../../shared/reasons/criteria.js';
import type { Loss } from '../../shared/reasons/evaluator.js';
import { partners, points, qualityReason, sortedIds, type PairingSummary, type Reason } from '../../shared/reasons/reason.js';
import { dutch2017Criteria, dutch2026Criteria, type DutchBracketContext, type DutchCandidate } from './criteria.js';

export const DUTCH_TRACE = ['mdps', 'residents', 'pairs', 'downfloaters'] as const;

const key = (a: PlayerId, b: PlayerId): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** The file's choice in a bracket: its pairs inside the bracket; the rest of the members float down. O(m). */
function fileCandidate(members: readonly DutchPlayer[], partner: ReadonlyMap<PlayerId, PlayerId>, bye: PlayerId | null): DutchCandidate {
  const inside = new Map(members.map((p) => [p.id, p]));
  const pairs: [DutchPlayer, DutchPlayer][] = [];
  const downfloaters: DutchPlayer[] = [];
  for (const p of members) {
    const o = partner.get(p.id);
    const q = o === undefined ? undefined : inside.get(o);
    if (q === undefined) downfloaters.push(p);
    else if (p.rank < q.rank) pairs.push([p, q]);
  }
  const byePlayer = bye === null ? null : (inside.get(bye) ?? null);
  return { pairs, downfloaters, bye: byePlayer };
}

function rulesCandidate(t: BracketTrace, byId: ReadonlyMap<PlayerId, DutchPlayer>, bye: PlayerId | null, last: boolean): DutchCandidate {
  const pairs = t.pairs.map(([a, b]) => {
    const pa = byId.get(a)!;
    const pb = byId.get(b)!;
    return pa.rank < pb.rank ? ([pa, pb] as const) : ([pb, pa] as const);
  });
  const downfloaters = t.downfloaters.map((id) => byId.get(id)!);
  return { pairs, downfloaters, bye: last && bye !== null ? (byId.get(bye) ?? null) : null };
}

const pairKeys = (c: DutchCandidate): Set<string> => new Set(c.pairs.map(([h, l]) => key(h.id, l.id)));

/** The players placed differently by the two candidates: in a pair of one but not of the other, or the bye. */
function concerned(a: DutchCandidate, b: DutchCandidate): PlayerId[] {
  const ka = pairKeys(a);
  const kb = pairKeys(b);
  const out: PlayerId[] = [];
  for (const [h, l] of a.pairs) if (!kb.has(key(h.id, l.id))) out.push(h.id, l.id);
  for (const [h, l] of b.pairs) if (!ka.has(key(h.id, l.id))) out.push(h.id, l.id);
  if (a.bye?.id !== b.bye?.id) for (const p of [a.bye, b.bye]) if (p !== null) out.push(p.id);
  return sortedIds(out);
}

const ORDER_ARTICLES = {
  '2017': { mdps: 'D.3', exchange: 'D.2', transposition: 'D.1' },
  '2026': { mdps: 'Art. 4 (MDP sets)', exchange: 'Art. 4 (exchanges)', transposition: 'Art. 4 (transpositions)' },
} as const;

/** Equal on every criterion: which step of the generation order tells the two candidates apart. */
function orderReason(edition: DutchEdition, score: number, file: DutchCandidate, rules: DutchCandidate, mdps: ReadonlySet<PlayerId>): Reason {
  const a = ORDER_ARTICLES[edition];
  const pairedMdps = (c: DutchCandidate): string => sortedIds(c.pairs.filter(([h]) => mdps.has(h.id)).map(([h]) => h.id)).join(',');
  const s1 = (c: DutchCandidate): string => sortedIds(c.pairs.filter(([h]) => !mdps.has(h.id)).map(([h]) => h.id)).join(',');
  const [article, step] =
    pairedMdps(file) !== pairedMdps(rules)
      ? [a.mdps, 'which MDPs are paired']
      : s1(file) !== s1(rules)
        ? [a.exchange, 'the exchange between S1 and S2']
        : [a.transposition, 'the transposition of S2'];
  return {
    kind: 'order',
    article,
    players: concerned(file, rules),
    text: `${article}: in the ${points(score)} bracket the file's choice is as good as the rules' on every criterion; ${step} comes first in the rules' generation order`,
    bracket: score / 10,
  };
}

/** What the Dutch criteria need of a round, built once: players by id, the round, and each bracket's context. */
export interface DutchRoundView {
  readonly byId: ReadonlyMap<PlayerId, DutchPlayer>;
  readonly criteria: (t: BracketTrace) => ReturnType<typeof dutch2017Criteria>;
  readonly members: (t: BracketTrace) => DutchPlayer[];
  readonly rulesCandidate: (t: BracketTrace, bye: PlayerId | null, last: boolean) => DutchCandidate;
}

/**
 * O(n) plus what the criteria cost when evaluated. `roundCriteria`: 2026's C4/C5 judged over the whole round
 * from every bracket (a matching per candidate; the reasons need it, `pair --explain` does without).
 */
export function dutchRoundView(state: RoundState, edition: DutchEdition, roundCriteria = false): DutchRoundView {
  const withBelow = roundCriteria && edition === '2026';
  const players = dutchPlayers(state);
  const byId = new Map(players.map((p) => [p.id, p]));
  const played = new Map(state.players.map((p) => [p.id, p.playedGames]));
  const round: DutchRound = { round: state.round, players, initialColour: initialColourOf(state), isForbidden: state.isForbidden };
  const members = (t: BracketTrace): DutchPlayer[] => [...t.mdps, ...t.residents].map((id) => byId.get(id)!);
  return {
    byId,
    members,
    rulesCandidate: (t, bye, last) => rulesCandidate(t, byId, bye, last),
    criteria(t) {
      const next = t.kind === 'normal' ? nextScoregroup(players, t.score) : [];
      const ctx: DutchBracketContext = {
        special: t.kind !== 'normal',
        members: members(t),
        mdps: new Set(t.mdps),
        next,
        nextIsLast: next.length > 0 && !players.some((p) => p.score < next[0]!.score),
        lower: t.kind === 'ppb' ? players.filter((p) => p.score < t.score) : [],
        ...(withBelow ? { below: players.filter((p) => p.score < t.score) } : {}),
        round,
        playedGames: (id) => played.get(id) ?? 0,
      };
      return edition === '2017' ? dutch2017Criteria(ctx) : dutch2026Criteria(ctx);
    },
  };
}

/**
 * The reason for a Dutch round whose pairs differ from the rules'. `traces` are the rules' brackets, `rulesBye`
 * the rules' PAB assignee. O(brackets × m) for the replay, plus the criteria of one bracket (O(n^3) for C.7/C8).
 */
export function dutchBracketReason(
  state: RoundState,
  edition: DutchEdition,
  file: PairingSummary,
  traces: readonly BracketTrace[],
  rulesBye: PlayerId | null,
): Reason | null {
  const view = dutchRoundView(state, edition, true);
  const partner = partners(file);
  // A trace naming players the state does not pair (an engine with another view of the round): no replay.
  if (traces.some((t) => [...t.mdps, ...t.residents].some((id) => !view.byId.has(id)))) return null;
  for (const [i, t] of traces.entries()) {
    const members = view.members(t);
    const last = i === traces.length - 1;
    const f = fileCandidate(members, partner, last ? file.bye : null);
    const r = view.rulesCandidate(t, rulesBye, last);
    const fk = pairKeys(f);
    if (fk.size === r.pairs.length && r.pairs.every(([h, l]) => fk.has(key(h.id, l.id))) && f.bye?.id === r.bye?.id) continue;
    const d = firstDifference(view.criteria(t), f, r);
    if (d !== null) return qualityReason(d, t.score, concerned(f, r));
    return orderReason(edition, t.score, f, r, new Set(t.mdps));
  }
  return null;
}

/**
 * Every criterion the file's pairing loses against the rules', bracket by bracket (see RoundEvaluator.bracketLosses):
 * the replay of dutchBracketReason, not stopped at the first differing bracket but at the first one whose file
 * downfloaters are not the rules' (the brackets below would then hold other players than the rules'). The first
 * differing criterion of the first differing bracket is `deciding` when the file loses on it.
 * O(brackets × m) plus all criteria of each differing bracket.
 */
export function dutchBracketLosses(
  state: RoundState,
  edition: DutchEdition,
  file: PairingSummary,
  traces: readonly BracketTrace[],
  rulesBye: PlayerId | null,
): Loss[] {
  const view = dutchRoundView(state, edition, true);
  const partner = partners(file);
  if (traces.some((t) => [...t.mdps, ...t.residents].some((id) => !view.byId.has(id)))) return [];
  const out: Loss[] = [];
  let first = true;
  for (const [i, t] of traces.entries()) {
    const last = i === traces.length - 1;
    const f = fileCandidate(view.members(t), partner, last ? file.bye : null);
    const r = view.rulesCandidate(t, rulesBye, last);
    const fk = pairKeys(f);
    if (fk.size === r.pairs.length && r.pairs.every(([h, l]) => fk.has(key(h.id, l.id))) && f.bye?.id === r.bye?.id) continue;
    const players = concerned(f, r);
    allDifferences(view.criteria(t), f, r).forEach((d, j) => {
      if (!d.fileBetter) out.push({ ...qualityReason(d, t.score, players), deciding: first && j === 0 });
    });
    first = false;
    const down = (c: DutchCandidate): string => sortedIds(c.downfloaters.map((p) => p.id)).join(',');
    if (down(f) !== down(r)) break;
  }
  return out;
}

/** The scoregroup right below `score` (players in A.2 order). O(n). */
function nextScoregroup(players: readonly DutchPlayer[], score: number): DutchPlayer[] {
  const lower = players.filter((p) => p.score < score);
  if (lower.length === 0) return [];
  const top = lower[0]!.score;
  return lower.filter((p) => p.score === top);
}
