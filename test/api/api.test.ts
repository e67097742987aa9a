/**
 * The public API (src/index.ts) as an integrator uses it: the README example, Dubov, check and generate, and the
 * typed errors. Everything here comes through the core entry point, but the generator: `swisspair/generate`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  InputError,
  buildTournament,
  checkTournament,
  deriveRoundState,
  pairRound,
  readTrf,
  writeTrf,
} from '../../src/index.js';
import { DEFAULT_CONFIG, generateTournament } from '../../src/generate/index.js';

const load = (path: string) => buildTournament(readTrf(readFileSync(path), { fileName: path }), { fileName: path });

describe('public API', () => {
  it('the README example pairs the next round of the worked example', () => {
    const tournament = load('samples/worked-example-after-round-4.trf');
    const state = deriveRoundState(tournament, tournament.roundsInFile + 1);
    const pairing = pairRound(state, 'dutch');
    expect(pairing.round).toBe(5);
    // Every present player is on exactly one board or has the bye.
    const seen = pairing.pairs.flatMap((p) => [p.white, p.black]).concat(pairing.bye === null ? [] : [pairing.bye]);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(state.players.length - pairing.notPaired.length);
  });

  it('checkTournament reproduces the finished worked example', () => {
    const result = checkTournament(load('samples/worked-example-complete.trf'), 'dutch');
    expect(result.rounds.map((r) => r.status)).toEqual(['match', 'match', 'match', 'match', 'match']);
  });

  it('generateTournament is deterministic and its output checks under both systems', () => {
    for (const system of ['dutch', 'dubov'] as const) {
      // Dutch by the 2017 text (named: the 2026 engine is tested on its own); the file's 192 record tells check which.
      const config = { ...DEFAULT_CONFIG, system, players: 24, rounds: 5, seed: 11, ...(system === 'dutch' ? { edition: '2017' as const } : {}) };
      const text = writeTrf(generateTournament(config));
      expect(writeTrf(generateTournament(config))).toBe(text);
      const t = buildTournament(readTrf(Buffer.from(text, 'utf8'), { fileName: 'g.trf' }), { fileName: 'g.trf' });
      expect(checkTournament(t, system).rounds.every((r) => r.status === 'match')).toBe(true);
    }
  });

  it('bad input throws a typed InputError with a position, never prints', () => {
    const bad = Buffer.from('001    1      Player One                        2000                                    X.0    1\n');
    let caught: unknown;
    try {
      readTrf(bad, { fileName: 'bad.trf' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InputError);
    const d = (caught as InputError).diagnostics[0]!;
    expect(d.position).toMatchObject({ file: 'bad.trf', line: 1 });
  });
});
