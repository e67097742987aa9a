/**
 * `swisspair print FILE --view pairings|names|results|standings|crosstable|cards|players|schedule|all [--round N]
 * [--category NAME=EXPR]... [--title T] [-o OUT.html]`: the views of src/print as one self-contained HTML file
 * (standard output without -o). A bad --view or --category is exit 3 before the file is read. A team file prints
 * every view in team form (src/print/teams.ts): a team Swiss's crosstable and schedule from its rounds
 * (teamCrosstable.ts), a team round robin's from its Berger table (teamRoundRobin.ts), team cards for both
 * (teamCards.ts); --category is exit 3 for a team file.
 */
import type { Command } from 'commander';
import { parseTiebreakList } from '../../standings/index.js';
import { isTeamDocument } from '../../model/team.js';
import { withoutTeamRecordWarnings } from '../teamPair.js';
import { parseCategory, parsePrintViews, printHtml, type Category } from '../../print/index.js';
import { loadTournament, parseEncoding, parseRound } from '../load.js';
import { writeOutput } from '../io.js';
import { encodingOption, parseTiebreakRules, tiebreakRulesOption, tiebreaksOption, type CommandContext } from '../options.js';

interface PrintCliOptions {
  readonly view: string;
  readonly round?: string;
  readonly category: string[];
  readonly title?: string;
  readonly output?: string;
  readonly tiebreaks?: string;
  readonly tiebreakRules?: string;
  readonly encoding?: string;
  readonly force?: boolean;
}

const collect = (value: string, previous: string[]): string[] => [...previous, value];

export function registerPrint(program: Command, ctx: CommandContext): void {
  program
    .command('print')
    .description('print pairings, results, standings, the cross table, player cards or the starting list as one HTML page')
    .argument('<file>', "TRF file ('-' for standard input)")
    .option('--view <views>', 'pairings, names, results, standings, crosstable, cards, players, schedule (a round robin\'s table) or all (comma-separated); a team file: the same views in team form (crosstable: each round\'s opponent, colour and game points; cards: a card per team; schedule: every round\'s matches)', 'all')
    .option('--round <n>', 'the round to print (default: the last round in the file; standings: the last with all results)')
    .option('--category <name=expr>', 'a standings table per category: U1800=rating<1800, Women=sex=w, U16=born>=2010, GER=federation=GER; & combines (repeatable)', collect, [])
    .option('--title <text>', "the event name on every page (default: the file's 012)")
    .option('-o, --output <file>', "write the HTML here ('-' or no -o: standard output)")
    .option('--force', 'let -o replace the input file')
    .addOption(tiebreaksOption())
    .addOption(tiebreakRulesOption())
    .addOption(encodingOption())
    .action((file: string, options: PrintCliOptions) => {
      const views = parsePrintViews(options.view);
      const categories: Category[] = options.category.map(parseCategory);
      const round = parseRound(options.round);
      const rules = parseTiebreakRules(options.tiebreakRules);
      const { tournament, warnings, document } = loadTournament(file, parseEncoding(options.encoding), ctx.streams);
      // A team file's 310 and team-tournament warnings are the individual reader's: the team views read them.
      ctx.warn(isTeamDocument(document) ? withoutTeamRecordWarnings(warnings) : warnings);
      // A team file's list is read by the team parser (BH:MP ...), in printHtml.
      const team = isTeamDocument(document);
      const tiebreaks = options.tiebreaks === undefined || team ? undefined : parseTiebreakList(options.tiebreaks, { what: '--tiebreaks' });
      const html = printHtml(document, {
        views,
        categories,
        tournament,
        ...(round === undefined ? {} : { round }),
        ...(options.title === undefined ? {} : { title: options.title }),
        ...(team && options.tiebreaks !== undefined ? { teamTiebreaks: options.tiebreaks } : {}),
        standings: { ...(tiebreaks === undefined ? {} : { tiebreaks }), ...(rules === undefined ? {} : { rules }) },
      });
      writeOutput(options.output ?? '-', html, ctx.streams, { inputs: [file], force: options.force === true });
    });
}
