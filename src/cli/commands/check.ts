/**
 * `swisspair check FILE|DIR... [--system dutch|dubov (default: each file's 192/092, else dutch)] [--edition Y] [--round N] [--json] [--jobs N] [--junit OUT]
 * [--shard I/N]`:
 * re-pairs every round of each file from the rounds before it and compares with the file; every round that
 * differs carries the reason (src/check/roundReason.ts). Exit 0 when every round of every file is reproduced, 1 when
 * any round differs (or cannot be paired), 3 when a file cannot be read as a tournament, 5 when it cannot be
 * read at all: the worst of all files. docs/check.md is the contract of the output.
 */
import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import { ArgumentError, ExitCode, formatDiagnostic } from '../../errors.js';
import { arbitersRound, type PairingSummary, type RoundCheck } from '../../check/check.js';
import type { SystemName } from '../../systems/index.js';
import { checkFiles, workerScript } from '../checkJobs.js';
import { DEFAULT_SPREAD, EAGER_SPREAD } from '../spread.js';
import type { FileOutcome, FileResult } from '../checkFile.js';
import { expandPaths, parseShard, shardOf } from '../fileList.js';
import { writeOutput } from '../io.js';
import { junitReport } from '../junit.js';
import { parseEncodingOption, parseRound } from '../load.js';
import { json, makeChalk, printable } from '../render.js';
import {
  accelerationOption,
  editionOption,
  encodingOption,
  parseAcceleration,
  parseAnyEdition,
  parseTiebreakRules,
  parseUnratedRating,
  systemOption,
  tiebreakRulesOption,
  tiebreaksOption,
  type CommandContext,
} from '../options.js';
import type { StandingsCheck } from '../../check/standings.js';
import { parseTiebreakList } from '../../standings/index.js';
import { parseTeamTiebreaks } from '../../standings/teams.js';

interface CheckOptions {
  readonly system?: SystemName;
  readonly edition?: string;
  readonly round?: string;
  readonly json?: boolean;
  readonly jobs?: string;
  readonly junit?: string;
  readonly encoding?: string;
  readonly unratedRating?: string;
  readonly acceleration?: string;
  readonly shard?: string;
  readonly tiebreaks?: string;
  readonly tiebreakRules?: string;
  readonly roundRobin?: boolean;
  readonly standingsOnly?: boolean;
  readonly pairingsOnly?: boolean;
}

export type { FileOutcome } from '../checkFile.js';

function pairsText(s: PairingSummary): string[] {
  const list = s.pairs.map(([w, b]) => `${w}-${b}`);
  if (s.bye !== null) list.push(`${s.bye}-bye`);
  return list;
}

function renderRound(r: RoundCheck): string {
  const why = r.reason === undefined ? '' : `    why (${r.reason.kind}): ${printable(r.reason.text)}\n`;
  if (r.status === 'error') return `  round ${r.round}: cannot be paired: ${printable(r.message ?? '')}\n${why}`;
  const by = r.manual === true ? (arbitersRound(r) ? 'paired by the arbiter (manual pairing, ### line): ' : 'paired by the arbiter (manual pairing, ### line) against an absolute criterion: ') : '';
  const file = pairsText(r.expected);
  const ours = r.actual === null ? [] : pairsText(r.actual);
  const onlyFile = file.filter((x) => !ours.includes(x));
  const onlyOurs = ours.filter((x) => !file.includes(x));
  return `  round ${r.round}: ${by}the file has ${onlyFile.join(' ') || '-'}; the rules give ${onlyOurs.join(' ') || '-'}\n${why}`;
}

/**
 * A list valid for individuals or for teams (team files read it as team codes: EDE, BH:MP ...); else exit 3 at its
 * column, the error of the reading that went further.
 */
function validTiebreakList(text: string): void {
  try {
    parseTiebreakList(text, { what: '--tiebreaks' });
  } catch (individual) {
    try {
      parseTeamTiebreaks(text, 'mp', '--tiebreaks');
    } catch (team) {
      const column = (e: unknown): number => Number(/column (\d+)/.exec(e instanceof Error ? e.message : '')?.[1] ?? 0);
      throw column(team) > column(individual) ? team : individual;
    }
  }
}

/** The standings half of a file's text: a line, then one line per rank that does not follow the list. */
function renderStandings(s: StandingsCheck): string {
  if (s.status === 'error') return `  standings: cannot be made: ${printable(s.message ?? '')}\n`;
  const list = `${s.tiebreaks!.join(', ') || 'points only'} (${s.listSource}; C.07 ${s.rules})`;
  const ok = s.checked - s.differences.length;
  let out = `  standings after round ${s.round}, tie-breaks ${list}: ${s.checked - ok} rank${s.checked - ok === 1 ? '' : 's'} do not follow the list\n`;
  for (const d of s.differences) out += `    ${printable(d.text)}\n`;
  return out;
}

