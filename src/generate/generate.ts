/**
 * Random tournament generator: players with random ratings, each round paired by swisspair, results drawn from
 * an Elo model with a draw rate, and the irregular events arbiters meet (forfeits, requested half-point byes,
 * announced absences, withdrawals, late entries), all from one seed: the same configuration and seed give the
 * same file, byte for byte.
 *
 * Absences and byes are known before their round is paired, so they are written in that round's columns first
 * (`0000 - H`, `0000 - Z`) and the pairing reads them as declared byes, exactly as JaVaFo and bbpPairings read
 * such files. A late entry is absent (`0000 - Z`) from the rounds before he joins, a withdrawn player from every
 * round after he leaves; both programs then leave him out of those rounds' pairings, as swisspair does.
 * Time: O(rounds × (players × rounds + pairing one round)).
 */
import { ArgumentError, InputError, NoValidPairingError, invariant, type Diagnostic } from '../errors.js';
import type { AccelerationMethod } from '../model/acceleration.js';
import { deriveRoundState } from '../model/state.js';
import { buildTournament } from '../model/tournament.js';
import { standings } from '../standings/index.js';
import { editionInForce, pairRound, systemById, SYSTEMS, type Edition, type GeneratorSupport, type RoundPairing, type SystemName } from '../systems/index.js';
import { fillRanks, parseGameResult } from '../trf/edit.js';
import type { PlayerRecord, RoundBlock, Tenths, TrfDocument, TrfRecord } from '../trf/types.js';
import {
  anyEvents,
  BYE_KINDS,
  FORFEIT_KINDS,
  pickEvents,
  quotaOf,
  UNUSUAL_KINDS,
  type ByeKind,
  type EventPlan,
  type ForfeitKind,
  type UnusualKind,
} from './events.js';
import { Prng } from './prng.js';
import { gameResult, noShowProbability, type ExpectationModel, type GameResult } from './results.js';

export interface PointValues {
  readonly win: Tenths;
  readonly draw: Tenths;
  readonly loss: Tenths;
  readonly zeroBye: Tenths;
  readonly forfeitLoss: Tenths;
  readonly pab: Tenths;
}

export const STANDARD_POINTS: PointValues = { win: 10, draw: 5, loss: 0, zeroBye: 0, forfeitLoss: 0, pab: 10 };

export interface GeneratorConfig {
  readonly system: SystemName;
  /**
   * Rules edition the rounds are paired by, written as the `192` record (ETT26 code); default: the edition in
   * force on the day of the run (shared/edition.ts).
   */
  readonly edition?: Edition;
  readonly players: number;
  readonly rounds: number;
  /** 0 .. 2^32 - 1. */
  readonly seed: number;
  /** Probability that a game played over the board is drawn (0..1), capped by the ratings (see results.ts). */
  readonly drawRate: number;
  /** Probability that a scheduled game is forfeited by one side or both (0..1). */
  readonly forfeitRate: number;
  /** Probability, per player and round, of a requested half-point bye. */
  readonly halfPointByeRate: number;
  /** Probability, per player and round, of an announced absence (zero-point bye). */
  readonly absenceRate: number;
  /** Probability that a player withdraws after some round (he misses at least the last round). */
  readonly withdrawalRate: number;
  /** Probability that a player joins late, in one of rounds 2 .. ceil(rounds / 2). */
  readonly lateEntryRate: number;
  readonly highestRating: number;
  readonly lowestRating: number;
  readonly points: PointValues;
  /** Colour of player 1 in round 1; drawn from the seed when absent. */
  readonly initialColour?: 'w' | 'b';
  /** Records written: TRF-2026 (142 152 162 240 202) or TRF-16 with the TRF(x) ones. Default: formatFor(). */
  readonly format?: TrfFormat;
  /** How a game's expected score follows the ratings. Default: expectationFor(). */
  readonly expectedScore?: ExpectationModel;
  /** Requested byes set exactly, per round (events.ts); on top of halfPointByeRate and absenceRate. */
  readonly byes?: EventPlan<ByeKind>;
  /** Forfeits set exactly, per round; on top of forfeitRate. */
  readonly forfeits?: EventPlan<ForfeitKind>;
  /** Unusual results (1/2-0, 0-1/2, 0-0) set exactly, per round; each side's own code, as `swisspair result` writes them. */
  readonly unusual?: EventPlan<UnusualKind>;
  /** The tie-break list, written as TRF-2026 `202` (C.07 codes with their modifiers, e.g. `BH/C1`). */
  readonly tiebreaks?: readonly string[];
  /**
   * Baku acceleration (C.04.7): written as the `_BAKU` suffix of the `192` code, so that the model computes the
   * virtual points of every round from the file, as `pair` and `check` do.
   */
  readonly acceleration?: AccelerationMethod;
}

