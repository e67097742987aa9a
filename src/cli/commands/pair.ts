/**
 * `swisspair pair FILE [--system dutch|dubov (default: the file's 192/092, else dutch)] [--round N] [--json] [-p OUT] [-o OUT.trf]`: pairs the round after
 * the last one in the file (or re-pairs round N from rounds 1..N-1) and prints the boards in C.04.2 order.
 * `-p` writes the pairs file JaVaFo and bbpPairings write; `-o` writes the tournament with the round added
 * (opponents and colours filled in, results left open) so that it can be completed and read back.
 */
import type { Command } from 'commander';
import { deriveRoundState, type RoundState } from '../../model/state.js';
import { playerId, type PlayerId, type Tournament } from '../../model/types.js';
import type { UnplayedRoundRules } from '../../model/unplayed.js';
import { chooseEdition, chooseSystem, pairRound, systemById, SYSTEMS, type Edition, type EditionedPairing, type RoundPairing, type SystemChoice, type SystemName } from '../../systems/index.js';
import { pointsOfBlock, type TrfEncoding } from '../../trf/index.js';
import { encodeTrfText } from '../../trf/write.js';
import { applyPairingNoted, type AbsenceNote } from '../../trf/edit.js';
import { accelerationJson, accelerationText, editionFor, editionJson, editionText, systemWarning } from '../edition.js';
import { writeOutput } from '../io.js';
import { loadTournament, parseEncodingOption, parseRound, type Loaded } from '../load.js';
import { counted, json, makeChalk, points, printable, table } from '../render.js';
import { explanationOf, renderExplanation } from '../explainRender.js';
import { assertReadsBack, checkTargets, droppedResults, droppedRounds, refusePairingAfterOpenRound } from '../pairOutput.js';
import { checkManualOptions, judgeManual, manualPairing, manualWarnings, wantsManual } from '../manualPairing.js';
import { ArgumentError } from '../../errors.js';
import { pairTeamFile, type TeamPairOptions } from '../teamPair.js';
import { accelerationOption, editionOption, encodingOption, parseAcceleration, parseAnyEdition, parseUnratedRating, repeatable, systemOption, type CommandContext } from '../options.js';
import { roundRobinFormatFor } from '../../systems/roundrobin/system.js';
import { runRoundRobinPair } from '../roundRobinPair.js';
import { teamRoundRobinFormatFor } from '../../systems/roundrobin/teamSystem.js';
import { runTeamRoundRobinPair } from '../teamRoundRobinPair.js';

interface PairOptions extends TeamPairOptions {
  readonly system?: SystemName;
  readonly edition?: string;
  readonly round?: string;
  readonly json?: boolean;
  readonly explain?: boolean;
  readonly pairs?: string;
  readonly output?: string;
  readonly encoding?: string;
  readonly unratedRating?: string;
  readonly force?: boolean;
  readonly acceleration?: string;
  readonly manual?: string;
  readonly manualFrom?: string;
  readonly swap?: readonly string[];
}

/**
 * Options of individual pairing that a team file has no use for, refused (exit 3) rather than left unread: the
 * pairing written would not be the one asked for.
 */
function refuseForTeams(o: PairOptions, roundRobin: boolean): void {
  const what = roundRobin ? 'a team round robin' : 'a team Swiss';
  const refused: [boolean, string, string][] = [
    [o.pairs !== undefined, '-p', 'a pairs file numbers players; a team file is paired as matches: use -o (or --json)'],
    [o.explain === true, '--explain', 'the bracket explanation is for individuals; `swisspair check` says why a team round is paired as it is'],
    [o.acceleration !== undefined, '--acceleration', "a team file's acceleration is its 192 code (_BAKU) or its 250 records"],
    [o.unratedRating !== undefined, '--unrated-rating', 'teams are paired by pairing number, not rating'],
    [!roundRobin && o.round !== undefined, '--round', 'a team Swiss pairs the next round only (remove a paired round with `swisspair unpair` first)'],
    [roundRobin && wantsManual(o), '--manual, --manual-from and --swap', "a team round robin's rounds are its Berger table's"],
  ];
  for (const [given, option, why] of refused) if (given) throw new ArgumentError(`${option} does not apply to ${what}: ${why}`);
}

