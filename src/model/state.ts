/**
 * The state of every player as the pairing rules read it before round r: score, opponents met, colour history
 * and preference, floats, bye eligibility, and whether the player is to be paired at all.
 *
 * Everything here follows the general rules the system texts lean on (rules README): only games played over
 * the board are meetings and count for colours (C.04.2 D.5: unplayed rounds are dropped from the colour
 * sequence), a pairing-allocated bye or a forfeit win blocks a later PAB (C.04.1.d, approved C.2 wording),
 * and every round a player does not play counts as a downfloat (Dutch 2017 A.4.b).
 */
import { InputError } from '../errors.js';
import { blockColumn } from '../trf/player.js';
import { virtualPoints, type AccelerationInUse } from './acceleration.js';
import { MetSet } from './opponents.js';
import { pointsOf } from './points.js';
import { UNPLAYED_2017, type Float, type UnplayedRoundRules } from './unplayed.js';
import { wasPaired } from './outcome.js';
import {
  otherColour,
  score,
  type Colour,
  type ForbiddenGroup,
  type PlayerId,
  type PlayerInfo,
  type RoundOutcome,
  type Score,
  type Tournament,
} from './types.js';

export type PreferenceStrength = 'absolute' | 'strong' | 'mild' | 'none';

export interface ColourPreference {
  readonly strength: PreferenceStrength;
  /** `null` exactly when strength is 'none' (no game played yet). */
  readonly colour: Colour | null;
}

export type { Float } from './unplayed.js';

export type UnpairedReason = 'declared bye' | 'absent (XXZ)' | 'not paired in this round of the file';

export interface PlayerState {
  readonly id: PlayerId;
  readonly info: PlayerInfo;
  /** Points before the round, point system applied, acceleration not included. */
  readonly score: Score;
  /** Acceleration (virtual) points for this round (Baku computed, or XXA / 250); 0 when none. */
  readonly acceleration: Score;
  /** score + acceleration: the score that places the player in a scoregroup. */
  readonly pairingScore: Score;
  /** Opponents met over the board (C.1: forfeited games are not meetings). */
  readonly opponents: ReadonlySet<PlayerId>;
  /** Colours of the games played over the board, oldest first (unplayed rounds removed, C.04.2 D.5). */
  readonly colours: readonly Colour[];
  /** Games with white minus games with black. */
  readonly colourDifference: number;
  readonly colourPreference: ColourPreference;
  /** Floats of the previous round and of the round before it (A.4.b): [r-1, r-2]. */
  readonly floats: readonly [Float, Float];
  /** May receive the pairing-allocated bye (C.04.1.d: no earlier PAB and no forfeit win). */
  readonly pabEligible: boolean;
  readonly playedGames: number;
  /** Dubov A.6: average rating of the opponents met over the board, rounded half up; 0 before any game. */
  readonly aro: number;
  /** Dubov: games played against an opponent with a higher score before that round. */
  readonly upfloats: number;
  /** Dubov C.10: upfloated in the previous round. */
  readonly upfloatedPreviousRound: boolean;
  /** Whether the player takes part in the pairing of this round. */
  readonly toBePaired: boolean;
  /** Whether the player took part in the pairing of an earlier round (was paired or got the PAB). */
  readonly pairedBefore: boolean;
  /**
   * Pairing number among the players who are in the tournament at this round (C.04.2 C: a late entry has no
   * number before he joins): 1 + the players with a lower starting rank who are to be paired now or were paired
   * in an earlier round. Equals the starting rank when nobody is missing; E.5 reads it.
   */
  readonly pairingNumber: number;
  readonly unpairedReason: UnpairedReason | null;
}

