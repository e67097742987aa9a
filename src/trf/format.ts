/**
 * Record → line. A record read from a file is printed as read (`raw`), so untouched files round-trip byte for
 * byte; a record built or changed in code is printed in canonical form, at the exact TRF columns. The canonical
 * form is a fixed point of the reader: parsing it gives the record back. Every normalisation it makes is listed
 * in docs/trf.md. Values that cannot be printed in their columns are refused (InputError), never truncated.
 */
import { InputError } from '../errors.js';
import { formatTenths } from './fields.js';
import { HEADER_CODES, isBlankLine, KNOWN_CODES } from './parse.js';
import { blockColumn } from './player.js';
import { MAX_ID, MAX_ROUND } from './records.js';
import type { PlayerRecord, RoundBlock, Tenths, TrfRecord } from './types.js';

/** The line of a record, without terminator: `raw` when present, else the canonical form. O(length of the line). */
export function formatRecord(record: TrfRecord): string {
  const line = uncheckedLine(record);
  if (line.includes('\n') || line.includes('\r')) refuse(record, 'the text contains a line break');
  return line;
}

/**
 * formatRecord without the check for a line break (writeTrf checks the whole text at once: a search in a line
 * built by concatenation, as an edit appends a round, would first copy it into one flat string). O(length).
 */
export function uncheckedLine(record: TrfRecord): string {
  return record.raw ?? canonical(record);
}

/** Drops `line` and `raw`, e.g. before changing a record or to compare records regardless of their source. */
export function withoutSource<R extends TrfRecord>(record: R): R {
  const { line: _line, raw: _raw, ...rest } = record;
  // Sound: `line` and `raw` are optional in every record kind, so the rest is still an R.
  return rest as R;
}

