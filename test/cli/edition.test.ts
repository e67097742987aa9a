/**
 * Editions at the edges: which edition is chosen, from which source (option > 192 code > 092 code > 042 start
 * date > in force), how every output names it, and the 192 record pair -o and generate write and read back.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTournament } from '../../src/model/tournament.js';
import { chooseEdition, editionInForce, type Edition, type SystemName } from '../../src/systems/index.js';
import { readTrf, writeTrf, type TrfDocument } from '../../src/trf/index.js';
import { withHeaderRecord } from '../../src/trf/typeRecord.js';
import { cli } from '../support/cli.js';

const SAMPLE = readFileSync('samples/worked-example-after-round-2.trf', 'utf8');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const tmp = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'swisspair-edition-'));
  dirs.push(d);
  return d;
};

/** The sample with its 042 replaced (null: removed) and extra header lines put after 092. */
function variant(date: string | null, ...records: string[]): string {
  let text = date === null ? SAMPLE.replace(/^042 .*\n/m, '') : SAMPLE.replace(/^042 .*$/m, `042 ${date}`);
  if (records.length > 0) text = text.replace(/^(092 .*\n)/m, `$1${records.join('\n')}\n`);
  return text;
}
const tournament = (text: string) => buildTournament(readTrf(Buffer.from(text), { fileName: 'v.trf' }), { fileName: 'v.trf' });
const choose = (text: string, system: SystemName = 'dutch', today = '2026-11-23', explicit?: Edition) =>
  chooseEdition(tournament(text), system, explicit, today);

describe('the edition chosen, and what chose it', () => {
  it('the option wins over every record and date', () => {
    expect(choose(variant('2026/03/01', '192 FIDE_DUTCH_2026'), 'dutch', '2026-11-23', '2017')).toMatchObject({ edition: '2017', source: 'option' });
  });

  it('192: the TRF-2026 code, with its line; it wins over the start date', () => {
    expect(choose(variant('2026/03/01', '192 FIDE_DUTCH_2017'))).toMatchObject({ edition: '2017', source: 'record 192', line: 9 });
    expect(choose(variant('2015/01/01', '192 FIDE_DUTCH_2026'))).toMatchObject({ edition: '2026', source: 'record 192' });
    expect(choose(variant('2015/01/01', '192 FIDE_DUTCH_2025_BAKU'))).toMatchObject({ edition: '2026', source: 'record 192' });
    expect(choose(variant('2026/03/01', '192 FIDE_DUBOV_2018'), 'dubov')).toMatchObject({ edition: '2018', source: 'record 192' });
  });

  it('092 when it holds a code, as bbpPairings 6 writes it (FIDE_DUTCH_2025 = the 2026 text)', () => {
    const bbp6 = SAMPLE.replace(/^092 .*$/m, '092 FIDE_DUTCH_2025');
    expect(choose(bbp6)).toMatchObject({ edition: '2026', source: 'record 092', line: 8 });
    // Free text in 092 decides nothing: the start date does.
    expect(choose(SAMPLE)).toMatchObject({ edition: '2017', source: 'start date' });
  });

  it('a code without a year, or for another system, leaves the choice to the start date', () => {
    expect(choose(variant('2015/01/01', '192 FIDE_DUTCH'))).toMatchObject({ edition: '2017', source: 'start date' });
    expect(choose(variant('2026/03/01', '192 FIDE_DUBOV_2018'))).toMatchObject({ edition: '2026', source: 'start date' });
  });

  it('042: before 1 February 2026 the old edition, from that day the new one (every date layout)', () => {
    expect(choose(variant('2026/01/31'))).toMatchObject({ edition: '2017', source: 'start date' });
    expect(choose(variant('2026/02/01'))).toMatchObject({ edition: '2026', source: 'start date' });
    expect(choose(variant('31/01/2026'))).toMatchObject({ edition: '2017' });
    expect(choose(variant('01.02.2026'))).toMatchObject({ edition: '2026' });
    expect(choose(variant('2026-01-31'), 'dubov')).toMatchObject({ edition: '2018', source: 'start date' });
  });

  it('placeholder or missing dates: the edition in force on the day', () => {
    for (const date of ['0000/00/00', 'dd/mm/yyyy', '', '2026/13/45', null]) {
      expect(choose(variant(date), 'dutch', '2026-01-31')).toMatchObject({ edition: '2017', source: 'in force' });
      expect(choose(variant(date), 'dutch', '2026-02-01')).toMatchObject({ edition: '2026', source: 'in force' });
      expect(choose(variant(date), 'dubov', '2026-01-31')).toMatchObject({ edition: '2018', source: 'in force' });
    }
    expect(editionInForce('dutch', '2026-01-31')).toBe('2017');
    expect(editionInForce('dubov', '2026-02-01')).toBe('2026');
  });
});

