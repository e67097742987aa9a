/**
 * Reasons for rounds that differ, behind one interface per system and edition (RoundEvaluator): the absolute
 * criteria's articles, the colour rules' articles, and the bracket replay with the edition's criteria.
 * Dutch 2017 and 2026 (criteria C.5-C.19 / C5-C21), Dubov 2018 and 2026 (C.5-C.10, unchanged in 2026 but
 * renumbered: a 2026 reason cites the 2026 article, docs/dubov.md has the map).
 */
import type { RoundState } from '../model/state.js';
import type { PlayerId } from '../model/types.js';
import type { DubovBracketTrace } from '../systems/dubov/round.js';
import { dubovPlayers, type DubovOptions } from '../systems/dubov/player.js';
import type { BracketTrace } from '../systems/dutch/round.js';
import { dutchPlayers } from '../systems/dutch/player.js';
import type { EditionChoice, RoundPairing } from '../systems/index.js';
import type { ColourSubject } from '../systems/shared/colours.js';
import type { DutchEdition } from '../systems/shared/edition.js';
import { absoluteBreach, dutchTopscorer, type AbsoluteArticles } from './absolute.js';
import type { PairingSummary } from './check.js';
import { colourReason, DUBOV_2026_COLOURS, DUBOV_COLOURS, DUTCH_2017_COLOURS, DUTCH_2026_COLOURS, type ColourArticles } from './colourReason.js';
import { dubovBracketReason } from './dubovReason.js';
import { dutchBracketReason } from './dutchReason.js';
import type { Reason } from './reason.js';

export interface RoundEvaluator {
  absolute(state: RoundState): AbsoluteArticles;
  readonly colours: ColourArticles;
  subjects(state: RoundState): { subject: (id: PlayerId) => ColourSubject; neitherPlayed?: (a: PlayerId, b: PlayerId) => boolean };
  brackets(state: RoundState, file: PairingSummary, rules: RoundPairing): Reason | null;
}

/**
 * The engine's bracket trace, when it has one of the expected shape (every listed field an array): an engine
 * whose trace differs (a new edition's) then gets the fallback reason rather than a crash.
 */
export function traces<T>(p: RoundPairing, arrays: readonly string[]): readonly T[] {
  if (!('brackets' in p) || !Array.isArray(p.brackets)) return [];
  const list = p.brackets as unknown[];
  const ok = list.every((b) => typeof b === 'object' && b !== null && arrays.every((k) => Array.isArray((b as Record<string, unknown>)[k])));
  return ok ? (list as T[]) : [];
}

export const DUTCH_TRACE = ['mdps', 'residents', 'pairs', 'downfloaters'] as const;
export const DUBOV_TRACE = ['residents', 'upfloaters', 'pairs'] as const;

function dutchEvaluator(edition: DutchEdition): RoundEvaluator {
  const a = edition === '2017' ? { metBefore: 'C.1', bye: 'C.2', sameAbsolute: 'C.3' } : { metBefore: 'C1', bye: 'C2', sameAbsolute: 'C3' };
  return {
    absolute: (state) => ({ ...a, exempt: dutchTopscorer(state) }),
    colours: edition === '2017' ? DUTCH_2017_COLOURS : DUTCH_2026_COLOURS,
    subjects(state) {
      const byId = new Map(dutchPlayers(state).map((p) => [p.id, p]));
      return { subject: (id) => byId.get(id)! };
    },
    brackets: (state, file, rules) => dutchBracketReason(state, edition, file, traces<BracketTrace>(rules, DUTCH_TRACE), rules.bye),
  };
}

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

function dubovEvaluator(options: DubovOptions): RoundEvaluator {
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
  };
}

export function evaluatorFor(choice: EditionChoice, options: DubovOptions = {}): RoundEvaluator {
  if (choice.system === 'dutch') return dutchEvaluator(choice.edition === '2026' ? '2026' : '2017');
  return dubovEvaluator({ ...options, edition: choice.edition === '2026' ? '2026' : '2018' });
}

const samePairs = (a: PairingSummary, b: PairingSummary): boolean => {
  const k = (s: PairingSummary): string =>
    s.pairs
      .map(([w, x]) => `${Math.min(w, x)}-${Math.max(w, x)}`)
      .sort()
      .join(' ') + `|${s.bye}`;
  return k(a) === k(b);
};

/**
 * Why the file's round differs from the rules' (`rules` null when the rules could not pair it: then only the
 * absolute criteria are checked). `state` is derived with the edition's reading. Cost: O(n·rounds) for the
 * absolute and colour checks, plus one bracket's criteria (O(n^3)) when the pairs differ.
 */
export function explainRound(
  evaluator: RoundEvaluator,
  state: RoundState,
  file: PairingSummary,
  rules: { readonly summary: PairingSummary; readonly pairing: RoundPairing } | null,
): Reason | null {
  const absolute = absoluteBreach(state, file, evaluator.absolute(state));
  if (absolute !== null || rules === null) return absolute;
  if (samePairs(file, rules.summary)) {
    const { subject, neitherPlayed } = evaluator.subjects(state);
    return colourReason(file, rules.summary, subject, evaluator.colours, neitherPlayed);
  }
  return (
    evaluator.brackets(state, file, rules.pairing) ?? {
      kind: 'order',
      article: '-',
      players: [],
      text: "no bracket of the rules' sequence departs from the file's pairing (players outside the round?)",
    }
  );
}
