/**
 * The tie-break list `generate --tiebreaks` writes as TRF-2026 `202`: C.07 codes, each with its modifiers
 * (`BH/C1`, `ARO/U1600`), comma-separated, points implied first (so `PTS` is not one of them). Only the syntax
 * and the names are checked here: the standings module computes them.
 */
import type { ParsedList } from './events.js';

/** C.07 individual tie-breaks, as TRF-2026 writes them (`GE` is the pre-2026 name of `REP`). */
const CODES = new Set([
  'STD', 'WIN', 'WON', 'BPG', 'BWG', 'REP', 'GE', 'PS', 'BH', 'FB', 'AOB', 'SB', 'KS', 'DE', 'ARO', 'TPR', 'PTP', 'APRO', 'APPO', 'RTNG', 'TPN',
]);

/** Modifiers: /Cn cut, /Mn median, /P unplayed as played, /Un rating for the unrated. */
const MODIFIER = /^(C[0-9]{1,2}|M[0-9]{1,2}|P|U[0-9]{1,4})$/;

export function parseTiebreaks(text: string): ParsedList<readonly string[]> {
  const expected = `a comma-separated list of C.07 tie-breaks (${[...CODES].join(' ')}), each with its modifiers (/Cn /Mn /P /Un), e.g. BH/C1,BH,SB,DE`;
  const list = text.split(',').map((t) => t.trim().toUpperCase());
  const valid = list.every((item) => {
    const [code, ...modifiers] = item.split('/');
    return CODES.has(code!) && modifiers.every((m) => MODIFIER.test(m));
  });
  return valid && new Set(list).size === list.length ? { ok: true, value: list } : { ok: false, expected: `${expected}, each once` };
}
