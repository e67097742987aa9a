/**
 * The 001 player record (TRF-16 §2 and §3, see docs/trf.md): fixed columns up to 89, then one 10-column slot per
 * round, `␣␣OOOO␣C␣R`, starting at column 90. Pairing depends on every character of the slots, so the columns
 * around them are checked strictly and a problem is reported at the exact column; the descriptive fields (sex,
 * title, name, federation, id, birth date) are kept as text.
 */
import { field, isBlank, scanInteger, scanTenths } from './fields.js';
import type { LineReport } from './problems.js';
import type { ColourCode, PlayerRecord, ResultCode, RoundBlock } from './types.js';

/** 1-based column where the slot of round r (1-based) starts: two separator blanks, then the 8-column block. */
export function slotColumn(round: number): number {
  return 90 + 10 * (round - 1);
}

/** 1-based column of the first character (opponent) of round r's block. */
export function blockColumn(round: number): number {
  return slotColumn(round) + 2;
}

const EXPECTED_RESULT = 'a result code (1 0 = W D L + - H F U Z or blank)';
const EXPECTED_COLOUR = 'a colour (w, b, - or blank)';

/** Static separator columns and what they separate, for messages. */
const SEPARATORS: readonly (readonly [number, string])[] = [
  [4, 'the record code from the starting rank'],
  [9, 'the starting rank from the sex and title'],
  [14, 'the title from the name'],
  [48, 'the name (columns 15-47) from the rating'],
  [53, 'the rating from the federation'],
  [57, 'the federation from the FIDE id'],
  [69, 'the FIDE id from the birth date'],
  [80, 'the birth date from the points'],
  [85, 'the points from the rank'],
];

/** Parses a 001 line; reports every problem and returns null if there was any. O(length of the line). */
export function parsePlayer(out: LineReport): PlayerRecord | null {
  const text = out.text;

  const shift = encodingShift(text);
  if (shift !== 0) {
    const rank = field(text, 5, 8).trim();
    const name = field(text, 15, 47 + shift).trimEnd();
    const firstNonAscii = field(text, 15, 47 + Math.max(shift, 0)).search(/[^\x00-\x7f]/);
    out.add(
      15 + Math.max(firstNonAscii, 0),
      `player ${rank}: the columns after the name are shifted ${Math.abs(shift)} to the ${shift > 0 ? 'right' : 'left'}, and the name has characters outside ASCII`,
      name,
      shift > 0
        ? 'the columns of TRF-16; the file is probably UTF-8 read as latin1 or windows-1252: read it with --encoding utf-8'
        : `the columns of TRF-16, counted in characters; the file was probably written by a program that counts bytes (pad the name with ${-shift} blank(s)), or is latin1 read as UTF-8 (--encoding latin1)`,
    );
    return null;
  }

  // Read from char codes, with no pair destructured per separator: this runs for every line of the file.
  for (let i = 0; i < SEPARATORS.length; i++) {
    const column = SEPARATORS[i]![0];
    if (column <= text.length && text.charCodeAt(column - 1) !== SPACE) {
      const c = text.charAt(column - 1);
      out.add(column, `column ${column} must be blank`, c, `a blank (it separates ${SEPARATORS[i]![1]})`);
    }
  }

  const rankField = field(text, 5, 8);
  const startingRankScan = scanInteger(rankField, 'trim');
  const expectedRank = 'a starting rank 1-9999 in columns 5-8';
  let startingRank = 0;
  if (startingRankScan.kind === 'blank') out.add(5, 'player record without a starting rank', rankField, expectedRank);
  else if (startingRankScan.kind === 'bad') {
    out.add(5 + startingRankScan.index, 'invalid starting rank', rankField, expectedRank);
  } else if (startingRankScan.value === 0) out.add(5, 'starting rank 0', rankField, expectedRank);
  else startingRank = startingRankScan.value;
  // Who the messages name, as a rank: the text is made only for a message, not for every line.
  const who = startingRank;

  const ratingField = field(text, 49, 52);
  // The problems are reported in place, not through a closure per field: this runs for every line of the file.
  const ratingScan = scanInteger(ratingField, 'trim');
  if (ratingScan.kind === 'bad') out.add(49 + ratingScan.index, `${whoOf(who)}: invalid rating`, ratingField, 'a rating in columns 49-52 (digits, or blank when unrated)');
  const rating = ratingScan.kind === 'ok' ? ratingScan.value : 0;
  const { points, rank } = pointsAndRank(text, who, out);
  const rounds = parseRounds(text, who, out, 1);
  if (out.failed) return null;
  return {
    kind: 'player',
    line: out.line,
    raw: text,
    startingRank,
    sex: field(text, 10, 10).trim(),
    title: field(text, 11, 13).trim(),
    name: field(text, 15, 47).trimEnd(),
    rating,
    federation: field(text, 54, 56).trim(),
    fideId: field(text, 58, 68).trim(),
    birthDate: field(text, 70, 79).trim(),
    points,
    rank,
    rounds,
  };
}