/** The pairs file: number of pairs (the bye counts as one), then `white black` per board, the PAB as `N 0`. */
export function pairsFile(p: RoundPairing): string {
  const lines = [String(p.pairs.length + (p.bye === null ? 0 : 1))];
  for (const pair of p.pairs) lines.push(`${pair.white} ${pair.black}`);
  if (p.bye !== null) lines.push(`${p.bye} 0`);
  return lines.join('\n') + '\n';
}

const LOOKUPS = new WeakMap<RoundState, (id: PlayerId) => RoundState['players'][number]>();

/**
 * Player state by id; players are sorted by starting rank, but ids may have gaps. O(n) once per state: the board
 * table and the notes of `-o` both ask, for every player of a 9,999-player round.
 */
function lookup(state: RoundState): (id: PlayerId) => RoundState['players'][number] {
  const known = LOOKUPS.get(state);
  if (known !== undefined) return known;
  // By id in an array (ids are starting ranks, at most 9999).
  const byId: RoundState['players'][number][] = [];
  for (const p of state.players) byId[p.id] = p;
  const player = (id: PlayerId): RoundState['players'][number] => byId[id]!;
  LOOKUPS.set(state, player);
  return player;
}

function describe(player: (id: PlayerId) => RoundState['players'][number], id: PlayerId): { id: number; name: string; score: number } {
  const p = player(id);
  return { id, name: p.info.name, score: p.score / 10 };
}

export function pairingJson(state: RoundState, p: EditionedPairing, system: SystemChoice): unknown {
  const player = lookup(state);
  return {
    file: state.tournament.fileName,
    system: system.system,
    edition: editionJson(p.edition, system),
    acceleration: accelerationJson(state.acceleration, state.tournament),
    round: p.round,
    boards: p.pairs.map((pair, i) => ({ board: i + 1, white: describe(player, pair.white), black: describe(player, pair.black) })),
    bye: p.bye === null ? null : describe(player, p.bye),
    notPaired: p.notPaired.map((id) => ({ ...describe(player, id), reason: player(id).unpairedReason })),
  };
}

/** Names for --explain, as the board table prints them. */
function explainNames(state: RoundState): (id: number) => string {
  const player = lookup(state);
  return (id) => printable(player(playerId(id))?.info.name ?? '');
}

/**
 * A player with a zero-point bye declared for this round and every later one (`swisspair withdraw` writes that),
 * the last round included.
 */
function withdrawn(state: RoundState, id: PlayerId): boolean {
  const t = state.tournament;
  if (t.plannedRounds === null || t.plannedRounds < state.round) return false;
  const zero = new Set(t.declaredByes.filter((b) => b.player === id && b.bye === 'zero').map((b) => b.round));
  for (let r = state.round; r <= t.plannedRounds; r++) if (!zero.has(r)) return false;
  return true;
}

const WITHDRAWN = 'withdrawn: zero-point byes to the last round';

/** "half-point bye, declared": which bye a player declared for this round (240), in the words of the notes. */
function declaredKind(state: RoundState, id: PlayerId): string | null {
  const d = state.tournament.declaredByes.find((b) => b.player === id && b.round === state.round);
  return d === undefined ? null : `${d.bye}-point bye, declared`;
}