export type TrfFormat = 'trf26' | 'trf16';

/**
 * Dutch 2017 and Dubov 2018 files (GeneratorSupport.olderEditions) are written as generate wrote them before 2026
 * (TRF-16 with the TRF(x) records, the Elo logistic curve), so a seed gives the same file it always gave; the
 * editions in force write TRF-2026 and draw from the FIDE rating table.
 */
function isOldEdition(system: SystemName, edition: Edition): boolean {
  return generatorOf(system).olderEditions.includes(edition);
}

/** What the generator knows of a system; a system without it cannot be generated (exit 3). */
function generatorOf(system: SystemName): GeneratorSupport {
  const s = systemById(system);
  if (s.generator === undefined) throw new ArgumentError(`generate: the ${s.label} system has no random tournament generator`);
  return s.generator;
}
export const formatFor = (c: Pick<GeneratorConfig, 'system' | 'edition' | 'format'>): TrfFormat =>
  c.format ?? (isOldEdition(c.system, c.edition ?? editionInForce(c.system)) ? 'trf16' : 'trf26');
export const expectationFor = (c: Pick<GeneratorConfig, 'system' | 'edition' | 'expectedScore'>): ExpectationModel =>
  c.expectedScore ?? (isOldEdition(c.system, c.edition ?? editionInForce(c.system)) ? 'logistic' : 'fide');

export const DEFAULT_CONFIG: Omit<GeneratorConfig, 'players' | 'rounds' | 'seed'> = {
  system: SYSTEMS[0]!.id,
  drawRate: 0.3,
  forfeitRate: 0,
  halfPointByeRate: 0,
  absenceRate: 0,
  withdrawalRate: 0,
  lateEntryRate: 0,
  highestRating: 2700,
  lowestRating: 1400,
  points: STANDARD_POINTS,
};

/** TRF limits: 4-digit starting ranks, ratings and points columns (`99.9` at most). */
export const LIMITS = { players: 9999, rounds: 99, rating: 9999, totalPoints: 999, seed: 0xffffffff } as const;

export interface GenerateProgress {
  readonly round: number;
  readonly rounds: number;
}

