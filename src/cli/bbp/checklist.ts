/**
 * The check list of the bbpPairings command line (`-l`): for the round paired, one line per player to be paired,
 * grouped by scoregroup (highest first, then pairing number), tab-separated: number, points, colour history of
 * the games played, colour preference (`w`/`b` mild, `(W)`/`(B)` strong, `W`/`B` absolute, `A` none), PAB
 * eligibility (Y/N), floats of the two previous rounds (D/U), the pairing made, and the opponents of each earlier
 * round (blank when no game was played). The float columns are headed by the articles that read them (the
 * system's BbpSupport.floatArticles: C12/C14 in the 2017 Dutch rules, C14/C16 in the 2026 ones). The layout is JaVaFo's and bbpPairings's (its README,
 * "Checklist"). O(players × rounds).
 */
import type { Float, PlayerState, RoundState } from '../../model/state.js';
import { systemById, type Edition, type RoundPairing, type SystemName } from '../../systems/index.js';
import { points } from '../render.js';

function preference(p: PlayerState): string {
  const { colour, strength } = p.colourPreference;
  if (colour === null) return '  A ';
  const c = colour === 'w' ? 'W' : 'B';
  if (strength === 'mild') return `  ${c.toLowerCase()} `;
  return strength === 'strong' ? ` (${c})` : `  ${c} `;
}

const floatCell = (f: Float): string => `  ${f === 'down' ? 'D' : f === 'up' ? 'U' : ' '}`;

/**
 * The table written for one round. Each column is as wide as its widest cell or its header (numbers, points,
 * the pairing made, opponents), except the colour history: one more than the rounds played.
 */
/** The headers of the two float columns for a system's edition (a system without a check list: F-1, F-2). */
export function floatColumns(system: SystemName, edition: Edition): readonly [string, string] {
  return systemById(system).bbp?.floatArticles?.(edition) ?? ['F-1', 'F-2'];
}

export function checklistTable(state: RoundState, pairing: RoundPairing, [f1, f2]: readonly [string, string]): string {
  const toPair = [...state.players.filter((p) => p.toBePaired)].sort((a, b) => b.pairingScore - a.pairingScore || a.id - b.id);
  const played = state.round - 1;
  const current = new Map<number, string>();
  for (const pair of pairing.pairs) {
    current.set(pair.white, `(${pair.black}W)`);
    current.set(pair.black, `(${pair.white}B)`);
  }
  if (pairing.bye !== null) current.set(pairing.bye, '(bye)');
  const opponent = (p: PlayerState, r: number): string => {
    const o = p.info.rounds[r];
    return o !== undefined && o.kind === 'played' ? String(o.opponent) : '';
  };
  const width = (header: string, cells: readonly string[]): number => Math.max(header.length, ...cells.map((c) => c.length));
  const idWidth = width('ID', toPair.map((p) => String(p.id)));
  const ptsWidth = width('Pts', toPair.map((p) => points(p.pairingScore)));
  const curWidth = width('Cur', toPair.map((p) => current.get(p.id) ?? ''));
  const roundWidths = Array.from({ length: played }, (_, r) => width(`R${r + 1}`, toPair.map((p) => opponent(p, r))));
  const pad = (s: string, w: number): string => s.padStart(w, ' ');
  const rounds = roundWidths.map((w, r) => `${pad(`R${r + 1}`, w)}\t`).join('');
  let out = `\n${pad('ID', idWidth)}\t${pad('Pts', ptsWidth)}\t${'-'.repeat(played + 1)}\tPref\tC2\t${f1}\t${f2}\t${pad('Cur', curWidth)}\t\t${rounds}\n`;
  let group: number | null = null;
  for (const p of toPair) {
    if (p.pairingScore !== group) out += '\n';
    group = p.pairingScore;
    const cells = [
      pad(String(p.id), idWidth),
      pad(points(p.pairingScore), ptsWidth),
      pad(p.colours.join('').toUpperCase(), played + 1),
      preference(p),
      ` ${p.pabEligible ? 'Y' : 'N'}`,
      floatCell(p.floats[0]),
      floatCell(p.floats[1]),
      pad(current.get(p.id) ?? '', curWidth),
    ];
    out += `${cells.join('\t')}\t\t${roundWidths.map((w, r) => `${pad(opponent(p, r), w)}\t`).join('')}\n`;
  }
  return out + '\n\n';
}
