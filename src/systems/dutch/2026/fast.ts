/**
 * Fast path for a 2026 bracket: the 2017 fast path (../fast.ts, the literal candidate order with bounds no
 * candidate can beat) on the bracket and its next scoregroup, accepted only where its proof carries over to the
 * 2026 criteria, then checked against C4/C5 over every player not yet paired.
 *
 * Why the 2017 bounds prove 2026 optimality: the fast path accepts only candidates that pair every MDP and reach
 * the maximum number of pairs, so the downfloaters are residents only and C7 (their scores) is at its minimum;
 * the following bracket then pairs every downfloater with the most pairs conceivable, which is C8's optimum;
 * colours (C10-C13 = 2017 C.8-C.11) are unchanged; and with every MDP paired the 2017 float counts differ from
 * C14-C21 by a constant (MDPs paired down count in 2017, never in 2026; residents count alike).
 *
 * A Limbo (more MDPs than residents, Art. 3: S1 = the first valid MDP set) is searched as 2017 searches it: S1 =
 * the first M1 MDPs by BSN, which leaves the lowest scores to float (C7) and is the first set in Art. 4's order
 * (smallest differing BSN) whenever it can be paired with every resident; when it cannot, no candidate of it meets
 * the bounds and the exact engine decides. Every candidate as good at C6-C7 pairs every resident with an MDP and
 * floats MDPs of those scores, differing only in which of the MDPs tied at the Limbo's top score float; the 2017
 * bounds hold for all of them (plan: colours let any tied MDP float; the Limbo holds as few tied MDPs with a
 * downfloat as it can), and each bounds its 2026 criterion too: C8 = C.7 (the Limbo's scores); C14/C16 = C.12/C.14
 * minus the MDPs with a downfloat, the same number for every MDP set; C15/C17/C19/C21 = C.13/C.15/C.17/C.19 (tied
 * MDPs have equal score differences); C18/C20 (the unpaired repeat floaters by score: the Limbo's and the
 * residents') are least exactly when C.16/C.18 are, since moving a tied MDP with a downfloat into the Limbo turns
 * its C.16 entry from a pair's score difference into a larger downfloater's. A candidate of the first set that
 * meets the bounds is therefore the first optimal one in the 2026 order too; otherwise the search finds none and
 * the exact engine decides.
 *
 * A bracket of at most FEW_PLAYERS that no candidate pairs within the ideal bounds (3.8, the best candidate): every
 * pairing is valued on the 2026 criteria, and the 2017 search looks for the 2017 values that exactly the best
 * pairings have (2026/bestOfFew.ts gives the proof); the completion check below applies to its answer too.
 *
 * What the 2017 path does not see, and is checked here: C9 (in the last bracket the leftover must have the most
 * games among the C5 candidates, a bound no pairing beats; in a higher bracket that floats the assignee, declined)
 * and C4/C5 (the bracket's pairs plus a maximum pairing of the following bracket must extend to a complete round-
 * pairing whose PAB goes to a C5 player; the bracket's pairs alone when it has no downfloater, since C8 is then
 * the same for every candidate as good at C6). The check is sufficient, not necessary: when it fails, the exact
 * engine decides.
 *
 * Complexity: the 2017 fast path (O(n) nodes plus one O(n^2) matching), plus the completion check: an O(r) copy
 * of the round's witness matching (r players not yet paired) and one O(r^2) search per player it has to re-match.
 */
import { CardinalityMatcher } from '../../../matching/cardinality.js';
import type { BracketResult } from '../bracket.js';
import type { BracketGraph } from '../weights.js';
import { completionCapsPairs, fastBracket, type DeclineReason } from '../fast.js';
import { completionDecided, downfloatersMatched, followingAtBound } from '../following.js';
import { compatible, type DutchPlayer } from '../player.js';
import { bestOfFew2026 } from './bestOfFew.js';
import { byeCandidate, type BracketGraph2026 } from './weights.js';
import type { CompletionWitness } from './witness.js';

