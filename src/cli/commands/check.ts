/**
 * `swisspair check FILE... [--system dutch|dubov] [--edition Y] [--round N] [--json] [--jobs N] [--junit OUT]`:
 * re-pairs every round of each file from the rounds before it and compares with the file; every round that
 * differs carries the reason (src/check/reason.ts). Exit 0 when every round of every file is reproduced, 1 when
 * any round differs (or cannot be paired), 3 when a file cannot be read as a tournament, 5 when it cannot be
 * read at all: the worst of all files. docs/check.md is the contract of the output.
 */
import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import { ArgumentError, ExitCode, formatDiagnostic } from '../../errors.js';
import type { PairingSummary, RoundCheck } from '../../check/check.js';
import type { SystemName } from '../../systems/index.js';
import { checkFiles, workerScript } from '../checkJobs.js';
import { DEFAULT_SPREAD, EAGER_SPREAD } from '../spread.js';
import type { FileOutcome, FileResult } from '../checkFile.js';
import { writeOutput } from '../io.js';
import { junitReport } from '../junit.js';
import { parseEncoding, parseRound } from '../load.js';
import { json, makeChalk, printable } from '../render.js';
import { accelerationOption, editionOption, encodingOption, parseAcceleration, parseEdition, parseUnratedRating, systemOption, type CommandContext } from '../options.js';

interface CheckOptions {
  readonly system: SystemName;
  readonly edition?: string;
  readonly round?: string;
  readonly json?: boolean;
  readonly jobs?: string;
  readonly junit?: string;
  readonly encoding?: string;
  readonly unratedRating?: string;
  readonly acceleration?: string;
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
  const file = pairsText(r.expected);
  const ours = r.actual === null ? [] : pairsText(r.actual);
  const onlyFile = file.filter((x) => !ours.includes(x));
  const onlyOurs = ours.filter((x) => !file.includes(x));
  return `  round ${r.round}: the file has ${onlyFile.join(' ') || '-'}; the rules give ${onlyOurs.join(' ') || '-'}\n${why}`;
}

export function summary(outcomes: readonly FileOutcome[]): Record<string, number> {
  const rounds = outcomes.flatMap((f) => f.rounds);
  return {
    files: outcomes.length,
    filesReproduced: outcomes.filter((f) => f.error === undefined && f.rounds.every((r) => r.status === 'match')).length,
    filesUnreadable: outcomes.filter((f) => f.error !== undefined).length,
    rounds: rounds.length,
    match: rounds.filter((r) => r.status === 'match').length,
    differ: rounds.filter((r) => r.status === 'differ').length,
    error: rounds.filter((r) => r.status === 'error').length,
  };
}

function parseJobs(value: string | undefined): number {
  if (value === undefined) return availableParallelism();
  if (!/^[0-9]+$/.test(value) || Number(value) < 1) throw new ArgumentError(`--jobs expects a positive number, got "${value}"`);
  return Number(value);
}

/** The file's exit code: 0 all reproduced, 1 a round differs or cannot be paired, 3/5 unreadable. */
function exitCodeOf(o: FileOutcome): number {
  if (o.exitCode !== undefined) return o.exitCode;
  return o.rounds.some((r) => r.status !== 'match') ? ExitCode.NoValidPairing : ExitCode.Success;
}

export function registerCheck(program: Command, ctx: CommandContext): void {
  program
    .command('check')
    .description('re-pair every round of tournaments and compare with the pairings they record, saying why a round differs')
    .argument('<files...>', "TRF files ('-' for standard input)")
    .addOption(systemOption())
    .addOption(editionOption())
    .option('--round <n>', 'check round N only')
    .option('--json', 'one JSON document with every round of every file (docs/check.md)')
    .option('--jobs <n>', 'at most N threads check files in parallel, started when the files left repay their warm-up (default: the number of cores)')
    .option('--junit <file>', "also write a JUnit XML report ('-' for standard output)")
    .option('--unrated-rating <n>', 'rating to use for unrated players (Dubov)')
    .addOption(accelerationOption())
    .addOption(encodingOption())
    .action((files: string[], options: CheckOptions) => {
      // Standard input can be read once: a second '-' would be checked as an empty file.
      if (files.filter((f) => f === '-').length > 1) throw new ArgumentError("standard input ('-') can be given only once");
      const encoding = parseEncoding(options.encoding);
      const unrated = parseUnratedRating(options.unratedRating);
      const edition = parseEdition(options.system, options.edition);
      const round = parseRound(options.round);
      const acceleration = parseAcceleration(options.acceleration);
      const jobs = parseJobs(options.jobs);
      if (options.junit === '-' && options.json === true) throw new ArgumentError('--json and --junit - cannot both write to standard output');
      const toStdout = options.junit !== '-';
      const chalk = makeChalk(ctx.streams.stdout, ctx.streams.env);
      const progress = ctx.streams.stderr.isTTY === true && files.length > 1;
      const fileOptions = {
        system: options.system,
        encoding,
        ...(edition === undefined ? {} : { edition }),
        ...(unrated === undefined ? {} : { unratedRating: unrated }),
        ...(round === undefined ? {} : { round }),
        ...(acceleration === undefined ? {} : { acceleration }),
      };
      const onResult = (index: number, result: FileResult): void => {
        if (progress) ctx.streams.stderr.write('\r\u001b[K');
        if (options.json !== true && toStdout) {
          ctx.warn(result.warnings);
          for (const d of result.diagnostics) ctx.streams.stderr.write(`error: ${printable(formatDiagnostic(d))}\n`);
          const o = result.outcome;
          if (o.error === undefined) {
            const ok = o.rounds.filter((r) => r.status === 'match').length;
            const all = o.rounds.length;
            const mark = ok === all ? chalk.green('ok') : chalk.red('DIFFERS');
            let out = `${printable(o.file)}: ${mark} ${ok}/${all} rounds reproduced${result.editionText === undefined ? '' : `, ${result.editionText}`}\n`;
            for (const r of o.rounds) if (r.status !== 'match') out += renderRound(r);
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
      } else if (files.length > 1 && toStdout) {
        const unread = s.filesUnreadable! > 0 ? `; ${s.filesUnreadable} file${s.filesUnreadable === 1 ? '' : 's'} could not be read` : '';
        ctx.streams.stdout.write(`${s.match}/${s.rounds} rounds reproduced in ${s.files} files${unread}\n`);
      }
      if (options.junit !== undefined) writeOutput(options.junit, junitReport(outcomes), ctx.streams);
      ctx.exitCode = Math.max(ExitCode.Success, ...outcomes.map(exitCodeOf));
    });
}
