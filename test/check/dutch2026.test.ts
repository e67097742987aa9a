/**
 * Dutch 2026 reasons (C1-C21 of the 2026 text), before the 2026 engine is wired: the rules' brackets are given
 * by hand (worked out from the 2026 criteria), the file is a hand pairing, and the reason must name the 2026
 * criterion. Worked example, round 4: no topscorers, no PAB, so the 2026 sequence pairs as 2017 does here.
 */
import { describe, expect, it } from 'vitest';
import { recordedPairing } from '../../src/check/check.js';
import { dutchBracketReason } from '../../src/systems/dutch/reasons/reason.js';
import { deriveRoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import type { PlayerId } from '../../src/model/types.js';
import type { BracketTrace } from '../../src/systems/dutch/round.js';
import { stateForEdition } from '../../src/systems/index.js';
import { readTrf } from '../../src/trf/index.js';
import { handRound } from '../support/handRound.js';

const id = (n: number): PlayerId => n as PlayerId;
const trace = (kind: BracketTrace['kind'], score: number, mdps: number[], residents: number[], pairs: [number, number][], downfloaters: number[]): BracketTrace => ({
  kind,
  score,
  mdps: mdps.map(id),
  residents: residents.map(id),
  pairs: pairs.map(([a, b]) => [id(a), id(b)] as const),
  downfloaters: downfloaters.map(id),
});

/** Round 4 by the 2026 rules: C6 (fewest downfloaters) then C7 and the generation order, bracket by bracket. */
const RULES: BracketTrace[] = [
  trace('normal', 25, [], [2, 5, 6], [[2, 6]], [5]),
  trace('normal', 20, [5], [1, 3, 4, 7], [[5, 4], [1, 3]], [7]),
  trace('normal', 15, [7], [11], [[7, 11]], []),
  trace('normal', 10, [], [9, 10, 14], [[10, 14]], [9]),
  trace('normal', 5, [9], [8, 12], [[9, 8]], [12]),
  trace('last', 0, [12], [13], [[12, 13]], []),
];

function reasonFor(pairs: [number, number][]) {
  const path = 'samples/worked-example-after-round-3.trf';
  const text = handRound(path, 4, pairs);
  const t = buildTournament(readTrf(new TextEncoder().encode(text), { fileName: 'x.trf', encoding: 'utf-8' }), { fileName: 'x.trf' });
  const state = stateForEdition(deriveRoundState(t, 4), { system: 'dutch', edition: '2026', source: 'option', line: null });
  return dutchBracketReason(state, '2026', recordedPairing(t, 4), RULES, null);
}

describe('Dutch 2026 reasons name the 2026 criteria', () => {
  it('C16: a resident downfloater who downfloated two rounds before (2017: C.14)', () => {
    const r = reasonFor([[6, 2], [4, 5], [1, 3], [11, 7], [10, 9], [8, 14], [13, 12]]);
    expect(r).toMatchObject({ kind: 'quality', article: 'C16', bracket: 1, players: [9, 10, 14], values: { file: '1', rules: '0' } });
  });

  it('C7: the scores of the downfloaters (2017 would name C.6, the PSD)', () => {
    // 2.0 bracket {MDP 5 (2.5); 1, 3, 4, 7}: the rules pair 5-4 and 1-3 and float 7 (2.0); the file pairs 4-7
    // and floats the MDP 5 (2.5): one downfloater each (C6), but a higher score (C7).
    const r = reasonFor([[6, 2], [4, 7], [1, 3], [11, 5], [10, 14], [8, 9], [13, 12]]);
    expect(r).toMatchObject({ kind: 'quality', article: 'C7', bracket: 2, values: { file: '{2.5}', rules: '{2}' } });
  });

  it('equal on every 2026 criterion: the 2026 generation order (Art. 4) decides', () => {
    const r = reasonFor([[6, 2], [4, 5], [1, 7], [11, 3], [10, 14], [8, 9], [13, 12]]);
    expect(r).toMatchObject({ kind: 'order', article: 'Art. 4 (transpositions)', bracket: 2 });
  });
});
