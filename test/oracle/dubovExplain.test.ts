/**
 * Debugging aid (skipped unless SWISSPAIR_DUBOV_EXPLAIN is set): prints, for one round of one TRF file, the state
 * the Dubov oracle reads (score, colour preference, ARO, upfloats), the oracle's bracket-by-bracket trace and
 * pairing, and the pairing the file records.
 *
 *   SWISSPAIR_DUBOV_EXPLAIN=/work/shared/corpus/dubov/dubov-111.trf:5 npx vitest run dubovExplain
 */
import { describe, expect, test } from 'vitest';
import { deriveRoundState } from '../../src/model/state.js';
import { pairDubovLiterally } from './dubov/index.js';
import { loadTournament, pairingStrings, recordedPairing } from './helpers.js';

const WHAT = process.env.SWISSPAIR_DUBOV_EXPLAIN;

describe.skipIf(WHAT === undefined)('explain one Dubov round', () => {
  test('prints the oracle trace', () => {
    const at = WHAT!.lastIndexOf(':');
    const t = loadTournament(WHAT!.slice(0, at));
    const round = Number(WHAT!.slice(at + 1));
    const state = deriveRoundState(t, round, { plannedRounds: t.plannedRounds ?? t.roundsInFile });
    const lines: string[] = [`${t.fileName} round ${round} (last: ${state.isLastRound})`];
    for (const p of state.players) {
      if (!p.toBePaired) continue;
      const pref = p.colourPreference;
      lines.push(
        `  ${String(p.id).padStart(3)} score ${p.pairingScore / 10} rating ${p.info.rating} aro ${p.aro} ` +
          `colours ${p.colours.join('') || '-'} pref ${pref.strength}${pref.colour ?? ''} games ${p.playedGames} ` +
          `upfloats ${p.upfloats}${p.upfloatedPreviousRound ? ' (prev)' : ''} pab ${p.pabEligible ? 'ok' : 'no'} ` +
          `met ${[...p.opponents].sort((a, b) => a - b).join(',')}`,
      );
    }
    const result = pairDubovLiterally(state, { trace: (l) => lines.push(`  ${l}`) });
    lines.push(`oracle: ${JSON.stringify(pairingStrings(result))}`);
    lines.push(`file:   ${JSON.stringify(recordedPairing(t, round))}`);
    console.log(lines.join('\n'));
    expect(result.round).toBe(round);
  });
});
