/**
 * The library runs in a browser (issue 34 item 3): no module the public API (src/index.ts and the package's other entries) reaches imports a
 * `node:` module or a package, or names a Node global (Buffer, process, require, ...). Walks the static imports
 * from src/index.ts; comments and string literals are blanked first, so a comment may still say "process".
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
const NODE_GLOBALS = ['Buffer', 'process', 'require', '__dirname', '__filename', 'global', 'setImmediate', 'module'];

/** The source with comments and string / template literal text replaced by spaces (template `${}` kept). */
export function codeOnly(source: string): string {
  let out = '';
  let i = 0;
  const templates: number[] = []; // brace depth at which each open template's `${` started
  let depth = 0;
  const skipString = (quote: string): void => {
    i++;
    while (i < source.length && source[i] !== quote) i += source[i] === '\\' ? 2 : 1;
    i++;
    out += ' ';
  };
  const skipTemplate = (): void => {
    while (i < source.length && source[i] !== '`') {
      if (source[i] === '\\') i += 2;
      else if (source[i] === '$' && source[i + 1] === '{') {
        templates.push(depth);
        depth++;
        i += 2;
        return;
      } else i++;
    }
    i++;
  };
  while (i < source.length) {
    const c = source[i]!;
    if (c === '/' && source[i + 1] === '/') while (i < source.length && source[i] !== '\n') i++;
    else if (c === '/' && source[i + 1] === '*') i = source.indexOf('*/', i + 2) + 2;
    else if (c === "'" || c === '"') skipString(c);
    else if (c === '`') { i++; out += ' '; skipTemplate(); }
    else if (c === '{') { depth++; out += c; i++; }
    else if (c === '}') {
      depth--;
      i++;
      if (templates.length > 0 && templates[templates.length - 1] === depth) { templates.pop(); skipTemplate(); } else out += c;
    } else { out += c; i++; }
  }
  return out;
}

/** Every module reachable from the entries by static import / export-from, with its specifiers. */
function reachable(entries: readonly string[]): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const todo = [...entries];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    const source = readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]/gms)]
      .map((m) => m[1] ?? m[2] ?? m[3]!);
    seen.set(file, specifiers);
    for (const s of specifiers) if (s.startsWith('.')) todo.push(join(dirname(file), s.replace(/\.js$/, '.ts')));
  }
  return seen;
}

describe('the public API reaches no Node module and no Node global', () => {
  // The package's entries (`swisspair`, `swisspair/print`, `/team`, `/generate`, `/roundrobin`); and what the page (web/app.ts) reads beside them.
  const entries = ['src/index.ts', 'src/print/index.ts', 'src/api/team.ts', 'src/generate/index.ts', 'src/api/roundRobin.ts', 'web/app.ts'];
  const modules = reachable(entries.map((f) => join(root, f)));

  it('walks the library, not the CLI', () => {
    const files = [...modules.keys()].map((f) => relative(root, f));
    expect(files.length).toBeGreaterThan(40);
    expect(files.filter((f) => f.startsWith('src/cli/'))).toEqual([]);
    expect(files).toContain('src/print/index.ts');
  });

  it('imports only its own modules (no node:, no package)', () => {
    const outside = [...modules].flatMap(([file, specifiers]) => specifiers.filter((s) => !s.startsWith('.')).map((s) => `${relative(root, file)}: ${s}`));
    // (web/app.ts names DOM globals, which a browser has; the Node globals below are what it must not name.)
    expect(outside).toEqual([]);
  });

  it('names no Node global', () => {
    const pattern = new RegExp(`(?<![.\\w$])(${NODE_GLOBALS.join('|')})(?![\\w$])(?!\\s*:)`, 'g');
    const found = [...modules.keys()].flatMap((file) => {
      const code = codeOnly(readFileSync(file, 'utf8'));
      return [...code.matchAll(pattern)].map((m) => `${relative(root, file)}: ${m[1]}`);
    });
    expect(found).toEqual([]);
  });

  it('the scan sees what it must (a global in code, not in a comment or a string)', () => {
    const code = codeOnly("// process\nconst a = 'Buffer'; const b = `x${Buffer.from('y')}z`; /* require */ process.exit();");
    expect(code).toContain('Buffer.from');
    expect(code).toContain('process.exit');
    expect(code).not.toContain('require');
    expect(code.match(/Buffer/g)).toHaveLength(1);
  });
});
