/**
 * Whether an engine exists yet. The Dutch 2026 engine is written on another branch; until it is merged, pairing
 * by it is an InternalError. Tests that pair Dutch 2026 are skipped while it is missing (and run once it lands).
 */
import { InternalError } from '../../src/errors.js';
import { buildTournament } from '../../src/model/tournament.js';
import { deriveRoundState } from '../../src/model/state.js';
import { pairRound } from '../../src/systems/index.js';
import { readTrf } from '../../src/trf/index.js';

function missing(): boolean {
  const text = '012 probe\nXXR 1\nXXC white1\n' + '001    1      A                                 2000\n' + '001    2      B                                 1900\n';
  const t = buildTournament(readTrf(Buffer.from(text), { fileName: 'probe.trf' }), { fileName: 'probe.trf' });
  try {
    pairRound(deriveRoundState(t, 1), 'dutch', { edition: '2026' });
    return false;
  } catch (error) {
    return error instanceof InternalError;
  }
}

export const DUTCH_2026_MISSING = missing();
