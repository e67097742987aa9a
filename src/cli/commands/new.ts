/**
 * `swisspair new OUT.trf --players FILE.csv [--rounds N] [--name ...] [--city ...] [--federation ...]
 * [--start-date ...] [--end-date ...] [--system dutch|dubov] [--edition YEAR] [--colour white1|black1]
 * [--tiebreaks LIST] [--points 1,0.5,0]`: a TRF-2026 tournament from a player list, the players in the C.04.2
 * initial order. A bad row is exit 3 with file:line:column and nothing is written; an existing OUT is not
 * replaced without --force.
 */
import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { ArgumentError, type Diagnostic } from '../../errors.js';
import { editionCode, editionInForce, SYSTEMS, type SystemName } from '../../systems/index.js';
import { encodeTrfText } from '../../trf/write.js';
import { newTournament } from '../../trf/entry.js';
import { parseTiebreakList } from '../../standings/index.js';
import { assertEditReadsBack } from '../editFile.js';
import { readInput, writeOutput } from '../io.js';
import { editionOption, parseEdition, parseIsoDate, refuseControlCharacters, systemOption, type CommandContext } from '../options.js';
import { decodePlayerList, readPlayerList } from '../playerCsv.js';
import { counted } from '../render.js';

interface NewOptions {
  readonly players: string;
  readonly rounds?: string;
  readonly name?: string;
  readonly city?: string;
  readonly federation?: string;
  readonly startDate?: string;
  readonly endDate?: string;
  readonly arbiter?: string;
  readonly system: SystemName;
  readonly edition?: string;
  readonly colour: string;
  readonly tiebreaks?: string;
  readonly points: string;
  readonly force?: boolean;
}

/** `--points W,D,L` in points (one decimal) -> tenths. */
function parsePoints(value: string): { win: number; draw: number; loss: number } {
  const parts = value.split(',').map((s) => s.trim());
  const tenths = parts.map((p) => (/^\d{1,2}(\.\d)?$/.test(p) ? Math.round(Number(p) * 10) : NaN));
  if (tenths.length !== 3 || tenths.some(Number.isNaN)) throw new ArgumentError(`--points expects win,draw,loss such as 1,0.5,0 or 3,1,0, got "${value}"`);
  return { win: tenths[0]!, draw: tenths[1]!, loss: tenths[2]! };
}

function parseRounds(value: string | undefined): number {
  if (value === undefined) throw new ArgumentError('--rounds is required: the number of rounds is declared beforehand (C.04.1 a)');
  if (!/^\d{1,3}$/.test(value) || Number(value) < 1) throw new ArgumentError(`--rounds expects a number of rounds from 1 to 999, got "${value}"`);
  return Number(value);
}

export function registerNew(program: Command, ctx: CommandContext): void {
  program
    .command('new')
    .description('create a tournament (TRF-2026) from a CSV player list, players in the C.04.2 initial order')
    .argument('<out>', "TRF file to write ('-' for standard output)")
    .requiredOption('--players <file>', 'CSV player list: name, rating, title, federation, FIDE id, birth date, sex (UTF-8 or Latin-1)')
    .option('--rounds <n>', 'number of rounds (142)')
    .option('--name <text>', 'tournament name (012)')
    .option('--city <text>', 'city (022)')
    .option('--federation <code>', 'federation (032)')
    .option('--start-date <date>', 'start date YYYY-MM-DD (042)')
    .option('--end-date <date>', 'end date YYYY-MM-DD (052)')
    .option('--arbiter <name>', 'chief arbiter (102)')
    .addOption(systemOption(SYSTEMS[0]!.id))
    .addOption(editionOption('the edition in force on --start-date, else today'))
    .option('--colour <c>', 'colour of player 1 in round 1: white1 or black1 (152)', 'white1')
    .option('--tiebreaks <list>', 'tie-break list (202), e.g. "BH/C1,BH,SB"')
    .option('--points <w,d,l>', 'points for a win, a draw and a loss (162)', '1,0.5,0')
    .option('--force', 'replace OUT if it exists')
    .action((out: string, options: NewOptions) => {
      if (out !== '-' && existsSync(out) && options.force !== true) {
        throw new ArgumentError(`${out} exists; swisspair new does not replace a tournament: choose another name, or pass --force`);
      }
      for (const [option, value] of [['--name', options.name], ['--city', options.city], ['--arbiter', options.arbiter]] as const) if (value !== undefined) refuseControlCharacters(option, value);
      if (options.colour !== 'white1' && options.colour !== 'black1') throw new ArgumentError(`--colour expects white1 or black1, got "${options.colour}"`);
      const rounds = parseRounds(options.rounds);
      // A bad tie-break code is exit 3 at its column, before anything is read (the list `standings` will read).
      if (options.tiebreaks !== undefined) parseTiebreakList(options.tiebreaks, { what: '--tiebreaks' });
      const startDate = options.startDate === undefined ? undefined : parseIsoDate('--start-date', options.startDate);
      const endDate = options.endDate === undefined ? undefined : parseIsoDate('--end-date', options.endDate);
      if (startDate !== undefined && endDate !== undefined && endDate < startDate) throw new ArgumentError(`--end-date ${endDate} is before --start-date ${startDate}`);
      if (options.federation !== undefined && !/^[A-Za-z]{3}$/.test(options.federation)) throw new ArgumentError(`--federation expects a 3-letter code (such as ENG), got "${options.federation}"`);
      const edition = parseEdition(options.system, options.edition) ?? editionInForce(options.system, ...(startDate === undefined ? [] : [startDate]));
      const listName = options.players;
      const listWarnings: Diagnostic[] = [];
      const players = readPlayerList(decodePlayerList(readInput(listName, ctx.streams)), listName === '-' ? '<stdin>' : listName, listWarnings);
      ctx.warn(listWarnings);
      const doc = newTournament(
        {
          name: options.name ?? 'Tournament',
          ...(options.city === undefined ? {} : { city: options.city }),
          ...(options.federation === undefined ? {} : { federation: options.federation.toUpperCase() }),
          ...(startDate === undefined ? {} : { startDate: startDate.replaceAll('-', '/') }),
          ...(endDate === undefined ? {} : { endDate: endDate.replaceAll('-', '/') }),
          ...(options.arbiter === undefined ? {} : { chiefArbiter: options.arbiter }),
          rounds,
          initialColour: options.colour === 'white1' ? 'white' : 'black',
          points: parsePoints(options.points),
          typeCode: editionCode(options.system, edition),
          ...(options.tiebreaks === undefined ? {} : { tiebreaks: options.tiebreaks.split(/[\s,]+/).filter((s) => s !== '').join(' ') }),
        },
        players,
      );
      const { text, bytes } = encodeTrfText(doc, 'utf-8');
      assertEditReadsBack(bytes, 'utf-8', out, 'new', undefined, text);
      writeOutput(out, bytes, ctx.streams, { force: true });
      if (out !== '-') ctx.streams.stderr.write(`${out}: ${counted(players.length, 'player')}, ${counted(rounds, 'round')}, ${editionCode(options.system, edition)}\n`);
    });
}
