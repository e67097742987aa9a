/**
 * Low-level helpers for fixed-column and whitespace-separated TRF fields. All scanners are single left-to-right
 * passes without regular expressions, so parsing time is linear in the input whatever it contains.
 *
 * Columns are 1-based positions in the line as decoded text (one column per UTF-16 code unit; TRF text is
 * single-byte or BMP in practice, so this is one column per character).
 */
import type { Tenths } from './types.js';

/** Outcome of scanning a field: a value, a blank field, or the 0-based offset of the first offending character. */
export type Scan<T> =
  | { readonly kind: 'ok'; readonly value: T }
  | { readonly kind: 'blank' }
  | { readonly kind: 'bad'; readonly index: number };

const BLANK: Scan<never> = { kind: 'blank' };

/** Columns first..last (1-based, inclusive) of a line, padded with blanks where the line is shorter. O(width). */
export function field(line: string, first: number, last: number): string {
  const text = line.slice(first - 1, last);
  const width = last - first + 1;
  return text.length === width ? text : text.padEnd(width, ' ');
}

/** True when the text is empty or only blanks (the space character; TRF is fixed-column, so a tab is data). */
export function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) !== 32) return false;
  return true;
}

/** Index of the first non-blank character, or -1. */
export function firstNonBlank(text: string): number {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) !== 32) return i;
  return -1;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/**
 * A non-negative integer in a fixed-width field. `right`: blanks may only precede the digits (the TRF layout for
 * opponents, where a trailing blank means the block is shifted); `trim`: blanks may surround the digits.
 */
export function scanInteger(text: string, align: 'right' | 'trim'): Scan<number> {
  let i = 0;
  while (i < text.length && text.charCodeAt(i) === 32) i++;
  if (i === text.length) return BLANK;
  const start = i;
  // The value is summed as the digits come (no substring to convert): nine digits at most, so it is exact.
  let value = 0;
  while (i < text.length && isDigit(text.charCodeAt(i))) value = value * 10 + (text.charCodeAt(i++) - 48);
  if (i === start) return { kind: 'bad', index: i };
  const end = i;
  if (align === 'trim') while (i < text.length && text.charCodeAt(i) === 32) i++;
  if (i < text.length) return { kind: 'bad', index: i };
  // Fixed fields are at most 11 wide, but tokens are unbounded: keep the value exact.
  if (end - start > 9) return { kind: 'bad', index: start + 9 };
  return { kind: 'ok', value };
}

/**
 * A points value with at most one decimal (`1.0`, `.5`, `3`, `11.5`), surrounded by optional blanks, in tenths.
 * At most `maxIntegerDigits` digits before the point: the fixed columns cannot hold more, and tokens must stay
 * printable in canonical form.
 */
export function scanTenths(text: string, maxIntegerDigits: number): Scan<Tenths> {
  let i = 0;
  while (i < text.length && text.charCodeAt(i) === 32) i++;
  if (i === text.length) return BLANK;
  const start = i;
  while (i < text.length && isDigit(text.charCodeAt(i))) i++;
  const integerDigits = i - start;
  if (integerDigits > maxIntegerDigits) return { kind: 'bad', index: start + maxIntegerDigits };
  let tenths = integerDigits === 0 ? 0 : Number(text.slice(start, i)) * 10;
  if (i < text.length && text.charCodeAt(i) === 46 /* . */) {
    i++;
    if (i >= text.length || !isDigit(text.charCodeAt(i))) return { kind: 'bad', index: i };
    tenths += text.charCodeAt(i) - 48;
    i++;
    // A second decimal cannot be represented in tenths; refuse rather than round silently.
    if (i < text.length && isDigit(text.charCodeAt(i))) return { kind: 'bad', index: i };
  } else if (integerDigits === 0) {
    return { kind: 'bad', index: i };
  }
  while (i < text.length && text.charCodeAt(i) === 32) i++;
  if (i < text.length) return { kind: 'bad', index: i };
  return { kind: 'ok', value: tenths };
}

/** Tenths as TRF prints them: one decimal, no padding (`15` → `1.5`). */
export function formatTenths(value: Tenths): string {
  return `${Math.trunc(value / 10)}.${value % 10}`;
}

/** A whitespace-separated token and the 1-based column of its first character. */
export interface Token {
  readonly text: string;
  readonly column: number;
}

/** Splits a line into blank- or tab-separated tokens from a 1-based column on. O(length). */
export function tokenize(line: string, fromColumn: number): Token[] {
  const result: Token[] = [];
  let i = fromColumn - 1;
  while (i < line.length) {
    while (i < line.length && isSeparator(line.charCodeAt(i))) i++;
    if (i >= line.length) break;
    const start = i;
    while (i < line.length && !isSeparator(line.charCodeAt(i))) i++;
    result.push({ text: line.slice(start, i), column: start + 1 });
  }
  return result;
}

function isSeparator(code: number): boolean {
  return code === 32 || code === 9;
}

/** Shortens what is quoted in a diagnostic, so a garbage line does not flood the terminal. */
export function excerpt(text: string, max = 40): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}
