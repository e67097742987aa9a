/**
 * The next round of a team file paired and written into it in one call: the one code path of
 * `swisspair pair TEAMS.trf -o OUT` and of the library (`pairNextTeamRound`, entry `swisspair/team`), as the core's
 * `pairNextRound` is for individuals; a team Swiss by C.04.6, a team round robin by its Berger table
 * (src/api/teamRoundRobinRound.ts). Kept out of the core entry for its size in a browser (issue 34).
 */
import { ArgumentError, InputError, NoValidPairingError } from '../errors.js';
import { buildTeamTournament, isTeamDocument } from '../model/team.js';
import { numberMatches, primaryScores, type NumberedMatch } from '../model/teamMatches.js';
import type { TeamColourRule, TeamScoreKind, TeamVariant } from '../model/teamVariant.js';
import type { TeamTournament, Tpn } from '../model/types.js';
import type { Tournament } from '../model/types.js';
import { chooseEdition, chooseSystem } from '../systems/choose.js';
import { teamRoundRobinFormatFor } from '../systems/roundrobin/teamSystem.js';
import { firstNamedColour, pairTeamRoundRobin, type TeamRoundRobinRound } from '../systems/roundrobin/teams.js';
import { systemById } from '../systems/registry.js';
import { pairTeamRound } from '../systems/team/engine.js';
import { teamRoundInput } from '../systems/team/state.js';
import { teamRoundReason } from '../systems/team/reasons.js';
import type { TeamPairing, TeamRoundInput } from '../systems/team/types.js';
import { writeRound } from '../trf/edit.js';
import { parseTrf } from '../trf/parse.js';
import { formatTeamLine, type PabLine } from '../trf/team.js';
import { writeTrf } from '../trf/write.js';
import type { RoundBlock, TrfDocument, TrfRecord } from '../trf/types.js';
import { writeTeamRoundRobinRound } from './teamRoundRobinRound.js';
import { openTournament, type OpenOptions, type TournamentFile } from './tournament.js';

export interface PairNextTeamRoundOptions extends OpenOptions {
  /** Colour preferences (Type A, Type B, none) instead of the 192 code's, as `pair --team-colours` does. */
  readonly colours?: TeamColourRule;
  /** The primary score (match or game points) instead of the 192 code's, as `pair --team-score` does. */
  readonly primary?: TeamScoreKind;
  /**
   * The players of a team for this round, board 1 first (team pairing number -> start numbers of its 310 roster),
   * as `pair --lineup FILE` reads them; a team not named plays its 310 board order.
   */
  readonly lineups?: ReadonlyMap<number, readonly number[]>;
  /**
   * The arbiter's pairing instead of the engine's, as `pair --manual` gives it: called with the round's input and
   * the C.04.6 pairing (null when none exists). A pairing that breaks C1, C2 or 3.3.1 is refused (InputError); what
   * it loses against the C.04.6 pairing is the caller's to say (`teamRoundReason`). Team Swiss only.
   */
  readonly manual?: (input: TeamRoundInput, engine: TeamPairing | null) => TeamPairing;
}

export interface NextTeamRound extends TournamentFile {
  /** The round paired (the one after the last in the file). */
  readonly round: number;
  /** The variant it was paired by: the file's 192 code with the options' overrides. */
  readonly variant: TeamVariant;
  /** Pairs of team pairing numbers (white: the team with White on board 1) and the PAB. */
  readonly pairing: TeamPairing;
  /** The matches numbered as `pair`, `show` and `result --match mN` number them (src/model/teamMatches.ts). */
  readonly matches: readonly NumberedMatch[];
  /**
   * A team round robin (its 192 code): the Berger table's round (table round, cycle, matches with the teams
   * declared absent, who lose by forfeit, and the odd field's team without a match); null for a team Swiss.
   */
  readonly schedule: TeamRoundRobinRound | null;
}

/** The file's variant with the options' overrides. */
export function variantWith(base: TeamVariant, options: Pick<PairNextTeamRoundOptions, 'colours' | 'primary'>): TeamVariant {
  return { ...base, ...(options.colours === undefined ? {} : { colours: options.colours }), ...(options.primary === undefined ? {} : { primary: options.primary }) };
}

/** Refuses a line-up naming an unknown team or a player outside the team's 310 roster. O(boards) per team. */
function checkLineups(t: TeamTournament, lineups: ReadonlyMap<number, readonly number[]>): void {
  for (const [tpn, players] of lineups) {
    const team = t.teams[tpn - 1];
    if (team === undefined) throw new ArgumentError(`a line-up names team ${tpn}, but the file has teams 1-${t.teams.length}`);
    const stranger = players.find((p) => !team.players.includes(p));
    if (stranger !== undefined) throw new ArgumentError(`the line-up of team ${tpn} names player ${stranger}, who is not in its 310 roster`);
  }
}

