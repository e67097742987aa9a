/**
 * `generate --teams N --boards B --rounds R [--team-colours a|b|none] [--team-score mp|gp] [--forfeit-rate p]
 * [--absence-rate p] [--late-entry-rate p] [--seed S]`: a random team event, every round paired by the C.04.6 engine,
 * written as a TRF-2026 team file.
 */
import { ArgumentError } from '../errors.js';
import { generateTeamEvent, generateTeamRoundRobin } from '../generate/teams.js';
import { roundRobinCode, roundRobinFormat } from '../systems/roundrobin/format.js';
import { totalRounds } from '../systems/roundrobin/schedule.js';
import { teamTournamentTrf } from '../generate/teamTrf.js';
import { DEFAULT_TEAM_VARIANT } from '../model/teamVariant.js';
import { writeOutput } from './io.js';
import type { CommandContext } from './options.js';
import { withVariantOptions } from './teamOptions.js';

export interface TeamGenerateOptions {
  readonly teams?: string;
  readonly boards?: string;
  readonly rounds?: string;
  readonly seed?: string;
  readonly output?: string;
  readonly teamColours?: string;
  readonly teamScore?: string;
  readonly forfeitRate?: string;
  readonly absenceRate?: string;
  readonly lateEntryRate?: string;
  readonly roundRobin?: boolean;
  readonly double?: boolean;
  readonly swap?: boolean;
}

function integer(value: string | undefined, what: string, min: number, max: number, byDefault?: number): number {
  if (value === undefined && byDefault !== undefined) return byDefault;
  const n = Number(value);
  if (value === undefined || !/^[0-9]+$/.test(value) || n < min || n > max) throw new ArgumentError(`${what} expects a whole number ${min}-${max}, got "${value ?? ''}"`);
  return n;
}
function rate(value: string | undefined, what: string): number {
  if (value === undefined) return 0;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 1) throw new ArgumentError(`${what} expects a probability 0-1, got "${value}"`);
  return n;
}

export function generateTeamFile(o: TeamGenerateOptions, ctx: CommandContext): void {
  const teams = integer(o.teams, '--teams', 2, 999);
  const boards = integer(o.boards, '--boards', 1, 14, 4);
  const rrCode = o.roundRobin === true ? roundRobinCode({ double: o.double === true, team: true, swap: o.swap !== false }) : null;
  const tableRounds = rrCode === null ? null : totalRounds(teams, roundRobinFormat(rrCode)!);
  const rounds = tableRounds !== null && o.rounds === undefined ? tableRounds : integer(o.rounds, '--rounds', 1, tableRounds ?? 99);
  const variant = withVariantOptions(DEFAULT_TEAM_VARIANT, o);
  let seed = o.seed === undefined ? undefined : integer(o.seed, '--seed', 0, 4294967295);
  if (seed === undefined) {
    seed = crypto.getRandomValues(new Uint32Array(1))[0]!;
    ctx.streams.stderr.write(`generate: seed ${seed} (give --seed ${seed} to generate this file again)\n`);
  }
  if (rrCode !== null) {
    if (o.absenceRate !== undefined || o.lateEntryRate !== undefined) throw new ArgumentError('--absence-rate and --late-entry-rate belong to a team Swiss; a round robin plays its table (use --forfeit-rate)');
    const t = generateTeamRoundRobin(seed, { teams, boards, rounds, variant, forfeit: rate(o.forfeitRate, '--forfeit-rate') }, roundRobinFormat(rrCode)!);
    writeOutput(o.output ?? '-', teamTournamentTrf({ ...t, plannedRounds: tableRounds }, `Generated team round robin (seed ${seed})`, rrCode), ctx.streams, { inputs: [] });
    return;
  }
  const late = Math.round(rate(o.lateEntryRate, '--late-entry-rate') * teams);
  const { tournament, rounds: played } = generateTeamEvent(seed, { teams, boards, rounds, variant, forfeit: rate(o.forfeitRate, '--forfeit-rate'), absence: rate(o.absenceRate, '--absence-rate'), lateTeams: late });
  if (played.length < rounds) ctx.streams.stderr.write(`generate: round ${played.length + 1} could not be paired (C.04.6 3.3.3): the file has ${played.length} rounds\n`);
  writeOutput(o.output ?? '-', teamTournamentTrf(tournament, `Generated team event (seed ${seed})`), ctx.streams, { inputs: [] });
}
