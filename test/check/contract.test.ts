/**
 * docs/check.md is the contract of `check --json`: its example is what the program prints, and every field the
 * program writes is in its table (a new or renamed field fails here until the document says what it means).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { handRound } from '../support/handRound.js';

const doc = readFileSync('docs/check.md', 'utf8');
const section = doc.slice(doc.indexOf('## JSON contract'), doc.indexOf('## JUnit'));

/** The field names of the table's first column. */
const documented = new Set([...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!));

/** Field paths of a JSON value, arrays as `[]`; pairings and reasons under their own names as in the table. */
function paths(value: unknown, prefix: string, out: Set<string>): void {
  if (Array.isArray(value)) {
    for (const v of value) paths(v, `${prefix}[]`, out);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value)) {
    const p = prefix === '' ? k : `${prefix}.${k}`;
    if (/rounds\[\]\.(expected|actual)$/.test(p)) {
      out.add(p);
      for (const pk of Object.keys((v ?? {}) as object)) out.add(`pairing.${pk}`);
      continue;
    }
    if (/rounds\[\]\.reason$/.test(p)) {
      out.add(p);
      for (const rk of Object.keys(v as object)) out.add(`reason.${rk}`);
      continue;
    }
    if (p === 'summary') {
      out.add(p);
      continue;
    }
    out.add(p);
    paths(v, p, out);
  }
}

describe('docs/check.md', () => {
  it('the example is what `check --json` prints for the command the document gives', () => {
    const command = /Example: `swisspair (check [^`]+)`/.exec(section)![1]!.split(' ');
    const example = /```json\n([\s\S]*?)\n```/.exec(section)![1]!;
    const r = cli(command);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(example));
  });

  it('every field the program writes is documented', () => {
    const hand = handRound('samples/worked-example-after-round-3.trf', 4, [[6, 2], [4, 5], [3, 1], [11, 7], [10, 14], [8, 9], [13, 12]]);
    const outputs = [
      cli(['check', '--json', '--edition', '2017', 'test/fixtures/check/worked-example-round-4-by-hand.trf', 'samples/worked-example-complete.trf', 'no-such-file.trf']).stdout,
      cli(['check', '--json', '--edition', '2017', '-'], hand).stdout,
      cli(['check', '--json', '--edition', '2026', '-'], hand).stdout,
      // Written ranks are starting ranks: most do not follow the list, two ties (9-10, 13-16) by BH/C1 alone.
      cli(['check', '--json', '--standings-only', '--tiebreaks', 'BH/C1', 'test/fixtures/corpus/dutch/d17-small-98.trf']).stdout,
    ];
    const seen = new Set<string>();
    for (const o of outputs) paths(JSON.parse(o), '', seen);
    const missing = [...seen].filter((p) => !documented.has(p));
    expect(missing).toEqual([]);
    for (const needed of ['files[].error', 'reason.kind', 'reason.values', 'files[].edition.source', 'pairing.bye', 'files[].standings.differences[].tiebreak.code', 'files[].standings.differences[].rulesRankTo']) expect(seen).toContain(needed);
  });
});