function renderText(state: RoundState, p: EditionedPairing, system: SystemChoice, ctx: CommandContext): string {
  const chalk = makeChalk(ctx.streams.stdout, ctx.streams.env);
  const player = lookup(state);
  const name = (id: PlayerId): string => printable(player(id).info.name);
  const score = (id: PlayerId): string => points(player(id).score);
  const rows = p.pairs.map((pair, i) => [
    String(i + 1),
    String(pair.white),
    name(pair.white),
    score(pair.white),
    '-',
    score(pair.black),
    String(pair.black),
    name(pair.black),
  ]);
  const acceleration = accelerationText(state.acceleration, p.round);
  let out = chalk.bold(`Round ${p.round}`) + `, ${editionText(p.edition, state.tournament, system)}${acceleration === null ? '' : `, ${acceleration}`}\n`;
  out += table(
    ['Board', 'White', '', 'Pts', '', 'Pts', 'Black', ''],
    rows,
    ['right', 'right', 'left', 'right', 'left', 'right', 'right', 'left'],
  );
  if (p.bye !== null) out += `\nPairing-allocated bye: ${p.bye} ${name(p.bye)} (${score(p.bye)})\n`;
  if (p.notPaired.length > 0) {
    const list = p.notPaired.map((id) => `${id} ${name(id)} (${withdrawn(state, id) ? WITHDRAWN : (declaredKind(state, id) ?? player(id).unpairedReason)})`);
    out += `Not paired: ${list.join(', ')}\n`;
  }
  return out;
}

/**
 * The document with round p.round written in, as the library writes it (src/trf/edit.ts applyPairing: games, the
 * PAB, every declared bye with its own code and points, absences kept, and the `192` record naming the edition
 * that paired it, pairRound's typeCode). `092` stays as written.
 */
function updatedDocument(loaded: Loaded, p: EditionedPairing, encoding: TrfEncoding, manual = false): { text: string; bytes: Uint8Array; notes: readonly AbsenceNote[] } {
  // The printed board order is kept (### lines, src/trf/boards.ts): `result --board` and `show` read it.
  const { document, notes } = applyPairingNoted(loaded.document, { ...p, manual });
  // In the input's encoding (and BOM), so that the file reads back with the same --encoding.
  return { ...encodeTrfText(document, encoding), notes };
}

const BYE_WORDS: Readonly<Record<string, string>> = { H: 'half-point bye', F: 'full-point bye', Z: 'zero-point bye', U: 'pairing-allocated bye' };

/** One line per player the pairing left out: what the written round gives him, and why (issue 16: said, not silent). */
function renderNotes(state: RoundState, notes: readonly AbsenceNote[], output: string): string {
  const player = lookup(state);
  const system = state.tournament.pointSystem;
  return notes
    .map((n) => {
      const code = n.block.result ?? ' ';
      const why =
        n.why === 'absent (XXZ)'
          ? 'absent (XXZ; the record stays, so the player stays absent until it is removed)'
          : withdrawn(state, playerId(n.player))
            ? WITHDRAWN
            : n.why;
      const name = printable(player(playerId(n.player))?.info.name ?? '');
      return `${output}: round ${state.round}: ${n.player} ${name}: ${BYE_WORDS[code] ?? 'no game'} (0000 - ${code}, ${points(pointsOfBlock(n.block, system))}), ${why}\n`;
    })
    .join('');
}

/**
 * How the edition that will pair the round reads unplayed rounds, so that the state is derived once (pairRound
 * would derive it again for an edition that reads them otherwise). Nothing when the --edition value is refused:
 * editionFor says so in its place, after the state's own refusals, as before.
 */
function unplayedFor(t: Tournament, system: SystemChoice, value: string | undefined): { unplayed?: UnplayedRoundRules } {
  let edition: Edition | undefined;
  try {
    edition = editionFor(system, value);
  } catch {
    return {};
  }
  const choice = chooseEdition(t, system.system, edition);
  return { unplayed: systemById(choice.system).unplayed(choice.edition) };
}