export interface RoundState {
  /** The round about to be paired (1-based). */
  readonly round: number;
  readonly tournament: Tournament;
  /** Every player of the file, by increasing pairing number. */
  readonly players: readonly PlayerState[];
  /** Whether this round is the last planned one (false when the planned number of rounds is unknown). */
  readonly isLastRound: boolean;
  /** Planned number of rounds (XXR / 142, or the caller's), null when unknown. */
  readonly plannedRounds: number | null;
  /** The acceleration the pairing scores include (Baku computed, or the file's XXA / 250), null when none. */
  readonly acceleration: AccelerationInUse | null;
  /** Forbidden pairs in force for this round (XXP, 260), as a lookup. */
  isForbidden(a: PlayerId, b: PlayerId): boolean;
  /** The options this state was derived with (an edition's entry point re-derives it when its reading differs). */
  readonly derivedWith: StateOptions;
}

export interface StateOptions {
  /** Rating used for unrated players in ARO (Dubov A.1: the arbiter assigns one). */
  readonly unratedRating?: number;
  /** Planned number of rounds when the file does not say (XXR / 142); `check` uses the rounds in the file. */
  readonly plannedRounds?: number;
  /**
   * Derive the state of the round after the last planned one (inspect shows the final standings that way); pairing
   * it is refused otherwise.
   */
  readonly pastLastRound?: boolean;
  /** The edition's reading of unplayed rounds (floats, PAB bar); default: the 2017/2018 one. */
  readonly unplayed?: UnplayedRoundRules;
  /**
   * Pairings fixed in advance (round robins) are written ahead of their results: a game without a result counts
   * no points yet instead of refusing the round (`show`, `inspect`). A Swiss round is never derived so.
   */
  readonly resultsPending?: boolean;
}

// The seven preferences, shared: immutable, and one per player of a 9,999-player round is 9,999 objects the
// garbage collector copies.
const NO_PREFERENCE: ColourPreference = { strength: 'none', colour: null };
const PREFERENCES: Readonly<Record<Exclude<PreferenceStrength, 'none'>, Readonly<Record<Colour, ColourPreference>>>> = {
  absolute: { w: { strength: 'absolute', colour: 'w' }, b: { strength: 'absolute', colour: 'b' } },
  strong: { w: { strength: 'strong', colour: 'w' }, b: { strength: 'strong', colour: 'b' } },
  mild: { w: { strength: 'mild', colour: 'w' }, b: { strength: 'mild', colour: 'b' } },
};

/**
 * Colour preference from the played colours (Dutch A.6, Dubov A.5). When the colour difference and the last two
 * colours point different ways (e.g. W W W W B B), the difference decides, as in the reference engines.
 */
export function colourPreferenceOf(colours: readonly Colour[]): ColourPreference {
  const n = colours.length;
  if (n === 0) return NO_PREFERENCE;
  let diff = 0;
  for (let i = 0; i < n; i++) diff += colours[i] === 'w' ? 1 : -1; // by index: no iterator object per colour
  const last = colours[n - 1]!;
  if (diff > 1) return PREFERENCES.absolute.b;
  if (diff < -1) return PREFERENCES.absolute.w;
  if (n >= 2 && colours[n - 2] === last) return PREFERENCES.absolute[otherColour(last)];
  if (diff === 1) return PREFERENCES.strong.b;
  if (diff === -1) return PREFERENCES.strong.w;
  return PREFERENCES.mild[otherColour(last)];
}

const FLOATS: readonly Float[] = ['down', 'up', null];
/** The nine pairs of floats [r-1, r-2], shared (immutable): not an array per player. */
const FLOAT_PAIRS: readonly (readonly [Float, Float])[] = FLOATS.flatMap((a) => FLOATS.map((b): readonly [Float, Float] => [a, b]));

function floatPair(previous: Float, before: Float): readonly [Float, Float] {
  return FLOAT_PAIRS[FLOATS.indexOf(previous) * FLOATS.length + FLOATS.indexOf(before)]!;
}

/** Rounds half up, as Dubov A.6 asks ("the higher, if the division ends for 0.5"). */
function roundHalfUp(sum: number, count: number): number {
  return count === 0 ? 0 : Math.floor((2 * sum + count) / (2 * count));
}

