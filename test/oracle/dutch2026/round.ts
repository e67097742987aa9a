/**
 * The test oracle for the Dutch system, 2026 edition (C.04.3 approved 28/10/2025, applied from 1 February 2026):
 * a deliberately slow, literal implementation of the text's procedure, written from the rule text (see README.md
 * for what was recovered and every reading), never from src/systems/dutch, so that agreement with the engine
 * means something. The 2017 oracle's colour allocation (2017 E = 2026 Article 5), player view (1.2 order, 1.8
 * topscorers, C1/C3) and D.1/D.2 orders (= 2026 4.2/4.3) are reused.
 *
 * 1.9: brackets are paired from the top scoregroup down; there is no PPB/CLB any more: the completion criterion
 * C4 is checked in every bracket, and the player left over by the last bracket receives the PAB.
 */
import { NoValidPairingError } from '../../../src/errors.js';
import type { RoundState } from '../../../src/model/state.js';
import type { PlayerId } from '../../../src/model/types.js';
import type { Pair, RoundPairing } from '../../../src/systems/shared/types.js';
import { allocateColours, type ColouredPair } from '../dutch/colours.js';
import { compareA2, mayMeet, playersToPair, type OPlayer } from '../dutch/players.js';
import { initialColourOf } from '../dutch/round.js';
import { pabScore, pairBracket, type BracketResult, type RoundContext } from './bracket.js';
import { CRITERIA } from './criteria.js';

export interface Oracle2026Options {
  /** Largest number of candidates built in one bracket before giving up (SizeLimitError). Default 5,000,000. */
  readonly maxCandidates?: number;
  /** Build and evaluate every candidate, keep the first best: no optimum, no pruning (checks the shortcuts). */
  readonly exhaustive?: boolean;
  /**
   * With `exhaustive`: criteria to disregard ('C5' ... 'C21'; 'C8' covers its three parts), to show in tests that
   * each one decides some pairing. Never for real pairings.
   */
  readonly ignore?: readonly string[];
  /** Receives one line per bracket paired (for debugging disagreements). */
  readonly trace?: (line: string) => void;
}

export interface Oracle2026Result extends RoundPairing {
  readonly brackets: readonly BracketResult[];
}

/** Scoregroups (1.3.1) in descending order of score, each in 1.2 order. */
function scoregroups(players: readonly OPlayer[]): OPlayer[][] {
  const groups: OPlayer[][] = [];
  for (const p of players) {
    const last = groups[groups.length - 1];
    if (last !== undefined && last[0]!.score === p.score) last.push(p);
    else groups.push([p]);
  }
  return groups;
}

/** C.04.2 board order: higher score of the pair's higher-ranked player, higher sum, better number. */
function boardOrder(pairs: readonly ColouredPair[]): ColouredPair[] {
  const key = (p: ColouredPair): [number, number, number] => {
    const [h, l] = compareA2(p.white, p.black) < 0 ? [p.white, p.black] : [p.black, p.white];
    return [h.score, h.score + l.score, h.id];
  };
  return [...pairs].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return kb[0] - ka[0] || kb[1] - ka[1] || ka[2] - kb[2];
  });
}

/**
 * Pairs one round by the literal 2026 procedure. `state` must be derived with the 2026 reading of unplayed
 * rounds (`{ unplayed: UNPLAYED_DUTCH_2026 }`: 1.4.3-1.4.4 floats, C2 eligibility). Exponential in bracket size.
 */
export function pairDutch2026Literally(state: RoundState, options: Oracle2026Options = {}): Oracle2026Result {
  const players = playersToPair(state);
  const meet = (a: OPlayer, b: OPlayer): boolean => mayMeet(state, a, b);
  const played = new Map(state.players.map((p) => [p.id, p.playedGames]));
  const round: RoundContext = {
    mayMeet: meet,
    initialColour: initialColourOf(state),
    // C9: the rounds before this one in which the player had no game over the board.
    unplayedGames: (p) => state.round - 1 - played.get(p.id)!,
    maxCandidates: options.maxCandidates ?? 5_000_000,
    exhaustive: options.exhaustive ?? false,
    ignore: new Set(
      CRITERIA.flatMap((name, i) => ((options.ignore ?? []).some((c) => name === c || name.startsWith(`${c} `)) ? [i] : [])),
    ),
    trace: options.trace,
  };
  const notPaired = state.players
    .filter((p) => !p.toBePaired)
    .map((p) => p.id)
    .sort((a, b) => a - b);

  if (pabScore(players, meet, false) === null) {
    // 1.9.3: no complete round-pairing exists; the Chief Arbiter decides.
    throw new NoValidPairingError(`round ${state.round}: no complete round-pairing exists (C1-C3)`);
  }

  const groups = scoregroups(players);
  const brackets: BracketResult[] = [];
  let mdps: readonly OPlayer[] = [];
  for (let i = 0; i < groups.length; i++) {
    const result = pairBracket(
      { mdps, residents: groups[i]!, lower: groups.slice(i + 1).flat(), nextGroup: groups[i + 1] ?? null },
      round,
    );
    brackets.push(result);
    mdps = result.downfloaters;
  }
  // 1.9: the one player left by the last bracket receives the PAB (the last bracket leaves at most one).
  const bye: PlayerId | null = mdps[0]?.id ?? null;

  const coloured = brackets.flatMap((b) => b.pairs.map(([x, y]) => allocateColours(x, y, round.initialColour)));
  const pairs: Pair[] = boardOrder(coloured).map((p) => ({ white: p.white.id, black: p.black.id }));
  return { round: state.round, pairs, bye, notPaired, brackets };
}
