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
import { decodePlayerList, readListedPlayers, type ExtraColumn } from '../playerCsv.js';
import { counted } from '../render.js';
import { teamDocument, type TeamNewOptions, type TeamRoundRobinNew } from '../teamNew.js';
import { parseTeamTiebreaks } from '../../standings/teams.js';
import { numberRoundRobin } from '../roundRobinNew.js';
import { roundRobinCode, roundRobinFormat } from '../../systems/roundrobin/format.js';
import { totalRounds } from '../../systems/roundrobin/schedule.js';

interface NewOptions extends TeamNewOptions {
  readonly output?: string;
  readonly players?: string;
  readonly teams?: string;
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
  readonly roundRobin?: boolean;
  readonly double?: boolean;
  readonly swap?: boolean;
  readonly varma?: string | boolean;
  readonly drawSeed?: string;
  readonly numbers?: string;
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

/** A round robin's rounds follow from its players and code; a --rounds that says otherwise is refused. */
function roundRobinRounds(code: string, players: number, given: string | undefined): number {
  if (players < 2) throw new ArgumentError(`a round robin needs at least 2 players; the list has ${players}`);
  const rounds = totalRounds(players, roundRobinFormat(code)!);
  if (given !== undefined && Number(given) !== rounds) throw new ArgumentError(`--rounds ${given}: a ${code} of ${players} players has ${rounds} rounds (leave --rounds out)`);
  return rounds;
}

/** The file `new` writes: OUT or -o (every other command writes with -o), one of them. */
function outputOf(given: string | undefined, output: string | undefined): string {
  if (given !== undefined && output !== undefined && given !== output) throw new ArgumentError(`two files to write: ${given} and -o ${output}; give one`);
  const out = given ?? output;
  if (out === undefined) throw new ArgumentError("give the file to write: swisspair new OUT.trf (or -o OUT.trf; '-' for standard output)");
  return out;
}

export function registerNew(program: Command, ctx: CommandContext): void {
  program
    .command('new')
    .description('create a tournament (TRF-2026) from a CSV player list, players in the C.04.2 initial order')
    .argument('[out]', "TRF file to write ('-' for standard output); or -o")
    .option('-o, --output <file>', 'TRF file to write, as the other commands take it (the same as OUT)')
    .option('--players <file>', 'CSV player list: name, rating, title, federation, FIDE id, birth date, sex (UTF-8 or Latin-1)')
    .option('--teams <file>', 'a team event (C.04.6): CSV with a Team column, each team\'s players in board order')
    .option('--boards <n>', 'with --teams: boards per match (default: the smallest team)')
    .option('--board-colours <WB..>', 'with --teams: colour of the first team on each board (352), default WBWB...')
    .option('--team-code <code>', 'with --teams: the 192 team code, e.g. FIDE_TEAM_TYPEB_GP_MP (default FIDE_TEAM_TYPEA_MP_GP)')
    .option('--team-colours <a|b|none>', 'with --teams: colour preferences Type A, Type B or none (C.04.6 1.7)')
    .option('--team-score <mp|gp>', 'with --teams: the primary score, match or game points (C.04.6 1.2)')
    .option('--match-points <w,d,l>', 'with --teams: match points of a team win, draw and loss (362)')
    .option('--team-order <list|rating>', 'with --teams: team pairing numbers in the list\'s order (default) or by mean rating of the first boards')
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
    .option('--round-robin', 'a round robin by the Berger tables (C.05 Annex 1): rounds and the 192 code written, pairing numbers by --draw-seed, --numbers given or --varma')
    .option('--double', 'with --round-robin: a double round robin (FIDE_DOUBLEROUNDROBIN: the last two rounds of the first cycle swapped)')
    .option('--no-swap', 'with --double: the table played twice without the swap (BERGER_DOUBLEROUNDROBIN)')
    .option('--varma [by]', 'with --round-robin: pairing numbers by the Varma tables (C.05 Annex 2), keeping players of one federation (default) or club apart; needs --draw-seed')
    .option('--draw-seed <n>', 'with --round-robin: the seed of the drawing of lots')
    .option('--numbers <given>', "with --round-robin: 'given': the pairing numbers of the list's number column (No, Number, SNo)")
    .action((given: string | undefined, options: NewOptions) => {
      const out = outputOf(given, options.output);
      if (out !== '-' && existsSync(out) && options.force !== true) {
        throw new ArgumentError(`${out} exists; swisspair new does not replace a tournament: choose another name, or pass --force`);
      }
      for (const [option, value] of [['--name', options.name], ['--city', options.city], ['--arbiter', options.arbiter]] as const) if (value !== undefined) refuseControlCharacters(option, value);
      if (options.colour !== 'white1' && options.colour !== 'black1') throw new ArgumentError(`--colour expects white1 or black1, got "${options.colour}"`);
      const roundRobin = options.roundRobin === true;
      if (!roundRobin && (options.double === true || options.varma !== undefined || options.drawSeed !== undefined || options.numbers !== undefined)) {
        throw new ArgumentError('--double, --varma, --draw-seed and --numbers belong to --round-robin');
      }
      const swissRounds = roundRobin ? null : parseRounds(options.rounds);
      // A bad tie-break code is exit 3 at its column, before anything is read (the list `standings` will read).
      if (options.tiebreaks !== undefined) {
        if (options.teams === undefined) parseTiebreakList(options.tiebreaks, { what: '--tiebreaks' });
        else parseTeamTiebreaks(options.tiebreaks, 'mp', '--tiebreaks');
      }
      const startDate = options.startDate === undefined ? undefined : parseIsoDate('--start-date', options.startDate);
      const endDate = options.endDate === undefined ? undefined : parseIsoDate('--end-date', options.endDate);
      if (startDate !== undefined && endDate !== undefined && endDate < startDate) throw new ArgumentError(`--end-date ${endDate} is before --start-date ${startDate}`);
      if (options.federation !== undefined && !/^[A-Za-z]{3}$/.test(options.federation)) throw new ArgumentError(`--federation expects a 3-letter code (such as ENG), got "${options.federation}"`);
      const edition = parseEdition(options.system, options.edition) ?? editionInForce(options.system, ...(startDate === undefined ? [] : [startDate]));
      if ((options.players === undefined) === (options.teams === undefined)) throw new ArgumentError('give the entrants: --players FILE (individuals) or --teams FILE (a team event)');
      if (options.teams !== undefined) {
        if (roundRobin && (options.varma !== undefined || options.numbers !== undefined)) throw new ArgumentError('--varma and --numbers number players; a team round robin numbers its teams by the list (--team-order) or by lot (--draw-seed)');
        const rr = roundRobin ? { code: roundRobinCode({ double: options.double === true, team: true, swap: options.swap !== false }), ...(options.drawSeed === undefined ? {} : { drawSeed: seedOf(options.drawSeed) }), ...(options.rounds === undefined ? {} : { rounds: options.rounds }) } : undefined;
        return newTeamEvent(ctx, out, options.teams, options, { startDate, endDate, rounds: swissRounds ?? 0 }, rr);
      }
      const listName = options.players!;
      const listWarnings: Diagnostic[] = [];
      // The number column is read for --numbers given, the club column for --varma club; otherwise they are unused.
      const extra: ExtraColumn[] = [...(options.numbers !== undefined ? (['number'] as const) : []), ...(options.varma === 'club' ? (['club'] as const) : [])];
      const listed = readListedPlayers(decodePlayerList(readInput(listName, ctx.streams)), listName === '-' ? '<stdin>' : listName, listWarnings, extra);
      ctx.warn(listWarnings);
      const rrCode = roundRobin ? roundRobinCode({ double: options.double === true, swap: options.swap !== false }) : null;
      const numbered = roundRobin ? numberRoundRobin(listed, options, listName === '-' ? '<stdin>' : listName) : null;
      const players = numbered === null ? listed : numbered.players;
      const rounds = swissRounds ?? roundRobinRounds(rrCode!, players.length, options.rounds);
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
          typeCode: rrCode ?? editionCode(options.system, edition),
          ...(numbered === null ? {} : { numberedAsGiven: true }),
          ...(options.tiebreaks === undefined ? {} : { tiebreaks: options.tiebreaks.split(/[\s,]+/).filter((s) => s !== '').join(' ') }),
        },
        players,
      );
      const { text, bytes } = encodeTrfText(doc, 'utf-8');
      assertEditReadsBack(bytes, 'utf-8', out, 'new', undefined, text);
      writeOutput(out, bytes, ctx.streams, { force: true });
      if (out !== '-') ctx.streams.stderr.write(`${out}: ${counted(players.length, 'player')}, ${counted(rounds, 'round')}, ${rrCode ?? editionCode(options.system, edition)}\n`);
      if (numbered !== null) ctx.streams.stderr.write(`${out === '-' ? 'new' : out}: ${numbered.how}\n`);
    });
}