/** A bracket's answer with the witness that has its pairs fixed (null: the caller fixes them). */
export interface Checked {
  readonly result: BracketResult;
  readonly witness: CardinalityMatcher | null;
}

/** `lower`: every player not yet paired below the bracket (the next scoregroup first), built only when needed. */
export function fastBracket2026(g: BracketGraph2026, witness: CompletionWitness, lower: () => readonly DutchPlayer[], onDecline?: (reason: DeclineReason) => void): Checked | null {
  const oddLast = g.kind === 'last' && g.members.length % 2 === 1;
  // A normal bracket that downfloats the PAB assignee: C9 there depends on the following brackets; exact engine.
  if (g.c9 && !oddLast) {
    onDecline?.('c9');
    return null;
  }
  const next = g.others.slice(0, g.nextCount);
  // The last bracket's leftover is the PAB assignee: C5's score, and (C9 bound) the most games played of those.
  const candidates = g.members.filter((p) => byeCandidate(p, g.byeScore));
  const mostGames = Math.max(...candidates.map((p) => p.colours.length));
  const mayGetBye = (p: DutchPlayer): boolean => byeCandidate(p, g.byeScore) && (!g.c9 || p.colours.length === mostGames);
  const result = fastBracket(
    { kind: g.kind, round: g.round, members: g.members, mdpCount: g.mdpCount, others: next, bye: false },
    { mayGetBye, bestOfFew: bestOfFew2026(g), ...(onDecline ? { onDecline } : {}) },
  );
  if (result === null) return null;
  // The last bracket's candidate pairs everybody but the leftover that mayGetBye accepted: the round is complete.
  if (g.kind === 'last') return { result, witness: null };
  const after = extendsToRound(g, result, next, witness);
  if (after !== null) return { result, witness: after };
  const completing = completingBracket(g, next, lower(), witness);
  if (completing === null) onDecline?.('completion');
  return completing;
}

/**
 * A bracket whose answer does not extend to a complete round-pairing (C4 and C5 come before C6-C8):
 *
 * - When C4 leaves the bracket itself fewer pairs than the ideal (the players below cannot all be paired without
 *   more of its players), it is searched as 2017 searches a PPB (A.9: C.4 at every leaf, its pairs capped at what
 *   completion allows), over every player not yet paired. The PPB criteria are 2026's without C8; an answer that
 *   pairs every MDP, whose C8 is at its bound (every downfloater paired in the following bracket, with the most
 *   pairs any candidate with as many downfloaters could give there) and whose pairs and that pairing of the
 *   following bracket extend to a complete round with a C5 assignee, is no worse than any candidate on C4-C8, and
 *   on C10-C21 as on the 2017 criteria (module comment); earlier candidates in the order fail C4 or are worse.
 * - Otherwise the bracket has its ideal pairs but the following bracket cannot have its own over a complete
 *   round-pairing: C8 is read under C4 (following.ts: the bound capped by what the players below need, reached or
 *   not decided exactly at each leaf), for at most COMPLETION_BELOW players below the following bracket, or any
 *   number of them when no two may meet (completionDecided).
 *
 * Otherwise null, and the exact engine decides. Cost: a second 2017 fast path, with one O((d + o)^2) matching per
 * leaf for C.4 (d downfloaters, o players below) or, under C8, up to C(COMPLETION_BELOW, s) matchings of the
 * following bracket per leaf.
 */
