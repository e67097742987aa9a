/**
 * A small, seeded random tournament builder for property tests: it pairs each round with the pairing function it
 * is given, then draws the results with a seeded PRNG. Before each round some players declare a half-point bye or
 * an absence (zero-point bye) for that round; games end in wins, draws and losses, and now and then in a forfeit.
 * So floats, PAB eligibility (forfeit wins), colour imbalances (forfeits and byes leave holes in the colour
 * history) and late starters (absent in round 1) all get exercised.
 *
 * Deterministic: the same seed and options give the same tournament, byte for byte.
 */
import { NoValidPairingError } from '../../src/errors.js';
import { deriveRoundState, type RoundState } from '../../src/model/state.js';
import { pointsOf } from '../../src/model/points.js';
import {
  playerId,
  score,
  type Colour,
  type PlayerId,
  type PlayerInfo,
  type RoundOutcome,
  type Tournament,
} from '../../src/model/types.js';
import { DEFAULT_POINT_SYSTEM, formatTenths } from '../../src/trf/index.js';
import type { RoundPairing } from '../../src/systems/shared/types.js';
import { mulberry32 } from '../../src/generate/prng.js';

export interface RandomTournamentOptions {
  readonly players: number;
  readonly rounds: number;
  /** Pairs one round (the engine under test, or the oracle). */
  readonly pairRound: (state: RoundState) => RoundPairing;
  /** Probability that a game is drawn. Default 0.3. */
  readonly drawRate?: number;
  /** Probability that a game is forfeited (one side wins by forfeit). Default 0.05. */
  readonly forfeitRate?: number;
  /** Probability that a player declares a half-point bye for a round. Default 0.04. */
  readonly halfByeRate?: number;
  /** Probability that a player is absent (zero-point bye) in a round. Default 0.03. */
  readonly absenceRate?: number;
  /**
   * Probability that a player declares a full-point bye for a round (Dutch 2026 C2: it bars a later PAB). Default
   * 0, and then no random number is drawn for it, so the tournaments of existing seeds do not change.
   */
  readonly fullByeRate?: number;
  /**
   * Probability that a player enters late (absent, zero points, for rounds 1 or 1-2). Default 0, drawing nothing.
   */
  readonly lateEntryRate?: number;
  /** Colour of the initial draw (E). Default: drawn from the seed. */
  readonly initialColour?: Colour;
}

export interface RandomRound {
  readonly round: number;
  /** The tournament before the round: results of the earlier rounds, byes declared for this round. */
  readonly before: Tournament;
  /** The state `pairRound` was given (deriveRoundState(before, round)). */
  readonly state: RoundState;
  readonly pairing: RoundPairing;
  /** The tournament after the results of this round (no byes declared yet for the next one). */
  readonly after: Tournament;
}

/** The seeded mulberry32 stream (seeds recorded in failures replay it). */
export const prng = mulberry32;

function tournamentOf(
  seed: number,
  infos: readonly PlayerInfo[],
  outcomes: readonly (readonly RoundOutcome[])[],
  plannedRounds: number,
  initialColour: Colour,
  declared: ReadonlyMap<PlayerId, 'full' | 'half' | 'zero'>,
  nextRound: number,
): Tournament {
  const players = infos.map((p, i) => {
    const rounds = [...outcomes[i]!]; // a snapshot: the outcomes keep growing
    const written = rounds.reduce((s, o) => s + pointsOf(o, DEFAULT_POINT_SYSTEM), 0);
    return { ...p, rounds, writtenPoints: score(written) };
  });
  return {
    fileName: `random-${seed}.trf`,
    name: `Random tournament ${seed}`,
    players,
    roundsInFile: nextRound - 1,
    plannedRounds,
    initialColour,
    pointSystem: DEFAULT_POINT_SYSTEM,
    forbiddenGroups: [],
    declaredByes: [...declared].map(([player, bye]) => ({ player, round: nextRound, bye })),
    absentNextRound: [],
    acceleration: new Map(),
    warnings: [],
    typeRecords: { record192: null, record092: null },
    startDate: null,
  };
}

/**
 * Plays `rounds` rounds. Stops early (returning the rounds played) when `pairRound` throws NoValidPairingError:
 * with many rounds and few players a complete round-pairing may not exist (A.9), which is a legitimate outcome.
 * Time O(rounds × (pairing time + players)).
 */