/** A round the player's list does not reach; shared (outcomes are immutable). */
const NONE: RoundOutcome = { kind: 'none' };

function outcomeAt(p: PlayerInfo, round: number): RoundOutcome {
  return p.rounds[round - 1] ?? NONE;
}

/**
 * Derives the state before round `round` (1 <= round <= roundsInFile + 1). Rounds up to roundsInFile are
 * re-paired from the file (who was paired is read from the file); round roundsInFile + 1 is the next round,
 * for which absences come from XXZ, 240 and byes written in advance.
 * Time O(players × rounds).
 */
export function deriveRoundState(t: Tournament, round: number, options: StateOptions = {}): RoundState {
  const { virtual, accelerationAt, scoresBefore, pairingScoreBefore } = scoreTable(t, round, options);
  const unplayed = options.unplayed ?? UNPLAYED_2017;
  // By id in an array (ids are starting ranks, at most 9999): looked up once per game of every round.
  const byId: (PlayerInfo | undefined)[] = [];
  for (let i = 0; i < t.players.length; i++) byId[t.players[i]!.id] = t.players[i]; // by index: no iterator per player
  const declared = new Set(t.declaredByes.filter((b) => b.round === round).map((b) => b.player));
  const absent = new Set(round === t.roundsInFile + 1 ? t.absentNextRound : []);

  const floatIn = (p: PlayerInfo, k: number): Float => {
    if (k < 1) return null;
    const o = outcomeAt(p, k);
    if (o.kind !== 'played') return unplayed.floatOf(o, pointsOf(o, t.pointSystem), t.pointSystem);
    const mine = pairingScoreBefore(p.id, k);
    const theirs = pairingScoreBefore(o.opponent, k);
    return mine > theirs ? 'down' : mine < theirs ? 'up' : null;
  };

  // Players are sorted by starting rank; those in the tournament at this round are numbered as they come.
  let number = 0;
  // Who met whom already, by opponent id: metBy[q] is 1 + the index of the last player found to have met q. A
  // second game against q is not listed again, so `met` holds each opponent once in the order first met (what
  // MetSet.of makes of the list with repeats, by comparing every pair: 105 comparisons per player of 15 rounds).
  // O(1) per game. A player's index counts from 1: 0 is nobody.
  const metBy = new Int32Array(byId.length);
  let index = 0;
  const players = t.players.map((p): PlayerState => {
    index++;
    const met: PlayerId[] = [];
    const colours: Colour[] = [];
    let pabEligible = true;
    let ratingSum = 0;
    let upfloats = 0;
    let upfloatedPreviousRound = false;
    let pairedBefore = false;
    for (let k = 1; k < round; k++) {
      const o = outcomeAt(p, k);
      if (wasPaired(o)) pairedBefore = true;
      if (o.kind === 'played') {
        // An opponent beyond the players (a tournament built in code) is looked for in the list.
        if (o.opponent < metBy.length ? metBy[o.opponent] !== index : !met.includes(o.opponent)) {
          metBy[o.opponent] = index;
          met.push(o.opponent);
        }
        colours.push(o.colour);
        const rating = byId[o.opponent]?.rating ?? 0;
        ratingSum += rating > 0 ? rating : (options.unratedRating ?? 0);
        const up = pairingScoreBefore(o.opponent, k) > pairingScoreBefore(p.id, k);
        if (up) upfloats++;
        if (k === round - 1) upfloatedPreviousRound = up;
      } else if (unplayed.barsPab(o, pointsOf(o, t.pointSystem), t.pointSystem)) {
        pabEligible = false;
      }
    }
    let colourDifference = 0;
    for (let i = 0; i < colours.length; i++) colourDifference += colours[i] === 'w' ? 1 : -1;
    const s = scoresBefore[p.id]![round - 1]!;
    const acc = accelerationAt(p.id, round);
    let unpairedReason: UnpairedReason | null = null;
    if (round <= t.roundsInFile) {
      if (!wasPaired(outcomeAt(p, round))) unpairedReason = 'not paired in this round of the file';
    } else if (declared.has(p.id)) {
      unpairedReason = 'declared bye';
    } else if (absent.has(p.id)) {
      unpairedReason = 'absent (XXZ)';
    }
    return {
      id: p.id,
      info: p,
      score: score(s),
      acceleration: score(acc),
      pairingScore: score(s + acc),
      opponents: new MetSet(met),
      colours,
      colourDifference,
      colourPreference: colourPreferenceOf(colours),
      floats: floatPair(floatIn(p, round - 1), floatIn(p, round - 2)),
      pabEligible,
      playedGames: colours.length,
      aro: roundHalfUp(ratingSum, colours.length),
      upfloats,
      upfloatedPreviousRound,
      toBePaired: unpairedReason === null,
      pairedBefore,
      pairingNumber: unpairedReason === null || pairedBefore ? ++number : 0,
      unpairedReason,
    };
  });

  const isForbidden = forbiddenLookup(t.forbiddenGroups, round);

  return {
    round,
    tournament: t,
    players,
    isLastRound: round === (t.plannedRounds ?? options.plannedRounds ?? -1),
    plannedRounds: t.plannedRounds ?? options.plannedRounds ?? null,
    acceleration: virtual.inUse,
    isForbidden,
    derivedWith: options,
  };
}

