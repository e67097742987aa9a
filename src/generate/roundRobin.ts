/**
 * `generate --round-robin`: a random round robin, every round from its Berger table (src/systems/roundrobin),
 * results from the ratings as the Swiss generator draws them (results.ts), forfeits at the forfeit rate, and
 * withdrawals: a withdrawn player's remaining games are forfeits, `-` for him and `+` for his opponent (FIDE
 * Tournament Rules C.06 V.4; two withdrawn players: `-` and `-`). The odd field's bye is `0000 - Z`. Pairing
 * numbers are drawn by lot (the ratings are random and the players numbered as drawn). One seed, one file.
 * O(players x rounds).
 */
import { roundRobinFormat } from '../systems/roundrobin/format.js';
import { scheduledRound, totalRounds } from '../systems/roundrobin/schedule.js';
import { newTournament, type PlayerEntry } from '../trf/entry.js';
import { writeRound } from '../trf/edit.js';
import type { RoundBlock, TrfDocument } from '../trf/types.js';
import { Prng } from './prng.js';
import { gameResult, noShowProbability, type ExpectationModel } from './results.js';

export interface RoundRobinGeneratorConfig {
  readonly players: number;
  /** The `192` code: FIDE_ROUNDROBIN, FIDE_DOUBLEROUNDROBIN, BERGER_DOUBLEROUNDROBIN, BERGER_ROUNDROBIN_Gn. */
  readonly code: string;
  /** Rounds played (default: all of the table's). */
  readonly rounds?: number;
  readonly seed: number;
  readonly drawRate: number;
  readonly forfeitRate: number;
  /** Probability that a player withdraws after one of the rounds 1 .. last-1. */
  readonly withdrawalRate: number;
  readonly highestRating: number;
  readonly lowestRating: number;
  readonly expectedScore: ExpectationModel;
  /** The `202` list, written as given. */
  readonly tiebreaks?: string;
}

function block(opponent: number, colour: 'w' | 'b', result: RoundBlock['result']): RoundBlock {
  return { opponent, colour, result, blank: false };
}

export function generateRoundRobin(c: RoundRobinGeneratorConfig): TrfDocument {
  const format = roundRobinFormat(c.code);
  if (format === null || format.custom) throw new RangeError(`${c.code} is not a Berger round robin`);
  const total = totalRounds(c.players, format);
  const rounds = c.rounds ?? total;
  const rng = new Prng(c.seed);
  const entries: PlayerEntry[] = Array.from({ length: c.players }, (_, i) => ({
    name: `Player ${String(i + 1).padStart(4, '0')}`,
    rating: rng.int(c.lowestRating, c.highestRating),
    title: '',
    federation: '',
    fideId: '',
    birthDate: '',
    sex: '',
  }));
  // The round after which each player withdraws (he plays no game after it), or Infinity.
  const leaves = entries.map(() => (total > 1 && rng.chance(c.withdrawalRate) ? rng.int(1, total - 1) : Infinity));
  let doc = newTournament(
    {
      name: `Generated round robin (seed ${c.seed})`,
      rounds: total,
      initialColour: 'white',
      points: { win: 10, draw: 5, loss: 0 },
      typeCode: format.code,
      numberedAsGiven: true,
      ...(c.tiebreaks === undefined ? {} : { tiebreaks: c.tiebreaks }),
    },
    entries,
  );
  const noShow = noShowProbability(c.forfeitRate);
  for (let r = 1; r <= rounds; r++) {
    const s = scheduledRound(c.players, format, r);
    const blocks = new Map<number, RoundBlock>();
    for (const g of s.games) {
      const wGone = r > leaves[g.white - 1]!;
      const bGone = r > leaves[g.black - 1]!;
      const [rw, rb] =
        wGone || bGone
          ? [wGone ? ('-' as const) : ('+' as const), bGone ? ('-' as const) : ('+' as const)]
          : gameResult(rng, entries[g.white - 1]!.rating, entries[g.black - 1]!.rating, c.drawRate, noShow, c.expectedScore);
      blocks.set(g.white, block(g.black, 'w', rw));
      blocks.set(g.black, block(g.white, 'b', rb));
    }
    if (s.bye !== null) blocks.set(s.bye, { opponent: null, colour: null, result: 'Z', blank: false });
    doc = writeRound(doc, r, { blocks, fillPoints: true });
  }
  return doc;
}
