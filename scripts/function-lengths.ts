/**
 * `scripts/function-lengths [--over N] [--top K] [DIR...]`: the longest functions under DIR (default src), in lines
 * from the line of their start to the line of their end (a function nested in another counts in both, and alone).
 * The style asks for no function over about 120 lines. O(size of the sources).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export interface FunctionLength {
  readonly file: string;
  readonly name: string;
  readonly line: number;
  readonly lines: number;
}

function tsFiles(dir: string): string[] {
  if (!statSync(dir).isDirectory()) return dir.endsWith('.ts') ? [dir] : [];
  return readdirSync(dir)
    .sort()
    .flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? tsFiles(p) : n.endsWith('.ts') && !n.endsWith('.d.ts') ? [p] : [];
    });
}

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isGetAccessor(node)) && node.name !== undefined) return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent !== undefined && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))) return parent.name.getText();
  return '(anonymous)';
}

/** Every function of the files under `dirs`, longest first. */
export function functionLengths(dirs: readonly string[]): FunctionLength[] {
  const out: FunctionLength[] = [];
  for (const file of dirs.flatMap(tsFiles)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        out.push({ file, name: nameOf(node), line: start + 1, lines: end - start + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);
}

const isMain = process.argv[1] !== undefined && /function-lengths(\.js)?$/.test(process.argv[1]);
if (isMain) {
  const args = process.argv.slice(2);
  const value = (flag: string, fallback: number): number => {
    const i = args.indexOf(flag);
    return i >= 0 ? Number(args.splice(i, 2)[1]) : fallback;
  };
  const over = value('--over', 0);
  const top = value('--top', 20);
  const list = functionLengths(args.length > 0 ? args : ['src']).filter((f) => f.lines > over);
  for (const f of list.slice(0, top)) process.stdout.write(`${String(f.lines).padStart(5)}  ${f.file}:${f.line}  ${f.name}\n`);
  if (over > 0) process.exitCode = list.length > 0 ? 1 : 0;
}
