/**
 * Terminal rendering helpers: colour only on a TTY, NO_COLOR and FORCE_COLOR honoured (https://no-color.org),
 * plain aligned text tables, JSON with a trailing newline.
 */
import { Chalk, type ChalkInstance } from 'chalk';
import type { ColourPreference } from '../model/state.js';

/** Colour preference as arbiters write it: w/b mild, W/B strong, WW/BB absolute, - none. */
export function preferenceCode(p: ColourPreference): string {
  if (p.colour === null) return '-';
  const c = p.strength === 'mild' ? p.colour : p.colour.toUpperCase();
  return p.strength === 'absolute' ? c + c : c;
}

/** Colour level for a stream: FORCE_COLOR wins, then NO_COLOR, then whether the stream is a terminal. */
export function colourLevel(stream: { readonly isTTY?: boolean }, env: Readonly<Record<string, string | undefined>>): 0 | 1 | 2 | 3 {
  const force = env['FORCE_COLOR'];
  if (force !== undefined) {
    if (force === '0' || force === 'false') return 0;
    const n = Number.parseInt(force, 10);
    return n >= 1 && n <= 3 ? (n as 1 | 2 | 3) : 1;
  }
  if (env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '') return 0;
  return stream.isTTY === true ? 1 : 0;
}

/**
 * chalk at the level the rules above decide. Its own detection is not used: FORCE_COLOR, NO_COLOR and the
 * stream's TTY-ness are judged per stream, from the streams and environment the CLI was given (so tests can set
 * them), not from the process's. So chalk's default instances (`import chalk from 'chalk'`) are not to be used:
 * the CLI bundle leaves their detection out (scripts/build-bundle.ts) and they have no colour there.
 */
export function makeChalk(stream: { readonly isTTY?: boolean }, env: Readonly<Record<string, string | undefined>>): ChalkInstance {
  return new Chalk({ level: colourLevel(stream, env) });
}

/** Visible width of a string (ignores ANSI colour codes). */
function width(s: string): number {
  // Most cells have no escape: a board table of 5,000 rows measures 80,000 of them.
  // eslint-disable-next-line no-control-regex
  return s.indexOf('\u001b') < 0 ? s.length : s.replace(/\u001b\[[0-9;]*m/g, '').length;
}

export type Align = 'left' | 'right';

/** Lays out rows as columns separated by two spaces; no trailing blanks. */
export function table(header: readonly string[], rows: readonly (readonly string[])[], align: readonly Align[]): string {
  // Loops by index, not a closure per row and cell: `pair` lays out 5,000 boards of 8 cells in a cold process.
  const widths = new Array<number>(header.length).fill(0);
  const measure = (r: readonly string[]): void => {
    for (let c = 0; c < widths.length; c++) widths[c] = Math.max(widths[c]!, width(r[c] ?? ''));
  };
  measure(header);
  for (let i = 0; i < rows.length; i++) measure(rows[i]!);
  const line = (r: readonly string[]): string => {
    let text = '';
    for (let c = 0; c < r.length; c++) {
      const cell = r[c]!;
      const pad = ' '.repeat(widths[c]! - width(cell));
      text += (c === 0 ? '' : '  ') + (align[c] === 'right' ? pad + cell : cell + pad);
    }
    return text.trimEnd();
  };
  const lines = new Array<string>(rows.length + 1);
  lines[0] = line(header);
  for (let i = 0; i < rows.length; i++) lines[i + 1] = line(rows[i]!);
  return lines.join('\n') + '\n';
}

export function json(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}

/** Points in tenths as the TRF writes them: 15 -> "1.5". */
export function points(tenths: number): string {
  const sign = tenths < 0 ? '-' : '';
  const a = Math.abs(tenths);
  return `${sign}${Math.floor(a / 10)}.${a % 10}`;
}

/**
 * Text from a file, made safe to print: C0 and C1 control characters and DEL (an ESC sequence in a player's
 * name could recolour, retitle or clear the terminal) become visible `\xHH` escapes. Everything else, accents
 * and other scripts included, is kept. O(n).
 */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** The progress line's own erasure (check.ts): the one escape sequence a command writes to standard error. */
const ERASE_LINE = '\r\u001b[K';

/**
 * A chunk a command writes to standard error, made safe (issue 33 item 5): every control character becomes a
 * `\xHH` escape as in printable, except the newline, and a carriage return at either end of the chunk (the
 * progress lines of check and generate rewrite their line so). So a name, a file name or an option value that
 * reaches a message without printable still sets no terminal title and erases nothing. O(n).
 */
export function printableMessage(chunk: string): string {
  if (chunk === ERASE_LINE) return chunk;
  // eslint-disable-next-line no-control-regex
  if (!/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/.test(chunk)) return chunk;
  const head = chunk.startsWith('\r') ? '\r' : '';
  const tail = chunk.length > 1 && chunk.endsWith('\r') ? '\r' : '';
  const body = chunk.slice(head.length, chunk.length - tail.length);
  // eslint-disable-next-line no-control-regex
  return head + body.replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`) + tail;
}

/** "1 result", "26 results": a count with its noun in the right number. */
export function counted(n: number, noun: string, nouns = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : nouns}`;
}
