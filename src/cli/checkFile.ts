/**
 * `check` on one file, as data: what the command prints (text or JSON) is rendered from these outcomes in file
 * order, whether they were computed here or in worker threads (src/cli/checkJobs.ts), so the output does not
 * depend on --jobs. Plain, structured-cloneable values only.
 */
import { ExitCode, InputError, SwisspairError, formatDiagnostic, type Diagnostic } from '../errors.js';
import { checkTournament, type RoundCheck } from '../check/check.js';
import { checkStandings, type StandingsCheck, type StandingsCheckOptions } from '../check/standings.js';
import { chooseEdition, chooseSystem, systemById, type SystemChoice, type SystemName } from '../systems/index.js';
import type { TrfDocument, TrfEncoding } from '../trf/index.js';
import { manualRounds } from '../trf/boards.js';
import type { Streams } from './io.js';
import { editionFor, editionJson, editionText, systemWarning, type EditionJson } from './edition.js';
import { loadTournament } from './load.js';
import { buildTeamTournament } from '../model/team.js';
import { teamCodeOf } from '../model/teamVariant.js';
import { checkTeamRounds } from '../check/teams.js';
import { checkTeamStandings } from '../check/teamStandings.js';
import { withoutTeamRecordWarnings } from './teamPair.js';
import { virtualPoints } from '../model/acceleration.js';
import type { AccelerationMethod } from '../model/types.js';
import { roundRobinFormatFor, roundRobinSystem } from '../systems/roundrobin/system.js';
import { totalRounds } from '../systems/roundrobin/schedule.js';
import { checkRoundRobinRounds, checkRoundRobinStandings, checkTeamRoundRobinRounds } from '../check/roundRobin.js';
import { teamRoundRobinFormatFor } from '../systems/roundrobin/teamSystem.js';
import type { TeamTournament } from '../model/types.js';
import type { Tournament } from '../model/types.js';
import type { RoundRobinFormat } from '../systems/roundrobin/format.js';

export interface CheckFileOptions {
  /** `--system`; without it each file's own (192/092), else Dutch. */
  readonly system?: SystemName;
  /** `--edition` as given (validated for --system, or for some system, before any file is read). */
  readonly edition?: string;
  /** undefined: UTF-8, else Windows-1252 with a warning (loadTournament). */
  readonly encoding: TrfEncoding | undefined;
  readonly unratedRating?: number;
  /** Check this round only. */
  readonly round?: number;
  /** `--acceleration`. */
  readonly acceleration?: AccelerationMethod;
  /** Which halves to check (default both): the rounds' pairings, the standings' ranks. */
  readonly pairings?: boolean;
  readonly standings?: boolean;
  /** The standings' list (`--tiebreaks`, as written: it was validated before the files were read), rules, ... */
  readonly standingsOptions?: StandingsCheckOptions;
}

export interface FileOutcome {
  readonly file: string;
  /** The system checked by; null for a file that could not be read without --system. */
  readonly system: SystemName | null;
  readonly edition?: EditionJson;
  readonly rounds: readonly RoundCheck[];
  /**
   * The written ranks against the tie-break list (src/check/standings.ts); absent when not checked (no ranks in
   * the file, no list, or --pairings-only).
   */
  readonly standings?: StandingsCheck;
  /** What the reader could not use in the file (file:line:column), as `pair` and `inspect` report them. */
  readonly warnings?: readonly Diagnostic[];
  /** The round robin's `192` code when the rounds were checked against the Berger table. */
  readonly roundRobin?: string;
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
  /** --system against the system the file names (also among `warnings`): said on stderr even with --json. */
  readonly contradiction?: Diagnostic;
  /** The edition as the text output names it ("Dutch 2026 rules (start date ...)"); absent for unread files. */
  readonly editionText?: string;
}

