/**
 * Other programs' files (test/fixtures/real, copied from ../shared/corpus/real; sources in its MANIFEST.tsv):
 * every valid file reads as a tournament with every player line kept, and every warning points into the file;
 * every file meant to be refused is refused, or warned about, at its line.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NoValidPairingError, SwisspairError, type Diagnostic } from '../../src/errors.js';
import { deriveRoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import type { Tournament } from '../../src/model/types.js';
import { pairRound } from '../../src/systems/index.js';
import { readTrf } from '../../src/trf/parse.js';

const ROOT = fileURLToPath(new URL('../fixtures/real/', import.meta.url));

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
}

const ALL = walk(ROOT)
  .filter((path) => path.endsWith('.trf'))
  .map((path) => relative(ROOT, path))
  .sort();
/** Meant to be refused: py4swiss's negative fixtures, and a real file with an inconsistent pair (MANIFEST). */
const isInvalid = (name: string): boolean => name.startsWith('fixtures/invalid/') || name === 'umut-er__Bilkent-Swiss__outr.trf';
const VALID = ALL.filter((name) => !isInvalid(name));
const INVALID = ALL.filter(isInvalid);

function load(name: string): Tournament {
  return buildTournament(readTrf(new Uint8Array(readFileSync(ROOT + name)), { fileName: name }), { fileName: name });
}

function lineCount(name: string): number {
  return readFileSync(ROOT + name, 'latin1').split(/\r\n|\r|\n/).length;
}

function playerLines(name: string): number {
  return readFileSync(ROOT + name, 'latin1').split(/\r\n|\r|\n/).filter((l) => l.startsWith('001')).length;
}

/** Pairs the next round (Dutch 2017, named: the 2026 engine is another branch's) or returns the error. */
function pairNext(t: Tournament): unknown {
  try {
    return pairRound(deriveRoundState(t, t.roundsInFile + 1), 'dutch', { edition: '2017' });
  } catch (error) {
    return error;
  }
}

describe('the real corpus copy', () => {
  it('holds the 72 files of ../shared/corpus/real: 62 valid, 10 to refuse', () => {
    expect(ALL).toHaveLength(72);
    expect(VALID).toHaveLength(62);
    expect(INVALID).toHaveLength(10);
  });
});

describe.each(VALID)('valid: %s', (name) => {
  it('reads with every player line kept and every warning inside the file', () => {
    const t = load(name);
    expect(t.players.length).toBe(playerLines(name));
    const lines = lineCount(name);
    for (const w of t.warnings) {
      expect(w.position, w.message).not.toBeNull();
      expect(w.position!.file).toBe(name);
      expect(w.position!.line).toBeGreaterThanOrEqual(1);
      expect(w.position!.line).toBeLessThanOrEqual(lines);
      expect(w.position!.column).toBeGreaterThanOrEqual(1);
    }
  });
});

/** What each file to refuse gives: an error or warning at `line`, or no valid pairing for the next round. */
const REFUSALS: Readonly<Record<string, { kind: 'error' | 'warning'; line: number; text: string } | { kind: 'no pairing' }>> = {
  'fixtures/invalid/Moritz72__py4swiss__incompatible_color.trf': { kind: 'error', line: 2, text: 'have colours b and b' },
  'fixtures/invalid/Moritz72__py4swiss__incompatible_result.trf': { kind: 'error', line: 2, text: 'have results 1 and 1' },
  'fixtures/invalid/Moritz72__py4swiss__incorrect_points.trf': { kind: 'warning', line: 2, text: 'the points column says 4.0' },
  'fixtures/invalid/Moritz72__py4swiss__invalid_code.trf': { kind: 'warning', line: 7, text: 'unknown record code "101"' },
  'fixtures/invalid/Moritz72__py4swiss__missing_result.trf': { kind: 'error', line: 2, text: 'has no round 5 block' },
  'fixtures/invalid/Moritz72__py4swiss__missing_starting_number.trf': { kind: 'warning', line: 7, text: 'rank 7 is missing' },
  'fixtures/invalid/Moritz72__py4swiss__no_legal_pairings.trf': { kind: 'no pairing' },
  'fixtures/invalid/Moritz72__py4swiss__no_legal_pairings_odd.trf': { kind: 'no pairing' },
  'fixtures/invalid/Moritz72__py4swiss__too_many_results.trf': { kind: 'warning', line: 8, text: 'XXR says the tournament has 5 rounds, but the file has 6' },
  'umut-er__Bilkent-Swiss__outr.trf': { kind: 'error', line: 8, text: 'have colours w and w' },
};

describe.each(INVALID)('to refuse: %s', (name) => {
  it('is refused or warned about at its line', () => {
    const expected = REFUSALS[name];
    expect(expected).toBeDefined();
    let t: Tournament | null = null;
    let diagnostics: readonly Diagnostic[] = [];
    try {
      t = load(name);
      diagnostics = t.warnings;
    } catch (error) {
      expect(error).toBeInstanceOf(SwisspairError);
      diagnostics = (error as SwisspairError).diagnostics;
    }
    if (expected!.kind === 'no pairing') {
      expect(t).not.toBeNull();
      expect(pairNext(t!)).toBeInstanceOf(NoValidPairingError);
      return;
    }
    expect(t === null).toBe(expected!.kind === 'error');
    const hit = diagnostics.find((d) => d.message.includes(expected!.text));
    expect(hit, diagnostics.map((d) => d.message).join('\n')).toBeDefined();
    expect(hit!.position?.line).toBe(expected!.line);
  });
});

describe('files the reader refused before', () => {
  it("Tornello's 162 with a Z code: read, Z warned about at its column, the other values used", () => {
    const t = load('bbp-pairs/GabrieleBattaglia__Tornello__ASCId_Primavera_1_eda28c9.trf');
    expect(t.warnings.map((w) => `${w.position?.line}:${w.position?.column}: ${w.message}`)).toEqual([
      '16:33: 162 code Z is not a TRF-2026 scoring code: its value is not used',
    ]);
    expect(t.pointSystem.pab).toBe(10);
    expect(t.pointSystem.win).toBe(10);
  });

  it("the FIDE TEC team sample: 250 with a blank game-points field read by columns; team records said, not dropped", () => {
    const t = load('fixtures/Sharly-Chess__sharly-chess__example_trf26.trf');
    expect(t.players).toHaveLength(249);
    // 250  2.0        1   1    1    2 and 250  2.0        1   1    4   25: players 1-2 and 4-25 get 2.0 in round 1.
    const acc = (id: number, round: number): number => t.acceleration.get(id as never)?.[round - 1] ?? 0;
    expect([acc(1, 1), acc(2, 1), acc(3, 1), acc(4, 1), acc(26, 1)]).toEqual([20, 20, 0, 20, 0]);
    const messages = t.warnings.map((w) => w.message);
    // Its team records are the team model's (src/model/team.ts): not said to be unread.
    expect(messages.filter((m) => /team|pairs individuals/.test(m))).toEqual([]);
  });

  it('the Sharly-Chess team import: every member of the bye team has U, which is read; only its national rating record is said unread', () => {
    const t = load('fixtures/Sharly-Chess__sharly-chess__trf-team-import-test.trf');
    expect(t.players).toHaveLength(26);
    expect(t.players.filter((p) => p.rounds[0]?.kind === 'pab').length).toBeGreaterThan(1);
    expect(t.warnings.map((w) => w.message)).toEqual([expect.stringMatching(/^TRF-2026 national rating record FRA .*is not used for pairing$/)]);
  });
});