describe('every output names the edition', () => {
  const file = (text: string): string => {
    const f = join(tmp(), 'in.trf');
    writeFileSync(f, text);
    return f;
  };

  it('pair: after the round in the text header, `edition` in JSON', () => {
    const f = file(SAMPLE);
    expect(cli(['pair', f]).stdout.split('\n')[0]).toBe('Round 3, Dutch 2017 rules (start date 2015-01-01)');
    expect(cli(['pair', f, '--edition', '2017']).stdout.split('\n')[0]).toBe('Round 3, Dutch 2017 rules (--edition)');
    expect(cli(['pair', '--system', 'dubov', '--edition', '2026', f]).stdout.split('\n')[0]).toBe('Round 3, Dubov 2026 rules (system: --system; edition: --edition)');
    const j = JSON.parse(cli(['pair', f, '--json']).stdout) as { edition: unknown };
    expect(j.edition).toEqual({ system: 'dutch', systemSource: 'record 092', edition: '2017', source: 'start date' });
  });

  it('the deciding record is shown as written, with its line; no date means the rules in force', () => {
    const coded = file(variant('2026/03/01', '192 FIDE_DUTCH_2017'));
    expect(cli(['pair', coded]).stdout.split('\n')[0]).toBe('Round 3, Dutch 2017 rules (192 FIDE_DUTCH_2017, line 9)');
    const undated = file(variant(null));
    const r = cli(['pair', '--system', 'dubov', undated, '--json']);
    expect((JSON.parse(r.stdout) as { edition: unknown }).edition).toEqual({ system: 'dubov', systemSource: 'option', edition: '2026', source: 'in force' });
    expect(cli(['pair', '--system', 'dubov', undated]).stdout.split('\n')[0]).toBe(
      'Round 3, Dubov 2026 rules (system: --system; edition: no start date: the rules in force since 2026-02-01)',
    );
  });

  it('check: on each file line, and `edition` per file in JSON', () => {
    const a = file(SAMPLE);
    const b = file(variant('2026/03/01', '192 FIDE_DUBOV_2018'));
    const text = cli(['check', '--system', 'dubov', a, b]).stdout.split('\n').filter((l) => l.includes('rounds reproduced'));
    expect(text[0]).toMatch(/ rounds reproduced, Dubov 2018 rules \(system: --system; edition: start date 2015-01-01\)$/);
    expect(text[1]).toMatch(/ rounds reproduced, Dubov 2018 rules \(system: --system; edition: 192 FIDE_DUBOV_2018, line 9\)$/);
    const j = JSON.parse(cli(['check', '--system', 'dubov', '--json', a, b]).stdout) as { files: { edition: unknown }[] };
    expect(j.files.map((f) => f.edition)).toEqual([
      { system: 'dubov', systemSource: 'option', edition: '2018', source: 'start date' },
      { system: 'dubov', systemSource: 'option', edition: '2018', source: 'record 192' },
    ]);
  });

  it('inspect: second header line, `edition` in JSON', () => {
    const f = file(SAMPLE);
    expect(cli(['inspect', f]).stdout.split('\n')[1]).toBe('Dutch 2017 rules (start date 2015-01-01)');
    expect(cli(['inspect', '--system', 'dubov', '--edition', '2026', f]).stdout.split('\n')[1]).toBe('Dubov 2026 rules (system: --system; edition: --edition)');
    const j = JSON.parse(cli(['inspect', f, '--json', '--edition', '2026']).stdout) as { edition: unknown };
    expect(j.edition).toEqual({ system: 'dutch', systemSource: 'record 092', edition: '2026', source: 'option' });
  });

  it('--edition is validated per system (exit 3): the system given, the one the file names, or Dutch', () => {
    const f = file(SAMPLE);
    const unnamed = file(SAMPLE.replace(/^092 .*\n/m, ''));
    for (const cmd of ['pair', 'check', 'inspect']) {
      const r = cli([cmd, f, '--edition', '2018']);
      expect(r.code).toBe(3);
      expect(r.stderr).toContain(
        '--edition 2018 is not an edition of dutch (2017, 2026), the system the file names (092 Individual: Swiss-System (FIDE Dutch), line 8); give --system dubov to pair it by dubov',
      );
      expect(cli([cmd, unnamed, '--edition', '2018']).stderr).toContain('--edition for dutch expects one of 2017, 2026, got "2018"');
      expect(cli([cmd, f, '--system', 'dutch', '--edition', '2018']).stderr).toBe('error: --edition for dutch expects one of 2017, 2026, got "2018"\n');
      // Not an edition of any system: refused before the file is read.
      expect(cli([cmd, join(tmp(), 'missing.trf'), '--edition', '2019'])).toMatchObject({
        code: 3,
        stderr:
          'error: --edition expects one of 2017, 2018, 2026, GP, GP_MP, MP, MP_GP, TYPEA_GP, TYPEA_GP_MP, TYPEA_MP, TYPEA_MP_GP, TYPEB_GP, TYPEB_GP_MP, TYPEB_MP, TYPEB_MP_GP, double, fide-double, single (Dutch 2017, 2026; Dubov 2018, 2026; Round robin single, double, fide-double; Swiss team system TYPEA_MP_GP, TYPEA_GP_MP, TYPEA_MP, TYPEA_GP, TYPEB_MP_GP, TYPEB_GP_MP, TYPEB_MP, TYPEB_GP, MP_GP, GP_MP, MP, GP; Team round robin single, double, fide-double), got "2019"\n',
      });
    }
  });
});

