/**
 * The entry `swisspair/team`: team Swiss events (C.04.6 2026; TRF-2026 team records 310, 320, 330, 352, 362),
 * kept out of the core entry `swisspair` so that a program pairing individuals does not bundle them (issue 34's
 * size budget). Importing this entry registers the team system in the registry that `pairRound`, `chooseSystem`,
 * `checkTournament` and the rest of the core dispatch through (src/systems/registry.ts); without it, the core
 * refuses a team file by name, never pairs it as individuals.
 *
 * What it holds: reading the team model of a file (`openTeamTournament`, `buildTeamTournament`), the next round
 * paired and written into the file (`pairNextTeamRound`, what `pair -o` writes), pairing a round
 * (`pairTeamRound` on `teamRoundInput`, or the core's `pairRound(state, 'team')` on `openTeamTournament`'s
 * tournament), checking the file's rounds (`checkTeamRounds`), team standings (`teamStandings` with
 * `parseTeamTiebreaks`), the variants of the `192` codes, and the team list of `new --teams` (`readTeamList`).
 */
import { registerSystem } from '../systems/registry.js';
import { teamRoundRobinSystem } from '../systems/roundrobin/teamSystem.js';
import { teamSystem } from '../systems/team/system.js';

registerSystem(teamSystem);
registerSystem(teamRoundRobinSystem);

export { teamSystem, teamVariantOf, teamEditionOf } from '../systems/team/system.js';
export { teamRoundRobinSystem } from '../systems/roundrobin/teamSystem.js';
export { buildTeamTournament, isTeamDocument, teamScores } from '../model/team.js';
export type { Tpn, Team, MatchScoring, TeamRound, TeamTournament } from '../model/team.js';
export { DEFAULT_TEAM_VARIANT, TEAM_SWISS_CODES, isTeamCode, teamVariantFromCode, teamCodeOf } from '../model/teamVariant.js';
export type { TeamVariant, TeamColourRule, TeamScoreKind } from '../model/teamVariant.js';
export { pairTeamRound, choosePab, mayMeet, colourPreference, colourDifference, allocateColours, teamRoundInput, type TeamStateOptions } from '../systems/team/index.js';
export type { TeamColour, TeamEntrant, TeamRoundInput, TeamPair, TeamPairing, TeamPreference } from '../systems/team/types.js';
export { checkTeamRounds, recordedTeamPairing } from '../check/teams.js';
export { teamStandings, parseTeamTiebreaks, type TeamStandings, type TeamStandingRow, type TeamTiebreak, type TeamTiebreakName } from '../standings/teams.js';
export { readTeamList, type TeamEntry } from '../trf/teamCsv.js';
export { readTeamSection, formatTeamLine, type TeamSection, type TeamRecordLine } from '../trf/team.js';
// The file's next round paired and written in (`pair -o` of a team file), and the file opened with its team model.
export { openTeamTournament, pairNextTeamRound, pairNextTeamRoundOf, writeTeamRound, type PairNextTeamRoundOptions, type NextTeamRound } from './teamRound.js';
