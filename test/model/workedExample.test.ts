import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveRoundState, type PlayerState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import { readTrf } from '../../src/trf/index.js';
import { preferenceCode } from '../../src/cli/render.js';

const complete = buildTournament(readTrf(readFileSync('samples/worked-example-complete.trf')), {
  fileName: 'worked-example-complete.trf',
});

/** "score: id+preference, ..." per scoregroup, like the paper writes them. */
function scoregroups(round: number): string[] {
  const players = deriveRoundState(complete, round).players.filter((p) => p.toBePaired);
  players.sort((a, b) => b.score - a.score || a.id - b.id);
  const groups = new Map<number, PlayerState[]>();
  for (const p of players) groups.set(p.score, [...(groups.get(p.score) ?? []), p]);
  return [...groups].map(([s, ps]) => `${(s / 10).toFixed(1)}: ${ps.map((p) => p.id + preferenceCode(p.colourPreference)).join(' ')}`);
}

function floats(round: number): Record<number, string> {
  const out: Record<number, string> = {};
  for (const p of deriveRoundState(complete, round).players) {
    const mark = (f: string | null): string => (f === 'down' ? 'D' : f === 'up' ? 'U' : '-');
    out[p.id] = mark(p.floats[1]) + mark(p.floats[0]);
  }
  return out;
}

describe('worked example (FIDE Arbiters’ Manual): state the pairing rules read', () => {
  it('before round 3: the paper’s scoregroups and colour preferences', () => {
    expect(scoregroups(3)).toEqual(['2.0: 2b 5BB', '1.5: 3w 4b 6b 11w', '1.0: 1w 7w 10b 14W', '0.0: 8b 9w 12W 13w']);
  });

  it('before round 4', () => {
    expect(scoregroups(4)).toEqual([
      '2.5: 2BB 5B 6b',
      '2.0: 1WW 3B 4W 7B',
      '1.5: 11w',
      '1.0: 9B 10W 14b',
      '0.5: 8W 12b',
      '0.0: 13WW',
    ]);
  });

  it('before round 5', () => {
    expect(scoregroups(5)).toEqual([
      '3.5: 2w',
      '3.0: 1b 5WW',
      '2.5: 4b 6BB 11B',
      '2.0: 3w 7w',
      '1.5: 9w 10b 14W',
      '1.0: 8b 13b',
      '0.5: 12W',
    ]);
  });

  it('player 12, absent in round 2, is not paired in round 2 (XXZ) and has no colour for it', () => {
    const afterRound1 = buildTournament(readTrf(readFileSync('samples/worked-example-after-round-1.trf')));
    const state = deriveRoundState(afterRound1, 2);
    const p12 = state.players.find((p) => p.id === 12)!;
    expect(p12.toBePaired).toBe(false);
    expect(p12.unpairedReason).toBe('absent (XXZ)');
    expect(deriveRoundState(complete, 3).players.find((p) => p.id === 12)!.colours).toEqual(['b']);
  });

  it('floats follow the 2017 rule A.4.b: every unplayed round is a downfloat (two rounds before, previous round)', () => {
    // Round 2: 4 and 11 floated down, 8 and 9 up, 14 had the PAB; 12 was absent.
    expect(floats(3)).toMatchObject({ 4: '-D', 11: '-D', 8: '-U', 9: '-U', 14: '-D', 12: '-D', 1: '--' });
    // Round 3: 6 won by forfeit, 11 lost by forfeit: both are downfloats under A.4.b (the paper marks neither).
    expect(floats(4)).toMatchObject({ 6: '-D', 11: 'DD', 4: 'D-', 14: 'D-', 12: 'D-', 9: 'U-', 8: 'U-' });
    // Round 3 (two rounds before): 6 and 11 forfeit (down), 4, 8, 9, 12 played equal scores. Round 4: 5, 7, 9,
    // 12 floated down; 4, 11, 8, 13 up.
    expect(floats(5)).toMatchObject({ 5: '-D', 7: '-D', 4: '-U', 11: 'DU', 8: '-U', 13: '-U', 9: '-D', 12: '-D', 6: 'D-' });
  });

  it('PAB eligibility: the bye in round 2 and the forfeit win in round 3 block a later PAB', () => {
    const state = deriveRoundState(complete, 5);
    const eligible = (id: number): boolean => state.players.find((p) => p.id === id)!.pabEligible;
    expect(eligible(14)).toBe(false);
    expect(eligible(6)).toBe(false);
    expect(eligible(11)).toBe(true);
    expect(eligible(12)).toBe(true);
  });
});
