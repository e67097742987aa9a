/**
 * Which round robin a tournament is: the TRF-2026 `192` code (ETT26, rules/trf2026-teams.md §5) read once, here.
 *
 * - `FIDE_ROUNDROBIN`, `BERGER_ROUNDROBIN` (= `_G1`): one cycle of the Berger table.
 * - `BERGER_DOUBLEROUNDROBIN` (= `BERGER_ROUNDROBIN_G2`), `BERGER_ROUNDROBIN_Gn`: the table n times, colours
 *   reversed in every second cycle.
 * - `FIDE_DOUBLEROUNDROBIN`: two cycles, colours reversed in the second, and the last two rounds of the first
 *   cycle swapped (the recommendation of rules/round-robin-berger.md §1, which Gacrux applies to this code only).
 * - the same with `_TEAM_` for team round robins.
 * - `CUSTOM_ROUNDROBIN` / `CUSTOM_TEAM_ROUNDROBIN`: a round robin not by the tables; nothing to pair or check.
 */
export interface RoundRobinFormat {
  /** The code as written (upper case). */
  readonly code: string;
  /** Times the table is played. */
  readonly cycles: number;
  /** FIDE's double round robin: table rounds N-2 and N-1 swapped in the first cycle. */
  readonly swapLastTwo: boolean;
  readonly team: boolean;
  /** CUSTOM_...: fixed in advance, but not by the Berger tables. */
  readonly custom: boolean;
}

const CODE = /^(FIDE|BERGER|CUSTOM)_(TEAM_)?(DOUBLE)?ROUNDROBIN(?:_G(\d{1,2}))?$/;

/** The round robin a `192` code names, or null when it names none (a Swiss, nothing, or an unknown code). */
export function roundRobinFormat(code: string | null | undefined): RoundRobinFormat | null {
  const text = (code ?? '').trim().toUpperCase();
  const m = CODE.exec(text);
  if (m === null) return null;
  const double = m[3] !== undefined;
  const gn = m[4] === undefined ? null : Number(m[4]);
  if (gn !== null && (double || m[1] !== 'BERGER' || gn < 1)) return null;
  const cycles = double ? 2 : (gn ?? 1);
  return { code: text, cycles, swapLastTwo: m[1] === 'FIDE' && double, team: m[2] !== undefined, custom: m[1] === 'CUSTOM' };
}

/** The `192` code for a new round robin. */
export function roundRobinCode(o: { readonly double: boolean; readonly team?: boolean; readonly swap?: boolean }): string {
  const team = o.team === true ? 'TEAM_' : '';
  if (!o.double) return `FIDE_${team}ROUNDROBIN`;
  return o.swap === false ? `BERGER_${team}DOUBLEROUNDROBIN` : `FIDE_${team}DOUBLEROUNDROBIN`;
}