/** The rounds the file marks as the arbiter's pairing (src/trf/boards.ts), flagged for the report. */
function markManual(rounds: readonly RoundCheck[], manual: ReadonlySet<number>): readonly RoundCheck[] {
  return manual.size === 0 ? rounds : rounds.map((r) => (manual.has(r.round) ? { ...r, manual: true } : r));
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
    const system = chooseSystem(t, options.system);
    if (systemById(system.system).units === 'teams' || t.teams !== undefined) {
      // Team files: each round re-paired by C.04.6 (src/check/teams.ts), the 310 ranks by the team list (src/check/teamStandings.ts).
      const teams = t.teams ?? buildTeamTournament(loaded.document, shown);
      const warnings = withoutTeamRecordWarnings(loaded.warnings);
      const chosen = systemById(system.system);
      // A team round robin (the system's fixedSchedule): every match against the table by team pairing numbers.
      if (chosen.units === 'teams' && chosen.fixedSchedule === true) return checkTeamRoundRobinFile(shown, loaded.document, t, teams, system, warnings, options);
      const rounds = options.pairings === false ? [] : checkTeamRounds(teams, teams.variant, options.round === undefined ? undefined : [options.round]);
      const ranks = options.standings === false ? null : checkTeamStandings(loaded.document, teams, options.standingsOptions ?? {});
      return {
        outcome: { file: shown, system: system.system, rounds: markManual(rounds, manualRounds(loaded.document)), ...(ranks === null ? {} : { standings: ranks }), warnings },
        warnings,
        diagnostics: [],
        editionText: `C.04.6 Swiss team system 2026, ${teamCodeOf(teams.variant)}`,
      };
    }
    // Pairings fixed in advance by a table (the system's fixedSchedule: round robins): every board against it.
    if (systemById(system.system).fixedSchedule === true) {
      const variant = chooseEdition(t, system.system, editionFor(system, options.edition)).edition;
      return checkRoundRobinFile(shown, t, roundRobinFormatFor(t, variant), loaded.warnings, options);
    }
    const contradiction = systemWarning(system, shown);
    const warnings = contradiction === null ? loaded.warnings : [...loaded.warnings, contradiction];
    const edition = editionFor(system, options.edition);
    const result = checkTournament(t, system.system, {
      ...(options.unratedRating === undefined ? {} : { unratedRating: options.unratedRating }),
      ...(edition === undefined ? {} : { edition }),
      ...(options.pairings === false ? { rounds: [] } : options.round === undefined ? {} : { rounds: [options.round] }),
    });
    const ranks = options.standings === false ? null : checkStandings(t, options.standingsOptions ?? {});
    return {
      outcome: {
        file: shown,
        system: result.system,
        edition: editionJson(result.edition, system),
        rounds: markManual(result.rounds, manualRounds(loaded.document)),
        ...(ranks === null ? {} : { standings: ranks }),
        warnings,
      },
      warnings,
      diagnostics: [],
      ...(contradiction === null ? {} : { contradiction }),
      editionText: editionText(result.edition, t, system) + baku,
    };
  } catch (error) {
    if (!(error instanceof SwisspairError) || error.exitCode === ExitCode.InternalError) throw error;
    const message = error.diagnostics.map(formatDiagnostic).join('; ') || error.message;
    return {
      outcome: { file: shown, system: options.system ?? null, rounds: [], error: message, exitCode: error.exitCode },
      warnings: [],
      diagnostics: error.diagnostics,
    };
  }
}

/** A round robin (its 192 code): the rounds against the Berger table, the standings as pairings fixed in advance. */
function checkRoundRobinFile(shown: string, t: Tournament, format: RoundRobinFormat, warnings: readonly Diagnostic[], options: CheckFileOptions): FileResult {
  const rounds = options.pairings === false ? [] : checkRoundRobinRounds(t, format, options.round === undefined ? undefined : [options.round]);
  const ranks = options.standings === false ? null : checkRoundRobinStandings(t, options.standingsOptions ?? {});
  return {
    outcome: { file: shown, system: roundRobinSystem.id, roundRobin: format.code, rounds, ...(ranks === null ? {} : { standings: ranks }), warnings },
    warnings,
    diagnostics: [],
    editionText: `Berger tables (C.05 Annex 1), ${format.code}: ${t.players.length} players, ${totalRounds(t.players.length, format)} rounds`,
  };
}

/** A team round robin: the rounds against the table by team pairing numbers; the team standings are not checked. */
function checkTeamRoundRobinFile(shown: string, document: TrfDocument, t: Tournament, teams: TeamTournament, system: SystemChoice, warnings: readonly Diagnostic[], options: CheckFileOptions): FileResult {
  const variant = chooseEdition(t, system.system, editionFor(system, options.edition)).edition;
  const format = teamRoundRobinFormatFor(t, variant);
  const rounds = options.pairings === false ? [] : checkTeamRoundRobinRounds(teams, format, options.round === undefined ? undefined : [options.round]);
  // The 310 ranks by the team list, as for a team Swiss (the round-robin default when the file names none).
  const ranks = options.standings === false ? null : checkTeamStandings(document, teams, options.standingsOptions ?? {});
  return {
    outcome: { file: shown, system: system.system, roundRobin: format.code, rounds, ...(ranks === null ? {} : { standings: ranks }), warnings },
    warnings,
    diagnostics: [],
    editionText: `Berger tables (C.05 Annex 1) by team pairing numbers, ${format.code}: ${teams.teams.length} teams, ${totalRounds(teams.teams.length, format)} rounds`,
  };
}
