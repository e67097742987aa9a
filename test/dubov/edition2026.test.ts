/**
 * Dubov 2026 (C.04.4.1 approved 28/10/2025, applied from 1 February 2026) against 2018. The 2026 text renumbers
 * 2018 and keeps its procedure; the one change of substance is C2's PAB bar, taken from the 2026 Basic Rules
 * (C.04.1 art. 4): a full-point bye now bars the PAB. Each test pairs one small tournament under both editions.
 */
import { describe, expect, it } from 'vitest';
import { NoValidPairingError } from '../../src/errors.js';
import { buildTournament } from '../../src/model/tournament.js';
import { deriveRoundState, type RoundState } from '../../src/model/state.js';
import { pairDubov } from '../../src/systems/dubov/round.js';
import { pairRound } from '../../src/systems/index.js';
import type { RoundPairing } from '../../src/systems/shared/types.js';
import { readTrf } from '../../src/trf/index.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cli } from '../support/cli.js';
import { randomTournament } from '../support/randomTournament.js';
import { tinyState, tinyTrf, type TinyTournament } from '../support/trfBuilder.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('dubov26-');

const board = (p: RoundPairing): string[] => p.pairs.map(({ white, black }) => `${white}-${black}`);

/**
 * Round 3 of five players. 2 and 3 won by forfeit, 4 had the PAB (all barred in both editions); 5 had a
 * full-point bye in round 1 and lost in round 2. 1 and 5 share the lowest score (1) with one game each.
 */
const fullPointBye: TinyTournament = {
  totalRounds: 5,
  ratings: [2000, 1900, 1800, 1700, 1600],
  rounds: [
    ['1-2 -', '3-4 +', '5 F'],
    ['1-5 1', '2-3 =', '4 U'],
  ],
};

describe('Dubov 2026: C2 (2.1.2) = C.04.1 (2026) art. 4, the full-point bye bars the PAB', () => {
  it('2018 (C.2 = C.04.1.d: PAB or forfeit win only) gives the PAB to 5, the lowest in the ranking (B.0.5)', () => {
    const p = pairDubov(tinyState(fullPointBye), { edition: '2018' });
    expect(p.bye).toBe(5);
    // 2 and 3 (1.5) met: upfloaters 1 and 4 join; G1 = {3}; B.4 shifts 2 (D.2: black seekers 1, 2, 4 give the
    // middle-out sequence 2, 1, 4); S1 by ARO = [2 (1800), 3 (1900)], T2 = [1, 4] (1-2 and 3-4 were forfeits,
    // not games: C.1 allows them). 1 and 2 both want black: E.4 gives the higher-ranked 2 black.
    expect(board(p)).toEqual(['1-2', '3-4']);
  });

  it('2026 (3.1.1, C2: "scored in one single round, without playing, as many points as rewarded for a win") gives it to 1', () => {
    const p = pairDubov(tinyState(fullPointBye), { edition: '2026' });
    expect(p.bye).toBe(1);
    // 2 and 3 (1.5) met: both upfloaters (4, 5) join them; G1 = {3, 5} (white seekers), G2 = {2, 4} (2 wants
    // black, 4 has no games: mild black, 1.6.4); S1 by ARO = [3 (1900), 5 (2000)], T2 by TPN = [2, 4]:
    // 3-2 met, so the next transposition [4, 2].
    expect(board(p)).toEqual(['5-2', '3-4']);
  });

  it('the entry point chooses the edition from the start date (042) and derives the state with its PAB bar', () => {
    const at = (date: string): RoundState => {
      const text = tinyTrf({ ...fullPointBye, extra: [`042 ${date}`] });
      const t = buildTournament(readTrf(new TextEncoder().encode(text)), { fileName: 'tiny.trf' });
      return deriveRoundState(t, 3);
    };
    const before = pairRound(at('2026/01/20'), 'dubov');
    expect(before.edition.edition).toBe('2018');
    expect(before.bye).toBe(5);
    const after = pairRound(at('2026/02/01'), 'dubov');
    expect(after.edition.edition).toBe('2026');
    expect(after.bye).toBe(1);
  });

  // CPPDubovSystem 2.2 bars the PAB after any round without an opponent and gives it to 1 here; C2 names only
  // rounds scored "without playing, as many points as rewarded for a win", which half a point is not.
  it('a half-point bye bars the PAB in neither edition (it is not as many points as a win)', () => {
    const half: TinyTournament = { ...fullPointBye, rounds: [['1-2 -', '3-4 +', '5 H'], fullPointBye.rounds[1]!] };
    for (const edition of ['2018', '2026'] as const) expect(pairDubov(tinyState(half), { edition }).bye).toBe(5);
  });

  it('a forfeit win bars the PAB in both editions', () => {
    // 5 won by forfeit in round 1: barred in both, so 1 gets the bye either way.
    const forfeit: TinyTournament = {
      ...fullPointBye,
      ratings: [...fullPointBye.ratings, 1500],
      rounds: [
        ['1-2 -', '3-4 +', '5-6 +'],
        ['1-5 1', '2-3 =', '4 U', '6 Z'],
      ],
      extra: ['XXZ 6'],
    };
    for (const edition of ['2018', '2026'] as const) expect(pairDubov(tinyState(forfeit), { edition }).bye).toBe(1);
  });

  it('when the full-point bye leaves nobody who may take the PAB, 2026 finds no valid pairing and says why', () => {
    // Three players: 1 won twice by forfeit, 2 had the PAB, 3 a full-point bye. 2018: only 3 may take it.
    const s = tinyState({ totalRounds: 3, ratings: [2000, 1900, 1800], rounds: [['1-3 +', '2 U'], ['1-2 +', '3 F']] });
    expect(pairDubov(s, { edition: '2018' }).bye).toBe(3);
    expect(() => pairDubov(s, { edition: '2026' })).toThrow(NoValidPairingError);
    expect(() => pairDubov(s, { edition: '2026' })).toThrow(/pairing-allocated bye \(3\.1, C2\)/);
  });
});

