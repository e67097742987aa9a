/**
 * Pairs a round by the Dutch system, C.04.3 as applied from 1 February 2026 (1.9 round-pairing outlook).
 *
 * Brackets are paired from the top scoregroup down, each bracket's downfloaters joining the next scoregroup as
 * MDPs. There is no PPB/CLB any more: the completion criterion C4 and the PAB criterion C5 hold in every bracket,
 * so every bracket graph carries all the players not yet paired (weights.ts, field `complete`), and the bye
 * vertex only reaches the players C5 allows. C5's score is computed once for the round (criteria.ts).
 *
 * Complexity: O(log S) cardinality matchings for C5, then per bracket the fast path, else an exact weighted
 * matching on the bracket and its next scoregroup (O(n^3), bracket.ts) checked against the round's completion,
 * else one over every player not yet paired (O(r^3) for r of them).
 */
import { NoValidPairingError } from '../../../errors.js';
import type { RoundState } from '../../../model/state.js';
import type { Colour } from '../../../model/types.js';
import { boardOrderOf } from '../../shared/boardOrder.js';
import { initialColourOf } from '../../shared/initialColour.js';
import type { Pair } from '../../shared/types.js';
import { pairBracket, type BracketResult } from '../bracket.js';
import { dutchColourOf, dutchPlayers, type DutchPlayer, type DutchRound } from '../player.js';
import { explainIncomplete, scoregroups, type BracketTrace, type DutchOptions, type DutchResult, type EngineStats } from '../round.js';
import { byeAssigneeScore, c9MayApply } from './criteria.js';
import { fastBracket2026, type Checked } from './fast.js';
import type { DeclineReason } from '../fast.js';
import { CompletionWitness } from './witness.js';
import type { CardinalityMatcher } from '../../../matching/cardinality.js';
import { bracketWeights2026, type BracketGraph2026 } from './weights.js';

/**
 * The exact answer on the bracket and its next scoregroup (no completion field), its pairs and the rest of its
 * matching, checked against the round's completion: the witness with the bracket's pairs fixed when the whole
 * matching extends to a complete round-pairing with a C5 assignee, else null. If it does, it is the answer on
 * the full graph too: outside `complete`, every field lives on edges of the small graph, so the small optimum
 * bounds the full one, and here a complete pairing reaches it; the first candidate in generation order among the
 * small optima is then also the first among the full ones.
 */
function extendsToRound(g: BracketGraph2026, result: BracketResult, witness: CompletionWitness): CardinalityMatcher | null {
  const m = g.members.length;
  const vertex = (v: number): number => (v < m ? g.members[v]!.rank : v < m + g.others.length ? g.others[v - m]!.rank : witness.bye);
  const after = witness.without(result.pairs.map((p) => [vertex(p[0]), vertex(p[1])] as const));
  if (after === null) return null;
  return witness.without((result.rest ?? []).map((p) => [vertex(p[0]), vertex(p[1])] as const), after) === null ? null : after;
}

/**
 * The small graph (the bracket and its next scoregroup) is tried first only when it is clearly smaller than the
 * full one (every player not yet paired): both give the same answer when the small one's extends to the round,
 * and an exact solve costs the cube of its vertices, so a small graph holding most of the lower players costs
 * nearly as much as the full one and, when its answer does not extend, doubles the cost (the circle-method
 * history, 2026: a 985-player bracket whose next scoregroup is every lower player, 26.6 s small, then full).
 */
const SMALL_GRAPH_SHARE = 0.75;

/**
 * 'auto': the fast path where it proves its answer, else the exact engine on the bracket and its next
 * scoregroup when its answer extends to the round (extendsToRound), else the exact engine over every player not
 * yet paired (`lower` is built only then). 'exact': the last one only (the reference the others are tested
 * against). Nothing is fixed in the witness yet: the caller does, once the bracket's answer is final.
 */
