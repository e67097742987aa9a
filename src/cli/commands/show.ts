/**
 * `swisspair show FILE [--round N] [--json]`: the pairing the file holds for a round (default: the last one in
 * the file), in the board order printed when it was paired (kept in the file: src/trf/boards.ts), with the
 * results entered so far: the pairing sheet to reprint. Nothing is paired again (`pair --round N` re-computes).
 * A round whose printed order the file does not keep is shown in the order computed from the scores now, and
 * says so. O(players x rounds).
 */
import type { Command } from 'commander';
import { ArgumentError } from '../../errors.js';
import { pairingScores } from '../../model/state.js';
import { isTeamDocument } from '../../model/team.js';
import { playerId, type PlayerId, type Tournament } from '../../model/types.js';
import { boardOrder } from '../../systems/shared/boardOrder.js';
import { printedBoards, type PrintedBoard, type PrintedBoards } from '../../trf/boards.js';
import type { ResultCode, RoundBlock, TrfDocument } from '../../trf/index.js';
import { loadTournament, parseEncodingOption, parseRound } from '../load.js';
import { encodingOption, type CommandContext } from '../options.js';
import { json, makeChalk, points, printable, table } from '../render.js';
import { withoutTeamRecordWarnings } from '../teamPair.js';
import { showTeamRound } from '../teamShow.js';

interface ShowOptions {
  readonly round?: string;
  readonly json?: boolean;
  readonly encoding?: string;
}

const RESULT_TEXT: Readonly<Partial<Record<ResultCode, string>>> = { '1': '1', '0': '0', '=': '½', W: '1', D: '½', L: '0', '+': '+', '-': '-' };

/** A game's result as `result` reads it (`1-0`, `½-½`, `+-`, ...), or '' while none is entered. */
function resultText(white: RoundBlock | undefined, black: RoundBlock | undefined): string {
  const w = white?.result ?? null;
  const b = black?.result ?? null;
  if (w === null && b === null) return '';
  return `${w === null ? '?' : (RESULT_TEXT[w] ?? w)}-${b === null ? '?' : (RESULT_TEXT[b] ?? b)}`;
}

const BYE_WORDS: Readonly<Record<string, string>> = { H: 'half-point bye', F: 'full-point bye', Z: 'zero-point bye', U: 'pairing-allocated bye' };

interface Sheet {
  readonly round: number;
  readonly order: 'printed' | 'computed';
  /** Why the order is computed: the file keeps none, or lines that no longer match the games. */
  readonly status: PrintedBoards['status'];
  readonly manual: boolean;
  readonly boards: readonly PrintedBoard[];
  readonly blocks: ReadonlyMap<number, RoundBlock>;
  readonly byes: readonly { readonly id: number; readonly code: string }[];
}

/** The round's games in printed order (else computed from the scores now), results and byes. O(players x rounds). */
function sheetOf(doc: TrfDocument, t: Tournament, round: number): Sheet {
  const printed = printedBoards(doc, round);
  let boards = printed.boards;
  if (boards === null) {
    const scores = pairingScores(t, round, { pastLastRound: true });
    const pairs = printed.games.map((g) => ({ white: playerId(g.white), black: playerId(g.black) }));
    boards = boardOrder(pairs, (id) => ({ id, score: scores.get(id) ?? 0 })).map((p, i) => ({ board: i + 1, white: p.white, black: p.black }));
  }
  const blocks = new Map<number, RoundBlock>();
  const byes: { id: number; code: string }[] = [];
  for (const r of doc.records) {
    if (r.kind !== 'player') continue;
    const b = r.rounds[round - 1];
    if (b === undefined) continue;
    blocks.set(r.startingRank, b);
    if (b.opponent === null && !b.blank) byes.push({ id: r.startingRank, code: b.result ?? ' ' });
  }
  return { round, order: printed.boards === null ? 'computed' : 'printed', status: printed.status, manual: printed.manual, boards, blocks, byes };
}

