/** The C.04.6 (2026) Swiss team pairing system. See docs/teams.md. */
export { pairTeamRound, choosePab, mayMeet } from './engine.js';
export { colourPreference, colourDifference, pairColourCost, allocateColours } from './colours.js';
export { teamRoundInput, type TeamStateOptions } from './state.js';
export { teamRoundReason } from './reasons.js';
export type * from './types.js';
