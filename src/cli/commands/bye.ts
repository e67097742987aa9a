/**
 * `swisspair bye FILE --round N --player P --kind H|F|Z [--force] [-o OUT]`: a bye the player asked for (TRF-2026
 * `240` for a round not paired yet: `pair` leaves the player out and writes the bye with its points; the block
 * itself for a round already in the file where the player has no game). A bye over another one (declared, the
 * pairing-allocated bye, a withdrawal's zero-point bye) needs --force and says old -> new. `--remove` takes a
 * declared bye back. Edits FILE in place, atomically.
 */
import type { Command } from 'commander';
import { ArgumentError } from '../../errors.js';
import { addBye, type ByeKind } from '../../trf/edit.js';
import { existingBye, removeDeclaredBye, type ExistingBye } from '../../trf/byes.js';
import { editTournament } from '../editFile.js';
import { parseRound } from '../load.js';
import { editOutputOption, encodingOption, parsePlayerNumber, type CommandContext } from '../options.js';
import { printable } from '../render.js';
import { teamByeEdit, teamByeRemove } from '../teamBye.js';
import { withoutTeamRecordWarnings } from '../teamPair.js';

interface ByeOptions {
  readonly round: string;
  readonly player?: string;
  readonly team?: string;
  readonly kind?: string;
  readonly remove?: boolean;
  readonly force?: boolean;
  readonly output?: string;
  readonly encoding?: string;
}

const KINDS: Readonly<Record<string, string>> = { H: 'half-point bye', F: 'full-point bye', Z: 'zero-point bye', U: 'pairing-allocated bye' };

function parseKind(options: ByeOptions): ByeKind | null {
  if (options.remove === true) {
    if (options.kind !== undefined) throw new ArgumentError('--kind and --remove: give one of them');
    return null;
  }
  if (options.kind === undefined) throw new ArgumentError('--kind H|F|Z (or --remove) is required');
  const kind = options.kind.toUpperCase();
  if (kind !== 'H' && kind !== 'F' && kind !== 'Z') throw new ArgumentError(`--kind expects H, F or Z, got "${options.kind}"`);
  return kind;
}

export function registerBye(program: Command, ctx: CommandContext): void {
  program
    .command('bye')
    .description('give a player a requested bye in a round (H half-point, F full-point, Z zero-point), editing FILE in place')
    .argument('<file>', 'TRF file')
    .requiredOption('--round <n>', 'the round of the bye: one not paired yet (a 240 record), or a paired round in which the player has no game')
    .option('--player <n>', "the player's pairing number")
    .option('--team <n>', 'a team file: the team pairing number (a 240 record naming the team)')
    .option('--kind <H|F|Z>', 'H half-point, F full-point, Z zero-point bye')
    .option('--remove', 'take back the bye declared for the player (or, with --team, the team) in a round not paired yet')
    .option('--force', 'replace a bye the player already has in that round (declared, pairing-allocated or a withdrawal)')
    .addOption(editOutputOption())
    .addOption(encodingOption())
    .action((file: string, options: ByeOptions) => {
      const kind = parseKind(options);
      const round = parseRound(options.round)!;
      if ((options.player === undefined) === (options.team === undefined)) throw new ArgumentError('give --player N, or --team N in a team file');
      if (options.team !== undefined) {
        let said = '';
        const quiet: CommandContext = { ...ctx, warn: (ds) => ctx.warn(withoutTeamRecordWarnings(ds)) };
        editTournament(quiet, file, options, 'bye', ({ document }) => {
          const name = file === '-' ? '<stdin>' : file;
          const made = kind === null ? teamByeRemove(document, name, round, options.team!) : teamByeEdit(document, name, round, options.team!, kind, options.force === true);
          said = made.said;
          return made.document;
        });
        ctx.streams.stderr.write(`${options.output ?? file}: ${said}\n`);
        return;
      }
      const player = parsePlayerNumber('--player', options.player!);
      const name = file === '-' ? '<stdin>' : file;
      let old: ExistingBye | null = null;
      const { loaded } = editTournament(ctx, file, options, 'bye', ({ document }) => {
        old = existingBye(document, round, player);
        if (kind === null) return removeDeclaredBye(document, round, player);
        if (old !== null && old.code === kind) throw new ArgumentError(`${name}: ${player} already has a ${KINDS[kind]} in round ${round}; nothing to do`);
        if (old !== null && options.force !== true) {
          throw new ArgumentError(`${name}: ${player} has a ${KINDS[old.code]} in round ${round}${old.where === 'declared' ? ' (240)' : ''}; pass --force to replace it by a ${KINDS[kind]}`);
        }
        return addBye(document, { round, player, kind });
      });
      const shown = options.output ?? file;
      const who = `${player} ${printable(nameOf(loaded.tournament.players, player))}`;
      const was = old as ExistingBye | null;
      if (kind === null) {
        ctx.streams.stderr.write(`${shown}: ${who}: the ${KINDS[was?.code ?? 'Z']} declared for round ${round} is removed; he is paired in round ${round}\n`);
        return;
      }
      const written = round <= loaded.tournament.roundsInFile ? `written in round ${round}` : `declared for round ${round} (240 ${kind})`;
      const change = was === null ? KINDS[kind] : `${KINDS[was.code]} -> ${KINDS[kind]}`;
      ctx.streams.stderr.write(`${shown}: ${who}: ${change} ${written}\n`);
    });
}

export function nameOf(players: readonly { readonly id: number; readonly name: string }[], id: number): string {
  return players.find((p) => p.id === id)?.name ?? '';
}
