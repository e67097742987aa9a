/**
 * Team tie-breaks with unplayed rounds (C.07 2026 arts. 15-16 at match level), FB, AOB, SSSC, /Mn and EDE's forms,
 * each against a hand computation from the text (../shared/rules/tiebreaks-teams-2026.md and
 * standings-and-acceleration.md). test/fixtures/team/unplayed-hand.trf (`generate --teams 5 --boards 2 --rounds 3
 * --seed 6 --forfeit-rate 0.2 --absence-rate 0.1`), no start date: the 2026 rules. Match points 2/1/0; PAB (320)
 * 1 MP, 1 GP; a forfeit win 2 GP.
 *   R1: T1-T3 forfeited, T3 wins (330 -+) | T2 1-1 T4 (0,1 / 1,0) | T5 PAB
 *   R2: T2 1.5-0.5 T3 | T4 0-2 T5 | T1 PAB
 *   R3: T1-T2 forfeited, T1 wins | T3-T4 forfeited, T3 wins | T5 half-point bye (240 H)
 * MP / GP: T1 3/3, T2 3/2.5, T3 4/4.5, T4 1/1, T5 4/4.
 * VURs (16.2): T1 R1, T2 R3, T4 R3 (matches lost by forfeit), T5 R3 (half-point bye). Not: PABs, forfeit wins.
 * Adjusted scores (16.3.2): a VUR after the last round present counts a draw unless it had an opponent: only T5 R3
 * (no opponent), a draw (1 MP) = its real 1 MP: every adjusted MP score is the team's own.
 * Own unplayed rounds (16.3.1 / 16.4): a dummy worth the team's own score, capped by the scheduled opponent's
 * adjusted score (16.4.1) or, with none, by a draw every round, 3 MP (16.4.2).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTeamTournament } from '../../src/model/team.js';
import { parseTeamTiebreaks, teamStandings } from '../../src/standings/teams.js';
import { readTrf } from '../../src/trf/index.js';

const FILE = 'test/fixtures/team/unplayed-hand.trf';
const doc = readTrf(readFileSync(FILE));
const t = buildTeamTournament(doc, FILE);
const run = (list: string, rules?: '2024' | '2026') => teamStandings(doc, t, parseTeamTiebreaks(list, 'mp', 'test'), t.roundsInFile, rules);
/** Values in points (tenths / 10), by team number. */
const byTeam = (list: string, rules?: '2024' | '2026'): Record<number, unknown> =>
  Object.fromEntries(run(list, rules).rows.map((r) => [r.tpn, r.values.map((v) => (typeof v === 'number' ? Math.round(v * 10) / 100 : v))[0]]));

