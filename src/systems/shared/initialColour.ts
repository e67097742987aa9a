/**
 * The initial colour (Dutch E.5, Dubov E.0): drawn by lot before round 1 and recorded as XXC white1/black1
 * (TRF(x)) or 152 W/B (TRF-2026). When the file does not say, it is read back from the first round F in which
 * colours were given, by running E.5 backwards on a pair of that round whose two players had no colour history
 * (so no earlier rule decided their colours): its higher-ranked player (A.2: score before round F, then pairing
 * number) received the initial colour if his pairing number is odd, the other colour if it is even.
 * If no round has such a pair, the first player by pairing number paired in round F is taken as the higher-ranked
 * one of his pair. With no colour anywhere and nothing recorded: white.
 */
import { deriveRoundState, type RoundState } from '../../model/state.js';
import type { Colour, RoundOutcome } from '../../model/types.js';

function colourIn(o: RoundOutcome | undefined): Colour | null {
  if (o === undefined) return null;
  if (o.kind === 'played' || o.kind === 'pending' || o.kind === 'forfeit') return o.colour;
  return null;
}

const other = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');

/** O(players × rounds). */
export function initialColourOf(state: RoundState): Colour {
  const t = state.tournament;
  if (t.initialColour !== null) return t.initialColour;
  // The whole file is read, also when re-pairing an early round: the draw of lots is a fact of the event.
  for (let f = 1; f <= t.roundsInFile; f++) {
    if (!t.players.some((p) => colourIn(p.rounds[f - 1]) !== null)) continue;
    const before = deriveRoundState(t, f);
    const byId = new Map(before.players.map((p) => [p.id, p]));
    for (const s of before.players) {
      const o = s.info.rounds[f - 1];
      const c = colourIn(o);
      if (c === null || o === undefined || !('opponent' in o)) continue;
      const opp = byId.get(o.opponent);
      if (opp === undefined || s.colours.length > 0 || opp.colours.length > 0) continue;
      const sHigher = s.pairingScore > opp.pairingScore || (s.pairingScore === opp.pairingScore && s.id < opp.id);
      const higher = sHigher ? s : opp;
      const higherColour = sHigher ? c : other(c);
      return higher.pairingNumber % 2 === 1 ? higherColour : other(higherColour);
    }
    const first = before.players.find((p) => colourIn(p.info.rounds[f - 1]) !== null);
    if (first !== undefined) {
      const c = colourIn(first.info.rounds[f - 1])!;
      return first.pairingNumber % 2 === 1 ? c : other(c);
    }
  }
  return 'w';
}
