/**
 * What a file says that swisspair cannot use, and records that make no sense on their own terms. A pairing engine
 * must not refuse a valid file for a record it does not need (TRF-2026 team records, other programs' extensions),
 * but it must not drop a line without a word either: each unused record code is a warning at its first line.
 * Records whose content contradicts itself (`XXP 1 1`, two different numbers of rounds) are errors.
 */
import type { Diagnostic, SourcePosition } from '../errors.js';
import { tokenize } from './fields.js';
import { CODES_162 } from './records.js';
import { isTeamFile } from './teamFile.js';
import { TEAM_RESULT_TYPES, teamPointFields } from './teamPoints.js';
import type { TrfDocument, TrfRecord } from './types.js';

const TEAM_RECORDS: ReadonlySet<string> = new Set(['013', '300', '310', '320', '330', '352', '362', '801', '802']);

export interface Notices {
  readonly errors: readonly Diagnostic[];
  readonly warnings: readonly Diagnostic[];
}

/**
 * Record codes other programs or TRF-2026 define, with what they are, so the warning can say why the line is not
 * used. Any other code is one "nobody defines" (py4swiss's `invalid_code` fixture has `101`).
 */
const KNOWN_UNUSED: Readonly<Record<string, string>> = {
  '300': 'TRF-2026 team round record',
  '310': 'TRF-2026 team record',
  '320': 'TRF-2026 team pairing-allocated bye record',
  '330': 'TRF-2026 team forfeit record',
  '801': 'TRF-2026 team result record (informative)',
  '802': 'TRF-2026 team result record (informative)',
  DAT: 'Tornelo extra player data',
  TNR: 'CPPDubovSystem number of rounds (swisspair reads XXR or 142)',
  ACC: 'CPPDubovSystem Baku acceleration (swisspair reads XXA or 250)',
  BYE: 'CPPDubovSystem absence (swisspair reads XXZ or 240)',
  FOR: 'CPPDubovSystem forbidden pair (swisspair reads XXP or 260)',
};

/** A TRF-2026 national rating record: a federation code in place of 001, then the 001 columns (not pairing data). */
const isNationalRecord = (code: string, raw: string): boolean => /^[A-Z]{3}$/.test(code) && /^[A-Z]{3} [ \d]{4} /.test(raw);

