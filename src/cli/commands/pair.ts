/**
 * `swisspair pair FILE [--system dutch|dubov] [--round N] [--json] [-p OUT] [-o OUT.trf]`: pairs the round after
 * the last one in the file (or re-pairs round N from rounds 1..N-1) and prints the boards in C.04.2 order.
 * `-p` writes the pairs file JaVaFo and bbpPairings write; `-o` writes the tournament with the round added
 * (opponents and colours filled in, results left open) so that it can be completed and read back.
 */
import type { Command } from 'commander';
import { ArgumentError } from '../../errors.js';
import { deriveRoundState, type RoundState } from '../../model/state.js';
import type { PlayerId } from '../../model/types.js';
import { pairRound, type RoundPairing, type SystemName } from '../../systems/index.js';
import { encodeTrf, type PlayerRecord, type RoundBlock, type Tenths } from '../../trf/index.js';
import { writeRound } from '../../trf/roundEdit.js';
import { writeOutput } from '../io.js';
import { loadTournament, parseEncoding, parseRound, type Loaded } from '../load.js';
import { editionOption, encodingOption, parseEdition, systemOption, type CommandContext } from '../main.js';
import { json, makeChalk, points, table } from '../render.js';

interface PairOptions {
  readonly system: SystemName;
  readonly edition?: string;
  readonly round?: string;
  readonly json?: boolean;
  readonly pairs?: string;
  readonly output?: string;
  readonly encoding?: string;
  readonly unratedRating?: string;
}

/** The pairs file: number of pairs (the bye counts as one), then `white black` per board, the PAB as `N 0`. */
export function pairsFile(p: RoundPairing): string {
  const lines = [String(p.pairs.length + (p.bye === null ? 0 : 1))];
  for (const pair of p.pairs) lines.push(`${pair.white} ${pair.black}`);
  if (p.bye !== null) lines.push(`${p.bye} 0`);
  return lines.join('\n') + '\n';
}

/** Player state by id; players are sorted by starting rank, but ids may have gaps. O(n) once. */
function lookup(state: RoundState): (id: PlayerId) => RoundState['players'][number] {
  const byId = new Map(state.players.map((p) => [p.id, p]));
  return (id) => byId.get(id)!;
}

function describe(player: (id: PlayerId) => RoundState['players'][number], id: PlayerId): { id: number; name: string; score: number } {
  const p = player(id);
  return { id, name: p.info.name, score: p.score / 10 };
}

export function pairingJson(state: RoundState, p: RoundPairing, system: SystemName): unknown {
  const player = lookup(state);
  return {
    file: state.tournament.fileName,
    system,
    round: p.round,
    boards: p.pairs.map((pair, i) => ({ board: i + 1, white: describe(player, pair.white), black: describe(player, pair.black) })),
    bye: p.bye === null ? null : describe(player, p.bye),
    notPaired: p.notPaired.map((id) => ({ ...describe(player, id), reason: player(id).unpairedReason })),
  };
}

function renderText(state: RoundState, p: RoundPairing, ctx: CommandContext): string {
  const chalk = makeChalk(ctx.streams.stdout, ctx.streams.env);
  const player = lookup(state);
  const name = (id: PlayerId): string => player(id).info.name;
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
  let out = chalk.bold(`Round ${p.round}`) + '\n';
  out += table(
    ['Board', 'White', '', 'Pts', '', 'Pts', 'Black', ''],
    rows,
    ['right', 'right', 'left', 'right', 'left', 'right', 'right', 'left'],
  );
  if (p.bye !== null) out += `\nPairing-allocated bye: ${p.bye} ${name(p.bye)} (${score(p.bye)})\n`;
  if (p.notPaired.length > 0) {
    const list = p.notPaired.map((id) => `${id} ${name(id)} (${player(id).unpairedReason})`);
    out += `Not paired: ${list.join(', ')}\n`;
  }
  return out;
}

