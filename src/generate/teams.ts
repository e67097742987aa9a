/**
 * Random team events paired by the C.04.6 engine, round after round, in the team model (no TRF text): for the
 * engine's property tests, the oracle comparison and `generate --teams`. Late teams, declared byes (240), forfeited
 * matches (330) and every variant; seeded, so the same seed gives the same event. O(rounds x pairing).
 */
import type { MatchScoring, TeamRound, TeamTournament } from '../model/team.js';
import type { TeamVariant } from '../model/teamVariant.js';
import { pairTeamRound } from '../systems/team/engine.js';
import { teamRoundInput } from '../systems/team/state.js';
import type { TeamPairing, TeamRoundInput } from '../systems/team/types.js';
import { Prng } from './prng.js';
import type { RoundRobinFormat } from '../systems/roundrobin/format.js';
import { scheduledRound, totalRounds } from '../systems/roundrobin/schedule.js';

export interface TeamEventOptions {
  readonly teams: number;
  readonly boards: number;
  readonly rounds: number;
  readonly variant: TeamVariant;
  /** Chance that a team is absent from a round (a declared zero or half bye), and that a match is forfeited. */
  readonly absence?: number;
  readonly forfeit?: number;
  /** Teams that join only from round 2 or 3. */
  readonly lateTeams?: number;
}

const SCORING: MatchScoring = { win: 20, draw: 10, loss: 0 };

/** An empty team tournament of `n` teams (players 1..n*boards, board order). */
export function emptyTeamTournament(n: number, boards: number, rounds: number, variant: TeamVariant): TeamTournament {
  const teams = Array.from({ length: n }, (_, i) => ({
    tpn: i + 1,
    name: `Team ${i + 1}`,
    players: Array.from({ length: boards }, (_, b) => i * boards + b + 1),
    line: 0,
  }));
  return {
    fileName: '<generated>',
    teams,
    boards,
    boardColours: Array.from({ length: boards }, (_, i) => (i % 2 === 0 ? 'W' : 'B')).join(''),
    scoring: SCORING,
    pabPoints: { matchPoints: SCORING.draw, gamePoints: boards * 5 },
    variant,
    variantSource: 'default',
    rounds: teams.map(() => []),
    roundsInFile: 0,
    plannedRounds: rounds,
    initialColour: 'w',
    declaredByes: new Map(),
    section: { teams: [], pab: null, forfeits: [], lineups: [], matchPoints: null, boardColours: null, typeCode: null },
  };
}

/** Game points of a random match on `boards` boards (tenths), biased by TPN like ratings. */
function randomMatch(rng: Prng, boards: number, white: number, black: number): [number, number] {
  let w = 0;
  for (let b = 0; b < boards; b++) {
    const x = rng.next() + (black - white) / 200;
    w += x > 0.62 ? 10 : x > 0.3 ? 5 : 0;
  }
  return [w, boards * 10 - w];
}

