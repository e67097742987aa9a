/**
 * The TRF edit module (issue 16 items 1, 3, 5, 8): each edit returns a document that reads back consistent, with
 * the round blocks and the points column the rules give, and refuses what would make the file wrong.
 */
import { describe, expect, it } from 'vitest';
import { buildTournament } from '../../src/model/tournament.js';
import { deriveRoundState } from '../../src/model/state.js';
import {
  addBye,
  addPlayer,
  applyPairing,
  applyPairingNoted,
  EditRefused,
  fillCounts,
  fillRanks,
  parseGameResult,
  setResult,
  withdraw,
  withRoundDates,
} from '../../src/trf/edit.js';
import { newTournament, type PlayerEntry } from '../../src/trf/entry.js';
import { readTrf, writeTrf, type TrfDocument } from '../../src/trf/index.js';

const entry = (name: string, rating: number, title = ''): PlayerEntry => ({ name, rating, title, federation: 'ENG', fideId: '', birthDate: '', sex: '' });
const SETTINGS = { name: 'Test Open', rounds: 5, initialColour: 'white' as const, points: { win: 10, draw: 5, loss: 0 }, typeCode: 'FIDE_DUTCH_2026' };

/** Six players: A 2400 ... F 1900, numbered 1..6. */
function six(): TrfDocument {
  return newTournament(SETTINGS, [entry('F', 1900), entry('C', 2200), entry('A', 2400), entry('E', 2000), entry('B', 2300), entry('D', 2100)]);
}

/** Writes and reads back, as the CLI does before writing: the edited file must be consistent. */
function reread(doc: TrfDocument): TrfDocument {
  const back = readTrf(new TextEncoder().encode(writeTrf(doc)), { fileName: 't.trf' });
  buildTournament(back, { fileName: 't.trf' });
  return back;
}

const line = (doc: TrfDocument, id: number): string => writeTrf(doc).split('\n').find((l) => l.startsWith(`001 ${String(id).padStart(4)}`))!;
const player = (doc: TrfDocument, id: number) => doc.records.find((r) => r.kind === 'player' && r.startingRank === id) as Extract<TrfDocument['records'][number], { kind: 'player' }>;

const round1 = { round: 1, pairs: [{ white: 1, black: 4 }, { white: 5, black: 2 }, { white: 3, black: 6 }], bye: null };

describe('newTournament', () => {
  it('numbers the players in the C.04.2 initial order: rating, then title, then name', () => {
    const doc = newTournament(SETTINGS, [entry('Zed', 2000), entry('Abe', 2000), entry('Cy', 2000, 'FM'), entry('Top', 2100), entry('Ida', 2000, 'WGM')]);
    const names = doc.records.flatMap((r) => (r.kind === 'player' ? [`${r.startingRank} ${r.name}`] : []));
    expect(names).toEqual(['1 Top', '2 Ida', '3 Cy', '4 Abe', '5 Zed']);
    const text = writeTrf(doc);
    expect(text).toMatch(/^012 Test Open$/m);
    expect(text).toMatch(/^142 5$/m);
    expect(text).toMatch(/^152 W$/m);
    expect(text).toMatch(/^162 /m);
    expect(text).toMatch(/^192 FIDE_DUTCH_2026$/m);
    expect(text).toMatch(/^062 5$/m);
    reread(doc);
  });
});

