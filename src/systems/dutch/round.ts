/**
 * Pairs a round by the Dutch system (C.04.3, 2017 rules): the A.9 round-pairing outlook.
 *
 * Brackets are paired from the top scoregroup down; each bracket's downfloaters join the next scoregroup as
 * MDPs. After each bracket, the downfloaters and all the remaining players must still allow a complete
 * round-pairing; when they do not, the bracket just paired is the PPB: it is paired again with the completion
 * criterion C.4 first, and its downfloaters together with every lower player form the collapsed last bracket
 * (CLB), which completes the round. The player left over in the last bracket gets the pairing-allocated bye.
 *
 * Completability is tracked with one maximum-cardinality matching over all players to pair (plus a bye vertex
 * adjacent to the PAB-eligible players when their number is odd), repaired incrementally as pairs are fixed.
 */
import { NoValidPairingError } from '../../errors.js';
import { CardinalityMatcher } from '../../matching/cardinality.js';
import type { RoundState } from '../../model/state.js';
import type { Colour, PlayerId } from '../../model/types.js';
import { boardOrderOf } from '../shared/boardOrder.js';
import type { Pair, RoundPairing } from '../shared/types.js';
import { pairBracket, type BracketResult } from './bracket.js';
import { fastBracket, type DeclineReason } from './fast.js';
import { bestOfFew2017 } from './bestOfFew.js';
import { initialColourOf } from '../shared/initialColour.js';
import { compatible, dutchColourOf, dutchPlayers, type DutchPlayer, type DutchRound } from './player.js';
import type { BracketGraph, BracketKind } from './weights.js';

/** What happened to each bracket, for explanations (`pair --explain`) and tests. */
export interface BracketTrace {
  readonly kind: BracketKind;
  readonly score: number;
  readonly mdps: readonly PlayerId[];
  readonly residents: readonly PlayerId[];
  readonly pairs: readonly (readonly [PlayerId, PlayerId])[];
  readonly downfloaters: readonly PlayerId[];
}

export interface DutchResult extends RoundPairing {
  readonly brackets: readonly BracketTrace[];
}

/** Groups players (A.2 order) into scoregroups, highest score first. */
export function scoregroups(players: readonly DutchPlayer[]): DutchPlayer[][] {
  const groups: DutchPlayer[][] = [];
  for (const p of players) {
    const last = groups[groups.length - 1];
    if (last !== undefined && last[0]!.score === p.score) last.push(p);
    else groups.push([p]);
  }
  return groups;
}

export interface DutchOptions {
  /** 'auto' (default): the fast path where it can prove its answer, the exact engine otherwise. */
  readonly engine?: 'auto' | 'exact' | 'fast-only';
}

/** Which engine paired each bracket (for tests and benchmarks). */
export interface EngineStats {
  fast: number;
  exact: number;
  /** Per bracket: kind, players (bracket + others), engine used, milliseconds. */
  readonly brackets?: { kind: BracketKind; size: number; engine: 'fast' | 'exact'; ms: number; declined?: DeclineReason }[];
  /** Diagnostics (scripts/exact-brackets): called with each bracket the exact engine pairs, and why the fast path declined it. */
  readonly onExact?: (g: BracketGraph, declined: DeclineReason | undefined) => void;
}

function solveBracket(g: BracketGraph, options: DutchOptions, stats: EngineStats | undefined): BracketResult {
  const start = stats?.brackets ? performance.now() : 0;
  let declined: DeclineReason | undefined;
  const done = (engine: 'fast' | 'exact', result: BracketResult): BracketResult => {
    if (stats) {
      stats[engine]++;
      stats.brackets?.push({ kind: g.kind, size: g.members.length + g.others.length, engine, ms: performance.now() - start, ...(declined ? { declined } : {}) });
    }
    return result;
  };
  if (options.engine !== 'exact') {
    const fast = fastBracket(g, { bestOfFew: bestOfFew2017, ...(stats ? { onDecline: (r: DeclineReason) => (declined = r) } : {}) });
    if (fast !== null) return done('fast', fast);
  }
  stats?.onExact?.(g, declined);
  return done('exact', pairBracket(g));
}