/** `new --teams`: the team document of src/cli/teamNew.ts, written as `new` writes. */
function seedOf(text: string): number {
  if (!/^\d{1,10}$/.test(text) || Number(text) > 0xffffffff) throw new ArgumentError(`--draw-seed expects a number from 0 to 4294967295, got "${text}"`);
  return Number(text);
}

function newTeamEvent(ctx: CommandContext, out: string, listName: string, options: NewOptions, d: { startDate: string | undefined; endDate: string | undefined; rounds: number }, rr?: TeamRoundRobinNew): void {
  const settings = {
    name: options.name ?? 'Tournament',
    ...(options.city === undefined ? {} : { city: options.city }),
    ...(options.federation === undefined ? {} : { federation: options.federation.toUpperCase() }),
    ...(d.startDate === undefined ? {} : { startDate: d.startDate.replaceAll('-', '/') }),
    ...(d.endDate === undefined ? {} : { endDate: d.endDate.replaceAll('-', '/') }),
    ...(options.arbiter === undefined ? {} : { chiefArbiter: options.arbiter }),
    rounds: d.rounds,
    initialColour: options.colour === 'white1' ? ('white' as const) : ('black' as const),
    points: parsePoints(options.points),
    typeCode: '',
    ...(options.tiebreaks === undefined ? {} : { tiebreaks: options.tiebreaks.split(/[\s,]+/).filter((s) => s !== '').join(' ') }),
  };
  const listWarnings: Diagnostic[] = [];
  const made = teamDocument(decodePlayerList(readInput(listName, ctx.streams)), listName === '-' ? '<stdin>' : listName, settings, options, listWarnings, rr);
  ctx.warn(listWarnings);
  const { text, bytes } = encodeTrfText(made.document, 'utf-8');
  assertEditReadsBack(bytes, 'utf-8', out, 'new', undefined, text);
  writeOutput(out, bytes, ctx.streams, { force: true });
  if (out !== '-') ctx.streams.stderr.write(`${out}: ${made.teams} team${made.teams === 1 ? '' : 's'} of ${counted(made.players, 'player')}, ${counted(made.boards, 'board')}, ${counted(made.rounds, 'round')}, ${made.code}${rr === undefined ? '' : rr.drawSeed === undefined ? ' (team pairing numbers in the list\'s order)' : ` (team pairing numbers drawn by lot, seed ${rr.drawSeed})`}\n`);
}
