/**
 * `swisspair withdraw FILE --player P --from-round N [-o OUT]`: the player is absent from round N on (zero-point
 * byes, TRF-2026 `240 Z` for the rounds not paired yet), so every later `pair` leaves him out and says so.
 * `--team T` in a team file: the team, the same way (src/cli/teamBye.ts).
 */
import type { Command } from 'commander';
import { ArgumentError } from '../../errors.js';
import type { Tournament } from '../../model/types.js';
import { withdraw } from '../../trf/edit.js';
import { writeTrf } from '../../trf/write.js';
import { editTournament } from '../editFile.js';
import { parseRound } from '../load.js';
import { editOutputOption, encodingOption, parsePlayerNumber, type CommandContext } from '../options.js';
import { nameOf } from './bye.js';
import { teamWithdraw } from '../teamBye.js';
import { withoutTeamRecordWarnings } from '../teamPair.js';

interface WithdrawOptions {
  readonly player?: string;
  readonly team?: string;
  readonly fromRound?: string;
  readonly output?: string;
  readonly encoding?: string;
}

const shown = (file: string): string => (file === '-' ? '<stdin>' : file);

/**
 * A withdrawal with nothing left to withdraw from (the last round paired, or a round after the last one) is
 * refused, with what to do instead: the game of a paired round is a forfeit entered with `result`.
 */
function refuseNothing(file: string, t: Tournament, player: number, from: number): void {
  const planned = t.plannedRounds;
  if (planned === null || from <= planned) return;
  const last = from === t.roundsInFile + 1 && t.roundsInFile >= planned;
  const why = last ? `the last round (${planned}) is already paired` : `round ${from} is after the last round (${planned})`;
  const instead = `enter ${player}'s game of round ${Math.min(planned, t.roundsInFile)} as a forfeit (\`swisspair result ${file} --round ${Math.min(planned, t.roundsInFile)} W-B=-+\` or \`+-\`)`;
  throw new ArgumentError(`${shown(file)}: ${why}: withdrawing ${player} would change nothing; ${last ? instead : `use --from-round ${Math.min(planned, t.roundsInFile + 1)} to ${planned}`}`);
}

/** `withdraw --team T`: the team's 240 Z records (src/cli/teamBye.ts). */
function withdrawTeam(ctx: CommandContext, file: string, options: WithdrawOptions, team: string): void {
  let said = '';
  const quiet: CommandContext = { ...ctx, warn: (ds) => ctx.warn(withoutTeamRecordWarnings(ds)) };
  editTournament(quiet, file, options, 'withdraw', ({ document }) => {
    const made = teamWithdraw(document, shown(file), parseRound(options.fromRound), team);
    said = made.said;
    return made.document;
  });
  ctx.streams.stderr.write(`${options.output ?? file}: ${said}\n`);
}

export function registerWithdraw(program: Command, ctx: CommandContext): void {
  program
    .command('withdraw')
    .description('withdraw a player (or, in a team file, a team) from round N on (not paired any more), editing FILE in place')
    .argument('<file>', 'TRF file')
    .option('--player <n>', "the player's pairing number")
    .option('--team <n>', 'a team file: the team pairing number (a 240 Z record naming the team in each round left)')
    .option('--from-round <n>', 'first round the player does not play (default: the next round to pair)')
    .addOption(editOutputOption())
    .addOption(encodingOption())
    .action((file: string, options: WithdrawOptions) => {
      if ((options.player === undefined) === (options.team === undefined)) throw new ArgumentError('give --player N, or --team N in a team file');
      if (options.team !== undefined) return withdrawTeam(ctx, file, options, options.team);
      const player = parsePlayerNumber('--player', options.player!);
      let from = 0;
      const { loaded } = editTournament(ctx, file, options, 'withdraw', ({ document, tournament }) => {
        from = parseRound(options.fromRound) ?? tournament.roundsInFile + 1;
        refuseNothing(file, tournament, player, from);
        const edited = withdraw(document, { player, fromRound: from });
        // Already withdrawn from those rounds: saying "withdrawn" and writing nothing would be a lie (issue 33.3).
        if (writeTrf(edited) === writeTrf(document)) throw new ArgumentError(`${shown(file)}: ${player} is already absent from round ${from} on; nothing to do`);
        return edited;
      });
      const planned = loaded.tournament.plannedRounds;
      const rounds = planned === null ? `from round ${from} on (XXZ: the file does not say how many rounds)` : planned > from ? `in rounds ${from}-${planned}` : `in round ${from}`;
      ctx.streams.stderr.write(`${options.output ?? file}: ${player} ${nameOf(loaded.tournament.players, player)} withdrawn: absent ${rounds}\n`);
    });
}
