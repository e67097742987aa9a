/**
 * `--dutch FILE -c`: every round of the file re-paired from the rounds before it, reported in bbpPairings's
 * layout so that scripts reading its output keep working: "STEM: Round #r" per round; when the rules give other
 * pairs, a two-column table (the rules' pairs not in the file, beside the file's pairs of the players concerned,
 * each column in board order, a bye as "N - 0"); "No valid pairing exists for round r." when none does; a blank
 * line at the end. Differences are not an error: the exit code is 0 (bbpPairings README, "Error codes").
 * O(rounds × cost of pairing one round).
 */
import { NoValidPairingError } from '../../errors.js';
import { deriveRoundState, type RoundState } from '../../model/state.js';
import type { PlayerId, RoundOutcome, Tournament } from '../../model/types.js';
import { compareRank } from '../../systems/shared/boardOrder.js';
import { pairRound, systemById, type Edition, type Pair, type SystemName } from '../../systems/index.js';
import { checklistTable, floatColumns } from './checklist.js';

/** A pair with white === black for a bye (or a player the file does not pair). */
type Board = Pair;

/** bbpPairings's result order: byes last, then the higher player's score, the lower's, the higher's rank. */
function sortBoards(boards: readonly Board[], state: RoundState): Board[] {
  const byId = new Map(state.players.map((p) => [p.id, p]));
  const ranked = (id: PlayerId): { id: PlayerId; score: number } => ({ id, score: byId.get(id)?.score ?? 0 });
  const key = (b: Board): [number, number, number, number] => {
    const w = ranked(b.white);
    const k = ranked(b.black);
    const [higher, lower] = compareRank(w, k) <= 0 ? [w, k] : [k, w];
    return [b.white === b.black ? 1 : 0, -higher.score, -lower.score, higher.id];
  };
  const keyed = boards.map((b) => ({ b, k: key(b) }));
  keyed.sort((x, y) => x.k[0] - y.k[0] || x.k[1] - y.k[1] || x.k[2] - y.k[2] || x.k[3] - y.k[3]);
  return keyed.map((x) => x.b);
}

/** What the file records for each player in the round being checked. */
type Recorded = (id: PlayerId) => RoundOutcome | undefined;

/** What the file says player `id` did, as a board (white first; a bye or no game: id - id). */
function fileBoard(recorded: Recorded, id: PlayerId): Board {
  const o = recorded(id);
  if (o === undefined || !('opponent' in o)) return { white: id, black: id };
  // A game without colours is listed with the opponent first, as bbpPairings does.
  return o.colour === 'w' ? { white: id, black: o.opponent } : { white: o.opponent, black: id };
}

function matchesFile(recorded: Recorded, b: Board): boolean {
  const o = recorded(b.white);
  if (o === undefined) return false;
  if (b.white === b.black) return o.kind === 'pab';
  return 'opponent' in o && o.opponent === b.black && o.colour !== 'b';
}

const cell = (n: number): string => String(n).padStart(3, ' ');
const boardText = (b: Board): string => `${cell(b.white)} - ${b.white === b.black ? '  0' : cell(b.black)}`;

/** The discrepancy table of one round, or '' when the rules give the file's pairing. O(n log n). */
function table(t: Tournament, state: RoundState, ours: readonly Board[]): string {
  const byId = new Map(t.players.map((p) => [p.id, p.rounds[state.round - 1]]));
  const recorded: Recorded = (id) => byId.get(id);
  const wrong = ours.filter((b) => !matchesFile(recorded, b));
  if (wrong.length === 0) return '';
  const seen = new Set<string>();
  const theirs: Board[] = [];
  for (const b of wrong) {
    for (const id of b.white === b.black ? [b.white] : [b.white, b.black]) {
      const f = fileBoard(recorded, id);
      const k = `${Math.min(f.white, f.black)}-${Math.max(f.white, f.black)}`;
      if (!seen.has(k)) theirs.push(f);
      seen.add(k);
    }
  }
  const correct = sortBoards(wrong, state);
  const provided = sortBoards(theirs, state);
  let out = `  Checker pairings${' '.repeat(8)}Tournament pairings \n`;
  provided.forEach((p, i) => {
    const c = correct[i];
    out += `    ${c === undefined ? ' '.repeat(9) : boardText(c)}${' '.repeat(16)}${boardText(p)}\n`;
  });
  return out + '\n';
}

export interface BbpCheckOptions {
  readonly system: SystemName;
  readonly edition: Edition;
  /** The file name without its directory and last extension, as each line starts. */
  readonly stem: string;
  /**
   * Whether the file has byes written in the column of the round after the last one paired (JaVaFo's way of
   * declaring them). bbpPairings counts that column as a round in which nobody was paired: it reports it, empty.
   */
  readonly byesColumn: boolean;
}

export interface BbpCheck {
  /** What goes to standard output. */
  readonly report: string;
  /** The check list (`-l`): "Round #r" and the round's table, for every round. */
  readonly checklist: string;
}

/** The report. Throws what pairing throws, except NoValidPairingError, which is a line of the report. */
export function bbpCheckReport(t: Tournament, options: BbpCheckOptions): BbpCheck {
  let out = '';
  let checklist = '';
  const planned = t.plannedRounds ?? t.roundsInFile;
  const unplayed = systemById(options.system).unplayed(options.edition);
  const columns = floatColumns(options.system, options.edition);
  for (let round = 1; round <= t.roundsInFile; round++) {
    out += `${options.stem}: Round #${round}\n`;
    checklist += `Round #${round}\n`;
    // The state as the edition reads unplayed rounds: the check list shows its floats and PAB eligibility.
    const state = deriveRoundState(t, round, { plannedRounds: planned, unplayed });
    try {
      const p = pairRound(state, options.system, { edition: options.edition });
      const boards: Board[] = [...p.pairs, ...(p.bye === null ? [] : [{ white: p.bye, black: p.bye }])];
      out += table(t, state, boards);
      checklist += checklistTable(state, p, columns);
    } catch (error) {
      if (!(error instanceof NoValidPairingError)) throw error;
      out += `No valid pairing exists for round ${round}.\n\n`;
    }
  }
  if (options.byesColumn) {
    const round = t.roundsInFile + 1;
    const state = deriveRoundState(t, round, { plannedRounds: planned, unplayed });
    out += `${options.stem}: Round #${round}\n`;
    const nobody = { ...state, players: state.players.filter(() => false) };
    checklist += `Round #${round}\n${checklistTable(nobody, { round, pairs: [], bye: null, notPaired: [] }, columns)}`;
  }
  return { report: out + '\n', checklist };
}
