/**
 * The arbiter's own pairing of a round (issue 33.4; FIDE C.02 asks a pairing program to accept one): `pair
 * --manual "W-B,W-B,..."`, `--manual-from FILE` (one pair a line, `#` comments, or the pairs file `pair -p` writes),
 * or the engine's pairing with players exchanged (`--swap 12,28`, repeatable). The pairing is checked as `check`
 * checks a file's round: an absolute criterion broken is refused (exit 3, which and why); what it loses against
 * the engine's pairing is the reason `check` gives (src/check/roundReason.ts) and every other quality criterion it
 * loses (RoundEvaluator.bracketLosses), said on standard error. `W-0`
 * (as the pairs file writes it) gives W the pairing-allocated bye; a single player left out gets it.
 * O(players) to build and validate, plus check's reason and the criteria of each bracket that differs.
 */
import { readFileSync } from 'node:fs';
import { ArgumentError, InputError, type SourcePosition } from '../errors.js';
import type { RoundState } from '../model/state.js';
import { playerId, type PlayerId } from '../model/types.js';
import { explainRound } from '../check/roundReason.js';
import { stateForEdition, systemById, type EditionedPairing } from '../systems/index.js';
import { absoluteBreach } from '../systems/shared/reasons/absolute.js';
import { colourReason } from '../systems/shared/reasons/colourReason.js';
import type { PairingSummary, Reason } from '../systems/shared/reasons/reason.js';
import type { Loss } from '../systems/shared/reasons/evaluator.js';
import { boardOrderOf } from '../systems/shared/boardOrder.js';
import type { Pair } from '../systems/shared/types.js';

export interface ManualOptions {
  readonly manual?: string;
  readonly manualFrom?: string;
  readonly swap?: readonly string[];
}

/** One pair as the arbiter wrote it (black 0: the pairing-allocated bye), with where, for messages. */
export interface Written {
  readonly white: number;
  readonly black: number;
  readonly where: SourcePosition | null;
  readonly text: string;
  readonly option: string;
}

const EXPECTED = 'WHITE-BLACK pairing numbers (e.g. 12-28), or N-0 for the pairing-allocated bye';

export function refuse(w: { where: SourcePosition | null; text: string; option: string }, message: string, expected = EXPECTED): never {
  throw new InputError([{ position: w.where, message: w.where === null ? `${w.option}: "${w.text}": ${message}` : message, found: w.text, expected }]);
}

export function wantsManual(o: ManualOptions): boolean {
  return o.manual !== undefined || o.manualFrom !== undefined || (o.swap !== undefined && o.swap.length > 0);
}

/** Refuses options that cannot go together, before the file is read. */
export function checkManualOptions(o: ManualOptions, round: string | undefined): void {
  const given = [o.manual !== undefined, o.manualFrom !== undefined, (o.swap?.length ?? 0) > 0].filter(Boolean).length;
  if (given > 1) throw new ArgumentError('--manual, --manual-from and --swap: give one of them');
  if (given === 1 && round !== undefined) throw new ArgumentError('--round: a manual pairing is of the next round only (remove a paired round with `swisspair unpair` first)');
}

function parsePair(text: string, where: SourcePosition | null, option: string): Written {
  const m = /^\s*(\d{1,4})\s*(?:-|\s)\s*(\d{1,4})\s*$/.exec(text);
  if (m === null) refuse({ where, text: text.trim(), option }, 'not a pair');
  return { white: Number(m[1]), black: Number(m[2]), where, text: text.trim(), option };
}

/** The pairs of --manual or --manual-from as written (not --swap, which edits an engine's pairing). */
export function writtenPairs(o: ManualOptions): Written[] {
  return o.manual !== undefined ? fromList(o.manual) : fromFile(o.manualFrom ?? '');
}

function fromList(list: string): Written[] {
  const items = list.split(/[,;]/).map((s) => s.trim()).filter((s) => s !== '');
  if (items.length === 0) throw new ArgumentError('--manual expects pairs, e.g. --manual "12-28,17-18"');
  return items.map((item) => parsePair(item, null, '--manual'));
}