describe('applyPairing', () => {
  it('writes games with open results, the PAB with its points, and recomputes points', () => {
    const doc = reread(applyPairing(six(), { round: 1, pairs: [{ white: 1, black: 4 }, { white: 5, black: 2 }], bye: 6 }));
    expect(line(doc, 1)).toMatch(/ 0\.0 {10}4 w$/);
    expect(line(doc, 6)).toMatch(/ 1\.0 {7}0000 - U$/);
    expect(line(doc, 3)).toMatch(/0000 - Z$/);
  });

  it('writes a requested bye (240 H / 240 F) with its own code and points, not 0000 - Z', () => {
    const withByes = addBye(addBye(six(), { round: 1, player: 3, kind: 'H' }), { round: 1, player: 6, kind: 'F' });
    expect(writeTrf(withByes)).toMatch(/^240 H {3}1 {4}3$/m);
    const { document, notes } = applyPairingNoted(withByes, { round: 1, pairs: [{ white: 1, black: 4 }, { white: 5, black: 2 }], bye: null });
    const doc = reread(document);
    expect(line(doc, 3)).toMatch(/ 0\.5 {7}0000 - H$/);
    expect(line(doc, 6)).toMatch(/ 1\.0 {7}0000 - F$/);
    expect(notes.map((n) => [n.player, n.block.result, n.why])).toEqual([
      [3, 'H', 'declared bye (240)'],
      [6, 'F', 'declared bye (240)'],
    ]);
    // The bye's points count in the next pairing.
    const played = setResult(setResult(doc, { round: 1, white: 1, black: 4, result: ['1', '0'] }), { round: 1, white: 5, black: 2, result: ['1', '0'] });
    const t = buildTournament(played, { fileName: 't' });
    expect(deriveRoundState(t, 2).players.find((p) => p.id === 3)!.score).toBe(5);
  });

  it('keeps XXZ: an absent (withdrawn) player is not paired again the round after', () => {
    const doc = readTrf(new TextEncoder().encode(writeTrf(six()) + 'XXZ 6\n'), { fileName: 't' });
    const after = reread(applyPairing(doc, { round: 1, pairs: [{ white: 1, black: 4 }, { white: 5, black: 2 }], bye: 3 }));
    expect(writeTrf(after)).toMatch(/^XXZ 6$/m);
    const t = buildTournament(after, { fileName: 't' });
    expect(t.absentNextRound).toEqual([6]);
  });
});

describe('setResult', () => {
  const paired = (): TrfDocument => applyPairing(six(), round1);

  it('fills both blocks and both points columns', () => {
    let doc = setResult(paired(), { round: 1, white: 1, black: 4, result: parseGameResult('1-0')! });
    doc = setResult(doc, { round: 1, white: 5, black: 2, result: parseGameResult('½-½')! });
    doc = reread(setResult(doc, { round: 1, white: 3, black: 6, result: parseGameResult('-+')! }));
    expect(line(doc, 1)).toMatch(/ 1\.0 {10}4 w 1$/);
    expect(line(doc, 4)).toMatch(/ 0\.0 {10}1 b 0$/);
    expect(line(doc, 2)).toMatch(/ 0\.5 {10}5 b =$/);
    expect(line(doc, 3)).toMatch(/ 0\.0 {10}6 w -$/);
    expect(line(doc, 6)).toMatch(/ 1\.0 {10}3 b \+$/);
  });

  it('refuses players not paired together, colours the wrong way round, and a change without force', () => {
    const doc = setResult(paired(), { round: 1, white: 1, black: 4, result: ['1', '0'] });
    expect(() => setResult(doc, { round: 1, white: 1, black: 2, result: ['1', '0'] })).toThrow(/were not paired together/);
    expect(() => setResult(doc, { round: 1, white: 4, black: 1, result: ['1', '0'] })).toThrow(/4 had black against 1/);
    expect(() => setResult(doc, { round: 1, white: 1, black: 4, result: ['0', '1'] })).toThrow(EditRefused);
    expect(setResult(doc, { round: 1, white: 1, black: 4, result: ['1', '0'] })).toBe(doc);
    const changed = reread(setResult(doc, { round: 1, white: 1, black: 4, result: ['0', '1'], force: true }));
    expect(player(changed, 4).points).toBe(10);
  });

  it('reads results as people write them', () => {
    expect(['1-0', '0-1', '½-½', '1/2-1/2', '=', '+-', '-+', '--', '½-0', '0-½', '0-0', '1:0'].map(parseGameResult)).toEqual([
      ['1', '0'], ['0', '1'], ['=', '='], ['=', '='], ['=', '='], ['+', '-'], ['-', '+'], ['-', '-'], ['=', '0'], ['0', '='], ['0', '0'], ['1', '0'],
    ]);
    expect(parseGameResult('2-0')).toBeNull();
  });

  it('the unusual results ½-0 and 0-0 read back', () => {
    let doc = setResult(paired(), { round: 1, white: 1, black: 4, result: parseGameResult('½-0')! });
    doc = reread(setResult(doc, { round: 1, white: 5, black: 2, result: parseGameResult('0-0')! }));
    expect(player(doc, 1).points).toBe(5);
    expect(player(doc, 4).points).toBe(0);
    expect(player(doc, 5).points).toBe(0);
  });
});

