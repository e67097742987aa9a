/**
 * Reading an edited file back checks only the games the edit can have changed (src/trf/editCheck.ts). It must
 * refuse exactly when the whole check would: generated tournaments (consistent), random edits of their player
 * lines (blocks rewritten with any opponent, colour and result, both sides of a game changed together or one side
 * only, lines removed, doubled, renumbered, a round added to one line or to all, a whole round paired as pair -o
 * appends it, sound or with one fault), read back with the document before the edit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, generateTournament } from '../../src/generate/generate.js';
import { checkConsistency } from '../../src/trf/consistency.js';
import { hasConsistencyError } from '../../src/trf/editCheck.js';
import { readTrf } from '../../src/trf/parse.js';
import { slotColumn } from '../../src/trf/player.js';
import { TrfParseError } from '../../src/errors.js';
import { writeTrf } from '../../src/trf/write.js';

const SEED = 16_0009;
const RUNS = Number(process.env.SWISSPAIR_PROPERTY_RUNS ?? 200);
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A few consistent tournaments: byes, forfeits, withdrawals and late entries in some. */
const BASES = [
  { players: 9, rounds: 3, seed: 1 },
  { players: 12, rounds: 4, seed: 2, forfeitRate: 0.2, halfPointByeRate: 0.1 },
  { players: 11, rounds: 5, seed: 3, absenceRate: 0.1, withdrawalRate: 0.2, lateEntryRate: 0.2 },
].map((c) => writeTrf(generateTournament({ ...DEFAULT_CONFIG, ...c, edition: '2017' })));

const pad = (n: number): string => String(n).padStart(4);
const block = fc.record({
  opponent: fc.integer({ min: 0, max: 14 }),
  colour: fc.constantFrom('w', 'b', '-'),
  result: fc.constantFrom('1', '0', '=', '+', '-', 'W', 'D', 'L', 'H', 'F', 'U', 'Z', ' '),
});
const PAIRS = [['1', '0'], ['0', '1'], ['=', '='], ['+', '-'], ['-', '+'], ['-', '-'], ['=', '0'], [' ', ' ']] as const;

type Edit =
  | { kind: 'block'; line: number; round: number; opponent: number; colour: string; result: string }
  | { kind: 'game'; line: number; round: number; pair: number }
  | { kind: 'remove' | 'double'; line: number }
  | { kind: 'renumber'; line: number; rank: number }
  | { kind: 'extend'; line: number; opponent: number; colour: string; result: string }
  | { kind: 'extendAll'; result: string }
  | { kind: 'pairAll'; seed: number; pair: number; fault: Fault }
  | { kind: 'result'; line: number; round: number; result: string }
  | { kind: 'unpair'; line: number; round: number };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.tuple(fc.nat(), fc.nat(), block).map(([line, round, b]): Edit => ({ kind: 'block', line, round, ...b })),
  fc.record({ kind: fc.constant('game' as const), line: fc.nat(), round: fc.nat(), pair: fc.nat() }),
  fc.record({ kind: fc.constantFrom('remove' as const, 'double' as const), line: fc.nat() }),
  fc.record({ kind: fc.constant('renumber' as const), line: fc.nat(), rank: fc.integer({ min: 1, max: 14 }) }),
  // A round added to one line, or to every line (as pair -o does): the old blocks are kept (extendPlayer).
  fc.tuple(fc.nat(), block).map(([line, b]): Edit => ({ kind: 'extend', line, ...b })),
  fc.record({ kind: fc.constant('extendAll' as const), result: fc.constantFrom('Z', 'H', 'U', ' ') }),
  // A whole round appended as pair -o writes it (games on every line, the odd player's PAB), sound or with a fault.
  fc.record({ kind: fc.constant('pairAll' as const), seed: fc.nat(), pair: fc.nat(), fault: fc.constantFrom<Fault>('none', 'none', 'opponent', 'colour', 'result', 'pab', 'self', 'missing') }),
  // One side of a game: its result alone changed, or the game replaced by a zero-point bye.
  fc.record({ kind: fc.constant('result' as const), line: fc.nat(), round: fc.nat(), result: fc.constantFrom('1', '0', '=', '+', '-', ' ') }),
  fc.record({ kind: fc.constant('unpair' as const), line: fc.nat(), round: fc.nat() }),
);

