/**
 * `pair` of a team round robin (a team file whose 192 names a team round robin, or `--system team-roundrobin`):
 * the next round from the Berger table by team pairing numbers (src/systems/roundrobin/teams.ts). `-o` writes the
 * boards: the first-named team's player on board i has 352's colour of board i (WBWB... by default), each team's
 * players in 310 order; a team declared absent (240) for the round loses its match by forfeit (every board `-`,
 * the opponent's `+`, and a 330 record), both absent `--`; the odd field's team without a match gets `0000 - Z`.
 */
import type { TeamTournament } from '../model/types.js';
import { buildTeamTournament } from '../model/team.js';
import type { RoundRobinFormat } from '../systems/roundrobin/format.js';
import { totalRounds } from '../systems/roundrobin/schedule.js';
import { firstNamedColour, pairTeamRoundRobin, type TeamRoundRobinRound } from '../systems/roundrobin/teams.js';
import type { TrfEncoding } from '../trf/index.js';
import { writeTeamRoundRobinRound } from '../api/teamRoundRobinRound.js';
import { encodeTrfText } from '../trf/write.js';
import { teamScores } from '../model/team.js';
import { writeOutput } from './io.js';
import type { Loaded } from './load.js';
import type { CommandContext } from './options.js';
import { droppedRounds } from './pairOutput.js';
import { counted, json, printable, table } from './render.js';
import { withoutTeamRecordWarnings } from './teamPair.js';

export interface TeamRoundRobinPairRequest {
  readonly file: string;
  readonly round?: number;
  readonly output?: string;
  readonly json: boolean;
  readonly force: boolean;
  readonly encoding: TrfEncoding;
  /** The registry's id of the system, for --json. */
  readonly system: string;
}

const FORFEIT_WORDS: Readonly<Record<string, string>> = { none: '', white: 'first team absent: lost by forfeit', black: 'second team absent: lost by forfeit', both: 'both absent: double forfeit' };

export function teamRoundRobinHeading(p: TeamRoundRobinRound, teams: number): string {
  const total = totalRounds(teams, p.format);
  const cycle = p.format.cycles === 1 ? '' : `, cycle ${p.cycle + 1} of ${p.format.cycles}${p.cycle % 2 === 1 ? ' (colours reversed)' : ''}`;
  const swapped = p.format.swapLastTwo && p.cycle === 0 && p.tableRound !== p.round ? ' (the last two rounds of the first cycle swapped)' : '';
  return `Round ${p.round} of ${total}, ${p.format.code}: Berger table round ${p.tableRound}${swapped}${cycle}`;
}

function render(t: TeamTournament, p: TeamRoundRobinRound): string {
  const { mp, gp } = teamScores(t, p.round - 1);
  const team = (tpn: number): string[] => [String(tpn), printable(t.teams[tpn - 1]!.name), (mp[tpn - 1]! / 10).toFixed(1), (gp[tpn - 1]! / 10).toFixed(1)];
  const rows = p.matches.map((m) => {
    const [at, an, am, ag] = team(m.first);
    const [bt, bn, bm, bg] = team(m.second);
    return [String(m.match), at!, an!, am!, ag!, '-', bm!, bg!, bt!, bn!, FORFEIT_WORDS[m.absent]!];
  });
  const colour = firstNamedColour(t) === 'w' ? 'White' : 'Black';
  const head = `${teamRoundRobinHeading(p, t.teams.length)}; the first team has ${colour} on board 1, board colours ${t.boardColours}\n`;
  const body = table(['Match', 'TPN', 'First team', 'MP', 'GP', '', 'MP', 'GP', 'TPN', 'Second team', ''], rows, ['right', 'right', 'left', 'right', 'right', 'left', 'right', 'right', 'right', 'left', 'left']);
  const bye = p.bye === null ? '' : `\nNo match (odd number of teams): ${p.bye} ${printable(t.teams[p.bye - 1]!.name)}\n`;
  return head + body + bye;
}

export function runTeamRoundRobinPair(loaded: Loaded, format: RoundRobinFormat, req: TeamRoundRobinPairRequest, ctx: CommandContext): void {
  const t = loaded.tournament.teams ?? buildTeamTournament(loaded.document, loaded.tournament.fileName);
  ctx.warn(withoutTeamRecordWarnings(loaded.warnings));
  const round = req.round ?? t.roundsInFile + 1;
  const dropping = req.output === undefined ? null : droppedRounds(round, t.roundsInFile, req.force);
  const p = pairTeamRoundRobin(t, format, round);
  if (req.output !== undefined) {
    const out = encodeTrfText(writeTeamRoundRobinRound(loaded.document, t, p), req.encoding, req.output);
    // The result must read back as the same team round robin (the model refuses a contradiction, exit 3).
    writeOutput(req.output, out.bytes, ctx.streams, { inputs: [req.file], force: req.force, basedOn: { path: req.file, bytes: loaded.bytes } });
    if (req.output !== '-') {
      const forfeits = p.matches.filter((m) => m.absent !== 'none').length;
      ctx.streams.stderr.write(`${req.output}: round ${round} written: ${counted(p.matches.length, 'match', 'matches')} of ${counted(t.boards, 'board')}${forfeits === 0 ? '' : `, ${counted(forfeits, 'forfeited match', 'forfeited matches')} (absent teams)`}\n`);
    }
  }
  if (dropping !== null) ctx.warn([{ position: null, message: dropping }]);
  if (req.output === '-') return;
  if (req.json) {
    ctx.streams.stdout.write(json({ file: t.fileName, system: req.system, code: format.code, round, rounds: totalRounds(t.teams.length, format), tableRound: p.tableRound, cycle: p.cycle + 1, boardColours: t.boardColours, matches: p.matches.map((m) => ({ match: m.match, first: m.first, second: m.second, forfeit: m.absent === 'none' ? null : m.absent })), bye: p.bye }));
  } else ctx.streams.stdout.write(render(t, p));
}
