/** Colour preferences as the fast path's counting bounds read them (C.10 counts preferences, C.11 firm ones). */
import type { DutchPlayer } from '../player.js';

export function prefersWhite(p: DutchPlayer): boolean {
  return p.colourPreference.colour === 'w';
}
export function prefersBlack(p: DutchPlayer): boolean {
  return p.colourPreference.colour === 'b';
}
export function firm(p: DutchPlayer): boolean {
  const s = p.colourPreference.strength;
  return s === 'strong' || s === 'absolute';
}
