/**
 * Pairs a round by the Dubov system (C.04.4.1; 2018 A.8 = 2026 1.9): the pairing-allocated bye first (2018 B.0 =
 * 2026 3.1), then the scoregroups in descending order of score, each bracket being its remaining residents plus
 * the upfloaters it needs (B.1-B.6 = 3.2). There are no downfloaters: every resident is paired in his own
 * bracket. The edition (editions.ts) only decides which unplayed rounds bar the PAB, through the state.
 */
import { InputError, NoValidPairingError } from '../../errors.js';
import type { RoundState } from '../../model/state.js';
import type { PlayerId } from '../../model/types.js';
import { boardOrderOf } from '../shared/boardOrder.js';
import { initialColourOf } from '../shared/initialColour.js';
import type { Pair, RoundPairing } from '../shared/types.js';
import { pairDubovBracket } from './bracket.js';
import { assignBye, completable } from './bye.js';
import { dubovRules, stateFor } from './editions.js';
import { dubovColourOf, dubovPlayers, type DubovOptions, type DubovPlayer, type DubovRound } from './player.js';

export interface DubovBracketTrace {
  readonly score: number;
  readonly residents: readonly PlayerId[];
  readonly upfloaters: readonly PlayerId[];
  readonly pairs: readonly (readonly [PlayerId, PlayerId])[];
}

export interface DubovResult extends RoundPairing {
  readonly brackets: readonly DubovBracketTrace[];
}

export function pairDubov(given: RoundState, options: DubovOptions = {}): DubovResult {
  const rules = dubovRules(options.edition ?? '2018');
  const state = stateFor(given, rules);
  const cite = rules.articles;
  if (state.plannedRounds === null) {
    throw new InputError([
      {
        position: null,
        message: `${state.tournament.fileName}: the Dubov system needs the planned number of rounds (${cite.maxT})`,
        expected: 'an XXR (or 142) record with the number of rounds',
      },
    ]);
  }
  const players = dubovPlayers(state, options, cite.rating);
  const round: DubovRound = {
    round: state.round,
    isLastRound: state.isLastRound,
    maxUpfloats: 2 + Math.floor(state.plannedRounds / 5),
    initialColour: initialColourOf(state),
    isForbidden: state.isForbidden,
  };
  const notPaired = state.players.filter((p) => !p.toBePaired).map((p) => p.id);

  let bye: DubovPlayer | null = null;
  if (players.length % 2 === 1) {
    bye = assignBye(players, round);
    if (bye === null) {
      throw new NoValidPairingError(
        `no valid pairing exists for round ${state.round}: no player who may receive the pairing-allocated bye (${cite.pab}, ${cite.pabBar}) leaves the others a complete pairing`,
      );
    }
  } else if (!completable(players, round)) {
    throw new NoValidPairingError(
      `no valid pairing exists for round ${state.round}: the players cannot all be paired without a repeated game (${cite.rematch}), a forbidden pair, or two same absolute colour preferences meeting (${cite.sameAbsolute})`,
    );
  }

  const paired = new Set<number>(bye === null ? [] : [bye.rank]);
  const sorted = players.filter((p) => !paired.has(p.rank)).sort((a, b) => b.score - a.score || a.rank - b.rank);
  const scores = [...new Set(sorted.map((p) => p.score))];
  const pairs: [DubovPlayer, DubovPlayer][] = [];
  const brackets: DubovBracketTrace[] = [];
  for (const score of scores) {
    const residents = sorted.filter((p) => p.score === score && !paired.has(p.rank));
    if (residents.length === 0) continue;
    const lower = sorted.filter((p) => p.score < score && !paired.has(p.rank));
    const result = pairDubovBracket(residents, lower, round, options.engine ?? 'auto');
    for (const [a, b] of result.pairs) {
      paired.add(a.rank);
      paired.add(b.rank);
      pairs.push([a, b]);
    }
    brackets.push({
      score,
      residents: residents.map((p) => p.id),
      upfloaters: result.upfloaters.map((p) => p.id),
      pairs: result.pairs.map(([a, b]) => [a.id, b.id] as const),
    });
  }

  const coloured: Pair[] = pairs.map(([a, b]) =>
    dubovColourOf(a, b, round.initialColour) === 'w' ? { white: a.id, black: b.id } : { white: b.id, black: a.id },
  );
  const ordered = boardOrderOf(coloured, players);
  return { round: state.round, pairs: ordered, bye: bye?.id ?? null, notPaired, brackets };
}
