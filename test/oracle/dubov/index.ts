/**
 * The literal Dubov (C.04.4.1, approved 2018) test oracle. Written from the rule text only; see round.ts for the
 * procedure and the comments marked "Interpretation" / "Settled" for every reading of an ambiguous passage.
 *
 *   import { pairDubovLiterally } from '../oracle/dubov/index.js';
 *   const pairing = pairDubovLiterally(deriveRoundState(t, r, { plannedRounds: t.plannedRounds ?? t.roundsInFile }));
 */
export {
  pairDubovLiterally,
  DEFAULT_MAX_CANDIDATES,
  type DubovOracleOptions,
  type DubovOracleResult,
  type DubovBracketTrace,
} from './round.js';
