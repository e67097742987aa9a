/**
 * `swisspair result FILE --round N PAIR=RESULT... [--board B=RESULT]... [--from results.txt] [--force] [-o OUT]`:
 * enters results of one round (white-black=result, or by board as `pair` printed them) on both players' lines
 * and in the points columns, editing FILE in place (atomically) or writing OUT. Every entry is checked before
 * anything is written: a pair not paired together, a contradiction, or a change of an entered result without
 * --force is exit 3 and the file is left as it was.
 */
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { ArgumentError, InputError, type SourcePosition } from '../../errors.js';
import { printedBoards, type PrintedBoard } from '../../trf/boards.js';
import { EditRefused, parseGameResult, setResults, type GameResultCodes } from '../../trf/edit.js';
import type { TrfDocument } from '../../trf/index.js';
import { editTournament } from '../editFile.js';
import { parseRound } from '../load.js';
import { editOutputOption, encodingOption, repeatable, type CommandContext } from '../options.js';
import { counted } from '../render.js';
import { withoutTeamRecordWarnings } from '../teamPair.js';
import { enterMatch, parseMatchSpec, type MatchEdit } from '../teamResult.js';

interface ResultOptions {
  readonly round?: string;
  readonly board?: readonly string[];
  readonly from?: string;
  readonly force?: boolean;
  readonly output?: string;
  readonly encoding?: string;
  readonly match?: string;
  readonly boards?: string;
}

/** One entry as given: by players or by board, with where it was written (for messages). */
interface Entry {
  readonly white?: number;
  readonly black?: number;
  readonly board?: number;
  readonly result: GameResultCodes;
  readonly where: SourcePosition | null;
  readonly text: string;
}

const EXPECTED = 'WHITE-BLACK=RESULT (e.g. 12-7=1-0) with a result 1-0 0-1 ½-½ 1/2-1/2 = +- -+ -- ½-0 0-½ 0-0';

function refuse(where: SourcePosition | null, text: string, message: string, expected = EXPECTED): never {
  throw new InputError([{ position: where, message: where === null ? `"${text}": ${message}` : message, found: text, expected }]);
}

/** `12-7=1-0` (or `12-7 1-0`, `12 7 1-0` in a results file). */
function parsePairEntry(text: string, where: SourcePosition | null): Entry {
  const m = /^\s*(\d{1,4})\s*[-\s]\s*(\d{1,4})\s*(?:=|\s)\s*(\S.*?)\s*$/.exec(text);
  if (m === null) refuse(where, text, 'not a result entry');
  const result = parseGameResult(m[3]!);
  if (result === null) refuse(where, text, `"${m[3]}" is not a result`);
  return { white: Number(m[1]), black: Number(m[2]), result, where, text };
}

/** `--board 1=1-0`. */
function parseBoardEntry(text: string): Entry {
  const m = /^\s*(\d{1,4})\s*=\s*(\S.*?)\s*$/.exec(text);
  if (m === null) refuse(null, text, 'not a board result', 'BOARD=RESULT, e.g. 1=1-0');
  const result = parseGameResult(m[2]!);
  if (result === null) refuse(null, text, `"${m[2]}" is not a result`);
  return { board: Number(m[1]), result, where: null, text };
}

function entriesFromFile(path: string): Entry[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new ArgumentError(`--from ${path}: cannot read the file`);
  }
  const entries: Entry[] = [];
  text.split(/\r\n|\n|\r/).forEach((line, i) => {
    const content = line.replace(/#.*$/, '');
    if (content.trim() === '') return;
    entries.push(parsePairEntry(content, { file: path, line: i + 1, column: content.search(/\S/) + 1 }));
  });
  return entries;
}

/**
 * The round's games in the board order `pair` printed (kept in the file: src/trf/boards.ts). A round whose printed
 * order the file does not hold (paired by another program, or changed since) is refused: an order computed from
 * today's scores moves games to other boards once an earlier result is corrected (issue 33.1).
 */
function boardsOf(doc: TrfDocument, round: number, file: string): readonly PrintedBoard[] {
  const printed = printedBoards(doc, round);
  if (printed.boards !== null) return printed.boards;
  const name = file === '-' ? '<stdin>' : file;
  const why =
    printed.status === 'stale'
      ? `the pairing of round ${round} was changed after its board order was written`
      : `the file does not keep the board order printed for round ${round} (paired by another program or an older swisspair)`;
  throw new ArgumentError(`${name}: --board: ${why}; enter the results as WHITE-BLACK=RESULT (\`swisspair show ${file} --round ${round}\` lists the games)`);
}