export function registerPair(program: Command, ctx: CommandContext): void {
  program
    .command('pair')
    .description('pair the next round (or re-pair round N) of a tournament')
    .argument('<file>', "TRF file ('-' for standard input)")
    .addOption(systemOption())
    .option('--team-colours <rule>', 'team files: colour preferences a (Type A), b (Type B) or none (default: the 192 code)')
    .option('--team-score <kind>', 'team files: primary score mp or gp (default: the 192 code)')
    .option('--lineup <file>', "team files, with -o: each team's players by board, one line 'TPN player player ...'")
    .addOption(editionOption())
    .option('--round <n>', 're-pair round N from rounds 1..N-1 (default: the round after the last one in the file)')
    .option('--json', 'print the pairing as JSON')
    .option('--explain', 'also show how the rules reached the pairing, bracket by bracket (with --json: an "explanation" object)')
    .option('-p, --pairs <file>', "write the JaVaFo/bbpPairings pairs file ('-' for standard output)")
    .option('-o, --output <file>', "write the tournament with this round added ('-' for standard output)")
    .option('--unrated-rating <n>', 'rating to use for unrated players (Dubov)')
    .option('--force', 'let -p/-o replace the input file, and -o with --round N drop the rounds after N')
    .option('--manual <pairs>', 'the arbiter\'s pairing of the next round: "W-B,W-B,..." (N-0: the pairing-allocated bye; team files: team pairing numbers, W has White on board 1); checked against the rules')
    .option('--manual-from <file>', 'the arbiter\'s pairing from a file: one WHITE-BLACK a line (# comments), or a pairs file as -p writes it')
    .option('--swap <a,b>', "the engine's pairing with players A and B exchanged (repeatable)", repeatable)
    .addOption(accelerationOption())
    .addOption(encodingOption())
    .action((file: string, options: PairOptions) => {
      const force = options.force === true;
      checkManualOptions(options, options.round);
      checkTargets({ input: file, pairs: options.pairs, output: options.output, force });
      const given = parseEncodingOption(options.encoding);
      const unrated = parseUnratedRating(options.unratedRating);
      parseAnyEdition(options.system, options.edition);
      const loaded = loadTournament(file, given, ctx.streams, parseAcceleration(options.acceleration));
      const encoding = loaded.encoding;
      // A system that pairs teams (C.04.6, chosen by the 192 code or --system) prints matches and writes boards.
      // A file with teams and no system named is paired by the system that pairs teams.
      // A file with teams and no team system named (by --system or its 192) is paired by the Swiss team system.
      const named = systemById(chooseSystem(loaded.tournament, options.system).system);
      const teamSystem = SYSTEMS.find((s) => s.units === 'teams' && s.fixedSchedule !== true);
      const chosen = loaded.tournament.teams !== undefined && options.system === undefined && named.units !== 'teams' && teamSystem !== undefined ? teamSystem : named;
      if (chosen.units === 'teams') refuseForTeams(options, chosen.fixedSchedule === true);
      if (chosen.units === 'teams' && chosen.fixedSchedule === true) {
        // A team round robin: the table by team pairing numbers (src/cli/teamRoundRobinPair.ts).
        const rr = parseRound(options.round);
        const variant = chooseEdition(loaded.tournament, chosen.id, editionFor({ system: chosen.id, source: 'option', record: null }, options.edition)).edition;
        const format = teamRoundRobinFormatFor(loaded.tournament, variant);
        runTeamRoundRobinPair(loaded, format, { file, system: chosen.id, ...(rr === undefined ? {} : { round: rr }), ...(options.output === undefined ? {} : { output: options.output }), json: options.json === true, force, encoding }, ctx);
        return;
      }
      if (chosen.units === 'teams') {
        pairTeamFile(loaded, options, encoding, ctx, chosen.id);
        return;
      }
      ctx.warn(loaded.warnings);
      // Pairings fixed in advance by a table (round robins: the system's fixedSchedule): src/cli/roundRobinPair.ts.
      const fixed = chooseSystem(loaded.tournament, options.system);
      if (systemById(fixed.system).fixedSchedule === true) {
        const rr = parseRound(options.round);
        const variant = chooseEdition(loaded.tournament, fixed.system, editionFor(fixed, options.edition)).edition;
        const format = roundRobinFormatFor(loaded.tournament, variant);
        runRoundRobinPair(loaded, format, { file, ...(rr === undefined ? {} : { round: rr }), ...(options.pairs === undefined ? {} : { pairs: options.pairs }), ...(options.output === undefined ? {} : { output: options.output }), json: options.json === true, force, encoding }, ctx);
        return;
      }
      const requested = parseRound(options.round);
      if (requested === undefined) refusePairingAfterOpenRound(loaded.tournament, file);
      const round = requested ?? loaded.tournament.roundsInFile + 1;
      const dropping = options.output === undefined ? null : droppedRounds(round, loaded.tournament.roundsInFile, force);
      const droppingResults = options.output === undefined ? null : droppedResults(loaded.tournament, round, force);
      const system = chooseSystem(loaded.tournament, options.system);
      const state = deriveRoundState(loaded.tournament, round, {
        ...(unrated === undefined ? {} : { unratedRating: unrated }),
        ...unplayedFor(loaded.tournament, system, options.edition),
      });
      const contradiction = systemWarning(system, loaded.tournament.fileName);
      if (contradiction !== null) ctx.warn([contradiction]);
      const edition = editionFor(system, options.edition);
      const engine = pairRound(state, system.system, {
        ...(unrated === undefined ? {} : { unratedRating: unrated }),
        ...(edition === undefined ? {} : { edition }),
      });
      // The arbiter's pairing (issue 33.4): absolute criteria refused, what it loses against the engine's said.
      const manual = wantsManual(options);
      const pairing = manual ? manualPairing(options, state, engine) : engine;
      const judged = manual ? judgeManual(state, pairing, engine, unrated) : null;
      // One warn call a line: each criterion lost is said, never folded into "and N more like it" (cli/warnings.ts).
      if (manual) for (const message of manualWarnings(pairing.round, judged)) ctx.warn([{ position: null, message }]);
      const toStdout = [options.pairs, options.output].filter((x) => x === '-').length;
      const target = { inputs: [file], force };
      const trf = options.output === undefined ? null : updatedDocument(loaded, pairing, encoding, manual);
      if (trf !== null) assertReadsBack(trf.bytes, encoding, options.output!, pairing.round, loaded.document, trf.text);
      if (options.pairs !== undefined) writeOutput(options.pairs, pairsFile(pairing), ctx.streams, target);
      // Over the input (--force): written only if no other command changed the file since it was read (io.ts).
      if (trf !== null) writeOutput(options.output!, trf.bytes, ctx.streams, { ...target, basedOn: { path: file, bytes: loaded.bytes } });
      if (trf !== null && options.output !== '-') {
        // Said as every editing command says what it wrote: the board list on stdout does not say a file changed.
        const pab = pairing.bye === null ? '' : ' and the pairing-allocated bye';
        ctx.streams.stderr.write(`${options.output}: round ${pairing.round} written: ${counted(pairing.pairs.length, 'board')}${pab}\n`);
      }
      if (trf !== null) ctx.streams.stderr.write(renderNotes(state, trf.notes, options.output === '-' ? '-o' : options.output!));
      if (dropping !== null) ctx.warn([{ position: null, message: dropping }]);
      if (droppingResults !== null) ctx.warn([{ position: null, message: droppingResults }]);
      if (round <= loaded.tournament.roundsInFile && options.output === undefined) {
        // Not the file's pairing: the rules' pairing of that round from the rounds before it (issue 33.3).
        const name = file === '-' ? '<stdin>' : file;
        ctx.warn([{ position: null, message: `${name}: round ${round} is already in the file; this is the pairing the rules give it from ${round === 1 ? 'the player list' : round === 2 ? 'round 1' : `rounds 1-${round - 1}`}, which may differ from the file's (\`swisspair show ${file} --round ${round}\` prints the file's)` }]);
      }
      if (toStdout === 0) {
        const why = options.explain === true ? explanationOf(state, engine, unrated) : null;
        const doc = (): unknown => ({
          ...(pairingJson(state, pairing, system) as object),
          ...(why === null ? {} : { explanation: why }),
          ...(manual ? { manual: { reason: judged?.reason ?? null, losses: judged?.losses ?? [] } } : {}),
          warnings: contradiction === null ? loaded.warnings : [...loaded.warnings, contradiction],
        });
        const heading = manual ? 'Manual pairing by the arbiter, checked against the rules (see the warning)\n' : '';
        ctx.streams.stdout.write(options.json === true ? json(doc()) : heading + renderText(state, pairing, system, ctx) + (why === null ? '' : renderExplanation(why, explainNames(state))));
      }
    });
}
