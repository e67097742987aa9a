/**
 * The library without glue (src/api/tournament.ts), against what the commands write: pairNextRound = `pair -o -`,
 * ratingReport = `standings -o -`, byte for byte; an edit returns the tournament of the edited file; standings
 * rows name the player.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  editTournament,
  openTournament,
  pairNextRound,
  parseGameResult,
  ratingReport,
  readTrf,
  setResult,
  standings,
  writeTrf,
} from '../../src/index.js';
import { cli } from '../support/cli.js';

const read = (path: string) => readTrf(readFileSync(path), { fileName: path });

describe('library without glue', () => {
  it.each([
    ['samples/worked-example-after-round-4.trf', [], {}],
    ['samples/worked-example-after-round-2.trf', ['--system', 'dubov', '--unrated-rating', '1000'], { system: 'dubov', unratedRating: 1000 }],
    ['samples/worked-example-after-round-1.trf', ['--acceleration', 'baku', '--edition', '2017'], { acceleration: 'baku', edition: '2017' }],
  ] as const)('pairNextRound(%s) writes what pair -o writes, 192 included (%j)', (path, args, options) => {
    const document = read(path);
    const next = pairNextRound(document, options);
    const viaCli = cli(['pair', path, '-o', '-', ...args]);
    expect(viaCli.code).toBe(0);
    expect(writeTrf(next.document)).toBe(viaCli.stdout);
    expect(writeTrf(next.document)).toMatch(new RegExp(`^192 ${next.pairing.typeCode}$`, 'm'));
    // The tournament returned is the one of the new document: the round is in it, no rebuilding by hand.
    expect(next.tournament.roundsInFile).toBe(next.pairing.round);
    expect(next.tournament.typeRecords.record192?.text).toBe(next.pairing.typeCode);
  });

  it('Baku acceleration asked for is kept in the 192 code written', () => {
    const next = pairNextRound(read('samples/worked-example-after-round-1.trf'), { acceleration: 'baku', edition: '2017' });
    expect(next.pairing.typeCode).toBe('FIDE_DUTCH_2017_BAKU');
  });

  it('an edit returns the tournament of the edited document', () => {
    const next = pairNextRound(read('samples/worked-example-after-round-4.trf'));
    const board = next.pairing.pairs[0]!;
    const after = editTournament(next, (d) => setResult(d, { round: next.pairing.round, white: board.white, black: board.black, result: parseGameResult('1-0')! }));
    const white = after.tournament.players.find((p) => p.id === board.white)!;
    expect(white.rounds[next.pairing.round - 1]).toMatchObject({ kind: 'played', result: 'win', opponent: board.black });
    expect(after.document).not.toBe(next.document);
  });

  it('ratingReport(document) in one call = standings -o, and the rows name the player', () => {
    const path = 'samples/worked-example-complete.trf';
    const report = ratingReport(read(path), { tiebreaks: 'BH/C1,BH,SB', roundDates: ['2026-03-07', '2026-03-08'] });
    const viaCli = cli(['standings', path, '--tiebreaks', 'BH/C1,BH,SB', '--round-dates', '2026-03-07,2026-03-08', '-o', '-']);
    expect(viaCli.code).toBe(0);
    expect(viaCli.stdout.startsWith(writeTrf(report.document))).toBe(true);
    const first = report.standings.players[0]!;
    const info = report.tournament.players.find((p) => p.id === first.id)!;
    expect(first).toMatchObject({ name: info.name, title: info.title, federation: info.federation, rating: info.rating });
    expect(first.name.length).toBeGreaterThan(0);
    expect(report.tournament.players.every((p) => p.writtenRank !== null)).toBe(true);
  });

  it('standings rows carry name, title, federation and rating', () => {
    const { tournament } = openTournament(read('samples/worked-example-complete.trf'));
    const rows = standings(tournament).players;
    for (const row of rows) {
      const p = tournament.players.find((q) => q.id === row.id)!;
      expect([row.name, row.title, row.federation, row.rating]).toEqual([p.name, p.title, p.federation, p.rating]);
    }
  });

  it('a round past the planned ones is refused', () => {
    expect(() => pairNextRound(read('samples/worked-example-complete.trf'))).toThrow(/planned rounds are in the file/);
  });
});
