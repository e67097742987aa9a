/** The readings docs/teams.md decides, one test each, on hand-made teams. */
import { describe, expect, it } from 'vitest';
import { allocateColours, colourPreference, pairTeamRound, type TeamEntrant, type TeamRoundInput } from '../../src/systems/team/index.js';
import { DEFAULT_TEAM_VARIANT } from '../../src/model/teamVariant.js';

function team(tpn: number, score: number, extra: Partial<TeamEntrant> = {}): TeamEntrant {
  return { tpn, score, secondary: 0, colours: [], roundColours: [], met: new Set(), byeBarred: false, matchesPlayed: 0, floatedLastRound: false, ...extra };
}
function round(entrants: TeamEntrant[], extra: Partial<TeamRoundInput> = {}): TeamRoundInput {
  return { round: 3, variant: DEFAULT_TEAM_VARIANT, lastTwoRounds: false, lastRound: false, initialColour: 'w', entrants, ...extra };
}
const pairs = (input: TeamRoundInput): string[] => pairTeamRound(input).pairs.map((p) => [p.white, p.black].sort((a, b) => a - b).join('-')).sort();

describe('readings of C.04.6', () => {
  it('3.2/1.3.2: the whole top-scoregroup is in the bracket; the upfloater is the first of 3.5.4 (highest score, then smallest TPN)', () => {
    // 1 (4 pts) alone on top; 2 and 3 on 2 pts, 4 on 0: the upfloater is 2, and 3-4 pair below.
    expect(pairs(round([team(1, 40), team(2, 20), team(3, 20), team(4, 0)]))).toEqual(['1-2', '3-4']);
  });

  it('C7 applies outside the last two rounds only: a team that floated last round is not taken as upfloater then', () => {
    const ts = [team(1, 40), team(2, 20, { floatedLastRound: true }), team(3, 20), team(4, 0)];
    expect(pairs(round(ts))).toEqual(['1-3', '2-4']);
    expect(pairs(round(ts, { lastTwoRounds: true }))).toEqual(['1-2', '3-4']);
  });

  it('C6: the upfloater is chosen so that the following scoregroup needs the fewest upfloaters', () => {
    // 1 alone on 4 points; 2, 3, 4 on 2 (3 and 4 have met); 5, 6 on 0. Taking 2 (first by 3.5.4) would leave 3 and 4,
    // who need two upfloaters; taking 3 leaves 2-4, who need none.
    const ts = [team(1, 40), team(2, 20), team(3, 20, { met: new Set([4]) }), team(4, 20, { met: new Set([3]) }), team(5, 0), team(6, 0)];
    expect(pairs(round(ts))).toEqual(['1-3', '2-4', '5-6']);
  });

  it('1.7.2: Type B strong preference (Black twice, CD 0) holds in the last round', () => {
    const t = team(1, 0, { colours: ['w', 'w', 'b', 'b'] });
    expect(colourPreference(t, 'b', true)).toEqual({ colour: 'w', strength: 'strong' });
    expect(colourPreference(team(2, 0, { colours: ['w', 'b'] }), 'b', true)).toEqual({ colour: null, strength: null });
    expect(colourPreference(team(2, 0, { colours: ['w', 'b'] }), 'b', false)).toEqual({ colour: 'w', strength: 'mild' });
    expect(colourPreference(t, 'none', false)).toEqual({ colour: null, strength: null });
  });

  it('4.3.1: teams that have yet to play: the first-team with an odd TPN gets the initial colour', () => {
    expect(allocateColours(team(1, 0), team(5, 0), round([]))).toEqual({ white: 1, black: 5 });
    expect(allocateColours(team(2, 0), team(5, 0), round([]))).toEqual({ white: 5, black: 2 });
    expect(allocateColours(team(2, 0), team(5, 0), round([], { initialColour: 'b' }))).toEqual({ white: 2, black: 5 });
  });

  it('3.4: the PAB goes to the lowest score, then most matches played, then largest TPN; never twice (C2)', () => {
    const ts = [team(1, 20), team(2, 0, { matchesPlayed: 2 }), team(3, 0, { matchesPlayed: 1 }), team(4, 0, { matchesPlayed: 2 })];
    expect(pairTeamRound(round(ts.slice(0, 3).concat(ts[3]!).slice(1))).pab).toBe(4);
    expect(pairTeamRound(round([ts[1]!, ts[2]!, { ...ts[3]!, byeBarred: true }])).pab).toBe(2);
  });
});
