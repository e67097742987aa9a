/**
 * The entry `swisspair/roundrobin`: the round-robin toolkit (C.05 Annex 1 Berger tables, Annex 2 Varma tables;
 * docs/round-robin.md). The round-robin system itself is in the core entry `swisspair`, which pairs and checks a
 * round-robin file as any other; this entry adds what `new --varma` and `check` of a round robin use beyond that
 * (the Varma allotment, the checks of a schedule fixed in advance and of its standings), so that the core entry
 * stays under its size budget in a browser (issue 34). The tables are exported by both entries.
 */
export { bergerTableRound, tableSize, roundsPerCycle, type TableBoard } from '../systems/roundrobin/berger.js';
export { roundRobinFormat, roundRobinCode, type RoundRobinFormat } from '../systems/roundrobin/format.js';
export { scheduledRound, totalRounds, type ScheduledRound, type ScheduledGame } from '../systems/roundrobin/schedule.js';
export { pairRoundRobin, deviations as roundRobinDeviations, roundRobinOf, type RoundRobinRound, type RoundRobinGame, type Deviation } from '../systems/roundrobin/event.js';
export { varmaGroups, varmaAllot, type VarmaAllotment, type VarmaEntrant } from '../systems/roundrobin/varma.js';
export { checkRoundRobinRounds, checkRoundRobinStandings, ROUND_ROBIN_DEFAULT_LIST } from '../check/roundRobin.js';
export { generateRoundRobin, type RoundRobinGeneratorConfig } from '../generate/roundRobin.js';