export function randomTournament(seed: number, options: RandomTournamentOptions): readonly RandomRound[] {
  const random = prng(seed);
  const chance = (p: number): boolean => random() < p;
  const drawRate = options.drawRate ?? 0.3;
  const forfeitRate = options.forfeitRate ?? 0.05;
  const halfByeRate = options.halfByeRate ?? 0.04;
  const absenceRate = options.absenceRate ?? 0.03;
  const initialColour = options.initialColour ?? (chance(0.5) ? 'w' : 'b');
  const fullByeRate = options.fullByeRate ?? 0;
  const lateEntryRate = options.lateEntryRate ?? 0;

  const infos: PlayerInfo[] = [];
  for (let i = 1; i <= options.players; i++) {
    infos.push({
      id: playerId(i),
      name: `Player ${String(i).padStart(3, '0')}`,
      title: '',
      rating: 2500 - 10 * i,
      federation: 'FID',
      fideId: '',
      writtenPoints: null,
      rounds: [],
      line: null,
    });
  }
  const outcomes: RoundOutcome[][] = infos.map(() => []);
  /** First round each late entry plays (absent before). */
  const entry = new Map<PlayerId, number>();
  if (lateEntryRate > 0) for (const p of infos) if (chance(lateEntryRate)) entry.set(p.id, chance(0.5) ? 2 : 3);
  const ratingOf = (id: PlayerId): number => infos[id - 1]!.rating;
  const result: RandomRound[] = [];

  for (let round = 1; round <= options.rounds; round++) {
    // Byes declared for this round; at least two players stay in.
    const declared = new Map<PlayerId, 'full' | 'half' | 'zero'>();
    for (const p of infos) {
      if (round < (entry.get(p.id) ?? 0)) declared.set(p.id, 'zero');
      else if (chance(halfByeRate)) declared.set(p.id, 'half');
      else if (chance(absenceRate)) declared.set(p.id, 'zero');
      else if (fullByeRate > 0 && chance(fullByeRate)) declared.set(p.id, 'full');
    }
    while (options.players - declared.size < 2 && declared.size > 0) declared.delete([...declared.keys()][0]!);

    const before = tournamentOf(seed, infos, outcomes, options.rounds, initialColour, declared, round);
    const state = deriveRoundState(before, round);
    let pairing: RoundPairing;
    try {
      pairing = options.pairRound(state);
    } catch (e) {
      if (e instanceof NoValidPairingError) break;
      throw e;
    }

    const thisRound = new Map<PlayerId, RoundOutcome>();
    for (const [id, bye] of declared) thisRound.set(id, { kind: 'bye', bye });
    if (pairing.bye !== null) thisRound.set(pairing.bye, { kind: 'pab' });
    for (const { white, black } of pairing.pairs) {
      if (chance(forfeitRate)) {
        const whiteWins = chance(0.5);
        thisRound.set(white, { kind: 'forfeit', opponent: black, colour: 'w', result: whiteWins ? 'win' : 'loss' });
        thisRound.set(black, { kind: 'forfeit', opponent: white, colour: 'b', result: whiteWins ? 'loss' : 'win' });
        continue;
      }
      let w: 'win' | 'draw' | 'loss';
      if (chance(drawRate)) w = 'draw';
      else {
        // The higher rated player wins two games in three.
        const whiteFavoured = ratingOf(white) > ratingOf(black);
        w = chance(2 / 3) === whiteFavoured ? 'win' : 'loss';
      }
      const b = w === 'win' ? 'loss' : w === 'loss' ? 'win' : 'draw';
      thisRound.set(white, { kind: 'played', opponent: black, colour: 'w', result: w });
      thisRound.set(black, { kind: 'played', opponent: white, colour: 'b', result: b });
    }
    for (const p of infos) outcomes[p.id - 1]!.push(thisRound.get(p.id) ?? { kind: 'bye', bye: 'zero' });

    const after = tournamentOf(seed, infos, outcomes, options.rounds, initialColour, new Map(), round + 1);
    result.push({ round, before, state, pairing, after });
  }
  return result;
}

const RESULT_CODE = { win: '1', draw: '=', loss: '0' } as const;

/** One 8-column round block of a 001 line. */
function blockOf(o: RoundOutcome): string {
  switch (o.kind) {
    case 'played':
      return `${String(o.opponent).padStart(4)} ${o.colour} ${RESULT_CODE[o.result]}`;
    case 'forfeit':
      return `${String(o.opponent).padStart(4)} ${o.colour ?? '-'} ${o.result === 'win' ? '+' : '-'}`;
    case 'pending':
      return `${String(o.opponent).padStart(4)} ${o.colour}  `;
    case 'pab':
      return '0000 - U';
    case 'bye':
      return `0000 - ${o.bye === 'full' ? 'F' : o.bye === 'half' ? 'H' : 'Z'}`;
    case 'none':
      return '        ';
  }
}

/**
 * The tournament as a TRF(x) text (XXR, XXC, 001 lines at the TRF-16 columns; byes declared for the next round
 * written in that round's column, as JaVaFo does), so that a failing property case can be saved and replayed
 * with the CLI or the reference engines.
 */
export function tournamentToTrf(t: Tournament): string {
  const lines = [`012 ${t.name}`];
  if (t.plannedRounds !== null) lines.push(`XXR ${t.plannedRounds}`);
  if (t.initialColour !== null) lines.push(`XXC ${t.initialColour === 'w' ? 'white1' : 'black1'}`);
  for (const p of t.players) {
    const points = p.rounds.reduce((s, o) => s + pointsOf(o, t.pointSystem), 0);
    const head =
      `001 ${String(p.id).padStart(4)} m${p.title.padStart(3)} ${p.name.padEnd(33)} ${String(p.rating).padStart(4)} ` +
      `${p.federation.padEnd(3)} ${p.fideId.padStart(11)} ${''.padEnd(10)} ${formatTenths(points).padStart(4)} ` +
      `${String(p.id).padStart(4)}`;
    const blocks = p.rounds.map(blockOf);
    const declared = t.declaredByes.find((d) => d.player === p.id && d.round === t.roundsInFile + 1);
    if (declared !== undefined) blocks.push(blockOf({ kind: 'bye', bye: declared.bye }));
    lines.push(blocks.length === 0 ? head : `${head}  ${blocks.join('  ')}`.trimEnd());
  }
  return `${lines.join('\n')}\n`;
}
