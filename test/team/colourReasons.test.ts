/**
 * `check` names the sub-article of C.04.6 4.3 that decides a match's colours (4.3.1-4.3.9, in their priority),
 * not just "4.3": for each one, two teams whose history makes it the first that applies, in a variant where it can
 * (Type A, Type B, no preferences), the colours the engine gives (unchanged by the reasons), and the message when
 * a file gives the other team White on board 1.
 */
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import type { TeamColourRule } from '../../src/model/teamVariant.js';
import { colourAllocation } from '../../src/systems/team/colours.js';
import { pairTeamRound } from '../../src/systems/team/engine.js';
import { teamRoundReason } from '../../src/systems/team/reasons.js';
import type { TeamColour, TeamEntrant, TeamRoundInput } from '../../src/systems/team/types.js';

/** A team that played `history` (one colour per round, null: no match played that round). */
function team(tpn: number, history: readonly (TeamColour | null)[], score = 10): TeamEntrant {
  const colours = history.filter((c): c is TeamColour => c !== null);
  return { tpn, score, secondary: 0, colours, roundColours: history, met: new Set(), byeBarred: false, matchesPlayed: colours.length, floatedLastRound: false };
}

function round(colours: TeamColourRule, entrants: TeamEntrant[], lastRound = false): TeamRoundInput {
  const r = Math.max(0, ...entrants.map((e) => e.roundColours.length)) + 1;
  return { round: r, variant: { colours, primary: 'mp', secondaryForColours: true, baku: false }, lastTwoRounds: lastRound, lastRound, initialColour: 'w', entrants };
}

interface Case {
  readonly article: string;
  readonly variants: readonly TeamColourRule[];
  readonly teams: readonly [TeamEntrant, TeamEntrant];
  readonly lastRound?: boolean;
  /** The team the rules give White on board 1. */
  readonly white: number;
  readonly text: string;
}

