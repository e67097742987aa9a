/**
 * What `check` asks the Dubov system (2018: C.1-C.10; 2026: the same criteria renumbered, docs/dubov.md has the
 * map) to say why a file's round differs from the rules'.
 */
import { DUBOV_2026_COLOURS, DUBOV_COLOURS } from '../../shared/reasons/colourReason.js';
import { traces, type RoundEvaluator } from '../../shared/reasons/evaluator.js';
import type { Reason } from '../../shared/reasons/reason.js';
import { dubovPlayers, type DubovOptions } from '../player.js';
import type { DubovBracketTrace } from '../round.js';
import { DUBOV_TRACE, dubovBracketLosses, dubovBracketReason } from './reason.js';

/**
 * Dubov 2018 article -> Dubov 2026 article (the 2026 text renumbers 2018: criteria C.n -> Cn, B.0 -> 3.1,
 * D.1-D.3 -> 4.2-4.4; colours have their own list). Applied to the bracket reasons, which are written with the
 * 2018 names.
 */
const DUBOV_2026_ARTICLES: Readonly<Record<string, string>> = {
  'B.0': '3.1',
  'D.1': '4.2',
  'D.2': '4.3',
  'D.3': '4.4',
  ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`C.${i + 1}`, `C${i + 1}`])),
};

/** A 2018-worded Dubov reason cited by the 2026 article numbers (its article and the article names in its text). */
export function dubov2026Reason(r: Reason): Reason {
  const rename = (a: string): string => DUBOV_2026_ARTICLES[a] ?? a;
  const text = r.text.replace(/\b([BCD])\.(\d+)\b/g, (m) => rename(m));
  return { ...r, article: rename(r.article), text };
}

export function dubovEvaluator(options: DubovOptions): RoundEvaluator {
  const y2026 = options.edition === '2026';
  return {
    absolute: () => (y2026 ? { metBefore: 'C1', bye: 'C2', sameAbsolute: 'C3', exempt: () => false } : { metBefore: 'C.1', bye: 'C.2', sameAbsolute: 'C.3', exempt: () => false }),
    colours: y2026 ? DUBOV_2026_COLOURS : DUBOV_COLOURS,
    subjects(state) {
      const byId = new Map(dubovPlayers(state, options).map((p) => [p.id, p]));
      return { subject: (id) => byId.get(id)!, neitherPlayed: (a, b) => !byId.get(a)!.hasPlayed && !byId.get(b)!.hasPlayed };
    },
    brackets: (state, file, rules) => {
      const r = dubovBracketReason(state, options, file, traces<DubovBracketTrace>(rules, DUBOV_TRACE), rules.bye);
      return r !== null && y2026 ? dubov2026Reason(r) : r;
    },
    bracketLosses: (state, file, rules) =>
      dubovBracketLosses(state, options, file, traces<DubovBracketTrace>(rules, DUBOV_TRACE), rules.bye).map((l) => (y2026 ? { ...dubov2026Reason(l), deciding: l.deciding } : l)),
  };
}
