/**
 * The tie-break list `generate --tiebreaks` writes as TRF-2026 `202`: C.07 codes, each with its modifiers
 * (`BH/C1`, `ARO/U1600`), comma-separated. Read by the standings' parser — the project's one reader of tie-break
 * lists — so that the generator writes only lists that `standings` and `check` read back; here the result is
 * only shaped for the option's message (exit 3 naming `--tiebreaks`) and for the record's text.
 */
import { parseTiebreakList, TiebreakListError } from '../standings/index.js';
import type { ParsedList } from './events.js';

const EXPECTED = 'a comma-separated list of C.07 tie-breaks, each with its modifiers (/Cn /Mn /P /Un), e.g. BH/C1,BH,SB,DE, each once';

/** The list's entries in upper case (the 202 text), or what was expected and what is wrong with `text`. */
export function parseTiebreaks(text: string): ParsedList<readonly string[]> {
  let codes: string[];
  try {
    codes = parseTiebreakList(text, { what: '--tiebreaks' }).map((spec) => spec.code.toUpperCase());
  } catch (error) {
    if (!(error instanceof TiebreakListError)) throw error;
    const problem = error.diagnostics[0];
    return { ok: false, expected: problem === undefined ? EXPECTED : `${EXPECTED} (${problem.message}; expected ${problem.expected ?? 'a tie-break'})` };
  }
  if (codes.length === 0) return { ok: false, expected: EXPECTED };
  // Points rank first without being listed (C.07 4.2); a repeated entry decides nothing the first did not.
  if (codes.includes('PTS')) return { ok: false, expected: `${EXPECTED} (PTS is not listed: points rank first)` };
  if (new Set(codes).size !== codes.length) return { ok: false, expected: EXPECTED };
  return { ok: true, value: codes };
}
