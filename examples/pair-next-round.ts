// Pairs the next round of a tournament file and writes the file with the round in it, as
// `swisspair pair IN.trf -o OUT.trf` does. Usage: node dist/examples/pair-next-round.js IN.trf OUT.trf
import { readFileSync, writeFileSync } from 'node:fs';
import { pairNextRound, readTrf, writeTrf } from 'swisspair';

const [input, output] = process.argv.slice(2);
if (input === undefined || output === undefined) throw new Error('usage: pair-next-round IN.trf OUT.trf');

// The system and edition come from the file (192/092, start date); pass { system, edition } to choose them.
const next = pairNextRound(readTrf(readFileSync(input), { fileName: input }), { fileName: input });
const name = (id: number): string => next.tournament.players.find((p) => p.id === id)?.name ?? '';

console.log(`Round ${next.pairing.round} (${next.pairing.edition.system} ${next.pairing.edition.edition})`);
next.pairing.pairs.forEach((pair, i) => console.log(`${i + 1}. ${name(pair.white)} - ${name(pair.black)}`));
if (next.pairing.bye !== null) console.log(`bye: ${name(next.pairing.bye)}`);
// The document now holds the round (results open) and the 192 code of the edition that paired it.
writeFileSync(output, writeTrf(next.document));