/** Refuses a round that cannot be derived (out of the file, past the last planned one, earlier games open). */
function checkRound(t: Tournament, round: number, options: StateOptions): void {
  if (!Number.isInteger(round) || round < 1 || round > t.roundsInFile + 1) {
    throw new InputError([
      {
        position: null,
        message: `${t.fileName}: cannot pair round ${round}`,
        expected: `a round from 1 to ${t.roundsInFile + 1} (the file has ${t.roundsInFile} paired rounds)`,
      },
    ]);
  }
  if (round === t.roundsInFile + 1 && t.plannedRounds !== null && round > t.plannedRounds && options.pastLastRound !== true) {
    const line = t.plannedRoundsLine ?? null;
    throw new InputError([
      {
        position: line === null ? null : { file: t.fileName, line, column: 5 },
        message: `${line === null ? `${t.fileName}: ` : ''}cannot pair round ${round}: the tournament has ${t.plannedRounds} rounds and all are in the file`,
        expected: `a round from 1 to ${t.plannedRounds} (--round), or a larger XXR / 142 if the tournament was extended`,
      },
    ]);
  }
  if (options.resultsPending === true) return;
  const pending = t.players.filter((p) => {
    for (let k = 0; k < round - 1 && k < p.rounds.length; k++) if (p.rounds[k]!.kind === 'pending') return true;
    return false;
  });
  const firstPending = pending[0];
  if (firstPending !== undefined) {
    const ids = pending.slice(0, 10).map((p) => p.id).join(', ');
    const pendingRound = firstPending.rounds.findIndex((o) => o.kind === 'pending') + 1;
    throw new InputError([
      {
        position: firstPending.line === null ? null : { file: t.fileName, line: firstPending.line, column: blockColumn(pendingRound) },
        message: `${firstPending.line === null ? `${t.fileName}: ` : ''}games before round ${round} have no result (players ${ids}${pending.length > 10 ? ', ...' : ''}; first in round ${pendingRound})`,
        expected: 'a result for every game of the earlier rounds',
      },
    ]);
  }
}

interface ScoreTable {
  readonly virtual: ReturnType<typeof virtualPoints>;
  readonly accelerationAt: (id: PlayerId, r: number) => number;
  /** By player id: points before each round k (index k - 1), 299 bonuses included, acceleration not. */
  readonly scoresBefore: readonly (readonly number[] | undefined)[];
  /** Score plus acceleration before round k. */
  readonly pairingScoreBefore: (id: PlayerId, k: number) => number;
}

