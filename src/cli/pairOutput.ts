/**
 * What `pair` may write, decided before it writes: the outputs do not replace the input, a re-paired earlier round
 * does not silently drop the rounds after it, and the tournament written with `-o` reads back (same encoding,
 * same reader) before it reaches the disk.
 */
import { ArgumentError, SizeLimitError } from '../errors.js';
import type { Tournament } from '../model/types.js';
import type { TrfDocument, TrfEncoding } from '../trf/index.js';
import { readBackProblem } from './editFile.js';
import { refuseOverwritingInput } from './io.js';

export interface PairTargets {
  readonly input: string;
  readonly pairs?: string;
  readonly output?: string;
  readonly force: boolean;
}

/**
 * Refuses, before any pairing work, `-p`/`-o` naming the input (unless --force), both naming one file, and both
 * writing to standard output. Exit 3.
 */
export function checkTargets(t: PairTargets): void {
  if (t.pairs === '-' && t.output === '-') throw new ArgumentError('only one of -p and -o can write to standard output');
  if (t.pairs !== undefined && t.pairs === t.output) throw new ArgumentError(`-p and -o both name ${t.pairs}`);
  const options = { inputs: [t.input], force: t.force };
  if (t.pairs !== undefined) refuseOverwritingInput(t.pairs, options, '-p');
  if (t.output !== undefined) refuseOverwritingInput(t.output, options, '-o');
}

/**
 * `pair --round N -o` writes rounds 1..N: the file's rounds after N would be lost. Refused (exit 3) unless --force,
 * and then said on standard error (the returned warning).
 */
export function droppedRounds(round: number, roundsInFile: number, force: boolean): string | null {
  if (round >= roundsInFile) return null;
  const dropped = round + 1 === roundsInFile ? `round ${roundsInFile}` : `rounds ${round + 1}-${roundsInFile}`;
  if (!force) {
    throw new ArgumentError(
      `-o with --round ${round} writes rounds 1-${round} only and would drop ${dropped} of the file; use -p for the pairing alone, or pass --force to write the shorter file`,
    );
  }
  return `-o: the file written has rounds 1-${round}; ${dropped} of the input are not in it (--force)`;
}

/**
 * Reads `bytes` back as swisspair reads its input; a tournament that does not read back is never written. With a
 * valid input the only cause is a value that outgrows its TRF column (points above 99.9 with XXS W=99.9 over a
 * few rounds), hence exit 4. O(size).
 */
export function assertReadsBack(bytes: Uint8Array, encoding: TrfEncoding, output: string, round: number, source?: TrfDocument, text?: string): void {
  const problem = readBackProblem(bytes, encoding, output, source, text);
  if (problem !== null) {
    throw new SizeLimitError(
      `-o: the tournament with round ${round} added does not fit the TRF format, nothing written (${problem}); use -p for the pairing alone`,
    );
  }
}

/** Games of `round` with a result entered and games still open, counted once each (white's side). O(players). */
export function roundGames(t: Tournament, round: number): { withResult: number; open: number } {
  let withResult = 0;
  let open = 0;
  for (const p of t.players) {
    const o = p.rounds[round - 1];
    if (o === undefined) continue;
    const first = (o.kind === 'played' || o.kind === 'pending' || o.kind === 'forfeit') && (o.colour === 'w' || (o.colour === null && p.id < o.opponent));
    if (!first) continue;
    if (o.kind === 'pending') open++;
    else withResult++;
  }
  return { withResult, open };
}

/**
 * `pair FILE` while the last round in the file still has games without a result: that round is paired already.
 * Said as such, with where to see it and what to do, instead of the model's "games have no result" (issue 33.3).
 */
export function refusePairingAfterOpenRound(t: Tournament, file: string): void {
  const last = t.roundsInFile;
  if (last === 0) return;
  const { withResult, open } = roundGames(t, last);
  if (open === 0) return;
  const name = file === '-' ? '<stdin>' : file;
  const state = withResult === 0 ? 'no result entered yet' : `${open} of ${open + withResult} games without a result`;
  throw new ArgumentError(
    `${name}: round ${last} is already paired in the file (${state}): \`swisspair show ${file}\` prints its pairing; enter its results (\`swisspair result\`) before pairing round ${last + 1}, or pass --round ${last} for the pairing the rules give round ${last} again`,
  );
}

/**
 * `pair --round N -o` over a round N that has results: re-pairing it drops them. Refused (exit 3) unless --force,
 * and then said (the returned warning). O(players).
 */
export function droppedResults(t: Tournament, round: number, force: boolean): string | null {
  if (round > t.roundsInFile) return null;
  const { withResult } = roundGames(t, round);
  if (withResult === 0) return null;
  const what = `${withResult} result${withResult === 1 ? '' : 's'} of round ${round}`;
  if (!force) throw new ArgumentError(`-o with --round ${round} pairs round ${round} again and would drop the ${what} entered in the file; \`swisspair show\` prints them, \`swisspair unpair --force\` removes the round; pass --force to pair it again without them`);
  return `-o: round ${round} paired again: the ${what} entered in the file are not in the file written (--force)`;
}
