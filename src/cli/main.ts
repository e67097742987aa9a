/**
 * The swisspair command line. Data goes to stdout, messages to stderr; every failure is one line per problem
 * and an exit code from the documented table (src/errors.ts). No stack trace for user errors.
 */
import './systems.js'; // every pairing system registered (the team system's entry too)
import { Command, CommanderError } from 'commander';
import { ExitCode, formatDiagnostic, SwisspairError } from '../errors.js';
import { descriptorStream, readAllStdin, settleSignals, type Streams } from './io.js';
import { makeChalk, printable, printableMessage } from './render.js';
import { warningLines } from './warnings.js';
import { registerInspect } from './commands/inspect.js';
import { registerPair } from './commands/pair.js';
import { registerCheck } from './commands/check.js';
import { registerGenerate } from './commands/generate.js';
import { registerNew } from './commands/new.js';
import { registerResult } from './commands/result.js';
import { registerBye } from './commands/bye.js';
import { registerWithdraw } from './commands/withdraw.js';
import { registerAddPlayer } from './commands/addPlayer.js';
import { registerStandings } from './commands/standings.js';
import { registerShow } from './commands/show.js';
import { registerUnpair } from './commands/unpair.js';
import { registerPrint } from './commands/print.js';
import { isBbpCommandLine, runBbp } from './bbp.js';
import { VERSION } from '../version.js';
import type { CommandContext } from './options.js';

export type { CommandContext } from './options.js';

/** Every command, by name, with the function that registers it (its options, its action). */
const COMMANDS: readonly (readonly [string, (program: Command, ctx: CommandContext) => void])[] = [
  ['inspect', registerInspect],
  ['pair', registerPair],
  ['check', registerCheck],
  ['generate', registerGenerate],
  ['new', registerNew],
  ['result', registerResult],
  ['bye', registerBye],
  ['withdraw', registerWithdraw],
  ['add-player', registerAddPlayer],
  ['standings', registerStandings],
  ['show', registerShow],
  ['unpair', registerUnpair],
  ['print', registerPrint],
];

/**
 * The program with the command `only` (the first argument, when it names one), else every command (help, an
 * unknown name, no command). Registering a command builds all its options; one command instead of thirteen is a
 * tenth of a short run's start-up (scripts/bench-roundrobin).
 */
function buildProgram(ctx: CommandContext, only?: string): Command {
  const program = new Command();
  program
    .name('swisspair')
    .description('Pairs chess Swiss tournaments by the FIDE Dutch and Dubov systems, from TRF files.')
    .version(VERSION, '-V, --version')
    .option('--verbose', 'list every warning (by default warnings of one kind are one line with their count)')
    .showHelpAfterError('(run `swisspair --help` for usage)')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => void ctx.streams.stdout.write(s),
      writeErr: (s) => void ctx.streams.stderr.write(s),
    });
  const one = COMMANDS.find(([name]) => name === only);
  for (const [, register] of one === undefined ? COMMANDS : [one]) register(program, ctx);
  return program;
}

export function run(argv: readonly string[], streams: Streams): number {
  // bbpPairings's command line (`--dutch IN -p OUT`, ...): a drop-in for programs that call it (src/cli/bbp.ts).
  if (isBbpCommandLine(argv)) return runBbp(argv, streams);
  const chalkErr = makeChalk(streams.stderr, streams.env);
  // --verbose is the shell's, wherever it is written: taken out before the command's options are read.
  const verbose = argv.includes('--verbose');
  const args = argv.filter((a) => a !== '--verbose');
  // Commands write messages through this: no control character from a file or an option reaches the terminal.
  const stderr = { isTTY: streams.stderr.isTTY ?? false, write: (chunk: string) => streams.stderr.write(printableMessage(chunk)) };
  const ctx: CommandContext = {
    streams: { ...streams, stderr },
    exitCode: ExitCode.Success,
    warn(diagnostics) {
      for (const line of warningLines(diagnostics, verbose)) streams.stderr.write(`${chalkErr.yellow('warning')}: ${printable(line)}\n`);
    },
  };
  const program = buildProgram(ctx, args[0]);
  if (args.length === 0) {
    // Bare `swisspair`: the usage is a message here, not the output asked for (that is --help, on stdout, exit 0).
    streams.stderr.write(program.helpInformation());
    return ExitCode.InvalidInput;
  }
  try {
    program.parse(args, { from: 'user' });
    return ctx.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version requests end here too; their output is already written.
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help') {
        return ExitCode.Success;
      }
      return error.exitCode === 0 ? ExitCode.Success : ExitCode.InvalidInput;
    }
    if (error instanceof SwisspairError) {
      for (const d of error.diagnostics) streams.stderr.write(`${chalkErr.red('error')}: ${printable(formatDiagnostic(d))}\n`);
      if (error.diagnostics.length === 0) streams.stderr.write(`${chalkErr.red('error')}: ${printable(error.message)}\n`);
      return error.exitCode;
    }
    if (error instanceof RangeError && /Array buffer allocation|Invalid array length|out of memory/i.test(error.message)) {
      streams.stderr.write(`${chalkErr.red('error')}: the input is too large for this machine's memory\n`);
      return ExitCode.SizeLimit;
    }
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    streams.stderr.write(`${chalkErr.red('internal error')} (please report it): ${detail}\n`);
    return ExitCode.InternalError;
  }
}

export async function main(argv: readonly string[]): Promise<number> {
  // Synchronous writes on the descriptors: a full disk or a closed pipe is an error at the write (exit 5, one
  // line), not an 'error' event after the command has returned (src/cli/io.ts).
  const code = run(argv, {
    stdout: descriptorStream(1),
    stderr: descriptorStream(2),
    readStdin: readAllStdin,
    env: process.env,
  });
  await settleSignals(code); // an interrupt during a write ends the process now, by that signal
  return code;
}
