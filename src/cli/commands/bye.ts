/**
 * `swisspair bye FILE --round N --player P --kind H|F|Z [-o OUT]`: a bye the player asked for (TRF-2026 `240`
 * for a round not paired yet: `pair` leaves the player out and writes the bye with its points; the block itself
 * for a round already in the file where the player has no game). Edits FILE in place, atomically.
 */
import type { Command } from 'commander';
import { ArgumentError } from '../../errors.js';
import { addBye, type ByeKind } from '../../trf/edit.js';
import { editTournament } from '../editFile.js';
import { parseRound } from '../load.js';
import { editOutputOption, encodingOption, parsePlayerNumber, type CommandContext } from '../options.js';

interface ByeOptions {
  readonly round: string;
  readonly player: string;
  readonly kind: string;
  readonly output?: string;
  readonly encoding?: string;
}

const KINDS: Readonly<Record<ByeKind, string>> = { H: 'half-point bye', F: 'full-point bye', Z: 'zero-point bye' };

export function registerBye(program: Command, ctx: CommandContext): void {
  program
    .command('bye')
    .description('give a player a requested bye in a round (H half-point, F full-point, Z zero-point), editing FILE in place')
    .argument('<file>', 'TRF file')
    .requiredOption('--round <n>', 'the round of the bye: one not paired yet (a 240 record), or a paired round in which the player has no game')
    .requiredOption('--player <n>', "the player's pairing number")
    .requiredOption('--kind <H|F|Z>', 'H half-point, F full-point, Z zero-point bye')
    .addOption(editOutputOption())
    .addOption(encodingOption())
    .action((file: string, options: ByeOptions) => {
      const kind = options.kind.toUpperCase();
      if (kind !== 'H' && kind !== 'F' && kind !== 'Z') throw new ArgumentError(`--kind expects H, F or Z, got "${options.kind}"`);
      const round = parseRound(options.round)!;
      const player = parsePlayerNumber('--player', options.player);
      const { loaded } = editTournament(ctx, file, options, 'bye', ({ document }) => addBye(document, { round, player, kind }));
      const written = round <= loaded.tournament.roundsInFile ? `written in round ${round}` : `declared for round ${round} (240 ${kind})`;
      ctx.streams.stderr.write(`${options.output ?? file}: ${player} ${nameOf(loaded.tournament.players, player)}: ${KINDS[kind]} ${written}\n`);
    });
}

export function nameOf(players: readonly { readonly id: number; readonly name: string }[], id: number): string {
  return players.find((p) => p.id === id)?.name ?? '';
}