/**
 * The document with the round written: each board's players (the line-up, else 310 order) with 352's colours and
 * open results, the PAB's players `0000 - U` and its team in 320. O(teams x boards + records).
 */
export function writeTeamRound(doc: TrfDocument, t: TeamTournament, round: number, p: TeamPairing, lineups: ReadonlyMap<number, readonly number[]>): TrfDocument {
  const blocks = new Map<number, RoundBlock>();
  const playersOf = (tpn: number): readonly number[] => (lineups.get(tpn) ?? t.teams[tpn - 1]!.players).slice(0, t.boards);
  for (const { white, black } of p.pairs) {
    const w = playersOf(white);
    const b = playersOf(black);
    for (let i = 0; i < t.boards; i++) {
      const firstWhite = t.boardColours[i] !== 'B';
      if (w[i] !== undefined && b[i] !== undefined) {
        blocks.set(w[i]!, { opponent: b[i]!, colour: firstWhite ? 'w' : 'b', result: null, blank: false });
        blocks.set(b[i]!, { opponent: w[i]!, colour: firstWhite ? 'b' : 'w', result: null, blank: false });
      }
    }
  }
  if (p.pab !== null) for (const player of playersOf(p.pab)) blocks.set(player, { opponent: null, colour: null, result: 'U', blank: false });
  const written = writeRound(doc, round, { blocks, fillPoints: false });
  return withLineupRecords(p.pab === null ? written : withPab(written, t, round, p.pab), round, p, lineups);
}

/**
 * A 300 record for each team of a match that plays a line-up: the model reads a team's players in a round (its
 * colour is its board 1 player's, 1.6.1) from 300, else from 310 order, which a line-up does not follow.
 */
function withLineupRecords(doc: TrfDocument, round: number, p: TeamPairing, lineups: ReadonlyMap<number, readonly number[]>): TrfDocument {
  const lines: TrfRecord[] = [];
  for (const { white, black } of p.pairs) {
    for (const [team, opponent] of [[white, black], [black, white]] as const) {
      const players = lineups.get(team);
      if (players !== undefined) lines.push({ kind: 'unknown', text: formatTeamLine({ kind: 'lineup', round, team, opponent, players }) });
    }
  }
  return lines.length === 0 ? doc : { ...doc, records: [...doc.records, ...lines] };
}

/** 320 with `tpn` as the PAB of `round` (the record's points kept, else the model's). */
function withPab(doc: TrfDocument, t: TeamTournament, round: number, tpn: Tpn): TrfDocument {
  const old = t.section.pab;
  const teams = [...(old?.teams ?? [])];
  while (teams.length < round) teams.push(null);
  teams[round - 1] = tpn;
  const pab: PabLine = { kind: 'pab', matchPoints: old?.matchPoints ?? t.pabPoints.matchPoints, gamePoints: old?.gamePoints ?? t.pabPoints.gamePoints, teams };
  const record: TrfRecord = { kind: 'unknown', text: formatTeamLine(pab) };
  const records = [...doc.records];
  const at = records.findIndex((r) => r.kind === 'unknown' && r.text.startsWith('320'));
  if (at >= 0) records[at] = record;
  else records.push(record);
  return { ...doc, records };
}

/**
 * A team file and its tournament with the team model attached (`tournament.teams`), as the command line reads
 * it: the core's `chooseSystem`, `deriveRoundState` and `pairRound(state, 'team')` then pair its teams. Throws
 * ArgumentError for a document that is no team file, TrfConsistencyError for a bad team record. O(records).
 */
export function openTeamTournament(document: TrfDocument, options: OpenOptions = {}): TournamentFile {
  const fileName = options.fileName ?? '<input>';
  if (!isTeamDocument(document)) throw new ArgumentError(`${fileName} is no team file: neither a team 192 code nor a 310 record`);
  const file = openTournament(document, options);
  return { document, tournament: { ...file.tournament, teams: buildTeamTournament(document, fileName) } };
}

/**
 * Pairs the round after the last one in a team file by C.04.6, in the variant its 192 code names (or the
 * options'), and writes it in, as `swisspair pair TEAMS.trf -o OUT` does: each board's players (the line-up, else
 * the 310 order) with 352's colours and open results, the PAB in 320. The written document is read back (the
 * result's `tournament`, with its team model). Throws ArgumentError for a document that is no team file or a bad
 * line-up, NoValidPairingError when no pairing exists, TrfConsistencyError for a bad team record. O(n^3 K) for
 * the pairing of n teams (docs/teams.md), O(records) for the rest. A team round robin (its 192 code) gets the
 * Berger table's next round instead, as `pair -o` writes it (`schedule` says which; `colours`/`primary` do not
 * apply to it, a line-up is refused).
 */
export function pairNextTeamRound(document: TrfDocument, options: PairNextTeamRoundOptions = {}): NextTeamRound {
  return pairNextTeamRoundOf(openTeamTournament(document, options), options);
}

