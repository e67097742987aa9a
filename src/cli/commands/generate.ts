/**
 * `swisspair generate --players N --rounds R --seed S [options] [--config FILE] [-o FILE]`: a random tournament,
 * each round paired by swisspair, written as TRF (docs/generate.md). The same options and seed give the same
 * file, byte for byte. Options override the keys of the --config file (JaVaFo/bbpPairings generator format).
 */
import { Option, type Command } from 'commander';
import { generateTeamFile, type TeamGenerateOptions } from '../teamGenerate.js';
import { InputError, type Diagnostic } from '../../errors.js';
import {
  mergeSettings,
  parseDecimal,
  parseInteger,
  parsePoints,
  readGeneratorConfig,
  resolveSettings,
  type GeneratorSettings,
  type Parsed,
} from '../../generate/config.js';
import {
  BYE_KINDS,
  FORFEIT_KINDS,
  parseQuota,
  parseRoundQuota,
  planProblems,
  UNUSUAL_KINDS,
  type EventPlan,
  type ParsedList,
  type Quota,
} from '../../generate/events.js';
import { generateTournament, LIMITS, type GenerateProgress, type GeneratorConfig } from '../../generate/generate.js';
import { parseTiebreaks } from '../../generate/tiebreaks.js';
import { generateRoundRobin } from '../../generate/roundRobin.js';
import { roundRobinCode, roundRobinFormat } from '../../systems/roundrobin/format.js';
import { totalRounds } from '../../systems/roundrobin/schedule.js';
import { SYSTEMS, type SystemName } from '../../systems/index.js';
import { encodeTrf } from '../../trf/index.js';
import { readInput, writeOutput } from '../io.js';
import { parseAcceleration, parseEdition, repeatable, systemOption, type CommandContext } from '../options.js';

interface GenerateOptions {
  readonly system: SystemName;
  readonly edition?: string;
  readonly players?: string;
  readonly rounds?: string;
  readonly seed?: string;
  readonly output?: string;
  readonly config?: string;
  readonly drawRate?: string;
  readonly forfeitRate?: string;
  readonly halfByeRate?: string;
  readonly absenceRate?: string;
  readonly withdrawalRate?: string;
  readonly lateEntryRate?: string;
  readonly highestRating?: string;
  readonly lowestRating?: string;
  readonly pointsWin?: string;
  readonly pointsDraw?: string;
  readonly pointsLoss?: string;
  readonly pointsZeroBye?: string;
  readonly pointsForfeitLoss?: string;
  readonly pointsPab?: string;
  readonly initialColour?: 'white' | 'black';
  readonly format?: 'trf26' | 'trf16';
  readonly expectedScore?: 'fide' | 'logistic';
  readonly byes?: string;
  readonly byesRound?: readonly string[];
  readonly forfeits?: string;
  readonly forfeitsRound?: readonly string[];
  readonly unusual?: string;
  readonly unusualRound?: readonly string[];
  readonly tiebreaks?: string;
  readonly acceleration?: string;
  readonly roundRobin?: boolean;
  readonly double?: boolean;
  readonly swap?: boolean;
}

const probability = (text: string): Parsed<number> => parseDecimal(text, 0, 1);

