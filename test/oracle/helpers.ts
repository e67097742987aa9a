/** Shared helpers of the oracle tests: load a TRF fixture, re-pair a round, compare with the file. */
import { readFileSync } from 'node:fs';
import { deriveRoundState } from '../../src/model/state.js';
import { buildTournament } from '../../src/model/tournament.js';
import type { Tournament } from '../../src/model/types.js';
import { readTrf } from '../../src/trf/index.js';
import type { RoundPairing } from '../../src/systems/shared/types.js';
import { pairDutchLiterally, type OracleOptions } from './dutch/round.js';

export function loadTournament(path: string): Tournament {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return buildTournament(readTrf(new Uint8Array(readFileSync(path)), { fileName: name }), { fileName: name });
}

/** The pairing the file records for round r: pairs as "white-black" in board order of the file's ids, and the PAB. */
export function recordedPairing(t: Tournament, round: number): { pairs: string[]; bye: number | null } {
  const pairs: string[] = [];
  let bye: number | null = null;
  for (const p of t.players) {
    const o = p.rounds[round - 1];
    if (o === undefined) continue;
    if (o.kind === 'pab') bye = p.id;
    if ((o.kind === 'played' || o.kind === 'forfeit' || o.kind === 'pending') && o.colour === 'w') {
      pairs.push(`${p.id}-${o.opponent}`);
    }
    // A forfeit without colours: record it from the lower id's side, uncoloured.
    if (o.kind === 'forfeit' && o.colour === null && p.id < o.opponent) pairs.push(`${p.id}?${o.opponent}`);
  }
  return { pairs: pairs.sort(), bye };
}

export function pairingStrings(p: RoundPairing): { pairs: string[]; bye: number | null } {
  return { pairs: p.pairs.map((x) => `${x.white}-${x.black}`).sort(), bye: p.bye };
}

/**
 * Re-pairs round r of the file with the oracle. A file without XXR was planned for the rounds it has (corpus
 * README), which matters for the topscorers of the final round (A.7).
 */
export function oracleRound(t: Tournament, round: number, options?: OracleOptions): RoundPairing {
  return pairDutchLiterally(deriveRoundState(t, round, { plannedRounds: t.roundsInFile }), options);
}

/** The rows of a corpus directory's manifest.tsv (header left out), as fields; `dir` ends with '/'. */
export function manifestRows(dir: string): string[][] {
  return readFileSync(`${dir}manifest.tsv`, 'utf8').trim().split('\n').slice(1).map((l) => l.split('\t'));
}
