/**
 * The C.04.6 variant a team tournament is paired by: colour preferences (1.7: Type A, Type B, none), the primary
 * score (1.2.1: match or game points) and whether the secondary score decides the first-team (4.2.2). Read from the
 * TRF-2026 `192` code (`FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP][_BAKU]`, ../shared/rules/trf2026-teams.md 5.2)
 * or from the command-line options. Chosen once, at the entry point.
 */
import type { TrfDocument } from '../trf/types.js';

export type TeamColourRule = 'a' | 'b' | 'none';
export type TeamScoreKind = 'mp' | 'gp';

export interface TeamVariant {
  readonly colours: TeamColourRule;
  readonly primary: TeamScoreKind;
  /** 4.2.2: the secondary score decides the first-team (unless the competition says not to use it). */
  readonly secondaryForColours: boolean;
  /** `_BAKU` in the code: C.04.7 acceleration (match points only). */
  readonly baku: boolean;
}

/** 1.2.2 and 1.7: match points primary, game points for colours, Type A. */
export const DEFAULT_TEAM_VARIANT: TeamVariant = { colours: 'a', primary: 'mp', secondaryForColours: true, baku: false };

/** The team Swiss codes of the ETT26 table, verbatim. */
export const TEAM_SWISS_CODES: readonly string[] = [
  'FIDE_TEAM_TYPEA_MP_GP', 'FIDE_TEAM_TYPEA_GP_MP', 'FIDE_TEAM_TYPEA_MP', 'FIDE_TEAM_TYPEA_GP',
  'FIDE_TEAM_TYPEB_MP_GP', 'FIDE_TEAM_TYPEB_GP_MP', 'FIDE_TEAM_TYPEB_MP', 'FIDE_TEAM_TYPEB_GP',
  'FIDE_TEAM_MP_GP', 'FIDE_TEAM_GP_MP', 'FIDE_TEAM_MP', 'FIDE_TEAM_GP', 'FIDE_TEAM',
  'CUSTOM_TEAM_SWISS_MP', 'CUSTOM_TEAM_SWISS_GP',
  'FIDE_TEAM_TYPEA_MP_GP_BAKU', 'FIDE_TEAM_TYPEA_MP_BAKU', 'FIDE_TEAM_TYPEB_MP_GP_BAKU', 'FIDE_TEAM_TYPEB_MP_BAKU',
  'FIDE_TEAM_MP_GP_BAKU', 'FIDE_TEAM_MP_BAKU', 'FIDE_TEAM_BAKU', 'CUSTOM_TEAM_SWISS',
];

/** Team codes that are not a Swiss (round robins, knock-out): recognised as team files, not paired by C.04.6. */
export const TEAM_OTHER_CODE = /^(BERGER_TEAM_(ROUNDROBIN(_G\d+)?|DOUBLEROUNDROBIN)|FIDE_TEAM_(DOUBLE)?ROUNDROBIN|CUSTOM_TEAM_(ROUNDROBIN|KNOCKOUT))$/;

/** Whether a 192 text names a team event (ETT26: "the word TEAM always appears in the code"). */
export function isTeamCode(code: string): boolean {
  return code.toUpperCase().includes('TEAM');
}

/** Whether a document is a team file: a team 192 code or a 310 record. O(records). */
export function isTeamDocument(doc: TrfDocument): boolean {
  for (const r of doc.records) {
    if (r.kind === 'header' && r.code === '192' && isTeamCode(r.text)) return true;
    if (r.kind === 'unknown' && r.text.startsWith('310 ')) return true;
  }
  return false;
}

/**
 * The variant of a team Swiss code, or null if the code is not one of TEAM_SWISS_CODES. `FIDE_TEAM` and
 * `FIDE_TEAM_BAKU` are the defaults (Type A, MP, GP for colours); without TYPEA/TYPEB otherwise: no colour
 * preferences; one score only: the secondary score is not used for colours. `CUSTOM_TEAM_SWISS*` is paired by
 * the defaults with the named primary score (the organiser's own rules are not in the file).
 */
export function teamVariantFromCode(text: string): TeamVariant | null {
  const code = text.trim().toUpperCase();
  if (!TEAM_SWISS_CODES.includes(code)) return null;
  if (code.startsWith('CUSTOM_TEAM_SWISS')) {
    return code.endsWith('_GP') ? { ...DEFAULT_TEAM_VARIANT, primary: 'gp' } : DEFAULT_TEAM_VARIANT;
  }
  const baku = code.endsWith('_BAKU');
  const parts = code.replace(/_BAKU$/, '').split('_').slice(2);
  if (parts.length === 0) return { ...DEFAULT_TEAM_VARIANT, baku };
  const colours: TeamColourRule = parts[0] === 'TYPEA' ? 'a' : parts[0] === 'TYPEB' ? 'b' : 'none';
  const scores = colours === 'none' ? parts : parts.slice(1);
  return { colours, primary: scores[0] === 'GP' ? 'gp' : 'mp', secondaryForColours: scores.length > 1, baku };
}

/** The shortest code naming a variant (for files swisspair writes). */
export function teamCodeOf(v: TeamVariant): string {
  const type = v.colours === 'a' ? '_TYPEA' : v.colours === 'b' ? '_TYPEB' : '';
  const second = v.secondaryForColours ? (v.primary === 'mp' ? '_GP' : '_MP') : '';
  return `FIDE_TEAM${type}_${v.primary.toUpperCase()}${second}${v.baku ? '_BAKU' : ''}`;
}
