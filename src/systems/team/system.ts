/**
 * The C.04.6 (2026) Swiss team system behind the PairingSystem interface. Its "editions" are the variants the
 * `192` codes name (`FIDE_TEAM[_TYPEA|_TYPEB]_MP|GP[_GP|_MP]`): the edition string is the code without
 * `FIDE_TEAM_` (`TYPEA_MP_GP`, `TYPEB_GP`, `MP_GP` = no colour preferences, ...). It pairs teams: the team model
 * comes with the tournament (`tournament.teams`, src/model/team.ts) and the pairs are team pairing numbers.
 */
import { ArgumentError } from '../../errors.js';
import { playerId } from '../../model/types.js';
import { teamCodeOf, teamVariantFromCode, type TeamVariant } from '../../model/teamVariant.js';
import { unplayedRules } from '../shared/edition.js';
import type { PairingSystem } from '../system.js';
import { pairTeamRound } from './engine.js';
import { teamRoundInput } from './state.js';

const VARIANT_EDITIONS = ['TYPEA', 'TYPEB', ''].flatMap((type) =>
  ['MP_GP', 'GP_MP', 'MP', 'GP'].map((scores) => (type === '' ? scores : `${type}_${scores}`)),
);

/** The variant an edition string names (`TYPEB_GP_MP`). */
export function teamVariantOf(edition: string): TeamVariant {
  const v = teamVariantFromCode(`FIDE_TEAM_${edition}`);
  if (v === null) throw new ArgumentError(`unknown team variant "${edition}" (known: ${VARIANT_EDITIONS.join(', ')})`);
  return v;
}

/** The edition string of a variant. */
export function teamEditionOf(v: TeamVariant): string {
  return teamCodeOf({ ...v, baku: false }).slice('FIDE_TEAM_'.length);
}

export const teamSystem: PairingSystem = {
  id: 'team',
  label: 'Swiss team system',
  article: 'C.04.6',
  units: 'teams',
  editions: VARIANT_EDITIONS,
  editionOn: () => 'TYPEA_MP_GP',
  readCode: (code) => {
    // ETT26 lists _BAKU only with match points primary; a variant swisspair writes with _BAKU reads back alike.
    const v = teamVariantFromCode(code) ?? teamVariantFromCode(code.trim().replace(/_BAKU$/i, ''));
    return v === null ? undefined : { edition: teamEditionOf(v) };
  },
  writeCode: (edition, baku) => `FIDE_TEAM_${edition}${baku ? '_BAKU' : ''}`,
  namedBy: (text) => /\bteam\b/i.test(text) && /swiss/i.test(text),
  unplayed: () => unplayedRules('dutch', '2026'),
  pair: (state, choice) => {
    const t = state.tournament.teams;
    if (t === undefined) throw new ArgumentError(`${state.tournament.fileName}: the team system pairs team files (310 records naming each team's players)`);
    // The edition names the variant without _BAKU (teamEditionOf); Baku acceleration is the file's (C.04.7), as pair reads it.
    const input = teamRoundInput(t, state.round, { variant: { ...teamVariantOf(choice.edition), baku: t.variant.baku } });
    const p = pairTeamRound(input);
    const paired = new Set([...p.pairs.flatMap((x) => [x.white, x.black]), ...(p.pab === null ? [] : [p.pab])]);
    return {
      round: state.round,
      pairs: p.pairs.map((x) => ({ white: playerId(x.white), black: playerId(x.black) })),
      bye: p.pab === null ? null : playerId(p.pab),
      notPaired: t.teams.filter((x) => !paired.has(x.tpn)).map((x) => playerId(x.tpn)),
    };
  },
};