/** The points (81-84) and the rank (86-89), reporting what does not read. */
function pointsAndRank(text: string, who: number, out: LineReport): { points: number | null; rank: number | null } {
  const pointsField = field(text, 81, 84);
  const pointsScan = scanTenths(pointsField, 2);
  if (pointsScan.kind === 'bad') out.add(81 + pointsScan.index, `${whoOf(who)}: invalid points`, pointsField, 'points in columns 81-84 with at most one decimal, e.g. " 5.5" (or blank)');
  const rankText = field(text, 86, 89);
  const rankScan = scanInteger(rankText, 'trim');
  if (rankScan.kind === 'bad') out.add(86 + rankScan.index, `${whoOf(who)}: invalid rank`, rankText, 'a rank in columns 86-89 (digits, or blank)');
  return { points: pointsScan.kind === 'ok' ? pointsScan.value : null, rank: rankScan.kind === 'ok' ? rankScan.value : null };
}

/**
 * Parses a 001 line that extends `old`'s (read without a problem): the same text up to where old's last slot
 * starts, but for the points and the rank (columns 81-89, column 85 still blank), then slots. That is
 * parsePlayer(out): parsePlayer reads columns 1-89 on their own (the points and the rank field by field; the
 * separators and the check for a shifted line see only blanks where old's had them), and each slot on its own
 * once the slots before it read without a problem (the only state carried from slot to slot is a shift already
 * reported). Old's last slot is read again, since it may have been cut short (an open result whose trailing blank
 * was trimmed). Undefined, before reporting anything, when the line does not extend old's. What `pair -o` does to
 * every line (a round added), and `result` to the lines of a round's games (its last block and the points),
 * then costs the new slots. O(length of the line).
 */