function renderText(sheet: Sheet, t: Tournament, scores: ReadonlyMap<PlayerId, number>, ctx: CommandContext): string {
  const chalk = makeChalk(ctx.streams.stdout, ctx.streams.env);
  const names = new Map(t.players.map((p) => [p.id as number, printable(p.name)]));
  const score = (id: number): string => points(scores.get(playerId(id)) ?? 0);
  const rows = sheet.boards.map((b) => [
    String(b.board),
    String(b.white),
    names.get(b.white) ?? '',
    score(b.white),
    resultText(sheet.blocks.get(b.white), sheet.blocks.get(b.black)) || '-',
    score(b.black),
    String(b.black),
    names.get(b.black) ?? '',
  ]);
  const how = sheet.manual ? ', paired by the arbiter (manual)' : '';
  let out = chalk.bold(`Round ${sheet.round}`) + `${how}\n`;
  out += table(['Board', 'White', '', 'Pts', 'Result', 'Pts', 'Black', ''], rows, ['right', 'right', 'left', 'right', 'left', 'right', 'right', 'left']);
  const pab = sheet.byes.filter((b) => b.code === 'U');
  for (const b of pab) out += `\nPairing-allocated bye: ${b.id} ${names.get(b.id) ?? ''} (${score(b.id)})\n`;
  const others = sheet.byes.filter((b) => b.code !== 'U');
  if (others.length > 0) out += `Not paired: ${others.map((b) => `${b.id} ${names.get(b.id) ?? ''} (${BYE_WORDS[b.code] ?? 'no game'})`).join(', ')}\n`;
  return out;
}

function sheetJson(sheet: Sheet, t: Tournament, scores: ReadonlyMap<PlayerId, number>): unknown {
  const names = new Map(t.players.map((p) => [p.id as number, p.name]));
  const who = (id: number): { id: number; name: string; score: number } => ({ id, name: names.get(id) ?? '', score: (scores.get(playerId(id)) ?? 0) / 10 });
  return {
    file: t.fileName,
    round: sheet.round,
    order: sheet.order,
    manual: sheet.manual,
    boards: sheet.boards.map((b) => ({ board: b.board, white: who(b.white), black: who(b.black), result: resultText(sheet.blocks.get(b.white), sheet.blocks.get(b.black)) || null })),
    bye: sheet.byes.filter((b) => b.code === 'U').map((b) => who(b.id))[0] ?? null,
    notPaired: sheet.byes.filter((b) => b.code !== 'U').map((b) => ({ ...who(b.id), code: b.code.trim() })),
  };
}

export function registerShow(program: Command, ctx: CommandContext): void {
  program
    .command('show')
    .description('print the pairing the file holds for a round, in its printed board order, with the results entered so far')
    .argument('<file>', "TRF file ('-' for standard input)")
    .option('--round <n>', 'the round (default: the last round in the file)')
    .option('--json', 'print the pairing as JSON')
    .addOption(encodingOption())
    .action((file: string, options: ShowOptions) => {
      const requested = parseRound(options.round);
      const loaded = loadTournament(file, parseEncodingOption(options.encoding), ctx.streams);
      ctx.warn(isTeamDocument(loaded.document) ? withoutTeamRecordWarnings(loaded.warnings) : loaded.warnings);
      const t = loaded.tournament;
      const name = file === '-' ? '<stdin>' : file;
      if (t.roundsInFile === 0) throw new ArgumentError(`${name}: no round is paired yet (\`swisspair pair ${file}\` pairs round 1)`);
      const round = requested ?? t.roundsInFile;
      if (round > t.roundsInFile) throw new ArgumentError(`--round ${round}: the file has ${t.roundsInFile === 1 ? 'round 1 only' : `rounds 1-${t.roundsInFile}`}`);
      if (isTeamDocument(loaded.document)) {
        ctx.streams.stdout.write(showTeamRound(loaded.document, name, round, options.json === true));
        return;
      }
      const sheet = sheetOf(loaded.document, t, round);
      if (sheet.order === 'computed') {
        const why = sheet.status === 'stale' ? 'its pairing was changed after the order was written' : 'the file does not keep the order printed';
        ctx.warn([{ position: null, message: `${name}: round ${round}: ${why}; boards in the order computed from the scores now (\`result --board\` is refused for this round)` }]);
      }
      const scores = pairingScores(t, round, { pastLastRound: true });
      ctx.streams.stdout.write(options.json === true ? json(sheetJson(sheet, t, scores)) : renderText(sheet, t, scores, ctx));
    });
}
