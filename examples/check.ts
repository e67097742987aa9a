// Re-pairs every round of a finished tournament and says which differ from the file, and why, like
// `swisspair check FILE`. Usage: node dist/examples/check.js FILE.trf
import { readFileSync } from 'node:fs';
import { buildTournament, checkTournament, chooseSystem, readTrf } from 'swisspair';

const [input] = process.argv.slice(2);
if (input === undefined) throw new Error('usage: check FILE.trf');
const tournament = buildTournament(readTrf(readFileSync(input), { fileName: input }), { fileName: input });
const result = checkTournament(tournament, chooseSystem(tournament).system);
console.log(`${result.system} ${result.edition.edition} (${result.edition.source})`);
for (const round of result.rounds) console.log(`round ${round.round}: ${round.status}${round.reason === undefined ? '' : ` (${round.reason.article}: ${round.reason.text})`}`);
process.exitCode = result.rounds.every((r) => r.status === 'match') ? 0 : 1;
