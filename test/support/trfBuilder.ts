/**
 * Builds small TRF files for tests from a compact description: games as "white-black result" strings
 * ("1-3 1", "2-4 =", "5-6 +" forfeit won by white, "7-8 -" forfeit won by black), byes as "9 U" / "9 H" / "9 Z".
 */
import { deriveRoundState, type RoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import { formatTenths, readTrf } from '../../src/trf/index.js';

export interface TinyTournament {
  /** Ratings, player 1 first; players are numbered 1..n in this order. */
  readonly ratings: readonly number[];
  /** Rounds played so far. */
  readonly rounds: readonly (readonly string[])[];
  readonly extra?: readonly string[];
  readonly totalRounds?: number;
}

const POINTS: Readonly<Record<string, number>> = { '1': 10, '=': 5, '0': 0, '+': 10, '-': 0, U: 10, H: 5, Z: 0, F: 10 };

export function tinyTrf(t: TinyTournament): string {
  const n = t.ratings.length;
  const blocks: string[][] = Array.from({ length: n }, () => []);
  t.rounds.forEach((games, ri) => {
    for (const g of games) {
      const bye = /^(\d+) ([UHZF])$/.exec(g);
      if (bye) {
        blocks[Number(bye[1]) - 1]![ri] = `0000 - ${bye[2]}`;
        continue;
      }
      const m = /^(\d+)-(\d+) ([10=+-])$/.exec(g);
      if (!m) throw new Error(`bad game ${g}`);
      const w = Number(m[1]);
      const b = Number(m[2]);
      const r = m[3]!;
      const rb = r === '1' ? '0' : r === '0' ? '1' : r === '+' ? '-' : r === '-' ? '+' : '=';
      blocks[w - 1]![ri] = `${String(b).padStart(4)} w ${r}`;
      blocks[b - 1]![ri] = `${String(w).padStart(4)} b ${rb}`;
    }
  });
  const lines = ['012 Test tournament', `XXR ${t.totalRounds ?? 9}`, 'XXC white1', ...(t.extra ?? [])];
  for (let i = 0; i < n; i++) {
    const rs = t.rounds.map((_, ri) => blocks[i]![ri] ?? '0000 - Z');
    const points = rs.reduce((s, b) => s + (POINTS[b.slice(-1)] ?? 0), 0);
    const name = `Player ${String(i + 1).padStart(2, '0')}`.padEnd(33);
    let line = `001 ${String(i + 1).padStart(4)}      ${name} ${String(t.ratings[i]).padStart(4)}                            ${formatTenths(points).padStart(4)}     `;
    for (const b of rs) line += `  ${b}`;
    lines.push(line.trimEnd());
  }
  return lines.join('\n') + '\n';
}

/** The state before the round after the last one of a tiny tournament. */
export function tinyState(t: TinyTournament): RoundState {
  const tournament = buildTournament(readTrf(new TextEncoder().encode(tinyTrf(t))), { fileName: 'tiny.trf' });
  return deriveRoundState(tournament, tournament.roundsInFile + 1);
}