describe('Dubov 2026 on the command line', () => {
  it('pair --edition: 2018 gives the PAB to the player with the full-point bye; 2026 has nobody for it (exit 1, 3.1 / C2)', () => {
    // 1 won twice by forfeit, 2 had the PAB, 3 a full-point bye (as in the test above).
    const file = join(tmp(), 'fpb.trf');
    writeFileSync(file, tinyTrf({ totalRounds: 3, ratings: [2000, 1900, 1800], rounds: [['1-3 +', '2 U'], ['1-2 +', '3 F']] }));
    const old = cli(['pair', file, '--system', 'dubov', '--edition', '2018', '--json']);
    expect(old.code).toBe(0);
    expect(JSON.parse(old.stdout)).toMatchObject({ bye: { id: 3 }, boards: [{ white: { id: 1 }, black: { id: 2 } }] });
    const now = cli(['pair', file, '--system', 'dubov', '--edition', '2026']);
    expect(now.code).toBe(1);
    expect(now.stderr).toMatch(/no valid pairing exists for round 3: no player who may receive the pairing-allocated bye \(3\.1, C2\)/);
  });
});

describe('Dubov 2026: everything else is the 2018 procedure renumbered', () => {
  it('without full-point byes both editions give the same pairing, round after round (random tournaments)', () => {
    let rounds = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const played = randomTournament(seed * 7919, {
        players: 5 + (seed % 24),
        rounds: 3 + (seed % 6),
        pairRound: (s) => pairDubov(s, { edition: '2026' }),
      });
      for (const r of played) {
        rounds++;
        const old = pairDubov(r.state, { edition: '2018' });
        expect({ seed, round: r.round, pairs: old.pairs, bye: old.bye }).toEqual({ seed, round: r.round, pairs: r.pairing.pairs, bye: r.pairing.bye });
      }
    }
    expect(rounds).toBeGreaterThan(200);
  });
});
