/**
 * Issue 11, item 1: other writers' files read without refusing what the format allows, with a warning (file, line,
 * column) for what swisspair cannot use, and an error for what makes no sense. One block per bullet of the item.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, InputError, SizeLimitError, SwisspairError, TrfParseError } from '../../src/errors.js';
import { deriveRoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import { playerId, type Tournament } from '../../src/model/types.js';
import { pairRound } from '../../src/systems/index.js';
import { checkConsistency } from '../../src/trf/consistency.js';
import { formatRecord, withoutSource } from '../../src/trf/format.js';
import { MAX_LINE_LENGTH, MAX_LINES } from '../../src/trf/lines.js';
import { checkInputSize, parseTrf, readTrf } from '../../src/trf/parse.js';
import { pointSystemOf } from '../../src/trf/pointSystem.js';
import { playerLine } from './helpers.js';

const REAL = new URL('../fixtures/real/', import.meta.url);
const realBytes = (name: string): Uint8Array => new Uint8Array(readFileSync(new URL(name, REAL)));

function tournament(lines: readonly string[], file = 't.trf'): Tournament {
  return buildTournament(parseTrf(lines.join('\n') + '\n', { fileName: file }), { fileName: file });
}

function warnings(lines: readonly string[]): string[] {
  return tournament(lines).warnings.map(formatDiagnostic);
}

function thrown(f: () => unknown): SwisspairError {
  try {
    f();
  } catch (error) {
    if (error instanceof SwisspairError) return error;
    throw error;
  }
  throw new Error('expected a SwisspairError');
}

// A consistent 4-player, 2-round tournament.
const base = [
  'XXR 3',
  playerLine(1, '2.0', ['   3 w 1', '   2 b 1']),
  playerLine(2, '1.0', ['   4 b 1', '   1 w 0']),
  playerLine(3, '0.5', ['   1 b 0', '   4 w =']),
  playerLine(4, '0.5', ['   2 w 0', '   3 b =']),
];

describe('162 with a code TRF-2026 does not define, 250 with a blank field, team files', () => {
  it("reads Tornello's `Z 0.0` and warns at its column; the other codes still count", () => {
    const lines = ['162  W 3.0    D 1.0    Z 0.0    P 3.0', ...base.slice(1)];
    const doc = parseTrf(lines.join('\n'));
    expect(pointSystemOf(doc)).toMatchObject({ win: 30, draw: 10, pab: 30 });
    const { warnings: w } = checkConsistency(doc, 't.trf');
    expect(w.map(formatDiagnostic)).toContain(
      't.trf:1:24: 162 code Z is not a TRF-2026 scoring code: its value is not used; found "Z"; expected W, D, L, A (absence), P (pairing-allocated bye) or X',
    );
  });

  it('reads 250 with blank game points by the TRF-2026 columns, and writes it back the same way', () => {
    const line = '250  2.0        1   1    1    2';
    const [record] = parseTrf(line).records;
    expect(record).toMatchObject({ kind: 'acceleratedRounds', matchPoints: 20, gamePoints: null, firstRound: 1, lastRound: 1, firstPlayer: 1, lastPlayer: 2 });
    expect(formatRecord(withoutSource(record!))).toBe(line);
    const t = tournament(['250  2.0        1   1    1    2', ...base]);
    expect(t.acceleration.get(playerId(2))).toEqual([20]);
  });

  it('a 250 with five fields outside the columns is still refused at its line', () => {
    expect(thrown(() => parseTrf('250 1.0 1 2 1 3')).message).toContain('250 has 5 fields');
  });

  it('a team file where every member of the bye team has U is read, and no warning says its team records are unread (the team model reads them); in an individual file two U are an error', () => {
    const twoPabs = [...base.slice(0, 3), playerLine(3, '1.5', ['   1 b 0', '0000 - U']), playerLine(4, '1.0', ['   2 w 0', '0000 - U'])];
    const teamFile = ['192 FIDE_TEAM_BAKU', ...twoPabs];
    expect(tournament(teamFile).players.filter((p) => p.rounds[1]?.kind === 'pab')).toHaveLength(2);
    expect(warnings(teamFile).filter((w) => /team|not used for pairing/.test(w))).toEqual([]);
    expect(thrown(() => tournament(twoPabs)).message).toContain('has the pairing-allocated bye, but so has');
  });
});

describe('299 bonus and penalty (TRF-2026) count in the scores', () => {
  it('reads the individual and the team layouts', () => {
    const records = parseTrf(['299           2.0    1    4', '299          -0.5    1    2', '299 +  2.0  2.5   1    1', '299 -  0.0  1.5'].join('\n')).records;
    expect(records.map((r) => withoutSource(r))).toEqual([
      { kind: 'pointAdjustment', type: '', points: [20], round: 1, ids: [4] },
      { kind: 'pointAdjustment', type: '', points: [-5], round: 1, ids: [2] },
      { kind: 'pointAdjustment', type: '+', points: [20, 25], round: 1, ids: [1] },
      { kind: 'pointAdjustment', type: '-', points: [0, 15], round: null, ids: [] },
    ]);
    for (const r of records) {
      const again = parseTrf(formatRecord(withoutSource(r))).records[0]!;
      expect(withoutSource(again)).toEqual(withoutSource(r));
    }
  });

  it("Sharly-Chess's indiv_299_bonus: +2.0 after round 1 for player 4 — the points column agrees, and round 2 pairs as their fork does", () => {
    const name = 'fixtures/Sharly-Chess__bbpPairings__indiv_299_bonus.trf';
    const doc = readTrf(realBytes(name), { fileName: name });
    expect(checkConsistency(doc, name).warnings).toEqual([]);
    const t = buildTournament(doc, { fileName: name });
    const state = deriveRoundState(t, 2);
    expect(state.players.map((p) => p.score)).toEqual([10, 0, 10, 20, 10]);
    const pairing = pairRound(state, 'dutch', { edition: '2017' });
    // Their test/tests/indiv_299_bonus.output.expected: 4 1, 5 3, 2 0.
    expect(pairing.pairs.map((p) => [p.white, p.black])).toEqual([[4, 1], [5, 3]]);
    expect(pairing.bye).toBe(2);
  });

  it("Sharly-Chess's indiv_299_penalty: -0.5 for player 2 after round 1", () => {
    const name = 'fixtures/Sharly-Chess__bbpPairings__indiv_299_penalty.trf';
    const doc = readTrf(realBytes(name), { fileName: name });
    expect(checkConsistency(doc, name).warnings).toEqual([]);
    const state = deriveRoundState(buildTournament(doc, { fileName: name }), 2);
    expect(state.players.map((p) => p.score)).toEqual([5, 0, 5, 5, 10]);
    const pairing = pairRound(state, 'dutch', { edition: '2017' });
    expect(pairing.pairs.map((p) => [p.white, p.black])).toEqual([[5, 3], [4, 1]]);
    expect(pairing.bye).toBe(2);
  });

  it('a team-type 299 is read and said not to be used', () => {
    expect(warnings(['299 +  2.0  2.5   1    1', ...base])).toContain(
      't.trf:1:5: 299 of type + (a team point assignment) is not used: only 299 with a blank type (a bonus or penalty) counts in the scores; found "+"; expected a blank type at column 5 for an individual bonus or penalty',
    );
  });
});

describe('codes nobody defines and shifted columns', () => {
  it("py4swiss's `101` line is kept and warned about, never dropped silently", () => {
    const name = 'fixtures/invalid/Moritz72__py4swiss__invalid_code.trf';
    const t = buildTournament(readTrf(realBytes(name), { fileName: name }), { fileName: name });
    expect(t.warnings.map(formatDiagnostic)[0]).toMatch(/^fixtures\/invalid\/Moritz72__py4swiss__invalid_code\.trf:7:1: unknown record code "101": the line is kept but not read/);
  });

  it('one warning per unknown code, with the number of its lines; other programs\' codes are named', () => {
    expect(warnings([...base, 'ABC one', 'ABC two', 'TNR 5'])).toEqual([
      't.trf:6:1: unknown record code "ABC" (2 lines): the line is kept but not read; found "ABC one"; expected a TRF-16, TRF(x) or TRF-2026 record code (001 for a player)',
      't.trf:8:1: CPPDubovSystem number of rounds (swisspair reads XXR or 142) TNR is not used for pairing; found "TNR 5"',
    ]);
  });

  it('a UTF-8 name read as latin1 shifts the columns: reported once, at the name, with the encoding to use', () => {
    const utf8 = Buffer.from(`${playerLine(1, '1.0', ['   2 w 1'], 'Göl, Cihan')}\n${playerLine(2, '0.0', ['   1 b 0'])}\n`, 'utf8');
    const error = thrown(() => readTrf(utf8, { fileName: 'l.trf', encoding: 'latin1' }));
    expect(error).toBeInstanceOf(TrfParseError);
    expect(error.diagnostics.map(formatDiagnostic)).toEqual([
      'l.trf:1:16: player 1: the columns after the name are shifted 1 to the right, and the name has characters outside ASCII; found "GÃ¶l, Cihan"; expected the columns of TRF-16; the file is probably UTF-8 read as latin1 or windows-1252: read it with --encoding utf-8',
    ]);
    expect(readTrf(utf8, { encoding: 'utf-8' }).records).toHaveLength(2);
  });

  it('a writer that counts columns in bytes pads a UTF-8 name one short: reported at the name', () => {
    const line = playerLine(1, '1.0', ['   2 w 1'], 'Göl, Cihan');
    const shortByOne = line.slice(0, 46) + line.slice(47); // one blank less at the end of the name
    const error = thrown(() => parseTrf(`${shortByOne}\n${playerLine(2, '0.0', ['   1 b 0'])}`, { fileName: 'b.trf' }));
    expect(error.diagnostics).toHaveLength(1);
    expect(formatDiagnostic(error.diagnostics[0]!)).toMatch(/^b\.trf:1:16: player 1: the columns after the name are shifted 1 to the left.*counts bytes \(pad the name with 1 blank\(s\)\), or is latin1 read as UTF-8/);
  });

  it('latin1 bytes that happen to be valid UTF-8 shorten the name: reported at the name, naming latin1 too', () => {
    const latin1 = Buffer.from(`${playerLine(1, '1.0', ['   2 w 1'], 'CafÃ©, Ana')}\n${playerLine(2, '0.0', ['   1 b 0'])}\n`, 'latin1');
    const error = thrown(() => readTrf(latin1, { fileName: 'c.trf' }));
    expect(formatDiagnostic(error.diagnostics[0]!)).toMatch(/^c\.trf:1:18: player 1: the columns after the name are shifted 1 to the left.*latin1 read as UTF-8 \(--encoding latin1\)$/);
    expect(readTrf(latin1, { encoding: 'latin1' }).records).toHaveLength(2);
  });
});

describe('what is not a TRF is an error, never an empty tournament', () => {
  it.each([
    ['an empty file', '', 'e.trf:1:1: the file is empty'],
    ['blank lines only', '\n  \n', 'e.trf:1:1: the file is empty (blank lines only)'],
    ['/etc/passwd', 'root:x:0:0:root:/root:/bin/bash\n', 'e.trf:1:1: the file has no player (001) line'],
    ['a README', '# swisspair\n\nPairs chess tournaments.\n', 'e.trf:1:1: the file has no player (001) line'],
  ])('%s', (_what, text, message) => {
    const error = thrown(() => tournament([text], 'e.trf'));
    expect(error).toBeInstanceOf(InputError);
    expect(formatDiagnostic(error.diagnostics[0]!)).toContain(message);
  });

  it('UTF-16, with or without a byte-order mark, is refused with a hint', () => {
    const text = `${playerLine(1, '0.0', [])}\n`;
    const le = Buffer.from(text, 'utf16le');
    expect(formatDiagnostic(thrown(() => readTrf(le, { fileName: 'u.trf' })).diagnostics[0]!)).toContain('u.trf:1:2: invalid utf-8 byte 0x00');
    expect(thrown(() => readTrf(le, { fileName: 'u.trf' })).message).toContain('UTF-16');
    const withBom = Buffer.concat([Buffer.from([0xff, 0xfe]), le]);
    expect(thrown(() => readTrf(withBom, { fileName: 'u.trf' })).message).toContain('UTF-16');
  });
});

describe('rounds: planned, played, half entered', () => {
  it('XXR smaller than the rounds played is a warning at the XXR line', () => {
    expect(warnings(['XXR 1', ...base.slice(1)])).toContain('t.trf:1:5: XXR says the tournament has 1 rounds, but the file has 2 paired rounds; found "1"; expected at least 2');
  });

  it('pairing past the last planned round is an error at the XXR line; an earlier round can still be re-paired', () => {
    const t = tournament(['XXR 2', ...base.slice(1)]);
    const error = thrown(() => deriveRoundState(t, 3));
    expect(formatDiagnostic(error.diagnostics[0]!)).toBe(
      't.trf:1:5: cannot pair round 3: the tournament has 2 rounds and all are in the file; expected a round from 1 to 2 (--round), or a larger XXR / 142 if the tournament was extended',
    );
    expect(deriveRoundState(t, 2).round).toBe(2);
    expect(deriveRoundState(t, 3, { pastLastRound: true }).round).toBe(3);
  });

  it('a round entered for some players only is said, with the players that count as absent', () => {
    const half = [...base.slice(0, 3), playerLine(3, '0.0', ['   1 b 0']), playerLine(4, '0.0', ['   2 w 0'])];
    expect(warnings(half)).toEqual([
      't.trf:4:100: round 2 is entered for 2 of 4 players; players 3, 4 have no round 2 entry and count as absent (zero-point bye); expected a round 2 block for every player (0000 - Z for an absence)',
    ]);
    expect(warnings(base)).toEqual([]);
    // One player of four without an entry is a withdrawal as writers record it (the line ends): no warning.
    const withdrawn = [...base.slice(0, 3), playerLine(3, '1.0', ['   1 b 0', '0000 - U']), playerLine(4, '0.0', ['   2 w 0'])];
    expect(warnings(withdrawn)).toEqual([]);
  });

  it('games without results before the round to pair are an error at the first such block', () => {
    const pending = [base[0]!, playerLine(1, '1.0', ['   3 w 1', '   2 b  ']), playerLine(2, '1.0', ['   4 b 1', '   1 w  ']), ...base.slice(3)];
    const t = tournament(pending);
    expect(formatDiagnostic(thrown(() => deriveRoundState(t, 3)).diagnostics[0]!)).toBe(
      't.trf:2:102: games before round 3 have no result (players 1, 2; first in round 2); expected a result for every game of the earlier rounds',
    );
  });
});

describe('records that make no sense', () => {
  const errorsOf = (lines: readonly string[]): string[] => thrown(() => tournament(lines)).diagnostics.map(formatDiagnostic);

  it('XXP 1 1', () => {
    expect(errorsOf([...base, 'XXP 1 1'])).toEqual([
      't.trf:6:7: XXP names player 1 twice: a player cannot be paired with himself anyway; found "1"; expected two or more different starting ranks',
    ]);
  });

  it('two numbers of rounds that differ are an error; the same one repeated a warning; XXR and 142 agreeing are fine', () => {
    expect(errorsOf([...base, '142 4'])).toEqual(['t.trf:6:5: 142 says 4 rounds but XXR at line 1 says 3; found "4"; expected the same number of rounds (3)']);
    expect(warnings([...base, 'XXR 3'])).toEqual(['t.trf:6:5: XXR repeats the number of rounds (already given by XXR at line 1); found "3"; expected one XXR (and/or one 142) record']);
    expect(warnings([...base, '142 3'])).toEqual([]);
  });

  it('240 for a round already played by that player is a warning; for a player who does not exist an error', () => {
    expect(warnings([...base, '240 H   2    1'])).toEqual([
      't.trf:6:5: 240 declares a bye in round 2 for player 1, paired in that round of the file: the file\'s games are what counts; expected a bye declared for a round the player does not play',
    ]);
    expect(errorsOf([...base, '240 H   3    9'])).toEqual([
      't.trf:6:14: 240 names player 9, who does not exist; found "9"; expected the starting rank of a player of the file',
    ]);
  });

  it('a known record code in lower case (xxz) is refused, so the players it names are not paired by mistake', () => {
    expect(thrown(() => parseTrf('xxz 1 2', { fileName: 't.trf' })).diagnostics.map(formatDiagnostic)).toEqual([
      't.trf:1:1: record code xxz must be written XXZ; found "xxz"; expected XXZ (record codes are upper case)',
    ]);
  });

  it('Dubov without ratings names the line of the first unrated player', () => {
    const unrated = base.map((l) => (l.startsWith('001') ? `${l.slice(0, 48)}    ${l.slice(52)}` : l));
    const error = thrown(() => pairRound(deriveRoundState(tournament(unrated), 3), 'dubov', { edition: '2018' }));
    expect(formatDiagnostic(error.diagnostics[0]!)).toMatch(/^t\.trf:2:49: the Dubov system needs a rating for every player/);
  });
});

describe('size limits', () => {
  it(`more than ${MAX_LINES} lines (blank padding included) is refused at once, with exit code 4`, () => {
    const error = thrown(() => parseTrf(`${playerLine(1, '0.0', [])}\n${'\n'.repeat(MAX_LINES + 5)}`, { fileName: 'p.trf' }));
    expect(error).toBeInstanceOf(SizeLimitError);
    expect(error.exitCode).toBe(4);
    expect(error.diagnostics[0]!.position).toEqual({ file: 'p.trf', line: MAX_LINES + 1, column: 1 });
  });

  it(`a line longer than ${MAX_LINE_LENGTH} characters is refused at its line`, () => {
    const error = thrown(() => parseTrf(`012 x\n${' '.repeat(MAX_LINE_LENGTH + 1)}\n`, { fileName: 'p.trf' }));
    expect(error).toBeInstanceOf(SizeLimitError);
    expect(error.diagnostics[0]!.position).toEqual({ file: 'p.trf', line: 2, column: MAX_LINE_LENGTH + 1 });
  });

  it('an input over 128 MiB is refused before decoding', () => {
    expect(() => checkInputSize(128 * 1024 * 1024, 'x.trf')).not.toThrow();
    const error = thrown(() => checkInputSize(600 * 1024 * 1024, 'x.trf'));
    expect(error).toBeInstanceOf(SizeLimitError);
    expect(error.message).toBe('x.trf has 629,145,600 bytes, more than swisspair reads (128 MiB); expected a TRF file of at most 128 MiB (134,217,728 bytes)');
  });
});
