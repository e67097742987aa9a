/**
 * Categories of a standings print: `NAME=EXPR`, EXPR one or more conditions joined by `&` (all must hold):
 * `rating<1800`, `sex=w`, `born>=2010`, `federation=GER`, `title=WGM`. A bad expression is an ArgumentError
 * (exit 3) that names it.
 */
import { ArgumentError } from '../errors.js';
import type { PlayerInfo } from '../model/types.js';
import type { PlayerRecord } from '../trf/types.js';

export type CategoryField = 'rating' | 'sex' | 'born' | 'federation' | 'title';
type Op = '<' | '<=' | '>' | '>=' | '=' | '!=';

export interface Condition {
  readonly field: CategoryField;
  readonly op: Op;
  readonly value: string;
}

export interface Category {
  readonly name: string;
  /** The expression as written. */
  readonly expression: string;
  readonly conditions: readonly Condition[];
}

const FIELDS: Readonly<Record<string, CategoryField>> = {
  rating: 'rating', elo: 'rating', sex: 'sex', gender: 'sex', born: 'born', birth: 'born', year: 'born',
  federation: 'federation', fed: 'federation', title: 'title',
};
const NUMERIC: ReadonlySet<CategoryField> = new Set(['rating', 'born']);

function refuse(text: string, why: string): never {
  throw new ArgumentError(`--category "${text}": ${why}; expected NAME=EXPR, e.g. U1800=rating<1800, Women=sex=w, U16=born>=2010, GER=federation=GER (conditions joined by &)`);
}

function parseCondition(text: string, part: string): Condition {
  const m = /^\s*([A-Za-z]+)\s*(<=|>=|!=|<|>|=)\s*(.*?)\s*$/.exec(part);
  if (m === null) refuse(text, `"${part}" is not a condition FIELD OP VALUE`);
  const field = FIELDS[m[1]!.toLowerCase()];
  if (field === undefined) refuse(text, `unknown field "${m[1]}" (rating, sex, born, federation, title)`);
  const op = m[2] as Op;
  const value = m[3]!;
  if (value === '') refuse(text, `no value after "${m[1]}${op}"`);
  if (NUMERIC.has(field) && !/^\d+$/.test(value)) refuse(text, `${field} needs a whole number, got "${value}"`);
  if (!NUMERIC.has(field) && op !== '=' && op !== '!=') refuse(text, `${field} takes = or !=, not ${op}`);
  return { field, op, value };
}

/** `NAME=EXPR` -> a category. */
export function parseCategory(text: string): Category {
  const eq = text.indexOf('=');
  const name = eq < 0 ? '' : text.slice(0, eq).trim();
  if (name === '' || /[<>!&]/.test(name)) refuse(text, 'no category name before "="');
  const expression = text.slice(eq + 1);
  if (expression.trim() === '') refuse(text, 'no expression after the name');
  return { name, expression, conditions: expression.split('&').map((part) => parseCondition(text, part)) };
}

function fieldValue(field: CategoryField, info: PlayerInfo, record: PlayerRecord | undefined): string | number | null {
  switch (field) {
    case 'rating': return info.rating;
    case 'sex': return (record?.sex ?? '').trim().toLowerCase() || null;
    case 'born': {
      const m = /^\s*(\d{4})/.exec(record?.birthDate ?? '');
      return m === null ? null : Number(m[1]);
    }
    case 'federation': return info.federation.trim().toUpperCase() || null;
    case 'title': return info.title.trim().toUpperCase() || null;
  }
}

function holds(c: Condition, info: PlayerInfo, record: PlayerRecord | undefined): boolean {
  const v = fieldValue(c.field, info, record);
  if (v === null) return c.op === '!=';
  if (typeof v === 'number') {
    const n = Number(c.value);
    switch (c.op) {
      case '<': return v < n;
      case '<=': return v <= n;
      case '>': return v > n;
      case '>=': return v >= n;
      case '=': return v === n;
      case '!=': return v !== n;
    }
  }
  const equal = v === c.value.trim().toLowerCase() || v === c.value.trim().toUpperCase();
  return c.op === '=' ? equal : !equal;
}

export function inCategory(category: Category, info: PlayerInfo, record: PlayerRecord | undefined): boolean {
  return category.conditions.every((c) => holds(c, info, record));
}
