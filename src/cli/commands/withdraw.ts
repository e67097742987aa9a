/**
 * `swisspair withdraw FILE --player P --from-round N [-o OUT]`: the player is absent from round N on (zero-point
 * byes, TRF-2026 `240 Z` for the rounds not paired yet), so every later `pair` leaves him out and says so.
 */
import type { Command } from 'commander';
import { withdraw } from '../../trf/edit.js';
import { editTournament } from '../editFile.js';
import { parseRound } from '../load.js';
import { editOutputOption, encodingOption, parsePlayerNumber, type CommandContext } from '../options.js';
import { nameOf } from './bye.js';

interface WithdrawOptions {
  readonly player: string;
  readonly fromRound?: string;
  readonly output?: string;
  readonly encoding?: string;
}

export function registerWithdraw(program: Command, ctx: CommandContext): void {
  program
    .command('withdraw')
    .description('withdraw a player from round N on (not paired any more), editing FILE in place')
    .argument('<file>', 'TRF file')
    .requiredOption('--player <n>', "the player's pairing number")
    .option('--from-round <n>', 'first round the player does not play (default: the next round to pair)')
    .addOption(editOutputOption())
    .addOption(encodingOption())
    .action((file: string, options: WithdrawOptions) => {
      const player = parsePlayerNumber('--player', options.player);
      let from = 0;
      const { loaded } = editTournament(ctx, file, options, 'withdraw', ({ document, tournament }) => {
        from = parseRound(options.fromRound) ?? tournament.roundsInFile + 1;
        return withdraw(document, { player, fromRound: from });
      });
      const planned = loaded.tournament.plannedRounds;
      const rounds = planned === null ? `from round ${from} on (XXZ: the file does not say how many rounds)` : planned > from ? `in rounds ${from}-${planned}` : `in round ${from}`;
      ctx.streams.stderr.write(`${options.output ?? file}: ${player} ${nameOf(loaded.tournament.players, player)} withdrawn: absent ${rounds}\n`);
    });
}