/**
 * pairNextTeamRound of a team file already opened (openTeamTournament, or the command line's loader): the same
 * round, written the same way, without reading the document a second time.
 */
export function pairNextTeamRoundOf(file: TournamentFile, options: PairNextTeamRoundOptions = {}): NextTeamRound {
  const written = writeNextTeamRound(file, options);
  // Read back from its text, as the command's output is.
  return { ...written, ...readBack(written.document, options, options.fileName ?? '<input>') };
}

/** A round written into the document: NextTeamRound without the written document read back. */
export type WrittenTeamRound = Omit<NextTeamRound, 'tournament'>;

/**
 * The next round paired and written into the document as pairNextTeamRoundOf writes it, without reading the
 * written document back (the command line encodes it as it is: a 400-team file's read-back is 0.15 s).
 */
export function writeNextTeamRound(file: TournamentFile, options: PairNextTeamRoundOptions = {}): WrittenTeamRound {
  const { document, tournament } = file;
  const fileName = options.fileName ?? '<input>';
  if (tournament.teams === undefined) throw new ArgumentError(`${fileName} is no team file: neither a team 192 code nor a 310 record`);
  const system = systemById(chooseSystem(tournament).system);
  if (system.fixedSchedule === true) return nextRoundRobinRound(document, tournament, system.id, options);
  const t = tournament.teams!;
  const lineups = options.lineups ?? new Map<number, readonly number[]>();
  checkLineups(t, lineups);
  const variant = variantWith(t.variant, options);
  const round = t.roundsInFile + 1;
  // As for individuals (pairNextRound): a round past 142's is not paired; the arbiter raises 142 first.
  if (t.plannedRounds !== null && round > t.plannedRounds) throw new ArgumentError(`all ${t.plannedRounds} planned rounds are in the file: there is no round ${round} to pair`);
  const input = teamRoundInput(t, round, { variant });
  const pairing = options.manual === undefined ? pairTeamRound(input) : manualRound(input, options.manual);
  const primary = primaryScores(t, round, variant.primary);
  const matches = numberMatches(pairing.pairs, (tpn) => primary[tpn - 1]!);
  return { document: writeTeamRound(document, t, round, pairing, lineups), round, variant, pairing, matches, schedule: null };
}

/** The arbiter's pairing (PairNextTeamRoundOptions.manual), refused when it breaks an absolute criterion. */
function manualRound(input: TeamRoundInput, manual: NonNullable<PairNextTeamRoundOptions['manual']>): TeamPairing {
  let engine: TeamPairing | null = null;
  try {
    engine = pairTeamRound(input);
  } catch (e) {
    // No legal pairing exists: the arbiter's one is judged on the absolute criteria below, and will break one.
    if (!(e instanceof NoValidPairingError)) throw e;
  }
  const pairing = manual(input, engine);
  const bad = teamRoundReason(input, pairing, pairing);
  if (bad !== null) throw new InputError([{ position: null, message: `the manual pairing breaks an absolute criterion: ${bad.text}; nothing written`, expected: 'a pairing that keeps C1, C2 and 3.3.1' }]);
  return pairing;
}

/** The read-back document of an edit, with its team model (the model reads only records with a line: 320, 300, 330). */
function readBack(edited: TrfDocument, options: PairNextTeamRoundOptions, fileName: string): TournamentFile {
  return openTeamTournament({ ...parseTrf(writeTrf(edited), { fileName }), bom: edited.bom }, { ...options, fileName });
}

/**
 * A team round robin's next round: the Berger table by team pairing numbers in the format its 192 code names,
 * written as `pair -o` writes it (writeTeamRoundRobinRound). A line-up is refused: its boards are in 310 order.
 */
function nextRoundRobinRound(document: TrfDocument, tournament: Tournament, systemId: string, options: PairNextTeamRoundOptions): WrittenTeamRound {
  const t = tournament.teams!;
  if ((options.lineups?.size ?? 0) > 0) throw new ArgumentError(`${t.fileName} is a team round robin: its boards are played in 310 order; a line-up is for a team Swiss`);
  if (options.manual !== undefined) throw new ArgumentError(`${t.fileName} is a team round robin: its rounds are the Berger table's; a manual pairing is for a team Swiss`);
  const format = teamRoundRobinFormatFor(tournament, chooseEdition(tournament, systemId).edition);
  const round = t.roundsInFile + 1;
  const schedule = pairTeamRoundRobin(t, format, round);
  const firstWhite = firstNamedColour(t) === 'w';
  const matches = schedule.matches.map((m) => ({ match: m.match, white: firstWhite ? m.first : m.second, black: firstWhite ? m.second : m.first }));
  return { document: writeTeamRoundRobinRound(document, t, schedule), round, variant: t.variant, pairing: { pairs: matches.map(({ white, black }) => ({ white, black })), pab: null }, matches, schedule };
}
