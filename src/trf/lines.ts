/**
 * Line splitting. TRF-16 says lines end with CR; real files use CRLF (Windows programs, cppdubov), LF (JaVaFo,
 * Unix tools) and lone CR (bbpPairings), and a hand-edited file may mix them, so all three are terminators.
 */
import type { LineEnding } from './types.js';

export interface SplitText {
  /** Lines without their terminators. An empty text has no lines. */
  readonly lines: readonly string[];
  /** The first terminator found; '\n' when there is none. */
  readonly lineEnding: LineEnding;
  /** Whether the text ends with a terminator (then the last line is not followed by an empty one). */
  readonly finalNewline: boolean;
}

/** Splits on LF, CRLF and lone CR. O(length). */
export function splitLines(text: string): SplitText {
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
    lines.push(text.slice(start, i));
    let terminator: LineEnding = '\n';
    if (code === 13) terminator = text.charCodeAt(i + 1) === 10 ? '\r\n' : '\r';
    lineEnding ??= terminator;
    i += terminator.length;
    start = i;
  }
  const finalNewline = start === text.length && text.length > 0;
  if (start < text.length) lines.push(text.slice(start));
  return { lines, lineEnding: lineEnding ?? '\n', finalNewline };
}
