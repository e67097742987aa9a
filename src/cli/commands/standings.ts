/**
 * `swisspair standings FILE [--round N] [--tiebreaks LIST] [--tiebreak-rules 2024|2026] [--unrated-rating R]
 * [--round-robin] [--json | --csv]`: rank, player, points and every tie-break of the list (C.07), ties shown as
 * shared ranks; the regulations' edition and where the list came from are named in every output.
 */
import type { Command } from 'commander';
import { ArgumentError } from '../../errors.js';
import { parseTiebreakList, standings } from '../../standings/index.js';
import { isTeamDocument } from '../../model/team.js';
import { withoutTeamRecordWarnings } from '../teamPair.js';
import { teamStandingsCommand } from '../teamStandings.js';
import { chooseSystem, systemById } from '../../systems/index.js';
import { parseTeamTiebreaks } from '../../standings/teams.js';
import { loadTournament, parseEncodingOption, parseRound } from '../load.js';
import {
  encodingOption,
  parseTiebreakRules,
  parseUnratedRating,
  tiebreakRulesOption,
  tiebreaksOption,
  type CommandContext,
} from '../options.js';
import { json, makeChalk } from '../render.js';
import { blankLines, renderStandingsText, standingsCsv, standingsJson } from '../standingsRender.js';
import { checkReportTarget, parseRoundDates, writeRatingReport } from '../ratingReport.js';

interface StandingsCliOptions {
  readonly round?: string;
  readonly tiebreaks?: string;
  readonly tiebreakRules?: string;
  readonly unratedRating?: string;
  readonly roundRobin?: boolean;
  readonly json?: boolean;
  readonly csv?: boolean;
  readonly encoding?: string;
  readonly output?: string;
  readonly roundDates?: string;
  readonly force?: boolean;
  readonly boards?: boolean;
}

export function registerStandings(program: Command, ctx: CommandContext): void {
  program
    .command('standings')
    .description('rank the players by points and the tie-break list (FIDE C.07, 2024 or 2026 text)')
    .argument('<file>', "TRF file ('-' for standard input)")
    .option('--round <n>', 'standings after this round (default: the last round whose results are all in)')
    .addOption(tiebreaksOption())
    .addOption(tiebreakRulesOption())
    .option('--unrated-rating <r>', 'rating of unrated players for the rating-based tie-breaks (default: none; a /Un modifier overrides it)')
    .option('--round-robin', 'the pairings were fixed in advance (round robin): unplayed games count as played (also read from a round-robin 192 code)')
    .option('--json', 'machine-readable output')
    .option('--csv', 'comma-separated values (RFC 4180)')
    .option('--boards', 'team files: the individual board standings (each player\'s points, games, percentage, ARO and rating performance across the matches)')
    .option('-o, --output <file>', "write the rating report: the tournament with points, ranks, 062/072 and 132 filled ('-' for standard output)")
    .option('--round-dates <list>', 'with -o: the dates of rounds 1, 2, ... (YYYY-MM-DD, comma-separated) for the 132 record')
    .option('--force', 'let -o replace the input file')
    .addOption(encodingOption())
    .action((file: string, options: StandingsCliOptions) => {
      if (options.json === true && options.csv === true) throw new ArgumentError('--json and --csv cannot be used together');
      const rules = parseTiebreakRules(options.tiebreakRules);
      const unratedRating = parseUnratedRating(options.unratedRating);
      const round = parseRound(options.round);
      // The list is read before the file: a bad code is exit 3 whatever the file.
      // A team file reads team codes (EDET, MPvGP, BH:MP): the individual list's refusal waits until the file is read.
      let tiebreaks: ReturnType<typeof parseTiebreakList> | undefined;
      let listError: unknown = null;
      try {
        tiebreaks = options.tiebreaks === undefined ? undefined : parseTiebreakList(options.tiebreaks, { what: '--tiebreaks' });
      } catch (error) {
        // Neither an individual nor a team list: refused before the file is read.
        try {
          parseTeamTiebreaks(options.tiebreaks ?? '', 'mp', '--tiebreaks');
        } catch (teamError) {
          // The list's refusal in the language it is written in: team codes (EDE, BH:MP, ...) get the team message.
          throw /:(MP|GP)\b|\b(EDE\w*|MPVGP|BC|TBR|BBE|E[MG][MG]SB|MPTS|GPTS)\b/i.test(options.tiebreaks ?? '') ? teamError : error;
        }
        listError = error;
      }
      const dates = parseRoundDates(options.roundDates);
      if (options.output !== undefined) checkReportTarget(file, options.output, options.force === true);
      const { tournament, warnings, document, bytes: read, encoding } = loadTournament(file, parseEncodingOption(options.encoding), ctx.streams);
      if (isTeamDocument(document)) {
        ctx.warn(withoutTeamRecordWarnings(warnings));
        // Pairings fixed in advance (a team round robin: the system's fixedSchedule) rank by its default list when the file names none.
        const fixed = options.roundRobin === true || systemById(chooseSystem(tournament).system).fixedSchedule === true;
        return teamStandingsCommand(ctx, document, tournament.fileName, { ...(options.tiebreaks === undefined ? {} : { tiebreaks: options.tiebreaks }), ...(round === undefined ? {} : { round }), ...(rules === undefined ? {} : { rules }), json: options.json === true, csv: options.csv === true, boards: options.boards === true, roundRobin: fixed, ...(tournament.teams === undefined ? {} : { teams: tournament.teams }) });
      }
      if (options.boards === true) throw new ArgumentError('--boards is for team files (310 records or a team 192 code): this file has no teams');
      if (listError !== null) throw listError;
      ctx.warn(warnings);
      const result = standings(tournament, {
        ...(round === undefined ? {} : { round }),
        ...(tiebreaks === undefined ? {} : { tiebreaks }),
        ...(rules === undefined ? {} : { rules }),
        ...(unratedRating === undefined ? {} : { unratedRating }),
        roundRobin: options.roundRobin === true,
      });
      const out = ctx.streams.stdout;
      if (options.output !== undefined) {
        writeRatingReport(ctx, file, options.output, document, result, { encoding, dates, force: options.force === true, read });
        if (options.output === '-') return;
      }
      if (options.json === true) out.write(json({ ...(standingsJson(result, tournament) as object), warnings }));
      else if (options.csv === true) {
        // The CSV holds the table only: why a column has empty cells goes to standard error, once per column.
        ctx.warn(blankLines(result).map((message) => ({ position: null, message })));
        out.write(standingsCsv(result, tournament));
      }
      else out.write(renderStandingsText(result, tournament, makeChalk(out, ctx.streams.env)));
    });
}
