/**
 * What `check` asks the Dutch system (2017: C.1-C.19, 2026: C1-C21) to say why a file's round differs from the rules'.
 */
import { dutchTopscorer } from '../../shared/reasons/absolute.js';
import { DUTCH_2017_COLOURS, DUTCH_2026_COLOURS } from '../../shared/reasons/colourReason.js';
import { traces, type RoundEvaluator } from '../../shared/reasons/evaluator.js';
import type { DutchEdition } from '../../shared/edition.js';
import { dutchPlayers } from '../player.js';
import type { BracketTrace } from '../round.js';
import { DUTCH_TRACE, dutchBracketLosses, dutchBracketReason } from './reason.js';

export function dutchEvaluator(edition: DutchEdition): RoundEvaluator {
  const a = edition === '2017' ? { metBefore: 'C.1', bye: 'C.2', sameAbsolute: 'C.3' } : { metBefore: 'C1', bye: 'C2', sameAbsolute: 'C3' };
  return {
    absolute: (state) => ({ ...a, exempt: dutchTopscorer(state) }),
    colours: edition === '2017' ? DUTCH_2017_COLOURS : DUTCH_2026_COLOURS,
    subjects(state) {
      const byId = new Map(dutchPlayers(state).map((p) => [p.id, p]));
      return { subject: (id) => byId.get(id)! };
    },
    brackets: (state, file, rules) => dutchBracketReason(state, edition, file, traces<BracketTrace>(rules, DUTCH_TRACE), rules.bye),
    bracketLosses: (state, file, rules) => dutchBracketLosses(state, edition, file, traces<BracketTrace>(rules, DUTCH_TRACE), rules.bye),
  };
}
