/**
 * Round robins by the Berger tables (C.05 Annex 1) behind the PairingSystem interface. The variants are the
 * `192` codes' (format.ts): `single` (FIDE_ROUNDROBIN), `double` (BERGER_DOUBLEROUNDROBIN: the table twice,
 * colours reversed), `fide-double` (FIDE_DOUBLEROUNDROBIN: the same with the first cycle's last two rounds
 * swapped). The file's own code decides the schedule when it names one (BERGER_ROUNDROBIN_G3 too); the variant
 * chosen once at the entry point stands for a file that names none (`--system roundrobin --edition double`).
 *
 * `pair` returns the table round: every scheduled game, in the table's board order (a player known to be absent
 * keeps his game: the command writes it as a forfeit, C.06 V.4), and the odd field's bye among the players not
 * paired (it is no pairing-allocated bye: no points). `fixedSchedule` tells `pair` and `check` that the pairings
 * were fixed in advance, so that they write absences as forfeits and compare every board with the table.
 */
import { playerId, type Tournament } from '../../model/types.js';
import { UNPLAYED_2017 } from '../../model/unplayed.js';
import type { PairingSystem } from '../system.js';
import type { RoundPairing } from '../shared/types.js';
import { pairRoundRobin, roundRobinOf } from './event.js';
import { roundRobinFormat, type RoundRobinFormat } from './format.js';

const VARIANTS: Readonly<Record<string, string>> = {
  single: 'FIDE_ROUNDROBIN',
  double: 'BERGER_DOUBLEROUNDROBIN',
  'fide-double': 'FIDE_DOUBLEROUNDROBIN',
};

function variantOf(f: RoundRobinFormat): string | null {
  if (f.cycles === 1) return 'single';
  if (f.cycles === 2) return f.swapLastTwo ? 'fide-double' : 'double';
  return null; // BERGER_ROUNDROBIN_Gn, n > 2: the code itself says it
}

/** The schedule of a tournament: its own `192` code's when it names a round robin, else the chosen variant's. */
export function roundRobinFormatFor(t: Tournament, edition: string): RoundRobinFormat {
  const own = roundRobinOf(t);
  return own !== null && !own.team ? own : roundRobinFormat(VARIANTS[edition] ?? 'FIDE_ROUNDROBIN')!;
}

export const roundRobinSystem: PairingSystem = {
  id: 'roundrobin',
  label: 'Round robin',
  article: 'C.05 Annex 1',
  units: 'players',
  editions: ['single', 'double', 'fide-double'],
  editionOn: () => 'single',
  readCode: (code) => {
    const f = roundRobinFormat(code);
    // Team round robins wait for the team model (src/model); CUSTOM_ has no table.
    if (f === null || f.team || f.custom) return undefined;
    return { edition: variantOf(f) };
  },
  writeCode: (edition) => VARIANTS[edition] ?? 'FIDE_ROUNDROBIN',
  namedBy: (text) => /round.?robin|berger/i.test(text),
  unplayed: () => UNPLAYED_2017,
  pair: (state, choice): RoundPairing => {
    const p = pairRoundRobin(state.tournament, roundRobinFormatFor(state.tournament, choice.edition), state.round);
    return {
      round: p.round,
      pairs: p.games.map((g) => ({ white: g.white, black: g.black })),
      bye: null,
      notPaired: p.bye === null ? [] : [playerId(p.bye)],
    };
  },
  fixedSchedule: true,
};