const CASES: readonly Case[] = [
  {
    article: '4.3.1',
    variants: ['a', 'b', 'none'],
    teams: [team(1, []), team(2, [])],
    white: 1,
    text: '4.3.1: White on board 1 goes to team 1, not team 2: neither team has played a match: the first-team, team 1, has an odd TPN and gets the initial-colour (White)',
  },
  {
    article: '4.3.1',
    variants: ['a', 'b', 'none'],
    // Team 2 is the first-team (the higher score, 4.2.1) with an even TPN: the opposite of the initial-colour.
    teams: [team(2, [null], 20), team(3, [null], 10)],
    white: 3,
    text: '4.3.1: White on board 1 goes to team 3, not team 2: neither team has played a match: the first-team, team 2, has an even TPN and gets the opposite of the initial-colour (Black)',
  },
  {
    article: '4.3.2',
    variants: ['a'],
    // Team 1: CD +2, a preference for Black; team 2: CD 0 after W B, no preference in Type A.
    teams: [team(1, ['w', 'w']), team(2, ['w', 'b'])],
    white: 2,
    text: '4.3.2: White on board 1 goes to team 2, not team 1: only team 1 has a colour preference (a preference for Black): it is granted',
  },
  {
    article: '4.3.2',
    variants: ['b'],
    // Type B: team 1 CD +2, a strong preference for Black; team 2 has played no match (no preference).
    teams: [team(1, ['w', 'w']), team(2, [null, null])],
    white: 2,
    text: '4.3.2: White on board 1 goes to team 2, not team 1: only team 1 has a colour preference (a strong preference for Black): it is granted',
  },
  {
    article: '4.3.3',
    variants: ['a', 'b'],
    teams: [team(1, ['w', 'w']), team(2, ['b', 'b'])],
    white: 2,
    text: '4.3.3: White on board 1 goes to team 2, not team 1: the teams have opposite colour preferences (team 2 White, team 1 Black): both are granted',
  },
  {
    article: '4.3.4',
    variants: ['b'],
    // Team 1: CD +1 after W W, a strong preference for Black; team 2: CD +1, a mild one.
    teams: [team(1, ['b', 'w', 'w']), team(2, ['w', null, null])],
    white: 2,
    text: '4.3.4: White on board 1 goes to team 2, not team 1: both teams prefer Black; only team 1 has a strong colour preference: it is granted',
  },
  {
    article: '4.3.5',
    // Type A: CD +1 / -1 without the same colour twice is no preference; Type B: two mild ones, opposite (4.3.3).
    variants: ['a', 'none'],
    teams: [team(1, ['w']), team(2, ['b'])],
    white: 2,
    text: '4.3.5: White on board 1 goes to team 2, not team 1: White goes to the team with the lower colour difference (team 2: -1, team 1: +1)',
  },
  {
    article: '4.3.6',
    variants: ['a', 'none'],
    // Both CD 0 with no preference (Type A: the last two colours differ); round 2 is the latest with different colours.
    teams: [team(1, ['w', 'b']), team(2, ['b', 'w'])],
    white: 1,
    text: '4.3.6: White on board 1 goes to team 1, not team 2: equal colour differences (0); the colours alternate from round 2, the most recent one in which team 2 had White and team 1 Black',
  },
  {
    article: '4.3.7',
    variants: ['a', 'b'],
    // The same colours every round and the same preference (Black): the first-team's is granted.
    teams: [team(1, ['w', 'w']), team(2, ['w', 'w'])],
    white: 2,
    text: '4.3.7: White on board 1 goes to team 2, not team 1: equal colour differences and no round with different colours; the first-team, team 1, gets its colour preference (Black)',
  },
  {
    article: '4.3.8',
    variants: ['a', 'none'],
    teams: [team(1, ['w']), team(2, ['w'])],
    white: 2,
    text: '4.3.8: White on board 1 goes to team 2, not team 1: equal colour differences, no round with different colours, no preference of the first-team: team 1 (the first-team) alternates from its last match (White)',
  },
  {
    article: '4.3.5',
    variants: ['b'],
    // Type B: both have a mild preference for Black (CD +1; CD 0 after B W), so 4.3.4 does not decide.
    teams: [team(1, ['w', null]), team(2, ['b', 'w'])],
    white: 2,
    text: '4.3.5: White on board 1 goes to team 2, not team 1: White goes to the team with the lower colour difference (team 2: 0, team 1: +1)',
  },
  {
    article: '4.3.6',
    variants: ['b'],
    // Type B: both CD 0 after Black last, a mild preference for White each; rounds 3 and 4 alike, round 2 not.
    teams: [team(1, ['b', 'w', 'w', 'b']), team(2, ['w', 'b', 'w', 'b'])],
    white: 2,
    text: '4.3.6: White on board 1 goes to team 2, not team 1: equal colour differences (0); the colours alternate from round 2, the most recent one in which team 1 had White and team 2 Black',
  },
  {
    article: '4.3.8',
    variants: ['b'],
    lastRound: true,
    // Type B, the last round: a CD of 0 is no preference (1.7.2).
    teams: [team(1, ['w', 'b']), team(2, ['w', 'b'])],
    white: 1,
    text: '4.3.8: White on board 1 goes to team 1, not team 2: equal colour differences, no round with different colours, no preference of the first-team: team 1 (the first-team) alternates from its last match (Black)',
  },
  {
    article: '4.3.9',
    variants: ['a', 'none'],
    // The first-team has played no match (a late entry); the other's CD is 0 with no preference.
    teams: [team(1, [null, null]), team(2, ['w', 'b'])],
    white: 2,
    text: '4.3.9: White on board 1 goes to team 2, not team 1: the first-team, team 1, has played no match: the other team, team 2, alternates from its last match (Black)',
  },
  {
    article: '4.3.9',
    variants: ['b'],
    lastRound: true,
    // Type B: a CD of 0 gives no preference when pairing the last round (1.7.2), so 4.3.9 is reached there.
    teams: [team(1, [null, null]), team(2, ['w', 'b'])],
    white: 2,
    text: '4.3.9: White on board 1 goes to team 2, not team 1: the first-team, team 1, has played no match: the other team, team 2, alternates from its last match (Black)',
  },
];

