/** What each record kind reads to, and the canonical line each is written as. */
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { formatRecord } from '../../src/trf/format.js';
import { parseTrf, readTrf } from '../../src/trf/parse.js';
import type { PlayerRecord, TrfRecord } from '../../src/trf/types.js';
import { bareRecord, fixtureBytes, playerLine } from './helpers.js';

const doc = readTrf(fixtureBytes('extensions.trf'), { fileName: 'extensions.trf' });
const byLine = (line: number): TrfRecord => {
  const record = doc.records.find((r) => r.line === line);
  if (record === undefined) throw new Error(`no record on line ${line}`);
  return bareRecord(record);
};

function one(line: string): TrfRecord {
  const records = parseTrf(`${line}\n`).records;
  expect(records).toHaveLength(1);
  return bareRecord(records[0]!);
}

describe('reading extensions.trf', () => {
  it('reads every record kind', () => {
    expect(doc.records.map((r) => r.kind)).toEqual([
      'header', 'header', 'header', 'header', 'header', 'header', 'header', 'comment',
      'totalRounds', 'totalRounds', 'initialColour', 'initialColour',
      'pointSystem', 'pointSystem', 'pointSystem', 'pointSystem', 'pointSystem',
      'team', 'team', 'absent', 'byeDeclaration', 'forbiddenPairs', 'prohibitedPairings', 'acceleration',
      'acceleratedRounds', 'unknown', 'unknown', 'blank',
      'player', 'player', 'player', 'player', 'player', 'player', 'player',
    ]);
    expect(doc).toMatchObject({ lineEnding: '\n', finalNewline: true, bom: false });
  });

  it('reads the header, comment and TRF(x) / TRF-2026 records', () => {
    expect(byLine(1)).toEqual({ kind: 'header', code: '012', text: 'Extensions Test Open' });
    expect(byLine(8)).toEqual({ kind: 'comment', text: ' This file exercises every record kind swisspair reads.' });
    expect(byLine(9)).toEqual({ kind: 'totalRounds', code: '142', rounds: 5 });
    expect(byLine(10)).toEqual({ kind: 'totalRounds', code: 'XXR', rounds: 5 });
    expect(byLine(11)).toEqual({ kind: 'initialColour', code: '152', colour: 'white', rank: false });
    expect(byLine(12)).toEqual({ kind: 'initialColour', code: 'XXC', colour: 'white', rank: true });
    expect(byLine(13)).toEqual({ kind: 'pointSystem', code: 'XXS', values: new Map([['W', 10], ['D', 5], ['PAB', 10]]) });
    expect(byLine(14)).toEqual({ kind: 'pointSystem', code: 'BBW', values: new Map([['BBW', 10]]) });
    expect(byLine(17)).toEqual({
      kind: 'pointSystem', code: '162', values: new Map([['W', 10], ['D', 5], ['L', 0], ['A', 0], ['P', 10]]),
    });
    expect(byLine(18)).toEqual({ kind: 'team', name: 'Team Alpha', members: [1, 2, 3] });
    expect(byLine(20)).toEqual({ kind: 'absent', ids: [6] });
    expect(byLine(21)).toEqual({ kind: 'byeDeclaration', type: 'H', round: 4, ids: [3] });
    expect(byLine(22)).toEqual({ kind: 'forbiddenPairs', ids: [1, 2] });
    expect(byLine(23)).toEqual({ kind: 'prohibitedPairings', firstRound: 4, lastRound: 5, ids: [4, 5] });
    expect(byLine(24)).toEqual({ kind: 'acceleration', id: 1, points: [10, 10, 0] });
    expect(byLine(25)).toEqual({
      kind: 'acceleratedRounds', matchPoints: 10, gamePoints: 10, firstRound: 1, lastRound: 2, firstPlayer: 2, lastPlayer: 3,
    });
    expect(byLine(26)).toEqual({ kind: 'unknown', text: 'DAT    1  EMAIL someone@example.org' });
    expect(byLine(28)).toEqual({ kind: 'blank', text: '   ' });
  });

  it('reads player fields and round blocks', () => {
    expect(byLine(29)).toEqual({
      kind: 'player', startingRank: 1, sex: 'm', title: 'GM', name: 'Alpha, Anders', rating: 2650, federation: 'NOR',
      fideId: '1503014', birthDate: '1990/11/30', points: 20, rank: 2,
      rounds: [
        { opponent: 4, colour: 'w', result: '1', blank: false },
        { opponent: 2, colour: 'b', result: 'W', blank: false },
        { opponent: 3, colour: 'w', result: '0', blank: false },
      ],
    });
    expect(byLine(30)).toMatchObject({ title: 'WIM', sex: 'w', birthDate: '2001' });
    expect(byLine(31)).toMatchObject({ title: 'g', fideId: '' });
    expect(byLine(35)).toMatchObject({
      rating: 0,
      rounds: [
        { opponent: null, colour: null, result: null, blank: true },
        { opponent: null, colour: null, result: 'Z', blank: false },
        { opponent: null, colour: null, result: '=', blank: false },
      ],
    });
  });

  it('keeps the raw text and the line number of every record', () => {
    expect(doc.records[0]).toMatchObject({ line: 1, raw: '012 Extensions Test Open' });
    expect(doc.records.at(-1)).toMatchObject({ line: 35 });
  });
});