export function extendPlayer(old: PlayerRecord, out: LineReport): PlayerRecord | null | undefined {
  const text = out.text;
  const raw = old.raw;
  const kept = Math.max(0, old.rounds.length - 1);
  const cut = slotColumn(kept + 1) - 1; // 0-based index where the first slot read again starts
  if (raw === undefined || raw.length < cut || text.length < cut || text.charCodeAt(84) !== SPACE) return undefined;
  // Most lines keep columns 1-89 as they were (pair -o changes the points of the byes only): one comparison of
  // the whole prefix, and only when it differs the three parts.
  const whole = text.startsWith(cut === raw.length ? raw : raw.slice(0, cut));
  if (!whole && (!text.startsWith(raw.slice(0, 80)) || !text.startsWith(raw.slice(89, cut), 89))) return undefined;
  const who = old.startingRank;
  const same = whole || text.startsWith(raw.slice(80, 89), 80);
  const { points, rank } = same ? old : pointsAndRank(text, who, out);
  const rounds = parseRounds(text, who, out, kept + 1);
  if (out.failed) return null;
  // The last old block read the same is kept as the same object: src/trf/editCheck.ts checks only blocks that are not.
  const last = old.rounds[kept];
  const again = rounds[0];
  const lastKept = last !== undefined && again !== undefined && sameBlock(last, again);
  // By concat, one array of the exact length (old's blocks, then the new ones), not one grown by a push per block.
  let all: RoundBlock[];
  if (lastKept) all = kept === old.rounds.length - 1 ? old.rounds.concat(rounds.slice(1)) : old.rounds.slice(0, kept).concat(last, rounds.slice(1));
  else all = kept === 0 ? rounds : old.rounds.slice(0, kept).concat(rounds);
  // Every field written out, in parsePlayer's order: a record of the same shape as a parsed one (a spread makes
  // another), and no copy of the fields one by one in code not yet optimised.
  return {
    kind: 'player',
    line: out.line,
    raw: text,
    startingRank: old.startingRank,
    sex: old.sex,
    title: old.title,
    name: old.name,
    rating: old.rating,
    federation: old.federation,
    fideId: old.fideId,
    birthDate: old.birthDate,
    points,
    rank,
    rounds: all,
  };
}

/** `player 12`, or `player` when the rank did not read: how messages name the player of a line. */
function whoOf(rank: number): string {
  return rank > 0 ? `player ${rank}` : 'player';
}

function sameBlock(a: RoundBlock, b: RoundBlock): boolean {
  return a.opponent === b.opponent && a.colour === b.colour && a.result === b.result && a.blank === b.blank;
}

/**
 * How far the columns after the name are shifted when that is explained by an encoding: the name holds characters
 * outside ASCII (a UTF-8 name read as latin1 gets one extra character per accented letter; a writer that counts
 * bytes pads it one short), the separators after the name are not where TRF-16 puts them, and they all are
 * `shift` columns further. 0 otherwise. O(length of the line).
 */
function encodingShift(text: string): number {
  if (!hasNonAscii(text, 15, 51)) return 0;
  const after = SEPARATORS.filter(([column]) => column >= 48).map(([column]) => column);
  const blankAt = (column: number): boolean => {
    const c = text.charAt(column - 1);
    return c === '' || c === ' ';
  };
  if (after.every(blankAt)) return 0;
  for (const shift of [1, -1, 2, -2, 3, -3]) {
    const reached = after.filter((column) => column + shift <= text.length);
    if (reached.length >= 3 && reached.every((column) => blankAt(column + shift))) return shift;
  }
  return 0;
}

/** Whether columns first..last (1-based) hold a character outside ASCII; columns past the end are blanks. */
function hasNonAscii(text: string, first: number, last: number): boolean {
  const end = Math.min(last, text.length);
  for (let i = first - 1; i < end; i++) if (text.charCodeAt(i) > 0x7f) return true;
  return false;
}

/** A problem inside one slot: 0-based offset in the slot, message and expectation. */
interface SlotProblem {
  readonly offset: number;
  readonly message: string;
  readonly found: string;
  readonly expected: string;
}

/**
 * Reads the round slots from round `first` on. A round exists when the line reaches the first column of its block
 * (shorter lines are padded with blanks). O(length).
 */
