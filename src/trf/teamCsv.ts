/**
 * The team list `new --teams` reads: the player list of playerCsv.ts with one more column, the team (`Team`,
 * `Mannschaft`, `Équipe`, `Club`), each team's players in board order (the order of their lines). Teams are
 * numbered in the order they first appear; C.04.6 leaves the initial order of teams to each competition (its
 * note to 1.1), so `new` keeps the list's order unless asked to sort. Every problem is at file:line:column (exit 3).
 * O(size).
 */
import { InputError, type Diagnostic } from '../errors.js';
import type { PlayerEntry } from './entry.js';
import { readPlayerList, splitLine } from './playerCsv.js';

export interface TeamEntry {
  readonly name: string;
  /** In board order. */
  readonly players: readonly PlayerEntry[];
  /** The line of the team's first player (for messages). */
  readonly line: number;
}

const TEAM_HEADERS = ['team', 'teamname', 'mannschaft', 'equipe', 'squadra', 'club'];
const key = (h: string): string => h.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[\s._\-/()#]/g, '');

/** Reads the teams of a list; `warnings` gets the player list's warnings (less the team column's). */
export function readTeamList(text: string, fileName: string, warnings: Diagnostic[] = []): TeamEntry[] {
  const lines = text.split(/\r\n|\n|\r/);
  const firstLine = lines.findIndex((l) => l.trim() !== '');
  const sep = firstLine < 0 ? null : /^"?sep=(.)"?\s*$/i.exec(lines[firstLine]!);
  const headerIndex = sep === null ? firstLine : lines.findIndex((l, i) => i > firstLine && l.trim() !== '');
  if (headerIndex < 0) throw new InputError([{ position: { file: fileName, line: 1, column: 1 }, message: 'the team list is empty', expected: 'a header line such as "Team,Name,Rating", then one line per player' }]);
  const headerLine = lines[headerIndex]!;
  const separator = sep?.[1] ?? [';', '\t', ','].map((s) => [s, headerLine.split(s).length] as const).sort((a, b) => b[1] - a[1])[0]![0];
  const header = splitLine(headerLine, separator) ?? [];
  const teamColumn = header.findIndex((h) => TEAM_HEADERS.includes(key(h.text)));
  if (teamColumn < 0) {
    throw new InputError([{ position: { file: fileName, line: headerIndex + 1, column: 1 }, message: 'the header names no team column', found: headerLine.slice(0, 60), expected: 'a header such as "Team,Name,Rating,Title,Federation,FIDE ID" (players of a team in board order)' }]);
  }
  const listWarnings: Diagnostic[] = [];
  const players = readPlayerList(text, fileName, listWarnings);
  const teamHeader = header[teamColumn]!.text;
  const problems: Diagnostic[] = [];
  for (const w of listWarnings) {
    // One player in two teams (or twice in one): C.04.6 teams are disjoint (issue 35, bad input).
    if (w.message.startsWith('the FIDE id is also on line')) {
      problems.push({ ...w, message: `${w.message.replace(': the same player twice?', '')}: a player belongs to one team, once`, expected: 'each FIDE id once in the list' });
      continue;
    }
    const rest = w.message.startsWith('columns not used: ') ? w.message.slice(18).split('; ').filter((c) => !c.startsWith(`"${teamHeader}"`)) : null;
    if (rest === null) warnings.push(w);
    else if (rest.length > 0) warnings.push({ ...w, message: `columns not used: ${rest.join('; ')}` });
  }
  const teams = new Map<string, { name: string; players: PlayerEntry[]; line: number }>();
  let index = 0;
  for (let i = headerIndex + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '' || line.startsWith('#')) continue;
    const fields = splitLine(line, separator) ?? [];
    const cell = fields[teamColumn] ?? { text: '', column: line.length + 1 };
    const player = players[index++]!;
    if (cell.text === '') {
      problems.push({ position: { file: fileName, line: i + 1, column: cell.column }, message: 'the player has no team', found: line.slice(0, 60), expected: 'the team name' });
      continue;
    }
    if (cell.text.length > 32) problems.push({ position: { file: fileName, line: i + 1, column: cell.column }, message: 'the team name is longer than the 32 characters of a 310 record', found: cell.text, expected: 'a team name of at most 32 characters' });
    const k = cell.text.toLowerCase();
    const team = teams.get(k) ?? { name: cell.text, players: [], line: i + 1 };
    team.players.push(player);
    teams.set(k, team);
  }
  if (problems.length > 0) throw new InputError(problems);
  return [...teams.values()];
}
