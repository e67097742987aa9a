/**
 * The arbiter's own pairing of a team Swiss round, as `pair --manual` takes one for individuals (C.02 asks a
 * pairing program to accept one): `--manual "1-4,3-2,5-0"` by team pairing numbers, the team in front with White on
 * board 1 and N-0 the pairing-allocated bye; `--manual-from FILE`; or `--swap A,B` on the C.04.6 pairing (team A
 * takes team B's place). It is checked as `check` checks a team round (teamRoundReason): an absolute criterion
 * broken (C1, C2, 3.3.1) is refused with exit 3 and nothing written; what it loses against the C.04.6 pairing is
 * said on standard error. O(teams), plus the reason's O(n^3).
 */
import { ArgumentError, InputError } from '../errors.js';
import { teamRoundReason, type TeamPair, type TeamPairing, type TeamRoundInput } from '../systems/team/index.js';
import { refuse, swappedPairs, writtenPairs, type ManualOptions, type Written } from './manualPairing.js';

/** The written pairs as a round pairing of the teams `input` pairs: each once, one left out takes the PAB. */
function asTeamPairing(written: readonly Written[], input: TeamRoundInput): TeamPairing {
  const toPair = new Set(input.entrants.map((e) => e.tpn));
  const seen = new Set<number>();
  const pairs: TeamPair[] = [];
  let pab: number | null = null;
  for (const w of written) {
    for (const tpn of w.black === 0 ? [w.white] : [w.white, w.black]) {
      if (seen.has(tpn)) refuse(w, `team ${tpn} is in two matches`, TEAM_EXPECTED);
      if (!toPair.has(tpn)) refuse(w, `team ${tpn} is not to be paired in round ${input.round} (no such team, or absent or withdrawn: see \`swisspair show\`)`, TEAM_EXPECTED);
      seen.add(tpn);
    }
    if (w.black !== 0) pairs.push({ white: w.white, black: w.black });
    else if (pab !== null) refuse(w, 'a second pairing-allocated bye', TEAM_EXPECTED);
    else pab = w.white;
  }
  const left = [...toPair].filter((t) => !seen.has(t)).sort((a, b) => a - b);
  if (left.length === 1 && pab === null) pab = left[0]!;
  else if (left.length > 0) throw new ArgumentError(`the manual pairing leaves team${left.length > 1 ? 's' : ''} ${left.join(', ')} without a match; pair ${left.length > 1 ? 'them' : 'it'} (N-0 gives the pairing-allocated bye), or declare a bye first (\`swisspair bye --team\`)`);
  return { pairs, pab };
}

const TEAM_EXPECTED = 'WHITE-BLACK team pairing numbers (e.g. 3-7: team 3 has White on board 1), or N-0 for the pairing-allocated bye';

/** The arbiter's pairing and the line said about it on standard error. */
export interface TeamManual {
  readonly pairing: TeamPairing;
  readonly warning: string;
}

/**
 * The arbiter's pairing of round `input.round`, judged against `engine` (the C.04.6 pairing; null when the engine
 * finds none, and then only a pairing that breaks an absolute criterion is possible, which is refused).
 */
export function teamManualPairing(o: ManualOptions, input: TeamRoundInput, engine: TeamPairing | null): TeamManual {
  const wantsSwap = o.manual === undefined && o.manualFrom === undefined;
  if (wantsSwap && engine === null) throw new ArgumentError(`--swap: the C.04.6 engine finds no pairing of round ${input.round} to exchange teams in; give the whole pairing with --manual`);
  const written = wantsSwap ? swappedPairs(engine!.pairs.map((p) => [p.white, p.black] as const), engine!.pab, o.swap ?? [], new Set(input.entrants.map((e) => e.tpn)), { teams: true, digits: 3, round: input.round }) : writtenPairs(o);
  const pairing = asTeamPairing(written, input);
  const reason = teamRoundReason(input, pairing, engine ?? pairing);
  if (reason?.kind === 'absolute') {
    throw new InputError([{ position: null, message: `the manual pairing breaks an absolute criterion: ${reason.text}; nothing written`, expected: 'a pairing that keeps C1, C2 and 3.3.1' }]);
  }
  const head = `manual pairing of round ${input.round}: `;
  if (engine === null) return { pairing, warning: `${head}the C.04.6 engine finds no pairing; this one keeps C1, C2 and 3.3.1` };
  return { pairing, warning: reason === null ? `${head}the C.04.6 pairing (nothing exchanged)` : `${head}differs from the C.04.6 pairing (${reason.kind}): ${reason.text}` };
}