/** Command-line settings; every bad value is reported (exit 3), each naming its option. */
function optionSettings(o: GenerateOptions): GeneratorSettings {
  const problems: Diagnostic[] = [];
  const read = <T>(option: string, text: string | undefined, parse: (t: string) => Parsed<T>): T | undefined => {
    if (text === undefined) return undefined;
    const v = parse(text);
    if (v.ok) return v.value;
    problems.push({ position: null, message: `${option} expects ${v.expected}`, found: text });
    return undefined;
  };
  const rating = (t: string): Parsed<number> => parseInteger(t, 0, LIMITS.rating);
  /** `--NAME LIST` and the repeated `--NAME-round R:LIST`: a later list for the same round adds to it. */
  const plan = <K extends string>(name: string, all: string | undefined, perRound: readonly string[], kinds: readonly K[]): EventPlan<K> | undefined => {
    const global = read(`--${name}`, all, (t): ParsedList<Quota<K>> => parseQuota(t, kinds));
    const rounds = new Map<number, Quota<K>>();
    for (const text of perRound) {
      const one = read(`--${name}-round`, text, (t) => parseRoundQuota(t, kinds));
      if (one !== undefined) rounds.set(one.round, { ...rounds.get(one.round), ...one.quota });
    }
    if (global === undefined && rounds.size === 0) return undefined;
    return { all: global ?? {}, rounds };
  };
  const settings: GeneratorSettings = {
    system: o.system,
    players: read('--players', o.players, (t) => parseInteger(t, 2, LIMITS.players)),
    rounds: read('--rounds', o.rounds, (t) => parseInteger(t, 1, LIMITS.rounds)),
    seed: read('--seed', o.seed, (t) => parseInteger(t, 0, LIMITS.seed)),
    drawRate: read('--draw-rate', o.drawRate, probability),
    forfeitRate: read('--forfeit-rate', o.forfeitRate, probability),
    halfPointByeRate: read('--half-bye-rate', o.halfByeRate, probability),
    absenceRate: read('--absence-rate', o.absenceRate, probability),
    withdrawalRate: read('--withdrawal-rate', o.withdrawalRate, probability),
    lateEntryRate: read('--late-entry-rate', o.lateEntryRate, probability),
    highestRating: read('--highest-rating', o.highestRating, rating),
    lowestRating: read('--lowest-rating', o.lowestRating, rating),
    initialColour: o.initialColour === undefined ? undefined : o.initialColour === 'white' ? 'w' : 'b',
    format: o.format,
    expectedScore: o.expectedScore,
    byes: plan('byes', o.byes, o.byesRound ?? [], BYE_KINDS),
    forfeits: plan('forfeits', o.forfeits, o.forfeitsRound ?? [], FORFEIT_KINDS),
    unusual: plan('unusual', o.unusual, o.unusualRound ?? [], UNUSUAL_KINDS),
    tiebreaks: read('--tiebreaks', o.tiebreaks, parseTiebreaks),
    acceleration: parseAcceleration(o.acceleration),
    points: {
      win: read('--points-win', o.pointsWin, parsePoints),
      draw: read('--points-draw', o.pointsDraw, parsePoints),
      loss: read('--points-loss', o.pointsLoss, parsePoints),
      zeroBye: read('--points-zero-bye', o.pointsZeroBye, parsePoints),
      forfeitLoss: read('--points-forfeit-loss', o.pointsForfeitLoss, parsePoints),
      pab: read('--points-pab', o.pointsPab, parsePoints),
    },
  };
  if (problems.length > 0) throw new InputError(problems);
  // Merged onto nothing, so that unset options are left out rather than set to undefined.
  return mergeSettings({}, settings);
}

/**
 * What no round can hold, naming the option: more byes than players, more forfeits or unusual results than games,
 * percentages over 100 in all, a round after the last.
 */
function eventProblems(c: GeneratorConfig): Diagnostic[] {
  const games = Math.floor(c.players / 2);
  const problems = [
    ...(c.byes === undefined ? [] : planProblems(c.byes, c.players, c.rounds, '--byes', 'byes')),
    ...(c.forfeits === undefined ? [] : planProblems(c.forfeits, games, c.rounds, '--forfeits', 'forfeits')),
    ...(c.unusual === undefined ? [] : planProblems(c.unusual, games, c.rounds, '--unusual', 'unusual results')),
  ];
  return problems.map((message) => ({ position: null, message }));
}

/** Progress on a terminal only ("round 5/9" rewritten in place), so that logs and pipes stay clean. */
function progressReporter(ctx: CommandContext): { report?: (p: GenerateProgress) => void; done(): void } {
  const err = ctx.streams.stderr;
  if (err.isTTY !== true) return { done: () => undefined };
  let width = 0;
  return {
    report: ({ round, rounds }) => {
      const text = `generate: round ${round}/${rounds}`;
      width = Math.max(width, text.length);
      err.write(`\r${text}`);
    },
    done: () => {
      if (width > 0) err.write(`\r${' '.repeat(width)}\r`);
    },
  };
}

/** Options of a Swiss the round robin has no use for: refused rather than ignored. */
const SWISS_ONLY: readonly (readonly [keyof GenerateOptions, string])[] = [
  ['config', '--config'],
  ['byes', '--byes'],
  ['byesRound', '--byes-round'],
  ['forfeits', '--forfeits'],
  ['forfeitsRound', '--forfeits-round'],
  ['unusual', '--unusual'],
  ['unusualRound', '--unusual-round'],
  ['acceleration', '--acceleration'],
  ['lateEntryRate', '--late-entry-rate'],
  ['halfByeRate', '--half-bye-rate'],
  ['absenceRate', '--absence-rate'],
  ['edition', '--edition'],
];

