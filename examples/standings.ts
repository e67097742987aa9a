// Prints the standings of a tournament file with a tie-break list. Usage: node dist/examples/standings.js FILE.trf [LIST]
import { readFileSync } from 'node:fs';
import { buildTournament, readTrf, standings } from 'swisspair';

const [input, list = 'BH/C1,BH,SB'] = process.argv.slice(2);
if (input === undefined) throw new Error('usage: standings FILE.trf [TIEBREAKS]');
const result = standings(buildTournament(readTrf(readFileSync(input), { fileName: input })), { tiebreaks: list });

console.log(`after round ${result.round}, C.07 ${result.rules}: ${result.tiebreaks.map((t) => t.code).join(', ')}`);
for (const row of result.players) {
  const values = result.tiebreaks.map((t) => row.values[t.code] ?? '-').join(' ');
  console.log(`${row.rank}. ${row.title ? `${row.title} ` : ''}${row.name} (${row.federation} ${row.rating || 'unrated'}) ${row.points} ${values}`);
}
