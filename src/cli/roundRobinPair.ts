/**
 * `pair` of a round-robin file (a `192` code naming one, src/systems/roundrobin/format.ts): the next round (or
 * `--round N`) from the Berger table; no pairing engine runs. Printed as `pair` prints a Swiss round, in the
 * table's board order; `-p` writes the pairs file (the odd field's bye as `N 0`), `-o` the tournament with the
 * round added: games with open results, a forfeit for an absent player (`-`, his opponent `+`, both absent `-`
 * and `-`: FIDE Tournament Rules C.06 V.4), the bye of an odd field as `0000 - Z` (no game, no points).
 */
import { pointsOf } from '../model/points.js';
import type { PlayerId, Tournament } from '../model/types.js';
import type { RoundRobinFormat } from '../systems/roundrobin/format.js';
import { pairRoundRobin, type RoundRobinGame, type RoundRobinRound } from '../systems/roundrobin/event.js';
import { totalRounds } from '../systems/roundrobin/schedule.js';
import type { RoundBlock, TrfDocument, TrfEncoding } from '../trf/index.js';
import { writeRound } from '../trf/edit.js';
import { withHeaderRecord } from '../trf/typeRecord.js';
import { withPrintedBoards } from '../trf/boards.js';
import { encodeTrfText } from '../trf/write.js';
import { writeOutput } from './io.js';
import type { Loaded } from './load.js';
import type { CommandContext } from './options.js';
import { assertReadsBack, droppedRounds } from './pairOutput.js';
import { counted, json, makeChalk, points, printable, table } from './render.js';

export interface RoundRobinPairRequest {
  readonly file: string;
  readonly round?: number;
  readonly pairs?: string;
  readonly output?: string;
  readonly json: boolean;
  readonly force: boolean;
  readonly encoding: TrfEncoding;
}

/** The pairs file: number of lines, `white black` per board, the bye as `N 0`. */
export function roundRobinPairsFile(p: RoundRobinRound): string {
  const lines = [String(p.games.length + (p.bye === null ? 0 : 1))];
  for (const g of p.games) lines.push(`${g.white} ${g.black}`);
  if (p.bye !== null) lines.push(`${p.bye} 0`);
  return lines.join('\n') + '\n';
}

const FORFEIT_WORDS: Readonly<Record<RoundRobinGame['absent'], string>> = {
  none: '',
  white: 'white absent: 0-1 forfeit',
  black: 'black absent: 1-0 forfeit',
  both: 'both absent: double forfeit',
};

/** "round 12 of 18, FIDE_DOUBLEROUNDROBIN: table round 3, second cycle (colours reversed)". */
export function roundRobinHeading(p: RoundRobinRound, players: number): string {
  const total = totalRounds(players, p.format);
  const cycle = p.format.cycles === 1 ? '' : `, cycle ${p.cycle + 1} of ${p.format.cycles}${p.cycle % 2 === 1 ? ' (colours reversed)' : ''}`;
  const swapped = p.format.swapLastTwo && p.cycle === 0 && p.tableRound !== p.round ? ' (the last two rounds of the first cycle swapped)' : '';
  return `Round ${p.round} of ${total}, ${p.format.code}: Berger table round ${p.tableRound}${swapped}${cycle}`;
}

function blocksOf(p: RoundRobinRound): Map<number, RoundBlock> {
  const blocks = new Map<number, RoundBlock>();
  const block = (opponent: number, colour: 'w' | 'b', result: RoundBlock['result']): RoundBlock => ({ opponent, colour, result, blank: false });
  for (const g of p.games) {
    const w = g.absent === 'white' || g.absent === 'both' ? '-' : g.absent === 'black' ? '+' : null;
    const b = g.absent === 'black' || g.absent === 'both' ? '-' : g.absent === 'white' ? '+' : null;
    blocks.set(g.white, block(g.black, 'w', w));
    blocks.set(g.black, block(g.white, 'b', b));
  }
  if (p.bye !== null) blocks.set(p.bye, { opponent: null, colour: null, result: 'Z', blank: false });
  return blocks;
}