function parseRounds(text: string, who: number, out: LineReport, first: number): RoundBlock[] {
  const rounds: RoundBlock[] = [];
  // A block moved by one column usually drags every later block with it: report the shift once per line.
  let shift = 0;
  for (let round = first; slotColumn(round) <= text.length; round++) {
    const s = slotColumn(round);
    const c = blockColumn(round);
    // The last slot of a line whose trailing blanks were trimmed (an open result: `  12 w`) is read as if padded,
    // as parseSlot reads it (field() pads), when its block starts on the line.
    const fast = s + 9 <= text.length ? wellFormedBlock(text, s) : c <= text.length ? wellFormedBlock(text.slice(s - 1).padEnd(10), 1) : null;
    if (fast !== null) {
      shift = 0;
      rounds.push(fast);
      continue;
    }
    const parsed = parseSlot(text, s, round);
    if ('block' in parsed) {
      shift = 0;
      if (c <= text.length) rounds.push(parsed.block);
      continue;
    }
    // Still inside a shift already reported (this includes the last character of a block pushed into the next slot).
    if (shift !== 0 && 'block' in parseBlock(text, c + shift, round)) continue;
    const shifted = [1, -1].find((d) => looksLikeBlock(text, c + d, round));
    if (shifted === undefined) {
      shift = 0;
      out.add(s + parsed.offset, `${whoOf(who)}, round ${round}: ${parsed.message}`, parsed.found, parsed.expected);
      continue;
    }
    shift = shifted;
    out.add(
      s + parsed.offset,
      `${whoOf(who)}, round ${round}: the round block is shifted one column to the ${shifted > 0 ? 'right' : 'left'}`,
      field(text, Math.min(c, c + shifted), Math.max(c + 7, c + 7 + shifted)),
      `the round ${round} block in columns ${c}-${c + 7} (opponent ${c}-${c + 3}, colour ${c + 5}, result ${c + 7})`,
    );
  }
  return rounds;
}

const SPACE = 32;

/**
 * The block of the slot at 1-based column s when the whole slot is on the line and well formed, else null (then
 * parseSlot reads it and says what is wrong). The common case, read from char codes without a substring or a scan
 * object per field: colour and result by tables of char codes. The same block parseSlot returns
 * (test/trf/slotFastPath.property.test.ts). O(1).
 */
export function wellFormedBlock(text: string, s: number): RoundBlock | null {
  const i = s - 1; // 0-based index of the slot's first column
  if (i + 9 >= text.length) return null;
  if (text.charCodeAt(i) !== SPACE || text.charCodeAt(i + 1) !== SPACE) return null;
  if (text.charCodeAt(i + 6) !== SPACE || text.charCodeAt(i + 8) !== SPACE) return null;
  let opponent = 0;
  let k = i + 2;
  while (k < i + 6 && text.charCodeAt(k) === SPACE) k++;
  const noOpponent = k === i + 6;
  for (; k < i + 6; k++) {
    const d = text.charCodeAt(k) - 48;
    if (d < 0 || d > 9) return null;
    opponent = opponent * 10 + d;
  }
  const colourCode = text.charCodeAt(i + 7);
  const colour = colourCode < 128 ? COLOUR_INDEX[colourCode]! : -1;
  if (colour < 0) return null;
  const resultCode = text.charCodeAt(i + 9);
  const result = resultCode < 128 ? RESULT_INDEX[resultCode]! : -1;
  if (result < 0) return null;
  if (noOpponent && colourCode === SPACE && resultCode === SPACE) return BLANK_BLOCK;
  return newBlock(opponent, colour, result);
}

/** A valid, non-blank block at column c with a blank column before it: what a block moved to c looks like. */
function looksLikeBlock(text: string, c: number, round: number): boolean {
  return field(text, c - 1, c - 1) === ' ' && !isBlank(field(text, c, c + 7)) && 'block' in parseBlock(text, c, round);
}

/** Parses the 10 columns of a slot starting at 1-based column s: two separator blanks, then the block. O(1). */
export function parseSlot(text: string, s: number, round: number): { readonly block: RoundBlock } | SlotProblem {
  for (const offset of [0, 1]) {
    const c = field(text, s + offset, s + offset);
    if (c !== ' ') {
      return { offset, message: `column ${s + offset} must be blank`, found: c, expected: 'a blank (it separates two round blocks)' };
    }
  }
  const parsed = parseBlock(text, s + 2, round);
  return 'block' in parsed ? parsed : { ...parsed, offset: parsed.offset + 2 };
}

