/**
 * The page's team files (a team 192 code or 310 records): the entry `swisspair/team` opens, pairs, writes and
 * checks them as the command line does (`pair -o` is pairNextTeamRound, `check` is checkTeamRounds and the 310
 * ranks), and src/print's team views show the round, the standings and the team list. A team round robin's next
 * round is its Berger table's (pairNextTeamRound too); its rounds are checked by `swisspair check`.
 */
import { checkTeamRounds, openTeamTournament, pairNextTeamRound, teamCodeOf, teamScores, type NextTeamRound, type TeamTournament } from '../src/api/team.js';
import { checkTeamStandings } from '../src/check/teamStandings.js';
import { escapeHtml } from '../src/print/index.js';
import { chooseEdition, chooseSystem, roundRobinOf, type Tournament, type TrfDocument } from '../src/index.js';
import { checkTeamRoundRobinRounds } from '../src/check/roundRobin.js';
import { teamRoundRobinFormatFor } from '../src/systems/roundrobin/teamSystem.js';

export interface TeamPage {
  readonly tournament: Tournament;
  readonly teams: TeamTournament;
  /** A team round robin (its 192 code): paired by the Berger table, not by C.04.6. */
  readonly roundRobin: boolean;
  /** The next round paired and written in; null when the event is complete or the page does not pair it. */
  readonly next: NextTeamRound | null;
  /** Why there is no next round (complete, a round robin, or the engine's error), as the page says it. */
  readonly why: string | null;
}

/** Opens a team file and pairs its next round (the library's `pair -o`). Throws what opening the file throws. */
export function loadTeams(document: TrfDocument, fileName: string, errorText: (error: unknown) => string): TeamPage {
  const { tournament } = openTeamTournament(document, { fileName });
  const teams = tournament.teams!;
  const roundRobin = roundRobinOf(tournament)?.team === true;
  const planned = tournament.plannedRounds;
  const page = { tournament, teams, roundRobin };
  if (planned !== null && teams.roundsInFile >= planned) return { ...page, next: null, why: `All ${planned} rounds are in the file: nothing to pair.` };
  try {
    return { ...page, next: pairNextTeamRound(document, { fileName }), why: null };
  } catch (error) {
    return { ...page, next: null, why: errorText(error) };
  }
}

const score = (tenths: number): string => (tenths / 10).toFixed(1);

/** The next round's matches as `pair` prints them: match number, teams with their MP and GP, the PAB. */
export function teamPairingHtml(p: TeamPage): string {
  if (p.next === null) return `<p id="no-pairing">${escapeHtml(p.why ?? '')}</p>`;
  const { mp, gp } = teamScores(p.teams, p.next.round - 1);
  const name = (tpn: number): string => escapeHtml(p.teams.teams[tpn - 1]?.name ?? '');
  const points = (tpn: number): string => `<td class="num">${score(mp[tpn - 1]!)}</td><td class="num">${score(gp[tpn - 1]!)}</td>`;
  // The columns of `pair`: Match, TPN, White team, MP, GP, -, MP, GP, TPN, Black team.
  const schedule = p.next.schedule;
  // A team round robin: a team declared absent (240) loses its match by forfeit.
  const forfeit = (match: number): string => {
    const m = schedule?.matches.find((x) => x.match === match);
    if (m === undefined || m.absent === 'none') return '';
    return m.absent === 'both' ? ' (both absent: double forfeit)' : ` (team ${m.absent === 'white' ? m.first : m.second} absent: lost by forfeit)`;
  };
  const rows = p.next.matches.map(
    (m) => `<tr data-white="${m.white}" data-black="${m.black}"><td class="num">m${m.match}</td><td class="num">${m.white}</td><td>${name(m.white)}</td>${points(m.white)}<td>–</td>${points(m.black)}<td class="num">${m.black}</td><td>${name(m.black)}${escapeHtml(forfeit(m.match))}</td></tr>`,
  );
  const pab = p.next.pairing.pab;
  const bye = pab === null ? '' : `<p id="pab" data-id="${pab}">Pairing-allocated bye: ${pab} ${name(pab)}</p>`;
  const free = schedule?.bye == null ? '' : `<p id="no-match" data-id="${schedule.bye}">No match (odd number of teams): ${schedule.bye} ${name(schedule.bye)}</p>`;
  const v = p.next.variant;
  const variant = `${v.colours === 'none' ? 'no colour preferences' : `Type ${v.colours.toUpperCase()}`}, ${v.primary === 'mp' ? 'match' : 'game'} points primary`;
  const system = schedule === null ? `C.04.6 Swiss team system, ${variant}` : `${escapeHtml(schedule.format.code)}: Berger table round ${schedule.tableRound}${schedule.format.cycles > 1 ? `, cycle ${schedule.cycle + 1}` : ''}`;
  return `<h2>Round ${p.next.round} (${system})</h2><p>The first team has White on board 1.</p><table id="pairing-table"><thead><tr><th>Match</th><th>TPN</th><th>White team</th><th>MP</th><th>GP</th><th></th><th>MP</th><th>GP</th><th>TPN</th><th>Black team</th></tr></thead><tbody>${rows.join('')}</tbody></table>${bye}${free}`;
}

/** Every round re-paired by C.04.6 and the 310 ranks against the tie-break list, as `check` of a team file. */
export function teamCheckHtml(document: TrfDocument, p: TeamPage): string {
  if (p.teams.roundsInFile === 0) return '<p>No round in the file yet.</p>';
  // A team round robin: each match against its Berger table (format.custom: no table, nothing to compare).
  const format = p.roundRobin ? teamRoundRobinFormatFor(p.tournament, chooseEdition(p.tournament, chooseSystem(p.tournament).system).edition) : null;
  if (format?.custom === true) return '<p>A round robin not by the Berger tables: there is no table to check its rounds against.</p>';
  const rounds = format === null ? checkTeamRounds(p.teams) : checkTeamRoundRobinRounds(p.teams, format);
  const rows = rounds.map((r) => `<tr data-round="${r.round}" data-status="${r.status}"><td class="num">${r.round}</td><td>${escapeHtml(r.status)}</td><td>${escapeHtml(r.reason?.text ?? r.message ?? '')}</td></tr>`);
  const ranks = checkTeamStandings(document, p.teams);
  const rankText = ranks === null ? 'no written team ranks: nothing to check' : ranks.status === 'match' ? 'every written rank follows the tie-break list' : ranks.status === 'error' ? (ranks.message ?? 'cannot be made') : ranks.differences.map((d) => d.text).join('; ');
  const heading = format === null ? `C.04.6 Swiss team system, ${teamCodeOf(p.teams.variant)}` : `Berger tables by team pairing numbers, ${format.code}`;
  return `<h2>Check (${escapeHtml(heading)})</h2><table id="check-table"><thead><tr><th>Round</th><th>Status</th><th>Why</th></tr></thead><tbody>${rows.join('')}</tbody></table><p id="ranks-check" data-status="${ranks?.status ?? 'none'}">Ranks: ${escapeHtml(rankText)}</p>`;
}