describe('tolerance', () => {
  it('reads short lines, missing trailing blocks and trailing blanks', () => {
    expect(one('001    7')).toMatchObject({ startingRank: 7, name: '', rating: 0, points: null, rank: null, rounds: [] });
    const line = playerLine(3, '1.0', ['   2 w 1', '   4 b']);
    expect(one(line)).toMatchObject({ rounds: [{ opponent: 2 }, { opponent: 4, colour: 'b', result: null, blank: false }] });
    expect(one(`${playerLine(3, '1.0', ['   2 w 1'])}  `)).toMatchObject({ rounds: [{ opponent: 2 }] });
    expect(one(`${playerLine(3, '1.0', ['   2 w 1'])}   `)).toMatchObject({ rounds: [{ opponent: 2 }, { blank: true }] });
  });

  it('reads colour and result letters in either case, and 0000 or blanks as no opponent', () => {
    expect((one(playerLine(1, '', ['   2 W w', '   3 B d', '0000 - u', '     - h'])) as PlayerRecord).rounds).toEqual([
      { opponent: 2, colour: 'w', result: 'W', blank: false },
      { opponent: 3, colour: 'b', result: 'D', blank: false },
      { opponent: null, colour: null, result: 'U', blank: false },
      { opponent: null, colour: null, result: 'H', blank: false },
    ]);
  });

  it('reads numbers aligned either way in the static fields and 240 with any spacing', () => {
    expect(one('001 12  ')).toMatchObject({ startingRank: 12 });
    expect(one('240 F 3 1 2')).toEqual({ kind: 'byeDeclaration', type: 'F', round: 3, ids: [1, 2] });
    expect(one('162 W1.0D.5')).toMatchObject({ values: new Map([['W', 10], ['D', 5]]) });
    expect(one('XXC BLACK1')).toMatchObject({ colour: 'black', rank: false });
  });

  it('keeps lines with unknown codes, and short lines, verbatim', () => {
    expect(one('310 Team record of TRF-2026')).toEqual({ kind: 'unknown', text: '310 Team record of TRF-2026' });
    expect(one('xx')).toEqual({ kind: 'unknown', text: 'xx' });
    expect(one('\t ')).toEqual({ kind: 'blank', text: '\t ' });
  });
});