/** Warnings for unused records and errors for self-contradicting ones. O(records + length of their lines). */
export function recordNotices(doc: TrfDocument, fileName: string, team = isTeamFile(doc)): Notices {
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  const at = (record: TrfRecord, column: number): SourcePosition | null =>
    record.line === undefined ? null : { file: fileName, line: record.line, column };

  // One warning per unused code, at its first line, with the number of such lines.
  const unused = new Map<string, { first: TrfRecord; count: number }>();
  let totalRounds: Extract<TrfRecord, { kind: 'totalRounds' }> | null = null;
  const records = doc.records;
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!; // by index: no iterator object per line
    switch (record.kind) {
      case 'unknown': {
        const code = record.text.slice(0, 3);
        const entry = unused.get(code);
        if (entry === undefined) unused.set(code, { first: record, count: 1 });
        else entry.count++;
        break;
      }
      case 'pointSystem':
        if (record.code === '162') {
          for (const key of record.values.keys()) {
            if (CODES_162.has(key)) continue;
            const column = (record.raw ?? '').indexOf(key, 4) + 1;
            warnings.push({
              position: at(record, column > 0 ? column : 5),
              message: `162 code ${key} is not a TRF-2026 scoring code: its value is not used`,
              found: key,
              expected: 'W, D, L, A (absence), P (pairing-allocated bye) or X',
            });
          }
        }
        break;
      case 'pointAdjustment':
        if (team) {
          const w = teamPointNotice(record);
          if (w !== null) warnings.push({ position: at(record, 5), ...w });
        } else if (record.type !== '') {
          warnings.push({
            position: at(record, 5),
            message: `299 of type ${record.type} (a team point assignment) is not used: only 299 with a blank type (a bonus or penalty) counts in the scores`,
            found: record.type,
            expected: 'a blank type at column 5 for an individual bonus or penalty',
          });
        } else if (record.round === null || record.ids.length === 0) {
          warnings.push({
            position: at(record, 5),
            message: '299 names no round or no player: it is not used',
            expected: 'points, a round and one or more starting ranks',
          });
        }
        break;
      case 'forbiddenPairs':
      case 'prohibitedPairings': {
        const skip = record.kind === 'prohibitedPairings' ? 2 : 0;
        const columns = tokenize(record.raw ?? '', 5).slice(skip).map((t) => t.column);
        const seen = new Set<number>();
        record.ids.forEach((id, index) => {
          if (seen.has(id)) {
            errors.push({
              position: at(record, columns[index] ?? 5),
              message: `${record.kind === 'forbiddenPairs' ? 'XXP' : '260'} names player ${id} twice: a player cannot be paired with himself anyway`,
              found: String(id),
              expected: 'two or more different starting ranks',
            });
          }
          seen.add(id);
        });
        break;
      }
      case 'totalRounds':
        if (totalRounds === null) totalRounds = record;
        else if (totalRounds.rounds !== record.rounds || totalRounds.code === record.code) {
          const sameValue = totalRounds.rounds === record.rounds;
          const d: Diagnostic = {
            position: at(record, 5),
            message: sameValue
              ? `${record.code} repeats the number of rounds (already given by ${totalRounds.code}${lineOf(totalRounds)})`
              : `${record.code} says ${record.rounds} rounds but ${totalRounds.code}${lineOf(totalRounds)} says ${totalRounds.rounds}`,
            found: String(record.rounds),
            expected: sameValue ? 'one XXR (and/or one 142) record' : `the same number of rounds (${totalRounds.rounds})`,
          };
          (sameValue ? warnings : errors).push(d);
        }
        break;
      default:
        break;
    }
  }
  // A team file's team records are read, by the team model (src/model/team.ts): nothing to say about them.
  for (const [code, { first, count }] of unused) {
    if (team && TEAM_RECORDS.has(code)) continue;
    const raw = first.raw ?? '';
    const what =
      KNOWN_UNUSED[code] ??
      (isNationalRecord(code, raw) ? 'TRF-2026 national rating record' : code.startsWith('#') ? 'comment line (TRF-2026 writes ###)' : null);
    const lines = count > 1 ? ` (${count} lines)` : '';
    warnings.push({
      position: at(first, 1),
      message:
        what === null
          ? `unknown record code ${JSON.stringify(code)}${lines}: the line is kept but not read`
          : `${what} ${code}${lines} is not used for pairing`,
      found: raw.length > 40 ? `${raw.slice(0, 40)}…` : raw,
      ...(what === null ? { expected: 'a TRF-16, TRF(x) or TRF-2026 record code (001 for a player)' } : {}),
    });
  }
  return { errors, warnings };
}

function lineOf(record: TrfRecord): string {
  return record.line === undefined ? '' : ` at line ${record.line}`;
}

/**
 * What a team file's 299 record does not say (src/model/teamPoints.ts applies the rest): an unknown type, a bonus
 * or penalty naming no team, game points on a W/D/L record (a match played over the board keeps its boards' game
 * points, C.07 11.1).
 */
function teamPointNotice(record: Extract<TrfRecord, { kind: 'pointAdjustment' }>): Omit<Diagnostic, 'position'> | null {
  if (record.type === '') {
    if (record.ids.length > 0) return null;
    return { message: '299 bonus or penalty names no team: it is not used', expected: 'match points, game points, a round (000: from the start) and one or more team pairing numbers' };
  }
  const type = record.type.toUpperCase();
  if (!TEAM_RESULT_TYPES.includes(type)) {
    return { message: `299 type ${record.type} is not a TRF-2026 result type: the record is not used`, found: record.type, expected: 'W, D, L, F, H, Z, + or -, or blank for a bonus or penalty' };
  }
  const gp = teamPointFields(record).gamePoints;
  if ((type === 'W' || type === 'D' || type === 'L') && gp !== null && gp !== 0) {
    return { message: `299 of type ${type}: its match points are used, its game points are not (a match played over the board has its boards' game points)`, found: record.type };
  }
  return null;
}
