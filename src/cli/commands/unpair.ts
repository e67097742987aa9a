/**
 * `swisspair unpair FILE --round N [--force] [-o OUT]`: removes the last paired round (a bye request that came
 * after pairing, a pairing made from a wrong result: issue 33.4). Refused when a result of the round is entered,
 * unless --force, and then every result removed is listed. Edits FILE in place through editTournament (read
 * back, atomic write). A half- or full-point bye entered in the round stays as a 240 declaration.
 */
import type { Command } from 'commander';
import { ArgumentError } from '../../errors.js';
import { unpairRound, type Unpaired } from '../../trf/unpair.js';
import { editTournament } from '../editFile.js';
import { parseRound } from '../load.js';
import { editOutputOption, encodingOption, type CommandContext } from '../options.js';
import { counted } from '../render.js';

interface UnpairOptions {
  readonly round: string;
  readonly force?: boolean;
  readonly output?: string;
  readonly encoding?: string;
}

const RESULT_TEXT: Readonly<Record<string, string>> = { '1': '1', '0': '0', '=': '½', W: '1', D: '½', L: '0', '+': '+', '-': '-', ' ': '?' };
const resultText = (codes: string): string => `${RESULT_TEXT[codes[0]!] ?? codes[0]}-${RESULT_TEXT[codes[1]!] ?? codes[1]}`;

export function registerUnpair(program: Command, ctx: CommandContext): void {
  program
    .command('unpair')
    .description('remove the last paired round (with --force also when results of it are entered), editing FILE in place')
    .argument('<file>', 'TRF file')
    .requiredOption('--round <n>', 'the round to remove: the last one in the file')
    .option('--force', 'remove the round although results of it are entered (they are listed)')
    .addOption(editOutputOption())
    .addOption(encodingOption())
    .action((file: string, options: UnpairOptions) => {
      const round = parseRound(options.round)!;
      let removed: Unpaired | null = null;
      const name = file === '-' ? '<stdin>' : file;
      editTournament(ctx, file, options, 'unpair', ({ document }) => {
        const u = unpairRound(document, round);
        if (u.results.length > 0 && options.force !== true) {
          const list = u.results.map((r) => `${r.white}-${r.black}=${resultText(r.codes)}`).join(', ');
          throw new ArgumentError(`${name}: round ${round} has ${counted(u.results.length, 'result')} entered (${list}); pass --force to remove the round with them`);
        }
        removed = u;
        return u.document;
      });
      const u = removed as Unpaired | null;
      if (u === null) return;
      const target = options.output ?? file;
      const shown = target === '-' ? '-o' : target;
      ctx.streams.stderr.write(`${shown}: round ${round} removed; round ${round} is the next round to pair\n`);
      if (u.results.length > 0) ctx.streams.stderr.write(`${shown}: results removed: ${u.results.map((r) => `${r.white}-${r.black}=${resultText(r.codes)}`).join(', ')}\n`);
      for (const d of u.declared) ctx.streams.stderr.write(`${shown}: ${d.player}: the ${d.kind === 'H' ? 'half' : 'full'}-point bye of round ${round} stays declared (240 ${d.kind})\n`);
    });
}
