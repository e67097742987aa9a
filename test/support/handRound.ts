/** Writes a round "by hand" into a TRF file (games without results, as `pair -o` writes them), for check tests. */
import { readFileSync } from 'node:fs';
import { encodeTrf, readTrf, type RoundBlock } from '../../src/trf/index.js';
import { writeRound } from '../../src/trf/edit.js';

/** The text of `path` with round `round` set to `pairs` ([white, black]) and `bye` (a PAB), results open. */
export function handRound(
  path: string,
  round: number,
  pairs: readonly (readonly [number, number])[],
  bye: number | null = null,
  options: { readonly absent?: readonly number[]; readonly results?: boolean; readonly extra?: string } = {},
): string {
  const doc = readTrf(readFileSync(path), { fileName: path, encoding: 'utf-8' });
  const blocks = new Map<number, RoundBlock>();
  for (const [w, b] of pairs) {
    // With results: white wins every game.
    blocks.set(w, { opponent: b, colour: 'w', result: options.results === true ? '1' : null, blank: false });
    blocks.set(b, { opponent: w, colour: 'b', result: options.results === true ? '0' : null, blank: false });
  }
  if (bye !== null) blocks.set(bye, { opponent: null, colour: null, result: 'U', blank: false });
  for (const a of options.absent ?? []) blocks.set(a, { opponent: null, colour: null, result: 'Z', blank: false });
  return new TextDecoder().decode(encodeTrf(writeRound(doc, round, { blocks }))) + (options.extra ?? '');
}
