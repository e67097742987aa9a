// Pairs the next round of a team file (C.04.6) and writes the file with the round in it, as
// `swisspair pair IN.trf -o OUT.trf` does. Usage: node dist/examples/pair-team-round.js IN.trf OUT.trf [LINEUP...]
// where each LINEUP is `TPN:player,player,...` (that team's players by board, from its 310 roster).
import { readFileSync, writeFileSync } from 'node:fs';
import { encodeTrf, readTrf } from 'swisspair';
import { pairNextTeamRound } from 'swisspair/team';

const [input, output, ...given] = process.argv.slice(2);
if (input === undefined || output === undefined) throw new Error('usage: pair-team-round IN.trf OUT.trf [TPN:player,player,...]');

const lineups = new Map(given.map((g) => {
  const [tpn, players] = g.split(':');
  return [Number(tpn), (players ?? '').split(',').map(Number)] as const;
}));
// The variant (Type A / B / none, MP or GP) comes from the file's 192 code; pass { colours, primary } to choose it.
const next = pairNextTeamRound(readTrf(readFileSync(input), { fileName: input }), { fileName: input, lineups });
const team = (tpn: number): string => next.tournament.teams?.teams[tpn - 1]?.name ?? '';

console.log(`Round ${next.round} (C.04.6, Type ${next.variant.colours.toUpperCase()}, ${next.variant.primary.toUpperCase()} primary)`);
for (const m of next.matches) console.log(`m${m.match}. ${team(m.white)} - ${team(m.black)}`);
if (next.pairing.pab !== null) console.log(`bye: ${team(next.pairing.pab)}`);
writeFileSync(output, encodeTrf(next.document));