describe('inspect reads unplayed rounds as the edition does', () => {
  type Player = { id: number; floats: { previousRound: string | null }; pabEligible: boolean };
  const players = (args: string[], text: string): Player[] => (JSON.parse(cli(['inspect', '-', '--json', ...args], text).stdout) as { players: Player[] }).players;

  it('Dutch 2017 A.4.b: a zero-point bye is a downfloat; Dutch 2026 1.4.3: it is not (player 12, round 2)', () => {
    expect(players(['--edition', '2017'], SAMPLE).find((p) => p.id === 12)!.floats.previousRound).toBe('down');
    expect(players(['--edition', '2026'], SAMPLE).find((p) => p.id === 12)!.floats.previousRound).toBeNull();
    // The PAB is a downfloat in both (player 14).
    expect(players(['--edition', '2026'], SAMPLE).find((p) => p.id === 14)!.floats.previousRound).toBe('down');
  });

  it('C.04.1 (2026) art. 4: a full-point bye bars the PAB; under the 2017 reading it did not', () => {
    const text = SAMPLE.replace(/^(001   12 .*)0000 - Z$/m, '$10000 - F');
    expect(players(['--edition', '2017'], text).find((p) => p.id === 12)!.pabEligible).toBe(true);
    expect(players(['--edition', '2026'], text).find((p) => p.id === 12)!.pabEligible).toBe(false);
    expect(players(['--system', 'dubov', '--edition', '2026'], text).find((p) => p.id === 12)!.pabEligible).toBe(false);
  });
});