export function summary(outcomes: readonly FileOutcome[]): Record<string, number> {
  const rounds = outcomes.flatMap((f) => f.rounds);
  const standings = outcomes.flatMap((f) => (f.standings === undefined ? [] : [f.standings]));
  return {
    files: outcomes.length,
    filesReproduced: outcomes.filter((f) => f.error === undefined && f.rounds.every((r) => r.status === 'match')).length,
    filesUnreadable: outcomes.filter((f) => f.error !== undefined).length,
    rounds: rounds.length,
    match: rounds.filter((r) => r.status === 'match').length,
    differ: rounds.filter((r) => r.status === 'differ' && !arbitersRound(r)).length,
    arbiter: rounds.filter(arbitersRound).length,
    error: rounds.filter((r) => r.status === 'error').length,
    standingsChecked: standings.length,
    standingsDiffer: standings.filter((x) => x.status === 'differ').length,
    standingsError: standings.filter((x) => x.status === 'error').length,
    ranksDiffer: standings.reduce((n, x) => n + x.differences.length, 0),
  };
}

function parseJobs(value: string | undefined): number {
  if (value === undefined) return availableParallelism();
  if (!/^[0-9]+$/.test(value) || Number(value) < 1) throw new ArgumentError(`--jobs expects a positive number, got "${value}"`);
  return Number(value);
}

/**
 * The file's exit code: 0 all reproduced, 1 a round differs or cannot be paired or a rank does not follow the
 * list, 3 the standings cannot be made (a bad tie-break list), 3/5 unreadable.
 */
function exitCodeOf(o: FileOutcome): number {
  if (o.exitCode !== undefined) return o.exitCode;
  const rounds = o.rounds.some((r) => r.status !== 'match' && !arbitersRound(r)) ? ExitCode.NoValidPairing : ExitCode.Success;
  const ranks = o.standings?.status === 'differ' ? ExitCode.NoValidPairing : o.standings?.status === 'error' ? ExitCode.InvalidInput : ExitCode.Success;
  return Math.max(rounds, ranks);
}

