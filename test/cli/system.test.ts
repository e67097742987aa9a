/**
 * The pairing system: --system when given, else the one the file's 192/092 names, else Dutch; a --system that
 * contradicts the file is used, and said on stderr at the record's line:column; every output names the system
 * and what chose it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTournament } from '../../src/model/tournament.js';
import { chooseSystem, systemNamed, type SystemName } from '../../src/systems/index.js';
import { readTrf } from '../../src/trf/index.js';
import { cli } from '../support/cli.js';

const DUBOV = 'test/fixtures/oracle-dubov/dubov-5.trf'; // 092 Individual FIDE Dubov (line 9), 7 rounds
const DUTCH = 'test/fixtures/corpus/dutch/d17-small-55.trf'; // 092 Individual FIDE Dutch (line 9)
const SAMPLE = readFileSync('samples/worked-example-after-round-2.trf', 'utf8');

/** The sample with its 092 replaced (null: removed) and extra header lines after it. */
function variant(record092: string | null, ...records: string[]): string {
  return SAMPLE.replace(/^092 .*\n/m, record092 === null ? '' : `092 ${record092}\n${records.map((r) => `${r}\n`).join('')}`);
}
const tournament = (text: string) => buildTournament(readTrf(Buffer.from(text), { fileName: 'v.trf' }), { fileName: 'v.trf' });
const named = (text: string): SystemName | null => systemNamed(tournament(text))?.system ?? null;

describe('the system a file names', () => {
  it('192: an ETT26 code, before anything in 092', () => {
    expect(systemNamed(tournament(variant('Individual FIDE Dutch', '192 FIDE_DUBOV_2026')))).toMatchObject({ system: 'dubov', source: 'record 192', line: 9 });
    expect(named(variant('x', '192 FIDE_DUTCH_2026_BAKU'))).toBe('dutch');
  });

  it('092: a code (bbpPairings 6), or free text with the word Dutch or Dubov (JaVaFo, CPPDubovSystem)', () => {
    expect(systemNamed(tournament(variant('FIDE_DUBOV_2018')))).toMatchObject({ system: 'dubov', source: 'record 092', line: 8 });
    expect(named(variant('Individual FIDE Dubov'))).toBe('dubov');
    expect(named(variant('Individual Swiss Dutch 2017 rules'))).toBe('dutch');
    expect(named(variant('IndividualDutch FIDE (JaVaFo)'))).toBe('dutch');
  });

  it('names nothing: no record, free text naming neither or both, a code of another system', () => {
    expect(named(variant(null))).toBe(null);
    expect(named(variant('Individual: Swiss-System'))).toBe(null);
    expect(named(variant('Dutch or Dubov, we will see'))).toBe(null);
    expect(named(variant('x', '192 FIDE_BURSTEIN'))).toBe(null);
  });

  it('chooseSystem: the option, else the file, else Dutch; the option keeps the record it overrides', () => {
    const dubov = tournament(variant('Individual FIDE Dubov'));
    expect(chooseSystem(dubov)).toMatchObject({ system: 'dubov', source: 'record 092' });
    expect(chooseSystem(dubov, 'dutch')).toMatchObject({ system: 'dutch', source: 'option', record: { system: 'dubov', line: 8 } });
    expect(chooseSystem(tournament(variant(null)))).toEqual({ system: 'dutch', source: 'default', record: null });
  });
});