describe('the 192 record: written by pair -o and generate, read back', () => {
  it('pair -o writes 192 after 092; the next pair reads the edition from it', () => {
    const dir = tmp();
    const out = join(dir, 'out.trf');
    expect(cli(['pair', 'samples/worked-example-after-round-2.trf', '--edition', '2017', '-o', out]).code).toBe(0);
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/^092 Individual: Swiss-System \(FIDE Dutch\)\n192 FIDE_DUTCH_2017\n102 /m);
    // Same file but for 192, byte for byte, as pair -o wrote it before editions.
    expect(text.replace('192 FIDE_DUTCH_2017\n', '')).toBe(
      cli(['pair', 'samples/worked-example-after-round-2.trf', '--edition', '2017', '-o', '-']).stdout.replace('192 FIDE_DUTCH_2017\n', ''),
    );
    expect(chooseEdition(tournament(text), 'dutch', undefined, '2026-11-23')).toMatchObject({ edition: '2017', source: 'record 192', line: 9 });
    const c = JSON.parse(cli(['check', out, '--json']).stdout) as { files: { edition: unknown }[] };
    expect(c.files[0]!.edition).toEqual({ system: 'dutch', systemSource: 'record 192', edition: '2017', source: 'record 192' });
  });

  it('an existing 192 is replaced (one record left), a _BAKU suffix of the same system kept', () => {
    const dir = tmp();
    const input = join(dir, 'in.trf');
    // The last 192 is the one read, as bbpPairings reads it.
    writeFileSync(input, variant('2015/01/01', '192 FIDE_DUBOV_2026', '192 FIDE_DUBOV_2026_BAKU'));
    const text = cli(['pair', '--system', 'dubov', '--edition', '2018', input, '-o', '-']).stdout;
    expect(text.match(/^192 .*$/gm)).toEqual(['192 FIDE_DUBOV_2018_BAKU']);
    writeFileSync(input, variant('2015/01/01', '192 CUSTOM_SWISS'));
    expect(cli(['pair', '--system', 'dubov', input, '-o', '-']).stdout.match(/^192 .*$/gm)).toEqual(['192 FIDE_DUBOV_2018']);
  });

  it('generate writes 192 (default: the edition in force); check reads it back', () => {
    const g = cli(['generate', '--system', 'dubov', '--players', '10', '--rounds', '3', '--seed', '3']);
    expect(g.code).toBe(0);
    expect(g.stdout).toMatch(/^092 Individual: Swiss-System \(FIDE Dubov\)\n192 FIDE_DUBOV_2026\n/m);
    const old = cli(['generate', '--system', 'dubov', '--edition', '2018', '--players', '10', '--rounds', '3', '--seed', '3']);
    expect(old.stdout).toMatch(/^192 FIDE_DUBOV_2018$/m);
    const c = JSON.parse(cli(['check', '--system', 'dubov', '--json', '-'], old.stdout).stdout) as { files: { edition: unknown }[]; summary: { match: number } };
    expect(c.files[0]!.edition).toEqual({ system: 'dubov', systemSource: 'option', edition: '2018', source: 'record 192' });
    // Without --system: the 192 the generator wrote names Dubov.
    expect((JSON.parse(cli(['check', '--json', '-'], old.stdout).stdout) as { files: { edition: unknown }[] }).files[0]!.edition).toMatchObject({ system: 'dubov', systemSource: 'record 192' });
    expect(c.summary.match).toBe(3);
  });

  it('withHeaderRecord: after 092, else after the last header before the players, else first; duplicates dropped', () => {
    const doc = (text: string): TrfDocument => readTrf(Buffer.from(text), { fileName: 'x.trf' });
    const set = (text: string): string => writeTrf(withHeaderRecord(doc(text), '192', 'FIDE_DUTCH_2026'));
    const player = '001    1      A                                 2000\n';
    expect(set(`012 T\n092 Swiss\n102 A\n${player}`)).toBe(`012 T\n092 Swiss\n192 FIDE_DUTCH_2026\n102 A\n${player}`);
    expect(set(`012 T\n102 A\n${player}XXR 3\n`)).toBe(`012 T\n102 A\n192 FIDE_DUTCH_2026\n${player}XXR 3\n`);
    expect(set(`${player}`)).toBe(`192 FIDE_DUTCH_2026\n${player}`);
    expect(set(`012 T\n192 FIDE_DUTCH\n${player}192 X\n`)).toBe(`012 T\n192 FIDE_DUTCH_2026\n${player}`);
  });
});

describe('the library', () => {
  it('exports the edition choice; pairRound takes `edition` and names the one it used', async () => {
    const api = await import('../../src/index.js');
    const t = api.buildTournament(api.readTrf(Buffer.from(SAMPLE), { fileName: 's.trf' }), { fileName: 's.trf' });
    const state = api.deriveRoundState(t, 3);
    expect(api.pairRound(state, 'dubov', { edition: '2026' }).edition).toEqual({ system: 'dubov', edition: '2026', source: 'option', line: null });
    expect(api.pairRound(state, 'dutch').edition).toMatchObject({ edition: '2017', source: 'start date' });
    expect(api.chooseEdition(t, 'dutch', undefined, '2027-01-01').edition).toBe('2017');
    expect(api.editionCode('dutch', '2026')).toBe('FIDE_DUTCH_2026');
    expect(api.editionFromCode('FIDE_DUTCH_2025')).toEqual({ system: 'dutch', edition: '2026' });
  });
});