interface Changes {
  readonly added: number;
  /** `W-B` of games given the result they already had. */
  readonly same: readonly string[];
  /** `W-B old -> new` of corrections (--force). */
  readonly changed: readonly string[];
}

const CODE_TEXT: Readonly<Record<string, string>> = { '1': '1', '0': '0', '=': '½', W: '1', D: '½', L: '0', '+': '+', '-': '-' };
const codesText = (w: string | null, b: string | null): string => `${w === null ? '?' : (CODE_TEXT[w] ?? w)}-${b === null ? '?' : (CODE_TEXT[b] ?? b)}`;

/** What each game's entry does to the file: a new result, the same one again, or a correction (old -> new). O(records). */
function changesOf(doc: TrfDocument, games: readonly { round: number; white: number; black: number; result: GameResultCodes }[]): Changes {
  const round = games[0]?.round ?? 0;
  const result = new Map<number, string | null>();
  for (const r of doc.records) if (r.kind === 'player') result.set(r.startingRank, r.rounds[round - 1]?.result ?? null);
  let added = 0;
  const same: string[] = [];
  const changed: string[] = [];
  const seen = new Map<string, GameResultCodes>();
  for (const g of games) {
    const key = `${g.white}-${g.black}`;
    const before = seen.get(key);
    const [ow, ob] = before === undefined ? [result.get(g.white) ?? null, result.get(g.black) ?? null] : before;
    seen.set(key, g.result);
    if (ow === g.result[0] && ob === g.result[1]) same.push(key);
    else if (ow === null && ob === null) added++;
    else changed.push(`${key} ${codesText(ow, ob)} -> ${codesText(g.result[0], g.result[1])}`);
  }
  return { added, same, changed };
}

export function registerResult(program: Command, ctx: CommandContext): void {
  program
    .command('result')
    .description('enter results of a round (white-black=result or --board B=result), editing FILE in place')
    .argument('<file>', 'TRF file')
    .argument('[entries...]', 'WHITE-BLACK=RESULT, e.g. 12-7=1-0 4-9=½-½ 3-15=+-')
    .option('--round <n>', 'the round (default: the last round in the file)')
    .option('--board <b=result>', 'a result by board number as `pair` printed the boards (repeatable)', repeatable)
    .option('--from <file>', 'read entries from a file, one WHITE-BLACK=RESULT per line (# comments)')
    .option('--match <t[=score]>', 'a team file: the match of team T (its pairing number), or mN: the match numbered N as pair and show print it (its first team\'s side); T=2.5-1.5 (T first), T=+- / -+ / -- (forfeited), or with --boards')
    .option('--boards <results>', 'with --match: board results from team T\'s side, board 1 first, e.g. 1-0,½-½,0-1,1-0')
    .option('--force', 'change results already entered')
    .addOption(editOutputOption())
    .addOption(encodingOption())
    .action((file: string, args: string[], options: ResultOptions) => {
      if (options.match !== undefined || options.boards !== undefined) return resultOfMatch(ctx, file, args, options);
      const entries = [...args.map((a) => parsePairEntry(a, null)), ...(options.board ?? []).map(parseBoardEntry), ...(options.from === undefined ? [] : entriesFromFile(options.from))];
      if (entries.length === 0) throw new ArgumentError('no result given: WHITE-BLACK=RESULT arguments, --board B=RESULT or --from FILE');
      let round = 0;
      let missing: readonly number[] = [];
      let paired = 0;
      let changes: Changes = { added: 0, same: [], changed: [] };
      editTournament(ctx, file, options, 'result', ({ document: doc, tournament }) => {
        paired = tournament.roundsInFile;
        // Results belong to a paired round: a new file has none yet, whatever --round says.
        if (paired === 0) {
          const how = file === '-' ? 'swisspair pair - -o -' : `swisspair pair ${file} -o ${file} --force`;
          throw new ArgumentError(`${file === '-' ? '<stdin>' : file}: no round is paired yet: pair round 1 first (${how})`);
        }
        round = parseRound(options.round) ?? paired;
        if (round < 1 || round > paired) throw new ArgumentError(`--round ${round}: the file has ${paired === 1 ? 'round 1 only' : `rounds 1-${paired}`}`);
        const boards = entries.some((e) => e.board !== undefined) ? boardsOf(doc, round, file) : [];
        const games = entries.map((e) => {
          const pair = e.board === undefined ? { white: e.white!, black: e.black! } : boards[e.board - 1];
          if (pair === undefined) refuse(e.where, e.text, `round ${round} has ${boards.length} boards`, `a board from 1 to ${boards.length}`);
          return { round, white: pair.white, black: pair.black, result: e.result, force: options.force === true };
        });
        let edited: TrfDocument;
        try {
          edited = setResults(doc, games);
        } catch (error) {
          if (error instanceof EditRefused && error.entry !== null) {
            const e = entries[error.entry]!;
            refuse(e.where, e.text, error.diagnostics[0]!.message, error.diagnostics[0]!.expected);
          }
          throw error;
        }
        const open = new Set<number>();
        for (const r of edited.records) if (r.kind === 'player' && r.rounds[round - 1]?.opponent != null && r.rounds[round - 1]?.result === null && r.rounds[round - 1]?.colour === 'w') open.add(r.startingRank);
        missing = [...open];
        changes = changesOf(doc, games);
        return edited;
      });
      const target = options.output ?? file;
      const rest = missing.length === 0 ? 'every game of the round has a result' : `${counted(missing.length, 'game')} still without a result (white: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', ...' : ''})`;
      const said = changes.added > 0 || changes.same.length + changes.changed.length === 0 ? [`${counted(changes.added, 'result')} entered`] : [];
      if (changes.same.length > 0) said.push(`${changes.same.length} already entered as given (${changes.same.slice(0, 10).join(', ')}${changes.same.length > 10 ? ', ...' : ''}): unchanged`);
      if (changes.changed.length > 0) said.push(`${changes.changed.length} changed: ${changes.changed.slice(0, 10).join(', ')}${changes.changed.length > 10 ? ', ...' : ''}`);
      ctx.streams.stderr.write(`${target === '-' ? '-o' : target}: round ${round}: ${said.join('; ')}; ${rest}\n`);
      if (round < paired && changes.added + changes.changed.length > 0) {
        // A correction after the next round was paired: that pairing was made from the results it replaces.
        const [later, stays] = paired === round + 1 ? [`round ${paired} was`, 'it stays'] : [`rounds ${round + 1}-${paired} were`, 'they stay'];
        const message = `${later} paired from the results before this change; ${stays} as paired (\`swisspair check\` shows a round that no longer follows the rules)`;
        ctx.warn([{ position: null, message: `${target === '-' ? '-o' : target}: ${message}` }]);
      }
    });
}