/** Every problem of a configuration, in words naming the configuration fields. Empty when it is valid. */
export function configProblems(c: GeneratorConfig): string[] {
  const problems: string[] = [];
  const integer = (name: string, v: number, lo: number, hi: number): void => {
    if (!(Number.isInteger(v) && v >= lo && v <= hi)) problems.push(`${name} must be an integer from ${lo} to ${hi}, not ${v}`);
  };
  integer('players', c.players, 2, LIMITS.players);
  integer('rounds', c.rounds, 1, LIMITS.rounds);
  integer('seed', c.seed, 0, LIMITS.seed);
  integer('highestRating', c.highestRating, 0, LIMITS.rating);
  integer('lowestRating', c.lowestRating, 0, LIMITS.rating);
  problems.push(...(generatorOf(c.system).problems?.(c) ?? []));
  if (c.lowestRating > c.highestRating) {
    problems.push(`the lowest rating (${c.lowestRating}) is above the highest rating (${c.highestRating})`);
  }
  for (const key of ['drawRate', 'forfeitRate', 'halfPointByeRate', 'absenceRate', 'withdrawalRate', 'lateEntryRate'] as const) {
    const v = c[key];
    if (!(v >= 0 && v <= 1)) problems.push(`${key} must be a probability from 0 to 1, not ${v}`);
  }
  for (const [key, v] of Object.entries(c.points)) integer(`points.${key}`, v, 0, LIMITS.totalPoints);
  const { win, draw, loss } = c.points;
  if (!(win >= draw && draw >= loss)) {
    // A.7 reads "the maximum possible score": JaVaFo takes it as rounds x win, bbpPairings and swisspair as
    // rounds x max(win, draw), so with a draw worth more than a win they see different topscorers.
    problems.push(`a win must be worth at least a draw, and a draw at least a loss (win ${win / 10}, draw ${draw / 10}, loss ${loss / 10})`);
  }
  if (formatFor(c) === 'trf16') {
    // TRF-16 has no record for the tie-break list.
    if ((c.tiebreaks ?? []).length > 0) problems.push('the tie-break list is a TRF-2026 202 record: not with the TRF-16 format');
  } else if (pointRecords(c.points, 'trf26').length > 0 && c.points.zeroBye !== c.points.forfeitLoss) {
    problems.push('TRF-2026 162 has one value (A) for a zero-point bye and a forfeit loss: they must be equal, or use the TRF-16 format');
  }
  const { win: w, draw: d, loss: l } = c.points;
  if (c.acceleration === 'baku' && !(w === 10 && d === 5 && l === 0)) {
    problems.push(`Baku acceleration needs the standard point system (C.04.7: one point for a win, half a point for a draw), not win ${w / 10}, draw ${d / 10}, loss ${l / 10}`);
  }
  const most = Math.max(...Object.values(c.points));
  if (problems.length === 0 && c.rounds * most > LIMITS.totalPoints) {
    // The points column has four characters: a score above 99.9 cannot be written.
    problems.push(`${c.rounds} rounds at up to ${most / 10} points each can exceed 99.9 points, the most a TRF points column holds`);
  }
  return problems;
}

const bye = (result: 'F' | 'H' | 'Z' | 'U'): RoundBlock => ({ opponent: null, colour: null, result, blank: false });

/**
 * The point-system records: none for the standard system. TRF-2026: one 162. TRF-16: bbpPairings reads BBW..BBU
 * and JaVaFo reads XXS (and ignores BB*), so both are written and both programs score every round code alike.
 * BBW comes before BBU since bbpPairings resets the PAB value to the win value when it reads BBW.
 */
export function pointRecords(p: PointValues, format: TrfFormat = 'trf16'): TrfRecord[] {
  const std = STANDARD_POINTS;
  if ((Object.keys(std) as (keyof PointValues)[]).every((k) => std[k] === p[k])) return [];
  if (format === 'trf26') {
    // TRF-2026 162: W win (and forfeit win, full-point bye), D draw (and half-point bye), L loss, A absence
    // (zero-point bye and forfeit loss), P the PAB.
    const values: [string, Tenths][] = [['W', p.win], ['D', p.draw], ['L', p.loss], ['A', p.zeroBye], ['P', p.pab]];
    return [{ kind: 'pointSystem', code: '162', values: new Map(values) }];
  }
  const one = (code: 'BBW' | 'BBD' | 'BBL' | 'BBZ' | 'BBF' | 'BBU', v: Tenths): TrfRecord => ({
    kind: 'pointSystem',
    code,
    values: new Map([[code, v]]),
  });
  return [
    one('BBW', p.win),
    one('BBD', p.draw),
    one('BBL', p.loss),
    one('BBZ', p.zeroBye),
    one('BBF', p.forfeitLoss),
    one('BBU', p.pab),
    {
      kind: 'pointSystem',
      code: 'XXS',
      // Losses by colour (WL, BL) rather than L, which in JaVaFo's manual also sets ZPB and FL.
      values: new Map([
        ['W', p.win],
        ['D', p.draw],
        ['WL', p.loss],
        ['BL', p.loss],
        ['ZPB', p.zeroBye],
        ['FL', p.forfeitLoss],
        ['PAB', p.pab],
      ]),
    },
  ];
}

