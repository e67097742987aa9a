/**
 * The literal Dutch (C.04.3, 2017) test oracle. Written from the rule text only; see round.ts for the procedure
 * and the comments marked "Interpretation" for every reading of an ambiguous passage.
 *
 *   import { pairDutchLiterally } from '../oracle/dutch/index.js';
 *   const pairing = pairDutchLiterally(deriveRoundState(tournament, round));
 */
export { pairDutchLiterally, initialColourOf, type OracleOptions, type OracleResult } from './round.js';