function canonical(record: TrfRecord): string {
  switch (record.kind) {
    case 'player':
      return formatPlayer(record);
    case 'header':
      if (!HEADER_CODES.has(record.code)) refuse(record, `${JSON.stringify(record.code)} is not a header code`);
      return record.text === '' ? record.code : `${record.code} ${record.text}`;
    case 'team': {
      const name = text(record, record.name.trimEnd(), 32, 'team name');
      if (record.members.length === 0) return `013 ${name}`.trimEnd();
      return `013 ${name.padEnd(32)}${record.members.map((m) => int(record, m, 1, MAX_ID, 4, 'team member')).join(' ')}`;
    }
    case 'totalRounds':
      return `${record.code} ${int(record, record.rounds, 1, MAX_ROUND, 1, 'number of rounds')}`;
    case 'initialColour':
      if (record.code === '152') {
        if (record.colour === null) refuse(record, '152 needs a colour');
        return `152 ${record.colour === 'white' ? 'W' : 'B'}`;
      }
      return ['XXC', ...(record.rank ? ['rank'] : []), ...(record.colour === null ? [] : [`${record.colour}1`])].join(' ');
    case 'absent':
      return ['XXZ', ...ids(record, record.ids, 1)].join(' ');
    case 'byeDeclaration':
      if (record.ids.length === 0) refuse(record, '240 needs at least one player');
      return `240 ${record.type} ${int(record, record.round, 1, MAX_ROUND, 3, 'round')} ${ids(record, record.ids, 4).join(' ')}`;
    case 'forbiddenPairs':
      if (record.ids.length < 2) refuse(record, 'XXP needs at least two players');
      return ['XXP', ...ids(record, record.ids, 1)].join(' ');
    case 'prohibitedPairings':
      if (record.ids.length < 2) refuse(record, '260 needs at least two players');
      if (record.lastRound < record.firstRound) refuse(record, '260 has its last round before its first');
      return `260 ${int(record, record.firstRound, 1, MAX_ROUND, 3, 'round')} ${int(record, record.lastRound, 1, MAX_ROUND, 3, 'round')} ${ids(record, record.ids, 4).join(' ')}`;
    case 'pointSystem':
      return formatPointSystem(record);
    case 'acceleration':
      return [`XXA ${int(record, record.id, 1, MAX_ID, 4, 'player')}`, ...record.points.map((p) => tenths(record, p, 4))].join(' ');
    case 'acceleratedRounds': {
      if (record.lastRound < record.firstRound || record.lastPlayer < record.firstPlayer) refuse(record, '250 has a range ending before it starts');
      if (record.matchPoints === null && record.gamePoints === null) refuse(record, '250 needs match points or game points');
      if (record.matchPoints === null || record.gamePoints === null) {
        // A blank field can only be told apart by the TRF-2026 columns: 5-8, 10-13, 15-17, 19-21, 23-26, 28-31.
        const points = (v: Tenths | null): string => (v === null ? '    ' : tenths(record, v, 4, 999));
        return [
          '250',
          points(record.matchPoints),
          points(record.gamePoints),
          int(record, record.firstRound, 1, MAX_ROUND, 3, 'round'),
          int(record, record.lastRound, 1, MAX_ROUND, 3, 'round'),
          int(record, record.firstPlayer, 1, MAX_ID, 4, 'player'),
          int(record, record.lastPlayer, 1, MAX_ID, 4, 'player'),
        ].join(' ');
      }
      const fields = [
        tenths(record, record.matchPoints, 1),
        tenths(record, record.gamePoints, 1),
        int(record, record.firstRound, 1, MAX_ROUND, 1, 'round'),
        int(record, record.lastRound, 1, MAX_ROUND, 1, 'round'),
        int(record, record.firstPlayer, 1, MAX_ID, 1, 'player'),
        int(record, record.lastPlayer, 1, MAX_ID, 1, 'player'),
      ];
      return `250 ${fields.join(' ')}`;
    }
    case 'pointAdjustment': {
      if (record.points.length < 1 || record.points.length > 2) refuse(record, '299 holds one or two point values');
      if (record.type.length > 1 || record.type.trim() !== record.type) refuse(record, '299 type is one non-blank character or empty');
      if (record.round === null && record.ids.length > 0) refuse(record, '299 names players without a round');
      const points = record.points.map((p) => signedTenths(record, p));
      const round = record.round === null ? [] : [int(record, record.round, 0, MAX_ROUND, 3, 'round')];
      return ['299', record.type === '' ? ' ' : record.type, ...points, ...round, ...ids(record, record.ids, 4)].join(' ');
    }
    case 'comment':
      return `###${record.text}`;
    case 'unknown':
      // Printed verbatim, so it must read back as an unknown line, not as some other record.
      if (isBlankLine(record.text) || KNOWN_CODES.has(record.text.slice(0, 3).toUpperCase()) || HEADER_CODES.has(record.text.slice(0, 3))) {
        refuse(record, `${JSON.stringify(record.text.slice(0, 3))} would be read as a known record`);
      }
      return record.text;
    case 'blank':
      if (!isBlankLine(record.text)) refuse(record, 'a blank line may hold only spaces and tabs');
      return record.text;
  }
}

const BLANK_BLOCK = '        ';

/**
 * 001 at the TRF-16 columns. Trailing blanks are dropped, except that a line always reaches its last round block
 * (an all-blank last block is written in full), so the reader sees the same number of rounds.
 */
