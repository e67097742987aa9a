/**
 * Line splitting. TRF-16 says lines end with CR; real files use CRLF (Windows programs, cppdubov), LF (JaVaFo,
 * Unix tools) and lone CR (bbpPairings), and a hand-edited file may mix them, so all three are terminators.
 */
import { SizeLimitError } from '../errors.js';
import type { LineEnding } from './types.js';

/**
 * Size limits of a TRF text (docs/trf.md, "Size limits"). A tournament has at most 9999 players and 999 rounds:
 * a player line of 999 rounds ends at column 10,079, and a file needs a few lines per player. Beyond these the
 * input is padding or not a TRF; refusing it early keeps memory proportional to the tournament, not to the padding.
 */
export const MAX_LINES = 200_000;
export const MAX_LINE_LENGTH = 20_000;
/** Bytes of input (checked before decoding; the CLI checks a file's size before reading it). */
export const MAX_INPUT_BYTES = 128 * 1024 * 1024;

export interface SplitText {
  /** Lines without their terminators. An empty text has no lines. */
  readonly lines: readonly string[];
  /** The first terminator found; '\n' when there is none. */
  readonly lineEnding: LineEnding;
  /** Whether the text ends with a terminator (then the last line is not followed by an empty one). */
  readonly finalNewline: boolean;
}

/**
 * Splits on LF, CRLF and lone CR. Throws SizeLimitError (with the line) past MAX_LINES lines or a line longer than
 * MAX_LINE_LENGTH, before storing more. O(length) time, O(lines kept) memory.
 */
export function splitLines(text: string, fileName = '<input>'): SplitText {
  if (text.indexOf('\r') < 0) return splitLf(text, fileName);
  const lines: string[] = [];
  let lineEnding: LineEnding | null = null;
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code !== 10 && code !== 13) {
      i++;
      continue;
    }
    checkLine(lines.length + 1, i - start, fileName);
    lines.push(text.slice(start, i));
    let terminator: LineEnding = '\n';
    if (code === 13) terminator = text.charCodeAt(i + 1) === 10 ? '\r\n' : '\r';
    lineEnding ??= terminator;
    i += terminator.length;
    start = i;
  }
  const finalNewline = start === text.length && text.length > 0;
  if (start < text.length) {
    checkLine(lines.length + 1, text.length - start, fileName);
    lines.push(text.slice(start));
  }
  return { lines, lineEnding: lineEnding ?? '\n', finalNewline };
}

/**
 * splitLines for a text without CR (most files; every file swisspair writes from one): the line ends are found by
 * the native search, not a loop over every character in JavaScript. The same lines and checks. O(length).
 */
function splitLf(text: string, fileName: string): SplitText {
  const lines: string[] = [];
  let start = 0;
  for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
    checkLine(lines.length + 1, end - start, fileName);
    lines.push(text.slice(start, end));
    start = end + 1;
  }
  const finalNewline = start === text.length && text.length > 0;
  if (start < text.length) {
    checkLine(lines.length + 1, text.length - start, fileName);
    lines.push(text.slice(start));
  }
  return { lines, lineEnding: '\n', finalNewline };
}

function checkLine(line: number, length: number, fileName: string): void {
  if (line > MAX_LINES) {
    throw new SizeLimitError(`${fileName} has more than ${MAX_LINES.toLocaleString('en')} lines`, { file: fileName, line, column: 1 },
      `at most ${MAX_LINES.toLocaleString('en')} lines (9999 players and their records; blank padding counts)`);
  }
  if (length > MAX_LINE_LENGTH) {
    throw new SizeLimitError(`line ${line} is longer than ${MAX_LINE_LENGTH.toLocaleString('en')} characters`, { file: fileName, line, column: MAX_LINE_LENGTH + 1 },
      `lines of at most ${MAX_LINE_LENGTH.toLocaleString('en')} characters (a player line of 999 rounds has 10,079)`);
  }
}
