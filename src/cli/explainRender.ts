/** Text of `pair --explain`: the rules' brackets in order, what each decided and why (src/check/explainPairing.ts, src/systems/<system>/reasons/explain.ts). */
import { explainPairing, type PairingExplanation } from '../check/explainPairing.js';
import type { RoundState } from '../model/state.js';
import { stateForEdition, type EditionedPairing } from '../systems/index.js';

/** The explanation of `pair --explain`, on the state as the pairing's edition reads it. */
export function explanationOf(state: RoundState, p: EditionedPairing, unratedRating: number | undefined): PairingExplanation {
  return explainPairing(stateForEdition(state, p.edition), p.edition, p, unratedRating === undefined ? {} : { unratedRating });
}

/**
 * Players are named as the board table names them: pairing number, then name (issue 16.7). Names hold commas
 * ("Carlsen, Magnus"), so a list is separated by semicolons.
 */
export function renderExplanation(e: PairingExplanation, nameOf: (id: number) => string = () => ''): string {
  const who = (id: number): string => {
    const name = nameOf(id);
    return name === '' ? String(id) : `${id} ${name}`;
  };
  const ids = (xs: readonly number[]): string => (xs.length === 0 ? '-' : xs.map(who).join('; '));
  let out = `\nHow the rules reached round ${e.round}\n`;
  for (const b of e.brackets) {
    out += `\nBracket ${b.score}${b.kind === 'normal' || b.kind === 'bracket' ? '' : ` (${b.kind})`}\n`;
    if (b.mdps.length > 0) out += `  MDPs: ${ids(b.mdps)}\n`;
    out += `  residents: ${ids(b.residents)}\n`;
    if (b.upfloaters.length > 0) out += `  upfloaters: ${ids(b.upfloaters)}\n`;
    out += `  pairs: ${b.pairs.length === 0 ? '-' : b.pairs.map(([a, c]) => `${who(a)} - ${who(c)}`).join('; ')}\n`;
    if (b.downfloaters.length > 0) out += `  downfloaters: ${ids(b.downfloaters)}\n`;
    for (const c of b.criteria) out += `  ${c.article} ${c.measure}: ${c.value}\n`;
    for (const d of b.decisions) out += `  why: ${d.text}\n`;
  }
  if (e.byeDecision !== null) out += `\nPairing-allocated bye: ${e.byeDecision.text}\n`;
  return out;
}
