/**
 * The absolute criteria checked on the file's own pairing, before anything is compared with the rules' pairing:
 * players who met before (C.1) or may not meet (forbidden pairs, treated like C.1), the pairing-allocated bye to
 * a player who may not receive it (C.2: a second PAB, or after scoring without playing), two players with the
 * same absolute colour preference meeting (C.3; the Dutch exception for topscorers), the colour limits of
 * C.04.1.f/g for non-topscorers. (A player the file leaves without a game or a bye is read as absent from the
 * round, so the file's round is complete by construction.)
 */
import type { PlayerState, RoundState } from '../../../model/state.js';
import type { Colour, PlayerId } from '../../../model/types.js';
import { sortedIds, type PairingSummary, type Reason } from './reason.js';

/** The articles an edition gives the absolute criteria. */
export interface AbsoluteArticles {
  readonly metBefore: string;
  readonly bye: string;
  readonly sameAbsolute: string;
  /** Who is exempt from C.3 and the colour limits: Dutch topscorers in the last round; nobody in Dubov. */
  readonly exempt: (p: PlayerState) => boolean;
}

/** A.7 (Dutch): a topscorer has over 50% of the maximum possible score, when the final round is paired. */
export function dutchTopscorer(state: RoundState): (p: PlayerState) => boolean {
  const ps = state.tournament.pointSystem;
  const perRound = Math.max(ps.winWhite, ps.winBlack, ps.drawWhite, ps.drawBlack);
  const threshold = (state.round - 1) * perRound;
  return (p) => state.isLastRound && 2 * p.pairingScore > threshold;
}

function hadPab(state: RoundState, id: PlayerId): boolean {
  const info = state.tournament.players.find((p) => p.id === id);
  return info !== undefined && info.rounds.slice(0, state.round - 1).some((o) => o.kind === 'pab');
}

/** The first absolute criterion the file's pairing breaks, or null. O(players × rounds). */
export function absoluteBreach(state: RoundState, file: PairingSummary, a: AbsoluteArticles): Reason | null {
  const byId = new Map(state.players.map((p) => [p.id, p]));
  const r = state.round;
  for (const [w, b] of file.pairs) {
    const pw = byId.get(w);
    const pb = byId.get(b);
    if (pw === undefined || pb === undefined) continue;
    if (pw.opponents.has(b)) {
      return { kind: 'absolute', article: a.metBefore, players: sortedIds([w, b]), text: `${a.metBefore}: ${w} and ${b} have already played each other` };
    }
    if (state.isForbidden(w, b)) {
      return { kind: 'absolute', article: a.metBefore, players: sortedIds([w, b]), text: `${a.metBefore}: ${w} and ${b} may not be paired in round ${r} (a forbidden pair)` };
    }
  }
  if (file.bye !== null) {
    const p = byId.get(file.bye);
    if (p !== undefined && !p.pabEligible) {
      const why = hadPab(state, p.id)
        ? 'has already received a pairing-allocated bye'
        : 'has already scored in a round without playing as many points as a win';
      return { kind: 'absolute', article: a.bye, players: [p.id], text: `${a.bye}: ${p.id} receives the pairing-allocated bye but ${why}` };
    }
  }
  for (const [w, b] of file.pairs) {
    const pw = byId.get(w);
    const pb = byId.get(b);
    if (pw === undefined || pb === undefined) continue;
    const fw = pw.colourPreference;
    const fb = pb.colourPreference;
    if (fw.strength === 'absolute' && fb.strength === 'absolute' && fw.colour === fb.colour && !a.exempt(pw) && !a.exempt(pb)) {
      const c = fw.colour === 'w' ? 'white' : 'black';
      return {
        kind: 'absolute',
        article: a.sameAbsolute,
        players: sortedIds([w, b]),
        text: `${a.sameAbsolute}: ${w} and ${b} both have an absolute preference for ${c} and may not meet`,
      };
    }
  }
  const uncoloured = new Set(file.uncoloured ?? []);
  for (const [w, b] of file.pairs) {
    if (uncoloured.has(`${w}-${b}`)) continue;
    for (const [id, got] of [[w, 'w'], [b, 'b']] as const) {
      const p = byId.get(id);
      if (p === undefined || a.exempt(p)) continue;
      const breach = colourLimit(p, got);
      if (breach !== null) {
        const c = got === 'w' ? 'white' : 'black';
        const text =
          breach === 'C.04.1.f'
            ? `C.04.1.f: ${id} gets ${c} and a colour difference of ${p.colourDifference + (got === 'w' ? 1 : -1)} (beyond ±2 is allowed to topscorers only)`
            : `C.04.1.g: ${id} gets ${c} a third time in a row (allowed to topscorers only)`;
        return { kind: 'absolute', article: breach, players: [id], text };
      }
    }
  }
  return null;
}

/** C.04.1.f (colour difference beyond ±2) or g (three times the same colour in a row), or null. O(1). */
function colourLimit(p: PlayerState, got: Colour): 'C.04.1.f' | 'C.04.1.g' | null {
  const diff = p.colourDifference + (got === 'w' ? 1 : -1);
  if (diff > 2 || diff < -2) return 'C.04.1.f';
  const n = p.colours.length;
  if (n >= 2 && p.colours[n - 1] === got && p.colours[n - 2] === got) return 'C.04.1.g';
  return null;
}
