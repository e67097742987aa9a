import { describe, expect, it } from 'vitest';
import { WeightLayout } from '../../src/systems/shared/weightLayout.js';

describe('WeightLayout', () => {
  const layout = new WeightLayout([
    { name: 'c5', bound: 10 },
    ...[30, 20, 10].map((v) => ({ name: `c6:${v}`, bound: 10 })),
    { name: 'tie', bound: 10 },
  ]);

  it('orders packed totals as the fields, most important first', () => {
    const a = new Float64Array(layout.words);
    const b = new Float64Array(layout.words);
    // a: one more c5, far fewer of every lower field; b must lose.
    WeightLayout.add(a, 0, layout.slot('c5'), 1);
    WeightLayout.add(a, 0, layout.slot('c6:30'), -10);
    WeightLayout.add(b, 0, layout.slot('c6:30'), 10);
    WeightLayout.add(b, 0, layout.slot('tie'), 10);
    const compare = (x: Float64Array, y: Float64Array): number => {
      for (let k = 0; k < layout.words; k++) if (x[k] !== y[k]) return x[k]! - y[k]!;
      return 0;
    };
    expect(compare(a, b)).toBeGreaterThan(0);
  });

  it('family(prefix) gives, by number, the slot that slot(prefix + number) gives, and refuses an unknown one alike', () => {
    const c6 = layout.family('c6:');
    for (const v of [30, 20, 10, 20]) expect(c6(v)).toBe(layout.slot(`c6:${v}`));
    expect(() => c6(15)).toThrow(/unknown field c6:15/);
    expect(() => layout.slot('c6:15')).toThrow(/unknown field c6:15/);
  });
});