describe('art. 16 at match level (values in points)', () => {
  it('the model sees the unplayed rounds as the hand table says', () => {
    expect(run('').rows.map((r) => [r.tpn, r.mp / 10, r.gp / 10])).toEqual([[3, 4, 4.5], [5, 4, 4], [1, 3, 3], [2, 3, 2.5], [4, 1, 1]]);
    expect(run('').rules).toBe('2026');
  });
  it('BH:MP: dummies for own unplayed rounds, capped (2026)', () => {
    // T1: R1 min(3, T3 4) + R2 PAB min(3, 3) + R3 min(3, T2 3) = 9.  T2: T4 1 + T3 4 + R3 min(3, T1 3) = 8.
    // T3: R1 min(4, T1 3) + T2 3 + R3 min(4, T4 1) = 7.  T4: 3 + 4 + min(1, 4) = 8.  T5: min(4, 3) + 1 + min(4, 3) = 7.
    expect(byTeam('BH:MP')).toEqual({ 1: 9, 2: 8, 3: 7, 4: 8, 5: 7 });
    // 2024 (no cap): T3 R1 and R3 count its own 4: 4 + 3 + 4 = 11; T5: 4 + 1 + 4 = 9.
    expect(byTeam('BH:MP', '2024')).toEqual({ 1: 9, 2: 8, 3: 11, 4: 8, 5: 9 });
  });
  it('SB:MP: the dummy times the match points of that round', () => {
    // T1: 3x0 + 3x1 + 3x2 = 9; T2: 1x1 + 4x2 + 3x0 = 9; T3: 3x2 + 3x0 + 1x2 = 8; T4: 3x1 + 4x0 + 1x0 = 3; T5: 3x1 + 1x2 + 3x1 = 8.
    expect(byTeam('SB:MP')).toEqual({ 1: 9, 2: 9, 3: 8, 4: 3, 5: 8 });
    // EMGSB: opponent's MP x GP scored. T3: 3x2 + 3x0.5 + 1x2 = 9.5.
    expect(byTeam('EMGSB')).toEqual({ 1: 9, 2: 7, 3: 9.5, 4: 3, 5: 8 });
    expect(byTeam('ESB:MP')).toEqual(byTeam('EMGSB'));
    expect(byTeam('ESB:GM')).toEqual(byTeam('EGMSB'));
  });
  it('Cut-1 drops a VUR first (16.3.3); Median-1 also the highest', () => {
    // T1 drops R1 (VUR, 3): 6. T2 drops R3 (3): 5. T3 has no VUR, drops its lowest (1): 6. T4 R3 (1): 7. T5 R3 (3): 4.
    expect(byTeam('BH:MP/C1')).toEqual({ 1: 6, 2: 5, 3: 6, 4: 7, 5: 4 });
    // /M1: then the highest: T1 6-3 = 3; T2 {1,4} -> 1; T3 {3,3} -> 3; T4 {3,4} -> 3; T5 {3,1} -> 1.
    expect(byTeam('BH:MP/M1')).toEqual({ 1: 3, 2: 1, 3: 3, 4: 3, 5: 1 });
  });
  it('FB: the last round\'s pairings drawn (forfeits too), byes keep their points', () => {
    // Own FB scores: T1 2, T2 4, T3 3, T4 2, T5 4. T1: min(2, 3) + min(2, 3) + T2 4 = 8; T2: 2 + 3 + 2 = 7;
    // T3: min(3, 2) + 4 + 2 = 8; T4: 4 + 4 + 3 = 11; T5: min(4, 3) + 2 + min(4, 3) = 8.
    expect(byTeam('FB:MP')).toEqual({ 1: 8, 2: 7, 3: 8, 4: 11, 5: 8 });
  });
  it('AOB: the average BH of the opponents met over the board; none without a played match', () => {
    expect(byTeam('AOB:MP')).toEqual({ 1: null, 2: 7.5, 3: 8, 4: 7.5, 5: 8 });
  });
  it('SSSC: GP + BH:MP / floor(2 MP x 3 rounds / 2 GP a match), to 0.01 half up', () => {
    expect(byTeam('SSSC')).toEqual({ 1: 6, 2: 5.17, 3: 6.83, 4: 3.67, 5: 6.33 });
    // After round 2 the factor still reads the tournament's 3 planned rounds (142; "achievable in the tournament",
    // 13.4): floor(2 x 3 / 2) = 3; Gacrux takes the rounds ranked (2): factor 2. T2 after round 2: GP 2.5,
    // BH:MP = T4 1 + T3 2 = 3 -> 2.5 + 3 / 3 = 3.5 (Gacrux: 4).
    expect(teamStandings(doc, t, parseTeamTiebreaks('SSSC', 'mp', 'test'), 2).rows.find((r) => r.tpn === 2)!.values[0]).toBe(35);
    // /K2: the factor given.
    expect(byTeam('SSSC/K2')).toEqual({ 1: 7.5, 2: 6.5, 3: 8, 4: 5, 5: 7.5 });
  });
  it('/P counts forfeited matches as played: the opponent\'s adjusted score', () => {
    // T1: T3 4 + PAB min(3, 3) + T2 3 = 10.
    expect(byTeam('BH:MP/P')[1]).toBe(10);
  });
});

