/**
 * `pair --explain`: the rules' pairing bracket by bracket (the engine's trace), with the criteria values of each
 * bracket's choice and, for every player who floats (and the PAB assignee), the criterion that decided it: the
 * closest alternative that pairs him instead (one of his bracket's pairs broken up, its other player floating
 * in his place) is evaluated on the edition's criteria, and the first criterion on which it loses is named; when
 * it loses on none, the generation order decided. Cost per bracket: O(floaters × pairs) criteria evaluations.
 */
import type { RoundState } from '../model/state.js';
import type { PlayerId } from '../model/types.js';
import { completable } from '../systems/dubov/bye.js';
import { dubovCompatible, dubovPlayers, type DubovOptions, type DubovPlayer } from '../systems/dubov/player.js';
import type { DubovBracketTrace } from '../systems/dubov/round.js';
import { compatible, type DutchPlayer } from '../systems/dutch/player.js';
import type { BracketTrace } from '../systems/dutch/round.js';
import type { EditionChoice, RoundPairing } from '../systems/index.js';
import { compareValues, showValue, type Criterion } from './criteria.js';
import { dubovCriteria, type DubovCandidate } from './dubovReason.js';
import type { DutchCandidate } from './dutchCriteria.js';
import { dutchRoundView } from './dutchReason.js';
import { points } from './reason.js';
import { DUBOV_TRACE, DUTCH_TRACE, traces } from './roundReason.js';

export interface Decision {
  readonly players: readonly PlayerId[];
  /** The deciding article (`C.6`, `D.1`, `B.0` ...), or null when no alternative exists. */
  readonly article: string | null;
  readonly text: string;
}

export interface BracketExplanation {
  /** The bracket's score (points): its residents' score. */
  readonly score: number;
  /** Dutch: normal | last | ppb | clb; Dubov: bracket. */
  readonly kind: string;
  readonly mdps: readonly PlayerId[];
  readonly residents: readonly PlayerId[];
  /** Dubov: the upfloaters the bracket took. */
  readonly upfloaters: readonly PlayerId[];
  readonly pairs: readonly (readonly [PlayerId, PlayerId])[];
  readonly downfloaters: readonly PlayerId[];
  /** The criteria on which the bracket's choice is not perfect, with their values. */
  readonly criteria: readonly { readonly article: string; readonly measure: string; readonly value: string }[];
  readonly decisions: readonly Decision[];
}

export interface PairingExplanation {
  readonly round: number;
  readonly bye: PlayerId | null;
  readonly byeDecision: Decision | null;
  readonly brackets: readonly BracketExplanation[];
}

const isZero = (v: number | readonly number[]): boolean => (typeof v === 'number' ? v === 0 : v.every((x) => x === 0));

function costs<C>(criteria: readonly Criterion<C>[], c: C): BracketExplanation['criteria'] {
  return criteria
    .map((k) => ({ k, v: k.value(c) }))
    .filter(({ k, v }) => k.better === 'min' && !isZero(v))
    .map(({ k, v }) => ({ article: k.article, measure: k.measure, value: showValue(v, k.points === true) }));
}

/** Of the alternatives, the one that loses latest in the priority order: the closest competitor. */
function closest<C>(criteria: readonly Criterion<C>[], chosen: C, alternatives: readonly C[]): { index: number; file: string; rules: string } | 'tie' | null {
  let best: { index: number; file: string; rules: string } | null = null;
  for (const alt of alternatives) {
    let lost = -1;
    for (const [i, k] of criteria.entries()) {
      const a = k.value(alt);
      const c = k.value(chosen);
      const cmp = compareValues(a, c);
      if (cmp === 0) continue;
      const altBetter = k.better === 'min' ? cmp < 0 : cmp > 0;
      // An alternative better on a criterion was not a legal choice of the bracket (B.2/B.3 roles): skip it.
      lost = altBetter ? -2 : i;
      if (!altBetter && (best === null || i > best.index)) best = { index: i, file: showValue(a, k.points === true), rules: showValue(c, k.points === true) };
      break;
    }
    if (lost === -1) return 'tie';
  }
  return best;
}

interface Words {
  /** What happens to the player ("floats down"). */
  readonly what: string;
  /** The alternative ("pairing him instead"). */
  readonly instead: string;
  /** When there is no alternative. */
  readonly none: string;
}