/** The document with round p.round written in: pairs with colours and open results, the PAB, absences. */
function updatedDocument(loaded: Loaded, state: RoundState, p: RoundPairing): Uint8Array {
  const blocks = new Map<number, RoundBlock>();
  const newPoints = new Map<number, Tenths>();
  const pab = loaded.tournament.pointSystem.pab;
  const records = new Map<number, PlayerRecord>();
  for (const r of loaded.document.records) if (r.kind === 'player') records.set(r.startingRank, r);
  for (const pair of p.pairs) {
    blocks.set(pair.white, { opponent: pair.black, colour: 'w', result: null, blank: false });
    blocks.set(pair.black, { opponent: pair.white, colour: 'b', result: null, blank: false });
  }
  if (p.bye !== null) blocks.set(p.bye, { opponent: null, colour: null, result: 'U', blank: false });
  for (const s of state.players) {
    if (s.toBePaired) continue;
    const already = records.get(s.id)?.rounds[p.round - 1];
    // Byes written in advance stay as they are; other absentees get a zero-point bye.
    if (already === undefined || already.blank) blocks.set(s.id, { opponent: null, colour: null, result: 'Z', blank: false });
    else blocks.set(s.id, already);
  }
  for (const s of state.players) {
    const block = blocks.get(s.id);
    const extra = block?.result === 'U' ? pab : 0;
    if (block !== undefined) newPoints.set(s.id, s.score + extra);
  }
  const doc = writeRound(loaded.document, p.round, { blocks, points: newPoints });
  return encodeTrf(doc);
}

export function registerPair(program: Command, ctx: CommandContext): void {
  program
    .command('pair')
    .description('pair the next round (or re-pair round N) of a tournament')
    .argument('<file>', "TRF file ('-' for standard input)")
    .addOption(systemOption())
    .addOption(editionOption())
    .option('--round <n>', 're-pair round N from rounds 1..N-1 (default: the round after the last one in the file)')
    .option('--json', 'print the pairing as JSON')
    .option('-p, --pairs <file>', "write the JaVaFo/bbpPairings pairs file ('-' for standard output)")
    .option('-o, --output <file>', "write the tournament with this round added ('-' for standard output)")
    .option('--unrated-rating <n>', 'rating to use for unrated players (Dubov)')
    .addOption(encodingOption())
    .action((file: string, options: PairOptions) => {
      const loaded = loadTournament(file, parseEncoding(options.encoding), ctx.streams);
      ctx.warn(loaded.warnings);
      const round = parseRound(options.round) ?? loaded.tournament.roundsInFile + 1;
      const unrated = options.unratedRating === undefined ? undefined : Number(options.unratedRating);
      if (unrated !== undefined && !(Number.isInteger(unrated) && unrated >= 0)) {
        throw new ArgumentError(`--unrated-rating expects a non-negative integer, got "${options.unratedRating}"`);
      }
      const state = deriveRoundState(loaded.tournament, round, unrated === undefined ? {} : { unratedRating: unrated });
      const edition = parseEdition(options.system, options.edition);
      const pairing = pairRound(state, options.system, {
        ...(unrated === undefined ? {} : { unratedRating: unrated }),
        ...(edition === undefined ? {} : { edition }),
      });
      const toStdout = [options.pairs, options.output].filter((x) => x === '-').length;
      if (toStdout > 1) throw new ArgumentError('only one of -p and -o can write to standard output');
      if (options.pairs !== undefined) writeOutput(options.pairs, pairsFile(pairing), ctx.streams);
      if (options.output !== undefined) writeOutput(options.output, updatedDocument(loaded, state, pairing), ctx.streams);
      if (toStdout === 0) {
        ctx.streams.stdout.write(
          options.json === true
            ? json({ ...(pairingJson(state, pairing, options.system) as object), warnings: loaded.warnings })
            : renderText(state, pairing, ctx),
        );
      }
    });
}
