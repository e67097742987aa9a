/**
 * `scripts/imports [--modules]`: the import graph of src/ (scripts/importGraph.ts): the edges between its folders
 * with their counts, every circle, and every import against the layers; `--modules` lists each module's imports.
 * Exit 1 when there is a circle or a wrong direction (test/architecture/imports.test.ts fails on the same).
 */
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { circles, folderEdges, importGraph, layerBreaches, LAYERS } from './importGraph.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src');
const graph = importGraph(root);
const lines: string[] = [];
lines.push(`src/: ${graph.size} modules, ${[...graph.values()].reduce((n, l) => n + l.length, 0)} imports`);
lines.push(`layers (outermost first): ${LAYERS.map((l) => l.join('/')).join(' -> ')}`, '', 'folder -> folder (imports):');
for (const e of folderEdges(graph)) lines.push(`  ${e}`);
if (process.argv.includes('--modules')) {
  lines.push('', 'modules:');
  for (const [m, imports] of graph) lines.push(`  ${m}${imports.length === 0 ? '' : ` -> ${imports.join(', ')}`}`);
}
const found = circles(graph);
const breaches = layerBreaches(graph);
lines.push('', `circles: ${found.length}`);
for (const c of found) lines.push(`  ${c.join(' <-> ')}`);
lines.push(`imports against the layers: ${breaches.length}`);
for (const b of breaches) lines.push(`  ${b}`);
process.stdout.write(lines.join('\n') + '\n');
process.exitCode = found.length > 0 || breaches.length > 0 ? 1 : 0;
