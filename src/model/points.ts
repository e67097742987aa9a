/**
 * Points of a round outcome under the tournament's point system (XXS / BB* / 162; default 1 - ½ - 0, PAB and
 * forfeit win worth a win).
 */
import type { PointSystem } from '../trf/pointSystem.js';
import type { RoundOutcome } from './types.js';

export function pointsOf(outcome: RoundOutcome, system: PointSystem): number {
  switch (outcome.kind) {
    case 'played': {
      const white = outcome.colour === 'w';
      if (outcome.result === 'win') return white ? system.winWhite : system.winBlack;
      if (outcome.result === 'draw') return white ? system.drawWhite : system.drawBlack;
      return white ? system.lossWhite : system.lossBlack;
    }
    case 'forfeit':
      return outcome.result === 'win' ? system.forfeitWin : system.forfeitLoss;
    case 'pending':
      return 0;
    case 'pab':
      return system.pab;
    case 'bye':
      return outcome.bye === 'full' ? system.fullBye : outcome.bye === 'half' ? system.halfBye : system.zeroBye;
    case 'none':
      return system.zeroBye;
  }
}
