/**
 * swisspair's public API: read a TRF, derive the state before a round, pair it by a system, check a finished
 * tournament. Every function is pure; failures are the typed errors re-exported below.
 */
export * from './errors.js';
export {
  readTrf,
  parseTrf,
  writeTrf,
  encodeTrf,
  decodeTrf,
  formatRecord,
  pointSystemOf,
  checkConsistency,
  type PointSystem,
} from './trf/index.js';
export type * from './trf/types.js';
export {
  writeRound,
  withRoundBlock,
  formatBlock,
  applyPairing,
  applyPairingNoted,
  setResult,
  setResults,
  addBye,
  withdraw,
  addPlayer,
  fillPoints,
  fillRanks,
  fillCounts,
  withRoundDates,
  parseGameResult,
  declaredByes,
  EditRefused,
  type PairingToApply,
  type AbsenceNote,
  type ResultEntry,
  type GameResultCodes,
  type ByeKind,
} from './trf/edit.js';
export { printedBoards, withPrintedBoards, withoutRoundComments, manualRounds, boardOrderRecords, type PrintedBoards, type PrintedBoard } from './trf/boards.js';
export { newTournament, compareInitialOrder, playerRecord, type PlayerEntry, type TournamentSettings } from './trf/entry.js';
export { buildTournament, outcomeOf } from './model/tournament.js';
export { deriveRoundState, colourPreferenceOf } from './model/state.js';
export { withAcceleration, virtualPoints, bakuGroupSize, bakuVirtualPoints, lastGaPlayer, accelerationFromCode } from './model/acceleration.js';
export type { AccelerationInUse, VirtualPoints } from './model/acceleration.js';
export type { PlayerState, RoundState, ColourPreference, Float, PreferenceStrength, StateOptions } from './model/state.js';
export type * from './model/types.js';
export { pairRound } from './systems/index.js';
export type { Pair, RoundPairing, SystemName } from './systems/index.js';
// Rules editions: chosen once (option > 192 code > 092 code > 042 start date > in force); 192 writes editionCode.
export { chooseEdition, chooseSystem, editionCode, editionFromCode, editionInForce, EDITIONS, EDITIONS_2026_FROM, systemNamed } from './systems/index.js';
export type { SystemChoice, SystemNaming, SystemSource } from './systems/index.js';
export type { Edition, DutchEdition, DubovEdition, EditionChoice, EditionSource, EditionedPairing, PairOptions } from './systems/index.js';
export { withHeaderRecord } from './trf/typeRecord.js';
export { pairDutch, type DutchResult, type DutchOptions, type BracketTrace } from './systems/dutch/round.js';
export { pairDubov, type DubovResult, type DubovBracketTrace } from './systems/dubov/round.js';
export type { DubovOptions } from './systems/dubov/player.js';
export { checkTournament, recordedPairing } from './check/check.js';
export type { FileCheck, RoundCheck, PairingSummary, RoundStatus, CheckOptions } from './check/check.js';
export type { Reason, ReasonKind } from './systems/shared/reasons/reason.js';
export { explainPairing, type PairingExplanation, type BracketExplanation, type Decision } from './check/explainPairing.js';
export { VERSION } from './version.js';
// The library without glue: a file and its tournament kept together; the next round, the rating report in one call.
export { openTournament, editTournament, pairNextRound, ratingReport, reportDocument } from './api/tournament.js';
export type { TournamentFile, OpenOptions, PairNextRoundOptions, NextRound, RatingReportOptions, RatingReport } from './api/tournament.js';
export { SYSTEMS, findSystem, systemById, typeCodeFor, registerSystem } from './systems/index.js';
export type { PairingSystem, SystemOptions, CodeReading, GeneratorSupport, BbpSupport, RoundEvaluator } from './systems/index.js';
// Round robins (C.05 Annex 1 Berger tables): docs/round-robin.md.
export { bergerTableRound, tableSize, roundsPerCycle, type TableBoard } from './systems/roundrobin/berger.js';
export { roundRobinFormat, roundRobinCode, type RoundRobinFormat } from './systems/roundrobin/format.js';
export { scheduledRound, totalRounds, type ScheduledRound, type ScheduledGame } from './systems/roundrobin/schedule.js';
export { pairRoundRobin, deviations as roundRobinDeviations, roundRobinOf, type RoundRobinRound, type RoundRobinGame, type Deviation } from './systems/roundrobin/event.js';
// Varma allotment (`new --varma`) and the round-robin checks are in the entry `swisspair/roundrobin` (src/api/roundRobin.ts).
// Standings and tie-breaks (C.07, 2024 and 2026 texts): the edition is chosen once (option > 042 start date > in force).
export { standings, parseTiebreakList, decidingTiebreak, chooseTiebreakRules, TiebreakListError } from './standings/index.js';
export type {
  Standings,
  StandingRow,
  StandingsOptions,
  TiebreakSpec,
  TiebreakName,
  TiebreakRules,
  RulesSource,
  ListSource,
  Decision as TiebreakDecision,
  BlankValues,
  BlankReason,
} from './standings/index.js';
// Printed views (issue 34: pairings, results, standings, cross table, cards, starting list as one HTML page) are
// the entry `swisspair/print` (src/print/index.ts), so that a program that only pairs does not bundle them.
// The team system (C.04.6: team model, pairing, check, standings) is the entry `swisspair/team` (src/api/team.ts),
// which registers it with the systems above; the random tournament generator is `swisspair/generate`
// (src/generate/index.ts). Both are kept out of this entry for its size in a browser (issue 34: under 80 kB gzipped).
