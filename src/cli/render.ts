/**
 * Terminal rendering helpers: colour only on a TTY, NO_COLOR and FORCE_COLOR honoured (https://no-color.org),
 * plain aligned text tables, JSON with a trailing newline.
 */
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
 * The few SGR styles the CLI uses. A dozen lines instead of chalk: chalk's import (with os and tty) cost a
 * tenth of the start-up of a one-round `pair`, and its colour-support detection was never used (the level is
 * decided above).
 */
export interface Style {
  readonly bold: (s: string) => string;
  readonly dim: (s: string) => string;
  readonly underline: (s: string) => string;
  readonly red: (s: string) => string;
  readonly green: (s: string) => string;
  readonly yellow: (s: string) => string;
  readonly blue: (s: string) => string;
  readonly magenta: (s: string) => string;
  readonly cyan: (s: string) => string;
  readonly gray: (s: string) => string;
}
/** Kept for the command files written against chalk. */
export type ChalkInstance = Style;

function sgr(on: number, off: number, enabled: boolean): (s: string) => string {
  return enabled ? (s) => `\u001b[${on}m${s}\u001b[${off}m` : (s) => s;
}

export function makeChalk(stream: { readonly isTTY?: boolean }, env: Readonly<Record<string, string | undefined>>): Style {
  const on = colourLevel(stream, env) > 0;
  return {
    bold: sgr(1, 22, on),
    dim: sgr(2, 22, on),
    underline: sgr(4, 24, on),
    red: sgr(31, 39, on),
    green: sgr(32, 39, on),
    yellow: sgr(33, 39, on),
    blue: sgr(34, 39, on),
    magenta: sgr(35, 39, on),
    cyan: sgr(36, 39, on),
    gray: sgr(90, 39, on),
  };
}

/** Visible width of a string (ignores ANSI colour codes). */
function width(s: string): number {
  // eslint-disable-next-line no-control-regex
  return s.replace(/\u001b\[[0-9;]*m/g, '').length;
}

export type Align = 'left' | 'right';

/** Lays out rows as columns separated by two spaces; no trailing blanks. */
export function table(header: readonly string[], rows: readonly (readonly string[])[], align: readonly Align[]): string {
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((r) => width(r[c] ?? ''))));
  const line = (r: readonly string[]): string =>
    r
      .map((cell, c) => {
        const pad = ' '.repeat(widths[c]! - width(cell));
        return align[c] === 'right' ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd();
  return all.map(line).join('\n') + '\n';
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