function renderText(t: Tournament, p: RoundRobinRound, ctx: CommandContext): string {
  const chalk = makeChalk(ctx.streams.stdout, ctx.streams.env);
  // Points before the round from the results entered (a round robin may be paired ahead of its results).
  const scores = new Map(t.players.map((x) => [x.id as number, x.rounds.slice(0, p.round - 1).reduce((sum, o) => sum + (o.kind === 'pending' ? 0 : pointsOf(o, t.pointSystem)), 0)]));
  const byId = new Map(t.players.map((x) => [x.id as number, x]));
  const name = (id: PlayerId): string => printable(byId.get(id)?.name ?? '');
  const score = (id: PlayerId): string => points(scores.get(id) ?? 0);
  const rows = p.games.map((g) => [String(g.board), String(g.white), name(g.white), score(g.white), '-', score(g.black), String(g.black), name(g.black), FORFEIT_WORDS[g.absent]]);
  let out = chalk.bold(roundRobinHeading(p, t.players.length)) + '\n';
  out += table(['Board', 'White', '', 'Pts', '', 'Pts', 'Black', '', ''], rows, ['right', 'right', 'left', 'right', 'left', 'right', 'right', 'left', 'left']);
  if (p.bye !== null) out += `\nNo game (odd number of players): ${p.bye} ${name(p.bye)} (${score(p.bye)})\n`;
  return out;
}

function jsonOf(t: Tournament, p: RoundRobinRound): unknown {
  const byId = new Map(t.players.map((x) => [x.id as number, x]));
  const who = (id: PlayerId): { id: number; name: string } => ({ id, name: byId.get(id)?.name ?? '' });
  return {
    file: t.fileName,
    system: 'round-robin',
    code: p.format.code,
    round: p.round,
    rounds: totalRounds(t.players.length, p.format),
    tableRound: p.tableRound,
    cycle: p.cycle + 1,
    boards: p.games.map((g) => ({ board: g.board, white: who(g.white), black: who(g.black), forfeit: g.absent === 'none' ? null : g.absent })),
    bye: p.bye === null ? null : who(p.bye),
  };
}

/**
 * The `240` declarations of this round for players whose scheduled game is now written as a forfeit: the game
 * says it (the declaration would be read as a bye for a paired player). Other rounds' declarations stay.
 */
function withoutDeclarations(doc: TrfDocument, p: RoundRobinRound): TrfDocument {
  const forfeited = new Set<number>();
  for (const g of p.games) {
    if (g.absent === 'white' || g.absent === 'both') forfeited.add(g.white);
    if (g.absent === 'black' || g.absent === 'both') forfeited.add(g.black);
  }
  if (forfeited.size === 0) return doc;
  const records = doc.records.flatMap((r) => {
    if (r.kind !== 'byeDeclaration' || r.round !== p.round) return [r];
    const ids = r.ids.filter((id) => !forfeited.has(id));
    if (ids.length === r.ids.length) return [r];
    const { raw: _raw, ...rest } = r;
    return ids.length === 0 ? [] : [{ ...rest, ids }];
  });
  return { ...doc, records };
}

export function runRoundRobinPair(loaded: Loaded, format: RoundRobinFormat, req: RoundRobinPairRequest, ctx: CommandContext): void {
  const t = loaded.tournament;
  const round = req.round ?? t.roundsInFile + 1;
  const dropping = req.output === undefined ? null : droppedRounds(round, t.roundsInFile, req.force);
  const p = pairRoundRobin(t, format, round);
  const target = { inputs: [req.file], force: req.force };
  let bytes: Uint8Array | null = null;
  if (req.output !== undefined) {
    // The 192 code names the schedule, so that the next round is paired from the same table without options.
    const written = withoutDeclarations(writeRound(loaded.document, round, { blocks: blocksOf(p), fillPoints: true }), p);
    // The table's board order is kept (### lines, src/trf/boards.ts): `result --board` and `show` read it.
    const document = withHeaderRecord(withPrintedBoards(written, round, p.games), '192', format.code);
    const encoded = encodeTrfText(document, req.encoding);
    assertReadsBack(encoded.bytes, req.encoding, req.output, round, loaded.document, encoded.text);
    bytes = encoded.bytes;
  }
  if (req.pairs !== undefined) writeOutput(req.pairs, roundRobinPairsFile(p), ctx.streams, target);
  if (bytes !== null) {
    writeOutput(req.output!, bytes, ctx.streams, target);
    if (req.output !== '-') {
      const forfeits = p.games.filter((g) => g.absent !== 'none').length;
      ctx.streams.stderr.write(`${req.output}: round ${round} written: ${counted(p.games.length, 'board')}${forfeits === 0 ? '' : `, ${counted(forfeits, 'forfeit')} (absent players: C.06 V.4)`}\n`);
    }
  }
  if (dropping !== null) ctx.warn([{ position: null, message: dropping }]);
  if (req.pairs === '-' || req.output === '-') return;
  ctx.streams.stdout.write(req.json ? json({ ...(jsonOf(t, p) as object), warnings: loaded.warnings }) : renderText(t, p, ctx));
}
