/**
 * The consistency check of an edited document, done on what the edit can have changed. `result`, `bye`,
 * `withdraw` and `add-player` rewrite a few player lines of a 9,999-player file and read it back before writing
 * (issue 16.9: an edit that would leave the file inconsistent is refused); checking every game of the file again
 * would cost as much as the edit itself.
 *
 * Why checking part of the file finds an error exactly when checkConsistency on the whole would find one. The
 * document before the edit had no error (it is in checkConsistency's CONSISTENT set), and both documents come from
 * readTrf (each record a pure function of its line's text, parse.ts). A player line of the edited document whose
 * text is that of the old line of its starting rank is unchanged (the same record but for its line number); the
 * others are fresh, and the old lines they replace, or whose rank is no longer in the file, are gone. The checks
 * of checkConsistency are:
 *  - starting ranks used twice, no player at all, at most one PAB per round, and every check of the non-player
 *    records (ids that must exist, acceleration overlaps, self-contradicting records): done here on the whole
 *    document, as checkConsistency does them (they cost O(players + rounds x players) without any allocation per
 *    block, or O(records that are not players));
 *  - the checks of one block alone (a bye code with an opponent, a game without an opponent or a colour, a player
 *    paired with himself): a function of the line's text, so an unchanged line passes them as it did before;
 *  - the checks of a game, between player p's block of round r and that of his opponent q: they read p's line,
 *    whether rank q exists, and q's line. When p's line is unchanged and its opponent q's line too, the game is
 *    as it was (a rank on two lines fails the rank check). Otherwise a line they read changed: p's line is
 *    fresh, or q's is, or the old line of rank q is gone. A fresh line is checked with every opponent it names;
 *    when p's line is unchanged, the old line of rank q named p back in round r (the old document was
 *    consistent), and it is gone (replaced by a fresh q or removed), so p is among the opponents it names.
 * Hence the games to compare are those of the fresh lines, of the ranks of the lines that are gone, and of every
 * opponent either of them names: the set `rechecked` below. Anything else was compared before and reads the same.
 * test/trf/editCheck.property.test.ts compares the two on random edits, consistent or not.
 */
import type { Diagnostic } from '../errors.js';
import { checkBlocks, checkConsistency, checkRecords, errorSink, isTeamFile, playersByRank, wasFoundConsistent } from './consistency.js';
import { recordNotices } from './notices.js';
import { wasRead } from './parse.js';
import type { PlayerRecord, TrfDocument } from './types.js';

/**
 * Whether `doc` (an edit of `previous`) has a consistency error, as checkConsistency would say. When `previous` is
 * not known consistent or either was not read by readTrf, the whole document is checked. O(players + rounds x
 * (changed lines + their opponents) + records).
 */
export function hasConsistencyError(doc: TrfDocument, previous: TrfDocument | undefined, fileName: string): boolean {
  if (previous === undefined || !wasFoundConsistent(previous) || !wasRead(previous) || !wasRead(doc)) {
    return checkConsistency(doc, fileName).errors.length > 0;
  }
  return editErrors(doc, previous, fileName).length > 0;
}

/** The errors of `doc` found by checking the games the edit from `previous` can have changed (see above). */
function editErrors(doc: TrfDocument, previous: TrfDocument, fileName: string): readonly Diagnostic[] {
  const { errors, at, error } = errorSink(fileName);
  const players = playersByRank(doc, fileName, at, error);
  // The old lines by rank (ranks were unique there). A line is unchanged when the line of its rank had its text:
  // compared by rank, not looked up by text, so that no 10,000 long lines are hashed.
  const old = new Map<number, PlayerRecord>();
  for (const r of previous.records) if (r.kind === 'player') old.set(r.startingRank, r);
  const rechecked = new Set<number>();
  const touch = (p: PlayerRecord): void => {
    rechecked.add(p.startingRank);
    for (const block of p.rounds) if (block.opponent !== null) rechecked.add(block.opponent);
  };
  for (const r of doc.records) {
    if (r.kind !== 'player') continue;
    const before = old.get(r.startingRank);
    if (before !== undefined && before.raw !== undefined && before.raw === r.raw) continue;
    touch(r);
    if (before !== undefined) touch(before);
  }
  for (const [rank, p] of old) if (!players.has(rank)) touch(p);
  const check = { team: isTeamFile(doc), pabInRound: new Map<number, PlayerRecord>(), rechecked };
  for (const p of players.values()) checkBlocks(p, players, check, at, error);
  checkRecords(doc, players, at, error, errors);
  errors.push(...recordNotices(doc, fileName).errors);
  return errors;
}