describe('addBye and withdraw', () => {
  it('refuses a bye in a round where the player has a game', () => {
    expect(() => addBye(applyPairing(six(), round1), { round: 1, player: 1, kind: 'H' })).toThrow(/plays 4/);
  });

  it('a bye for a round already in the file where the player has none is written in the round', () => {
    const doc = applyPairing(six(), { round: 1, pairs: [{ white: 1, black: 4 }, { white: 5, black: 2 }], bye: null });
    const after = reread(addBye(doc, { round: 1, player: 3, kind: 'H' }));
    expect(line(after, 3)).toMatch(/ 0\.5 {7}0000 - H$/);
  });

  it('withdraw declares a zero-point bye for every later round (240 Z), and pairing leaves the player out', () => {
    const doc = reread(withdraw(applyPairing(six(), round1), { player: 6, fromRound: 3 }));
    const text = writeTrf(doc);
    expect(text).toMatch(/^240 Z {3}3 {4}6$/m);
    expect(text).toMatch(/^240 Z {3}5 {4}6$/m);
    expect(text).not.toMatch(/^240 Z {3}2/m);
    expect(() => withdraw(applyPairing(six(), round1), { player: 6, fromRound: 1 })).toThrow(/paired with 3 in round 1/);
  });

  it('a second bye kind for the same round replaces the first', () => {
    const doc = addBye(addBye(six(), { round: 2, player: 3, kind: 'H' }), { round: 2, player: 3, kind: 'Z' });
    expect(writeTrf(doc)).not.toMatch(/^240 H/m);
    expect(writeTrf(doc)).toMatch(/^240 Z {3}2 {4}3$/m);
  });
});

describe('addPlayer (C.04.2 late entries)', () => {
  it('before round 4 is paired, the entrant takes his place in the initial order and the others move down', () => {
    const doc = applyPairing(six(), round1);
    const { document, id } = addPlayer(doc, entry('Late', 2250), 3);
    expect(id).toBe(3);
    const back = reread(document);
    expect(player(back, 3).name).toBe('Late');
    expect(player(back, 4).name).toBe('C');
    // Opponents renumbered: A (1) played E, now 5.
    expect(player(back, 1).rounds[0]!.opponent).toBe(5);
    expect(line(back, 3)).toMatch(/ 0\.0 {7}0000 - Z$/);
    expect(writeTrf(back)).toMatch(/^240 Z {3}2 {4}3$/m);
    expect(writeTrf(back)).toMatch(/^062 7$/m);
  });

  it('once round 4 is paired, the entrant gets the next number', () => {
    let doc = six();
    for (let r = 1; r <= 4; r++) {
      doc = applyPairing(doc, { ...round1, round: r });
      for (const p of round1.pairs) doc = setResult(doc, { round: r, white: p.white, black: p.black, result: ['=', '='] });
    }
    const { document, id } = addPlayer(doc, entry('Late', 2500));
    expect(id).toBe(7);
    expect(player(reread(document), 7).rounds.map((b) => b.result)).toEqual(['Z', 'Z', 'Z', 'Z']);
  });

  it('refuses a round already paired', () => {
    expect(() => addPlayer(applyPairing(six(), round1), entry('Late', 2000), 1)).toThrow(/already paired/);
  });
});

describe('report columns', () => {
  it('ranks, counts and round dates', () => {
    let doc = fillRanks(six(), new Map([[1, 2], [2, 1]]));
    doc = withRoundDates(fillCounts(doc), new Map([[1, '2026-03-01'], [2, '2026/03/02']]));
    const back = reread(doc);
    expect(player(back, 1).rank).toBe(2);
    expect(player(back, 2).rank).toBe(1);
    const dates = writeTrf(back).split('\n').find((l) => l.startsWith('132'))!;
    expect(dates.slice(91, 99)).toBe('26/03/01');
    expect(dates.slice(101, 109)).toBe('26/03/02');
    expect(writeTrf(back)).toMatch(/^072 6$/m);
  });
});