function formatPlayer(p: PlayerRecord): string {
  const sex = text(p, p.sex.trim(), 1, 'sex');
  const parts = [
    '001 ',
    int(p, p.startingRank, 1, MAX_ID, 4, 'starting rank'),
    ' ',
    sex === '' ? ' ' : sex,
    // Titles are right-aligned in 11-13 so that 'GM' and 'WGM' end in the same column.
    text(p, p.title.trim(), 3, 'title').padStart(3),
    ' ',
    text(p, p.name.trimEnd(), 33, 'name').padEnd(33),
    ' ',
    int(p, p.rating, 0, 9999, 4, 'rating'),
    ' ',
    text(p, p.federation.trim(), 3, 'federation').padEnd(3),
    ' ',
    text(p, p.fideId.trim(), 11, 'FIDE id').padStart(11),
    ' ',
    text(p, p.birthDate.trim(), 10, 'birth date').padEnd(10),
    ' ',
    p.points === null ? '    ' : tenths(p, p.points, 4, 999),
    ' ',
    p.rank === null ? '    ' : int(p, p.rank, 0, 9999, 4, 'rank'),
  ];
  for (const block of p.rounds) parts.push('  ', formatBlock(p, block));
  const line = parts.join('').trimEnd();
  const lastBlock = blockColumn(p.rounds.length);
  return p.rounds.length > 0 && line.length < lastBlock ? line.padEnd(lastBlock + 7) : line;
}

/** `OOOO C R`: opponent `0000` when there is none, colour `-` when none, result blank when none. */
function formatBlock(p: PlayerRecord, b: RoundBlock): string {
  if (b.blank) {
    if (b.opponent !== null || b.colour !== null || b.result !== null) refuse(p, 'a blank round block has contents');
    return BLANK_BLOCK;
  }
  const opponent = b.opponent === null ? '0000' : int(p, b.opponent, 1, MAX_ID, 4, 'opponent');
  return `${opponent} ${b.colour ?? '-'} ${b.result ?? ' '}`;
}

function formatPointSystem(record: Extract<TrfRecord, { kind: 'pointSystem' }>): string {
  const entries = [...record.values];
  switch (record.code) {
    case 'XXS':
      return ['XXS', ...entries.map(([key, value]) => `${key}=${tenths(record, value, 1)}`)].join(' ');
    case '162':
      // Codes at columns 6, 15, 24, ...; values right-aligned at 7-10, 16-19, ...
      return entries.length === 0 ? '162' : `162  ${entries.map(([key, value]) => `${key}${tenths(record, value, 4)}`).join('    ')}`;
    default: {
      const value = record.values.get(record.code);
      if (value === undefined || record.values.size !== 1) refuse(record, `${record.code} holds exactly one value, keyed ${record.code}`);
      return `${record.code} ${tenths(record, value, 4)}`;
    }
  }
}

/** An integer in [min, max], right-aligned in `width` columns. */
function int(record: TrfRecord, value: number, min: number, max: number, width: number, what: string): string {
  if (!Number.isInteger(value) || value < min || value > max) refuse(record, `${what} ${value} is not an integer in ${min}-${max}`);
  return String(value).padStart(width);
}

/** Points in tenths with one decimal, right-aligned in `width` columns. */
function tenths(record: TrfRecord, value: Tenths, width: number, max = 99999): string {
  if (!Number.isInteger(value) || value < 0 || value > max) refuse(record, `points value ${value} (tenths) is not an integer in 0-${max}`);
  return formatTenths(value).padStart(width);
}

/** Signed points with one decimal (`-0.5`, `2.0`), for 299. */
function signedTenths(record: TrfRecord, value: Tenths): string {
  const magnitude = tenths(record, Math.abs(value), 4, 9999);
  return value < 0 ? `-${magnitude.trim()}`.padStart(4) : magnitude;
}

function ids(record: TrfRecord, list: readonly number[], width: number): string[] {
  return list.map((id) => int(record, id, 1, MAX_ID, width, 'starting rank'));
}

/** A text field that must fit its columns. */
function text(record: TrfRecord, value: string, width: number, what: string): string {
  if (value.length > width) refuse(record, `${what} ${JSON.stringify(value)} is longer than ${width} columns`);
  return value;
}

function refuse(record: TrfRecord, reason: string): never {
  const which = record.kind === 'player' ? `player ${record.startingRank}` : `${record.kind} record`;
  const at = record.line === undefined ? '' : ` (line ${record.line})`;
  throw new InputError([{ position: null, message: `cannot write ${which}${at}: ${reason}` }]);
}