/** Points of a block the generator writes (a forfeit win is worth a win and a half-point bye a draw, as in both programs). */
function blockPoints(b: RoundBlock, p: PointValues): Tenths {
  switch (b.result) {
    case '1':
    case '+':
      return p.win;
    case '=':
    case 'H':
      return p.draw;
    case '0':
      return p.loss;
    case '-':
      return p.forfeitLoss;
    case 'U':
      return p.pab;
    case 'F':
      return p.win;
    default:
      return p.zeroBye;
  }
}

interface Presence {
  /** Round each player joins (1 = from the start). */
  readonly entry: readonly number[];
  /** First round each player misses after withdrawing (rounds + 1 = never). */
  readonly leave: readonly number[];
}

/**
 * Draws late entries and withdrawals. One is dropped when it would leave fewer than two players in some round
 * (a round nobody plays is no round at all: neither the file nor the pairing programs could show it).
 */
function drawPresence(rng: Prng, c: GeneratorConfig): Presence {
  const R = c.rounds;
  const present = Array.from({ length: R + 1 }, () => c.players);
  const entry: number[] = [];
  const leave: number[] = [];
  for (let i = 0; i < c.players; i++) {
    let first = R > 1 && rng.chance(c.lateEntryRate) ? rng.int(2, Math.max(2, Math.ceil(R / 2))) : 1;
    let gone = R + 1;
    if (rng.chance(c.withdrawalRate) && first < R) gone = rng.int(first + 1, R);
    const missed = (r: number): boolean => r < first || r >= gone;
    let fits = true;
    for (let r = 1; r <= R; r++) if (missed(r) && present[r]! <= 2) fits = false;
    if (!fits) {
      first = 1;
      gone = R + 1;
    }
    for (let r = 1; r <= R; r++) if (missed(r)) present[r]!--;
    entry.push(first);
    leave.push(gone);
  }
  return { entry, leave };
}

/**
 * The two codes of a game whose result is set (events.ts), read as `swisspair result` reads them, so that both
 * write one form: an unusual result is a game played (colours and the meeting stand) where each side's code is
 * what he scored (`=`/`0`, `0`/`=`, `0`/`0`). Not `=`/`=` less a 299 penalty: tie-breaks (SB, WON, BH) would read
 * that `=` as half a point scored over the board against that opponent.
 */
const FORCED: Readonly<Record<ForfeitKind | UnusualKind, GameResult>> = Object.fromEntries(
  [...FORFEIT_KINDS, ...UNUSUAL_KINDS].map((kind) => {
    const codes = parseGameResult(kind);
    invariant(codes !== null, `generator: no result codes for ${kind}`);
    return [kind, codes];
  }),
) as Record<ForfeitKind | UnusualKind, GameResult>;

/**
 * Generates a tournament. Throws InputError for an invalid configuration and NoValidPairingError when a round
 * cannot be paired (too many rounds for the players, say). `progress` is called after each round.
 */
