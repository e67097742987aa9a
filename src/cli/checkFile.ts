/**
 * `check` on one file, as data: what the command prints (text or JSON) is rendered from these outcomes in file
 * order, whether they were computed here or in worker threads (src/cli/checkJobs.ts), so the output does not
 * depend on --jobs. Plain, structured-cloneable values only.
 */
import { ExitCode, InputError, SwisspairError, formatDiagnostic, type Diagnostic } from '../errors.js';
import { checkTournament, type RoundCheck } from '../check/check.js';
import type { Edition, SystemName } from '../systems/index.js';
import type { TrfEncoding } from '../trf/index.js';
import type { Streams } from './io.js';
import { editionJson, editionText, type EditionJson } from './edition.js';
import { loadTournament } from './load.js';
import { virtualPoints } from '../model/acceleration.js';
import type { AccelerationMethod } from '../model/types.js';

export interface CheckFileOptions {
  readonly system: SystemName;
  readonly edition?: Edition;
  readonly encoding: TrfEncoding;
  readonly unratedRating?: number;
  /** Check this round only. */
  readonly round?: number;
  /** `--acceleration`. */
  readonly acceleration?: AccelerationMethod;
}

export interface FileOutcome {
  readonly file: string;
  readonly system: SystemName;
  readonly edition?: EditionJson;
  readonly rounds: readonly RoundCheck[];
  /** What the reader could not use in the file (file:line:column), as `pair` and `inspect` report them. */
  readonly warnings?: readonly Diagnostic[];
  /** Why the file could not be checked (status `error` of the file). */
  readonly error?: string;
  readonly exitCode?: number;
}

export interface FileResult {
  readonly outcome: FileOutcome;
  /** Warnings on reading the file (text mode prints them on stderr). */
  readonly warnings: readonly Diagnostic[];
  /** The diagnostics of a file that could not be read or parsed. */
  readonly diagnostics: readonly Diagnostic[];
  /** The edition as the text output names it ("Dutch 2026 rules (start date ...)"); absent for unread files. */
  readonly editionText?: string;
}

/** Loads and checks one file; a file that cannot be read or parsed gives an outcome with `error`. */
export function checkFile(file: string, options: CheckFileOptions, streams: Streams): FileResult {
  const shown = file === '-' ? '<stdin>' : file;
  try {
    const loaded = loadTournament(file, options.encoding, streams, options.acceleration);
    const t = loaded.tournament;
    // An acceleration the file cannot have (another point system) is the file's error, not each round's.
    const accelerated = virtualPoints(t, t.plannedRounds ?? t.roundsInFile).inUse;
    const baku = accelerated?.kind === 'baku' ? `, Baku acceleration (rounds 1-${accelerated.acceleratedRounds ?? 0})` : '';
    if (options.round !== undefined && options.round > t.roundsInFile) {
      throw new InputError([{ position: null, message: `${shown}: has ${t.roundsInFile} round(s), no round ${options.round} to check` }]);
    }
    const result = checkTournament(t, options.system, {
      ...(options.unratedRating === undefined ? {} : { unratedRating: options.unratedRating }),
      ...(options.edition === undefined ? {} : { edition: options.edition }),
      ...(options.round === undefined ? {} : { rounds: [options.round] }),
    });
    return {
      outcome: { file: shown, system: result.system, edition: editionJson(result.edition), rounds: result.rounds, warnings: loaded.warnings },
      warnings: loaded.warnings,
      diagnostics: [],
      editionText: editionText(result.edition, t) + baku,
    };
  } catch (error) {
    if (!(error instanceof SwisspairError) || error.exitCode === ExitCode.InternalError) throw error;
    const message = error.diagnostics.map(formatDiagnostic).join('; ') || error.message;
    return {
      outcome: { file: shown, system: options.system, rounds: [], error: message, exitCode: error.exitCode },
      warnings: [],
      diagnostics: error.diagnostics,
    };
  }
}
