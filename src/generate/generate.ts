/**
 * Random tournament generator: players with random ratings, each round paired by swisspair, results drawn from
 * an Elo model with a draw rate, and the irregular events arbiters meet (forfeits, requested half-point byes,
 * announced absences, withdrawals, late entries), all from one seed: the same configuration and seed give the
 * same file, byte for byte.
 *
 * Absences and byes are known before their round is paired, so they are written in that round's columns first
 * (`0000 - H`, `0000 - Z`) and the pairing reads them as declared byes, exactly as JaVaFo and bbpPairings read
 * such files. Time: O(rounds × (players × rounds + pairing one round)).
 */
import { InputError } from '../errors.js';
import { deriveRoundState } from '../model/state.js';
import { buildTournament } from '../model/tournament.js';
import { pairRound, type RoundPairing, type SystemName } from '../systems/index.js';
import type { PlayerRecord, RoundBlock, Tenths, TrfDocument, TrfRecord } from '../trf/types.js';
import { Prng } from './prng.js';

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
  readonly players: number;
  readonly rounds: number;
  readonly seed: number;
  /** Probability that a game is drawn (0..1). */
  readonly drawRate: number;
  /** Probability that a scheduled game is forfeited (0..1). */
  readonly forfeitRate: number;
  /** Probability, per player and round, of a requested half-point bye. */
  readonly halfPointByeRate: number;
  /** Probability, per player and round, of an announced absence (zero-point bye). */
  readonly absenceRate: number;
  /** Fraction of players who withdraw at some round. */
  readonly withdrawalRate: number;
  /** Fraction of players who join after round 1. */
  readonly lateEntryRate: number;
  readonly highestRating: number;
  readonly lowestRating: number;
  readonly points: PointValues;
  /** Colour of player 1 in round 1; drawn from the seed when absent. */
  readonly initialColour?: 'w' | 'b';
}

export const DEFAULT_CONFIG: Omit<GeneratorConfig, 'players' | 'rounds' | 'seed'> = {
  system: 'dutch',
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

export interface GenerateProgress {
  readonly round: number;
  readonly rounds: number;
}

function validate(c: GeneratorConfig): void {
  const problems: string[] = [];
  if (!Number.isInteger(c.players) || c.players < 2 || c.players > 9999) problems.push('players must be 2..9999');
  if (!Number.isInteger(c.rounds) || c.rounds < 1 || c.rounds > 99) problems.push('rounds must be 1..99');
  for (const [name, v] of [
    ['draw rate', c.drawRate],
    ['forfeit rate', c.forfeitRate],
    ['half-point bye rate', c.halfPointByeRate],
    ['absence rate', c.absenceRate],
    ['withdrawal rate', c.withdrawalRate],
    ['late entry rate', c.lateEntryRate],
  ] as const) {
    if (!(v >= 0 && v <= 1)) problems.push(`${name} must be between 0 and 1`);
  }
  if (!(c.lowestRating >= 0 && c.highestRating <= 9999 && c.lowestRating <= c.highestRating)) {
    problems.push('ratings must satisfy 0 <= lowest <= highest <= 9999');
  }
  if (problems.length > 0) throw new InputError(problems.map((message) => ({ position: null, message })));
}

const BLANK: RoundBlock = { opponent: null, colour: null, result: null, blank: true };
const bye = (result: 'H' | 'Z' | 'U'): RoundBlock => ({ opponent: null, colour: null, result, blank: false });

function pointRecords(p: PointValues): TrfRecord[] {
  const std = STANDARD_POINTS;
  if (Object.entries(p).every(([k, v]) => std[k as keyof PointValues] === v)) return [];
  const one = (code: 'BBW' | 'BBD' | 'BBL' | 'BBZ' | 'BBF' | 'BBU', v: Tenths): TrfRecord => ({
    kind: 'pointSystem',
    code,
    values: new Map([[code, v]]),
  });
  // bbpPairings reads BB*, JaVaFo reads XXS: write both so that both read the same points.
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
    default:
      return p.zeroBye;
  }
}

