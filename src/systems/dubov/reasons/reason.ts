/**
 * Dubov reasons (2018; the 2026 text keeps the criteria, so it is read the same way): the rules' sequence
 * replayed on the file's pairing. B.0 first (the PAB assignee), then each bracket from the top: the file's
 * upfloaters (its residents' opponents from lower scoregroups) and pairs against the rules', evaluated on
 * C.5-C.10 in priority order; equal on all, the D sorting rules decide (D.1 upfloaters, D.2 shifters, D.3
 * transpositions).
 */
import type { RoundState } from '../../../model/state.js';
import type { PlayerId } from '../../../model/types.js';
import type { DubovBracketTrace } from '../round.js';
import { colourMisses, dubovPlayers, type DubovOptions, type DubovPlayer } from '../player.js';
import { allDifferences, firstDifference, type Criterion } from '../../shared/reasons/criteria.js';
import type { Loss } from '../../shared/reasons/evaluator.js';
import { partners, points, qualityReason, sortedIds, type PairingSummary, type Reason } from '../../shared/reasons/reason.js';

export const DUBOV_TRACE = ['residents', 'upfloaters', 'pairs'] as const;

export interface DubovCandidate {
  readonly upfloaters: readonly DubovPlayer[];
  readonly pairs: readonly (readonly [DubovPlayer, DubovPlayer])[];
}

/** C.5-C.10 (C.8-C.10 not in the last round). */
export function dubovCriteria(maxUpfloats: number, lastRound: boolean): Criterion<DubovCandidate>[] {
  const maxUp = (c: DubovCandidate): DubovPlayer[] => c.upfloaters.filter((p) => p.upfloats >= maxUpfloats);
  const list: Criterion<DubovCandidate>[] = [
    { article: 'C.5', measure: 'the number of upfloaters', better: 'min', value: (c) => c.upfloaters.length },
    {
      // Compared from the highest score down, as D.1 orders its containers (docs/dubov.md).
      article: 'C.6',
      measure: 'the upfloaters\' scores (the score differences of their pairs)',
      better: 'max',
      points: true,
      value: (c) => c.upfloaters.map((p) => p.score).sort((a, b) => b - a),
    },
    { article: 'C.7', measure: 'the players who do not get their colour preference', better: 'min', value: (c) => c.pairs.reduce((s, [a, b]) => s + colourMisses(a, b), 0) },
  ];
  if (!lastRound) {
    list.push(
      { article: 'C.8', measure: 'the upfloaters who are maximum upfloaters', better: 'min', value: (c) => maxUp(c).length },
      { article: 'C.9', measure: 'the times a maximum upfloater has upfloated', better: 'min', value: (c) => maxUp(c).reduce((s, p) => s + p.upfloats, 0) },
      { article: 'C.10', measure: 'the upfloaters who upfloated in the previous round', better: 'min', value: (c) => c.upfloaters.filter((p) => p.upfloatedPreviousRound).length },
    );
  }
  return list;
}

const key = (a: PlayerId, b: PlayerId): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** B.0 (3)-(5): lowest score, most games played, lowest in the initial ranking. */
function byeReason(fileBye: DubovPlayer | null, rulesBye: DubovPlayer | null): Reason {
  const players = sortedIds([fileBye, rulesBye].filter((p): p is DubovPlayer => p !== null).map((p) => p.id));
  if (fileBye === null || rulesBye === null) {
    return { kind: 'quality', article: 'B.0', players, text: `B.0: the pairing-allocated bye goes to ${rulesBye?.id ?? 'nobody'}, the file gives it to ${fileBye?.id ?? 'nobody'}` };
  }
  const [f, r] = [fileBye, rulesBye];
  if (f.score !== r.score) {
    return {
      kind: 'quality',
      article: 'B.0',
      players,
      text: `B.0: the pairing-allocated bye goes to the lowest score: ${r.id} (${points(r.score)}), not ${f.id} (${points(f.score)})`,
      values: { file: points(f.score), rules: points(r.score) },
    };
  }
  if (f.playedGames !== r.playedGames) {
    return {
      kind: 'quality',
      article: 'B.0',
      players,
      text: `B.0: with equal scores the bye goes to the player with the most games played: ${r.id} (${r.playedGames}), not ${f.id} (${f.playedGames})`,
      values: { file: String(f.playedGames), rules: String(r.playedGames) },
    };
  }
  return { kind: 'order', article: 'B.0', players, text: `B.0: equal score and games: the bye goes to the lowest in the initial ranking, ${r.id}, not ${f.id}` };
}