/** Parses the 8 columns `OOOO C R` of a block at 1-based column c; offsets of problems are relative to c. O(1). */
function parseBlock(text: string, c: number, round: number): { readonly block: RoundBlock } | SlotProblem {
  const block = field(text, c, c + 7);
  for (const offset of [4, 6]) {
    const ch = block.charAt(offset);
    if (ch !== ' ') {
      return { offset, message: `column ${c + offset} must be blank`, found: ch, expected: `a blank (it separates the fields of the round ${round} block)` };
    }
  }
  const opponentField = block.slice(0, 4);
  const opponentScan = scanInteger(opponentField, 'right');
  if (opponentScan.kind === 'bad') {
    return {
      offset: opponentScan.index,
      message: 'invalid opponent',
      found: opponentField,
      expected: `the opponent's starting rank right-aligned in columns ${c}-${c + 3} (0000 or blanks for none)`,
    };
  }
  const colourChar = block.charAt(5);
  const colour = colourOf(colourChar);
  if (colour === undefined) return { offset: 5, message: 'invalid colour', found: colourChar, expected: EXPECTED_COLOUR };
  const resultChar = block.charAt(7);
  const result = resultOf(resultChar);
  if (result === undefined) {
    return { offset: 7, message: 'unknown result code', found: resultChar, expected: EXPECTED_RESULT };
  }
  const opponent = opponentScan.kind === 'ok' && opponentScan.value !== 0 ? opponentScan.value : null;
  return { block: { opponent, colour, result, blank: isBlank(block) } };
}

/** `w`/`b` in either case; `-` and blank mean no colour; anything else is undefined (invalid). */
function colourOf(c: string): ColourCode | null | undefined {
  if (c === 'w' || c === 'W') return 'w';
  if (c === 'b' || c === 'B') return 'b';
  if (c === '-' || c === ' ') return null;
  return undefined;
}

const RESULTS: ReadonlyMap<string, ResultCode> = new Map(
  (['1', '0', '=', 'W', 'D', 'L', '+', '-', 'H', 'F', 'U', 'Z'] as const).flatMap((code) => [
    [code, code] as const,
    [code.toLowerCase(), code] as const,
  ]),
);

/** Result letters are case-insensitive (TRF-16 §3); blank is null; anything else is undefined (invalid). */
function resultOf(c: string): ResultCode | null | undefined {
  return c === ' ' ? null : RESULTS.get(c);
}

/** The block of eight blanks; shared, as blocks are immutable. */
const BLANK_BLOCK: RoundBlock = { opponent: null, colour: null, result: null, blank: true };

/** Colour column character code -> index into COLOURS (`-` and blank: no colour), -1 when invalid (colourOf). */
const COLOURS: readonly (ColourCode | null)[] = [null, 'w', 'b'];
const COLOUR_INDEX: Int8Array = indexOfChars((c) => {
  const colour = colourOf(c);
  return colour === undefined ? -1 : COLOURS.indexOf(colour);
});

/** Result column character code -> index into RESULT_CODES (blank: no result), -1 when invalid (resultOf). */
const RESULT_CODES: readonly (ResultCode | null)[] = [null, '1', '0', '=', 'W', 'D', 'L', '+', '-', 'H', 'F', 'U', 'Z'];
const RESULT_INDEX: Int8Array = indexOfChars((c) => {
  const result = resultOf(c);
  return result === undefined ? -1 : RESULT_CODES.indexOf(result);
});

/** A table by character code (ASCII; other characters are invalid in these columns). */
function indexOfChars(index: (c: string) => number): Int8Array {
  const table = new Int8Array(128);
  for (let code = 0; code < 128; code++) table[code] = index(String.fromCharCode(code));
  return table;
}

/** A block that is not blank, from indices into COLOURS and RESULT_CODES. */
function newBlock(opponent: number, colour: number, result: number): RoundBlock {
  return { opponent: opponent === 0 ? null : opponent, colour: COLOURS[colour]!, result: RESULT_CODES[result]!, blank: false };
}