const setBlock = (line: string, round: number, text: string): string => {
  const at = slotColumn(round) + 1; // 0-based start of the block (after the two separator blanks)
  return line.padEnd(at + 8).slice(0, at) + text + line.slice(at + 8);
};

/** What goes wrong in an appended round: nothing, one side's opponent, colour or result, a second PAB, a player paired with himself, a line left without the round. */
type Fault = 'none' | 'opponent' | 'colour' | 'result' | 'pab' | 'self' | 'missing';

/**
 * A round added to every player line, as pair -o adds one: the players paired in an order drawn from `seed`
 * (white first), results from PAIRS (or open), the odd one out given the PAB; then `fault` applied to one line.
 */
function pairAll(lines: string[], seed: number, pair: number, fault: Fault): string[] {
  const players = lines.map((l, i) => (l.startsWith('001') ? i : -1)).filter((i) => i >= 0);
  const order = [...players];
  let x = seed + 1;
  for (let i = order.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const j = x % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const rank = (i: number): number => Number(lines[i]!.slice(4, 8));
  const slot = new Map<number, string>();
  const [mine, theirs] = PAIRS[pair % PAIRS.length]!;
  for (let k = 0; k + 1 < order.length; k += 2) {
    const [w, b] = [order[k]!, order[k + 1]!];
    slot.set(w, `${pad(rank(b))} w ${mine}`);
    slot.set(b, `${pad(rank(w))} b ${theirs}`);
  }
  if (order.length % 2 === 1) slot.set(order[order.length - 1]!, '0000 - U');
  const victim = order[seed % order.length]!;
  const block = slot.get(victim)!;
  if (fault === 'opponent') slot.set(victim, `${pad((Number(block.slice(0, 4)) % 14) + 1)}${block.slice(4)}`);
  if (fault === 'colour') slot.set(victim, `${block.slice(0, 5)}${block[5] === 'w' ? 'b' : 'w'}${block.slice(6)}`);
  if (fault === 'result') slot.set(victim, `${block.slice(0, 7)}${block[7] === '1' ? '=' : '1'}`);
  if (fault === 'pab') slot.set(victim, '0000 - U');
  if (fault === 'self') slot.set(victim, `${pad(rank(victim))}${block.slice(4)}`);
  return lines.map((l, i) => {
    if (!slot.has(i) || (fault === 'missing' && i === victim)) return l;
    // Open results are written without their trailing blank, as pair -o writes them.
    const rounds = Math.max(0, Math.floor((l.length - 80) / 10));
    return `${l.padEnd(slotColumn(rounds + 1) - 1)}  ${slot.get(i)!}`.trimEnd();
  });
}

/** Applies an edit to the lines of a TRF text. */
function apply(lines: string[], e: Edit): string[] {
  if (e.kind === 'extendAll') return lines.map((l) => (l.startsWith('001') ? `${l}  0000 - ${e.result}` : l));
  if (e.kind === 'pairAll') return pairAll(lines, e.seed, e.pair, e.fault);
  const players = lines.map((l, i) => (l.startsWith('001') ? i : -1)).filter((i) => i >= 0);
  const index = players[e.line % players.length]!;
  const line = lines[index]!;
  const out = [...lines];
  const rounds = Math.max(1, Math.floor((line.length - 89) / 10));
  switch (e.kind) {
    case 'block':
      out[index] = setBlock(line, (e.round % (rounds + 1)) + 1, `${pad(e.opponent)} ${e.colour} ${e.result}`);
      break;
    case 'game': {
      // Both sides of a game rewritten together: a result the check accepts, or a blank one.
      const round = (e.round % rounds) + 1;
      const at = slotColumn(round) + 1;
      const opponent = Number(line.slice(at, at + 4));
      const other = lines.findIndex((l) => l.startsWith('001') && Number(l.slice(4, 8)) === opponent);
      if (opponent === 0 || other < 0) break;
      const [mine, theirs] = PAIRS[e.pair % PAIRS.length]!;
      out[index] = line.slice(0, at + 7) + mine + line.slice(at + 8);
      out[other] = lines[other]!.slice(0, at + 7) + theirs + lines[other]!.slice(at + 8);
      break;
    }
    case 'remove':
      out.splice(index, 1);
      break;
    case 'double':
      out.splice(index, 0, line);
      break;
    case 'renumber':
      out[index] = line.slice(0, 4) + pad(e.rank) + line.slice(8);
      break;
    case 'result': {
      const at = slotColumn((e.round % rounds) + 1) + 1;
      out[index] = line.slice(0, at + 7) + e.result + line.slice(at + 8);
      break;
    }
    case 'unpair':
      out[index] = setBlock(line, (e.round % rounds) + 1, '0000 - Z');
      break;
    case 'extend':
      out[index] = `${line}  ${pad(e.opponent)} ${e.colour} ${e.result}`;
      break;
  }
  return out;
}

describe('the consistency check of an edited file', () => {
  it('refuses exactly when the whole check refuses', () => {
    let refused = 0;
    let accepted = 0;
    fc.assert(
      fc.property(fc.nat(), fc.array(edit, { minLength: 1, maxLength: 4 }), (which, edits) => {
        const base = BASES[which % BASES.length]!;
        const previous = readTrf(bytes(base));
        expect(checkConsistency(previous, '-').errors).toEqual([]);
        const text = edits.reduce((lines, e) => apply(lines, e), base.split('\n')).join('\n');
        let doc;
        try {
          doc = readTrf(bytes(text), {}, previous);
        } catch (error) {
          if (error instanceof TrfParseError) return; // a line that does not parse: refused before any check
          throw error;
        }
        const whole = checkConsistency(doc, '-').errors.length > 0;
        if (whole) refused++;
        else accepted++;
        expect(hasConsistencyError(doc, previous, '-')).toBe(whole);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // Both outcomes are exercised.
    expect(refused).toBeGreaterThan(RUNS / 10);
    expect(accepted).toBeGreaterThan(RUNS / 10);
  });

  it('refuses exactly when the whole check refuses a round appended to every line, as pair -o appends one', () => {
    let refused = 0;
    let accepted = 0;
    const pairAllEdit = fc.record({
      seed: fc.nat(),
      pair: fc.nat(),
      fault: fc.constantFrom<Fault>('none', 'none', 'none', 'opponent', 'colour', 'result', 'pab', 'self', 'missing'),
    });
    fc.assert(
      fc.property(fc.nat(), pairAllEdit, fc.option(edit, { nil: undefined }), (which, { seed, pair, fault }, before) => {
        const base = BASES[which % BASES.length]!;
        const previous = readTrf(bytes(base));
        // Found consistent, as a file is when it was loaded: else the whole document is checked.
        expect(checkConsistency(previous, '-').errors).toEqual([]);
        const lines = before === undefined ? base.split('\n') : apply(base.split('\n'), before);
        const text = pairAll(lines, seed, pair, fault).join('\n');
        let doc;
        try {
          doc = readTrf(bytes(text), {}, previous);
        } catch (error) {
          if (error instanceof TrfParseError) return;
          throw error;
        }
        const whole = checkConsistency(doc, '-').errors.length > 0;
        if (whole) refused++;
        else accepted++;
        expect(hasConsistencyError(doc, previous, '-')).toBe(whole);
      }),
      { seed: SEED + 1, numRuns: RUNS },
    );
    expect(refused).toBeGreaterThan(RUNS / 10);
    expect(accepted).toBeGreaterThan(RUNS / 10);
  });

  it('checks the whole document when the one before the edit was not found consistent', () => {
    const previous = readTrf(bytes(BASES[0]!));
    const forged = { ...previous };
    const lines = BASES[0]!.split('\n');
    const i = lines.findIndex((l) => l.startsWith('001'));
    const broken = [...lines];
    broken[i] = setBlock(lines[i]!, 1, '  99 w 1');
    const doc = readTrf(bytes(broken.join('\n')), {}, previous);
    expect(hasConsistencyError(doc, forged, '-')).toBe(true);
    expect(hasConsistencyError(doc, undefined, '-')).toBe(true);
  });
});
