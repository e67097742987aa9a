/**
 * Why the rules give White on board 1 to the other team of a match than the file does: the sub-article of 4.3
 * (4.3.1-4.3.9, in their priority) that decides the pair's colours, in C.04.6 terms, with the values it read
 * (preferences, colour differences, the round alternated from). O(rounds).
 */
import { colourAllocation, colourDifference, colourPreference, type ColourDecision } from './colours.js';
import type { TeamColour, TeamEntrant, TeamPreference, TeamRoundInput } from './types.js';

const WORD: Readonly<Record<TeamColour, string>> = { w: 'White', b: 'Black' };
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
const preference = (p: TeamPreference): string => `${p.strength === 'strong' ? 'a strong' : p.strength === 'mild' ? 'a mild' : 'a'} preference for ${WORD[p.colour!]}`;

/** The text after "4.3.x: ": why the first-team `f` gets `d.colour` against `s` in the round `input` describes. */
function why(f: TeamEntrant, s: TeamEntrant, d: ColourDecision, input: TeamRoundInput): { article: string; text: string } {
  const rule = input.variant.colours;
  const pf = colourPreference(f, rule, input.lastRound);
  const ps = colourPreference(s, rule, input.lastRound);
  const [white, black] = d.colour === 'w' ? [f, s] : [s, f];
  switch (d.article) {
    case '4.3.1':
      return { article: d.article, text: `neither team has played a match: the first-team, team ${f.tpn}, has an ${f.tpn % 2 === 1 ? 'odd TPN and gets the initial-colour' : 'even TPN and gets the opposite of the initial-colour'} (${WORD[d.colour]})` };
    case '4.3.2': {
      const [only, p] = pf.colour !== null ? [f, pf] : [s, ps];
      return { article: d.article, text: `only team ${only.tpn} has a colour preference (${preference(p)}): it is granted` };
    }
    case '4.3.3':
      return { article: d.article, text: `the teams have opposite colour preferences (team ${white.tpn} White, team ${black.tpn} Black): both are granted` };
    case '4.3.4': {
      const [strong, p] = pf.strength === 'strong' ? [f, pf] : [s, ps];
      return { article: d.article, text: `both teams prefer ${WORD[p.colour!]}; only team ${strong.tpn} has a strong colour preference: it is granted` };
    }
    case '4.3.5':
      return { article: d.article, text: `White goes to the team with the lower colour difference (team ${white.tpn}: ${signed(colourDifference(white))}, team ${black.tpn}: ${signed(colourDifference(black))})` };
    case '4.3.6':
      return { article: d.article, text: `equal colour differences (${signed(colourDifference(f))}); the colours alternate from round ${d.round}, the most recent one in which team ${black.tpn} had White and team ${white.tpn} Black` };
    case '4.3.7':
      return { article: d.article, text: `equal colour differences and no round with different colours; the first-team, team ${f.tpn}, gets its colour preference (${WORD[d.colour]})` };
    case '4.3.8':
      return { article: d.article, text: `equal colour differences, no round with different colours, no preference of the first-team: team ${f.tpn} (the first-team) alternates from its last match (${WORD[f.colours[f.colours.length - 1]!]})` };
    case '4.3.9':
      return { article: d.article, text: `the first-team, team ${f.tpn}, has played no match: the other team, team ${s.tpn}, alternates from its last match (${WORD[s.colours[s.colours.length - 1]!]})` };
  }
}

/** The reason's article (4.3.x) and text for a match {a, b} the file gives the other colours than the rules; `more`: other such matches. */
export function colourReason(a: TeamEntrant, b: TeamEntrant, input: TeamRoundInput, more: number): { article: string; text: string } {
  const { first, other, decision } = colourAllocation(a, b, input);
  const [white, black] = decision.colour === 'w' ? [first, other] : [other, first];
  const { article, text } = why(first, other, decision, input);
  const others = more === 0 ? '' : ` (and in ${more} more match${more > 1 ? 'es' : ''})`;
  return { article, text: `${article}: White on board 1 goes to team ${white.tpn}, not team ${black.tpn}: ${text}${others}` };
}