const FLOAT: Words = { what: 'floats down', instead: 'pairing him instead', none: 'no pair of the bracket can take him in without breaking an absolute criterion' };
const BYE: Words = { what: 'receives the pairing-allocated bye', instead: 'pairing him instead', none: 'no pair of the bracket can take him in without breaking an absolute criterion' };
const UP: Words = { what: 'floats up', instead: 'another upfloater instead', none: 'no other lower player can meet his opponent without breaking an absolute criterion' };

function decide<C>(criteria: readonly Criterion<C>[], chosen: C, alternatives: readonly C[], who: PlayerId, words: Words, orderArticle: string): Decision {
  const what = words.what;
  if (alternatives.length === 0) return { players: [who], article: null, text: `${who} ${what}: ${words.none}` };
  const c = closest(criteria, chosen, alternatives);
  if (c === 'tie') return { players: [who], article: orderArticle, text: `${who} ${what}: an alternative is as good on every criterion; the generation order (${orderArticle}) puts this pairing first` };
  if (c === null) return { players: [who], article: null, text: `${who} ${what}: every alternative breaks the bracket's rules` };
  const k = criteria[c.index]!;
  const want = k.better === 'min' ? 'minimise' : 'maximise';
  return { players: [who], article: k.article, text: `${who} ${what}: by ${k.article} (${want} ${k.measure}): ${words.instead} gives ${c.file}, this pairing ${c.rules}` };
}

function explainDutch(state: RoundState, choice: EditionChoice, p: RoundPairing): PairingExplanation {
  const edition = choice.edition === '2026' ? '2026' : '2017';
  const view = dutchRoundView(state, edition);
  const list = traces<BracketTrace>(p, DUTCH_TRACE);
  const order = edition === '2017' ? 'D.1-D.3' : 'Art. 4';
  let byeDecision: Decision | null = null;
  const brackets = list.map((t, i): BracketExplanation => {
    const last = i === list.length - 1;
    const chosen = view.rulesCandidate(t, p.bye, last);
    const criteria = view.criteria(t);
    const mdps = new Set(t.mdps);
    const decisions: Decision[] = [];
    for (const d of chosen.downfloaters) {
      const alternatives: DutchCandidate[] = [];
      for (const [j, [h, l]] of chosen.pairs.entries()) {
        for (const [keep, out] of [[h, l], [l, h]] as const) {
          if (!compatible(d, keep, state.isForbidden)) continue;
          if (t.kind === 'normal' && mdps.has(d.id) && mdps.has(keep.id)) continue;
          const isBye = last && chosen.bye?.id === d.id;
          if (isBye && !out.pabEligible) continue;
          const pair: readonly [DutchPlayer, DutchPlayer] = d.rank < keep.rank ? [d, keep] : [keep, d];
          alternatives.push({
            pairs: [...chosen.pairs.slice(0, j), pair, ...chosen.pairs.slice(j + 1)],
            downfloaters: chosen.downfloaters.map((x) => (x.id === d.id ? out : x)),
            bye: isBye ? out : chosen.bye,
          });
        }
      }
      const isBye = last && chosen.bye?.id === d.id;
      const words = isBye ? BYE : FLOAT;
      const alone = chosen.pairs.length === 0 ? { ...words, none: 'the bracket has no pair he could join' } : words;
      const decision = decide(criteria, chosen, alternatives, d.id, alone, order);
      if (isBye) byeDecision = decision;
      else decisions.push(decision);
    }
    return {
      score: t.score / 10,
      kind: t.kind,
      mdps: t.mdps,
      residents: t.residents,
      upfloaters: [],
      pairs: t.pairs,
      downfloaters: t.downfloaters,
      criteria: costs(criteria, chosen),
      decisions,
    };
  });
  return { round: p.round, bye: p.bye, byeDecision, brackets };
}

