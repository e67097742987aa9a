/**
 * `pair --explain` for the Dutch system: for each downfloater (and the PAB assignee) of a bracket, the alternatives
 * that pair him instead (one of the bracket's pairs broken up, its other player floating in his place), weighed on
 * the edition's criteria by shared/reasons/explain.ts. Cost per bracket: O(floaters × pairs) criteria evaluations.
 */
import type { RoundState } from '../../../model/state.js';
import type { EditionChoice } from '../../shared/edition.js';
import { BYE, costs, decide, FLOAT, type BracketExplanation, type Decision, type PairingExplanation } from '../../shared/reasons/explain.js';
import { traces } from '../../shared/reasons/evaluator.js';
import type { RoundPairing } from '../../shared/types.js';
import { compatible, type DutchPlayer } from '../player.js';
import type { BracketTrace } from '../round.js';
import type { DutchCandidate } from './criteria.js';
import { DUTCH_TRACE, dutchRoundView } from './reason.js';

export function explainDutch(state: RoundState, choice: EditionChoice, p: RoundPairing): PairingExplanation {
  const edition = choice.edition === '2026' ? '2026' : '2017';
  const view = dutchRoundView(state, edition);
  const list = traces<BracketTrace>(p, DUTCH_TRACE);
  const order = edition === '2017' ? 'D.1-D.3' : 'Art. 4';
  let byeDecision: Decision | null = null;
  const brackets = list.map((t, i): BracketExplanation => {
    const last = i === list.length - 1;
    const chosen = view.rulesCandidate(t, p.bye, last);
    const criteria = view.criteria(t);
    const mdps = new Set(t.mdps);
    const decisions: Decision[] = [];
    for (const d of chosen.downfloaters) {
      const alternatives: DutchCandidate[] = [];
      for (const [j, [h, l]] of chosen.pairs.entries()) {
        for (const [keep, out] of [[h, l], [l, h]] as const) {
          if (!compatible(d, keep, state.isForbidden)) continue;
          if (t.kind === 'normal' && mdps.has(d.id) && mdps.has(keep.id)) continue;
          const isBye = last && chosen.bye?.id === d.id;
          if (isBye && !out.pabEligible) continue;
          const pair: readonly [DutchPlayer, DutchPlayer] = d.rank < keep.rank ? [d, keep] : [keep, d];
          alternatives.push({
            pairs: [...chosen.pairs.slice(0, j), pair, ...chosen.pairs.slice(j + 1)],
            downfloaters: chosen.downfloaters.map((x) => (x.id === d.id ? out : x)),
            bye: isBye ? out : chosen.bye,
          });
        }
      }
      const isBye = last && chosen.bye?.id === d.id;
      const words = isBye ? BYE : FLOAT;
      const alone = chosen.pairs.length === 0 ? { ...words, none: 'the bracket has no pair he could join' } : words;
      const decision = decide(criteria, chosen, alternatives, d.id, alone, order);
      if (isBye) byeDecision = decision;
      else decisions.push(decision);
    }
    return {
      score: t.score / 10,
      kind: t.kind,
      mdps: t.mdps,
      residents: t.residents,
      upfloaters: [],
      pairs: t.pairs,
      downfloaters: t.downfloaters,
      criteria: costs(criteria, chosen),
      decisions,
    };
  });
  return { round: p.round, bye: p.bye, byeDecision, brackets };
}