/** The tournament with one more round: the pairing played out. */
export function playRound(t: TeamTournament, pairing: TeamPairing, rng: Prng, forfeitChance: number, absent: ReadonlyMap<number, 'half' | 'zero'>): TeamTournament {
  const round = t.roundsInFile + 1;
  const next: TeamRound[][] = t.rounds.map((h) => [...h]);
  for (const team of t.teams) next[team.tpn - 1]!.push({ kind: 'none' });
  const set = (tpn: number, r: TeamRound): void => void (next[tpn - 1]![round - 1] = r);
  for (const [tpn, bye] of absent) set(tpn, { kind: 'bye', bye, matchPoints: bye === 'half' ? t.scoring.draw : t.scoring.loss, gamePoints: bye === 'half' ? t.boards * 5 : 0 });
  if (pairing.pab !== null) set(pairing.pab, { kind: 'pab', ...t.pabPoints });
  for (const { white, black } of pairing.pairs) {
    if (rng.chance(forfeitChance)) {
      const whiteWins = rng.chance(0.5);
      const mk = (me: number, won: boolean): TeamRound => ({ kind: 'match', opponent: me === white ? black : white, colour: me === white ? 'w' : 'b', played: false, gamePoints: won ? t.boards * 10 : 0, opponentGamePoints: won ? 0 : t.boards * 10, matchPoints: won ? t.scoring.win : t.scoring.loss, forfeit: won ? 'won' : 'lost' });
      set(white, mk(white, whiteWins));
      set(black, mk(black, !whiteWins));
      continue;
    }
    const [w, b] = randomMatch(rng, t.boards, white, black);
    const mp = (x: number, y: number): number => (x > y ? t.scoring.win : x < y ? t.scoring.loss : t.scoring.draw);
    set(white, { kind: 'match', opponent: black, colour: 'w', played: true, gamePoints: w, opponentGamePoints: b, matchPoints: mp(w, b), forfeit: 'none' });
    set(black, { kind: 'match', opponent: white, colour: 'b', played: true, gamePoints: b, opponentGamePoints: w, matchPoints: mp(b, w), forfeit: 'none' });
  }
  const byes = new Map(t.declaredByes);
  if (absent.size > 0) byes.set(round, absent);
  return { ...t, rounds: next, roundsInFile: round, declaredByes: byes };
}

export interface GeneratedTeamRound {
  readonly input: TeamRoundInput;
  readonly pairing: TeamPairing;
}

/**
 * Plays a whole random event; `pair` pairs each round (default: the engine) and sees each round's input. Stops
 * early if a round cannot be paired. Returns the rounds and the final tournament.
 */
export function generateTeamEvent(seed: number, o: TeamEventOptions, pair: (input: TeamRoundInput) => TeamPairing = pairTeamRound): { rounds: GeneratedTeamRound[]; tournament: TeamTournament } {
  const rng = new Prng(seed);
  let t = emptyTeamTournament(o.teams, o.boards, o.rounds, o.variant);
  const late = new Map<number, number>();
  for (let i = 0; i < (o.lateTeams ?? 0); i++) late.set(rng.int(1, o.teams), rng.int(2, 3));
  const rounds: GeneratedTeamRound[] = [];
  for (let r = 1; r <= o.rounds; r++) {
    const absent = new Map<number, 'half' | 'zero'>();
    for (const team of t.teams) {
      if ((late.get(team.tpn) ?? 0) > r || rng.chance(o.absence ?? 0)) absent.set(team.tpn, rng.chance(0.5) ? 'half' : 'zero');
    }
    const withByes = absent.size > 0 ? { ...t, declaredByes: new Map([...t.declaredByes, [r, absent]]) } : t;
    const input = teamRoundInput(withByes, r);
    if (input.entrants.length < 2) break;
    let pairing: TeamPairing;
    try {
      pairing = pair(input);
    } catch {
      break;
    }
    rounds.push({ input, pairing });
    t = playRound(t, pairing, rng, o.forfeit ?? 0, absent);
  }
  return { rounds, tournament: t };
}

/**
 * A random team round robin: every round from the Berger table by team pairing numbers (the first-named team as
 * the match's first team), `rounds` of them (at most the table's), each match played out or, with `forfeit`'s
 * chance, forfeited. O(rounds x teams x boards).
 */
export function generateTeamRoundRobin(seed: number, o: Omit<TeamEventOptions, 'absence' | 'lateTeams'>, format: Pick<RoundRobinFormat, 'cycles' | 'swapLastTwo'>): TeamTournament {
  const rng = new Prng(seed);
  let t = emptyTeamTournament(o.teams, o.boards, o.rounds, o.variant);
  for (let r = 1; r <= Math.min(o.rounds, totalRounds(o.teams, format)); r++) {
    const s = scheduledRound(o.teams, format, r);
    t = playRound(t, { pairs: s.games.map((g) => ({ white: g.white, black: g.black })), pab: null }, rng, o.forfeit ?? 0, new Map());
  }
  return t;
}