function fromFile(path: string): Written[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new ArgumentError(`--manual-from ${path}: cannot read the file`);
  }
  const lines = text.split(/\r\n|\n|\r/);
  const out: Written[] = [];
  lines.forEach((line, i) => {
    const content = line.replace(/#.*$/, '');
    if (content.trim() === '') return;
    // The pairs file's first line is the number of pairs: skipped when it is a single number.
    if (out.length === 0 && /^\s*\d+\s*$/.test(content)) return;
    out.push(parsePair(content, { file: path, line: i + 1, column: content.search(/\S/) + 1 }, '--manual-from'));
  });
  if (out.length === 0) throw new ArgumentError(`--manual-from ${path}: no pair in the file`);
  return out;
}

/** What --swap exchanges: players (pairing numbers up to 4 digits) or teams (team pairing numbers up to 3). */
export interface SwapUnit {
  /** Teams (a team Swiss's matches) rather than players. */
  readonly teams: boolean;
  readonly digits: number;
  readonly round: number;
}

/**
 * `--swap A,B` on a pairing given as pairs of numbers and a bye: A takes B's place (opponent, colour, bye) and B
 * takes A's, each swap in turn. Players and teams alike (`unit`).
 */
export function swappedPairs(pairs: readonly (readonly [number, number])[], bye: number | null, swaps: readonly string[], known: ReadonlySet<number>, unit: SwapUnit): Written[] {
  let current = pairs.map(([w, b]): [number, number] => [w, b]);
  let odd = bye;
  const pattern = new RegExp(`^\\s*(\\d{1,${unit.digits}})\\s*[,-]\\s*(\\d{1,${unit.digits}})\\s*$`);
  for (const s of swaps) {
    const m = pattern.exec(s);
    if (m === null) throw new ArgumentError(`--swap expects two ${unit.teams ? 'team pairing' : 'pairing'} numbers A,B (e.g. --swap ${unit.teams ? '3,7' : '12,28'}), got "${s}"`);
    const [a, b] = [Number(m[1]), Number(m[2])];
    for (const id of [a, b]) if (!known.has(id)) throw new ArgumentError(`--swap ${s}: ${unit.teams ? `team ${id}` : id} is not paired in round ${unit.round}${unit.teams ? '' : ' (not a player to pair)'}`);
    if (a === b) throw new ArgumentError(`--swap ${s}: the same ${unit.teams ? 'team number' : 'player'} twice`);
    const x = (id: number): number => (id === a ? b : id === b ? a : id);
    current = current.map(([w, k]) => [x(w), x(k)]);
    odd = odd === null ? null : x(odd);
  }
  const out: Written[] = current.map(([white, black]) => ({ white, black, where: null, text: `${white}-${black}`, option: '--swap' }));
  if (odd !== null) out.push({ white: odd, black: 0, where: null, text: `${odd}-0`, option: '--swap' });
  return out;
}

/**
 * The arbiter's pairing as a round pairing (boards in C.04.2 order), checked for completeness: every player the
 * round pairs is in one pair (or the bye) exactly once, and nobody else is. Exit 3 otherwise.
 */
export function manualPairing(o: ManualOptions, state: RoundState, engine: EditionedPairing): EditionedPairing {
  const toPair = new Set<number>(engine.pairs.flatMap((p) => [p.white as number, p.black as number]));
  if (engine.bye !== null) toPair.add(engine.bye);
  const written = o.manual !== undefined ? fromList(o.manual) : o.manualFrom !== undefined ? fromFile(o.manualFrom) : swappedPairs(engine.pairs.map((p) => [p.white as number, p.black as number] as const), engine.bye, o.swap ?? [], toPair, { teams: false, digits: 4, round: engine.round });
  const notPaired = new Set<number>(engine.notPaired);
  const seen = new Set<number>();
  const pairs: Pair[] = [];
  let bye: number | null = null;
  for (const w of written) {
    for (const id of w.black === 0 ? [w.white] : [w.white, w.black]) {
      if (seen.has(id)) refuse(w, `${id} is in two pairs`);
      seen.add(id);
      if (notPaired.has(id)) refuse(w, `${id} is not to be paired in round ${state.round} (a declared bye, an absence or a withdrawal: see \`swisspair pair\`'s "Not paired")`);
      if (!toPair.has(id)) refuse(w, `there is no player ${id} in the file`);
    }
    if (w.black === 0) {
      if (bye !== null) refuse(w, 'a second pairing-allocated bye');
      bye = w.white;
    } else {
      pairs.push({ white: playerId(w.white), black: playerId(w.black) });
    }
  }
  const left = [...toPair].filter((id) => !seen.has(id)).sort((a, b) => a - b);
  if (left.length === 1 && bye === null) bye = left[0]!;
  else if (left.length > 0) {
    throw new ArgumentError(`the manual pairing leaves ${left.join(', ')} without a game; pair ${left.length === 1 ? 'him' : 'them'} (N-0 gives the pairing-allocated bye), or declare a bye first (\`swisspair bye\`)`);
  }
  if ((toPair.size % 2 === 1) !== (bye !== null)) throw new ArgumentError(`round ${state.round} pairs ${toPair.size} players: ${toPair.size % 2 === 1 ? 'one' : 'none'} of them gets the pairing-allocated bye`);
  return { ...engine, pairs: boardOrderOf(pairs, state.players), bye: bye === null ? null : playerId(bye) };
}