export function registerCheck(program: Command, ctx: CommandContext): void {
  program
    .command('check')
    .description('re-pair every round of tournaments and compare with the pairings they record, saying why a round differs')
    .argument('<files...>', "TRF files ('-' for standard input); a directory stands for its *.trf and *.trfx files, recursively")
    .addOption(systemOption())
    .addOption(editionOption())
    .option('--round <n>', 'check round N only')
    .option('--json', 'one JSON document with every round of every file (docs/check.md)')
    .option('--jobs <n>', 'at most N threads check files in parallel, started when the files left repay their warm-up (default: the number of cores)')
    .option('--junit <file>', "also write a JUnit XML report ('-' for standard output)")
    .option('--unrated-rating <n>', 'rating to use for unrated players (Dubov)')
    .addOption(accelerationOption())
    .addOption(tiebreaksOption())
    .addOption(tiebreakRulesOption())
    .option('--round-robin', 'the standings: pairings fixed in advance (round robin), as `standings --round-robin`')
    .option('--standings-only', 'check the written ranks against the tie-break list only, not the rounds')
    .option('--pairings-only', 'check the rounds only, not the standings')
    .option('--shard <i/n>', 'check the I-th of N deterministic slices of the file list (CI matrices; the N reports concatenate into the whole)')
    .addOption(encodingOption())
    .action((paths: string[], options: CheckOptions) => {
      const shard = parseShard(options.shard);
      const files = shardOf(expandPaths(paths), shard);
      // Standard input can be read once: a second '-' would be checked as an empty file.
      if (files.filter((f) => f === '-').length > 1) throw new ArgumentError("standard input ('-') can be given only once");
      const encoding = parseEncodingOption(options.encoding);
      const unrated = parseUnratedRating(options.unratedRating);
      const edition = parseAnyEdition(options.system, options.edition);
      const round = parseRound(options.round);
      const acceleration = parseAcceleration(options.acceleration);
      const jobs = parseJobs(options.jobs);
      if (options.standingsOnly === true && options.pairingsOnly === true) throw new ArgumentError('--standings-only and --pairings-only exclude each other');
      if (options.standingsOnly === true && round !== undefined) throw new ArgumentError('--round chooses a round to pair: not with --standings-only');
      const tiebreakRules = parseTiebreakRules(options.tiebreakRules);
      // The list is read before any file: a bad code is exit 3 at its column whatever the files.
      if (options.tiebreaks !== undefined) validTiebreakList(options.tiebreaks);
      const standingsOptions = {
        ...(options.tiebreaks === undefined ? {} : { tiebreaks: options.tiebreaks }),
        ...(tiebreakRules === undefined ? {} : { rules: tiebreakRules }),
        ...(unrated === undefined ? {} : { unratedRating: unrated }),
        ...(options.roundRobin === true ? { roundRobin: true } : {}),
      };
      if (options.junit === '-' && options.json === true) throw new ArgumentError('--json and --junit - cannot both write to standard output');
      const toStdout = options.junit !== '-';
      const chalk = makeChalk(ctx.streams.stdout, ctx.streams.env);
      const progress = ctx.streams.stderr.isTTY === true && files.length > 1;
      const fileOptions = {
        ...(options.system === undefined ? {} : { system: options.system }),
        encoding,
        ...(edition === undefined ? {} : { edition }),
        ...(unrated === undefined ? {} : { unratedRating: unrated }),
        ...(round === undefined ? {} : { round }),
        ...(acceleration === undefined ? {} : { acceleration }),
        pairings: options.standingsOnly !== true,
        standings: options.pairingsOnly !== true,
        standingsOptions,
      };
      const onResult = (index: number, result: FileResult): void => {
        if (progress) ctx.streams.stderr.write('\r\u001b[K');
        // The text output prints it among the warnings below.
        if ((options.json === true || !toStdout) && result.contradiction !== undefined) ctx.warn([result.contradiction]);
        if (options.json !== true && toStdout) {
          ctx.warn(result.warnings);
          for (const d of result.diagnostics) ctx.streams.stderr.write(`error: ${printable(formatDiagnostic(d))}\n`);
          const o = result.outcome;
          if (o.error === undefined) {
            const ok = o.rounds.filter((r) => r.status === 'match').length;
            const arbiter = o.rounds.filter(arbitersRound).length;
            const all = o.rounds.length;
            const good = ok + arbiter === all && (o.standings === undefined || o.standings.status === 'match');
            const mark = good ? chalk.green('ok') : chalk.red('DIFFERS');
            const parts: string[] = [];
            if (options.standingsOnly !== true) parts.push(`${ok}/${all} rounds reproduced${arbiter === 0 ? '' : ` (${arbiter} paired by the arbiter)`}${result.editionText === undefined ? '' : `, ${result.editionText}`}`);
            const st = o.standings;
            if (st !== undefined) parts.push(st.status === 'error' ? 'standings cannot be made' : `${st.checked - st.differences.length}/${st.checked} ranks follow the tie-break list`);
            else if (options.standingsOnly === true) parts.push('standings not checked: the file writes no ranks (001 columns 86-89) or no tie-break list applies');
            let out = `${printable(o.file)}: ${mark}${parts.length > 0 ? ` ${parts.join('; ')}` : ''}\n`;
            for (const r of o.rounds) if (r.status !== 'match') out += renderRound(r);
            if (st !== undefined && st.status !== 'match') out += renderStandings(st);
            ctx.streams.stdout.write(out);
          }
        }
        if (progress) ctx.streams.stderr.write(`checked ${index + 1}/${files.length} files`);
      };
      const script = workerScript(ctx.streams.env['SWISSPAIR_CHECK_WORKER']);
      // SWISSPAIR_CHECK_SPREAD=eager starts every worker at once (tests; measuring what a worker costs).
      const spread = ctx.streams.env['SWISSPAIR_CHECK_SPREAD'] === 'eager' ? EAGER_SPREAD : DEFAULT_SPREAD;
      const results = checkFiles(files, fileOptions, ctx.streams, jobs, script, onResult, spread);
      if (progress) ctx.streams.stderr.write('\r\u001b[K');
      const outcomes = results.map((r) => r.outcome);
      const s = summary(outcomes);
      if (options.json === true) {
        ctx.streams.stdout.write(json({ files: outcomes.map(({ exitCode: _, ...rest }) => rest), summary: s }));
      } else if ((files.length > 1 || shard !== undefined) && toStdout) {
        const unread = s.filesUnreadable! > 0 ? `; ${s.filesUnreadable} file${s.filesUnreadable === 1 ? '' : 's'} could not be read` : '';
        ctx.streams.stdout.write(`${s.match}/${s.rounds} rounds reproduced in ${s.files} file${s.files === 1 ? '' : 's'}${unread}\n`);
      }
      if (options.junit !== undefined) writeOutput(options.junit, junitReport(outcomes), ctx.streams);
      ctx.exitCode = Math.max(ExitCode.Success, ...outcomes.map(exitCodeOf));
    });
}
