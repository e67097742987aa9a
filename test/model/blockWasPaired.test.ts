/** blockWasPaired reads a round block as wasPaired(outcomeOf(block)) does, without making the outcome. */
import { describe, expect, it } from 'vitest';
import { blockWasPaired, outcomeOf, wasPaired } from '../../src/model/tournament.js';
import type { ColourCode, ResultCode, RoundBlock } from '../../src/trf/types.js';

const RESULTS: (ResultCode | null)[] = ['1', '0', '=', 'W', 'D', 'L', '+', '-', 'H', 'F', 'U', 'Z', null];
const COLOURS: (ColourCode | null)[] = ['w', 'b', null];

describe('blockWasPaired', () => {
  it('agrees with wasPaired(outcomeOf(block)) on every block', () => {
    const blocks: (RoundBlock | undefined)[] = [undefined];
    for (const opponent of [null, 7]) {
      for (const colour of COLOURS) for (const result of RESULTS) for (const blank of [false, true]) blocks.push({ opponent, colour, result, blank });
    }
    for (const block of blocks) expect(blockWasPaired(block)).toBe(wasPaired(outcomeOf(block)));
  });
});
