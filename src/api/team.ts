/**
 * The entry `swisspair/team`: team Swiss events (C.04.6 2026; TRF-2026 team records 310, 320, 330, 352, 362),
 * kept out of the core entry `swisspair` so that a program pairing individuals does not bundle them (issue 34's
 * size budget). Importing this entry registers the team system in the registry that `pairRound`, `chooseSystem`,
 * `checkTournament` and the rest of the core dispatch through (src/systems/registry.ts); without it, the core
 * refuses a team file by name, never pairs it as individuals.
 *
 * What it holds: reading the team model of a file (`openTeamTournament`, `buildTeamTournament`), pairing a round
 * (`pairTeamRound` on `teamRoundInput`, or the core's `pairRound(state, 'team')` on `openTeamTournament`'s
 * tournament), checking the file's rounds (`checkTeamRounds`), team standings (`teamStandings` with
 * `parseTeamTiebreaks`), the variants of the `192` codes, and the team list of `new --teams` (`readTeamList`).
 */
import { buildTeamTournament, isTeamDocument } from '../model/team.js';
import { registerSystem } from '../systems/registry.js';
import { teamRoundRobinSystem } from '../systems/roundrobin/teamSystem.js';
import { teamSystem } from '../systems/team/system.js';
import type { TrfDocument } from '../trf/types.js';
import { ArgumentError } from '../errors.js';
import { openTournament, type OpenOptions, type TournamentFile } from './tournament.js';

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

/**
 * A team file and its tournament with the team model attached (`tournament.teams`), as the command line reads
 * it: the core's `chooseSystem`, `deriveRoundState` and `pairRound(state, 'team')` then pair its teams. Throws
 * ArgumentError for a document that is no team file, TrfConsistencyError for a bad team record. O(records).
 */
export function openTeamTournament(document: TrfDocument, options: OpenOptions = {}): TournamentFile {
  const fileName = options.fileName ?? '<input>';
  if (!isTeamDocument(document)) throw new ArgumentError(`${fileName} is no team file: neither a team 192 code nor a 310 record`);
  const file = openTournament(document, options);
  return { document, tournament: { ...file.tournament, teams: buildTeamTournament(document, fileName) } };
}