/** O(brackets × n) for the replay plus the criteria of one bracket. */
export function dubovBracketReason(
  state: RoundState,
  options: DubovOptions,
  file: PairingSummary,
  traces: readonly DubovBracketTrace[],
  rulesBye: PlayerId | null,
): Reason | null {
  const players = dubovPlayers(state, options);
  const byId = new Map(players.map((p) => [p.id, p]));
  const planned = state.plannedRounds ?? state.round;
  const maxUpfloats = 2 + Math.floor(planned / 5);
  if (file.bye !== rulesBye) return byeReason(file.bye === null ? null : (byId.get(file.bye) ?? null), rulesBye === null ? null : byId.get(rulesBye)!);
  const partner = partners(file);
  for (const t of traces) {
    const pair = bracketCandidates(t, byId, partner);
    if (pair === null) continue;
    const { f, r, concerned } = pair;
    const d = firstDifference(dubovCriteria(maxUpfloats, state.isLastRound), f, r);
    if (d !== null) return qualityReason(d, t.score, concerned);
    const ups = (c: DubovCandidate): string => sortedIds(c.upfloaters.map((p) => p.id)).join(',');
    const sameSide = (c: DubovCandidate): string =>
      sortedIds(c.pairs.filter(([a, b]) => a.colourPreference.colour === b.colourPreference.colour).flatMap(([a, b]) => [a.id, b.id])).join(',');
    const [article, step] =
      ups(f) !== ups(r)
        ? ['D.1', 'the set of upfloaters']
        : sameSide(f) !== sameSide(r)
          ? ['D.2', 'the choice of shifters']
          : ['D.3', 'the transposition of G2'];
    return {
      kind: 'order',
      article,
      players: concerned,
      text: `${article}: in the ${points(t.score)} bracket the file's choice is as good as the rules' on every criterion; ${step} comes first in the rules' sorting order`,
      bracket: t.score / 10,
    };
  }
  return null;
}

/** The file's and the rules' choices in one bracket, or null when they are the same pairs. O(m). */
function bracketCandidates(
  t: DubovBracketTrace,
  byId: ReadonlyMap<PlayerId, DubovPlayer>,
  partner: ReadonlyMap<PlayerId, PlayerId>,
): { f: DubovCandidate; r: DubovCandidate; concerned: PlayerId[] } | null {
  const residents = t.residents.map((id) => byId.get(id)!);
  const inBracket = new Set(t.residents);
  const fileUp = sortedIds(residents.map((p) => partner.get(p.id)).filter((o): o is PlayerId => o !== undefined && !inBracket.has(o)));
  const filePairs = residents
    .filter((p) => partner.has(p.id))
    .map((p) => [p, byId.get(partner.get(p.id)!)!] as const)
    .filter(([a, b]) => b !== undefined && (!inBracket.has(b.id) || a.rank < b.rank));
  const f: DubovCandidate = { upfloaters: fileUp.map((id) => byId.get(id)!).filter((p) => p !== undefined), pairs: filePairs };
  const r: DubovCandidate = {
    upfloaters: t.upfloaters.map((id) => byId.get(id)!),
    pairs: t.pairs.map(([a, b]) => [byId.get(a)!, byId.get(b)!] as const),
  };
  const rk = new Set(r.pairs.map(([a, b]) => key(a.id, b.id)));
  if (f.pairs.length === r.pairs.length && f.pairs.every(([a, b]) => rk.has(key(a.id, b.id)))) return null;
  const fk = new Set(f.pairs.map(([a, b]) => key(a.id, b.id)));
  const concerned = sortedIds([
    ...f.pairs.filter(([a, b]) => !rk.has(key(a.id, b.id))).flatMap(([a, b]) => [a.id, b.id]),
    ...r.pairs.filter(([a, b]) => !fk.has(key(a.id, b.id))).flatMap(([a, b]) => [a.id, b.id]),
  ]);
  return { f, r, concerned };
}

/**
 * Every criterion the file's pairing loses against the rules', bracket by bracket (RoundEvaluator.bracketLosses):
 * a bye other than the rules' is B.0's loss alone (the brackets then hold other players); otherwise the replay
 * goes on past a differing bracket while the file takes the same upfloaters as the rules. O(brackets × n) plus
 * all criteria of each differing bracket.
 */
export function dubovBracketLosses(
  state: RoundState,
  options: DubovOptions,
  file: PairingSummary,
  traces: readonly DubovBracketTrace[],
  rulesBye: PlayerId | null,
): Loss[] {
  const players = dubovPlayers(state, options);
  const byId = new Map(players.map((p) => [p.id, p]));
  const maxUpfloats = 2 + Math.floor((state.plannedRounds ?? state.round) / 5);
  if (file.bye !== rulesBye) {
    const b = byeReason(file.bye === null ? null : (byId.get(file.bye) ?? null), rulesBye === null ? null : byId.get(rulesBye)!);
    return b.kind === 'quality' ? [{ ...b, deciding: true }] : [];
  }
  const partner = partners(file);
  const out: Loss[] = [];
  let first = true;
  for (const t of traces) {
    const c = bracketCandidates(t, byId, partner);
    if (c === null) continue;
    allDifferences(dubovCriteria(maxUpfloats, state.isLastRound), c.f, c.r).forEach((d, j) => {
      if (!d.fileBetter) out.push({ ...qualityReason(d, t.score, c.concerned), deciding: first && j === 0 });
    });
    first = false;
    const ups = (x: DubovCandidate): string => sortedIds(x.upfloaters.map((p) => p.id)).join(',');
    if (ups(c.f) !== ups(c.r)) break;
  }
  return out;
}
