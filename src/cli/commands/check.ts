/**
 * `swisspair check FILE... [--system dutch|dubov] [--json]`: re-pairs every round of each file from the rounds
 * before it and compares with the file. Exit 0 when every round of every file is reproduced, 1 when any round
 * differs (or cannot be paired), 3 when a file cannot be read as a tournament, 5 when it cannot be read at all.
 */
import type { Command } from 'commander';
import { ArgumentError, ExitCode, SwisspairError, formatDiagnostic, type Diagnostic } from '../../errors.js';
import { checkTournament, type FileCheck, type PairingSummary, type RoundCheck } from '../../check/check.js';
import type { SystemName } from '../../systems/index.js';
import { loadTournament, parseEncoding } from '../load.js';
import { editionOption, encodingOption, parseEdition, systemOption, type CommandContext } from '../main.js';
import { json, makeChalk } from '../render.js';

interface CheckOptions {
  readonly system: SystemName;
  readonly edition?: string;
  readonly json?: boolean;
  readonly encoding?: string;
  readonly unratedRating?: string;
}

interface FileOutcome {
  readonly file: string;
  readonly system: SystemName;
  readonly rounds: readonly RoundCheck[];
  readonly error?: string;
  readonly exitCode?: number;
  readonly warnings?: readonly Diagnostic[];
}

function pairsText(s: PairingSummary): string[] {
  const list = s.pairs.map(([w, b]) => `${w}-${b}`);
  if (s.bye !== null) list.push(`${s.bye}-bye`);
  return list;
}

function renderRound(r: RoundCheck): string {
  if (r.status === 'error') return `  round ${r.round}: cannot be paired: ${r.message}\n`;
  const file = pairsText(r.expected);
  const ours = r.actual === null ? [] : pairsText(r.actual);
  const onlyFile = file.filter((x) => !ours.includes(x));
  const onlyOurs = ours.filter((x) => !file.includes(x));
  return `  round ${r.round}: the file has ${onlyFile.join(' ') || '-'}; the rules give ${onlyOurs.join(' ') || '-'}\n`;
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

export function registerCheck(program: Command, ctx: CommandContext): void {
  program
    .command('check')
    .description('re-pair every round of tournaments and compare with the pairings they record')
    .argument('<files...>', "TRF files ('-' for standard input)")
    .addOption(systemOption())
    .addOption(editionOption())
    .option('--json', 'one JSON document with every round of every file')
    .option('--unrated-rating <n>', 'rating to use for unrated players (Dubov)')
    .addOption(encodingOption())
    .action((files: string[], options: CheckOptions) => {
      // Standard input can be read once: a second '-' would be checked as an empty file.
      if (files.filter((f) => f === '-').length > 1) throw new ArgumentError("standard input ('-') can be given only once");
      const encoding = parseEncoding(options.encoding);
      const unrated = options.unratedRating === undefined ? undefined : Number(options.unratedRating);
      const outcomes: FileOutcome[] = [];
      const chalk = makeChalk(ctx.streams.stdout, ctx.streams.env);
      for (const file of files) {
        const shown = file === '-' ? '<stdin>' : file;
        let result: FileCheck;
        let warnings: readonly Diagnostic[] = [];
        try {
          const loaded = loadTournament(file, encoding, ctx.streams);
          warnings = loaded.warnings;
          if (options.json !== true) ctx.warn(loaded.warnings);
          const edition = parseEdition(options.system, options.edition);
          result = checkTournament(loaded.tournament, options.system, {
            ...(unrated === undefined ? {} : { unratedRating: unrated }),
            ...(edition === undefined ? {} : { edition }),
          });
        } catch (error) {
          if (!(error instanceof SwisspairError) || error.exitCode === ExitCode.InternalError) throw error;
          const message = error.diagnostics.map(formatDiagnostic).join('; ') || error.message;
          outcomes.push({ file: shown, system: options.system, rounds: [], error: message, exitCode: error.exitCode });
          if (options.json !== true) {
            for (const d of error.diagnostics) ctx.streams.stderr.write(`error: ${formatDiagnostic(d)}\n`);
          }
          continue;
        }
        outcomes.push({ file: shown, system: result.system, rounds: result.rounds, warnings });
        if (options.json !== true) {
          const ok = result.rounds.filter((r) => r.status === 'match').length;
          const all = result.rounds.length;
          const mark = ok === all ? chalk.green('ok') : chalk.red('DIFFERS');
          let out = `${shown}: ${mark} ${ok}/${all} rounds reproduced\n`;
          for (const r of result.rounds) if (r.status !== 'match') out += renderRound(r);
          ctx.streams.stdout.write(out);
        }
      }
      const s = summary(outcomes);
      if (options.json === true) {
        ctx.streams.stdout.write(json({ files: outcomes.map(({ exitCode: _, ...rest }) => rest), summary: s }));
      } else if (files.length > 1) {
        const unread = s.filesUnreadable! > 0 ? `; ${s.filesUnreadable} file${s.filesUnreadable === 1 ? '' : 's'} could not be read` : '';
        ctx.streams.stdout.write(`${s.match}/${s.rounds} rounds reproduced in ${s.files} files${unread}\n`);
      }
      const unreadable = outcomes.find((o) => o.exitCode !== undefined);
      if (unreadable !== undefined) ctx.exitCode = unreadable.exitCode!;
      else if (s.differ! + s.error! > 0) ctx.exitCode = ExitCode.NoValidPairing;
    });
}
