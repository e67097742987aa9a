/**
 * Colour reasons: the file has the rules' pairs but gives a pair the other colours. The rule that decides the
 * pair's colours is found by walking the allocation rules in order (Dutch E.1-E.5 / 2026 5.2.1-5.2.5, Dubov
 * E.0-E.4), the same steps as src/systems/shared/colours.ts, each named by the edition's article.
 */
import type { ColourPreference } from '../../../model/state.js';
import type { Colour, PlayerId } from '../../../model/types.js';
import { latestDifferingColour, type ColourSubject } from '../colours.js';
import { sortedIds, type PairingSummary, type Reason } from './reason.js';

const STRENGTH = { none: 0, mild: 1, strong: 2, absolute: 3 } as const;

/** Which step of the shared allocation rules decides the pair (1-4), or 5 when none does (the last resort). O(rounds). */
export function decidingStep(a: ColourSubject, b: ColourSubject): 1 | 2 | 3 | 4 | 5 {
  const pa: ColourPreference = a.colourPreference;
  const pb: ColourPreference = b.colourPreference;
  if (pa.colour === null && pb.colour === null) return 5;
  if (pa.colour === null || pb.colour === null || pa.colour !== pb.colour) return 1;
  if (STRENGTH[pa.strength] !== STRENGTH[pb.strength]) return 2;
  if (pa.strength === 'absolute' && Math.abs(a.colourDifference) !== Math.abs(b.colourDifference)) return 2;
  if (latestDifferingColour(a.colours, b.colours) !== null) return 3;
  return 4;
}

const WORDS = {
  1: 'both colour preferences can be granted',
  2: 'the stronger colour preference is granted',
  3: 'colours alternate from the most recent round in which the two had different colours',
  4: "the higher-ranked player's preference is granted",
  5: 'the initial colour decides, by the higher-ranked player\'s pairing number',
} as const;

export interface ColourArticles {
  readonly articles: readonly [string, string, string, string, string];
}

export const DUTCH_2017_COLOURS: ColourArticles = { articles: ['E.1', 'E.2', 'E.3', 'E.4', 'E.5'] };
export const DUTCH_2026_COLOURS: ColourArticles = { articles: ['5.2.1', '5.2.2', '5.2.3', '5.2.4', '5.2.5'] };
/** Dubov: E.0 when neither has played; otherwise E.1-E.4, a player without games preferring black (A.5.4). */
export const DUBOV_COLOURS: ColourArticles = { articles: ['E.1', 'E.2', 'E.3', 'E.4', 'E.0'] };
/** Dubov 2026: E.0-E.4 are 5.2.1-5.2.5. */
export const DUBOV_2026_COLOURS: ColourArticles = { articles: ['5.2.2', '5.2.3', '5.2.4', '5.2.5', '5.2.1'] };

/**
 * The first pair (by the rules' board order) whose colours the file swaps. `subject` gives a player's colour
 * history as the system reads it; `rulesColour` the colour the rules give the pair's white-in-the-rules player.
 */
export function colourReason(
  file: PairingSummary,
  rules: PairingSummary,
  subject: (id: PlayerId) => ColourSubject,
  articles: ColourArticles,
  neitherPlayed?: (a: PlayerId, b: PlayerId) => boolean,
): Reason | null {
  const fileWhite = new Map<string, PlayerId>();
  const uncoloured = new Set(file.uncoloured ?? []);
  for (const [w, b] of file.pairs) if (!uncoloured.has(`${w}-${b}`)) fileWhite.set(`${Math.min(w, b)}-${Math.max(w, b)}`, w);
  for (const [w, b] of rules.pairs) {
    const fw = fileWhite.get(`${Math.min(w, b)}-${Math.max(w, b)}`);
    if (fw === undefined || fw === w) continue;
    const step = neitherPlayed?.(w, b) === true ? 5 : decidingStep(subject(w), subject(b));
    const article = articles.articles[step - 1]!;
    const c = (x: Colour): string => (x === 'w' ? 'white' : 'black');
    return {
      kind: 'colour',
      article,
      players: sortedIds([w, b]),
      text: `${article}: ${w} should have ${c('w')} against ${b} (${WORDS[step]}); the file gives ${b} white`,
    };
  }
  return null;
}
