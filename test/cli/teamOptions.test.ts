import { describe, expect, it } from 'vitest';
import { withVariantOptions } from '../../src/cli/teamOptions.js';
import { ArgumentError } from '../../src/errors.js';
import { DEFAULT_TEAM_VARIANT } from '../../src/model/teamVariant.js';

describe('--team-colours / --team-score (pair, new --teams, generate --teams)', () => {
  it('override one part of the variant each, and leave the rest', () => {
    const v = withVariantOptions(DEFAULT_TEAM_VARIANT, { teamColours: 'b', teamScore: 'gp' });
    expect(v).toEqual({ ...DEFAULT_TEAM_VARIANT, colours: 'b', primary: 'gp' });
    expect(withVariantOptions(DEFAULT_TEAM_VARIANT, {})).toBe(DEFAULT_TEAM_VARIANT);
  });

  it('a value outside the choices is an argument error naming the option', () => {
    expect(() => withVariantOptions(DEFAULT_TEAM_VARIANT, { teamColours: 'x' })).toThrow(ArgumentError);
    expect(() => withVariantOptions(DEFAULT_TEAM_VARIANT, { teamColours: 'x' })).toThrow('--team-colours expects a, b or none, got "x"');
    expect(() => withVariantOptions(DEFAULT_TEAM_VARIANT, { teamScore: 'pts' })).toThrow('--team-score expects mp or gp, got "pts"');
  });
});
