/**
 * `pair --explain` for the Dubov system: for each upfloater of a bracket, the other lower players who could meet
 * his opponent instead, weighed on the edition's criteria by shared/reasons/explain.ts; B.0 for the PAB.
 * Cost per bracket: O(upfloaters × lower players) criteria evaluations.
 */
import type { RoundState } from '../../../model/state.js';
import type { PlayerId } from '../../../model/types.js';
import type { EditionChoice } from '../../shared/edition.js';
import { costs, decide, UP, type BracketExplanation, type Decision, type PairingExplanation } from '../../shared/reasons/explain.js';
import { traces } from '../../shared/reasons/evaluator.js';
import { points } from '../../shared/reasons/reason.js';
import type { RoundPairing } from '../../shared/types.js';
import { completable } from '../bye.js';
import { dubovCompatible, dubovPlayers, type DubovOptions, type DubovPlayer } from '../player.js';
import type { DubovBracketTrace } from '../round.js';
import { DUBOV_TRACE, dubovCriteria, type DubovCandidate } from './reason.js';

/** B.0: why the PAB went to its assignee rather than the next candidate in B.0's order. */
function dubovBye(players: readonly DubovPlayer[], bye: DubovPlayer, state: RoundState): Decision {
  const planned = state.plannedRounds ?? state.round;
  // completable() reads the absolute criteria only; the colour fields of the round do not matter to it.
  const round = { round: state.round, isLastRound: state.isLastRound, maxUpfloats: 2 + Math.floor(planned / 5), initialColour: 'w' as const, isForbidden: state.isForbidden };
  const ineligible = players.filter((q) => !q.pabEligible).map((q) => q.id);
  const others = players
    .filter((q) => q.pabEligible && q.id !== bye.id)
    .sort((a, b) => a.score - b.score || b.playedGames - a.playedGames || b.rank - a.rank);
  const skipped = others.filter((q) => ranksBefore(q, bye) && !completable(players, round, new Set([q.rank]))).map((q) => q.id);
  const next = others.find((q) => !ranksBefore(q, bye));
  let why = `lowest score (${points(bye.score)})`;
  if (next !== undefined && next.score === bye.score) {
    why = next.playedGames !== bye.playedGames ? `lowest score, then most games played (${bye.playedGames})` : 'lowest score and most games, then lowest in the initial ranking';
  }
  const parts = [`${bye.id} receives the pairing-allocated bye: B.0 ${why}`];
  if (ineligible.length > 0) parts.push(`not eligible (C.2): ${ineligible.join(', ')}`);
  if (skipped.length > 0) parts.push(`would leave no complete pairing (C.4): ${skipped.join(', ')}`);
  return { players: [bye.id], article: 'B.0', text: parts.join('; ') };
}

function ranksBefore(a: DubovPlayer, b: DubovPlayer): boolean {
  return a.score < b.score || (a.score === b.score && (a.playedGames > b.playedGames || (a.playedGames === b.playedGames && a.rank > b.rank)));
}

export function explainDubov(state: RoundState, choice: EditionChoice, p: RoundPairing, options: DubovOptions): PairingExplanation {
  const players = dubovPlayers(state, { ...options, edition: choice.edition === '2026' ? '2026' : '2018' });
  const byId = new Map(players.map((q) => [q.id, q]));
  const planned = state.plannedRounds ?? state.round;
  const criteria = dubovCriteria(2 + Math.floor(planned / 5), state.isLastRound);
  const taken = new Set<PlayerId>(p.bye === null ? [] : [p.bye]);
  const brackets = traces<DubovBracketTrace>(p, DUBOV_TRACE).map((t): BracketExplanation => {
    const chosen: DubovCandidate = {
      upfloaters: t.upfloaters.map((id) => byId.get(id)!),
      pairs: t.pairs.map(([a, b]) => [byId.get(a)!, byId.get(b)!] as const),
    };
    for (const id of [...t.residents, ...t.upfloaters]) taken.add(id);
    const lower = players.filter((q) => q.score < t.score && !taken.has(q.id));
    const decisions = t.upfloaters.map((u): Decision => {
      const alternatives: DubovCandidate[] = [];
      const j = chosen.pairs.findIndex(([a, b]) => a.id === u || b.id === u);
      const partner = j < 0 ? null : chosen.pairs[j]![0].id === u ? chosen.pairs[j]![1] : chosen.pairs[j]![0];
      for (const v of lower) {
        if (partner === null || !dubovCompatible(v, partner, state.isForbidden)) continue;
        alternatives.push({
          upfloaters: chosen.upfloaters.map((x) => (x.id === u ? v : x)),
          pairs: chosen.pairs.map((pr, k) => (k === j ? ([partner, v] as const) : pr)),
        });
      }
      return decide(criteria, chosen, alternatives, u, UP, 'D.1');
    });
    if (t.upfloaters.length > 0) {
      const odd = t.residents.length % 2 === 1;
      decisions.unshift({
        players: [...t.upfloaters],
        article: 'C.5',
        text: `${t.upfloaters.length} upfloater(s): ${t.residents.length} resident(s)${odd ? ', an odd number' : ' who cannot all meet each other'}; C.5 takes the fewest that let the round be completed (C.4)`,
      });
    }
    return {
      score: t.score / 10,
      kind: 'bracket',
      mdps: [],
      residents: t.residents,
      upfloaters: t.upfloaters,
      pairs: t.pairs,
      downfloaters: [],
      criteria: costs(criteria, chosen),
      decisions,
    };
  });
  const bye = p.bye === null ? null : byId.get(p.bye)!;
  return { round: p.round, bye: p.bye, byeDecision: bye === null ? null : dubovBye(players, bye, state), brackets };
}
