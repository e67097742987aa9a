/**
 * The literal Dutch 2026 (C.04.3, applied from 1 February 2026) test oracle. Written from the rule text only; see
 * README.md for what of the text was recovered and each reading of an ambiguous passage.
 *
 *   import { pairDutch2026Literally } from '../oracle/dutch2026/index.js';
 *   const pairing = pairDutch2026Literally(deriveRoundState(t, round, { unplayed: UNPLAYED_DUTCH_2026 }));
 */
export { pairDutch2026Literally, type Oracle2026Options, type Oracle2026Result } from './round.js';