/** `generate --round-robin` (src/generate/roundRobin.ts). */
function runRoundRobin(o: GenerateOptions, ctx: CommandContext): void {
  const refused = SWISS_ONLY.filter(([k]) => o[k] !== undefined && !(Array.isArray(o[k]) && (o[k] as readonly string[]).length === 0)).map(([, name]) => name);
  if (refused.length > 0) throw new InputError([{ position: null, message: `--round-robin: ${refused.join(', ')} belong to a Swiss (a round robin's games are fixed by its table)` }]);
  const s = optionSettings({ ...o, rounds: undefined });
  if (s.players === undefined) throw new InputError([{ position: null, message: '--round-robin needs --players N (2 or more)' }]);
  let seed = s.seed;
  if (seed === undefined) {
    seed = crypto.getRandomValues(new Uint32Array(1))[0]! % (LIMITS.seed + 1);
    ctx.streams.stderr.write(`generate: seed ${seed} (give --seed ${seed} to generate this file again)\n`);
  }
  const code = roundRobinCode({ double: o.double === true, swap: o.swap !== false });
  const total = totalRounds(s.players, roundRobinFormat(code)!);
  const rounds = o.rounds === undefined ? total : Number(o.rounds);
  if (!/^\d+$/.test(o.rounds ?? '1') || rounds < 1 || rounds > total) {
    throw new InputError([{ position: null, message: `--rounds: a ${code} of ${s.players} players has ${total} rounds`, found: o.rounds ?? '', expected: `a number from 1 to ${total} (default: all)` }]);
  }
  const lowest = s.lowestRating ?? 1400;
  const highest = s.highestRating ?? 2700;
  if (lowest > highest) throw new InputError([{ position: null, message: `the lowest rating (${lowest}) is above the highest rating (${highest})` }]);
  const document = generateRoundRobin({
    players: s.players,
    code,
    rounds,
    seed,
    drawRate: s.drawRate ?? 0.3,
    forfeitRate: s.forfeitRate ?? 0,
    withdrawalRate: s.withdrawalRate ?? 0,
    highestRating: highest,
    lowestRating: lowest,
    expectedScore: s.expectedScore ?? 'fide',
    ...(s.tiebreaks === undefined ? {} : { tiebreaks: s.tiebreaks.join(' ') }),
  });
  writeOutput(o.output ?? '-', encodeTrf(document), ctx.streams, { inputs: [] });
}