function summary(p: { pairs: readonly Pair[]; bye: PlayerId | null }): PairingSummary {
  return { pairs: p.pairs.map((x) => [x.white, x.black] as const).sort((a, b) => a[0] - b[0]), bye: p.bye };
}

/** What the arbiter's pairing loses: `check`'s reason, and every quality criterion lost, bracket by bracket. */
export interface ManualJudgement {
  readonly reason: Reason;
  readonly losses: readonly Loss[];
}

/**
 * The arbiter's pairing against the rules: an absolute criterion it breaks is thrown (exit 3); otherwise the
 * reason `check` would give for the round and every criterion lost (null when it is the engine's pairing).
 */
export function judgeManual(state: RoundState, manual: EditionedPairing, engine: EditionedPairing, unratedRating?: number): ManualJudgement | null {
  const system = systemById(manual.edition.system);
  const evaluator = system.reasons?.(manual.edition, unratedRating === undefined ? {} : { unratedRating });
  // Without the system's criteria the absolute ones cannot be checked: no manual pairing is written unchecked.
  if (evaluator === undefined) throw new ArgumentError(`--manual: the ${system.label} system cannot check a pairing against its criteria`);
  const edited = stateForEdition(state, manual.edition);
  const file = summary(manual);
  const absolute = absoluteBreach(edited, file, evaluator.absolute(edited));
  if (absolute !== null) {
    throw new InputError([{ position: null, message: `the manual pairing breaks an absolute criterion: ${absolute.text}; nothing written`, expected: 'a pairing that keeps the absolute criteria' }]);
  }
  const rules = summary(engine);
  const same = file.bye === rules.bye && file.pairs.length === rules.pairs.length && file.pairs.every(([w, b], i) => rules.pairs[i]![0] === w && rules.pairs[i]![1] === b);
  if (same) return null;
  const reason = explainRound(evaluator, edited, file, { summary: rules, pairing: engine });
  if (reason === null) return null;
  const brackets = evaluator.bracketLosses?.(edited, file, engine) ?? [];
  // Colours are allocated after the brackets: a pair both pairings make, coloured the other way, is lost too.
  const { subject, neitherPlayed } = evaluator.subjects(edited);
  const colours = rules.pairs
    .map((pair) => colourReason(file, { pairs: [pair], bye: null }, subject, evaluator.colours, neitherPlayed))
    .filter((r): r is Reason => r !== null)
    .map((r, i): Loss => ({ ...r, deciding: reason.kind === 'colour' && i === 0 }));
  return { reason, losses: [...brackets, ...colours] };
}

/**
 * The warning lines for a judged manual pairing: check's reason alone when no quality criterion is lost (colours,
 * generation order), else one line per criterion lost, the deciding one (check's reason) first.
 */
export function manualWarnings(round: number, j: ManualJudgement | null): string[] {
  const head = `manual pairing of round ${round}: `;
  if (j === null) return [`${head}the engine's pairing (nothing exchanged)`];
  const { reason, losses } = j;
  const lines = losses.some((l) => l.deciding) ? [] : [`${head}differs from the engine's pairing (${reason.kind}): ${reason.text}`];
  for (const l of losses) lines.push(l.deciding ? `${head}differs from the engine's pairing (${l.kind}): ${l.text} (deciding)` : `${head}also loses on ${l.text}`);
  return lines;
}