export function generateTournament(config: GeneratorConfig, progress?: (p: GenerateProgress) => void): TrfDocument {
  validate(config);
  const rng = new Prng(config.seed);
  const n = config.players;
  const R = config.rounds;
  const ratings = Array.from({ length: n }, () => rng.int(config.lowestRating, config.highestRating)).sort((a, b) => b - a);
  const initial = config.initialColour ?? (rng.chance(0.5) ? 'w' : 'b');
  // Round of entry (1 = from the start) and of withdrawal (first round missed; R + 1 = never).
  const entry = ratings.map(() => (R > 1 && rng.chance(config.lateEntryRate) ? rng.int(2, Math.max(2, Math.ceil(R / 2))) : 1));
  const leave = ratings.map((_, i) => (R > 1 && rng.chance(config.withdrawalRate) ? rng.int(Math.max(2, entry[i]! + 1), R + 1) : R + 1));

  const rounds: RoundBlock[][] = ratings.map(() => []);
  const points: Tenths[] = ratings.map(() => 0);
  const header: TrfRecord[] = [
    { kind: 'header', code: '012', text: `swisspair random tournament (seed ${config.seed})` },
    { kind: 'header', code: '062', text: String(n) },
    { kind: 'header', code: '092', text: `Individual: Swiss-System (FIDE ${config.system === 'dutch' ? 'Dutch' : 'Dubov'})` },
    { kind: 'totalRounds', code: 'XXR', rounds: R },
    { kind: 'initialColour', code: 'XXC', colour: initial === 'w' ? 'white' : 'black', rank: false },
    ...pointRecords(config.points),
  ];
  const document = (): TrfDocument => {
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
      rank: null,
      rounds: rounds[i]!,
    }));
    return { records: [...header, ...players], lineEnding: '\n', bom: false, finalNewline: true };
  };

  for (let r = 1; r <= R; r++) {
    // Byes and absences announced before the round is paired.
    for (let i = 0; i < n; i++) {
      if (r < entry[i]! || r >= leave[i]!) rounds[i]!.push(bye('Z'));
      else if (rng.chance(config.halfPointByeRate)) rounds[i]!.push(bye('H'));
      else if (rng.chance(config.absenceRate)) rounds[i]!.push(bye('Z'));
    }
    const paired = pairOneRound(document(), r, config.system);
    for (const pair of paired.pairs) {
      const w = pair.white - 1;
      const b = pair.black - 1;
      let rw: RoundBlock['result'];
      let rb: RoundBlock['result'];
      if (rng.chance(config.forfeitRate)) {
        const whiteWins = rng.chance(0.5);
        rw = whiteWins ? '+' : '-';
        rb = whiteWins ? '-' : '+';
      } else {
        const expected = 1 / (1 + 10 ** ((ratings[b]! - ratings[w]!) / 400));
        const x = rng.next();
        const draw = config.drawRate;
        if (x < draw) {
          rw = '=';
          rb = '=';
        } else if (x < draw + (1 - draw) * expected) {
          rw = '1';
          rb = '0';
        } else {
          rw = '0';
          rb = '1';
        }
      }
      rounds[w]!.push({ opponent: pair.black, colour: 'w', result: rw, blank: false });
      rounds[b]!.push({ opponent: pair.white, colour: 'b', result: rb, blank: false });
    }
    if (paired.bye !== null) rounds[paired.bye - 1]!.push(bye('U'));
    for (let i = 0; i < n; i++) {
      while (rounds[i]!.length < r) rounds[i]!.push(BLANK);
      points[i] = rounds[i]!.reduce((t, block) => t + blockPoints(block, config.points), 0);
    }
    progress?.({ round: r, rounds: R });
  }
  return document();
}

function pairOneRound(doc: TrfDocument, round: number, system: SystemName): RoundPairing {
  return pairRound(deriveRoundState(buildTournament(doc), round), system);
}
