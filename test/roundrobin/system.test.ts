/**
 * The round robin behind the PairingSystem interface (src/systems/roundrobin/system.ts): chosen from the `192`
 * code through the registry, paired by the library's pairRound as its table says, the variant from the code or
 * from --edition when the file names none.
 */
import { describe, expect, it } from 'vitest';
// Team round robins are paired by the entry swisspair/team, which registers them (the core refuses them).
import '../../src/api/team.js';
import { deriveRoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import { chooseEdition, chooseSystem, pairRound } from '../../src/systems/index.js';
import { scheduledRound } from '../../src/systems/roundrobin/schedule.js';
import { readTrf } from '../../src/trf/index.js';

function tournament(header: string, players: number) {
  const lines = Array.from({ length: players }, (_, i) => `001 ${String(i + 1).padStart(4)}      ${`P${i + 1}`.padEnd(33)} 2000                             0.0`);
  const text = `${header}\n${lines.join('\n')}\n`;
  return buildTournament(readTrf(new TextEncoder().encode(text), { fileName: 't.trf' }), { fileName: 't.trf' });
}

describe('the round-robin system', () => {
  it('is chosen by the 192 codes of individual round robins, with their variants', () => {
    expect(chooseSystem(tournament('192 FIDE_DOUBLEROUNDROBIN', 4)).system).toBe('roundrobin');
    expect(chooseEdition(tournament('192 FIDE_DOUBLEROUNDROBIN', 4), 'roundrobin').edition).toBe('fide-double');
    expect(chooseEdition(tournament('192 BERGER_DOUBLEROUNDROBIN', 4), 'roundrobin').edition).toBe('double');
    expect(chooseEdition(tournament('192 FIDE_ROUNDROBIN', 4), 'roundrobin').edition).toBe('single');
    // Team round robins are the team round-robin system's (units: teams); CUSTOM_ has no table: no system's.
    expect(chooseSystem(tournament('192 FIDE_TEAM_ROUNDROBIN', 4)).system).toBe('team-roundrobin');
    expect(chooseEdition(tournament('192 FIDE_TEAM_DOUBLEROUNDROBIN', 4), 'team-roundrobin').edition).toBe('fide-double');
    expect(chooseEdition(tournament('192 BERGER_TEAM_DOUBLEROUNDROBIN', 4), 'team-roundrobin').edition).toBe('double');
    expect(chooseSystem(tournament('192 CUSTOM_ROUNDROBIN', 4)).system).toBe('dutch');
  });

  it("pairRound gives the table's round: the games in board order, the odd field's bye among the players not paired", () => {
    const t = tournament('192 FIDE_ROUNDROBIN\n142 7', 7);
    const p = pairRound(deriveRoundState(t, 1), 'roundrobin');
    const s = scheduledRound(7, { cycles: 1, swapLastTwo: false }, 1);
    expect(p.pairs.map((x) => [x.white, x.black])).toEqual(s.games.map((g) => [g.white, g.black]));
    expect(p.bye).toBeNull();
    expect(p.notPaired).toEqual([s.bye]);
  });

  it('--edition gives the variant of a file without a round-robin code; a BERGER_ROUNDROBIN_G3 file plays its table three times', () => {
    const plain = tournament('012 T\n142 6', 4);
    const p = pairRound(deriveRoundState(plain, 1), 'roundrobin', { edition: 'fide-double' });
    expect(p.pairs.map((x) => [x.white, x.black])).toEqual([[1, 4], [2, 3]]);
    const g3 = tournament('192 BERGER_ROUNDROBIN_G3\n142 9', 4);
    expect(chooseEdition(g3, 'roundrobin').edition).toBe('single'); // the code names no variant; the schedule is the code's
    expect(pairRound(deriveRoundState(g3, 1), 'roundrobin').pairs.map((x) => [x.white, x.black])).toEqual([[1, 4], [2, 3]]);
  });
});