describe('canonical form', () => {
  const canonical = (record: TrfRecord): string => formatRecord(bareRecord(record));

  it('writes the player line at the TRF-16 columns, titles right-aligned, without trailing blanks', () => {
    expect(canonical(byLine(31))).toBe(
      '001    3 m  g Gamma, Gustav                     2500 DEN                         3.0    1     6 w +  0000 - U     1 b 1',
    );
    expect(canonical(byLine(35))).toBe(
      '001    7 m    Eta, Elias                           0                             0.5    4            0000 - Z  0000 - =',
    );
    // Title left-aligned against the sex column, rating blank (unrated), trailing blanks.
    const player = one('001    1 mGM  Name                                                     ');
    expect(canonical(player)).toBe(`001    1 m GM ${'Name'.padEnd(33)}    0`);
  });

  it('writes a blank last block in full, so the line keeps its rounds', () => {
    const player = one(playerLine(3, '1.0', ['   2 w 1', '        ']));
    expect(canonical(player)).toHaveLength(109);
    expect(one(canonical(player))).toEqual(player);
  });

  it('writes upper-case results, lower-case colours, 0000 and - for what is missing', () => {
    expect(canonical(one(playerLine(1, '', ['   2 W w', '     - h', '   3 b'])))).toMatch(/     2 w W  0000 - H     3 b$/);
  });

  it('writes the other records in their documented layouts', () => {
    expect(canonical(one('XXC white1 rank'))).toBe('XXC rank white1');
    expect(canonical(one('152 b'))).toBe('152 B');
    expect(canonical(one('XXR   07'))).toBe('XXR 7');
    expect(canonical(one('XXS w=1 pab=.5'))).toBe('XXS W=1.0 PAB=0.5');
    expect(canonical(one('BBW 2'))).toBe('BBW  2.0');
    expect(canonical(one('162 W1 D.5'))).toBe('162  W 1.0    D 0.5');
    expect(canonical(one('240 F 3 1 22'))).toBe('240 F   3    1   22');
    expect(canonical(one('260 1 3 5 7'))).toBe('260   1   3    5    7');
    expect(canonical(one('XXA 1 1 .5'))).toBe('XXA    1  1.0  0.5');
    expect(canonical(one('250 1 .5 1 2 1 30'))).toBe('250 1.0 0.5 1 2 1 30');
    expect(canonical(one('013 Team A   1  2'))).toBe('013 Team A   1  2');
    expect(canonical(one(`013 ${'A'.padEnd(32)}   1    2`))).toBe(`013 ${'A'.padEnd(32)}   1    2`);
    expect(canonical(one('042 '))).toBe('042');
    expect(canonical(one('###x'))).toBe('###x');
  });

  it('refuses values that do not fit their columns', () => {
    const player = one(playerLine(1, '', [])) as PlayerRecord;
    expect(() => formatRecord({ ...player, points: 1000 })).toThrow(InputError);
    expect(() => formatRecord({ ...player, points: 1000 })).toThrow('cannot write player 1: points value 1000 (tenths) is not an integer in 0-999');
    expect(() => formatRecord({ ...player, name: 'x'.repeat(34) })).toThrow(/name "x+" is longer than 33 columns/);
    expect(() => formatRecord({ ...player, startingRank: 10000 })).toThrow('cannot write player 10000: starting rank 10000 is not an integer in 1-9999');
    expect(() => formatRecord({ ...player, rounds: [{ opponent: 2, colour: null, result: null, blank: true }] })).toThrow(
      'a blank round block has contents',
    );
    expect(() => formatRecord({ kind: 'header', code: 'XXR', text: '5' })).toThrow('"XXR" is not a header code');
    expect(() => formatRecord({ kind: 'unknown', text: '001 x' })).toThrow('"001" would be read as a known record');
    expect(() => formatRecord({ kind: 'comment', text: 'a\nb' })).toThrow('the text contains a line break');
    expect(() => formatRecord({ kind: 'forbiddenPairs', ids: [1] })).toThrow('XXP needs at least two players');
  });
});
