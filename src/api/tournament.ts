/**
 * The library without glue: what an integrator does with a tournament file in one call each, through the same
 * code paths as the commands. A TrfDocument is the file (written back byte for byte where nothing changed); a
 * Tournament is what the rules read from it. Every function here returns both, consistent, so that nobody
 * rebuilds the model by hand after an edit.
 */
import { ArgumentError } from '../errors.js';
import { withAcceleration } from '../model/acceleration.js';
import { deriveRoundState } from '../model/state.js';
import { isTeamDocument } from '../model/teamVariant.js';
import { buildTournament } from '../model/tournament.js';
import type { AccelerationMethod, Tournament } from '../model/types.js';
import { standings, type Standings, type StandingsOptions } from '../standings/index.js';
import { refuseUnregistered } from '../systems/registry.js';
import { chooseEdition, chooseSystem, pairRound, systemById, type Edition, type EditionedPairing, type SystemChoice, type SystemName, type SystemOptions } from '../systems/index.js';
import { applyPairingNoted, fillCounts, fillPoints, fillRanks, roundsInDocument, withRoundDates, type AbsenceNote } from '../trf/edit.js';
import type { TrfDocument } from '../trf/types.js';

/** A tournament file and the tournament read from it, always consistent with each other. */
export interface TournamentFile {
  readonly document: TrfDocument;
  readonly tournament: Tournament;
}

export interface OpenOptions {
  /** The name used in messages and positions (file:line:column). */
  readonly fileName?: string;
  /** Baku acceleration (C.04.7) asked for by the caller, as `--acceleration baku` does; else the file's 192 code decides. */
  readonly acceleration?: AccelerationMethod;
}

/**
 * The tournament of a document. Throws TrfConsistencyError for records that contradict each other, and
 * ArgumentError for the file of a system not registered (a team file without `swisspair/team`). O(records).
 */
export function openTournament(document: TrfDocument, options: OpenOptions = {}): TournamentFile {
  refuseUnregistered(document, options.fileName ?? '<input>');
  const built = buildTournament(document, options.fileName === undefined ? {} : { fileName: options.fileName });
  return { document, tournament: options.acceleration === undefined ? built : withAcceleration(built, options.acceleration) };
}

/**
 * An edit of the document (any function of src/trf/edit.ts: setResult, addBye, withdraw, addPlayer, ...), with the
 * tournament of the edited document. Throws what the edit throws (EditRefused) and what reading it throws.
 */
export function editTournament(file: TournamentFile, edit: (document: TrfDocument) => TrfDocument, options: OpenOptions = {}): TournamentFile {
  const acceleration = file.tournament.accelerationChoice?.source === 'option' ? { acceleration: file.tournament.accelerationChoice.method } : {};
  return openTournament(edit(file.document), { fileName: file.tournament.fileName, ...acceleration, ...options });
}

export interface PairNextRoundOptions extends SystemOptions, OpenOptions {
  /** The system (an id of the registry: 'dutch', 'dubov'); default: the one the file names (192/092), else Dutch. */
  readonly system?: SystemName;
  /** The rules edition; default: the file's 192/092 code, else its start date, else the edition in force. */
  readonly edition?: Edition;
  /** ISO date taken as today for the edition in force (default: the clock). */
  readonly today?: string;
}

export interface NextRound extends TournamentFile {
  /** The round paired: pairs in board order, the PAB, the players left out, the edition and its 192 code. */
  readonly pairing: EditionedPairing;
  /** What chose the system (the option, the file's record, or the default). */
  readonly system: SystemChoice;
  /** One note per player the pairing left out: what the written round gives him, and why. */
  readonly notes: readonly AbsenceNote[];
}

/**
 * Pairs the round after the last one in the document by the system and edition the file names (or `options`), and
 * writes it in, as `swisspair pair FILE -o OUT` does: games with colours and open results, the PAB, every declared
 * bye, and the `192` code of the edition that paired it. Throws NoValidPairingError when no pairing exists, and
 * InputError (exit 3 in the command line) for what the file lacks.
 */
export function pairNextRound(document: TrfDocument, options: PairNextRoundOptions = {}): NextRound {
  const { tournament } = openTournament(document, options);
  const system = chooseSystem(tournament, options.system);
  const round = tournament.roundsInFile + 1;
  if (tournament.plannedRounds !== null && round > tournament.plannedRounds) {
    throw new ArgumentError(`all ${tournament.plannedRounds} planned rounds are in the file: there is no round ${round} to pair`);
  }
  // A team file's pairs are teams: writing them needs each board's players (pairNextTeamRound, swisspair/team);
  // with the team entry registered, a 310 file naming no system would otherwise be paired as individuals.
  if (isTeamDocument(document) || systemById(system.system).units === 'teams') throw new ArgumentError(`${tournament.fileName} is a team file: pairNextTeamRound (swisspair/team) pairs it and writes each board's players`);
  const choice = chooseEdition(tournament, system.system, options.edition, options.today);
  const unrated = options.unratedRating === undefined ? {} : { unratedRating: options.unratedRating };
  const state = deriveRoundState(tournament, round, { ...unrated, unplayed: systemById(choice.system).unplayed(choice.edition) });
  const pairing = pairRound(state, system.system, {
    ...unrated,
    ...(options.engine === undefined ? {} : { engine: options.engine }),
    edition: choice.edition,
    ...(options.today === undefined ? {} : { today: options.today }),
  });
  const { document: written, notes } = applyPairingNoted(document, pairing);
  return { ...openTournament(written, { fileName: tournament.fileName, ...options }), pairing, system, notes };
}

export interface RatingReportOptions extends StandingsOptions, OpenOptions {
  /** `132` round dates (ISO `YYYY-MM-DD`), by round; rounds not given keep what the file has. */
  readonly roundDates?: ReadonlyMap<number, string> | readonly string[];
}

export interface RatingReport extends TournamentFile {
  /** The standings the ranks were written from. */
  readonly standings: Standings;
}

/**
 * The rating report of a finished tournament in one call, as `swisspair standings FILE -o REPORT.trf` writes it:
 * the points column and the ranks of the standings (shared ranks for unbroken ties), `062`/`072` counted, `132`
 * round dates where given. Refuses (ArgumentError) a tournament with results missing.
 */
export function ratingReport(document: TrfDocument, options: RatingReportOptions = {}): RatingReport {
  const { tournament } = openTournament(document, options);
  const result = standings(tournament, options);
  const inFile = roundsInDocument(document);
  if (result.round < inFile) {
    throw new ArgumentError(`the rating report covers the whole tournament, but the standings are after round ${result.round} of ${inFile}: enter the missing results first`);
  }
  const dates = options.roundDates === undefined ? new Map<number, string>() : datesByRound(options.roundDates);
  const report = reportDocument(document, result, dates);
  return { ...openTournament(report, { fileName: tournament.fileName, ...options }), standings: result };
}

/** The report document: points, ranks, counts and dates filled. Pure. O(records). */
export function reportDocument(document: TrfDocument, result: Standings, dates: ReadonlyMap<number, string>): TrfDocument {
  const ranks = new Map(result.players.map((p) => [p.id as number, p.rank]));
  return withRoundDates(fillCounts(fillRanks(fillPoints(document), ranks)), dates);
}

function datesByRound(dates: ReadonlyMap<number, string> | readonly string[]): ReadonlyMap<number, string> {
  if (!Array.isArray(dates)) return dates as ReadonlyMap<number, string>;
  const byRound = new Map<number, string>();
  (dates as readonly string[]).forEach((d, i) => {
    if (d !== '') byRound.set(i + 1, d);
  });
  return byRound;
}
