/**
 * The entry `swisspair/generate`: random tournaments for testing a pairing program (C.02 endorsement's generator,
 * round robins, team events), kept out of the core entry `swisspair` so that a program pairing and ranking real
 * events does not bundle them (issue 34's size budget). Deterministic: same configuration and seed, same bytes.
 */
export { generateTournament, DEFAULT_CONFIG, STANDARD_POINTS } from './generate.js';
export type { GeneratorConfig, PointValues, GenerateProgress } from './generate.js';
export { readGeneratorConfig, resolveSettings, type GeneratorSettings } from './config.js';
export { generateRoundRobin, type RoundRobinGeneratorConfig } from './roundRobin.js';
export { generateTeamEvent, type TeamEventOptions, type GeneratedTeamRound } from './teams.js';
export { teamTournamentTrf } from './teamTrf.js';
