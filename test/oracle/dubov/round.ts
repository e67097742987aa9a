/**
 * The test oracle for the Dubov system (C.04.4.1, approved 2018): a deliberately slow, literal implementation of
 * the sequential procedure, written from the rule text only (never from src/systems/dubov), so that agreement
 * with the production engine means something.
 *
 * A.8: the PAB first (B.0), then the scoregroups in descending order of score, each paired as one bracket with
 * its upfloaters (B.1-B.6), until the round-pairing is complete; colours by E.0-E.4; the C.04.2 board order.
 */
import { NoValidPairingError } from '../../../src/errors.js';
import type { RoundState } from '../../../src/model/state.js';
import type { Colour, PlayerId } from '../../../src/model/types.js';
import type { Pair, RoundPairing } from '../../../src/systems/shared/types.js';
import { canCompletePairing } from '../dutch/matching.js';
import { choosePab } from './bye.js';
import { allocateColours, type ColouredPair } from './colours.js';
import { Budget } from './orders.js';
import { compareRank, maxT, mayMeet, playersToPair, type DPlayer } from './players.js';
import { chooseUpfloaters, type UpfloaterChoice } from './upfloaters.js';

export interface DubovOracleOptions {
  /** Candidates (upfloater sets, shift sets, transposition prefixes, matchings) per round before SizeLimitError. */
  readonly maxCandidates?: number;
  /** The initial colour (E); default: the file's (XXC / 152), else white. */
  readonly initialColour?: Colour;
  /** Receives one line per bracket (for debugging disagreements). */
  readonly trace?: (line: string) => void;
}

export interface DubovBracketTrace {
  readonly score: number;
  readonly residents: readonly PlayerId[];
  readonly upfloaters: readonly PlayerId[];
  readonly quality: readonly number[];
}

export interface DubovOracleResult extends RoundPairing {
  readonly brackets: readonly DubovBracketTrace[];
  /** Candidates spent (see maxCandidates). */
  readonly candidates: number;
}

export const DEFAULT_MAX_CANDIDATES = 1_000_000;

/**
 * C.04.2 board order (rules README): the score of the pair's higher-ranked player (descending), then the sum of
 * the two scores (descending), then the pairing number of the higher-ranked player (ascending).
 */
function boardOrder(pairs: readonly ColouredPair[]): ColouredPair[] {
  const key = (p: ColouredPair): [number, number, number] => {
    const [h, l] = compareRank(p.white, p.black) < 0 ? [p.white, p.black] : [p.black, p.white];
    return [h.score, h.score + l.score, h.id];
  };
  return [...pairs].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return kb[0] - ka[0] || kb[1] - ka[1] || ka[2] - kb[2];
  });
}

const ids = (ps: readonly DPlayer[]): PlayerId[] => ps.map((p) => p.id);

/** Pairs one round by the literal Dubov procedure. Exponential in the bracket and pool sizes. */
export function pairDubovLiterally(state: RoundState, options: DubovOracleOptions = {}): DubovOracleResult {
  const players = playersToPair(state);
  const meet = (a: DPlayer, b: DPlayer): boolean => mayMeet(state, a, b);
  const budget = new Budget(options.maxCandidates ?? DEFAULT_MAX_CANDIDATES);
  const ctx = { mayMeet: meet, budget, isLastRound: state.isLastRound, maxT: maxT(state) };
  // Settled: the initial colour is the file's, or white when the file does not say.
  const initialColour = options.initialColour ?? state.tournament.initialColour ?? 'w';
  const notPaired = state.players
    .filter((p) => !p.toBePaired)
    .map((p) => p.id)
    .sort((a, b) => a - b);

  if (!canCompletePairing(players, meet, (p) => p.pabEligible)) {
    // A.8: "If it is impossible to complete a round-pairing, the arbiter shall decide what to do."
    throw new NoValidPairingError(`round ${state.round}: no complete round-pairing exists (C.1-C.3)`);
  }

  // B.0
  const bye = choosePab(players, meet);
  if (bye !== null) options.trace?.(`B.0: PAB to ${bye.id}`);
  const unpaired = new Set(players.filter((p) => p !== bye));

  // A.8 / B.1: scoregroups in descending order of score; a scoregroup whose residents were all upfloated is empty.
  const scores = [...new Set([...unpaired].map((p) => p.score))].sort((a, b) => b - a);
  const chosen: UpfloaterChoice[] = [];
  const brackets: DubovBracketTrace[] = [];
  for (const s of scores) {
    const residents = [...unpaired].filter((p) => p.score === s);
    if (residents.length === 0) continue;
    const lower = [...unpaired].filter((p) => p.score < s);
    const choice = chooseUpfloaters(residents, lower, ctx);
    chosen.push(choice);
    for (const [a, b] of choice.pairing.pairs) {
      unpaired.delete(a);
      unpaired.delete(b);
    }
    const trace: DubovBracketTrace = {
      score: s,
      residents: ids(residents),
      upfloaters: ids(choice.upfloaters),
      quality: choice.quality,
    };
    brackets.push(trace);
    options.trace?.(
      `bracket ${s / 10}: residents ${trace.residents.join(' ')}; upfloaters ${trace.upfloaters.join(' ') || '-'}` +
        ` (quality ${trace.quality.join('/')}; sets ${choice.evaluated.map((e) => `{${ids(e.upfloaters).join(',')}}:${e.quality.join('/')}`).join(' ')}); G1 ${ids(choice.pairing.initialG1).join(' ')}` +
        `; shifts ${ids(choice.pairing.firstShift).join(' ') || '-'} / ${ids(choice.pairing.secondShift).join(' ') || '-'}` +
        `; pairs ${choice.pairing.pairs.map(([a, b]) => `${a.id}-${b.id}`).join(' ')}`,
    );
  }

  const coloured = chosen.flatMap((c) => c.pairing.pairs.map(([a, b]) => allocateColours(a, b, initialColour)));
  const pairs: Pair[] = boardOrder(coloured).map((p) => ({ white: p.white.id, black: p.black.id }));
  return { round: state.round, pairs, bye: bye?.id ?? null, notPaired, brackets, candidates: budget.spent };
}
