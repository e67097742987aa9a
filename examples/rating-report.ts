// Writes the rating report of a finished tournament (points, ranks, 062/072, 132 dates), as
// `swisspair standings FILE -o REPORT.trf` does. Usage: node dist/examples/rating-report.js FILE.trf REPORT.trf [DATE,...]
import { readFileSync, writeFileSync } from 'node:fs';
import { ratingReport, readTrf, writeTrf } from 'swisspair';

const [input, output, dates = ''] = process.argv.slice(2);
if (input === undefined || output === undefined) throw new Error('usage: rating-report FILE.trf REPORT.trf [YYYY-MM-DD,...]');
const report = ratingReport(readTrf(readFileSync(input), { fileName: input }), { roundDates: dates === '' ? [] : dates.split(',') });
writeFileSync(output, writeTrf(report.document));
console.log(`${output}: ranks of ${report.standings.players.length} players after round ${report.standings.round}`);
