/**
 * The PairingSystem interface (src/systems/system.ts) and its registry: every system reads back the codes it
 * writes, the choice of system and edition goes through the objects, and the commands name no system. Every
 * system: the team system's entry (swisspair/team) registers it with the core's (test/api/entries.test.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseEdition, chooseSystem, editionFromCode, SYSTEMS, systemById } from '../../src/systems/index.js';
import { buildTournament } from '../../src/model/tournament.js';
import { readTrf } from '../../src/trf/index.js';
import '../../src/api/team.js';

const tournament = (header: string) => {
  const text = `${header}\n001    1      Alpha, A                          2000                             0.0    1\n001    2      Beta, B                           1900                             0.0    2\n`;
  return buildTournament(readTrf(new TextEncoder().encode(text), { fileName: 't.trf' }), { fileName: 't.trf' });
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('pairing systems', () => {
  it('every system reads back the 192 code it writes, with and without Baku, and no other system reads it', () => {
    for (const s of SYSTEMS) {
      expect(s.editions.length).toBeGreaterThan(0);
      for (const e of s.editions) {
        for (const baku of [false, true]) {
          const code = s.writeCode(e, baku);
          expect(s.readCode(code)).toEqual({ edition: e });
          expect(SYSTEMS.filter((o) => o.readCode(code) !== undefined).map((o) => o.id)).toEqual([s.id]);
          expect(editionFromCode(code)).toEqual({ system: s.id, edition: e });
        }
      }
    }
    expect(editionFromCode('FIDE_DUTCH_2025')).toEqual({ system: 'dutch', edition: '2026' });
    expect(editionFromCode('FIDE_DUBOV')).toEqual({ system: 'dubov', edition: null });
    expect(editionFromCode('FIDE_TEAM_TYPEA')).toBeNull();
  });

  it('ids are unique, the first is the default, and systemById refuses an unknown id with exit 3', () => {
    expect(new Set(SYSTEMS.map((s) => s.id)).size).toBe(SYSTEMS.length);
    expect(chooseSystem(tournament('012 T')).system).toBe(SYSTEMS[0]!.id);
    expect(() => systemById('burstein')).toThrow(/unknown pairing system "burstein" \(known: dutch, dubov, roundrobin, team, team-roundrobin\)/);
  });

  it('the file chooses the system (192 code, 092 text) and the edition (code, start date) through the objects', () => {
    expect(chooseSystem(tournament('092 Individual FIDE Dubov')).system).toBe('dubov');
    expect(chooseSystem(tournament('092 Dutch or Dubov')).source).toBe('default');
    const t = tournament('192 FIDE_DUBOV_2026_BAKU');
    expect(chooseSystem(t)).toMatchObject({ system: 'dubov', source: 'record 192' });
    expect(chooseEdition(t, 'dubov')).toMatchObject({ edition: '2026', source: 'record 192' });
    // A code of another system does not decide the edition: the date does.
    expect(chooseEdition(t, 'dutch', undefined, '2025-12-31')).toMatchObject({ edition: '2017', source: 'in force' });
    expect(chooseEdition(tournament('042 2019/05/01'), 'dubov')).toMatchObject({ edition: '2018', source: 'start date' });
  });

  it('the commands, check and generate name no system: they dispatch through the registry', () => {
    const offenders: string[] = [];
    for (const f of [...files('src/cli'), ...files('src/check'), ...files('src/generate')]) {
      const lines = readFileSync(f, 'utf8').split('\n');
      lines.forEach((line, i) => {
        const code = line.replace(/\/\*.*?\*\//g, '').replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
        for (const s of SYSTEMS) if (code.includes(`'${s.id}'`) || code.includes(`"${s.id}"`)) offenders.push(`${f}:${i + 1}: ${line.trim()}`);
      });
    }
    // bbpPairings's own flags are its syntax, not a system of swisspair.
    expect(offenders.filter((o) => !o.includes('BBP_FLAGS'))).toEqual([]);
  });
});