export function pairDutch(state: RoundState, options: DutchOptions = {}, stats?: EngineStats): DutchResult {
  const players = dutchPlayers(state);
  const round: DutchRound = {
    round: state.round,
    players,
    initialColour: initialColourOf(state),
    isForbidden: state.isForbidden,
  };
  const notPaired = state.players.filter((p) => !p.toBePaired).map((p) => p.id);

  // Completability over all players to pair; vertex players.length is the bye vertex when needed.
  const count = players.length;
  const withBye = count % 2 === 1;
  const validity = new CardinalityMatcher({
    vertexCount: count + (withBye ? 1 : 0),
    adjacent: (u, v) => {
      if (u === count) return players[v]!.pabEligible;
      if (v === count) return players[u]!.pabEligible;
      return compatible(players[u]!, players[v]!, round.isForbidden);
    },
  });
  validity.maximize();
  if (!validity.isPerfect()) {
    throw new NoValidPairingError(explainIncomplete(players, round));
  }

  const groups = scoregroups(players);
  const fixed: [DutchPlayer, DutchPlayer][] = [];
  const traces: BracketTrace[] = [];
  let bye: DutchPlayer | null = null;
  let mdps: DutchPlayer[] = [];

  const record = (kind: BracketKind, members: DutchPlayer[], mdpCount: number, result: BracketResult): void => {
    // Pairs read by index, not destructured: 5,000 of them in a 9,999-player round, in code not yet optimised.
    for (let i = 0; i < result.pairs.length; i++) fixed.push([members[result.pairs[i]![0]]!, members[result.pairs[i]![1]]!]);
    traces.push({
      kind,
      score: members[members.length - 1]!.score,
      mdps: members.slice(0, mdpCount).map((p) => p.id),
      residents: members.slice(mdpCount).map((p) => p.id),
      pairs: result.pairs.map((p) => [members[p[0]]!.id, members[p[1]]!.id] as const),
      downfloaters: result.downfloaters.map((x) => members[x]!.id),
    });
  };

  for (let gi = 0; gi < groups.length; gi++) {
    const members = [...mdps, ...groups[gi]!];
    const mdpCount = mdps.length;
    if (gi === groups.length - 1) {
      const result = solveBracket({ kind: 'last', round, members, mdpCount, others: [], bye: members.length % 2 === 1 }, options, stats);
      record('last', members, mdpCount, result);
      if (result.byeMember !== null) bye = members[result.byeMember]!;
      break;
    }
    const others = groups[gi + 1]!;
    const nextIsLast = gi + 1 === groups.length - 1;
    const nextHasBye = nextIsLast && (members.length + others.length) % 2 === 1;
    const result = solveBracket({ kind: 'normal', round, members, mdpCount, others, bye: nextHasBye }, options, stats);
    // A.9: do the downfloaters and all remaining players still allow a complete round-pairing?
    for (let i = 0; i < result.pairs.length; i++) {
      validity.removeVertex(members[result.pairs[i]![0]]!.rank);
      validity.removeVertex(members[result.pairs[i]![1]]!.rank);
    }
    validity.maximize();
    if (validity.isPerfect()) {
      record('normal', members, mdpCount, result);
      mdps = result.downfloaters.map((x) => members[x]!);
      continue;
    }
    // This bracket is the PPB: pair it again with C.4, then the collapsed last bracket completes the round.
    const lower = groups.slice(gi + 1).flat();
    const ppbBye = (members.length + lower.length) % 2 === 1;
    const ppb = solveBracket({ kind: 'ppb', round, members, mdpCount, others: lower, bye: ppbBye }, options, stats);
    record('ppb', members, mdpCount, ppb);
    const clbMembers = [...ppb.downfloaters.map((x) => members[x]!), ...lower];
    const clbMdps = ppb.downfloaters.length;
    const clb = solveBracket({ kind: 'clb', round, members: clbMembers, mdpCount: clbMdps, others: [], bye: clbMembers.length % 2 === 1 }, options, stats);
    record('clb', clbMembers, clbMdps, clb);
    if (clb.byeMember !== null) bye = clbMembers[clb.byeMember]!;
    break;
  }

  const pairs: Pair[] = fixed.map((pair) => {
    const a = pair[0];
    const b = pair[1];
    const colour: Colour = dutchColourOf(a, b, round.initialColour);
    return colour === 'w' ? { white: a.id, black: b.id } : { white: b.id, black: a.id };
  });
  const ordered = boardOrderOf(pairs, players);
  return { round: state.round, pairs: ordered, bye: bye?.id ?? null, notPaired, brackets: traces };
}

/** A short account of why no complete pairing exists, for the error message. */
export function explainIncomplete(players: readonly DutchPlayer[], round: DutchRound): string {
  const isolated = players.filter((p) => players.every((q) => q === p || !compatible(p, q, round.isForbidden)));
  if (isolated.length > 0) {
    const ids = isolated.map((p) => p.id).join(', ');
    return `no valid pairing exists for round ${round.round}: player(s) ${ids} cannot be paired with anybody (all met already, forbidden, or same absolute colour preference)`;
  }
  if (players.length % 2 === 1 && players.every((p) => !p.pabEligible)) {
    return `no valid pairing exists for round ${round.round}: the number of players is odd and nobody may receive the pairing-allocated bye (C.2)`;
  }
  return `no valid pairing exists for round ${round.round}: the players cannot all be paired without a repeated game (C.1), a forbidden pair, or two same absolute colour preferences meeting (C.3)`;
}
