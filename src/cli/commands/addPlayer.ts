/**
 * `swisspair add-player FILE --name NAME --rating R [--title T] [--federation F] [--fide-id N] [--birth-date D]
 * [--sex m|w] [--from-round N] [-o OUT]`: a late entry (C.04.2). Before round 4 is paired the player takes his
 * place in the initial order and the players below him move down one number; after, he gets the next number.
 * The rounds he missed score nothing. Edits FILE in place, atomically.
 */
import type { Command } from 'commander';
import { ArgumentError, type Diagnostic } from '../../errors.js';
import { addPlayer } from '../../trf/edit.js';
import { editTournament } from '../editFile.js';
import { parseRound } from '../load.js';
import { editOutputOption, encodingOption, fideTitle, parseIsoDate, refuseControlCharacters, type CommandContext } from '../options.js';

interface AddPlayerOptions {
  readonly name: string;
  readonly rating: string;
  readonly title?: string;
  readonly federation?: string;
  readonly fideId?: string;
  readonly birthDate?: string;
  readonly sex?: string;
  readonly fromRound?: string;
  readonly output?: string;
  readonly encoding?: string;
}

/**
 * A late entrant whose FIDE id or name a player of the file already has: warned, as `new` warns of a CSV row met
 * twice (the same player entered twice is the usual cause; two players may share a name). O(players).
 */
function sameEntrant(file: string, players: readonly { readonly id: number; readonly name: string; readonly fideId: string }[], entry: { readonly name: string; readonly fideId: string }): Diagnostic[] {
  const where = file === '-' ? '<stdin>' : file;
  const key = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();
  const warnings: Diagnostic[] = [];
  const byId = entry.fideId === '' ? undefined : players.find((p) => p.fideId === entry.fideId);
  if (byId !== undefined) warnings.push({ position: null, message: `${where}: FIDE id ${entry.fideId} is also player ${byId.id} (${byId.name}): the same player twice?` });
  const byName = players.find((p) => key(p.name) === key(entry.name));
  if (byName !== undefined && byName !== byId) warnings.push({ position: null, message: `${where}: the name ${entry.name} is also player ${byName.id}'s: the same player twice?` });
  return warnings;
}

export function registerAddPlayer(program: Command, ctx: CommandContext): void {
  program
    .command('add-player')
    .description('add a late entry (C.04.2 pairing numbers; rounds missed score nothing), editing FILE in place')
    .argument('<file>', 'TRF file')
    .requiredOption('--name <name>', 'name, as "Last, First"')
    .requiredOption('--rating <r>', 'rating (0 for unrated)')
    .option('--title <t>', 'FIDE title (GM IM WGM FM WIM CM WFM WCM)')
    .option('--federation <code>', '3-letter federation')
    .option('--fide-id <n>', 'FIDE id')
    .option('--birth-date <date>', 'birth date YYYY-MM-DD')
    .option('--sex <m|w>', 'm or w')
    .option('--from-round <n>', 'first round the player plays (default: the next round to pair)')
    .addOption(editOutputOption())
    .addOption(encodingOption())
    .action((file: string, options: AddPlayerOptions) => {
      refuseControlCharacters('--name', options.name);
      const name = options.name.trim();
      if (name === '' || name.length > 33) throw new ArgumentError(`--name expects a name of 1 to 33 characters, got "${options.name}"`);
      if (!/^\d{1,4}$/.test(options.rating)) throw new ArgumentError(`--rating expects a rating from 0 to 9999, got "${options.rating}"`);
      const title = fideTitle(options.title ?? '');
      if (title === null) throw new ArgumentError(`--title expects a FIDE title (GM IM WGM FM WIM CM WFM WCM), got "${options.title}"`);
      const federation = (options.federation ?? '').toUpperCase();
      if (federation !== '' && !/^[A-Z]{3}$/.test(federation)) throw new ArgumentError(`--federation expects a 3-letter code, got "${options.federation}"`);
      const fideId = options.fideId ?? '';
      if (fideId !== '' && !/^\d{1,11}$/.test(fideId)) throw new ArgumentError(`--fide-id expects digits, got "${fideId}"`);
      const sex = (options.sex ?? '').toLowerCase();
      if (sex !== '' && sex !== 'm' && sex !== 'w') throw new ArgumentError(`--sex expects m or w, got "${options.sex}"`);
      const birthDate = options.birthDate === undefined ? '' : parseIsoDate('--birth-date', options.birthDate).replaceAll('-', '/');
      const entry = { name, rating: Number(options.rating), title, federation, fideId, birthDate, sex };
      let id = 0;
      let renumbered = false;
      const { loaded } = editTournament(ctx, file, options, 'add-player', ({ document, tournament }) => {
        ctx.warn(sameEntrant(file, tournament.players, entry));
        const added = addPlayer(document, entry, parseRound(options.fromRound));
        id = added.id;
        renumbered = id <= tournament.players.length;
        return added.document;
      });
      const from = parseRound(options.fromRound) ?? loaded.tournament.roundsInFile + 1;
      const last = loaded.tournament.players.length;
      const numbers = renumbered ? `; players ${id}-${last} are now ${id + 1}-${last + 1} (C.04.2: numbers follow the initial order until round 4 is paired)` : '';
      ctx.streams.stderr.write(`${options.output ?? file}: ${name} added as player ${id}, playing from round ${from}${numbers}\n`);
    });
}
