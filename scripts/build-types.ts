/**
 * scripts/build-types (run by `npm run build`, after tsc): the library's declarations for CommonJS consumers.
 * A project with `"module": "node16"` (or nodenext) whose files are CommonJS cannot import the ES module
 * declarations of dist/src (TS1479); node 20.19 and later `require()` the ES modules themselves. So the
 * `require` condition of package.json's `exports` points at dist/cjs: the same declarations under a package.json
 * that says `commonjs`, which TypeScript then reads as CommonJS ones. The CLI's declarations (src/cli imports
 * commander, a devDependency) are in neither published tree: package.json `files` leaves dist/src/cli out.
 * O(declaration files).
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const from = join(root, 'dist', 'src');
const to = join(root, 'dist', 'cjs');

function declarations(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === join(from, 'cli') ? [] : declarations(path);
    return name.endsWith('.d.ts') ? [path] : [];
  });
}

rmSync(to, { recursive: true, force: true });
const files = declarations(from);
for (const file of files) {
  const target = join(to, relative(from, file));
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(file, target);
}
writeFileSync(join(to, 'package.json'), '{ "type": "commonjs" }\n');
process.stdout.write(`dist/cjs: ${files.length} declaration files for CommonJS consumers\n`);
