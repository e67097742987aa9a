/**
 * The consistency check of an edited document, done on what the edit can have changed. `result`, `bye`,
 * `withdraw` and `add-player` rewrite a few player lines of a 9,999-player file, `pair -o` adds one round to every
 * line, and each reads the file back before writing (issue 16.9: an edit that would leave the file inconsistent
 * is refused); checking every game of the file again would cost as much as the edit itself.
 *
 * Why checking part of the file finds an error exactly when checkConsistency on the whole would find one. The
 * document before the edit had no error (it is in checkConsistency's CONSISTENT set), and both documents come from
 * readTrf, which reuses the records of the lines an edit left as they were, and the blocks of a line an edit
 * extended (parse.ts, extendPlayer in player.ts). A block of player p in round r is unchanged when it is the very
 * object of the old line of rank p in round r (then it holds the same); every other block is changed. The checks
 * of checkConsistency are:
 *  - starting ranks used twice, no player at all, and every check of the non-player records (ids that must
 *    exist, acceleration overlaps, self-contradicting records): done here on the whole document, as
 *    checkConsistency does them (O(players), or O(records that are not players));
 *  - at most one PAB per round: done for the rounds in which a block changed (a line added or removed changes
 *    every round it has). In any other round each rank has the very block it had, so the round's PAB holders
 *    are those of the document before, which had at most one (`pair -o` changes one round: O(players));
 *  - the checks of one block alone (a bye code with an opponent, a game without an opponent or a colour, a player
 *    paired with himself): a function of the block and p's rank, so an unchanged block passes them as before;
 *  - the checks of a game, between p's block of round r and that of his opponent q: they read p's block, whether
 *    rank q exists, and q's block of round r. When both blocks are unchanged, the game is as it was (a rank on two
 *    lines fails the rank check). Otherwise a block they read changed: p's, which is checked; or q's block of
 *    round r (changed, or gone with q's line), and the old one named p back in round r (the old document was
 *    consistent), so (p, r) is among the blocks named by the old blocks that changed.
 * Hence the blocks to check are the changed ones and those that the changed blocks name, old or new, in their
 * round: the set `rechecked` below. Every other block was checked before and reads the same.
 * test/trf/editCheck.property.test.ts compares the two on random edits, consistent or not.
 */
import type { Diagnostic } from '../errors.js';
import { BlockKeys, blockKey, checkBlocks, checkConsistency, checkRecords, errorSink, isTeamFile, playerLines, wasFoundConsistent } from './consistency.js';
import { recordNotices } from './notices.js';
import { wasRead } from './parse.js';
import type { PlayerRecord, TrfDocument } from './types.js';

/**
 * Whether `doc` (an edit of `previous`) has a consistency error, as checkConsistency would say. When `previous` is
 * not known consistent or either was not read by readTrf, the whole document is checked. O(players x rounds)
 * identity comparisons, plus O(1) per block of a changed round and per record that is not a player.
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
  const { list, byRank } = playerLines(doc, fileName, at, error);
  // The old lines by rank (ranks were unique there), compared block by block (a block the edit did not touch is
  // the same object: readTrf reuses the records of unchanged lines, and extendPlayer the blocks of a line it
  // extends); a block that is not the same object counts as changed, whatever it holds.
  // By rank in an array (ranks have four digits), and loops by index: no iterator object per line.
  const old: (PlayerRecord | undefined)[] = [];
  const oldRecords = previous.records;
  for (let i = 0; i < oldRecords.length; i++) {
    const r = oldRecords[i]!;
    if (r.kind === 'player') old[r.startingRank] = r;
  }
  const rechecked = new BlockKeys();
  // The rounds with a changed block (a line added or removed changes all of its rounds): the only rounds whose
  // blocks are visited below, since in any other round every rank has the very block it had.
  const changed: boolean[] = [];
  for (let i = 0; i < doc.records.length; i++) {
    const r = doc.records[i]!;
    if (r.kind !== 'player') continue;
    const before = old[r.startingRank];
    if (before === r) continue;
    const rounds = Math.max(r.rounds.length, before?.rounds.length ?? 0);
    for (let round = 1; round <= rounds; round++) {
      const now = r.rounds[round - 1];
      const then = before?.rounds[round - 1];
      if (now !== undefined && now === then) continue;
      changed[round] = true;
      if (now !== undefined) {
        rechecked.add(blockKey(r.startingRank, round));
        if (now.opponent !== null) rechecked.add(blockKey(now.opponent, round));
      }
      if (then !== undefined && then.opponent !== null) rechecked.add(blockKey(then.opponent, round));
    }
  }
  for (let rank = 0; rank < old.length; rank++) {
    const p = old[rank];
    if (p === undefined || byRank[rank] !== undefined) continue;
    p.rounds.forEach((block, index) => {
      changed[index + 1] = true;
      if (block.opponent !== null) rechecked.add(blockKey(block.opponent, index + 1));
    });
  }
  const rounds: number[] = [];
  for (let round = 1; round < changed.length; round++) if (changed[round] === true) rounds.push(round);
  const check = { team: isTeamFile(doc), pabInRound: new Map<number, PlayerRecord>(), rechecked, rounds };
  for (let i = 0; i < list.length; i++) checkBlocks(list[i]!, byRank, check, at, error);
  checkRecords(doc, byRank, at, error, errors);
  errors.push(...recordNotices(doc, fileName, check.team).errors);
  return errors;
}
