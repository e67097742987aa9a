/**
 * `--team-colours a|b|none` and `--team-score mp|gp`, read the same way by `pair`, `new --teams` and
 * `generate --teams`: each overrides one part of a C.04.6 variant (the file's, or the default).
 */
import { ArgumentError } from '../errors.js';
import type { TeamVariant } from '../model/teamVariant.js';

export interface TeamVariantOptions {
  readonly teamColours?: string;
  readonly teamScore?: string;
}

/** `base` with the parts the options name; a value outside the choices is an argument error (exit 3). */
export function withVariantOptions(base: TeamVariant, o: TeamVariantOptions): TeamVariant {
  let v = base;
  if (o.teamColours !== undefined) {
    if (o.teamColours !== 'a' && o.teamColours !== 'b' && o.teamColours !== 'none') throw new ArgumentError(`--team-colours expects a, b or none, got "${o.teamColours}"`);
    v = { ...v, colours: o.teamColours };
  }
  if (o.teamScore !== undefined) {
    if (o.teamScore !== 'mp' && o.teamScore !== 'gp') throw new ArgumentError(`--team-score expects mp or gp, got "${o.teamScore}"`);
    v = { ...v, primary: o.teamScore };
  }
  return v;
}