function solve(g: BracketGraph2026, lower: () => DutchPlayer[], witness: CompletionWitness, options: DutchOptions, stats: EngineStats | undefined): Checked {
  const start = stats?.brackets ? performance.now() : 0;
  let declined: DeclineReason | undefined;
  const done = (engine: 'fast' | 'exact', size: number, checked: Checked): Checked => {
    if (stats) {
      stats[engine]++;
      stats.brackets?.push({ kind: g.kind, size, engine, ms: performance.now() - start, ...(declined ? { declined } : {}) });
    }
    return checked;
  };
  if (options.engine !== 'exact') {
    const fast = fastBracket2026(g, witness, lower, stats ? (r) => (declined = r) : undefined);
    if (fast !== null) return done('fast', g.members.length + g.others.length, fast);
    if (g.kind === 'normal' && g.others.length < SMALL_GRAPH_SHARE * lower().length) {
      const small: BracketGraph2026 = { ...g, completion: false, bye: g.bye && g.c9 };
      const result = pairBracket(small, bracketWeights2026);
      const after = extendsToRound(small, result, witness);
      if (after !== null) return done('exact', g.members.length + g.others.length, { result, witness: after });
    }
  }
  const full: BracketGraph2026 = { ...g, others: lower() };
  return done('exact', full.members.length + full.others.length, { result: pairBracket(full, bracketWeights2026), witness: null });
}

export function pairDutch2026(state: RoundState, options: DutchOptions = {}, stats?: EngineStats): DutchResult {
  const players = dutchPlayers(state);
  const round: DutchRound = { round: state.round, players, initialColour: initialColourOf(state), isForbidden: state.isForbidden };
  const notPaired = state.players.filter((p) => !p.toBePaired).map((p) => p.id);

  // C4/C5 for the round: the lowest score the PAB assignee can have in a complete round-pairing.
  const assignee = byeAssigneeScore(players, round);
  if (assignee === undefined) throw new NoValidPairingError(explainIncomplete(players, round));
  const byeScore = assignee.score;
  const odd = byeScore !== null;
  // A complete round-pairing of the players not yet paired (C4/C5), repaired as pairs are fixed: the fast path
  // starts its completion checks from it. Vertex players.length is the bye.
  const witness = new CompletionWitness(assignee.witness, odd ? players.length : -1);

  const groups = scoregroups(players);
  const fixed: [DutchPlayer, DutchPlayer][] = [];
  const traces: BracketTrace[] = [];
  let bye: DutchPlayer | null = null;
  let mdps: DutchPlayer[] = [];

  for (let gi = 0; gi < groups.length; gi++) {
    const group = groups[gi]!;
    const members = [...mdps, ...group];
    const last = gi === groups.length - 1;
    const next = last ? [] : groups[gi + 1]!;
    const g: BracketGraph2026 = {
      kind: last ? 'last' : 'normal',
      round,
      members,
      mdpCount: mdps.length,
      // The next scoregroup; the exact engine gets every lower player (solve).
      others: next,
      bye: odd,
      nextCount: next.length,
      byeScore,
      c9: c9MayApply(byeScore, group[0]!.score),
    };
    let below: DutchPlayer[] | null = null;
    const lower = (): DutchPlayer[] => (below ??= groups.slice(gi + 1).flat());
    let checked = solve(g, lower, witness, options, stats);
    // C9 speaks of a bracket that downfloats exactly one player; C6 above it fixes how many it downfloats.
    if (g.c9 && checked.result.downfloaters.length !== 1) checked = solve({ ...g, c9: false }, lower, witness, options, stats);
    const result = checked.result;
    // Pairs read by index, not destructured: 5,000 of them in a 9,999-player round, in code not yet optimised.
    for (let i = 0; i < result.pairs.length; i++) fixed.push([members[result.pairs[i]![0]]!, members[result.pairs[i]![1]]!]);
    if (checked.witness !== null) witness.adopt(checked.witness);
    else if (!last) witness.fix(result.pairs.map((p) => [members[p[0]]!.rank, members[p[1]]!.rank] as const));
    traces.push({
      kind: g.kind,
      score: group[0]!.score,
      mdps: mdps.map((p) => p.id),
      residents: group.map((p) => p.id),
      pairs: result.pairs.map((p) => [members[p[0]]!.id, members[p[1]]!.id] as const),
      downfloaters: result.downfloaters.map((x) => members[x]!.id),
    });
    if (last && result.byeMember !== null) bye = members[result.byeMember]!;
    mdps = result.downfloaters.map((x) => members[x]!);
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
