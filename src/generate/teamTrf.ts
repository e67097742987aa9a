/**
 * Writes a team tournament of the model (as generateTeamEvent plays it) as a TRF-2026 team file: 192/352/362,
 * a 001 line per player with one block per round (board i of the first-named team against board i of the other,
 * colours by 352; a match's game points laid out as wins, then a draw, then losses from board 1), 310 per team,
 * 320 for the PABs, 330 for forfeited matches, 240 for the declared byes. Reading it back gives the same team
 * rounds (test/team/generate.test.ts). O(players x rounds).
 */
import type { TeamRound, TeamTournament } from '../model/team.js';
import { teamCodeOf } from '../model/teamVariant.js';
import { formatTeamLine, TEAM_LINE_KIND } from '../trf/team.js';

type Block = string;
const pad = (v: number, w: number): string => String(v).padStart(w, ' ');
const block = (opponent: number | null, colour: string, result: string): Block => `${opponent === null ? '0000' : pad(opponent, 4)} ${colour} ${result}`;

/** Board results of the first-named team from its game points (tenths): '1', '=' or '0' per board. */
function boardResults(gamePoints: number, boards: number): string[] {
  const wins = Math.floor(gamePoints / 10);
  const draw = gamePoints % 10 === 5;
  return Array.from({ length: boards }, (_, i) => (i < wins ? '1' : i === wins && draw ? '=' : '0'));
}
const flip = (r: string): string => (r === '1' ? '0' : r === '0' ? '1' : r);

function playerBlocks(t: TeamTournament): Map<number, Block[]> {
  const blocks = new Map<number, Block[]>();
  for (const team of t.teams) for (const p of team.players) blocks.set(p, []);
  for (let r = 0; r < t.roundsInFile; r++) {
    for (const team of t.teams) {
      const round: TeamRound = t.rounds[team.tpn - 1]![r]!;
      const own = team.players.slice(0, t.boards);
      const put = (i: number, b: Block): void => void (blocks.get(own[i]!)![r] = b);
      if (round.kind === 'match' && round.played && round.colour === 'w') {
        const other = t.teams[round.opponent - 1]!.players;
        const results = boardResults(round.gamePoints, t.boards);
        own.forEach((p, i) => {
          const white = t.boardColours[i] !== 'B';
          put(i, block(other[i]!, white ? 'w' : 'b', results[i]!));
          blocks.get(other[i]!)![r] = block(p, white ? 'b' : 'w', flip(results[i]!));
        });
      } else if (round.kind === 'match' && !round.played) own.forEach((_, i) => put(i, block(null, '-', round.forfeit === 'won' ? '+' : '-')));
      else if (round.kind === 'pab') own.forEach((_, i) => put(i, block(null, '-', 'U')));
      else if (round.kind === 'bye') own.forEach((_, i) => put(i, block(null, '-', round.bye === 'half' ? 'H' : round.bye === 'full' ? 'F' : 'Z')));
      else if (round.kind === 'none') own.forEach((_, i) => put(i, block(null, '-', 'Z')));
    }
  }
  return blocks;
}

/** The team file; `code`: the 192 code (default: the variant's team Swiss code). */
export function teamTournamentTrf(t: TeamTournament, name: string, code: string = teamCodeOf(t.variant)): string {
  const lines: string[] = [
    `012 ${name}`,
    `142 ${t.plannedRounds ?? t.roundsInFile}`,
    `152 ${t.initialColour === 'w' ? 'W' : 'B'}`,
    `192 ${code}`,
    `352 ${t.boardColours}`,
    formatTeamLine({ kind: 'matchPoints', values: new Map([['TW', t.scoring.win], ['TD', t.scoring.draw], ['TL', t.scoring.loss]]) }),
  ];
  const blocks = playerBlocks(t);
  for (const team of t.teams) {
    team.players.forEach((p, i) => {
      const name = `${team.name} ${i + 1}`.padEnd(33, ' ');
      const rounds = (blocks.get(p) ?? []).map((b) => b ?? block(null, '-', 'Z'));
      lines.push(`001 ${pad(p, 4)}      ${name} 2000${' '.repeat(28)}     ${pad(p, 4)}  ${rounds.join('  ')}`.trimEnd());
    });
  }
  for (const team of t.teams) lines.push(formatTeamLine({ kind: TEAM_LINE_KIND, code: '310', tpn: team.tpn, name: team.name, nickname: '', strength: null, matchPoints: null, gamePoints: null, rank: null, players: team.players }));
  const pabs = Array.from({ length: t.roundsInFile }, (_, r) => t.teams.find((x) => t.rounds[x.tpn - 1]![r]!.kind === 'pab')?.tpn ?? null);
  while (pabs.length > 0 && pabs[pabs.length - 1] === null) pabs.pop();
  if (pabs.length > 0) lines.push(formatTeamLine({ kind: 'pab', matchPoints: t.pabPoints.matchPoints, gamePoints: t.pabPoints.gamePoints, teams: pabs }));
  for (let r = 0; r < t.roundsInFile; r++) {
    for (const team of t.teams) {
      const x = t.rounds[team.tpn - 1]![r]!;
      if (x.kind === 'match' && !x.played && x.colour === 'w') lines.push(formatTeamLine({ kind: 'forfeit', type: x.forfeit === 'won' ? '+-' : x.forfeit === 'lost' ? '-+' : '--', round: r + 1, white: team.tpn, black: x.opponent }));
    }
    for (const bye of ['H', 'Z'] as const) {
      const ids = t.teams.filter((x) => { const y = t.rounds[x.tpn - 1]![r]!; return y.kind === 'bye' && (y.bye === 'half') === (bye === 'H'); }).map((x) => pad(x.tpn, 4));
      if (ids.length > 0) lines.push(`240 ${bye} ${pad(r + 1, 3)} ${ids.join(' ')}`);
    }
  }
  return lines.join('\n') + '\n';
}