/** B.0: why the PAB went to its assignee rather than the next candidate in B.0's order. */
function dubovBye(players: readonly DubovPlayer[], bye: DubovPlayer, state: RoundState): Decision {
  const planned = state.plannedRounds ?? state.round;
  // completable() reads the absolute criteria only; the colour fields of the round do not matter to it.
  const round = { round: state.round, isLastRound: state.isLastRound, maxUpfloats: 2 + Math.floor(planned / 5), initialColour: 'w' as const, isForbidden: state.isForbidden };
  const ineligible = players.filter((q) => !q.pabEligible).map((q) => q.id);
  const others = players
    .filter((q) => q.pabEligible && q.id !== bye.id)
    .sort((a, b) => a.score - b.score || b.playedGames - a.playedGames || b.rank - a.rank);
  const skipped = others.filter((q) => ranksBefore(q, bye) && !completable(players, round, new Set([q.rank]))).map((q) => q.id);
  const next = others.find((q) => !ranksBefore(q, bye));
  let why = `lowest score (${points(bye.score)})`;
  if (next !== undefined && next.score === bye.score) {
    why = next.playedGames !== bye.playedGames ? `lowest score, then most games played (${bye.playedGames})` : 'lowest score and most games, then lowest in the initial ranking';
  }
  const parts = [`${bye.id} receives the pairing-allocated bye: B.0 ${why}`];
  if (ineligible.length > 0) parts.push(`not eligible (C.2): ${ineligible.join(', ')}`);
  if (skipped.length > 0) parts.push(`would leave no complete pairing (C.4): ${skipped.join(', ')}`);
  return { players: [bye.id], article: 'B.0', text: parts.join('; ') };
}

function ranksBefore(a: DubovPlayer, b: DubovPlayer): boolean {
  return a.score < b.score || (a.score === b.score && (a.playedGames > b.playedGames || (a.playedGames === b.playedGames && a.rank > b.rank)));
}

function explainDubov(state: RoundState, choice: EditionChoice, p: RoundPairing, options: DubovOptions): PairingExplanation {
  const players = dubovPlayers(state, { ...options, edition: choice.edition === '2026' ? '2026' : '2018' });
  const byId = new Map(players.map((q) => [q.id, q]));
  const planned = state.plannedRounds ?? state.round;
  const criteria = dubovCriteria(2 + Math.floor(planned / 5), state.isLastRound);
  const taken = new Set<PlayerId>(p.bye === null ? [] : [p.bye]);
  const brackets = traces<DubovBracketTrace>(p, DUBOV_TRACE).map((t): BracketExplanation => {
    const chosen: DubovCandidate = {
      upfloaters: t.upfloaters.map((id) => byId.get(id)!),
      pairs: t.pairs.map(([a, b]) => [byId.get(a)!, byId.get(b)!] as const),
    };
    for (const id of [...t.residents, ...t.upfloaters]) taken.add(id);
    const lower = players.filter((q) => q.score < t.score && !taken.has(q.id));
    const decisions = t.upfloaters.map((u): Decision => {
      const alternatives: DubovCandidate[] = [];
      const j = chosen.pairs.findIndex(([a, b]) => a.id === u || b.id === u);
      const partner = j < 0 ? null : chosen.pairs[j]![0].id === u ? chosen.pairs[j]![1] : chosen.pairs[j]![0];
      for (const v of lower) {
        if (partner === null || !dubovCompatible(v, partner, state.isForbidden)) continue;
        alternatives.push({
          upfloaters: chosen.upfloaters.map((x) => (x.id === u ? v : x)),
          pairs: chosen.pairs.map((pr, k) => (k === j ? ([partner, v] as const) : pr)),
        });
      }
      return decide(criteria, chosen, alternatives, u, UP, 'D.1');
    });
    if (t.upfloaters.length > 0) {
      const odd = t.residents.length % 2 === 1;
      decisions.unshift({
        players: [...t.upfloaters],
        article: 'C.5',
        text: `${t.upfloaters.length} upfloater(s): ${t.residents.length} resident(s)${odd ? ', an odd number' : ' who cannot all meet each other'}; C.5 takes the fewest that let the round be completed (C.4)`,
      });
    }
    return {
      score: t.score / 10,
      kind: 'bracket',
      mdps: [],
      residents: t.residents,
      upfloaters: t.upfloaters,
      pairs: t.pairs,
      downfloaters: [],
      criteria: costs(criteria, chosen),
      decisions,
    };
  });
  const bye = p.bye === null ? null : byId.get(p.bye)!;
  return { round: p.round, bye: p.bye, byeDecision: bye === null ? null : dubovBye(players, bye, state), brackets };
}

/** The explanation of the rules' pairing `p` of `state` (derived with the edition's reading). */
export function explainPairing(state: RoundState, choice: EditionChoice, p: RoundPairing, options: DubovOptions = {}): PairingExplanation {
  return choice.system === 'dutch' ? explainDutch(state, choice, p) : explainDubov(state, choice, p, options);
}
