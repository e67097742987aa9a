/** The fast reading of a round slot (wellFormedBlock) must agree with the checking one (parseSlot) on every slot. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSlot, slotColumn, wellFormedBlock } from '../../src/trf/player.js';

// Characters a slot holds, valid or not: blanks, digits, colours, result codes in both cases, and some strays.
const slotChar = fc.constantFrom(' ', ' ', ' ', '0', '1', '2', '9', 'w', 'B', 'b', '-', '=', 'W', 'd', 'L', '+', 'h', 'F', 'U', 'z', 'x', '.', '\t');
const slot = fc.array(slotChar, { minLength: 0, maxLength: 11 }).map((cs) => cs.join(''));

describe('wellFormedBlock', () => {
  it('returns what parseSlot returns, or null when the slot is not complete and valid', () => {
    fc.assert(
      fc.property(slot, fc.integer({ min: 1, max: 3 }), (text, round) => {
        const line = ' '.repeat(slotColumn(round) - 1) + text;
        const fast = wellFormedBlock(line, slotColumn(round));
        const slow = parseSlot(line, slotColumn(round), round);
        if (fast === null) {
          // Only an incomplete slot or an invalid one is left to the checking path.
          expect(text.length < 10 || !('block' in slow)).toBe(true);
        } else {
          expect(slow).toEqual({ block: fast });
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('reads the last slot of a line cut short (trailing blanks trimmed) as parseSlot reads it, once padded', () => {
    fc.assert(
      fc.property(fc.array(slotChar, { minLength: 3, maxLength: 9 }).map((cs) => cs.join('')), (text) => {
        const line = ' '.repeat(slotColumn(2) - 1) + text;
        const fast = wellFormedBlock(text.padEnd(10), 1);
        if (fast !== null) expect(parseSlot(line, slotColumn(2), 2)).toEqual({ block: fast });
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the common blocks', () => {
    const at = (text: string) => wellFormedBlock(text, 1);
    expect(at('    12 w 1')).toEqual({ opponent: 12, colour: 'w', result: '1', blank: false });
    expect(at('  0000 - U')).toEqual({ opponent: null, colour: null, result: 'U', blank: false });
    expect(at('  0000    ')).toEqual({ opponent: null, colour: null, result: null, blank: false });
    expect(at('          ')).toEqual({ opponent: null, colour: null, result: null, blank: true });
    expect(at('   12  w 1')).toBeNull();
    expect(at('    12 w')).toBeNull();
  });
});