export function generateTournament(config: GeneratorConfig, progress?: (p: GenerateProgress) => void): TrfDocument {
  const problems = configProblems(config);
  if (problems.length > 0) throw new InputError(problems.map((message): Diagnostic => ({ position: null, message })));
  const rng = new Prng(config.seed);
  const n = config.players;
  const R = config.rounds;
  const ratings = Array.from({ length: n }, () => rng.int(config.lowestRating, config.highestRating)).sort((a, b) => b - a);
  const initial = config.initialColour ?? (rng.chance(0.5) ? 'w' : 'b');
  const { entry, leave } = drawPresence(rng, config);
  const noShow = noShowProbability(config.forfeitRate);
  const edition = config.edition ?? editionInForce(config.system);
  const format = formatFor(config);
  const model = expectationFor(config);

  const rounds: RoundBlock[][] = ratings.map(() => []);
  const points: Tenths[] = ratings.map(() => 0);
  /** TRF-2026 records after the player lines: 240 requested byes. */
  const trailer: TrfRecord[] = [];
  const tiebreaks = config.tiebreaks ?? [];
  const header: TrfRecord[] = [
    { kind: 'header', code: '012', text: `swisspair random tournament (seed ${config.seed})` },
    { kind: 'header', code: '062', text: String(n) },
    { kind: 'header', code: '092', text: generatorOf(config.system).typeText },
    // TRF-2026 encoded tournament type: the edition that paired every round, read back by `check` and `pair`.
    { kind: 'header', code: '192', text: systemById(config.system).writeCode(edition, config.acceleration === 'baku') },
    ...(tiebreaks.length > 0 ? [{ kind: 'header', code: '202', text: tiebreaks.join(',') } as const] : []),
    { kind: 'totalRounds', code: format === 'trf26' ? '142' : 'XXR', rounds: R },
    format === 'trf26'
      ? { kind: 'initialColour', code: '152', colour: initial === 'w' ? 'white' : 'black', rank: false }
      : { kind: 'initialColour', code: 'XXC', colour: initial === 'w' ? 'white' : 'black', rank: false },
    ...pointRecords(config.points, format),
  ];
  const document = (): TrfDocument => {
    const ranks = standingsRanks(points);
    const players: PlayerRecord[] = ratings.map((rating, i) => ({
      kind: 'player',
      startingRank: i + 1,
      sex: '',
      title: '',
      name: `Player ${String(i + 1).padStart(4, '0')}`,
      rating,
      federation: '',
      fideId: '',
      birthDate: '',
      points: points[i]!,
      rank: ranks[i]!,
      rounds: rounds[i]!,
    }));
    return { records: [...header, ...players, ...trailer], lineEnding: '\n', bom: false, finalNewline: true };
  };

  for (let r = 1; r <= R; r++) {
    // Byes and absences announced before the round is paired: players known to be absent are not paired.
    const present = (i: number): boolean => r >= entry[i]! && r < leave[i]!;
    const quota = config.byes === undefined ? {} : quotaOf(config.byes, r);
    // Drawn only when asked for, so that a configuration without them draws the numbers it always drew.
    let chosen: ReadonlyMap<number, ByeKind> | null = null;
    if (anyEvents(quota)) {
      const inEvent = ratings.map((_, i) => i).filter(present);
      chosen = pickEvents(rng, inEvent, quota, BYE_KINDS, inEvent.length);
    }
    const requested: number[] = [];
    let available = 0;
    for (let i = 0; i < n; i++) {
      let block: RoundBlock | null = null;
      if (!present(i)) block = bye('Z');
      else if (chosen?.has(i) === true) block = bye(chosen.get(i)!);
      else if (rng.chance(config.halfPointByeRate)) block = bye('H');
      else if (rng.chance(config.absenceRate)) block = bye('Z');
      if (block === null) available++;
      else rounds[i]!.push(block);
      if (block !== null && present(i)) requested.push(i);
    }
    // At least two players must be paired, or the round would not show in the file (see drawPresence): cancel
    // requests at random until two are left.
    while (available < 2 && requested.length > 0) {
      const [i] = requested.splice(rng.int(0, requested.length - 1), 1);
      rounds[i!]!.pop();
      available++;
    }
    if (format === 'trf26') trailer.push(...byeDeclarations(requested, rounds, r));
    const paired = pairOneRound(document(), r, config.system, edition);
    const forced = forcedResults(rng, config, r, paired.pairs.length);
    paired.pairs.forEach((pair, game) => {
      const w = pair.white - 1;
      const b = pair.black - 1;
      const kind = forced?.get(game);
      const [rw, rb] = kind === undefined ? gameResult(rng, ratings[w]!, ratings[b]!, config.drawRate, noShow, model) : FORCED[kind];
      rounds[w]!.push({ opponent: pair.black, colour: 'w', result: rw, blank: false });
      rounds[b]!.push({ opponent: pair.white, colour: 'b', result: rb, blank: false });
    });
    if (paired.bye !== null) rounds[paired.bye - 1]!.push(bye('U'));
    for (let i = 0; i < n; i++) {
      invariant(rounds[i]!.length === r, `generator: player ${i + 1} has no block for round ${r}`);
      points[i] = rounds[i]!.reduce((t, block) => t + blockPoints(block, config.points), 0);
    }
    progress?.({ round: r, rounds: R });
  }
  return tiebreaks.length > 0 ? rankedByList(document()) : document();
}