/** `result FILE --match T...`: one team match (src/cli/teamResult.ts). */
function resultOfMatch(ctx: CommandContext, file: string, args: readonly string[], options: ResultOptions): void {
  if (options.match === undefined) throw new ArgumentError('--boards gives the board results of a team match: name it with --match T (its team pairing number)');
  if (args.length > 0 || options.board !== undefined || options.from !== undefined) throw new ArgumentError('--match enters one team match: give no WHITE-BLACK=RESULT, --board or --from with it');
  const spec = parseMatchSpec(options.match);
  let round = 0;
  let made: MatchEdit | null = null;
  // The individual model's notes on team records do not apply: the team model reads them.
  const quiet: CommandContext = { ...ctx, warn: (ds) => ctx.warn(withoutTeamRecordWarnings(ds)) };
  editTournament(quiet, file, options, 'result', ({ document: doc, tournament }) => {
    const paired = tournament.roundsInFile;
    if (paired === 0) throw new ArgumentError(`${file === '-' ? '<stdin>' : file}: no round is paired yet: pair round 1 first`);
    round = parseRound(options.round) ?? paired;
    if (round < 1 || round > paired) throw new ArgumentError(`--round ${round}: the file has ${paired === 1 ? 'round 1 only' : `rounds 1-${paired}`}`);
    made = enterMatch(doc, file === '-' ? '<stdin>' : file, round, spec, options.boards, options.force === true);
    return made.document;
  });
  const m = made as MatchEdit | null;
  if (m === null) return;
  const target = options.output ?? file;
  const how = m.forfeit ? 'forfeited match entered on every board and as a 330 record' : `${counted(m.boards, 'board')} entered`;
  ctx.streams.stderr.write(`${target === '-' ? '-o' : target}: round ${round}: match ${m.match} (${m.team}-${m.opponent}): ${how}\n`);
  if (m.laidOut) ctx.warn([{ position: null, message: `the board results were laid out from board 1 (wins, a draw, losses) to make ${options.match!.split('=')[1]}; enter the real ones with --boards (and --force) for the board standings` }]);
}
