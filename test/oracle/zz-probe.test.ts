import { test } from 'vitest';
import { loadTournament, pairingStrings } from '/work/wt/oracle26/test/oracle/helpers.js';
import { deriveRoundState } from '/work/wt/oracle26/src/model/state.js';
import { UNPLAYED_DUTCH_2026 } from '/work/wt/oracle26/src/systems/shared/edition.js';
import { pairDutch2026Literally } from '/work/wt/oracle26/test/oracle/dutch2026/index.js';
test('probe', () => {
  for (const [f, r] of [['bbp-dutch_2025_C5.trf', 3], ['bbp-dutch_2025_C9.trf', 2]] as const) {
    const t = loadTournament('/work/wt/oracle26/test/fixtures/oracle-dutch2026/' + f);
    console.log(f, t.roundsInFile);
    const s = deriveRoundState(t, r, { plannedRounds: 3, unplayed: UNPLAYED_DUTCH_2026 });
    console.log(JSON.stringify(pairingStrings(pairDutch2026Literally(s, { trace: (l) => console.log(l) }))));
  }
});
