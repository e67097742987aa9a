/**
 * KS for teams (C.07 art. 9.2 by the art. 13 preamble, src/standings/teams.ts) by hand on
 * test/fixtures/team/unplayed-hand.trf, and the tie-breaks for individuals refused for teams (exit 3, naming what
 * is allowed). The hand table (see teamsUnplayed.test.ts): MP / GP T1 3/3, T2 3/2.5, T3 4/4.5, T4 1/1, T5 4/4;
 *   R1: T1-T3 forfeited, T3 wins | T2 1-1 T4 | T5 PAB;  R2: T2 1.5-0.5 T3 | T4 0-2 T5 | T1 PAB;
 *   R3: T1-T2 forfeited, T1 wins | T3-T4 forfeited, T3 wins | T5 half-point bye.
 * Gacrux agrees on 40 generated events (compare-gacrux-teams: KS:MP 464/464, KS:GP 464/464).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTeamTournament } from '../../src/model/team.js';
import { parseTeamTiebreaks, teamStandings } from '../../src/standings/teams.js';
import { readTrf } from '../../src/trf/index.js';
import { cli } from '../support/cli.js';

const FILE = 'test/fixtures/team/unplayed-hand.trf';
const doc = readTrf(readFileSync(FILE));
const t = buildTeamTournament(doc, FILE);
const byTeam = (list: string): Record<number, unknown> =>
  Object.fromEntries(teamStandings(doc, t, parseTeamTiebreaks(list, 'mp', 'test'), 3).rows.map((r) => [r.tpn, r.values.map((v) => (v as number) / 10)]));

describe('KS for teams', () => {
  it('KS:MP: MP scored in matches (forfeits too) against teams with at least half of 3 wins (3 MP)', () => {
    // T3: T1 (3 MP) forfeit win 2 + T2 (3) loss 0; T4 (1) not counted. T5: its only match is against T4. T2: T3 win 2,
    // T1 forfeit loss 0; T4 not. T1: T2 forfeit win 2. T4: T2 draw 1.
    expect(byTeam('KS')).toEqual({ 1: [2], 2: [2], 3: [2], 4: [1], 5: [0] });
  });
  it('KS:GP: GP against teams with at least half of 3 x 2 boards (3 GP): T1, T3, T5', () => {
    expect(byTeam('KS:GP')).toEqual({ 1: [0], 2: [1.5], 3: [2], 4: [0], 5: [0] });
  });
});

describe('tie-breaks for individuals in a team list', () => {
  it('rating-based ones (art. 10 "for Individuals") are refused with exit 3, naming the board standings and the list', () => {
    for (const code of ['ARO', 'TPR', 'APRO', 'APPO', 'PTP', 'RTNG']) {
      const r = cli(['standings', FILE, '--tiebreaks', `BH:MP,${code}`]);
      expect(r.code).toBe(3);
      expect(r.stderr).toMatch(new RegExp(`column 7: a rating-based tie-break is for individuals \\(C\\.07 2026 art\\. 10, "for Individuals"\\), not for teams; \`standings --boards\` gives each player's ARO and TPR: "${code}"; expected team tie-breaks: .* KS`));
      expect(r.stdout).toBe('');
    }
  });
  it('DE points to EDE; a 202 naming TPR is refused the same way', () => {
    expect(cli(['standings', FILE, '--tiebreaks', 'DE']).stderr).toMatch(/a tie-break for individuals only \(MTB26\), for teams EDE \(art\. 13\.3\): "DE"/);
    const text = readFileSync(FILE, 'utf8').replace(/^362/m, '202 BH:MP,TPR\n362');
    const r = cli(['standings', '-'], text);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/record 202, column 7: a rating-based tie-break/);
  });
});
