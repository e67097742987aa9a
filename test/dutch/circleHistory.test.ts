/**
 * The circle-method history (test/fixtures/circle/README.md): round 15 of 100 players whose pairing history does not
 * follow their scores. The fast path must pair every bracket the exact engine used to (issue 18: at 1,000 players
 * 1.9 s, at 9,999 not done in minutes), with the exact engine's pairing and the reference engine's:
 *
 * - 2017: the PPB must float four S1 players (C.10's colour counts and C.12 leave no one else), an exchange of four
 *   far down D.2's order, reached by the floater filter of exchanges.ts;
 * - 2026: the same bracket searched as a PPB (C4 before C6), and the six-player bracket above it, whose following
 *   bracket can only have the pairs C4 leaves it (C8 under C4, following.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveRoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import { pairDutch2026 } from '../../src/systems/dutch/2026/round.js';
import { pairDutch, type EngineStats } from '../../src/systems/dutch/round.js';
import { unplayedRules, type DutchEdition } from '../../src/systems/shared/edition.js';
import type { RoundPairing } from '../../src/systems/shared/types.js';
import { readTrf } from '../../src/trf/index.js';

const FILE = 'test/fixtures/circle/circle100-r15.trf';

function stateOf(edition: DutchEdition): ReturnType<typeof deriveRoundState> {
  const t = buildTournament(readTrf(readFileSync(FILE), { fileName: FILE }), { fileName: FILE });
  return deriveRoundState(t, 15, { unplayed: unplayedRules('dutch', edition) });
}

/** The reference's pairs file: a count, then "white black" lines (a bye as "id 0"). */
function reference(name: string): string[] {
  return readFileSync(`test/fixtures/circle/${name}`, 'utf8').trim().split('\n').slice(1).map((l) => l.trim().split(/\s+/).join('-'));
}

const asLines = (r: RoundPairing): string[] => [...r.pairs.map((p) => `${p.white}-${p.black}`), ...(r.bye === null ? [] : [`${r.bye}-0`])];

describe('circle-method history, 100 players, round 15', () => {
  it('2017: the 85-player PPB is paired by the fast path (an exchange of four S1 players), as the exact engine and bbpPairings 5 pair the round', () => {
    const state = stateOf('2017');
    const stats: EngineStats = { fast: 0, exact: 0, brackets: [] };
    const auto = pairDutch(state, {}, stats);
    const ppb = stats.brackets!.find((b) => b.kind === 'ppb')!;
    expect(ppb.engine).toBe('fast');
    expect(stats.brackets!.filter((b) => b.engine === 'exact').map((b) => b.kind)).toEqual(['clb']);
    const trace = auto.brackets.find((b) => b.kind === 'ppb')!;
    // Seven downfloaters, four of them from the top half of the bracket (BSN order = trace order).
    expect(trace.downfloaters).toHaveLength(7);
    const members = [...trace.mdps, ...trace.residents];
    expect(trace.downfloaters.filter((id) => members.indexOf(id) < members.length / 2)).toHaveLength(4);
    expect(pairDutch(state, { engine: 'exact' }).pairs).toEqual(auto.pairs);
    expect(asLines(auto)).toEqual(reference('circle100-r15.bbp5.txt'));
  });

  it('2026: every bracket by the fast path (the PPB-shaped bracket, and C8 under C4 above it), as the exact engine and bbpPairings 6 pair the round', () => {
    const state = stateOf('2026');
    const stats: EngineStats = { fast: 0, exact: 0, brackets: [] };
    const auto = pairDutch2026(state, {}, stats);
    expect(stats.exact).toBe(0);
    expect(pairDutch2026(state, { engine: 'exact' }).pairs).toEqual(auto.pairs);
    expect(asLines(auto)).toEqual(reference('circle100-r15.bbp6.txt'));
  });
});
