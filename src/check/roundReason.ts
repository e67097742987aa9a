/**
 * Why a file's round differs from the rules' pairing, in the order the rules ask it: an absolute criterion the
 * file's pairing breaks, else (same pairs) the colour rules, else the first bracket of the rules' sequence where
 * the file's choice departs. What each question means for a system and edition is the system's RoundEvaluator
 * (PairingSystem.reasons: src/systems/<system>/reasons/).
 */
import type { RoundState } from '../model/state.js';
import type { RoundEvaluator, RoundPairing } from '../systems/index.js';
import { absoluteBreach } from '../systems/shared/reasons/absolute.js';
import { colourReason } from '../systems/shared/reasons/colourReason.js';
import type { PairingSummary, Reason } from '../systems/shared/reasons/reason.js';

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
