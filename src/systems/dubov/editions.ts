/**
 * The two Dubov editions, side by side: C.04.4.1 approved by the 2018 General Assembly (in force until 31 January
 * 2026) and C.04.4.1 approved by the Council on 28/10/2025, applied from 1 February 2026. The edition is chosen
 * once (src/systems/index.ts, or `DubovOptions.edition`); the engine reads only what is below.
 *
 * The 2026 text renumbers the 2018 one (A -> 1, C -> 2, B -> 3, D -> 4, E -> 5; see docs/dubov.md for the
 * article map) and keeps its procedure: PAB first (2018 B.0 = 2026 3.1, same five conditions; "largest TPN" is
 * "lowest in the initial ranking list"), brackets of residents plus upfloaters and no downfloaters (A.3 = 1.3),
 * a player without games mildly prefers black (A.5.4 = 1.6.4), ARO over games played over the board, rounded half
 * up (A.6 = 1.7), MaxT = 2 + [Rnds/5] (A.7 = 1.8), criteria C1-C10 and the same sorting and colour rules. The one
 * change of substance for a pairing program is the PAB bar of C2, which 2026 takes from the new Basic Rules: see
 * `unplayed` below. Everything else is shared code.
 */
import { deriveRoundState, type RoundState } from '../../model/state.js';
import { UNPLAYED_2017, type UnplayedRoundRules } from '../../model/unplayed.js';
import { UNPLAYED_DUBOV_2026, type DubovEdition } from '../shared/edition.js';

export interface DubovRules {
  readonly edition: DubovEdition;
  /**
   * Which rounds not played over the board bar a later PAB (floats are not read from them: Dubov counts upfloats
   * over games played, in both editions).
   * 2018 C.2 = C.04.1.d (2017): a PAB, or a forfeit win "due to an opponent not appearing in time".
   * 2026 C2 (2.1.2) = C.04.1 (2026) art. 4: a PAB, or "scored in one single round, without playing, as many
   * points as rewarded for a win": a forfeit win and, new, a full-point bye (a half-point bye does not bar).
   */
  readonly unplayed: UnplayedRoundRules;
  /** Article numbers, for messages. */
  readonly articles: {
    readonly rating: string;
    readonly maxT: string;
    readonly pab: string;
    readonly pabBar: string;
    readonly rematch: string;
    readonly sameAbsolute: string;
  };
}

export const DUBOV_2018: DubovRules = {
  edition: '2018',
  unplayed: UNPLAYED_2017,
  articles: { rating: 'A.1', maxT: 'A.7: MaxT, C.8-C.10 in the last round', pab: 'B.0', pabBar: 'C.2', rematch: 'C.1', sameAbsolute: 'C.3' },
};

export const DUBOV_2026: DubovRules = {
  edition: '2026',
  unplayed: UNPLAYED_DUBOV_2026,
  articles: { rating: '1.1', maxT: '1.8: MaxT, C8-C10 in the last round', pab: '3.1', pabBar: 'C2', rematch: 'C1', sameAbsolute: 'C3' },
};

export function dubovRules(edition: DubovEdition): DubovRules {
  return edition === '2026' ? DUBOV_2026 : DUBOV_2018;
}

/**
 * The state as `rules` reads unplayed rounds: `state` itself when derived that way (the entry point does so),
 * else derived again, so that `pairDubov(state, { edition })` is right whoever derived the state. O(players x
 * rounds) when it re-derives.
 */
export function stateFor(state: RoundState, rules: DubovRules): RoundState {
  if ((state.derivedWith.unplayed ?? UNPLAYED_2017) === rules.unplayed) return state;
  return deriveRoundState(state.tournament, state.round, { ...state.derivedWith, unplayed: rules.unplayed });
}