describe('every command that pairs or checks takes the system from the file', () => {
  it('check: a Dubov corpus file without --system reproduces its rounds, by Dubov (as Dutch it does not)', () => {
    const r = cli(['check', DUBOV]);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toBe(
      `${DUBOV}: ok 7/7 rounds reproduced, Dubov 2026 rules (system: 092 Individual FIDE Dubov, line 9; edition: no start date: the rules in force since 2026-02-01)\n`,
    );
    expect(cli(['check', '--system', 'dubov', DUBOV]).stdout).toContain('ok 7/7 rounds reproduced');
    expect(cli(['check', '--system', 'dutch', DUBOV]).code).toBe(1);
  });

  it('check --json names the system and its source per file', () => {
    const j = JSON.parse(cli(['check', '--json', DUBOV, DUTCH]).stdout) as { files: { system: string; edition: unknown }[]; summary: { match: number; rounds: number } };
    expect(j.files.map((f) => f.system)).toEqual(['dubov', 'dutch']);
    expect(j.files[0]!.edition).toEqual({ system: 'dubov', systemSource: 'record 092', edition: '2026', source: 'in force' });
    expect(j.files[1]!.edition).toMatchObject({ system: 'dutch', systemSource: 'record 092' });
    expect(j.summary.match).toBe(j.summary.rounds);
    // A file naming Dutch changes nothing from the default: the text line does not say it.
    expect(cli(['check', DUTCH]).stdout).toMatch(/ok \d+\/\d+ rounds reproduced, Dutch 2026 rules \(no start date: the rules in force since 2026-02-01\)\n$/);
  });

  it('--system against the file: used, and one warning line on stderr at the record (text and --json)', () => {
    const warning = `warning: ${DUTCH}:9:5: the file names the Dutch system (092 Individual FIDE Dutch); paired by Dubov, as --system dubov asks\n`;
    const text = cli(['check', '--system', 'dubov', DUTCH]);
    expect(text.stderr).toBe(warning);
    expect(text.stdout).toContain('Dubov 2026 rules (system: --system;');
    const json = cli(['check', '--json', '--system', 'dubov', DUTCH]);
    expect(json.stderr).toBe(warning);
    const doc = JSON.parse(json.stdout) as { files: { system: string; edition: { systemSource: string }; warnings: { message: string }[] }[] };
    expect(doc.files[0]!).toMatchObject({ system: 'dubov', edition: { systemSource: 'option' } });
    expect(doc.files[0]!.warnings.map((w) => w.message)).toContain('the file names the Dutch system (092 Individual FIDE Dutch); paired by Dubov, as --system dubov asks');
    expect(cli(['inspect', '--system', 'dubov', DUTCH]).stderr).toBe(warning);
    // Said before pair stops (Dubov needs the planned number of rounds, which this file does not give).
    expect(cli(['pair', '--system', 'dubov', DUTCH]).stderr.startsWith(warning)).toBe(true);
    // The same system as the file's: nothing said about the system (only that round 3 is already in the file, issue 33.3).
    expect(cli(['pair', '--system', 'dutch', '--round', '3', DUTCH]).stderr).toBe(
      `warning: ${DUTCH}: round 3 is already in the file; this is the pairing the rules give it from rounds 1-2, which may differ from the file's (\`swisspair show ${DUTCH} --round 3\` prints the file's)\n`,
    );
  });

  it('pair: paired by Dubov, the header and JSON say why, and -o writes the Dubov code into 192', () => {
    const text = cli(['pair', DUBOV, '--round', '3']);
    expect(text.stdout.split('\n')[0]).toBe(
      'Round 3, Dubov 2026 rules (system: 092 Individual FIDE Dubov, line 9; edition: no start date: the rules in force since 2026-02-01)',
    );
    expect(cli(['pair', DUBOV, '--round', '5', '-p', '-']).stdout).toBe(cli(['pair', '--system', 'dubov', DUBOV, '--round', '5', '-p', '-']).stdout);
    const j = JSON.parse(cli(['pair', DUBOV, '--round', '3', '--json']).stdout) as { system: string; edition: unknown };
    expect(j).toMatchObject({ system: 'dubov', edition: { system: 'dubov', systemSource: 'record 092' } });
    expect(cli(['pair', DUBOV, '--round', '3', '--force', '-o', '-']).stdout).toMatch(/^092 Individual FIDE Dubov\n192 FIDE_DUBOV_2026\n/m);
  });

  it('inspect: the state as Dubov reads it, named in the header and JSON', () => {
    expect(cli(['inspect', DUBOV]).stdout.split('\n')[1]).toMatch(/^Dubov 2026 rules \(system: 092 Individual FIDE Dubov, line 9;/);
    expect((JSON.parse(cli(['inspect', '--json', DUBOV]).stdout) as { edition: unknown }).edition).toMatchObject({ system: 'dubov', systemSource: 'record 092' });
  });

  it('the round loop: a tournament made by new --system dubov is paired by Dubov without --system (its 192)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'swisspair-system-'));
    try {
      const file = join(dir, 't.trf');
      expect(cli(['new', file, '--players', 'samples/club-players.csv', '--rounds', '5', '--system', 'dubov', '--start-date', '2026-03-07']).code).toBe(0);
      const r = cli(['pair', file, '-o', file, '--force', '--unrated-rating', '1400']);
      expect(r.code).toBe(0);
      expect(r.stdout.split('\n')[0]).toBe('Round 1, Dubov 2026 rules (192 FIDE_DUBOV_2026, line 9)');
      expect(cli(['check', '--json', '--unrated-rating', '1400', file]).stdout).toContain('"systemSource": "record 192"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the bbpPairings front end is not concerned: --dutch checks a Dubov-named file by Dutch', () => {
    // Paired by Dubov the file reproduces every round; bbpPairings --dutch -c lists the rounds Dutch pairs otherwise.
    const bbp = cli(['--dutch', DUBOV, '-c']);
    expect(bbp.code).toBe(0);
    expect(bbp.stdout).toContain('dubov-5: Round #2\n  Checker pairings');
  });
});
