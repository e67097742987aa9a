/**
 * Spreadsheet exports as they come (issue 33 item 6): `Name` + `Vorname`/`First name`/`Prénom` make `Last,
 * First`; every column not used is named once in a warning; Excel's `sep=;` line is read; a bare `ID` is the
 * FIDE id when it looks like one; `DWZ` and clubs are named as dropped; a TRF that is not UTF-8 is read as
 * Windows-1252 with one warning, and an edit writes it back in Windows-1252.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPlayerList } from '../../src/cli/playerCsv.js';
import type { Diagnostic } from '../../src/errors.js';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-csv-');

/** The export: a German club's list, as Excel writes it with `sep=;` first. */
const GERMAN = 'sep=;\nNr;Name;Vorname;Titel;Elo;DWZ;Verein;Land;ID\n1;Müller;Hans;FM;2210;2180;SK Berlin;GER;4612345\n2;Schmidt;Anna;;1950;1900;SC Köln;GER;\n3;Weiß;Jürgen;;0;1450;SK Berlin;GER;24681012\n';

function read(text: string): { players: ReturnType<typeof readPlayerList>; warnings: Diagnostic[] } {
  const warnings: Diagnostic[] = [];
  return { players: readPlayerList(text, 'p.csv', warnings), warnings };
}

describe('a spreadsheet export', () => {
  it('Name + Vorname make "Last, First"; sep=; is read; the bare ID is the FIDE id; Nr, DWZ, Verein named once as not used', () => {
    const { players, warnings } = read(GERMAN);
    expect(players.map((p) => [p.name, p.rating, p.title, p.federation, p.fideId])).toEqual([
      ['Müller, Hans', 2210, 'FM', 'GER', '4612345'],
      ['Schmidt, Anna', 1950, '', 'GER', ''],
      ['Weiß, Jürgen', 0, '', 'GER', '24681012'],
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.position).toEqual({ file: 'p.csv', line: 2, column: 1 });
    expect(warnings[0]!.message).toBe(
      'columns not used: "Nr" (swisspair numbers the players by the C.04.2 initial order); "DWZ" (a national rating: a 001 line has no place for it); "Verein" (a club: a 001 line has no place for it)',
    );
  });

  it.each([
    ['First name', 'Name,First name,Rating\nCarlsen,Magnus,2830\n'],
    ['Prénom', 'Nom;Prénom;Elo\nCarlsen;Magnus;2830\n'],
    ['Vorname, tab-separated', 'Name\tVorname\tElo\nCarlsen\tMagnus\t2830\n'],
  ])('%s', (_what, text) => {
    const { players, warnings } = read(text);
    expect(players[0]!.name).toBe('Carlsen, Magnus');
    expect(warnings).toEqual([]);
  });

  it('a Name column alone (and Last/First columns) is read as before', () => {
    expect(read('Name,Rating\n"Carlsen, Magnus",2830\n').players[0]!.name).toBe('Carlsen, Magnus');
    expect(read('Last name,First name,Rating\nCarlsen,Magnus,2830\n').players[0]!.name).toBe('Carlsen, Magnus');
  });

  it('an ID column that does not hold FIDE ids is not read as one: named as not used, not an error', () => {
    const { players, warnings } = read('Name;Elo;ID\nA;1500;C0327-123\nB;1400;17\n');
    expect(players.map((p) => p.fideId)).toEqual(['', '']);
    expect(warnings.map((w) => w.message)).toEqual(['columns not used: "ID" (not FIDE ids (each would be 4 to 10 digits))']);
  });

  it('a FIDE ID column beside a bare ID: the FIDE ID column is read, the other named', () => {
    const { players, warnings } = read('Name,FIDE ID,ID,Rating\nA,1503014,99,2800\n');
    expect(players[0]!.fideId).toBe('1503014');
    expect(warnings[0]!.message).toMatch(/^columns not used: "ID"/);
  });

  it('sep=, in quotes, and a sep= naming a separator the header would not suggest', () => {
    expect(read('"sep=,"\nName,Rating\n"Carlsen, Magnus",2830\n').players[0]!.name).toBe('Carlsen, Magnus');
    expect(read('sep=|\nName|Rating|Notes\nA;B|2000|x;y;z\n').players[0]).toMatchObject({ name: 'A;B', rating: 2000 });
  });

  it('swisspair new on the issue\'s export, as a file with Windows line ends and a Latin-1 ß', () => {
    const dir = tmp();
    const csv = join(dir, 'verein.csv');
    writeFileSync(csv, Buffer.from(GERMAN.replace(/\n/g, '\r\n'), 'latin1'));
    const out = join(dir, 't.trf');
    const r = cli(['new', out, '--players', csv, '--rounds', '7']);
    expect(r.code).toBe(0);
    expect(r.stderr.match(/columns not used/g)).toHaveLength(1);
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/^001 {4}1 {3}FM Müller, Hans {22}2210 GER {5}4612345/m);
    expect(text).toContain('Weiß, Jürgen');
  });
});

describe('a TRF that is not UTF-8', () => {
  /** The worked example with player 1 renamed in Windows-1252 (ë 0xEB, š 0x9A: not Latin-1). */
  function cp1252File(): string {
    const file = join(tmp(), 'w.trf');
    const bytes = readFileSync('samples/worked-example-after-round-2.trf');
    writeFileSync(file, Buffer.from(bytes.toString('latin1').replace('Alice     ', 'Zo\u00eb M\u009aller'), 'latin1'));
    return file;
  }

  it('is read as Windows-1252 with one warning at the first byte that is not UTF-8 (it was refused without --encoding)', () => {
    const file = cp1252File();
    const r = cli(['pair', file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Zoë Mšller');
    expect(r.stderr).toBe(`warning: ${file}:12:17: the file is not UTF-8 (byte 0xEB): read as Windows-1252, and written back so by the commands that edit it (--encoding names another encoding)\n`);
    for (const command of [['check', file], ['standings', file], ['inspect', file], ['show', file]]) {
      const c = cli(command);
      expect(c.code).toBe(0);
      expect(c.stderr.match(/not UTF-8/g)).toHaveLength(1);
    }
  });

  it('an edit writes it back in Windows-1252, every other byte as it was', () => {
    const file = cp1252File();
    const before = readFileSync(file);
    expect(cli(['result', file, '--round', '2', '5-1=0-1', '--force']).code).toBe(0);
    const after = readFileSync(file);
    expect(after.includes(Buffer.from([0x5a, 0x6f, 0xeb, 0x20, 0x4d, 0x9a]))).toBe(true);
    expect(after.length).toBe(before.length);
    expect(cli(['pair', file, '-o', file, '--force']).code).toBe(0);
    expect(readFileSync(file).includes(Buffer.from([0xeb, 0x20, 0x4d, 0x9a]))).toBe(true);
  });

  it('--encoding still decides when given: utf-8 refuses it at the byte, as before', () => {
    const r = cli(['pair', cp1252File(), '--encoding', 'utf-8']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/:12:17: invalid utf-8 byte 0xEB/);
  });
});
