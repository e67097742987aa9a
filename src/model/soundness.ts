/**
 * Warnings about what a file's rounds say as a whole, where reading on makes sense but silence would mislead:
 * a planned number of rounds smaller than the rounds played, a round entered for some players only (the others
 * would silently count as absent), a 240 bye declared for a round in which the player was paired, and a gap in
 * the starting ranks. Errors that make pairing impossible are raised where the pairing is asked for (state.ts).
 */
import type { Diagnostic, SourcePosition } from '../errors.js';
import { blockColumn } from '../trf/player.js';
import type { PlayerRecord, RoundBlock, TrfDocument, TrfRecord } from '../trf/types.js';
import { outcomeOf, wasPaired } from './outcome.js';

/** outcomeOf(b).kind !== 'none', without making an outcome: a block that is there and not blank. */
function entered(b: RoundBlock | undefined): boolean {
  return b !== undefined && !b.blank;
}

const list = (ids: readonly number[]): string => `${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', ...' : ''}`;

/** All the warnings below. `players` sorted by starting rank. O(players × rounds + records). */
export function roundWarnings(doc: TrfDocument, players: readonly PlayerRecord[], roundsInFile: number, fileName: string): Diagnostic[] {
  const at = (record: TrfRecord, column: number): SourcePosition | null =>
    record.line === undefined ? null : { file: fileName, line: record.line, column };
  const warnings: Diagnostic[] = [];

  const records = doc.records;
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!; // by index: no iterator object per line
    if (record.kind === 'totalRounds' && record.rounds < roundsInFile) {
      warnings.push({
        position: at(record, 5),
        message: `${record.code} says the tournament has ${record.rounds} rounds, but the file has ${roundsInFile} paired rounds`,
        found: String(record.rounds),
        expected: `at least ${roundsInFile}`,
      });
    }
  }

  // A half-entered round: the last round of the file, in which at least half the players have no entry at all
  // while they had one in the round before (or it is round 1). They read as absent (zero-point bye): say so. A
  // few players without an entry is how writers record withdrawals (their lines simply end, as bbpPairings's
  // generated files show): that reading is the usual one and needs no warning.
  if (roundsInFile >= 1) {
    const r = roundsInFile;
    // By index, not a filter with a closure per player: this runs on every read of a 10,000-player file.
    const missing: PlayerRecord[] = [];
    for (let i = 0; i < players.length; i++) {
      const p = players[i]!;
      if (!entered(p.rounds[r - 1]) && (r === 1 || entered(p.rounds[r - 2]))) missing.push(p);
    }
    const first = missing[0];
    if (first !== undefined && missing.length * 2 >= players.length) {
      warnings.push({
        position: at(first, Math.min(blockColumn(r), (first.raw ?? '').length + 1)),
        message: `round ${r} is entered for ${players.length - missing.length} of ${players.length} players; ${missing.length === 1 ? 'player' : 'players'} ${list(missing.map((p) => p.startingRank))} ${missing.length === 1 ? 'has' : 'have'} no round ${r} entry and count${missing.length === 1 ? 's' : ''} as absent (zero-point bye)`,
        expected: `a round ${r} block for every player (0000 - Z for an absence)`,
      });
    }
  }

  // One warning for all such 240 records: TRF-2026 files keep the declarations of past rounds.
  // The players by rank only when a 240 record names a round of the file (most files have none).
  let byRank: Map<number, PlayerRecord> | null = null;
  const contradicted = doc.records.filter((record) => {
    if (record.kind !== 'byeDeclaration' || record.round > roundsInFile) return false;
    byRank ??= new Map(players.map((p) => [p.startingRank, p]));
    const ranks = byRank;
    return record.ids.some((id) => wasPaired(outcomeOf(ranks.get(id)?.rounds[record.round - 1])));
  });
  const firstContradicted = contradicted[0];
  if (firstContradicted?.kind === 'byeDeclaration') {
    const paired = firstContradicted.ids.filter((id) => wasPaired(outcomeOf(byRank?.get(id)?.rounds[firstContradicted.round - 1])));
    const more = contradicted.length > 1 ? ` (and ${contradicted.length - 1} more 240 records like it)` : '';
    warnings.push({
      position: at(firstContradicted, 5),
      message: `240 declares a bye in round ${firstContradicted.round} for ${paired.length === 1 ? 'player' : 'players'} ${list(paired)}, paired in that round of the file${more}: the file's games are what counts`,
      expected: `a bye declared for a round the player does not play`,
    });
  }

  let previous = 0;
  for (let i = 0; i < players.length; i++) {
    const p = players[i]!;
    if (p.startingRank > previous + 1) {
      const gap = p.startingRank - previous - 1;
      warnings.push({
        position: at(p, 5),
        message: `starting rank ${p.startingRank} follows ${previous}: ${gap === 1 ? `rank ${previous + 1} is` : `ranks ${previous + 1}-${p.startingRank - 1} are`} missing`,
        found: String(p.startingRank),
        expected: `starting ranks numbered 1 to ${players.length} without gaps`,
      });
      break; // one gap is enough to tell the user to look
    }
    previous = p.startingRank;
  }
  return warnings;
}
