/**
 * `new --round-robin`: the pairing numbers of a round robin, allotted one of three ways, and the players put in
 * that order (the TRF starting rank is the pairing number):
 * - `--draw-seed S`: drawing of lots, a seeded random permutation (same seed, same numbers);
 * - `--numbers given`: the list's number column (No, Number, SNo, ...), each of 1..n exactly once;
 * - `--varma [federation|club] --draw-seed S`: the restricted drawing of C.05 Annex 2 (9 to 24 players).
 * Every refusal is exit 3 with the list's file:line:column where there is one.
 */
import { ArgumentError, InputError, type Diagnostic } from '../errors.js';
import { Prng } from '../generate/prng.js';
import { varmaAllot, varmaGroups, VARMA_MAX_PLAYERS, VARMA_MIN_PLAYERS } from '../systems/roundrobin/varma.js';
import type { ListedPlayer } from './playerCsv.js';

export interface Numbering {
  readonly drawSeed?: string;
  readonly numbers?: string;
  /** `--varma` alone is `true`; with a value, the column that groups the players. */
  readonly varma?: string | boolean;
}

export interface Numbered {
  readonly players: readonly ListedPlayer[];
  /** What was done, for standard error. */
  readonly how: string;
}

function seedOf(text: string | undefined, why: string): number {
  if (text === undefined) throw new ArgumentError(`${why} needs --draw-seed S (the seed of the drawing of lots: same seed, same numbers)`);
  if (!/^\d{1,10}$/.test(text) || Number(text) > 0xffffffff) throw new ArgumentError(`--draw-seed expects a number from 0 to 4294967295, got "${text}"`);
  return Number(text);
}

/** Fisher-Yates with the seeded generator: O(n). */
function drawn(players: readonly ListedPlayer[], seed: number): ListedPlayer[] {
  const rng = new Prng(seed);
  const out = [...players];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function given(players: readonly ListedPlayer[], fileName: string): ListedPlayer[] {
  const n = players.length;
  const problems: Diagnostic[] = [];
  const at = new Map<number, ListedPlayer>();
  for (const p of players) {
    const position = { file: fileName, line: p.number.line, column: p.number.column };
    const value = /^\d{1,4}$/.test(p.number.text) ? Number(p.number.text) : NaN;
    if (p.number.text === '') problems.push({ position, message: 'the player has no pairing number', expected: `a number column (No, Number, SNo, ...) with 1..${n}` });
    else if (!(value >= 1 && value <= n)) problems.push({ position, message: 'the pairing number is not one of the players\' numbers', found: p.number.text, expected: `a number from 1 to ${n}` });
    else if (at.has(value)) problems.push({ position, message: `pairing number ${value} is also on line ${at.get(value)!.number.line}`, found: p.number.text, expected: 'each number once' });
    else at.set(value, p);
  }
  if (problems.length > 0) throw new InputError(problems);
  return Array.from({ length: n }, (_, i) => at.get(i + 1)!);
}

function varma(players: readonly ListedPlayer[], by: 'federation' | 'club', seed: number, fileName: string): Numbered {
  const n = players.length;
  if (varmaGroups(n) === null) {
    throw new ArgumentError(`--varma: the Varma tables (C.05 Annex 2) cover ${VARMA_MIN_PLAYERS} to ${VARMA_MAX_PLAYERS} players; the list has ${n}. Draw the numbers with --draw-seed alone, or give them (--numbers given)`);
  }
  const missing = players.find((p) => (by === 'club' ? p.club : p.federation) === '');
  if (missing !== undefined) throw new InputError([{ position: { file: fileName, line: missing.number.line, column: 1 }, message: `--varma ${by}: ${missing.name} has no ${by}`, expected: `a ${by} column with a value for every player` }]);
  const rng = new Prng(seed);
  const a = varmaAllot(
    players.map((p) => ({ name: p.name, key: by === 'club' ? p.club : p.federation })),
    () => rng.next(),
  )!;
  const ordered = new Array<ListedPlayer>(n);
  a.numbers.forEach((num, i) => (ordered[num - 1] = players[i]!));
  const draws = a.draws.map((d) => `${d.key} (${d.players}) ${d.spread ? `spread over ${d.groups.join(', ')}: no group had room` : `group ${d.groups[0]}`}`);
  return { players: ordered, how: `Varma tables (C.05 Annex 2), ${n} players, by ${by}, seed ${seed}: ${draws.join('; ')}` };
}

export function numberRoundRobin(players: readonly ListedPlayer[], o: Numbering, fileName: string): Numbered {
  const ways = [o.drawSeed !== undefined && o.varma === undefined, o.numbers !== undefined, o.varma !== undefined].filter(Boolean).length;
  if (ways === 0) throw new ArgumentError('--round-robin: say how the pairing numbers are allotted: --draw-seed S (drawing of lots), --numbers given (the list\'s number column), or --varma --draw-seed S (C.05 Annex 2)');
  if (ways > 1) throw new ArgumentError('--round-robin: --numbers given, and --draw-seed or --varma, allot the numbers two ways: choose one');
  if (o.numbers !== undefined) {
    if (o.numbers !== 'given') throw new ArgumentError(`--numbers expects "given" (the list's number column), got "${o.numbers}"`);
    return { players: given(players, fileName), how: 'pairing numbers as given in the list' };
  }
  if (o.varma !== undefined) {
    const by = o.varma === true || o.varma === 'federation' || o.varma === 'fed' ? 'federation' : o.varma === 'club' ? 'club' : null;
    if (by === null) throw new ArgumentError(`--varma expects federation or club, got "${String(o.varma)}"`);
    return varma(players, by, seedOf(o.drawSeed, '--varma'), fileName);
  }
  const seed = seedOf(o.drawSeed, '--round-robin');
  return { players: drawn(players, seed), how: `pairing numbers drawn by lot, seed ${seed}` };
}

