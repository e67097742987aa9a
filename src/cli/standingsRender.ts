/**
 * Standings as the CLI prints them: a text table (rank, shared ranks marked `=`, player, points, each
 * tie-break), JSON (numbers, the issue's shape: rules, tiebreaks, players[].id/rank/values[code]) and CSV
 * (RFC 4180). The printed precision is FIDE's: sums of points to one decimal, SB and AOB to two, ratings and
 * counts as integers.
 */
import type { ChalkInstance } from 'chalk';
import type { Tournament } from '../model/types.js';
import { RULES_2026_FROM, type Standings } from '../standings/types.js';
import { formatValue } from '../standings/format.js';

export { formatValue };
import { printable, table, type Align } from './render.js';

const points = (v: number): string => v.toFixed(1);

/** "C.07 2024 tie-break regulations (start date 2024-08-01)". */
export function rulesText(s: Standings, t: Tournament): string {
  const why =
    s.rulesSource === 'option'
      ? '--tiebreak-rules'
      : s.rulesSource === 'start date'
        ? `start date ${t.startDate ?? ''}`
        : `no start date: the text in force since ${RULES_2026_FROM}`;
  return `C.07 ${s.rules} tie-break regulations (${why})`;
}

export function listText(s: Standings): string {
  const codes = s.tiebreaks.map((x) => x.code).join(', ');
  switch (s.listSource) {
    case 'points only':
      return 'Points only: no --tiebreaks and the file has no 212 or 202 tie-break list';
    case 'option':
      return `Tie-breaks (--tiebreaks): ${s.pointsFirst ? 'points, then ' : ''}${codes || 'none'}`;
    case 'round-robin default (C.07 4.1.1)':
      return `Tie-breaks (the file names none; the round-robin default, completed as C.07 4.1.1 says): ${s.pointsFirst ? 'points, then ' : ''}${codes}`;
    default:
      return `Tie-breaks (${s.listSource}): ${s.pointsFirst ? 'points, then ' : ''}${codes || 'none'}`;
  }
}

function sharedRanks(s: Standings): Set<number> {
  const seen = new Map<number, number>();
  for (const p of s.players) seen.set(p.rank, (seen.get(p.rank) ?? 0) + 1);
  return new Set([...seen].filter(([, n]) => n > 1).map(([r]) => r));
}

export function renderStandingsText(s: Standings, t: Tournament, chalk: ChalkInstance): string {
  const when = s.round === 0 ? 'standings before round 1 (no results yet)' : `standings after round ${s.round}`;
  let out = `${chalk.bold(printable(t.name || t.fileName))}: ${when}${s.roundRobin ? ' (pairings fixed in advance)' : ''}\n`;
  // The default round is the last one with every result in: say so when a later round is in the file, or an
  // arbiter who just entered some results of round N reads the table as the standings after round N.
  if (s.round < t.roundsInFile && t.players.some((p) => p.rounds[s.round]?.kind === 'pending')) out += `Round ${s.round + 1} is in the file without all its results: not counted.\n`;
  out += `${rulesText(s, t)}\n${listText(s)}\n\n`;
  const shared = sharedRanks(s);
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const rows = s.players.map((row) => {
    const info = byId.get(row.id)!;
    return [
      `${row.rank}${shared.has(row.rank) ? '=' : ''}`,
      String(row.id),
      printable(info.name),
      String(info.rating || ''),
      points(row.points),
      ...s.tiebreaks.map((spec) => formatValue(spec, row.values[spec.code] ?? null) || '-'),
    ];
  });
  const header = ['Rank', 'No', 'Name', 'Rating', 'Pts', ...s.tiebreaks.map((x) => printable(x.code))];
  const align: Align[] = ['right', 'right', 'left', 'right', 'right', ...s.tiebreaks.map((): Align => 'right')];
  out += table(header, rows, align);
  if (shared.size > 0) out += '\n= shared rank: the list leaves these players tied\n';
  if (s.blanks.length > 0) out += `\n${blankLines(s).map((l) => `- ${printable(l)}`).join('\n')}\n`;
  return out;
}

/** Why values are blank, once per reason: "ARO, TPR: no value for 66 players: 3 players unrated and ...". */
export function blankLines(s: Standings): string[] {
  const byReason = new Map<string, string[]>();
  for (const b of s.blanks) {
    const key = `${b.players}\u0000${b.text}`;
    byReason.set(key, [...(byReason.get(key) ?? []), b.code]);
  }
  return [...byReason].map(([key, codes]) => {
    const [players, text] = key.split('\u0000') as [string, string];
    return `${codes.join(', ')}: no value for ${players} player${players === '1' ? '' : 's'}: ${text}`;
  });
}

export function standingsJson(s: Standings, t: Tournament): unknown {
  const byId = new Map(t.players.map((p) => [p.id, p]));
  return {
    file: t.fileName,
    tournament: t.name,
    round: s.round,
    rules: s.rules,
    rulesSource: s.rulesSource,
    tiebreaks: s.tiebreaks.map((x) => x.code),
    listSource: s.listSource,
    pointsFirst: s.pointsFirst,
    roundRobin: s.roundRobin,
    players: s.players.map((row) => ({
      id: row.id,
      rank: row.rank,
      name: byId.get(row.id)?.name ?? '',
      rating: byId.get(row.id)?.rating ?? 0,
      points: row.points,
      values: row.values,
    })),
    blanks: s.blanks,
  };
}

/**
 * RFC 4180 cell. A control character (a name from a file may hold one) is written as JSON writes it, `\u001b`,
 * in a quoted cell: the CSV shown in a terminal sets no title, and the cell says what was there.
 */
export function csvCell(text: string): string {
  // eslint-disable-next-line no-control-regex
  const escaped = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return escaped !== text || /[",\r\n]/.test(text) ? `"${escaped.replace(/"/g, '""')}"` : text;
}

export function standingsCsv(s: Standings, t: Tournament): string {
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const lines = [['rank', 'id', 'name', 'rating', 'points', ...s.tiebreaks.map((x) => x.code)]];
  for (const row of s.players) {
    const info = byId.get(row.id);
    lines.push([
      String(row.rank),
      String(row.id),
      info?.name ?? '',
      String(info?.rating ?? 0),
      points(row.points),
      ...s.tiebreaks.map((spec) => formatValue(spec, row.values[spec.code] ?? null)),
    ]);
  }
  return lines.map((l) => l.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
