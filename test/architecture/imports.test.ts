/**
 * The shape of src/ (docs/architecture.md): no import circle, and every import pointing inward along the layers
 * cli -> index.ts -> api -> check/standings/generate/print -> systems -> matching -> model -> trf, matching used by systems
 * only. `scripts/imports` prints the same graph.
 */
import { describe, expect, it } from 'vitest';
import { circles, importGraph, importsOf, layerBreaches } from '../../scripts/importGraph.js';

describe('imports of src', () => {
  const graph = importGraph('src');

  it('reads every kind of relative import, and no specifier in a comment', () => {
    const text = [
      "import { a } from './a.js';",
      "import type { B } from '../b/b.js';",
      "export * from './c.js';",
      "export { d, type D } from './d.js';",
      "import './side.js';",
      "const e = await import('./e.js');",
      "import { x } from 'node:fs';",
      "// import { f } from './f.js';",
      "/* export * from './g.js'; */",
    ].join('\n');
    expect(importsOf(text, 'src/x/y.ts', 'src')).toEqual(['b/b.ts', 'x/a.ts', 'x/c.ts', 'x/d.ts', 'x/e.ts', 'x/side.ts']);
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('systems/index.ts')).toContain('systems/registry.ts');
  });

  it('finds a circle when there is one, and none in src', () => {
    const cyclic = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['d.ts']],
      ['e.ts', ['a.ts']],
    ]);
    expect(circles(cyclic)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['d.ts']]);
    expect(circles(graph)).toEqual([]);
  });

  it('every import points inward: no layer imports an outer one, matching is for systems only', () => {
    const wrong = new Map([
      ['model/x.ts', ['systems/y.ts']],
      ['check/x.ts', ['matching/y.ts']],
      ['trf/x.ts', ['cli/main.ts']],
      ['systems/x.ts', ['matching/y.ts', 'model/z.ts', 'errors.ts']],
    ]);
    expect(layerBreaches(wrong).map((b) => b.split(':')[0])).toEqual(['check/x.ts -> matching/y.ts', 'model/x.ts -> systems/y.ts', 'trf/x.ts -> cli/main.ts']);
    expect(layerBreaches(graph)).toEqual([]);
  });
});
