/**
 * C.04.4.1 B.0: the pairing-allocated bye, assigned before any bracket is paired.
 */
import { NoValidPairingError } from '../../../src/errors.js';
import { canCompletePairing } from '../dutch/matching.js';
import { compareInitialRanking, type DPlayer } from './players.js';

/**
 * B.0 order among the players who pass B.0.1 and B.0.2: lowest score (B.0.3), most games played (B.0.4, played
 * games only), lowest position in the initial ranking list (B.0.5). Negative when a gets the bye before b.
 */
export function compareByeCandidates(a: DPlayer, b: DPlayer): number {
  return a.score - b.score || b.playedGames - a.playedGames || compareInitialRanking(b, a);
}

/**
 * The player who receives the PAB, or null when the number of players is even. Literally in the order of B.0:
 * 1. C.2: no earlier PAB and no forfeit win (PlayerState.pabEligible);
 * 2. C.4: the remaining players can all be paired (C.1, C.3) — a yes/no question answered by a matching;
 * 3-5. compareByeCandidates.
 * Time O(n^4).
 */
export function choosePab(
  players: readonly DPlayer[],
  mayMeet: (a: DPlayer, b: DPlayer) => boolean,
): DPlayer | null {
  if (players.length % 2 === 0) return null;
  const candidates = players
    .filter((p) => p.pabEligible)
    .filter((p) =>
      canCompletePairing(
        players.filter((q) => q !== p),
        mayMeet,
        () => false,
      ),
    )
    .sort(compareByeCandidates);
  const bye = candidates[0];
  if (bye === undefined) throw new NoValidPairingError('Dubov oracle: no player can receive the PAB (B.0)');
  return bye;
}