describe('the individual tie-breaks at team level (art. 13 preamble)', () => {
  it('WIN / WON on MP count matches, on GP games; a PAB is a draw, not a win (C.04.6 1.4)', () => {
    const raw = (list: string) => Object.fromEntries(run(list).rows.map((r) => [r.tpn, r.values[0]]));
    // T1: R3 won by forfeit (a PAB in R2 is a draw): WIN 1, WON 0; GP: the forfeit's 2 boards. T3: two forfeit wins.
    // T5: R2 won 2-0 over the board; its R1 PAB counts no board won (Gacrux counts 2 there: its PAB reading).
    expect(raw('WIN:MP')).toEqual({ 1: 1, 2: 1, 3: 2, 4: 0, 5: 1 });
    expect(raw('WON:MP')).toEqual({ 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 });
    expect(raw('WIN:GP')).toEqual({ 1: 2, 2: 2, 3: 4, 4: 1, 5: 2 });
    expect(raw('WON:GP')).toEqual({ 1: 0, 2: 2, 3: 0, 4: 1, 5: 2 });
  });
  it('PS sums the running scores (/C1 leaves the first term out); TPN ranks the lower number first', () => {
    // T3 MP by round 2, 0, 2: running 2, 2, 4 -> 8; /C1 6. T2: 1, 2, 0 -> 1, 3, 3 -> 7. T4: 1, 0, 0 -> 3.
    expect(byTeam('PS')).toEqual({ 1: 4, 2: 7, 3: 8, 4: 3, 5: 8 });
    expect(byTeam('PS/C1')).toEqual({ 1: 4, 2: 6, 3: 6, 4: 2, 5: 7 });
    expect(run('TPN').rows.map((r) => r.tpn)).toEqual([3, 5, 1, 2, 4]);
  });
});

describe('EDE forms (13.3.2): art. 12 on the encounter of two teams still tied, BC lower first', () => {
  const trf = readFileSync('test/fixtures/team/hand-standings.trf', 'utf8');
  const hand = readTrf(Buffer.from(trf));
  const ht = buildTeamTournament(hand, 'hand');
  const order = (list: string) => teamStandings(hand, ht, parseTeamTiebreaks(list, 'mp', 'test')).rows.map((r) => [r.name, r.rank]);
  it('EDE separates Beta and Delta by their round-1 match; its value is the place in the tied group', () => {
    expect(order('EDE')).toEqual([['Alpha', 1], ['Delta', 2], ['Beta', 3], ['Gamma', 4]]);
    expect(teamStandings(hand, ht, parseTeamTiebreaks('EDE', 'mp', 'test')).rows.map((r) => r.values[0])).toEqual([0, 1, 2, 0]);
  });
  it('parses every form as one entry with its art. 12 steps', () => {
    expect(parseTeamTiebreaks('EDE EDET EDEB EDEBT EDEBB', 'mp', 'x').map((x) => [x.name, x.extras.join('')])).toEqual([['EDE', ''], ['EDE', 'T'], ['EDE', 'B'], ['EDE', 'CT'], ['EDE', 'CB']]);
  });
});

describe('BC inside EDE ranks the lower count first, as BC itself (art. 12.1)', () => {
  // Two teams, one match drawn 1-1: board 1 to Team 1, board 2 to Team 2. Tied on MP, GP and DE on both.
  // Their encounter's board count: Team 1 1x1 + 2x0 = 1, Team 2 1x0 + 2x1 = 2: Team 1 first by 12.1 (lower is
  // better), as BC alone ranks it. Gacrux 1.9.57 ranks Team 2 first inside EDEBT/EDEBB (the higher count) while
  // its stand-alone BC ranks Team 1 first: decided here by the text.
  const two = readTrf(readFileSync('test/fixtures/team/ede-board-count.trf'));
  const tt = buildTeamTournament(two, 'two');
  const first = (list: string) => teamStandings(two, tt, parseTeamTiebreaks(list, 'mp', 'test')).rows.filter((r) => r.rank === 1).map((r) => r.tpn);
  it('EDE alone leaves them tied; every form and BC put Team 1 first', () => {
    expect(first('EDE')).toEqual([1, 2]);
    for (const list of ['EDEBT', 'EDEBB', 'EDET', 'EDEB', 'BC', 'TBR', 'BBE']) expect(first(list), list).toEqual([1]);
  });
});

describe('a PAB without 320 (C.04.6 1.4)', () => {
  it('a team whose boards read U has the PAB: a draw\'s MP and GP, the same standings as with 320 1.0 1.0', () => {
    const text = readFileSync(FILE, 'latin1').replace(/^320 .*\n/m, '');
    const d = readTrf(Buffer.from(text, 'latin1'));
    const tt = buildTeamTournament(d, 'no320');
    expect(tt.rounds[4]![0]).toEqual({ kind: 'pab', matchPoints: 10, gamePoints: 10 });
    expect(tt.rounds[0]![1]).toEqual({ kind: 'pab', matchPoints: 10, gamePoints: 10 });
    const list = parseTeamTiebreaks('BH:MP BH:GP SB:GP BC', 'mp', 'test');
    expect(teamStandings(d, tt, list).rows).toEqual(teamStandings(doc, t, list).rows);
  });
});