/**
 * A file with a 202 list ranks by it: the rank column is the standings by that list (points first, C.07 4.2;
 * ties the list leaves are shared ranks), read from the file as `check` reads it — the same edition (start
 * date, else the text in force) — so that `check` finds every written rank right. Computed once, on the
 * finished file: the rounds' pairings do not read ranks.
 */
function rankedByList(doc: TrfDocument): TrfDocument {
  const result = standings(buildTournament(doc));
  return fillRanks(doc, new Map(result.players.map((p) => [p.id as number, p.rank])));
}

/** TRF-2026 240 records of a round: the requested byes, one record per type, players in order. */
function byeDeclarations(requested: readonly number[], rounds: readonly (readonly RoundBlock[])[], round: number): TrfRecord[] {
  return (['F', 'H', 'Z'] as const).flatMap((type): TrfRecord[] => {
    const ids = requested.filter((i) => rounds[i]![round - 1]?.result === type).map((i) => i + 1).sort((a, b) => a - b);
    return ids.length === 0 ? [] : [{ kind: 'byeDeclaration', type, round, ids }];
  });
}

/** The games of a round whose result is set (index in board order -> kind): forfeits first, then unusual results among the others. */
function forcedResults(rng: Prng, c: GeneratorConfig, round: number, games: number): Map<number, ForfeitKind | UnusualKind> | null {
  const forfeits = c.forfeits === undefined ? {} : quotaOf(c.forfeits, round);
  const unusual = c.unusual === undefined ? {} : quotaOf(c.unusual, round);
  if (!anyEvents(forfeits) && !anyEvents(unusual)) return null;
  const all = Array.from({ length: games }, (_, i) => i);
  const forced = new Map<number, ForfeitKind | UnusualKind>(pickEvents(rng, all, forfeits, FORFEIT_KINDS, games));
  for (const [game, kind] of pickEvents(rng, all.filter((g) => !forced.has(g)), unusual, UNUSUAL_KINDS, games)) forced.set(game, kind);
  return forced;
}

/**
 * The rank column (TRF-16 columns 86-89) as the JaVaFo and bbpPairings generators fill it: by score, ties by
 * pairing number (no tie-breaks: without a 202 list a generated event has no rules for them; with one,
 * rankedByList replaces these ranks on the finished file). Readers such as py4swiss require it.
 * O(n log n).
 */
function standingsRanks(points: readonly Tenths[]): number[] {
  const order = points.map((_, i) => i).sort((a, b) => points[b]! - points[a]! || a - b);
  const ranks = new Array<number>(points.length);
  order.forEach((player, position) => (ranks[player] = position + 1));
  return ranks;
}

function pairOneRound(doc: TrfDocument, round: number, system: SystemName, edition: Edition): RoundPairing {
  try {
    // Derived with the edition's reading of unplayed rounds at once, or pairRound would derive the state again.
    return pairRound(deriveRoundState(buildTournament(doc), round, { unplayed: systemById(system).unplayed(edition) }), system, { edition });
  } catch (error) {
    if (error instanceof NoValidPairingError) {
      throw new NoValidPairingError(`generated tournament: ${error.message}`);
    }
    throw error;
  }
}