export function registerGenerate(program: Command, ctx: CommandContext): void {
  program
    .command('generate')
    .description('generate a random tournament, every round paired by swisspair, and write it as TRF')
    .addOption(systemOption(SYSTEMS[0]!.id))
    .addOption(
      new Option('--edition <year>', 'rules edition every round is paired by, written as the 192 record: Dutch 2017 | 2026, Dubov 2018 | 2026 (default: the edition in force)'),
    )
    .option('--players <n>', 'number of players, 2-9999 [PlayersNumber]')
    .option('--teams <n>', 'a team event (C.04.6) of N teams, 2-999, instead of players; with --boards, --team-colours, --team-score')
    .option('--boards <n>', 'team events: boards per match, 1-14 (default 4)')
    .option('--team-colours <rule>', 'team events: colour preferences a (Type A, default), b (Type B) or none')
    .option('--team-score <kind>', 'team events: primary score mp (default) or gp')
    .option('--rounds <n>', 'number of rounds, 1-99 [RoundsNumber]')
    .option('--seed <n>', 'random seed, 0-4294967295 (default: a random seed, reported on standard error) [FirstSeed]')
    .option('-o, --output <file>', "where to write the tournament ('-' or no -o: standard output)")
    .option('--config <file>', 'JaVaFo/bbpPairings generator properties file; options given here override it')
    .option('--draw-rate <p>', 'probability that a game is drawn, 0-1 (default 0.3) [DrawPercentage]')
    .option('--forfeit-rate <p>', 'probability that a game is forfeited, 0-1 (default 0) [ForfeitRate]')
    .option('--half-bye-rate <p>', 'probability, per player and round, of a half-point bye (default 0) [HalfPointByeRate]')
    .option('--absence-rate <p>', 'probability, per player and round, of an announced absence (default 0) [RetiredRate]')
    .option('--withdrawal-rate <p>', 'probability that a player withdraws during the event (default 0)')
    .option('--late-entry-rate <p>', 'probability that a player joins after round 1 (default 0)')
    .option('--highest-rating <n>', 'highest rating drawn (default 2700) [HighestRating]')
    .option('--lowest-rating <n>', 'lowest rating drawn (default 1400) [LowestRating]')
    .option('--points-win <pts>', 'points for a win, also a forfeit win (default 1.0) [PointsForWin]')
    .option('--points-draw <pts>', 'points for a draw, also a half-point bye (default 0.5) [PointsForDraw]')
    .option('--points-loss <pts>', 'points for a loss (default 0.0) [PointsForLoss]')
    .option('--points-zero-bye <pts>', 'points for an absence (zero-point bye) (default 0.0) [PointsForZPB]')
    .option('--points-forfeit-loss <pts>', 'points for a forfeit loss (default 0.0) [PointsForForfeitLoss]')
    .option('--points-pab <pts>', 'points for the pairing-allocated bye (default: a win) [PointsForPAB]')
    .addOption(new Option('--initial-colour <colour>', "player 1's colour in round 1 (default: drawn from the seed)").choices(['white', 'black']))
    .option('--byes <list>', 'requested byes in every round, KIND=AMOUNT,...: F full-point, H half-point, Z zero-point; AMOUNT a count or N% of the players (e.g. H=5%,F=2,Z=3%; default none)')
    .option('--byes-round <r:list>', 'requested byes in round r, replacing --byes for the kinds named (e.g. 4:H=3); repeatable', repeatable)
    .option('--forfeits <list>', 'forfeited games in every round, KIND=AMOUNT,...: +- won by white, -+ won by black, -- double; AMOUNT a count or N% of the games (default none)')
    .option('--forfeits-round <r:list>', 'forfeits in round r, replacing --forfeits for the kinds named; repeatable', repeatable)
    .option('--unusual <list>', 'unusual results in every round, KIND=AMOUNT,...: 1/2-0, 0-1/2, 0-0; AMOUNT a count or N% of the games (default none)')
    .option('--unusual-round <r:list>', 'unusual results in round r, replacing --unusual for the kinds named; repeatable', repeatable)
    .option('--acceleration <method>', 'baku: Baku acceleration (C.04.7), computed by the model from the 192 code written with _BAKU; standard points only (default: none)')
    .option('--tiebreaks <list>', 'the tie-break list, written as the TRF-2026 202 record (e.g. BH/C1,BH,SB,DE; default none)')
    .addOption(
      new Option('--format <format>', 'trf26: TRF-2026 records (142 152 162 240 202); trf16: XXR XXC BB*/XXS only (default: trf26; trf16 for --edition 2017/2018)').choices([
        'trf26',
        'trf16',
      ]),
    )
    .addOption(
      new Option('--expected-score <model>', "game results: fide (FIDE rating table 8.1b) or logistic (Elo's curve) (default: fide; logistic for --edition 2017/2018)").choices([
        'fide',
        'logistic',
      ]),
    )
    .option('--round-robin', 'a round robin by the Berger tables (C.05 Annex 1), all its rounds (or --rounds of them), with forfeits and withdrawals')
    .option('--double', 'with --round-robin: a double round robin (FIDE_DOUBLEROUNDROBIN)')
    .option('--no-swap', 'with --double: BERGER_DOUBLEROUNDROBIN (no swap of the first cycle\'s last two rounds)')
    .action((options: GenerateOptions & TeamGenerateOptions) => {
      if (options.teams !== undefined) {
        generateTeamFile(options, ctx);
        return;
      }
      if (options.roundRobin === true) {
        runRoundRobin(options, ctx);
        return;
      }
      const edition = parseEdition(options.system, options.edition);
      let settings = optionSettings(options);
      if (options.config !== undefined) {
        const bytes = readInput(options.config, ctx.streams);
        const file = readGeneratorConfig(new TextDecoder().decode(bytes), options.config === '-' ? '<stdin>' : options.config);
        ctx.warn(file.warnings);
        settings = mergeSettings(file.settings, settings);
      }
      if (settings.seed === undefined) {
        // The global Web Crypto, not node:crypto: importing that module costs every command start-up time.
        settings = { ...settings, seed: crypto.getRandomValues(new Uint32Array(1))[0]! % (LIMITS.seed + 1) };
        ctx.streams.stderr.write(`generate: seed ${settings.seed} (give --seed ${settings.seed} to generate this file again)\n`);
      }
      const config = resolveSettings(
        settings,
        {
          players: '--players (or PlayersNumber in a --config file)',
          rounds: '--rounds (or RoundsNumber in a --config file)',
          seed: '--seed',
        },
        edition,
      );
      const problems = eventProblems(config);
      if (problems.length > 0) throw new InputError(problems);
      const progress = progressReporter(ctx);
      try {
        const document = generateTournament(config, progress.report);
        progress.done();
        const inputs = options.config === undefined ? [] : [options.config];
        writeOutput(options.output ?? '-', encodeTrf(document), ctx.streams, { inputs });
      } catch (error) {
        progress.done();
        throw error;
      }
    });
}
