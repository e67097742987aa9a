/**
 * Every value, rank and DE place equal to what FIDE's reference tool (Gacrux) printed, on tournaments heavy in
 * unplayed rounds of every kind at once (forfeits, requested byes of every kind, absences, withdrawals, late
 * entries, 1-½-0 and 3-1-0) and on round robins with forfeits and withdrawals, by both texts (2024, 2026).
 * test/fixtures/standings/reference/README.md says how each file and value was made. Values compare at the
 * precision Gacrux prints; a rating-based value Gacrux prints as -0 or empty is no value.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTournament } from '../../src/model/tournament.js';
import { standings, type TiebreakRules } from '../../src/standings/index.js';
import { readTrf } from '../../src/trf/index.js';

const DIR = 'test/fixtures/standings/reference';

function table(path: string): { header: string[]; rows: string[][] } {
  const [head, ...rows] = readFileSync(path, 'utf8').trim().split('\n').map((l) => l.split('\t'));
  return { header: head!, rows };
}

function shown(value: number | null, text: string): string {
  if (value === null) return text === '-0' || text === '' || text === 'None' ? text : 'none';
  return value.toFixed(text.includes('.') ? text.split('.')[1]!.length : 0);
}

const files = readdirSync(DIR).filter((f) => f.endsWith('.trf'));

describe.each(files)('%s', (file) => {
  const tournament = buildTournament(readTrf(readFileSync(`${DIR}/${file}`), { fileName: file }), { fileName: file });
  const roundRobin = file.startsWith('round-robin');
  it.each(['2024', '2026'] as TiebreakRules[])('by the %s text: every value and rank as Gacrux gives them', (rules) => {
    const base = `${DIR}/${file.replace(/\.trf$/, '')}.${rules}`;
    const ref = table(`${base}.tsv`);
    const codes = ref.header.slice(3);
    const ours = standings(tournament, { tiebreaks: ['PTS', ...codes].join(' '), rules, roundRobin });
    const differences: string[] = [];
    let compared = 0;
    for (const row of ref.rows) {
      const mine = ours.players.find((p) => p.id === Number(row[0]))!;
      const pairs: [string, string, string][] = [['rank', String(mine.rank), row[1]!], ['PTS', shown(mine.points, row[2]!), row[2]!]];
      codes.forEach((code, k) => pairs.push([code, shown(mine.values[code] ?? null, row[k + 3]!), row[k + 3]!]));
      for (const [code, a, b] of pairs) {
        compared++;
        if (a !== b) differences.push(`player ${row[0]} ${code}: swisspair ${a}, Gacrux ${b}`);
      }
    }
    const de = table(`${base}.de.tsv`);
    const oursDe = standings(tournament, { tiebreaks: 'PTS DE', rules, roundRobin });
    for (const row of de.rows) {
      const mine = oursDe.players.find((p) => p.id === Number(row[0]))!;
      compared += 2;
      if (String(mine.rank) !== row[1]) differences.push(`player ${row[0]} rank (PTS DE): swisspair ${mine.rank}, Gacrux ${row[1]}`);
      if (String(mine.values['DE']) !== row[3]) differences.push(`player ${row[0]} DE (PTS DE): swisspair ${mine.values['DE']}, Gacrux ${row[3]}`);
    }
    expect(differences).toEqual([]);
    expect(compared).toBe(ref.rows.length * (codes.length + 2) + 2 * de.rows.length);
  });
});