function completingBracket(g: BracketGraph2026, next: readonly DutchPlayer[], lower: readonly DutchPlayer[], witness: CompletionWitness): Checked | null {
  if (g.kind !== 'normal') return null;
  const asPpb: BracketGraph = { kind: 'ppb', round: g.round, members: g.members, mdpCount: g.mdpCount, others: lower, bye: (g.members.length + lower.length) % 2 === 1 };
  const normal: BracketGraph = { kind: 'normal', round: g.round, members: g.members, mdpCount: g.mdpCount, others: next, bye: false };
  if (completionCapsPairs(asPpb)) {
    const result = fastBracket(asPpb, {});
    if (result === null || result.downfloaters.some((x) => x < g.mdpCount)) return null;
    if (!followingAtBound(normal, result.downfloaters)) return null;
    const after = extendsToRound(g, result, next, witness);
    return after === null ? null : { result, witness: after };
  }
  const below = lower.slice(g.nextCount);
  const mayGetBye = g.byeScore === null ? null : (p: DutchPlayer): boolean => byeCandidate(p, g.byeScore);
  const completion = { below, mayGetBye };
  if (!completionDecided(completion, g.round)) return null;
  const result = fastBracket(normal, { completion, bestOfFew: bestOfFew2026(g) });
  if (result === null) return null;
  // The leaf proved a complete round-pairing with these pairs and the C5 assignee; the witness is kept in step.
  const after = witness.without(result.pairs.map((p) => [g.members[p[0]]!.rank, g.members[p[1]]!.rank] as const));
  return after === null ? null : { result, witness: after };
}

/**
 * C4/C5: the bracket's pairs, and with them (when the bracket has downfloaters: C8) a maximum pairing of the
 * following bracket (its MDPs, this bracket's downfloaters, all paired), leave a completable rest. Returns the
 * witness with the bracket's pairs fixed, or null.
 */
function extendsToRound(g: BracketGraph2026, result: BracketResult, next: readonly DutchPlayer[], witness: CompletionWitness): CardinalityMatcher | null {
  const after = witness.without(result.pairs.map((p) => [g.members[p[0]]!.rank, g.members[p[1]]!.rank] as const));
  if (after === null) return null;
  const isForbidden = g.round.isForbidden;
  const down = result.downfloaters.map((x) => g.members[x]!);
  const k = down.length;
  // C8 reads the set of downfloaters only ("choose the set of downfloaters so that in the following bracket ...").
  // An answer that pairs every member leaves the empty set, and so does every candidate as good at C6: C8 is the
  // same for all of them, whatever the following bracket can pair (the rest of the round is the same players),
  // and C4/C5 (above) are all there is to check. The following bracket's own shortfall is its own to resolve.
  if (k === 0) return after;
  const following = [...down, ...next];
  const local = new Map<number, number>(following.map((p, i) => [p.rank, i]));
  const meets = (u: number, v: number): boolean => compatible(following[u]!, following[v]!, isForbidden);
  // A maximum pairing of the following bracket with every downfloater paired, started from the witness's pairs
  // inside it (they come out of the check for free) or, when that one does not extend, from a matching of the
  // downfloaters alone: a greedy start can give a downfloater's only partner to another player, and augmenting
  // a matching to a maximum one never unpairs a vertex.
  const nextPairs = (start: (v: number) => number): (readonly [number, number])[] | null => {
    const inNext = new CardinalityMatcher({
      vertexCount: following.length,
      adjacent: (u, v) => (u >= k || v >= k) && meets(u, v),
      initialMate: start,
    });
    inNext.maximize();
    const pairs: (readonly [number, number])[] = [];
    for (let v = 0; v < following.length; v++) {
      const mate = inNext.mate(v);
      if (mate === -1 && v < k) return null; // the bound wants every downfloater paired there
      if (mate > v) pairs.push([following[v]!.rank, following[mate]!.rank]);
    }
    return pairs;
  };
  const extend = (pairs: (readonly [number, number])[] | null): boolean => pairs !== null && witness.without(pairs, after) !== null;
  if (extend(nextPairs((v) => local.get(after.mate(following[v]!.rank)) ?? -1))) return after;
  const floaters = downfloatersMatched(following.length, k, meets);
  if (floaters === null) return null;
  return extend(nextPairs((v) => floaters[v]!)) ? after : null;
}
