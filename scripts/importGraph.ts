/**
 * The import graph of src/: every module's relative imports (static `import`/`export ... from`, type-only ones
 * too, and dynamic `import('...')`), its circles (strongly connected components of more than one module, or a
 * module importing itself), and the imports that go against the layers of docs/architecture.md. Used by
 * scripts/imports (prints it) and test/architecture/imports.test.ts (fails on a circle or a wrong direction).
 * O(files + imports).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

export type Graph = ReadonlyMap<string, readonly string[]>;

function tsFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? tsFiles(path) : name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path] : [];
    });
}

const SPECIFIER = /(?:\bimport\s*(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?|\bexport\s*(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s*from\s+|\bimport\s*\(\s*)['"]([^'"]+)['"]/g;

/** The relative modules `text` imports, as paths relative to `root` (`systems/index.ts`). */
export function importsOf(text: string, file: string, root: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const out = new Set<string>();
  for (const m of code.matchAll(SPECIFIER)) {
    const spec = m[1]!;
    if (!spec.startsWith('.')) continue;
    const target = normalize(join(dirname(file), spec)).replace(/\.js$/, '.ts');
    out.add(relative(root, target).split('\\').join('/'));
  }
  return [...out].sort();
}

/** The import graph of every .ts file under `root`, keyed by path relative to it. */
export function importGraph(root: string): Graph {
  const graph = new Map<string, readonly string[]>();
  for (const file of tsFiles(root)) graph.set(relative(root, file).split('\\').join('/'), importsOf(readFileSync(file, 'utf8'), file, root));
  return graph;
}

/** Strongly connected components with a circle in them (Tarjan, iterative), each sorted, largest first. */
export function circles(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = (graph.get(frame.node) ?? []).filter((t) => graph.has(t));
      if (frame.next < edges.length) {
        const to = edges[frame.next++]!;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let x: string;
        do {
          x = stack.pop()!;
          onStack.delete(x);
          component.push(x);
        } while (x !== frame.node);
        if (component.length > 1 || (graph.get(frame.node) ?? []).includes(frame.node)) found.push(component.sort());
      }
    }
  }
  return found.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
}

/**
 * The layer of a module (its top folder under src/): the direction of docs/architecture.md, outermost first.
 * A module may import its own layer's folder and any layer below it; `matching` (graph algorithms, no chess) is
 * for `systems` only; `errors.ts` and `version.ts` are for everyone; `index.ts` (the public API) for nobody.
 */
export const LAYERS: readonly (readonly string[])[] = [['cli'], ['index.ts'], ['api'], ['check', 'standings', 'generate', 'print'], ['systems'], ['matching'], ['model'], ['trf'], ['errors.ts', 'version.ts']];

const folderOf = (module: string): string => module.split('/')[0]!;
const layerOf = (module: string): number => LAYERS.findIndex((l) => l.includes(folderOf(module)));

/** Imports against the layers: `from -> to`, with why. */
export function layerBreaches(graph: Graph): string[] {
  const out: string[] = [];
  for (const [from, imports] of graph) {
    const f = folderOf(from);
    const lf = layerOf(from);
    for (const to of imports) {
      const t = folderOf(to);
      if (t === f) continue;
      const lt = layerOf(to);
      if (lf < 0 || lt < 0) out.push(`${from} -> ${to}: a folder of no layer (add it to LAYERS in scripts/importGraph.ts)`);
      else if (t === 'matching' && f !== 'systems') out.push(`${from} -> ${to}: matching is used by systems only`);
      else if (lt < lf) out.push(`${from} -> ${to}: ${f} may not import ${t} (dependencies point inward: ${LAYERS.map((l) => l.join('/')).join(' -> ')})`);
    }
  }
  return out.sort();
}

/** Import edges between top folders, with their counts ("systems -> model 57"). */
export function folderEdges(graph: Graph): string[] {
  const counts = new Map<string, number>();
  for (const [from, imports] of graph) {
    for (const to of imports) {
      if (folderOf(from) === folderOf(to)) continue;
      const key = `${folderOf(from)} -> ${folderOf(to)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => layerOf(a[0].split(' ')[0]!) - layerOf(b[0].split(' ')[0]!) || a[0].localeCompare(b[0])).map(([k, n]) => `${k} ${n}`);
}