describe('the colour reason names the sub-article of 4.3 that decides', () => {
  for (const c of CASES) {
    for (const variant of c.variants) {
      it(`${c.article} (${variant === 'none' ? 'no colour preferences' : `Type ${variant.toUpperCase()}`}): team ${c.white} White`, () => {
        const input = round(variant, [...c.teams], c.lastRound === true);
        const [a, b] = c.teams;
        expect(colourAllocation(a, b, input).decision.article).toBe(c.article);
        const rules = pairTeamRound(input);
        expect(rules.pairs).toEqual([{ white: c.white, black: c.white === a.tpn ? b.tpn : a.tpn }]);
        const file = { pairs: rules.pairs.map((p) => ({ white: p.black, black: p.white })), pab: null };
        expect(teamRoundReason(input, file, rules)).toMatchObject({ kind: 'colour', article: c.article, text: c.text });
      });
    }
  }

  it('every sub-article 4.3.1-4.3.9 has a case', () => {
    expect([...new Set(CASES.map((c) => c.article))].sort()).toEqual(['4.3.1', '4.3.2', '4.3.3', '4.3.4', '4.3.5', '4.3.6', '4.3.7', '4.3.8', '4.3.9']);
  });

  it('with several matches turned, the first is explained and the others counted', () => {
    const input = round('a', [team(1, []), team(2, []), team(3, []), team(4, [])]);
    const rules = pairTeamRound(input);
    expect(rules.pairs).toHaveLength(2);
    const file = { pairs: rules.pairs.map((p) => ({ white: p.black, black: p.white })), pab: null };
    expect(teamRoundReason(input, file, rules)?.text).toMatch(/^4\.3\.1: White on board 1 goes to team \d, not team \d: .* \(and in 1 more match\)$/);
  });
});

/** A generated event with every board of round `r` played with the other colours (columns of the round's block). */
function flipped(text: string, r: number): string {
  return text.split('\n').map((l) => {
    const at = 91 + 10 * (r - 1) + 5;
    if (!l.startsWith('001') || l.length <= at) return l;
    const c = l[at];
    return c === 'w' || c === 'b' ? l.slice(0, at) + (c === 'w' ? 'b' : 'w') + l.slice(at + 1) : l;
  }).join('\n');
}

describe('check of a team file names the sub-article', () => {
  it('a generated event with round 4 played the other way round: the reason is a 4.3.x, its text the article first', () => {
    const seen = new Set<string>();
    for (const [colours, score, seed] of [['a', 'mp', 1], ['b', 'gp', 2], ['none', 'mp', 3], ['a', 'gp', 4], ['b', 'mp', 5]] as const) {
      const g = cli(['generate', '--teams', '8', '--boards', '4', '--team-colours', colours, '--team-score', score, '--rounds', '5', '--seed', String(seed)]);
      expect(g.code, g.stderr).toBe(0);
      const r = cli(['check', '-', '--json'], flipped(g.stdout, 4));
      expect(r.code).toBe(1);
      const round4 = (JSON.parse(r.stdout) as { files: { rounds: { round: number; reason: { kind: string; article: string; text: string } | null }[] }[] }).files[0]!.rounds[3]!;
      expect(round4.reason?.kind).toBe('colour');
      expect(round4.reason?.article).toMatch(/^4\.3\.[1-9]$/);
      expect(round4.reason?.text.startsWith(`${round4.reason.article}: White on board 1 goes to team `)).toBe(true);
      seen.add(round4.reason!.article);
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});