/** The scores before each round up to `round`, after checking that the round can be derived. O(players × rounds). */
function scoreTable(t: Tournament, round: number, options: StateOptions): ScoreTable {
  checkRound(t, round, options);
  // C.04.7: virtual points are computed once for the whole tournament; every score the rules use below is a
  // pairing score (score + virtual points), the engines never see the two apart.
  const virtual = virtualPoints(t, t.plannedRounds ?? options.plannedRounds ?? null);
  // By id in an array, as the scores below: asked twice per game of every round.
  const accelerationById: (readonly Score[] | undefined)[] = [];
  // forEach, not for-of: no entry array and iterator object per player in code not yet optimised.
  virtual.points.forEach((points, id) => {
    accelerationById[id] = points;
  });
  const accelerationAt = (id: PlayerId, r: number): number => accelerationById[id]?.[r - 1] ?? 0;

  // Pairing scores before each round k (1..round): prefix sums, plus that round's acceleration. By id in an array
  // (ids are starting ranks, at most 9999): looked up twice per game of every round.
  const scoresBefore: number[][] = [];
  for (let i = 0; i < t.players.length; i++) {
    const p = t.players[i]!; // by index: no iterator object per player in code not yet optimised
    const before = [0];
    const adjustment = t.adjustments?.get(p.id);
    // TRF-2026 299: a bonus or penalty given after round k counts from round k + 1 on.
    for (let k = 1; k < round; k++) before.push(before[k - 1]! + pointsOf(outcomeAt(p, k), t.pointSystem) + (adjustment?.[k - 1] ?? 0));
    scoresBefore[p.id] = before;
  }
  const pairingScoreBefore = (id: PlayerId, k: number): number =>
    (scoresBefore[id]?.[k - 1] ?? 0) + accelerationAt(id, k);
  return { virtual, accelerationAt, scoresBefore, pairingScoreBefore };
}

/**
 * The pairing score (score + acceleration) of every player before `round`, as deriveRoundState's `pairingScore`,
 * without the rest of the state: what `result --board` needs to number the boards. O(players × rounds).
 */
export function pairingScores(t: Tournament, round: number, options: StateOptions = {}): ReadonlyMap<PlayerId, Score> {
  const { pairingScoreBefore } = scoreTable(t, round, options);
  return new Map(t.players.map((p) => [p.id, score(pairingScoreBefore(p.id, round))]));
}

/** Groups up to this size are expanded into pairs (at most 28 per group: linear in the file). */
const SMALL_GROUP = 8;

/**
 * The forbidden pairs in force in `round` (XXP, 260) as a lookup; most tournaments have none, and the engines ask
 * for every candidate pair, so the common case answers without one. Small groups become an adjacency map; a large
 * group stays one set, shared by its members, so a file naming thousands of players in one XXP costs their
 * number, not its square. O(ids) to build; a query O(1 + the large groups of a).
 */
export function forbiddenLookup(groups: readonly ForbiddenGroup[], round: number): (a: PlayerId, b: PlayerId) => boolean {
  const pairs = new Map<number, Set<number>>();
  const large = new Map<number, Set<number>[]>();
  for (const g of groups) {
    if (round < g.firstRound || round > g.lastRound || g.ids.length < 2) continue;
    if (g.ids.length <= SMALL_GROUP) {
      for (const a of g.ids) {
        let set = pairs.get(a);
        if (set === undefined) pairs.set(a, (set = new Set()));
        for (const b of g.ids) if (b !== a) set.add(b);
      }
      continue;
    }
    const members = new Set<number>(g.ids);
    for (const a of g.ids) {
      const list = large.get(a);
      if (list === undefined) large.set(a, [members]);
      else list.push(members);
    }
  }
  if (pairs.size === 0 && large.size === 0) return () => false;
  return (a, b) => a !== b && (pairs.get(a)?.has(b) === true || (large.get(a)?.some((m) => m.has(b)) ?? false));
}
