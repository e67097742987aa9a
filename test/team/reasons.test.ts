/**
 * `check`'s reasons for a team round, in C.04.6 terms (src/systems/team/reasons.ts): the absolute criteria on the
 * file's pairing, the PAB's 3.4, colours (4.3), then the first bracket where the file departs, decided by the
 * first of C4-C10 that differs, else by the text's order (3.5.4, 3.6.3).
 */
import { describe, expect, it } from 'vitest';
import { pairTeamRound } from '../../src/systems/team/engine.js';
import { teamRoundReason } from '../../src/systems/team/reasons.js';
import type { TeamEntrant, TeamPairing, TeamRoundInput } from '../../src/systems/team/types.js';

function team(tpn: number, score: number, extra: Partial<TeamEntrant> = {}): TeamEntrant {
  return { tpn, score, secondary: 0, colours: [], roundColours: [], met: new Set(), byeBarred: false, matchesPlayed: 1, floatedLastRound: false, ...extra };
}
function input(entrants: TeamEntrant[]): TeamRoundInput {
  return { round: 2, variant: { colours: 'a', primary: 'mp', secondaryForColours: true, baku: false }, lastTwoRounds: false, lastRound: false, initialColour: 'w', entrants };
}
const pairing = (pairs: [number, number][], pab: number | null = null): TeamPairing => ({ pairs: pairs.map(([white, black]) => ({ white, black })), pab });

describe('team check reasons (C.04.6 terms)', () => {
  it('C1 when the file pairs teams that met; 3.3.1 when a team is left out', () => {
    const i = input([team(1, 20, { met: new Set([3]) }), team(2, 20), team(3, 20, { met: new Set([1]) }), team(4, 20)]);
    const rules = pairTeamRound(i);
    expect(teamRoundReason(i, pairing([[1, 3], [2, 4]]), rules)).toMatchObject({ kind: 'absolute', article: 'C1', text: 'C1: teams 1 and 3 met before' });
    expect(teamRoundReason(i, pairing([[1, 4]]), rules)).toMatchObject({ kind: 'absolute', article: '3.3.1' });
  });

  it('C4 when the file floats teams it need not', () => {
    const i = input([team(1, 40), team(2, 40), team(3, 20), team(4, 20)]);
    const rules = pairTeamRound(i);
    expect(rules.pairs.map((p) => [p.white, p.black].sort().join('-')).sort()).toEqual(['1-2', '3-4']);
    const r = teamRoundReason(i, pairing([[1, 3], [2, 4]]), rules);
    expect(r).toMatchObject({ kind: 'quality', article: 'C4', bracket: 4, values: { file: '2', rules: '0' } });
    expect(r!.text).toContain('C4 (minimise the upfloaters) in the bracket of the 4 scoregroup: the file has 2, the C.04.6 pairing 0');
  });

  it('C5 when the file takes its upfloater from a lower score', () => {
    const i = input([team(1, 40), team(2, 20), team(3, 20), team(4, 10), team(5, 10), team(6, 0)]);
    const rules = pairTeamRound(i);
    const file = pairing([[1, 4], [2, 3], [5, 6]]);
    expect(teamRoundReason(i, file, rules)).toMatchObject({ kind: 'quality', article: 'C5', values: { file: '1', rules: '2' } });
  });

  it('3.4.2 when the file gives the PAB to a team with a higher score', () => {
    const i = input([team(1, 20), team(2, 10), team(3, 10)]);
    const rules = pairTeamRound(i);
    expect(rules.pab).toBe(3);
    expect(teamRoundReason(i, pairing([[2, 3]], 1), rules)).toMatchObject({ article: '3.4.2', values: { file: '2', rules: '1' } });
    expect(teamRoundReason(i, pairing([[1, 3]], 2), rules)).toMatchObject({ article: '3.4.4' });
  });

  it('4.3.x (here 4.3.1: no team has played) for the same matches with the other team White on board 1; 3.6.3 when only the order decides', () => {
    const i = input([team(1, 20), team(2, 20), team(3, 20), team(4, 20)]);
    const rules = pairTeamRound(i);
    const flipped = pairing(rules.pairs.map((p) => [p.black, p.white] as [number, number]));
    expect(teamRoundReason(i, flipped, rules)).toMatchObject({ kind: 'colour', article: '4.3.1' });
    const other = pairing([[1, 2], [3, 4]]);
    expect(teamRoundReason(i, other, rules)).toMatchObject({ kind: 'order', article: '3.6.3' });
    expect(teamRoundReason(i, pairing(rules.pairs.map((p) => [p.white, p.black] as [number, number])), rules)).toBeNull();
  });
});
