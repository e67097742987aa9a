// Enters a result and shows the tournament as the edited file reads: no rebuilding by hand.
// Usage: node dist/examples/enter-results.js PAIRED.trf ROUND WHITE BLACK RESULT   (RESULT: 1-0, 0-1, 1/2-1/2, +-, ...)
import { readFileSync } from 'node:fs';
import { editTournament, openTournament, parseGameResult, readTrf, setResult } from 'swisspair';

const [input, round, white, black, text] = process.argv.slice(2);
if (input === undefined || text === undefined) throw new Error('usage: enter-results FILE ROUND WHITE BLACK RESULT');
const result = parseGameResult(text);
if (result === null) throw new Error(`not a result: ${text}`);

const file = openTournament(readTrf(readFileSync(input), { fileName: input }), { fileName: input });
// Throws EditRefused for an edit the file forbids (a pair that did not meet, colours the wrong way round).
const edited = editTournament(file, (doc) => setResult(doc, { round: Number(round), white: Number(white), black: Number(black), result }));
const player = edited.tournament.players.find((p) => p.id === Number(white))!;
console.log(`${player.name}: round ${round} ${JSON.stringify(player.rounds[Number(round) - 1])}`);
