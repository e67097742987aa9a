/**
 * FIDE's tie-break exercises (C.07; "Exercises in Tie-Breaking", IA Mario Held, 2403220900) on three
 * tournaments: every one of the 384 expected values of test/fixtures/tiebreaks/expected.tsv, under the rules
 * edition of its row (2024: the file's start date; 2026: the cap on unplayed rounds, C.07 2026 16.4).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTournament } from '../../src/model/tournament.js';
import { standings, type TiebreakRules } from '../../src/standings/index.js';
import { readTrf } from '../../src/trf/index.js';
import type { Tournament } from '../../src/model/types.js';

const DIR = 'test/fixtures/tiebreaks';

interface Row {
  readonly exercise: string;
  readonly file: string;
  readonly tiebreaks: string;
  readonly rules: TiebreakRules;
  readonly kind: string;
  readonly player: number;
  readonly expected: string;
}

const rows: Row[] = readFileSync(`${DIR}/expected.tsv`, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [exercise, file, tiebreaks, rules, kind, player, expected] = line.split('\t');
    return { exercise: exercise!, file: file!, tiebreaks: tiebreaks!, rules: rules as TiebreakRules, kind: kind!, player: Number(player), expected: expected! };
  });

const cache = new Map<string, Tournament>();
function load(file: string): Tournament {
  let t = cache.get(file);
  if (t === undefined) {
    const path = `${DIR}/${file}`;
    t = buildTournament(readTrf(readFileSync(path), { fileName: path }), { fileName: path });
    cache.set(file, t);
  }
  return t;
}

/** The value as FIDE prints it: the decimals of the expected text. */
function printed(value: number | null, expected: string): string {
  if (value === null) return 'none';
  const decimals = expected.includes('.') ? expected.split('.')[1]!.length : 0;
  return value.toFixed(decimals);
}

function actual(row: Row): string {
  const s = standings(load(row.file), {
    tiebreaks: row.tiebreaks,
    rules: row.rules,
    roundRobin: row.kind.endsWith('-roundrobin'),
  });
  const player = s.players.find((p) => p.id === row.player)!;
  if (row.kind.startsWith('rank')) return String(player.rank);
  return printed(player.values[row.tiebreaks]!, row.expected);
}

describe('C.07 exercises: all 384 values', () => {
  it('has the 384 rows', () => expect(rows.length).toBe(384));
  const groups = new Map<string, Row[]>();
  for (const r of rows) groups.set(`${r.exercise} ${r.tiebreaks} ${r.rules}`, [...(groups.get(`${r.exercise} ${r.tiebreaks} ${r.rules}`) ?? []), r]);
  for (const [name, group] of groups) {
    it(`exercise ${name}`, () => {
      const got = group.map((r) => `${r.player}=${actual(r)}`);
      expect(got).toEqual(group.map((r) => `${r.player}=${r.expected}`));
    });
  }
});
