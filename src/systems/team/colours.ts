/**
 * C.04.6 1.6-1.7 (colour difference and preferences) and 4.2-4.3 (colour allocation). O(rounds) per team.
 */
import type { TeamColourRule } from '../../model/teamVariant.js';
import type { TeamColour, TeamEntrant, TeamPreference, TeamRoundInput } from './types.js';

const NONE: TeamPreference = { colour: null, strength: null };
const other = (c: TeamColour): TeamColour => (c === 'w' ? 'b' : 'w');

/** 1.6.2: matches with White minus matches with Black. */
export function colourDifference(e: TeamEntrant): number {
  let cd = 0;
  for (const c of e.colours) cd += c === 'w' ? 1 : -1;
  return cd;
}

/** 1.7.1 (Type A, "simple") or the strong part of 1.7.2: CD beyond ±1, or CD 0/∓1 with the same colour twice. */
function firstRule(e: TeamEntrant, cd: number): TeamColour | null {
  const n = e.colours.length;
  const lastTwo = n >= 2 && e.colours[n - 1] === e.colours[n - 2] ? e.colours[n - 1]! : null;
  if (cd < -1 || ((cd === 0 || cd === -1) && lastTwo === 'b')) return 'w';
  if (cd > 1 || ((cd === 0 || cd === 1) && lastTwo === 'w')) return 'b';
  return null;
}

/**
 * 1.7. Type B: strong first (it wins over "no preference when its CD is zero when pairing for the last round",
 * docs/teams.md), then mild: CD ∓1, or CD 0 outside the last round and the last match's colour.
 */
export function colourPreference(e: TeamEntrant, rule: TeamColourRule, lastRound: boolean): TeamPreference {
  if (rule === 'none' || e.colours.length === 0) return NONE;
  const cd = colourDifference(e);
  const first = firstRule(e, cd);
  if (rule === 'a') return first === null ? NONE : { colour: first, strength: 'simple' };
  if (first !== null) return { colour: first, strength: 'strong' };
  if (cd === -1) return { colour: 'w', strength: 'mild' };
  if (cd === 1) return { colour: 'b', strength: 'mild' };
  if (cd === 0 && !lastRound) return { colour: other(e.colours[e.colours.length - 1]!), strength: 'mild' };
  return NONE;
}

/** C8 and C9 of one pair: teams left without their preference / without their strong preference (4.3.2-4.3.4). */
export function pairColourCost(a: TeamPreference, b: TeamPreference): { c8: number; c9: number } {
  if (a.colour === null || b.colour === null || a.colour !== b.colour) return { c8: 0, c9: 0 };
  return { c8: 1, c9: a.strength === 'strong' && b.strength === 'strong' ? 1 : 0 };
}

/** 4.2: whether `a` is the first-team of the pair {a, b}. */
function isFirstTeam(a: TeamEntrant, b: TeamEntrant, useSecondary: boolean): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (useSecondary && a.secondary !== b.secondary) return a.secondary > b.secondary;
  return a.tpn < b.tpn;
}

/** The sub-article of 4.3 that decides a pair's colours. */
export type ColourRuleArticle = '4.3.1' | '4.3.2' | '4.3.3' | '4.3.4' | '4.3.5' | '4.3.6' | '4.3.7' | '4.3.8' | '4.3.9';

/** The first-team's colour and the sub-article of 4.3 that gave it (`round`: 4.3.6's round). */
export interface ColourDecision {
  readonly colour: TeamColour;
  readonly article: ColourRuleArticle;
  readonly round?: number;
}

/** 4.3.6: the most recent round in which one had White and the other Black; the colours to give then. */
function alternateFromHistory(f: TeamEntrant, s: TeamEntrant): { colour: TeamColour; round: number } | null {
  for (let r = Math.min(f.roundColours.length, s.roundColours.length) - 1; r >= 0; r--) {
    const cf = f.roundColours[r];
    const cs = s.roundColours[r];
    if (cf !== null && cf !== undefined && cs !== null && cs !== undefined && cf !== cs) return { colour: other(cf), round: r + 1 };
  }
  return null;
}

/** 4.3.2-4.3.4: the colour the preferences decide, with the sub-article; null when they do not. */
function byPreferences(pf: TeamPreference, ps: TeamPreference, rule: TeamColourRule): ColourDecision | null {
  if (pf.colour !== null && ps.colour === null) return { colour: pf.colour, article: '4.3.2' };
  if (pf.colour === null && ps.colour !== null) return { colour: other(ps.colour), article: '4.3.2' };
  if (pf.colour !== null && ps.colour !== null && pf.colour !== ps.colour) return { colour: pf.colour, article: '4.3.3' };
  if (rule === 'b' && pf.colour !== null && ps.colour !== null && (pf.strength === 'strong') !== (ps.strength === 'strong')) {
    return { colour: pf.strength === 'strong' ? pf.colour : other(ps.colour), article: '4.3.4' };
  }
  return null;
}

/** 4.3: the colour of the first-team `f` against `s`, and the first sub-article (by priority) that decides it. */
export function colourDecision(f: TeamEntrant, s: TeamEntrant, input: TeamRoundInput): ColourDecision {
  const rule = input.variant.colours;
  const pf = colourPreference(f, rule, input.lastRound);
  const ps = colourPreference(s, rule, input.lastRound);
  if (f.colours.length === 0 && s.colours.length === 0) return { colour: f.tpn % 2 === 1 ? input.initialColour : other(input.initialColour), article: '4.3.1' };
  const preferred = byPreferences(pf, ps, rule);
  if (preferred !== null) return preferred;
  const cf = colourDifference(f);
  const cs = colourDifference(s);
  if (cf !== cs) return { colour: cf < cs ? 'w' : 'b', article: '4.3.5' };
  const alternated = alternateFromHistory(f, s);
  if (alternated !== null) return { colour: alternated.colour, article: '4.3.6', round: alternated.round };
  if (pf.colour !== null) return { colour: pf.colour, article: '4.3.7' };
  if (f.colours.length > 0) return { colour: other(f.colours[f.colours.length - 1]!), article: '4.3.8' };
  return { colour: s.colours[s.colours.length - 1]!, article: '4.3.9' };
}

/** 4.2 then 4.3: the first-team of {a, b} and its colour decision. */
export function colourAllocation(a: TeamEntrant, b: TeamEntrant, input: TeamRoundInput): { first: TeamEntrant; other: TeamEntrant; decision: ColourDecision } {
  const aFirst = isFirstTeam(a, b, input.variant.secondaryForColours);
  const [f, s] = aFirst ? [a, b] : [b, a];
  return { first: f, other: s, decision: colourDecision(f, s, input) };
}

/** The pair with the team that has White first (team colour = board 1's colour, 1.6.1). */
export function allocateColours(a: TeamEntrant, b: TeamEntrant, input: TeamRoundInput): { white: number; black: number } {
  const { first, other: s, decision } = colourAllocation(a, b, input);
  return decision.colour === 'w' ? { white: first.tpn, black: s.tpn } : { white: s.tpn, black: first.tpn };
}
