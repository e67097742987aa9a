/**
 * Warnings a person reads (issue 16.7): warnings of one kind over many lines (a points column that disagrees on
 * 18 lines) are one line, the first of them with the count of the others; `--verbose` lists every one.
 */
import { formatDiagnostic, type Diagnostic } from '../errors.js';

/** What makes two warnings the same kind: the message without its numbers, quoted text and parenthesised names. */
export function warningKind(d: Diagnostic): string {
  return d.message.replace(/"[^"]*"|\([^)]*\)|\d+(\.\d+)?/g, '#');
}

/** The lines to print: one per kind (first occurrence, with the count of the others), or one per warning. */
export function warningLines(diagnostics: readonly Diagnostic[], verbose: boolean): string[] {
  if (verbose) return diagnostics.map(formatDiagnostic);
  const groups = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const kind = warningKind(d);
    const group = groups.get(kind);
    if (group === undefined) groups.set(kind, [d]);
    else group.push(d);
  }
  return [...groups.values()].map((g) => {
    const more = g.length - 1;
    return formatDiagnostic(g[0]!) + (more === 0 ? '' : ` (and ${more} more like it on other lines; --verbose lists them)`);
  });
}
