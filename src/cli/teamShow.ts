/**
 * `show` of a team file: the matches the file holds for a round, numbered as `pair` printed them and as
 * `result --match mN` reads them (src/model/teamMatches.ts), with each match's game points once a board result is
 * entered (`+-`/`-+`/`--` for a forfeited match), then the PAB and the teams not paired. O(players x rounds).
 */
import { buildTeamTournament, type TeamTournament } from '../model/team.js';
import { matchesOfRound } from '../model/teamMatches.js';
import type { TrfDocument } from '../trf/index.js';
import { json, points, printable, table } from './render.js';

const BYES: Readonly<Record<string, string>> = { full: 'full-point bye', half: 'half-point bye', zero: 'zero-point bye' };

/** Teams with a board result entered in the round (a player of theirs, by roster or the round's 300 line-up). */
function teamsWithResults(doc: TrfDocument, t: TeamTournament, round: number): Set<number> {
  const teamOf = new Map<number, number>();
  for (const team of t.teams) for (const p of team.players) teamOf.set(p, team.tpn);
  for (const l of t.section.lineups) if (l.round === round) for (const p of l.players) if (p !== null) teamOf.set(p, l.team);
  const entered = new Set<number>();
  for (const r of doc.records) {
    const b = r.kind === 'player' ? r.rounds[round - 1] : undefined;
    if (r.kind === 'player' && b?.opponent != null && b.result !== null) entered.add(teamOf.get(r.startingRank) ?? 0);
  }
  return entered;
}

interface TeamSheet {
  readonly matches: { match: number; white: number; black: number; result: string | null }[];
  readonly pab: number | null;
  readonly notPaired: { tpn: number; why: string }[];
}

function sheetOf(doc: TrfDocument, t: TeamTournament, round: number): TeamSheet {
  const entered = teamsWithResults(doc, t, round);
  const matches = matchesOfRound(t, round).map((m) => {
    const r = t.rounds[m.white - 1]![round - 1]!;
    if (r.kind !== 'match') return { ...m, result: null };
    const forfeited = t.section.forfeits.some((f) => f.round === round && (f.white === m.white || f.black === m.white));
    if (forfeited) return { ...m, result: r.forfeit === 'won' ? '+-' : r.forfeit === 'lost' ? '-+' : '--' };
    if (!entered.has(m.white) && !entered.has(m.black)) return { ...m, result: null };
    return { ...m, result: `${points(r.gamePoints)}-${points(r.opponentGamePoints)}` };
  });
  let pab: number | null = null;
  const notPaired: { tpn: number; why: string }[] = [];
  t.rounds.forEach((history, i) => {
    const r = history[round - 1];
    if (r?.kind === 'pab') pab = i + 1;
    else if (r?.kind === 'bye') notPaired.push({ tpn: i + 1, why: BYES[r.bye] ?? 'bye' });
    else if (r === undefined || r.kind === 'none') notPaired.push({ tpn: i + 1, why: 'no match' });
  });
  return { matches, pab, notPaired };
}

/** The round's sheet as text, or JSON with `asJson`. */
export function showTeamRound(doc: TrfDocument, fileName: string, round: number, asJson: boolean): string {
  const t = buildTeamTournament(doc, fileName);
  const sheet = sheetOf(doc, t, round);
  const name = (tpn: number): string => printable(t.teams[tpn - 1]!.name);
  if (asJson) {
    const who = (tpn: number) => ({ tpn, name: t.teams[tpn - 1]!.name });
    return json({ file: fileName, round, matches: sheet.matches.map((m) => ({ match: m.match, white: who(m.white), black: who(m.black), result: m.result })), pab: sheet.pab === null ? null : who(sheet.pab), notPaired: sheet.notPaired.map((x) => ({ ...who(x.tpn), why: x.why })) });
  }
  const rows = sheet.matches.map((m) => [String(m.match), String(m.white), name(m.white), m.result ?? '-', String(m.black), name(m.black)]);
  let out = `Round ${round}: team matches (the first team has White on board 1; result --match mN names match N)\n`;
  out += table(['Match', 'TPN', 'White team', 'Result', 'TPN', 'Black team'], rows, ['right', 'right', 'left', 'left', 'right', 'left']);
  if (sheet.pab !== null) out += `Pairing-allocated bye: ${sheet.pab} ${name(sheet.pab)}\n`;
  if (sheet.notPaired.length > 0) out += `Not paired: ${sheet.notPaired.map((x) => `${x.tpn} ${name(x.tpn)} (${x.why})`).join(', ')}\n`;
  return out;
}
