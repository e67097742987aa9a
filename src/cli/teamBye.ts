/**
 * `bye FILE --team T --round N --kind H|F|Z` in a team file: a bye the team asked for, as the TRF-2026 `240`
 * record naming the team (in a team file 240 names teams; the team model scores it by 362 and 162 x boards, and
 * `pair` leaves the team out of that round). Refused for a team with a match or the PAB in that round, or a round
 * after the last. `--remove` takes a declared team bye back, in a round not paired yet. O(records).
 */
import { ArgumentError } from '../errors.js';
import { buildTeamTournament } from '../model/team.js';
import { removeDeclaredBye } from '../trf/byes.js';
import { declareBye, type ByeKind } from '../trf/edit.js';
import type { TrfDocument } from '../trf/types.js';

const KIND: Readonly<Record<ByeKind, string>> = { H: 'half-point bye', F: 'full-point bye', Z: 'zero-point bye' };

function teamOf(doc: TrfDocument, fileName: string, teamText: string) {
  const t = buildTeamTournament(doc, fileName);
  if (!/^\d{1,3}$/.test(teamText)) throw new ArgumentError(`--team expects a team pairing number, got "${teamText}"`);
  const tpn = Number(teamText);
  const team = t.teams[tpn - 1];
  if (team === undefined) throw new ArgumentError(`--team ${tpn}: the file has teams 1-${t.teams.length}`);
  return { t, tpn, team };
}

/** `bye --team T --round R --remove`: the 240 naming team T in round R goes (refused once R is paired: its byes are then written in the round). */
export function teamByeRemove(doc: TrfDocument, fileName: string, round: number, teamText: string): { document: TrfDocument; said: string } {
  const { t, tpn, team } = teamOf(doc, fileName, teamText);
  const old = t.declaredByes.get(round)?.get(tpn);
  if (old === undefined) throw new ArgumentError(`--team ${tpn}: ${team.name} has no bye declared for round ${round} (no 240 record names it); nothing to remove`);
  const document = removeDeclaredBye(doc, round, tpn);
  buildTeamTournament(document, fileName);
  const code: ByeKind = old === 'full' ? 'F' : old === 'half' ? 'H' : 'Z';
  return { document, said: `team ${tpn} ${team.name}: the ${KIND[code]} declared for round ${round} is removed; the team is paired in round ${round}` };
}

export function teamByeEdit(doc: TrfDocument, fileName: string, round: number, teamText: string, kind: ByeKind, force: boolean): { document: TrfDocument; said: string } {
  const { t, tpn, team } = teamOf(doc, fileName, teamText);
  if (t.plannedRounds !== null && round > t.plannedRounds) throw new ArgumentError(`--round ${round}: the tournament has ${t.plannedRounds} rounds`);
  const r = t.rounds[tpn - 1]?.[round - 1];
  if (r?.kind === 'match') throw new ArgumentError(`--team ${tpn}: ${team.name} plays team ${r.opponent} in round ${round}; a forfeited match is entered with result --match ${tpn}=-+`);
  if (r?.kind === 'pab') throw new ArgumentError(`--team ${tpn}: ${team.name} has the pairing-allocated bye in round ${round}`);
  const old = t.declaredByes.get(round)?.get(tpn);
  const code: ByeKind | undefined = old === undefined ? undefined : old === 'full' ? 'F' : old === 'half' ? 'H' : 'Z';
  if (code === kind) throw new ArgumentError(`--team ${tpn}: ${team.name} already has a ${KIND[kind]} in round ${round}; nothing to do`);
  if (code !== undefined && !force) throw new ArgumentError(`--team ${tpn}: ${team.name} has a ${KIND[code]} in round ${round} (240); pass --force to replace it by a ${KIND[kind]}`);
  const document = declareBye(doc, round, tpn, kind);
  buildTeamTournament(document, fileName);
  return { document, said: `team ${tpn} ${team.name}: ${code === undefined ? KIND[kind] : `${KIND[code]} -> ${KIND[kind]}`} declared for round ${round} (240 ${kind})` };
}

/**
 * `withdraw FILE --team T [--from-round N]`: the team is absent from round N (default: the next round to pair) to
 * the last round of 142, a `240 Z` naming it in each (a bye of another kind declared there is replaced), so every
 * later `pair` leaves it out. Refused for a round already paired (its match is a forfeit: `result --match`) and for
 * a file that does not say its number of rounds. O(records x rounds).
 */
export function teamWithdraw(doc: TrfDocument, fileName: string, fromRound: number | undefined, teamText: string): { document: TrfDocument; said: string } {
  const { t, tpn, team } = teamOf(doc, fileName, teamText);
  const planned = t.plannedRounds;
  if (planned === null) throw new ArgumentError(`${fileName} does not say how many rounds it has (142): withdraw team ${tpn} round by round with \`swisspair bye ${fileName} --team ${tpn} --round N --kind Z\``);
  const first = fromRound ?? t.roundsInFile + 1;
  if (first <= t.roundsInFile) throw new ArgumentError(`--from-round ${first}: round ${first} is paired already; team ${tpn}'s match there is a forfeit (\`swisspair result ${fileName} --round ${first} --match ${tpn}=-+\`), and --from-round ${t.roundsInFile + 1} withdraws it from the rounds to come`);
  if (first > planned) throw new ArgumentError(`--from-round ${first}: the tournament has ${planned} rounds${t.roundsInFile >= planned ? ', all paired' : ''}; withdrawing team ${tpn} would change nothing`);
  let document = doc;
  for (let round = first; round <= planned; round++) if (t.declaredByes.get(round)?.get(tpn) !== 'zero') document = declareBye(document, round, tpn, 'Z');
  if (document === doc) throw new ArgumentError(`--team ${tpn}: ${team.name} is already absent from round ${first} on; nothing to do`);
  buildTeamTournament(document, fileName);
  const rounds = planned > first ? `rounds ${first}-${planned}` : `round ${first}`;
  return { document, said: `team ${tpn} ${team.name} withdrawn: absent in ${rounds} (240 Z)` };
}
