/**
 * The test oracle for the Dutch system (C.04.3, 2017 rules): a deliberately slow, literal implementation of the
 * sequential procedure, written from the rule text only (never from src/systems/dutch), so that agreement with
 * the fast engine means something.
 *
 * A.9: brackets are paired top-down; after each bracket, if its downfloaters and all the remaining players cannot
 * complete the round-pairing, that bracket is the PPB: it is re-paired with C.4, and its downfloaters plus all
 * the lower players form the CLB, paired last.
 */
import { NoValidPairingError } from '../../../src/errors.js';
import type { RoundState } from '../../../src/model/state.js';
import { otherColour, type Colour, type PlayerId } from '../../../src/model/types.js';
import type { Pair, RoundPairing } from '../../../src/systems/shared/types.js';
import { pairBracket, type BracketInput, type BracketResult, type RoundContext } from './bracket.js';
import { allocateColours, type ColouredPair } from './colours.js';
import { canCompletePairing } from './matching.js';
import { compareA2, mayMeet, playersToPair, type OPlayer } from './players.js';

export interface OracleOptions {
  /** Largest number of candidates built in one bracket before giving up (SizeLimitError). Default 2,000,000. */
  readonly maxCandidates?: number;
  /**
   * Largest number of players to be paired in a bracket for which the B.4 "perfect" target is computed exactly
   * (dynamic programming over 2^n subsets; memory grows likewise, about 200 MB at 20). Default 20. It only saves
   * time: it never changes the pairing.
   */
  readonly exactIdealLimit?: number;
  /** Candidates built in a bracket before that exact target is computed and pruning starts. Default 2000. */
  readonly exactIdealAfter?: number;
  /**
   * Default true. False builds and evaluates every candidate of every bracket and keeps the first best (B.8),
   * without B.4's early acceptance or any pruning: the slowest, most literal mode, to check the shortcuts.
   */
  readonly earlyStop?: boolean;
  /** The initial colour (E); default: the file's (XXC / 152), else read back from round 1, else white. */
  readonly initialColour?: Colour;
  /** Receives one line per bracket paired (for debugging disagreements). */
  readonly trace?: (line: string) => void;
}

/**
 * E: "the colour determined by drawing of lots before the pairing of the first round". When the file does not
 * record it, it is read back from round 1, where every colour was decided by E.5 (nobody had a preference): in the
 * first game of round 1 (by pairing number) with colours, the higher-ranked player (the lower number; round 1
 * has no scores) had the initial colour if his E.5 number (position among the players paired in round 1, see
 * players.ts) is odd, the other one if even. Nothing to read: white.
 */
export function initialColourOf(state: RoundState): Colour {
  const t = state.tournament;
  if (t.initialColour !== null) return t.initialColour;
  let position = 0;
  for (const p of t.players) {
    const first = p.rounds[0];
    if (first === undefined || !(first.kind === 'played' || first.kind === 'forfeit' || first.kind === 'pab')) continue;
    position++;
    if (first.kind !== 'pab' && first.colour !== null && p.id < first.opponent) {
      return position % 2 === 1 ? first.colour : otherColour(first.colour);
    }
  }
  return 'w';
}

/** Scoregroups (A.3) in descending order of score, each in A.2 order. */
function scoregroups(players: readonly OPlayer[]): OPlayer[][] {
  const groups: OPlayer[][] = [];
  for (const p of players) {
    const last = groups[groups.length - 1];
    if (last !== undefined && last[0]!.score === p.score) last.push(p);
    else groups.push([p]);
  }
  return groups;
}

/**
 * C.04.2 board order: the score of the pair's higher-ranked player (descending), then the sum of the two scores
 * (descending), then the pairing number of the higher-ranked player (ascending). Scores are the pairing scores.
 */
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

export interface OracleResult extends RoundPairing {
  /** The brackets as paired, in order (the PPB re-pairing replaces the first pairing of that bracket). */
  readonly brackets: readonly BracketResult[];
}

/** Pairs one round by the literal Dutch procedure. Exponential in the bracket size. */
export function pairDutchLiterally(state: RoundState, options: OracleOptions = {}): OracleResult {
  const players = playersToPair(state);
  const meet = (a: OPlayer, b: OPlayer): boolean => mayMeet(state, a, b);
  const completable = (ps: readonly OPlayer[]): boolean => canCompletePairing(ps, meet, (p) => p.pabEligible);
  const round: RoundContext = {
    mayMeet: meet,
    initialColour: options.initialColour ?? initialColourOf(state),
    maxCandidates: options.maxCandidates ?? 2_000_000,
    exactIdealLimit: options.exactIdealLimit ?? 20,
    exactIdealAfter: options.exactIdealAfter ?? 2000,
    earlyStop: options.earlyStop ?? true,
    trace: options.trace,
  };
  const notPaired = state.players
    .filter((p) => !p.toBePaired)
    .map((p) => p.id)
    .sort((a, b) => a - b);

  if (!completable(players)) {
    // A.9: "If it is impossible to complete a round-pairing, the arbiter shall decide what to do."
    throw new NoValidPairingError(`round ${state.round}: no complete round-pairing exists (C.1-C.3)`);
  }

  const groups = scoregroups(players);
  const brackets: BracketResult[] = [];
  let mdps: readonly OPlayer[] = [];
  let bye: PlayerId | null = null;
  const pair = (input: BracketInput): BracketResult => {
    const result = pairBracket(input, round);
    brackets.push(result);
    return result;
  };

  for (let i = 0; i < groups.length; i++) {
    const residents = groups[i]!;
    const lower = groups.slice(i + 1).flat();
    if (lower.length === 0) {
      const last = pair({ mdps, residents, role: { kind: 'last' } });
      bye = last.downfloaters[0]?.id ?? null;
      break;
    }
    const nextGroup = groups[i + 1]!;
    const result = pair({ mdps, residents, role: { kind: 'normal', nextGroup, nextIsLast: i + 2 === groups.length } });
    if (completable([...result.downfloaters, ...lower])) {
      mdps = result.downfloaters;
      continue;
    }
    // A.9: this bracket is the PPB. Re-pair it with C.4, then pair the CLB (its downfloaters and the collapsed
    // scoregroup: every player with a lower score) as the last bracket.
    options.trace?.(`PPB: the downfloaters of the bracket above cannot complete the round; re-pairing it`);
    brackets.pop();
    const ppb = pair({ mdps, residents, role: { kind: 'ppb', lower } });
    const clb = pair({ mdps: ppb.downfloaters, residents: lower, role: { kind: 'last' } });
    bye = clb.downfloaters[0]?.id ?? null;
    break;
  }

  const coloured = brackets.flatMap((b) => b.pairs.map(([x, y]) => allocateColours(x, y, round.initialColour)));
  const pairs: Pair[] = boardOrder(coloured).map((p) => ({ white: p.white.id, black: p.black.id }));
  return { round: state.round, pairs, bye, notPaired, brackets };
}
